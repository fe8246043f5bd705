@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

/// The iOS 10-key kana keyboard (docs/input-methods.md, "The 10-key kana keyboard"; docs/keyboards.md).
@MainActor @Suite struct KanaKeyboardTests {
    func session(_ configure: (inout IOSProfile) -> Void = { _ in }, typing: JapaneseInputMethod.KanaTyping = .flick)
        throws -> KeyboardSession
    {
        var profile = IOSProfile.ios18
        configure(&profile)
        let s = KeyboardSession(HarnessConfiguration(profile: profile), notificationCenter: NotificationCenter())
        _ = s.addField("f")
        try s.useJapanese(layout: .kana, kanaTyping: typing)
        try s.tap("f")
        return s
    }

    /// The key events of the last action: action, key and level.
    func keyEvents(_ s: KeyboardSession) -> [String] {
        s.events(kind: "key", in: .action).map { e in
            let j = e.json
            return "\(j["action"]?.plain ?? "") \(j["key"]?.plain ?? "") \(j["level"]?.plain ?? "")"
        }
    }

    /// The kana an engine shows after `keys`, pressed one by one (no screen).
    func preedit(after keys: String) throws -> String {
        var ime: any InputMethod = JapaneseInputMethod(converter: try Harness.japaneseConverter(), layout: .kana)
        for c in keys { for step in ime.handle(.character(c)) { ime = step.then } }
        return ime.preedit
    }

    @Test(
        "The kana keyboard has its own keymap: あ か さ … わ keys whose flicks are levels named left, up, right, down, the ゛゜小, → and ↺ keys"
    )
    func keymapLayout() throws {
        #expect(SoftwareKeymaps.types.contains("japanese-kana"))
        let kb = try SoftwareKeymaps.keyboard(type: "japanese-kana", directory: KeyboardsTestSupport.keymapsDirectory)
        #expect(kb.plane == "kana")
        #expect(kb.taps(for: "あ")?.map(\.keyName) == ["AE01"])
        #expect(kb.taps(for: "わ")?.map(\.keyName) == ["AE10"])
        #expect(kb.taps(for: "゛")?.map(\.keyName) == ["AE11"])
        #expect(kb.taps(for: "→")?.map(\.keyName) == ["KNXT"])
        #expect(kb.taps(for: "い") == nil)  // a flick, not a tap
        let flicks: [Character: (String, Int)] = [
            "い": ("AE01", 1), "う": ("AE01", 2), "え": ("AE01", 3), "お": ("AE01", 4), "を": ("AE10", 1),
            "ん": ("AE10", 2), "ー": ("AE10", 3), "。": ("AE12", 1), "に": ("AE05", 1)
        ]
        for (kana, (key, level)) in flicks {
            let flick = kb.flick(for: kana)
            #expect(
                flick?.keyName == key && flick?.levelIndex == level,
                "\(kana): \(flick.map(String.init(describing:)) ?? "nil")")
        }
        #expect(kb.keymap.levelName(keycode: kb.keymap.keycode(named: "AE01")!, layout: 0, level: 4) == "down")
    }

    @Test(
        "render draws the 10-key kana keyboard with Japanese labels, and how-to-type lists a flick for a kana off the tap level"
    )
    func renderAndHowToType() throws {
        let svg = try KeyboardRendering.render("japanese-kana")
        let labels = KeyboardsTestSupport.parseSVG(svg).labelsByKey
        #expect(labels["AE01"] == "あ" && labels["AE10"] == "わ" && labels["AE12"] == "、。?!")
        #expect(labels["AE11"] == "゛゜小" && labels["KNXT"] == "→" && labels["KREV"] == "↺")
        #expect(labels["SPCE"] == "空白" && labels["RTRN"] == "改行" && labels["MDSW"] == "☆123" && labels["KABC"] == "ABC")
        let up = KeyboardsTestSupport.parseSVG(try KeyboardRendering.render("japanese-kana", plane: "up")).labelsByKey
        #expect(up["AE01"] == "う" && up["AE10"] == "ん")

        let kb = try SoftwareKeymaps.keyboard(type: "japanese-kana", directory: KeyboardsTestSupport.keymapsDirectory)
        let answer = HowToType(text: "あを", software: kb, typeName: "japanese-kana")
        #expect(
            answer.characters[0].ways == [
                .key(
                    HowToType.Key(
                        keyName: "AE01", keycode: 10, layout: 1, level: 1, modifiers: [], keysym: "U3042", plane: "kana"
                    ))
            ])
        guard case .sequence(let keys, let via)? = answer.characters[1].ways.first else {
            Issue.record("no way for を: \(answer.characters[1].ways)"); return
        }
        #expect(via == .flick && keys.map(\.keyName) == ["AE10"] && keys.map(\.level) == [2])
        let voiced = HowToType(text: "ご", software: kb, typeName: "japanese-kana") {
            KanaKeyboard.spell(String($0), typing: .flick)
        }
        guard case .sequence(let composed, .composed)? = voiced.characters[0].ways.first else {
            Issue.record("no composed way for ご: \(voiced.characters[0].ways)"); return
        }
        #expect(composed.map(\.keyName) == ["AE02", "AE11"] && composed.map(\.level) == [5, 1])
    }

    @Test(
        "A flick types its kana into the marked composition and is recorded as a flick of the key at the direction's level"
    )
    func flick() throws {
        let s = try session()
        try s.keys("に")
        s.expect("f", text: "に")
        s.expect("f", marked: NSRange(location: 0, length: 1))
        #expect(keyEvents(s) == ["flick AE05 2"])
        try s.keys("な")
        #expect(keyEvents(s) == ["tap AE05 1"])
        s.expect("f", text: "にな")
    }

    @Test(
        "Multi-tap: tapping a key again replaces the last kana with the next of its cycle (あ い う え お ぁ ぃ ぅ ぇ ぉ, わ を ん ー); → ends it, ↺ steps back"
    )
    func multiTapCycling() throws {
        #expect(try preedit(after: "ああ") == "い")
        #expect(try preedit(after: "ああああああ") == "ぁ")
        #expect(try preedit(after: "あああああああああああ") == "あ")
        #expect(try preedit(after: "わわ") == "を")
        #expect(try preedit(after: "わわわ") == "ん")
        #expect(try preedit(after: "わわわわ") == "ー")
        #expect(try preedit(after: "わわわわわ") == "わ")
        #expect(try preedit(after: "あ→あ") == "ああ")
        #expect(try preedit(after: "かかか↺") == "き")
        #expect(try preedit(after: "か↺") == "こ")
        #expect(try preedit(after: "あいあ") == "あいあ")  // a flick ends the multi-tap
        let s = try session()
        try s.keys("にほわわ")
        s.expect("f", text: "にほを")
        s.expect("f", marked: NSRange(location: 0, length: 3))
    }

    @Test(
        "The ゛゜小 key toggles the last kana (か → が, は → ば → ぱ → は, つ → っ → づ) and types the face ^_^ when the field shows no composition"
    )
    func dakutenKey() throws {
        #expect(try preedit(after: "か゛") == "が")
        #expect(try preedit(after: "か゛゛") == "か")
        #expect(try preedit(after: "は゛") == "ば")
        #expect(try preedit(after: "は゛゛") == "ぱ")
        #expect(try preedit(after: "は゛゛゛") == "は")
        #expect(try preedit(after: "つ゛") == "っ")
        #expect(try preedit(after: "つ゛゛") == "づ")
        #expect(try preedit(after: "や゛") == "ゃ")
        #expect(try preedit(after: "ん゛") == "ん")
        let s = try session()
        try s.keys("゛")
        s.expect("f", text: "^_^")
        s.expect("f", marked: NSRange(location: 0, length: 3))
        // App code committed the kana (text reassigned): nothing is marked, so the key is the face key.
        let t = try session()
        try t.keys("か")
        try t.field("f").text = try t.field("f").text
        try t.keys("゛")
        t.expect("f", text: "か^_^")
    }

    @Test(
        "The delegate sees a multi-tap as the new kana inserted at the end with length 0 (multi-tap-call key-at-caret); whole-marked-range asks for the marked range instead"
    )
    func multiTapDelegateCall() throws {
        let s = try session()
        try s.keys("にわ")
        try s.keys("わ")
        let call = s.delegateCalls(.shouldChangeCharacters, field: "f").last
        #expect(call?.range == NSRange(location: 2, length: 0) && call?.string == "を")
        s.expect("f", text: "にを")
        let w = try session { $0.multiTapDelegateCall = .wholeMarkedRange }
        try w.keys("にわわ")
        let whole = w.delegateCalls(.shouldChangeCharacters, field: "f").last
        #expect(whole?.range == NSRange(location: 0, length: 2) && whole?.string == "にを")
        #expect(IOSProfile.ios18.multiTapDelegateCall == .keyAtCaret)
    }

    @Test(
        "Typing 日本語 on the kana keyboard flicks and taps the reading (に ほ ん こ ゛), converts and picks the word; multi-tap typing taps each key until its kana shows"
    )
    func typeNihongo() throws {
        #expect(KanaKeyboard.spell("にほんご", typing: .flick) == "にほんこ゛")
        #expect(KanaKeyboard.spell("にほんご", typing: .multiTap) == "ななはははははわわわかかかかか゛")
        #expect(KanaKeyboard.spell("ああ", typing: .flick) == "あ→あ")
        for kana in ["にほんご", "がっこう", "ぱーてぃー", "ああいう", "きょう", "こんにちは、せかい。", "ゔぁ"] {
            for typing in JapaneseInputMethod.KanaTyping.allCases {
                let keys = try #require(KanaKeyboard.spell(kana, typing: typing), "\(kana)")
                var ime: any InputMethod = JapaneseInputMethod(
                    converter: try Harness.japaneseConverter(), layout: .kana)
                for c in keys { for step in ime.handle(.character(c)) { ime = step.then } }
                #expect(ime.preedit == kana, "\(kana) \(typing): \(keys)")
            }
        }
        let s = try session()
        try s.type("日本語")
        s.expect("f", text: "日本語")
        s.expect("f", marked: nil)
        #expect(keyEvents(s) == ["flick AE05 2", "flick AE06 5", "flick AE10 3", "flick AE02 5", "tap AE11 1"])
        let m = try session(typing: .multiTap)
        try m.type("日本語")
        m.expect("f", text: "日本語")
        #expect(keyEvents(m).count == 16)
    }

    @Test(
        "Example: a max-length delegate refuses the multi-tap わ → を at the limit; the markedTextRange-aware fix lets it through"
    )
    func exampleScript() throws {
        let buggy = try ExampleRegistry.runFixedAndBuggy(
            "kana-multi-tap-limit.kbsim", replacing: "example:kana-limit-fixed", with: "example:kana-limit")
        #expect(!buggy.passed)
        #expect(buggy.failures.map(\.check).first == "expect name.text == \"にほを\"", "\(buggy.report)")
    }
}

/// The kana keyboard through the command line and scripts.
@Suite struct KanaKeyboardCommandLineTests {
    @Test(
        "Text naming a kana-keyboard function key (→ 文字送り, ↺ 逆順, ゛) is not silently dropped: --type-text exits 2 naming it"
    )
    func functionKeyCharactersInText() throws {
        for (text, c) in [("→", "→"), ("あ↺", "↺"), ("゛", "゛")] {
            let r = try KbsimProcess.kbsim(["--ime", "japanese-kana", "--type-text", text])
            #expect(r.status == 2, "\(text): \(r.stdout)\(r.stderr)")
            #expect(r.stderr.contains("cannot type '\(c)'") && r.stderr.contains("kana keyboard"), "\(r.stderr)")
        }
    }

    @Test(
        "kbsim --ime japanese-kana --type-text flicks the reading and picks the word; --kana-typing multi-tap taps it; --kana-typing without --ime japanese-kana exits 2 naming it"
    )
    func typeText() throws {
        let r = try KbsimProcess.kbsim(["--ime", "japanese-kana", "--type-text", "日本語", "--format", "jsonl"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains(#""text":"日本語""#))
        #expect(r.stdout.contains(#""action":"flick""#))
        let m = try KbsimProcess.kbsim([
            "--ime", "japanese-kana", "--kana-typing", "multi-tap", "--type-text", "日本語", "--format", "jsonl"
        ])
        #expect(m.status == 0, "\(m.stderr)")
        #expect(!m.stdout.contains(#""action":"flick""#))
        let bad = try KbsimProcess.kbsim(["--kana-typing", "multi-tap", "--type-text", "a"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--kana-typing multi-tap applies to the japanese-kana input method"))
    }

    @Test(
        "A script's ime japanese-kana takes typing=flick|multi-tap, prints it back, and names the accepted values for another"
    )
    func scriptOption() throws {
        let steps = try ScenarioParser().parse("ime japanese-kana typing=multi-tap", file: "t.kbsim").lines.map(\.step)
        #expect(steps == [.inputMethod(InputMethodSpec(engine: .japaneseKana, kanaTyping: .multiTap))])
        #expect(ScenarioPrinter.line(steps[0]) == "ime japanese-kana typing=multi-tap")
        #expect(throws: (any Error).self) {
            try ScenarioParser().parse("ime japanese-kana typing=swipe", file: "t.kbsim")
        }
        do { _ = try ScenarioParser().parse("ime japanese-kana typing=swipe", file: "t.kbsim") } catch {
            #expect("\(error)".contains("accepted: flick, multi-tap"), "\(error)")
        }
    }
}
