import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimUIKit

/// What an event check may name (docs/interfaces.md §1): the event kinds, the names of the kinds whose names are a
/// closed set (delegate methods, notifications, control events, input-method states), and each kind's field keys.
/// A check naming something the transcript can never contain (a typo such as `textFieldShouldRetrun`) would pass
/// every negative check; `validate(_:)` refuses it with a suggestion instead.
public enum EventSchema {
    /// The field keys of each kind (besides `seq` and `kind`).
    public static let fields: [String: Set<String>] = [
        "session": ["v", "device", "orientation", "ordering", "profile"],
        "user": ["field", "action", "value", "ignored"],
        "key": ["keyboard", "action", "key", "keycode", "keysym", "mods", "level", "plane", "utf8"],
        "delegate": ["field", "method", "range", "ranges", "string", "reason", "returned"],
        "notification": ["name", "field", "userInfo"],
        "control": ["field", "event"],
        "ime": ["field", "engine", "state", "preedit", "candidates", "selected"],
        "state": ["field", "text", "selection", "marked", "editing", "firstResponder"],
        "animation": ["api", "duration", "delay", "curve", "options", "changes"],
        "error": ["message", "step"]
    ]

    /// The names a kind can have, for the kinds whose names form a closed set.
    public static let names: [String: [String]] = [
        "delegate": DelegateMethod.allCases.map(\.rawValue),
        "notification": [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
            UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
            UITextField.textDidEndEditingNotification, UITextView.textDidBeginEditingNotification,
            UITextView.textDidChangeNotification, UITextView.textDidEndEditingNotification,
            UITextInputMode.currentInputModeDidChangeNotification
        ].map(\.rawValue),
        "control": [
            "editingDidBegin", "editingChanged", "editingDidEnd", "editingDidEndOnExit", "primaryActionTriggered"
        ],
        "ime": ["composing", "committed", "cancelled"]
    ]

    /// The keys of a keyboard notification's `userInfo`, addressable as `userInfo.KEY`.
    public static let userInfoKeys: [String] = [
        UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
        UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
        UIResponder.keyboardIsLocalUserInfoKey
    ]

    /// Why a pattern can never match, with the nearest valid spelling; nil when it is valid.
    public static func problem(with pattern: EventPattern) -> String? {
        guard let keys = fields[pattern.kind] else {
            let hint = closestMatch(to: pattern.kind, in: fields.keys).map { "; did you mean \($0)?" } ?? ""
            return
                "unknown event kind \"\(pattern.kind)\"\(hint) (kinds: \(fields.keys.sorted().joined(separator: ", ")))"
        }
        if let name = pattern.name, let known = names[pattern.kind],
            !known.contains(where: { TranscriptEventName.matches(name, $0) })
        {
            let stripped = known.map { $0.replacingOccurrences(of: "Notification", with: "") }
            let hint =
                (closestMatch(to: name, in: known) ?? closestMatch(to: name, in: stripped).map { $0 + "Notification" })
                .map { "; did you mean \($0)?" } ?? ""
            return "unknown \(pattern.kind) name \"\(name)\"\(hint)"
        }
        for f in pattern.fields {
            let parts = f.key.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 2 {
                guard pattern.kind == "notification", parts[0] == "userInfo" else {
                    return "\(f.key)=: only a notification's userInfo has keys to address (userInfo.KEY)"
                }
                if !userInfoKeys.contains(parts[1]) {
                    let hint =
                        closestMatch(to: parts[1], in: userInfoKeys).map { "; did you mean userInfo.\($0)?" } ?? ""
                    return "unknown userInfo key \"\(parts[1])\"\(hint)"
                }
                continue
            }
            if f.key == "seq" || keys.contains(f.key) { continue }
            let hint = closestMatch(to: f.key, in: keys).map { "; did you mean \($0)?" } ?? ""
            return
                "\(pattern.kind) events have no field \"\(f.key)\"\(hint) (fields: \(keys.sorted().joined(separator: ", ")))"
        }
        return nil
    }
}

extension TranscriptJSON {
    /// The value at a dotted path (`userInfo.UIKeyboardFrameEndUserInfoKey`).
    package func value(atPath path: String) -> TranscriptJSON? {
        var current: TranscriptJSON? = self
        for part in path.split(separator: ".") {
            current = current?[String(part)]
        }
        return current
    }
}
