import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSamples
/// Throughput figures of the simulator for `kbsim bench`, each measured in the same run as its baseline (kept
/// beside the command: the simulator core carries no benchmark code).
enum Bench {
    /// Simulated keystrokes per second through the full lifecycle: an accept-all delegate (every call recorded),
    /// an observer of `UITextFieldTextDidChangeNotification`, `editingChanged`, and the transcript recorded in
    /// memory (cleared every 10,000 keystrokes so memory stays flat; the field's text is reset every 1,000).
    @MainActor
    static func lifecycleKeystrokesPerSecond(keystrokes: Int) -> Double {
        let center = NotificationCenter()
        let screen = Screen(notificationCenter: center)
        let field = UITextField()
        screen.add(field, name: "field")
        screen.attach(.accept, to: field)
        let counter = Counter()
        let token = center.addObserver(forName: UITextField.textDidChangeNotification, object: nil, queue: nil) { _ in
            counter.value += 1
        }
        defer { center.removeObserver(token) }
        _ = field.becomeFirstResponder()
        let letters = Array("abcdefghijklmnopqrstuvwxyz").map(String.init)
        let clock = ContinuousClock()
        let start = clock.now
        for i in 0..<keystrokes {
            field.insertText(letters[i % 26])
            if i % 1000 == 999 { field.text = "" }
            if i % 10_000 == 9_999 { screen.transcript.removeAll() }
        }
        let elapsed = clock.now - start
        precondition(counter.value == keystrokes, "every keystroke must post a text change")
        return Double(keystrokes) / elapsed.seconds
    }

    /// The floor under the lifecycle figure: `NotificationCenter.post(name:object:userInfo:)` of the text-change
    /// notification with a field as object and one block observer, alone (UIKit posts one per keystroke, and
    /// kbsim posts through the real Foundation NotificationCenter). docs/performance.md has the profile.
    @MainActor
    static func notificationPostsPerSecond(posts: Int) -> Double {
        let center = NotificationCenter()
        let field = UITextField()
        let counter = Counter()
        let token = center.addObserver(forName: UITextField.textDidChangeNotification, object: nil, queue: nil) { _ in
            counter.value += 1
        }
        defer { center.removeObserver(token) }
        let clock = ContinuousClock()
        let start = clock.now
        for _ in 0..<posts {
            center.post(name: UITextField.textDidChangeNotification, object: field, userInfo: nil)
        }
        let elapsed = clock.now - start
        precondition(counter.value == posts, "every post must reach the observer")
        return Double(posts) / elapsed.seconds
    }

    /// Text for the keyboard figures: lowercase letters and spaces, like the baseline's a–z keys.
    static let sampleText = Array("the quick brown fox jumps over the lazy dog and keeps running past the river ")

    /// Taps per second typing through a software keymap (planning with the reverse lookup and
    /// `xkb_state` for every tap), without the text field: the keyboard layer alone.
    static func softwareKeyboardKeystrokesPerSecond(type: UIKeyboardType = .default, keystrokes: Int) throws -> Double {
        let kb = try SoftwareKeymaps.keyboard(type: type.name)
        let clock = ContinuousClock()
        var taps = 0, i = 0
        let start = clock.now
        while taps < keystrokes {
            taps += kb.type(sampleText[i % sampleText.count])?.count ?? 1
            i += 1
        }
        return Double(taps) / (clock.now - start).seconds
    }

    /// Key presses per second typing through a hardware layout: plan (reverse lookup) and press/release through
    /// `xkb_state` and the Compose state, without the text field.
    @MainActor
    static func hardwareKeyboardKeystrokesPerSecond(layout: String = "us", keystrokes: Int) throws -> Double {
        let kb = try HardwareKeyboard(layout: layout)
        let clock = ContinuousClock()
        var presses = 0, i = 0
        let start = clock.now
        while presses < keystrokes {
            for way in kb.plan(sampleText[i % sampleText.count]) ?? [] {
                _ = kb.press(way)
                presses += 1
            }
            i += 1
        }
        return Double(presses) / (clock.now - start).seconds
    }

    /// Milliseconds to build the reverse-lookup table of a layout (median of 21 builds; the keymap is compiled once).
    static func reverseLookupBuildMilliseconds(layout: String = "us") throws -> Double {
        let keymap = try XKBKeymap(layout: layout)
        let clock = ContinuousClock()
        var times: [Double] = []
        for _ in 0..<21 {
            let start = clock.now
            _ = keymap.reverseLookup()
            times.append((clock.now - start).seconds * 1000)
        }
        return times.sorted()[times.count / 2]
    }

    private final class Counter: @unchecked Sendable { var value = 0 }
}
