import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
/// What every run of a fuzzer shares, built once: the keyboards and the pinyin input method
/// (`SessionResources`), and the Chinese phrases goal-directed sessions type. Each run starts them from their
/// initial state, so a session's transcript depends on the session alone.
@MainActor public final class FuzzResources {
    /// The pinyin engine (nil: `ime pinyin` steps are skipped).
    public let engine: PhoneticEngine?
    /// The keyboards and input methods the runs' sessions share.
    public let session: SessionResources
    /// Common phrases of 2–4 Han characters from the engine's dictionary.
    public private(set) lazy var phrases: [String] = Self.commonPhrases(engine)

    /// Resources over a pinyin engine (or none).
    public init(engine: PhoneticEngine?) {
        self.engine = engine
        session = SessionResources(defaultPinyinEngine: engine)
    }

    /// The shared engine over the default dictionary, when installed (loaded once per process).
    public static let defaultEngine: PhoneticEngine? = {
        guard let path = DataLocations.locate(PinyinDictionary.defaultPath),
            FileManager.default.fileExists(atPath: path)
        else { return nil }
        return try? PhoneticEngine.load()
    }()

    static func commonPhrases(_ engine: PhoneticEngine?) -> [String] {
        guard let dict = engine?.dictionary else { return [] }
        var out: [String] = []
        var seen: Set<String> = []
        for i in 0..<dict.count where dict.weight(i) >= 5000 {
            let text = dict.entry(at: i).text
            let n = text.count
            if n >= 2 && n <= 4 && seen.insert(text).inserted { out.append(text) }
            if out.count >= 2000 { break }
        }
        return out
    }
}
