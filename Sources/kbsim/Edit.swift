import ArgumentParser
import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSamples
import KeyboardSimTrace
import KeyboardSimSession

/// The main job: one field, tapped, typed into, with the transcript printed.
struct Edit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Tap a text field, type into it, and print the transcript (the default subcommand).")

    @Option(
        name: [.customLong("keyboard-type"), .customLong("type")],
        help: "The field's keyboardType (--type is an older name of this option). (default: default)")
    var keyboardType: UIKeyboardType?

    @Option(
        name: .customLong("type-text"),
        help: "Text the user types, one character at a time (\\n taps return); repeatable, typed in order.")
    var typeText: [String] = []

    @Option(
        name: .customLong("type-file"),
        help: "Type the contents of a UTF-8 file (- for standard input), after --type-text.")
    var typeFile: String?

    @Option(
        name: [.customLong("initial-text"), .customLong("text")],
        help:
            "The field's initial text, set by app code before editing (no delegate call; --text is an older name of this option)."
    )
    var text: String?

    @Option(help: "The field's placeholder.")
    var placeholder: String?

    @Option(name: .customLong("return-key"), help: "The field's returnKeyType. (default: default)")
    var returnKey: UIReturnKeyType?

    @Option(help: "The field's keyboardAppearance. (default: default)")
    var appearance: UIKeyboardAppearance?

    @Option(name: .customLong("clear-button"), help: "The field's clearButtonMode. (default: never)")
    var clearButton: UITextFieldViewMode?

    @Flag(help: "Secure text entry (isSecureTextEntry).")
    var secure = false

    @Option(help: "The field's autocapitalizationType. (default: sentences)")
    var autocapitalization: UITextAutocapitalizationType?

    @Option(help: "The field's autocorrectionType (`no` also hides the predictive bar). (default: default)")
    var autocorrection: UITextAutocorrectionType?

    @Option(name: .customLong("smart-quotes"), help: "The field's smartQuotesType. (default: default)")
    var smartQuotes: UITextSmartQuotesType?

    @Option(name: .customLong("smart-dashes"), help: "The field's smartDashesType. (default: default)")
    var smartDashes: UITextSmartDashesType?

    @Flag(
        name: .customLong("enables-return-automatically"),
        help: "enablesReturnKeyAutomatically: Return is disabled while the field is empty.")
    var enablesReturnAutomatically = false

    @Flag(
        name: .customLong("clears-on-begin-editing"),
        help: "clearsOnBeginEditing: beginning to edit asks textFieldShouldClear and clears.")
    var clearsOnBeginEditing = false

    @Flag(name: .customLong("clears-on-insertion"), help: "clearsOnInsertion: the first insertion replaces the text.")
    var clearsOnInsertion = false

    @Option(name: .customLong("content-type"), help: "The field's textContentType (e.g. email, one-time-code).")
    var contentType: String?

    @Option(
        name: .customLong("autofill-code"),
        help:
            "After typing, the user taps this one-time code in the QuickType bar (offered only with --content-type one-time-code)."
    )
    var autofillCode: String?

    @Option(
        name: .customLong("autofill-password"),
        help:
            "After typing, the user taps this password in the QuickType bar: a strong password with --content-type new-password, a saved login's with --content-type password."
    )
    var autofillPassword: String?

    @Option(
        name: .customLong("autofill-contact"),
        help:
            "After typing, the user taps this value from their contact card (offered to an empty field whose --content-type is a contact's: \(ContactAutoFillKind.allCases.map(\.contentType.rawValue).joined(separator: ", ")))."
    )
    var autofillContact: String?

    @Option(
        name: .customLong("dictate"),
        help:
            "After typing (and any --autofill-…), the user dictates these words: a U+FFFC placeholder while listening, then the words (with no delegate call by default)."
    )
    var dictate: String?

    @Option(
        name: .customLong("drop"),
        help: "Then the user drops this text (dragged from another app) at the caret: one delegate call, as a paste.")
    var drop: String?

    @Option(
        name: .customLong("inline-predict"),
        help:
            "Then the keyboard shows this inline prediction (iOS 17+): gray marked text after the caret, no delegate call."
    )
    var inlinePredict: String?

    @Option(
        name: .customLong("inline-prediction"),
        help: "The field's inlinePredictionType (`no` turns inline predictions off). (default: default)")
    var inlinePrediction: UITextInlinePredictionType?

    @Option(
        name: .customLong("accessory-height"), parsing: .unconditional,
        help: "Height in points of an inputAccessoryView (added to the keyboard's frame).")
    var accessoryHeight: Double?

    @Option(
        name: .customLong("input-view-height"), parsing: .unconditional,
        help: "Height in points of an inputView that replaces the keyboard.")
    var inputViewHeight: Double?

    @Option(
        name: .customLong("delegate"),
        help: ArgumentHelp("The field's delegate: \(BuiltinDelegate.accepted).", valueName: "delegate"))
    var delegateKind: BuiltinDelegate = .accept

    @Option(
        help:
            "The input: field (UITextField), text (UITextView: return types a newline, the keyboard comes up before didBegin), search (UISearchBar: the Search key, disabled while empty)."
    )
    var view: ViewArgument = .field

    @Option(
        name: .customLong("name"),
        help:
            "The input's name in the transcript (its accessibilityIdentifier). (default: its kind: field, textView with --view text, searchBar with --view search)"
    )
    var nameOption: String?

    /// The input's name: `--name`, or its kind, so a text view reads as one in the transcript.
    var name: String { nameOption ?? view.defaultName }

    @Option(help: "The simulated device (see kbsim devices).")
    var device: Device = .iPhone15

    @Option(help: "The device orientation.")
    var orientation: Orientation = .portrait

    @Option(
        help:
            "Event order: observed (what devices do) or documented (Apple's overview read step by step; no device produces it)."
    )
    var ordering: Ordering = .observed

    @OptionGroup var profile: ProfileOptions

    @Flag(name: .customLong("no-predictive"), help: "Turn the predictive (QuickType) bar off, as in Settings.")
    var noPredictive = false

    @Flag(name: .customLong("press-return"), help: "Tap the return key after typing.")
    var pressReturn = false

    @Flag(name: .customLong("end-editing"), help: "End editing at the end with endEditing(true) (the keyboard hides).")
    var endEditing = false

    @Flag(
        name: .customLong("hardware-keyboard"),
        help: "Type on a hardware keyboard instead of the software keyboard (implied by --layout and --keymap).")
    var hardwareKeyboard = false

    @OptionGroup var hardware: HardwareKeyboardOptions

    @OptionGroup var cache: CacheOptions

    @Option(help: "Locale: decimalPad's separator and the Compose table (default en_US.UTF-8).")
    var locale: LocaleArgument?

    @Option(help: "A character the keyboard cannot type: error (exit 2), paste (insert it as a paste would), skip.")
    var unreachable: UnreachablePolicy = .error

    @Option(help: "The input method.")
    var ime: InputMethodArgument = .none

    @Option(help: "Rime dictionary for pinyin (default \(PinyinDictionary.defaultPath), from rime-data-pinyin-simp).")
    var dict: String?

    @Option(
        name: .customLong("preedit-separator"),
        help:
            "Between syllables in the marked text of pinyin, zhuyin or cantonese: six-per-em-space, space, apostrophe, none (default: six-per-em-space as iOS's pinyin keyboard; none for zhuyin)."
    )
    var preeditSeparator: PinyinPreeditSeparator?

    @Option(name: .customLong("pinyin-layout"), help: "The pinyin keyboard: full or 9key.")
    var pinyinLayout: PhoneticInputMethod.Layout = .full

    @Option(
        name: .customLong("kana-typing"),
        help:
            "How --type-text types kana on the japanese-kana keyboard: flick (one tap or flick a kana) or multi-tap (tap a key until its kana shows)."
    )
    var kanaTyping: JapaneseInputMethod.KanaTyping = .flick

    @Option(help: "Transcript format: auto (text on a terminal, JSON Lines otherwise), text, jsonl.")
    var format: TranscriptFormat = .auto

    @Option(
        help: ArgumentHelp(
            "Also write the session's trace page, one self-contained HTML file to open in a browser: PATH.html, or PATH/session.html in a folder.",
            valueName: "path"))
    var trace: String?

    func validate() throws {
        for (option, value) in [("--accessory-height", accessoryHeight), ("--input-view-height", inputViewHeight)] {
            if let v = value, !(v >= 0 && v <= 2000) {
                throw CLIError(message: "\(option) \(v): a height must be between 0 and 2000 points")
            }
        }
        let engine = ime.inputMethod
        if engine != .pinyin && preeditSeparator != nil && engine?.phoneticScheme == nil {
            throw CLIError(
                message:
                    "--preedit-separator applies to the pinyin, zhuyin and cantonese input methods; add --ime with one of them (or leave --preedit-separator out)"
            )
        }
        if engine != .pinyin {
            let stray = [dict.map { _ in "--dict" }, pinyinLayout != .full ? "--pinyin-layout" : nil].compactMap { $0 }
            if let first = stray.first {
                throw CLIError(
                    message: "\(first) applies to the pinyin input method; add --ime pinyin (or leave \(first) out)")
            }
        }
        if engine != .japaneseKana && kanaTyping != .flick {
            throw CLIError(
                message:
                    "--kana-typing \(kanaTyping.rawValue) applies to the japanese-kana input method; add --ime japanese-kana (or leave --kana-typing out)"
            )
        }
        let layout = hardware.layout?.name, keymap = hardware.keymap
        if engine != nil && (keymap != nil || layout != nil || hardwareKeyboard) {
            throw CLIError(
                message:
                    "--ime \(ime.name) works with its software keyboard; kbsim does not compose from a hardware keyboard yet (leave out --layout/--keymap/--hardware-keyboard)"
            )
        }
        if let bad = name.unicodeScalars.firstIndex(where: Diagnostics.needsEscape)
            ?? (name.isEmpty ? name.unicodeScalars.startIndex : nil)
        {
            let what =
                name.isEmpty
                ? "is empty"
                : "has the control character U+\(String(format: "%04X", name.unicodeScalars[bad].value)) at character \(name.unicodeScalars.distance(from: name.unicodeScalars.startIndex, to: bad) + 1)"
            throw CLIError(
                message:
                    "--name \"\(name)\": a field name \(what); accepted: a name without control characters, e.g. email")
        }
        if let trace { _ = try TraceDestination(trace, sessions: 1, severalWhat: "sessions") }
        if let keymap, let layout {
            throw CLIError(
                message: "--keymap \"\(keymap)\" and --layout \"\(layout)\": give one hardware keyboard, not both")
        }
        if hardwareKeyboard && keymap == nil && layout == nil {
            throw CLIError(message: "--hardware-keyboard needs --layout L (see kbsim layouts) or --keymap FILE")
        }
    }

    func run() throws {
        try cache.apply()
        let command = self
        try MainActor.assumeIsolated {
            try command.simulate()
        }
    }

    @MainActor
    private func simulate() throws {
        if ime == .engine(.pinyin) { _ = try loadPinyinEngine(dict) }  // names --dict when the dictionary does not load
        let configuration = HarnessConfiguration(
            device: device, orientation: orientation, ordering: ordering,
            profile: profile.resolved, predictiveBar: !noPredictive,
            locale: locale?.identifier,
            traceDirectory: nil)
        let session = KeyboardSession(configuration, notificationCenter: NotificationCenter())

        // Stream the transcript: memory stays flat however long the session.
        let out = standardOutput
        let asText = writesTextOnTerminal(format)
        session.screen.transcript.retainsEvents = false
        session.screen.transcript.sink = { event in
            out.line(asText ? TranscriptFormatter.textLine(event) : TranscriptFormatter.jsonLine(event))
        }
        defer { out.flush() }
        // --trace: every event with the screen at each, written as one page when the session ends (also when a
        // step could not run: the page shows where).
        let recorder = trace == nil ? nil : TraceRecorder()
        recorder?.attach(to: session.screen)
        do {
            try perform(on: session)
        } catch {
            if let recorder, let trace {
                recorder.recordFailure(
                    kind: "error", location: "kbsim", line: nil, check: "the session", expected: "the steps run",
                    actual: (error as? CLIError)?.message ?? "\(error)")
                try writeTrace(recorder, to: trace)
            }
            throw error
        }
        if let recorder, let trace { try writeTrace(recorder, to: trace) }
    }

    /// The options as steps, performed on the session.
    @MainActor
    private func perform(on session: KeyboardSession) throws {
        // AutoFill needs a field whose content type is offered it (the screen's own rule, profile included): said
        // before anything runs.
        let type = contentType.map(UITextContentType.init(rawValue:))
        let profile = session.screen.profile
        for (option, value, offer) in [
            ("--autofill-code", autofillCode, AutoFillOffer.code),
            ("--autofill-password", autofillPassword, .password)
        ] {
            if let value, let reason = offer.refusal(contentType: type, profile: profile, option: "--content-type") {
                throw CLIError(message: "\(option) \"\(value)\": \(reason); found \(contentType ?? "none")")
            }
        }
        let contactKind = ContactAutoFillKind(contentType: type)
        if let autofillContact, contactKind == nil {
            throw CLIError(
                message:
                    "--autofill-contact \"\(autofillContact)\": iOS offers contact AutoFill only to a field whose --content-type is a contact's; found \(contentType ?? "none"); accepted: \(ContactAutoFillKind.allCases.map(\.contentType.rawValue).joined(separator: ", "))"
            )
        }
        // The options as steps of the scenario language, performed by the same executor as scripts.
        try session.perform(.unreachable(unreachable))
        if let engine = ime.inputMethod {
            try session.perform(
                .inputMethod(
                    engine == .pinyin
                        ? InputMethodSpec(separator: preeditSeparator, layout: pinyinLayout, dictionary: dict)
                        : InputMethodSpec(
                            engine: engine, separator: engine.phoneticScheme == nil ? nil : preeditSeparator,
                            kanaTyping: kanaTyping)))
        }
        let layout = hardware.layout?.name, keymap = hardware.keymap, variant = hardware.variant
        if keymap != nil || layout != nil {
            let spec = HardwareKeyboardSpec(
                layout: layout, variant: variant ?? "", options: hardware.options ?? "", keymapFile: keymap)
            do { try session.perform(.hardwareKeyboard(spec)) } catch let error as SimulationError {
                guard case .hardwareKeyboardUnavailable(_, let reason) = error.code else { throw error }
                let option =
                    keymap != nil ? "--keymap" : error.keymapErrorKind == .unknownOption ? "--options" : "--layout"
                var message = "\(option): " + reason
                if option == "--layout", let layout,
                    let hint = (try? XKBLayoutCatalog())?.hint(layout: layout, variant: variant ?? "")
                {
                    message += " (\(hint))"
                }
                throw CLIError(message: message)
            }
        }
        let field = try session.addField(name, traits: fieldTraits())

        var toType = typeText.joined()
        if let typeFile { toType += try readText(typeFile, option: "--type-file") }
        let screen = session.screen
        if unreachable == .error, let (ch, position) = try screen.firstUntypeable(toType, on: field) {
            try screen.explainUntypeable(ch, at: position, on: field)
        }

        try session.perform(.tap(name))
        if !toType.isEmpty {
            if screen.firstResponder == nil {
                screen.record(
                    user: .type, field: field, value: toType,
                    ignored: "no field is editing (the tap did not start editing)")
            } else {
                try session.perform(.type(toType))
            }
        }
        // The routes after typing, in this order; each only while a field is editing.
        for (value, action, step): (String?, UserAction.Kind, ScenarioStep?) in [
            (
                autofillCode.map { "code " + $0 }, .autofill,
                autofillCode.map { ScenarioStep.autofillCode($0, delivery: nil) }
            ),
            (
                autofillPassword.map { "password " + $0 }, .autofill,
                autofillPassword.map { ScenarioStep.autofillPassword($0) }
            ),
            (
                autofillContact.map { "contact " + $0 }, .autofill,
                autofillContact.flatMap { v in contactKind.map { ScenarioStep.autofillContact($0, v) } }
            ),
            (dictate, .dictate, dictate.map { ScenarioStep.dictate(.result($0)) }),
            (drop, .drop, drop.map { ScenarioStep.drop($0, at: nil) }),
            (inlinePredict, .inlinePredict, inlinePredict.map(ScenarioStep.inlinePredict))
        ] {
            guard let value, let step else { continue }
            if screen.firstResponder != nil {
                try session.perform(step)
            } else {
                screen.record(user: action, field: field, value: value, ignored: "no field is editing")
            }
        }
        if pressReturn {
            if screen.firstResponder != nil {
                try session.perform(.pressReturn)
            } else {
                screen.record(user: .pressReturn, field: field, ignored: "no field is editing")
            }
        }
        if endEditing { try session.perform(.endEditing(force: true)) }
        try session.perform(.recordState(name))
    }

    @MainActor
    private func writeTrace(_ recorder: TraceRecorder, to option: String) throws {
        let path = try TraceDestination(option, sessions: 1, severalWhat: "sessions").page(named: "session")
        let title = Self.commandTitle(Array(CommandLine.arguments.dropFirst()))
        do throws(FileWriteError) { try TraceWriter.writePage(recorder.trace(title: title), to: path) } catch {
            throw CLIError(
                message:
                    "--trace \"\(option)\": \(error.step): \(error.system); accepted: \(TraceDestination.accepted)",
                code: error.isBadDestination ? 2 : 1)
        }
    }

    /// The page's title: the command as given, every option but `--trace` (whose page it is), arguments a shell
    /// would split or expand in single quotes (an embedded `'` as `'\''`), so the title pastes back as it ran.
    static func commandTitle(_ arguments: [String]) -> String {
        var words = ["kbsim"]
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--trace" {
                i += 2
                continue
            }
            i += 1
            if a.hasPrefix("--trace=") { continue }
            let plain =
                !a.isEmpty
                && a.unicodeScalars.allSatisfy {
                    !" \t\n\"'\\$`*?![]{}()<>|&;#~".unicodeScalars.contains($0) && $0.value >= 0x20
                }
            words.append(plain ? a : "'" + a.replacingOccurrences(of: "'", with: #"'\''"#) + "'")
        }
        return words.joined(separator: " ")
    }

    /// The field's traits as the options give them (a `field` step's `key=value`s).
    private func fieldTraits() -> [FieldTrait] {
        // A search bar keeps UIKit's defaults for what the options do not set (the Search key, enabled once there
        // is text; no automatic capitalisation).
        let search = view == .search
        var traits: [FieldTrait] = view == .field ? [] : [.kind(view.kind)]
        traits += [
            .keyboardType(keyboardType ?? .default), .returnKeyType(returnKey ?? (search ? .search : .default)),
            .keyboardAppearance(appearance ?? .default),
            .clearButtonMode(clearButton ?? (search ? .whileEditing : .never)),
            .secureTextEntry(secure), .autocapitalizationType(autocapitalization ?? (search ? .none : .sentences)),
            .autocorrectionType(autocorrection ?? .default), .smartQuotesType(smartQuotes ?? .default),
            .smartDashesType(smartDashes ?? .default),
            .enablesReturnKeyAutomatically(enablesReturnAutomatically || search),
            .clearsOnBeginEditing(clearsOnBeginEditing), .clearsOnInsertion(clearsOnInsertion)
        ]
        if let placeholder { traits.append(.placeholder(placeholder)) }
        if let contentType { traits.append(.textContentType(contentType)) }
        if let inlinePrediction { traits.append(.inlinePredictionType(inlinePrediction)) }
        if let h = accessoryHeight { traits.append(.accessoryHeight(h)) }
        if let h = inputViewHeight { traits.append(.inputViewHeight(h)) }
        if let text { traits.append(.text(text)) }
        traits.append(.delegate(.builtin(delegateKind)))
        return traits
    }
}
