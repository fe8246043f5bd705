import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
/// Keyboards and input methods that many ``KeyboardSession``s share (the fuzzer runs thousands of sessions a
/// second): software keyboards compiled once, hardware layouts compiled on first use, one pinyin input method per
/// dictionary and settings (its planner indexes the whole dictionary). Each session still starts them fresh:
/// a field's keyboard resets whenever editing begins, a hardware keyboard's Compose state when it is switched to,
/// and an input method is a value whose composition starts empty.
///
/// ```swift
/// let shared = SessionResources()
/// for script in scripts {
///     let session = KeyboardSession(HarnessConfiguration(), resources: shared)
///     …
/// }
/// ```
@MainActor public final class SessionResources {
    /// The pinyin engine used when a step names no dictionary (nil: ``Harness/pinyinEngine(dictionary:)``).
    public let defaultPinyinEngine: PhoneticEngine?
    private var software: [String: [String: XKBSoftwareKeyboard]] = [:]
    private var hardware: [String: HardwareKeyboard?] = [:]
    private var inputMethods: [String: PhoneticInputMethod] = [:]

    /// Resources to share between sessions, with the pinyin engine to use by default.
    public init(defaultPinyinEngine: PhoneticEngine? = nil) {
        self.defaultPinyinEngine = defaultPinyinEngine
    }

    /// The software keyboards of every keyboard type, for a decimal separator.
    func softwareKeyboards(decimalSeparator: String) -> [String: XKBSoftwareKeyboard] {
        if let k = software[decimalSeparator] { return k }
        var k: [String: XKBSoftwareKeyboard] = [:]
        for type in SoftwareKeymaps.types {
            if let kb = try? SoftwareKeymaps.keyboard(type: type, decimalSeparator: decimalSeparator) { k[type] = kb }
        }
        software[decimalSeparator] = k
        return k
    }

    /// A hardware keyboard, compiled on first use, its Compose state reset (nil when the layout does not compile).
    func hardwareKeyboard(layout: String, variant: String, options: String, locale: String) -> HardwareKeyboard? {
        let key = [layout, variant, options, locale].joined(separator: "\u{0}")
        if let cached = hardware[key] {
            cached?.compose?.reset()
            return cached
        }
        let kb = try? HardwareKeyboard(layout: layout, variant: variant, options: options, locale: locale)
        hardware[key] = kb
        return kb
    }

    /// The pinyin input method for a dictionary and settings, made once (its copies share the planner).
    func pinyin(dictionary: String?, separator: PinyinPreeditSeparator, layout: PhoneticInputMethod.Layout) throws
        -> PhoneticInputMethod
    {
        let key = [dictionary ?? "", separator.rawValue, layout.rawValue].joined(separator: "\u{0}")
        if let ime = inputMethods[key] { return ime }
        let engine =
            try dictionary == nil
            ? (defaultPinyinEngine ?? Harness.pinyinEngine()) : Harness.pinyinEngine(dictionary: dictionary)
        let ime = PhoneticInputMethod(engine: engine, separator: separator, layout: layout)
        inputMethods[key] = ime
        return ime
    }
}
