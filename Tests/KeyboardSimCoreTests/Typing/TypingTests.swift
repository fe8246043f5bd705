@testable import KeyboardSimTestSupport
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

/// Typing through keyboards: every character comes from a key, translated by libxkbcommon.
@MainActor @Suite struct TypingTests {
    func screen(_ device: Device = .iPhone15) -> Screen {
        Screen(device: device, notificationCenter: NotificationCenter())
    }

    func editingField(
        _ screen: Screen, type: UIKeyboardType = .default, autocap: UITextAutocapitalizationType = .none,
        configure: (UITextField) -> Void = { _ in }
    ) throws -> UITextField {
        let f = UITextField()
        f.keyboardType = type
        f.autocapitalizationType = autocap
        configure(f)
        screen.add(f, name: "f")
        screen.attach(.accept, to: f)
        try screen.tap(f)
        return f
    }

    var keyEvents: (Screen) -> [KeyEvent] {
        { s in s.transcript.events.compactMap { if case .key(let k) = $0.payload { k } else { nil } } }
    }

    /// The kinds of events after the `type` user event, compacted: "key:AC01", "change:[0,0]a", …
    func story(_ s: Screen) -> [String] {
        s.transcript.events.compactMap { e in
            switch e.payload {
            case .key(let k): "key:\(k.key)"
            case .delegate(let c) where c.method == .shouldChangeCharacters:
                "change:[\(c.range!.location),\(c.range!.length)]\(c.string!)"
            default: nil
            }
        }
    }

    @Test("A character the keyboard cannot produce is an error naming it, its position and the keyboard")
    func unreachableOnNumberPad() throws {
        let s = screen()
        _ = try editingField(s, type: .numberPad)
        #expect(throws: SimulationError.self) { try s.type("12a") }
        do { try s.type("a") } catch let e as SimulationError {
            #expect(e.message.contains("\"a\""))
            #expect(e.message.contains("position 0"))
            #expect(e.message.contains("numberPad"))
            #expect(e.message.contains("emailAddress"))
        }
    }

    @Test("--unreachable paste inserts the character as a paste would; skip leaves it out")
    func unreachablePolicies() throws {
        let s = screen()
        let f = try editingField(s, type: .numberPad)
        s.unreachable = .paste
        try s.type("1a2")
        #expect(f.text == "1a2")
        s.unreachable = .skip
        try s.type("b3")
        #expect(f.text == "1a23")
    }

    @Test("emailAddress: shift is a key tap before the capital; @ and . are on the letters plane")
    func emailTaps() throws {
        let s = screen()
        let f = try editingField(s, type: .emailAddress)
        try s.type("Ab@c.de")
        #expect(f.text == "Ab@c.de")
        #expect(
            story(s) == [
                "key:LFSH", "key:AC01", "change:[0,0]A", "key:AB05", "change:[1,0]b", "key:AB08", "change:[2,0]@",
                "key:AB03", "change:[3,0]c", "key:AB09", "change:[4,0].", "key:AC03", "change:[5,0]d", "key:AD03",
                "change:[6,0]e"
            ])
        #expect(keyEvents(s).allSatisfy { $0.plane != nil })
    }

    @Test("Digits on the default keyboard switch to the numbers plane first, and a space goes back to letters")
    func planes() throws {
        let s = screen()
        let f = try editingField(s)
        try s.type("1 a")
        #expect(f.text == "1 a")
        let keys = keyEvents(s)
        #expect(keys.map(\.plane) == ["letters", "numbers", "numbers", "letters"])
        #expect(keys.last?.utf8 == "a")
    }

    @Test(
        "Autocapitalization sentences: the keyboard shifts itself at the start and after '. '; lowercase then costs a shift tap"
    )
    func autocapSentences() throws {
        let s = screen()
        let f = try editingField(s, autocap: .sentences)
        try s.type("Hi. Yo")
        #expect(f.text == "Hi. Yo")
        let letters = keyEvents(s).filter { !$0.utf8.isEmpty || $0.keysym.hasPrefix("Shift") }
        #expect(
            letters.map(\.keysym) == ["H", "i", "period", "space", "Y", "o"],
            "capitals need no shift tap when auto-shifted")
        let s2 = screen()
        _ = try editingField(s2, autocap: .sentences)
        try s2.type("hi")
        #expect(
            keyEvents(s2).map(\.keysym) == ["Shift_L", "h", "i"],
            "lowercase at a sentence start turns the automatic shift off")
    }

    @Test(
        "name-phone-pad-capitalization none, the default (Apple, UIKeyboardType.namePhonePad: \"does not support auto-capitalization\"): namePhonePad never shifts by itself; follows-trait shifts as on the default keyboard"
    )
    func namePhonePadDoesNotAutoCapitalize() throws {
        let s = screen()
        let f = try editingField(s, type: .namePhonePad, autocap: .words)
        try s.type("ann lee")
        #expect(f.text == "ann lee")
        #expect(!keyEvents(s).contains { $0.keysym.hasPrefix("Shift") }, "no automatic shift to turn off")

        var profile = IOSProfile.ios18
        try profile.set(entry: "name-phone-pad-capitalization", to: "follows-trait")
        let old = Screen(profile: profile, notificationCenter: NotificationCenter())
        _ = try editingField(old, type: .namePhonePad, autocap: .words)
        try old.type("ann")
        #expect(
            keyEvents(old).map(\.keysym) == ["Shift_L", "a", "n", "n"], "the old reading: the keyboard shifts itself")
    }

    @Test("Long-press alternates: é on default is a long press on e; asciiCapable has none")
    func longPress() throws {
        let s = screen()
        let f = try editingField(s)
        try s.type("é")
        #expect(f.text == "é")
        #expect(keyEvents(s).last?.action == "longpress")
        #expect(keyEvents(s).last?.key == "AD03")
        let s2 = screen()
        _ = try editingField(s2, type: .asciiCapable)
        #expect(throws: SimulationError.self) { try s2.type("é") }
    }

    @Test("The globe key brings up the emoji keyboard, where an emoji is one tap; not in secure fields")
    func emoji() throws {
        let s = screen()
        let f = try editingField(s)
        try s.type("😃👨‍👩‍👧x")
        #expect(f.text == "😃👨‍👩‍👧x")
        #expect(keyEvents(s).map(\.key) == ["GLOBE", "EMOJI", "EMOJI", "ABC", "AB02"])
        let s2 = screen()
        _ = try editingField(s2) { $0.isSecureTextEntry = true }
        #expect(throws: SimulationError.self) { try s2.type("😃") }
    }

    @Test(
        "Smart quotes curl on the default keyboard, not on emailAddress; two hyphens become an em dash (iOS 11.1 and later)"
    )
    func smartPunctuation() throws {
        let s = screen()
        let f = try editingField(s)
        try s.type("\"a\" b--c")
        #expect(f.text == "“a” b—c")
        let dash = s.transcript.delegateCalls(.shouldChangeCharacters).last { $0.string == "—" }
        #expect(
            dash?.range == NSRange(location: 5, length: 1), "the dash replaces the previous hyphen through the delegate"
        )
        let s2 = screen()
        let g = try editingField(s2, type: .emailAddress)
        try s2.type("\"a\"--")
        #expect(g.text == "\"a\"--")
    }

    @Test("Before iOS 11.1 two hyphens become an en dash and a third an em dash", arguments: [IOSProfile.ios9, .ios10])
    func smartDashesBefore11_1(profile: IOSProfile) throws {
        let s = Screen(profile: profile, notificationCenter: NotificationCenter())
        let f = try editingField(s)
        try s.type("a--b---c")
        #expect(f.text == "a–b—c")
    }

    @Test("Backspace and return are key taps before their edits")
    func editingKeys() throws {
        let s = screen()
        _ = try editingField(s)
        try s.type("ab")
        try s.backspace()
        try s.tapReturn()
        let keysyms = keyEvents(s).map(\.keysym)
        #expect(keysyms.suffix(2) == ["BackSpace", "Return"])
    }

    @Test("Hardware de: @ is AltGr+AD01 at level 3, ü is AD11; modifiers pressed and released around the key")
    func hardwareGerman() throws {
        let s = screen()
        s.useHardwareKeyboard(try HardwareKeyboard(layout: "de"))
        let f = try editingField(s)
        try s.type("@ü")
        #expect(f.text == "@ü")
        let keys = keyEvents(s)
        #expect(
            keys.map { "\($0.action) \($0.key)" } == [
                "down RALT", "down AD01", "up AD01", "up RALT", "down AD11", "up AD11"
            ])
        #expect(keys[1].level == 3 && keys[1].mods == ["Mod5"] && keys[1].utf8 == "@")
        #expect(keys[0].keyboard == "hardware:de")
    }

    @Test("A hardware dead key shows marked text without asking the delegate; the composed character replaces it")
    func deadKey() throws {
        let s = screen()
        s.useHardwareKeyboard(try HardwareKeyboard(layout: "us", variant: "intl"))
        let f = try editingField(s)
        try s.type("ê")
        #expect(f.text == "ê")
        #expect(f.markedTextRange == nil)
        let changes = s.transcript.delegateCalls(.shouldChangeCharacters)
        #expect(changes.count == 1)
        #expect(
            changes.first?.range == NSRange(location: 0, length: 1), "the delegate sees the marked dead key replaced")
        #expect(changes.first?.string == "ê")
        #expect(keyEvents(s).contains { $0.keysym == "dead_circumflex" })
    }

    @Test(
        "A hardware keyboard on iPhone posts no keyboard notifications; on iPad its shortcut bar leaves 55 pt on screen"
    )
    func hardwareNotifications() throws {
        let phone = screen(.iPhone15)
        phone.useHardwareKeyboard(try HardwareKeyboard(layout: "us"))
        _ = try editingField(phone)
        #expect(!phone.transcript.notificationNames.contains { $0.hasPrefix("UIKeyboard") })
        let pad = screen(.iPadAir)
        pad.useHardwareKeyboard(try HardwareKeyboard(layout: "us"))
        _ = try editingField(pad)
        let show = pad.transcript.events.compactMap { e -> KeyboardUserInfo? in
            if case .notification(let n) = e.payload, n.name == "UIKeyboardWillHideNotification" {
                n.keyboard
            } else {
                nil
            }
        }.first
        let end = try #require(show?.frameEnd)
        #expect(1180 - end.minY == 55)
        #expect(end.height > 55)
    }

    @Test("An unknown hardware layout fails with xkbcommon's messages and points to kbsim layouts")
    func unknownLayout() {
        #expect(throws: KeymapError.self) { _ = try HardwareKeyboard(layout: "no-such-layout") }
        do { _ = try HardwareKeyboard(layout: "no-such-layout") } catch {
            #expect("\(error)".contains("no-such-layout"))
            #expect("\(error)".contains("kbsim layouts"))
        }
    }
}

/// how-to-type agrees with what typing does on a software keyboard.
@MainActor @Suite struct HowToTypeAlternatesTests {
    @Test("how-to-type --type default lists a long press for é and the emoji keyboard for 👍🏽; asciiCapable has neither")
    func alternates() throws {
        let kb = try SoftwareKeymaps.keyboard(type: "default")
        let answer = HowToType(text: "é👍🏽", software: kb, typeName: "default")
        #expect(
            answer.characters.map {
                $0.ways.first.map { if case .sequence(_, let via) = $0 { via.rawValue } else { "key" } }
            }
                == ["longPress", "emoji"])
        let ascii = HowToType(
            text: "é", software: try SoftwareKeymaps.keyboard(type: "asciiCapable"), typeName: "asciiCapable")
        #expect(ascii.characters.first?.ways.isEmpty == true)
    }
}
