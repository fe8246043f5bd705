import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
/// The settings a ``KeyboardSession`` starts with: device, orientation, event ordering and iOS profile. Pass a
/// list of them to `@Test(arguments:)` to run one test under each (``Harness/matrix(orderings:profiles:devices:)``).
public struct HarnessConfiguration: Sendable, Hashable, CustomStringConvertible {
    /// The simulated device (`kbsim devices`).
    public var device: Device
    /// Portrait or landscape.
    public var orientation: Orientation
    /// The event order: `observed` (devices, the default) or `documented`.
    public var ordering: Ordering
    /// The iOS behaviour profile (default `ios18`).
    public var profile: IOSProfile
    /// Whether the keyboard shows its predictive bar (it changes the keyboard's height).
    public var predictiveBar: Bool
    /// The locale: decimalPad's separator and the hardware keyboards' Compose table (nil: en_US).
    public var locale: String?
    /// Where a failed check of the session writes a trace page (docs/trace-viewer.md), named after the check's
    /// file and line; nil: none. Default: the environment variable `KBSIM_TRACE_DIR`. While it is set, sessions
    /// keep every event and the screen at each, which costs memory and time.
    public var traceDirectory: String?

    /// The settings given; each has kbsim's default.
    public init(
        device: Device = .iPhone15, orientation: Orientation = .portrait, ordering: Ordering = .observed,
        profile: IOSProfile = .ios18, predictiveBar: Bool = true, locale: String? = nil,
        traceDirectory: String? = HarnessConfiguration.environmentTraceDirectory
    ) {
        self.device = device; self.orientation = orientation; self.ordering = ordering; self.profile = profile
        self.predictiveBar = predictiveBar; self.locale = locale; self.traceDirectory = traceDirectory
    }

    /// The environment variable `KBSIM_TRACE_DIR`, when set and not empty.
    public static var environmentTraceDirectory: String? {
        guard let value = getenv("KBSIM_TRACE_DIR") else { return nil }
        let dir = String(cString: value)
        return dir.isEmpty ? nil : dir
    }

    /// The contested rules whose value differs from the named profile's (``Harness/variants(of:)``): what a script run
    /// with this configuration sets on top of its own settings (``KeyboardSession/run(script:registry:file:variant:)``).
    public var variant: IOSProfile.Variant {
        let base = IOSProfile.named(profile.name) ?? profile
        return IOSProfile.Variant(
            profile.entries(differingFrom: base).map { IOSProfile.Variant.Setting(rule: $0.name, value: $0.value) })
    }

    /// `documented ios18` (with the device when it is not the default, and the contested rules set apart from the
    /// profile's, `observed ios18 marked-text-call=none`): a readable test-case id.
    public var description: String {
        var s = "\(ordering.rawValue) \(profile.name)"
        if !variant.settings.isEmpty { s += " \(variant)" }
        if device != .iPhone15 { s += " \(device.name)" }
        if orientation != .portrait { s += " \(orientation.rawValue)" }
        return s
    }
}

/// Entry points of the test harness.
///
/// ```swift
/// @Test(arguments: Harness.matrix(orderings: [.documented, .observed], profiles: [.ios13, .ios18, .ios26]))
/// @MainActor func emailField(_ config: HarnessConfiguration) throws {
///     let session = KeyboardSession(config)
///     let email = session.addField("email") { $0.keyboardType = .emailAddress }
///     session.attach(MyEmailDelegate(), to: email)
///     try session.tap("email")
///     try session.type("a@b.c")
///     session.expect("email", text: "a@b.c")
/// }
/// ```
public enum Harness {
    /// Every combination of the given orderings, profiles and devices, in that nesting order.
    public static func matrix(
        orderings: [Ordering] = Ordering.allCases, profiles: [IOSProfile] = [.ios18],
        devices: [Device] = [.iPhone15]
    ) -> [HarnessConfiguration] {
        var out: [HarnessConfiguration] = []
        for device in devices {
            for ordering in orderings {
                for profile in profiles {
                    out.append(HarnessConfiguration(device: device, ordering: ordering, profile: profile))
                }
            }
        }
        return out
    }

    /// `config` as given, then under every alternative of every contested rule, one rule at a time
    /// (`IOSProfile/variants(of:)`, `kbsim profiles --contested`): a test parameterised over them tells which of
    /// iOS's possible behaviours the app's code fails under, each case named after its variant.
    ///
    /// ```swift
    /// @Test(arguments: Harness.variants())
    /// @MainActor func limitHolds(_ config: HarnessConfiguration) throws {
    ///     let session = KeyboardSession(config)   // or: KeyboardSession.run(script: s, variant: config.variant)
    ///     …
    /// }
    /// ```
    public static func variants(of config: HarnessConfiguration = HarnessConfiguration()) -> [HarnessConfiguration] {
        [config]
            + IOSProfile.variants(of: config.profile).map { v in
                var c = config
                c.profile = v.applied(to: config.profile)
                return c
            }
    }

    /// `config` under every combination of the alternatives of the named rules (`IOSProfile/variants(combining:)`;
    /// at most `IOSProfile/maximumVariantCombinations`).
    public static func variants(
        of config: HarnessConfiguration = HarnessConfiguration(),
        combining rules: [String]
    ) throws(IOSProfile.EntryError) -> [HarnessConfiguration] {
        try IOSProfile.variants(combining: rules).map { v in
            var c = config
            c.profile = v.applied(to: config.profile)
            return c
        }
    }

    /// Where compiled input-method data is kept between processes (`DataCacheLocation`; default: the
    /// `KBSIM_CACHE_DIR` environment variable, else the XDG cache folder). Point it at a temporary folder in tests
    /// that must not write elsewhere, or set `.disabled`. Data this process already loaded stays loaded.
    public static var dataCache: DataCacheLocation {
        get { DataCacheLocation.shared }
        set { DataCacheLocation.shared = newValue }
    }

    /// What the input methods load, by path or name, once per process (loading a dictionary takes a while): one
    /// typed store per kind of data.
    struct Loaded {
        var engines: [String: PhoneticEngine] = [:]
        var inputMethods: [String: PhoneticInputMethod] = [:]
        var converters: [String: KanaKanjiConverter] = [:]
        var tables: [String: RimeCodeTable] = [:]
    }
    @MainActor private static var loaded = Loaded()

    /// The value under `key` in `store`, loaded by `load` the first time; a failure is an input-method error naming
    /// `what`.
    @MainActor private static func once<T>(
        _ store: WritableKeyPath<Loaded, [String: T]>, _ key: String,
        _ what: (Error) -> String, _ load: () throws -> T
    ) throws -> T {
        if let value = loaded[keyPath: store][key] { return value }
        do {
            let value = try load()
            loaded[keyPath: store][key] = value
            return value
        } catch let error as SimulationError {
            throw error
        } catch {
            throw SimulationError(.inputMethod(reason: what(error)))
        }
    }

    /// The pinyin engine for a dictionary (default: `PinyinDictionary/defaultPath`), loaded once.
    @MainActor public static func pinyinEngine(dictionary: String? = nil) throws -> PhoneticEngine {
        let path = dictionary ?? PinyinDictionary.defaultPath
        return try once(\.engines, "pinyin:" + path, { "ime pinyin: \($0)" }) { try PhoneticEngine.load(path: path) }
    }

    /// The pinyin input method for a dictionary and settings, made once: its copies share the planner's index of
    /// the dictionary, which typing Chinese text builds on first use.
    @MainActor public static func pinyinInputMethod(
        dictionary: String? = nil, separator: PinyinPreeditSeparator = .sixPerEmSpace,
        layout: PhoneticInputMethod.Layout = .full
    ) throws -> PhoneticInputMethod {
        let path = dictionary ?? PinyinDictionary.defaultPath
        return try once(
            \.inputMethods, "pinyin-ime:" + [path, separator.rawValue, layout.rawValue].joined(separator: "\u{0}"),
            { "ime pinyin: \($0)" }
        ) {
            PhoneticInputMethod(engine: try pinyinEngine(dictionary: dictionary), separator: separator, layout: layout)
        }
    }

    /// The engine of a phonetic keyboard other than pinyin (Zhuyin, Cantonese), loaded once.
    @MainActor public static func phoneticEngine(_ scheme: PhoneticScheme) throws -> PhoneticEngine {
        try once(\.engines, "scheme:" + scheme.name, { "ime \(scheme.name): \($0)" }) { try scheme.loadEngine() }
    }

    /// The input method of a phonetic keyboard, made once: its copies share the planner's index of the dictionary,
    /// which typing text builds on first use.
    @MainActor public static func phoneticInputMethod(_ scheme: PhoneticScheme) throws -> PhoneticInputMethod {
        try once(\.inputMethods, "ime:" + scheme.name, { "ime \(scheme.name): \($0)" }) {
            PhoneticInputMethod(engine: try phoneticEngine(scheme))
        }
    }

    /// The kana-kanji converter over Debian's SKK dictionary (`skkdic`), loaded once per process.
    @MainActor public static func japaneseConverter(path: String = SKKDictionary.defaultPath) throws
        -> KanaKanjiConverter
    {
        try once(
            \.converters, "skk:" + path,
            { "ime japanese: \($0) (install the Debian package skkdic; make deps installs it)" }
        ) {
            KanaKanjiConverter(dictionary: try SKKDictionary(path: path))
        }
    }

    /// The Rime table of a code-table keyboard, loaded once.
    @MainActor public static func codeTable(_ scheme: TableScheme) throws -> RimeCodeTable {
        try once(
            \.tables, "table:" + scheme.tablePath,
            {
                "ime \(scheme.name): cannot read \(scheme.tablePath) (\($0.localizedDescription)); accepted: the table Debian's \(scheme.package) installs (make deps installs it)"
            }
        ) {
            try RimeCodeTable(
                path: scheme.tablePath, filtersExtendedCJK: scheme.filtersExtendedCJK,
                singleCharactersFirst: scheme.singleCharactersFirst)
        }
    }
}
