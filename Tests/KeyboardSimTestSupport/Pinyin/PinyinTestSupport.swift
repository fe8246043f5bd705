import Foundation
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimCore
import KeyboardSimTesting

/// Whether Debian's rime-data-pinyin-simp dictionary is installed (the engine tests need it).
let pinyinDictionaryInstalled = FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath)

/// The engine over the default dictionary, loaded once for all tests.
let sharedPinyinEngine: PhoneticEngine = {
    do { return try PhoneticEngine.load() } catch { fatalError("\(error)") }
}()

/// The planner over the shared engine.
let sharedPinyinPlanner = PinyinPlanner(engine: sharedPinyinEngine)

/// Types `letters` into a fresh composer (space separator) and returns it.
func pinyinComposing(_ letters: String, separator: PinyinPreeditSeparator = .space) -> PinyinComposer {
    var c = PinyinComposer(engine: sharedPinyinEngine, separator: separator)
    for ch in letters { c.insert(ch) }
    return c
}
