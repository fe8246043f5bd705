import ArgumentParser
import Foundation
import KeyboardSimCore
import KeyboardSimSamples
import KeyboardSimRender
import KeyboardSimFuzz
import KeyboardSimIME
import KeyboardSimSession
import KeyboardSimSupport
import KeyboardSimXKB

/// A type of option value whose refusal is kbsim's one-line message (the option, the value, what is accepted;
/// docs/interfaces.md §3) rather than argument-parser's "The value … is invalid …". Argument-parser only learns that
/// `init?(argument:)` failed, so the message is recorded in ``ArgumentRefusal`` and `Kbsim.main()` prints it.
protocol DocumentedArgument: ExpressibleByArgument {
    /// The value `argument` spells, or the one-line refusal naming the option.
    init(commandLine argument: String) throws(CLIError)
}

extension DocumentedArgument {
    init?(argument: String) {
        guard let value = Self.refusingWithMessage(argument) else { return nil }
        self = value
    }

    /// The value, or nil with the refusal recorded (public types implement `init?(argument:)` with it).
    static func refusingWithMessage(_ argument: String) -> Self? {
        do throws(CLIError) {
            return try Self(commandLine: argument)
        } catch {
            ArgumentRefusal.record(error)
            return nil
        }
    }
}

/// The first value a ``DocumentedArgument`` refused while the command line was parsed.
enum ArgumentRefusal {
    /// Parsing runs once, on the main thread, before anything else.
    nonisolated(unsafe) private(set) static var first: CLIError?

    static func record(_ refusal: CLIError) {
        if first == nil { first = refusal }
    }
}

// MARK: The simulated device and iOS

/// `--device NAME`: a simulated device (`kbsim devices`), by name, ignoring case.
extension Device: DocumentedArgument {
    public init?(argument: String) {
        guard let value = Self.refusingWithMessage(argument) else { return nil }
        self = value
    }

    init(commandLine argument: String) throws(CLIError) {
        guard let device = Device.named(argument) else {
            throw CLIError(
                message:
                    "--device \"\(argument)\": unknown device; accepted: \(Device.all.map { "\"\($0.name)\"" }.joined(separator: ", ")) (see kbsim devices)"
            )
        }
        self = device
    }
    public static var allValueStrings: [String] { all.map(\.name) }
    public var defaultValueDescription: String { name }
}

/// `--profile NAME`: an iOS behaviour profile (`kbsim profiles`); `legacy` is ios10.
extension IOSProfile: DocumentedArgument {
    public init?(argument: String) {
        guard let value = Self.refusingWithMessage(argument) else { return nil }
        self = value
    }

    init(commandLine argument: String) throws(CLIError) {
        guard let profile = IOSProfile.named(argument) else {
            throw CLIError(
                message:
                    "--profile \"\(argument)\": unknown iOS profile; accepted: \(IOSProfile.all.map(\.name).joined(separator: ", ")), legacy (see kbsim profiles)"
            )
        }
        self = profile
    }
    public static var allValueStrings: [String] { all.map(\.name) + ["legacy"] }
    public var defaultValueDescription: String { name }
}

/// `--profile-entry NAME=VALUE`: one contested rule of the profile, checked against the entries `kbsim profiles`
/// lists.
struct ProfileEntry: DocumentedArgument {
    var name: String
    var value: String
    /// As given, for the command lines kbsim prints.
    var spelling: String

    init(commandLine argument: String) throws(CLIError) {
        guard let eq = argument.firstIndex(of: "=") else {
            throw CLIError(
                message:
                    "--profile-entry \"\(argument)\": expected NAME=VALUE, e.g. korean-rewrite=asked (see kbsim profiles)"
            )
        }
        name = String(argument[..<eq])
        value = String(argument[argument.index(after: eq)...])
        spelling = argument
        var probe = IOSProfile.ios18
        do { try probe.set(entry: name, to: value) } catch {
            throw CLIError(message: "--profile-entry \"\(argument)\": \(error.message) (see kbsim profiles)")
        }
    }
}

/// `--profile` and `--profile-entry`: the iOS behaviour profile of `kbsim edit` and `kbsim fuzz`.
struct ProfileOptions: ParsableArguments {
    @Option(help: "The iOS behaviour profile (see kbsim profiles).")
    var profile: IOSProfile = .ios18

    @Option(
        name: .customLong("profile-entry"),
        help: ArgumentHelp(
            "One contested rule of the profile, NAME=VALUE; repeatable (kbsim profiles lists them).",
            valueName: "name=value"))
    var entries: [ProfileEntry] = []

    /// The profile with its entries set.
    var resolved: IOSProfile {
        var p = profile
        for e in entries { try? p.set(entry: e.name, to: e.value) }  // checked while parsing
        return p
    }
}

/// `--variants [RULE,RULE…]`: which variants of the contested rules `kbsim run` and `kbsim fuzz` run under. Bare
/// (followed by no rule names: a file, another option or nothing), every alternative of every rule, one rule at a
/// time; `Kbsim.main()` spells that `--variants each` before parsing.
struct VariantsArgument: DocumentedArgument {
    /// nil: each rule alone; else the rules whose alternatives are combined.
    var rules: [String]?
    var spelling: String

    /// What bare `--variants` is given to the parser as.
    static let each = "each"

    init(commandLine argument: String) throws(CLIError) {
        spelling = argument
        if argument == Self.each { rules = nil; return }
        let names = argument.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        do throws(IOSProfile.EntryError) { _ = try IOSProfile.variants(combining: names) } catch {
            throw CLIError(message: "--variants \"\(argument)\": \(error.message) (see kbsim profiles --contested)")
        }
        rules = names
    }

    /// Whether `argument` names contested rules (`a,b`), so that a bare `--variants` before it takes it as its value.
    static func namesRules(_ argument: String) -> Bool {
        argument == each
            || argument.split(separator: ",", omittingEmptySubsequences: false).allSatisfy { name in
                IOSProfile.contested.contains { $0.name == name }
            }
    }

    /// The variants to run for a script or campaign whose own profile is `base`: the one-rule alternatives that
    /// differ from it, or the product of the named rules.
    func variants(of base: IOSProfile) -> [IOSProfile.Variant] {
        guard let rules else { return IOSProfile.variants(of: base) }
        return (try? IOSProfile.variants(combining: rules)) ?? []  // checked while parsing
    }
}

/// `--variants`: `kbsim run` and `kbsim fuzz` under the alternatives of the contested rules (docs/profiles.md).
struct VariantOptions: ParsableArguments {
    @Option(
        name: .customLong("variants"),
        help: ArgumentHelp(
            "Run under the contested rules' alternatives (kbsim profiles --contested): bare, each alternative of each rule, one rule at a time; RULE,RULE…, every combination of the named rules' alternatives (at most \(IOSProfile.maximumVariantCombinations)).",
            valueName: "rules"))
    var variants: VariantsArgument?

    /// `--variants` given alone (`kbsim run --variants FILE`) becomes `--variants each`: argument-parser options
    /// take a value. A following argument that names contested rules stays its value.
    static func spellBareVariants(_ arguments: [String]) -> [String] {
        var out: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            out.append(a)
            i += 1
            if a == "--" { out += arguments[i...]; break }
            if a == "--variants" && !(i < arguments.count && VariantsArgument.namesRules(arguments[i])) {
                out.append(VariantsArgument.each)
            }
        }
        return out
    }
}

// MARK: The field's delegate

/// `--delegate SPEC`: a built-in delegate (`max-length:5`, `charset:"0-9"` …).
extension BuiltinDelegate: DocumentedArgument {
    public init?(argument: String) {
        guard let value = Self.refusingWithMessage(argument) else { return nil }
        self = value
    }

    init(commandLine argument: String) throws(CLIError) {
        do { self = try BuiltinDelegate(parsing: argument) } catch {
            guard let e = error as? SimulationError, case .badDelegate(_, let reason) = e.code else {
                throw CLIError(message: "--delegate \"\(argument)\": \(error)")
            }
            throw CLIError(message: "--delegate \"\(argument)\": \(reason)")
        }
    }
    public var defaultValueDescription: String { description }
}

/// `kbsim fuzz --delegate`: a built-in delegate or a planted bug; with `--convert`, any name (printed as given).
struct FuzzDelegateArgument: ExpressibleByArgument {
    enum Kind {
        case builtin(BuiltinDelegate)
        /// One of ``FuzzTarget/planted``.
        case planted(FuzzTarget)
        /// A name kbsim does not know: accepted by `--convert` only; `refusal` is the message otherwise.
        case other(refusal: String)
    }

    var kind: Kind
    /// As given, for the command lines kbsim prints and passes to its workers.
    var spelling: String

    init(argument: String) {
        spelling = argument
        if let target = FuzzTarget.planted.first(where: { $0.name == argument }) {
            kind = .planted(target)
        } else {
            do { kind = .builtin(try BuiltinDelegate(parsing: argument)) } catch {
                kind = .other(
                    refusal: "--delegate: \(error); or \(FuzzTarget.planted.map(\.name).joined(separator: ", "))")
            }
        }
    }

    var defaultValueDescription: String { spelling }
}

// MARK: Input methods

/// `--ime NAME`: an input method, or `none` (the keyboard types characters).
enum InputMethodArgument: DocumentedArgument, CaseIterable, Equatable {
    case none
    case engine(InputMethodSpec.Engine)

    static var allCases: [InputMethodArgument] { InputMethodSpec.Engine.allCases.map(Self.engine) + [.none] }

    init(commandLine argument: String) throws(CLIError) {
        guard let value = Self.allCases.first(where: { $0.name == argument }) else {
            throw CLIError(
                message:
                    "--ime \"\(argument)\": unknown input method; accepted: \(Self.allCases.map(\.name).joined(separator: ", "))"
            )
        }
        self = value
    }

    var name: String {
        switch self {
        case .none: "none"
        case .engine(let engine): engine.rawValue
        }
    }

    /// The engine, nil for `none`.
    var inputMethod: InputMethodSpec.Engine? {
        if case .engine(let engine) = self { return engine }
        return nil
    }

    var defaultValueDescription: String { name }
    static var allValueStrings: [String] { allCases.map(\.name) }
    static var allValueDescriptions: [String: String] {
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0.summary) })
    }

    /// What typing does with the input method, for `--help`.
    var summary: String {
        switch self {
        case .none: "No input method: each key types its character."
        case .engine(let engine):
            switch engine {
            case .pinyin:
                "Simplified Chinese pinyin: letters compose marked text; Chinese text is typed as letters plus candidate picks (Rime's pinyin_simp)."
            case .korean: "Korean 2-set: jamo, no marked text; the keyboard rewrites its last syllable."
            case .cangjie:
                "Cangjie on a keyboard of its own (radicals on the QWERTY keys): keys compose a code, space commits its first character."
            case .stroke:
                "Stroke on a keyboard of five stroke keys: keys compose a code, space commits its first character."
            case .wubi: "Wubi 86 on the pinyin keyboard: letters compose a code, space commits its first character."
            case .zhuyin:
                "Zhuyin: bopomofo and tone marks compose marked text (Rime's bopomofo data, Traditional candidates)."
            case .cantonese: "Cantonese phonetic: jyutping letters compose marked text (Rime's jyut6ping3)."
            case .japaneseRomaji:
                "Japanese Romaji: romaji compose hiragana, space converts to kanji over the SKK dictionary (skkdic); text is typed as romaji plus candidate picks."
            case .japaneseKana:
                "Japanese 10-key kana: each kana a tap or a flick (or --kana-typing multi-tap); the same conversion."
            }
        }
    }
}

/// `kbsim pinyin --ime`: which keyboard's conversion, pinyin or a phonetic one on Rime's data.
enum ConversionKeyboard: DocumentedArgument, CaseIterable {
    case pinyin
    case phonetic(PhoneticScheme)

    static var allCases: [ConversionKeyboard] { [.pinyin] + PhoneticScheme.all.map(Self.phonetic) }

    init(commandLine argument: String) throws(CLIError) {
        guard let value = Self.allCases.first(where: { $0.name == argument }) else {
            throw CLIError(
                message:
                    "--ime \"\(argument)\": unknown keyboard; accepted: \(Self.allCases.map(\.name).joined(separator: ", "))"
            )
        }
        self = value
    }

    var name: String {
        switch self {
        case .pinyin: "pinyin"
        case .phonetic(let scheme): scheme.name
        }
    }

    var defaultValueDescription: String { name }
    static var allValueStrings: [String] { allCases.map(\.name) }
}

// MARK: Keyboards and locales

/// `--locale ID`: a locale identifier Foundation knows (`de_DE`, `zh_CN`), optionally with an encoding (`.UTF-8`).
struct LocaleArgument: DocumentedArgument {
    var identifier: String

    init(commandLine argument: String) throws(CLIError) {
        guard LocaleName.isKnown(argument) else {
            throw CLIError(message: "--locale \"\(argument)\": \(LocaleName.refusal)")
        }
        identifier = argument
    }
    var defaultValueDescription: String { identifier }
}

/// `--layout NAME`: a layout from xkb-data, not empty (xkbcommon would silently use its default layout).
struct LayoutArgument: DocumentedArgument {
    var name: String

    init(commandLine argument: String) throws(CLIError) {
        guard !argument.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw CLIError(
                message:
                    "--layout \"\(argument)\": empty; accepted: a layout from xkb-data such as us, de, fr (see kbsim layouts)"
            )
        }
        name = argument
    }
    var defaultValueDescription: String { name }
}

/// `--layout`, `--variant`, `--options`, `--keymap`: a hardware keyboard from xkb-data or a keymap file
/// (`kbsim edit`, `kbsim how-to-type`).
struct HardwareKeyboardOptions: ParsableArguments {
    @Option(help: "A layout from xkb-data, e.g. us, de, fr (see kbsim layouts).")
    var layout: LayoutArgument?

    @Option(help: "A variant of --layout, e.g. intl, nodeadkeys.")
    var variant: String?

    @Option(help: "XKB options for --layout, e.g. compose:ralt.")
    var options: String?

    @Option(help: "A keymap file in XKB's text format (xkb_keymap { … }).")
    var keymap: String?

    func validate() throws {
        if layout == nil, let (option, value) = variant.map({ ("--variant", $0) }) ?? options.map({ ("--options", $0) })
        {
            throw CLIError(
                message: "\(option) \"\(value)\": needs --layout; accepted: --layout L --variant V (see kbsim layouts)")
        }
    }
}

/// `--keyboard-type NAME` of `kbsim render` and `kbsim how-to-type`: a software keyboard of `keymaps/` (a UIKeyboardType case
/// name, or an input method's keyboard such as `pinyin`).
struct SoftwareKeyboardArgument: DocumentedArgument {
    var name: String

    init(commandLine argument: String) throws(CLIError) {
        guard SoftwareKeymaps.types.contains(argument) else {
            throw CLIError(
                message:
                    "--keyboard-type \"\(argument)\": unknown keyboard type; accepted: \(SoftwareKeymaps.types.joined(separator: ", "))"
            )
        }
        name = argument
    }
    /// The keyboard of `default` (UIKeyboardType.default).
    static let standard = SoftwareKeyboardArgument(name: "default")

    private init(name: String) { self.name = name }

    static var allValueStrings: [String] { SoftwareKeymaps.types }
    var defaultValueDescription: String { name }
}

/// `--language`: the language of the return key and space bar.
extension KeyboardLanguage: DocumentedArgument {
    public init?(argument: String) {
        guard let value = Self.refusingWithMessage(argument) else { return nil }
        self = value
    }

    init(commandLine argument: String) throws(CLIError) {
        guard let language = KeyboardLanguage(rawValue: argument) else {
            throw CLIError(
                message:
                    "--language \"\(argument)\": unknown language; accepted: \(KeyboardLanguage.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        self = language
    }
}

// MARK: Fuzzing

/// `--property SPEC`: a property the fuzzer checks (`typeable`, `max-length=5` …), kept as spelled for the command
/// lines kbsim prints and passes to its workers.
struct FuzzPropertyArgument: DocumentedArgument {
    var property: FuzzProperty
    var spelling: String

    init(commandLine argument: String) throws(CLIError) {
        guard let property = FuzzProperty.named(argument) else {
            throw CLIError(message: "--property \"\(argument)\": \(FuzzProperty.refusal(of: argument))")
        }
        self.property = property
        spelling = argument
    }
    var defaultValueDescription: String { spelling }
}

// MARK: Conversion consoles

/// `--candidates` and `--format`: what `kbsim pinyin` and `kbsim japanese` print for each input.
struct ConversionOptions: ParsableArguments {
    /// Both keyboards' candidate page (`PhoneticEngine.defaultPageSize`, `JapaneseInputMethod.defaultPageSize`).
    @Option(help: "How many candidates to show (japanese: for each segment).")
    var candidates: Int = PhoneticEngine.defaultPageSize

    @Option(help: "Output: text, or jsonl (one JSON object per input line).")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, jsonl }

    func validate() throws {
        guard candidates >= 1 && candidates <= 1000 else {
            throw CLIError(message: "--candidates \(candidates): must be between 1 and 1000")
        }
    }
}

// MARK: Input-method data

/// `--cache-dir`: where compiled input-method data is kept (docs/performance.md, "Input-method data").
struct CacheOptions: ParsableArguments {
    @Option(
        name: .customLong("cache-dir"),
        help: ArgumentHelp(
            "Where compiled input-method data is kept between runs (default: KBSIM_CACHE_DIR, else $XDG_CACHE_HOME/kbsim or ~/.cache/kbsim; none: parse the tables at every start).",
            valueName: "folder|none"))
    var cacheDir: String?

    /// Sets the process's cache location, and the environment its child processes (fuzz workers) inherit.
    func apply() throws {
        guard let cacheDir else { return }
        guard !cacheDir.isEmpty else {
            throw CLIError(
                message: "--cache-dir \"\": an empty folder name; accepted: a folder, or none to parse at every start")
        }
        DataCacheLocation.shared = DataCacheLocation(argument: cacheDir)
        setenv("KBSIM_CACHE_DIR", cacheDir, 1)
    }
}
