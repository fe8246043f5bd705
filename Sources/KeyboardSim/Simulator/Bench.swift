/// Throughput figures for `kbsim bench`, each measured in the same run as its baseline.
public enum Bench {
    /// Simulated keystrokes per second through the full lifecycle: an accept-all delegate (every call recorded),
    /// an observer of `UITextFieldTextDidChangeNotification`, `editingChanged`, and the transcript recorded in
    /// memory (cleared every 10,000 keystrokes so memory stays flat; the field's text is reset every 1,000).
    @MainActor
    public static func lifecycleKeystrokesPerSecond(keystrokes: Int) -> Double {
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

    private final class Counter: @unchecked Sendable { var value = 0 }
}

extension Duration {
    /// The duration in seconds as a Double.
    public var seconds: Double {
        let (s, atto) = components
        return Double(s) + Double(atto) / 1e18
    }
}
