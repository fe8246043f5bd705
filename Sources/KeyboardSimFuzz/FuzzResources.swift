import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
/// What every run of a fuzzer shares, built once: the software keyboards (compiled from keymaps/), hardware
/// layouts (compiled on first use), the pinyin engine and the Chinese phrases goal-directed sessions type.
/// Each run starts them from their initial state, so a session's transcript depends on the session alone.
@MainActor public final class FuzzResources {
    /// The pinyin engine (nil: `ime pinyin` steps are skipped).
    public let engine: PinyinEngine?
    private var software: [String: XKBSoftwareKeyboard] = [:]
    private var hardware: [String: HardwareKeyboard?] = [:]
    /// The one pinyin input method every run uses (its planner indexes the whole dictionary: built once), reset
    /// at the start of each run.
    public private(set) lazy var inputMethod: PinyinInputMethod? = engine.map { PinyinInputMethod(engine: $0) }
    /// Common phrases of 2–4 Han characters from the engine's dictionary.
    public private(set) lazy var phrases: [String] = Self.commonPhrases(engine)

    /// Resources over a pinyin engine (or none).
    public init(engine: PinyinEngine?) {
        self.engine = engine
    }

    /// The shared engine over the default dictionary, when installed (loaded once per process).
    public static let defaultEngine: PinyinEngine? = {
        guard FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath) else { return nil }
        return try? PinyinEngine.load()
    }()

    /// Gives a fresh screen the shared software keyboards, reset to their letters plane.
    func prepare(_ screen: Screen) {
        if software.isEmpty {
            for type in SoftwareKeymaps.types {
                if let kb = try? SoftwareKeymaps.keyboard(type: type) { software[type] = kb }
            }
        }
        // No reset needed: kbsim resets a field's keyboard (and the pinyin one) whenever editing begins, and
        // nothing types before a field edits (the determinism oracle would see a leak).
        screen.softwareKeyboards = software
        for case let hw? in hardware.values { hw.compose?.reset() }
    }

    /// A hardware keyboard, compiled on first use (nil when the layout does not compile here).
    func hardwareKeyboard(layout: String, variant: String) -> HardwareKeyboard? {
        let key = layout + ":" + variant
        if let cached = hardware[key] { return cached }
        let hw = try? HardwareKeyboard(layout: layout, variant: variant)
        hardware[key] = hw
        return hw
    }

    static func commonPhrases(_ engine: PinyinEngine?) -> [String] {
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
