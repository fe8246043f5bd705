import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
/// The settings a ``KeyboardSession`` starts with: device, orientation, event ordering and iOS profile. Pass a
/// list of them to `@Test(arguments:)` to run one test under each (``Harness/matrix(orderings:profiles:devices:)``).
public struct HarnessConfiguration: Sendable, Hashable, CustomStringConvertible {
    public var device: Device
    public var orientation: Orientation
    public var ordering: Ordering
    public var profile: IOSProfile
    public var predictiveBar: Bool
    /// The locale: decimalPad's separator and the hardware keyboards' Compose table (nil: en_US).
    public var locale: String?
    /// Where a failed check of the session writes a trace page (docs/trace-viewer.md), named after the check's
    /// file and line; nil: none. Default: the environment variable `KBSIM_TRACE_DIR`. While it is set, sessions
    /// keep every event and the screen at each, which costs memory and time.
    public var traceDirectory: String?

    public init(device: Device = .iPhone15, orientation: Orientation = .portrait, ordering: Ordering = .observed,
                profile: IOSProfile = .ios18, predictiveBar: Bool = true, locale: String? = nil,
                traceDirectory: String? = HarnessConfiguration.environmentTraceDirectory) {
        self.device = device; self.orientation = orientation; self.ordering = ordering; self.profile = profile
        self.predictiveBar = predictiveBar; self.locale = locale; self.traceDirectory = traceDirectory
    }

    /// The environment variable `KBSIM_TRACE_DIR`, when set and not empty.
    public static var environmentTraceDirectory: String? {
        guard let value = getenv("KBSIM_TRACE_DIR") else { return nil }
        let dir = String(cString: value)
        return dir.isEmpty ? nil : dir
    }

    /// `documented ios18` (with the device when it is not the default): a readable test-case id.
    public var description: String {
        var s = "\(ordering.rawValue) \(profile.name)"
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
///     try session.expect("email", text: "a@b.c")
/// }
/// ```
public enum Harness {
    /// Every combination of the given orderings, profiles and devices, in that nesting order.
    public static func matrix(orderings: [Ordering] = Ordering.allCases, profiles: [IOSProfile] = [.ios18],
                              devices: [Device] = [.iPhone15]) -> [HarnessConfiguration] {
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

    /// Pinyin engines by dictionary path, loaded once per process (loading a Rime dictionary takes a while).
    @MainActor static var engines: [String: PinyinEngine] = [:]

    /// The pinyin engine for a dictionary (default: ``PinyinDictionary/defaultPath``), loaded once.
    @MainActor public static func pinyinEngine(dictionary: String? = nil) throws -> PinyinEngine {
        let path = dictionary ?? PinyinDictionary.defaultPath
        if let e = engines[path] { return e }
        do {
            let e = try PinyinEngine.load(path: path)
            engines[path] = e
            return e
        } catch {
            throw SimulationError(.inputMethod(reason: "ime pinyin: \(error)"))
        }
    }

    /// The engine of a phonetic keyboard other than pinyin (Zhuyin, Cantonese), loaded once.
    @MainActor public static func phoneticEngine(_ scheme: PhoneticScheme) throws -> PinyinEngine {
        let key = "scheme:" + scheme.name
        if let e = engines[key] { return e }
        do {
            let e = try scheme.loadEngine()
            engines[key] = e
            return e
        } catch {
            throw SimulationError(.inputMethod(reason: "ime \(scheme.name): \(error)"))
        }
    }

    @MainActor static var codeTables: [String: RimeCodeTable] = [:]

    /// The Rime table of a code-table keyboard, loaded once.
    /// The kana-kanji converter over Debian's SKK dictionary (`skkdic`), loaded once per process.
    @MainActor public static func japaneseConverter(path: String = SKKDictionary.defaultPath) throws -> KanaKanjiConverter {
        if let c = japaneseConverters[path] { return c }
        do {
            let c = KanaKanjiConverter(dictionary: try SKKDictionary(path: path))
            japaneseConverters[path] = c
            return c
        } catch {
            throw SimulationError(.inputMethod(reason: "ime japanese: \(error) (make demo installs skkdic)"))
        }
    }
    @MainActor private static var japaneseConverters: [String: KanaKanjiConverter] = [:]

    @MainActor public static func codeTable(_ scheme: TableScheme) throws -> RimeCodeTable {
        if let t = codeTables[scheme.tablePath] { return t }
        do {
            let t = try RimeCodeTable(path: scheme.tablePath, filtersExtendedCJK: scheme.filtersExtendedCJK,
                                      singleCharactersFirst: scheme.singleCharactersFirst)
            codeTables[scheme.tablePath] = t
            return t
        } catch {
            throw SimulationError(.inputMethod(reason: "ime \(scheme.name): cannot read \(scheme.tablePath) (\(error.localizedDescription)); accepted: the table Debian's \(scheme.package) installs (make demo installs it)"))
        }
    }
}
