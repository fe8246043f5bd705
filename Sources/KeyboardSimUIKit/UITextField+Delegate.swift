import Foundation
import KeyboardSimTranscript
// How a field asks and tells its delegate, recording each call in its screen's transcript before it runs
// (events a callback causes come after it) and filling in the answer after.

extension UITextField {
    /// Asks a `should…` method. No delegate: `true`, nothing recorded (UIKit has no one to ask).
    package func ask(
        _ method: DelegateMethod, range: NSRange? = nil, string: String? = nil,
        _ call: (any UITextFieldDelegate) -> Bool
    ) -> Bool {
        guard let d = storedDelegate, role.owned(method) != nil else { return true }
        guard let screen = host else { return call(d) }
        let t = screen.transcript
        let i = t.beginDelegate(
            DelegateCall(field: screen.name(of: self), method: role.recorded(method), range: range, string: string))
        let answer = call(d)
        t.finishDelegate(i, returned: answer)
        return answer
    }

    /// Tells a void method.
    package func tell(_ method: DelegateMethod, _ call: (any UITextFieldDelegate) -> Void) {
        guard let d = storedDelegate, role.owned(method) != nil else { return }
        guard let screen = host else { return call(d) }
        let t = screen.transcript
        let i = t.beginDelegate(DelegateCall(field: screen.name(of: self), method: role.recorded(method)))
        call(d)
        t.finishDelegate(i, returned: nil)
    }

    /// `textFieldDidEndEditing(_:reason:)` if the delegate implements it, else `textFieldDidEndEditing(_:)`.
    package func tellDidEnd(reason: DidEndEditingReason) {
        guard let d = storedDelegate else { return }
        let screen = host
        let i = screen.map {
            $0.transcript.beginDelegate(
                DelegateCall(
                    field: $0.name(of: self), method: role.recorded(.didEndEditingReason),
                    reason: role == .field ? reason.name : nil))
        }
        let usedDefault = DelegateProbe.callArmed(d, .didEndEditingReason) {
            d.textFieldDidEndEditing(self, reason: reason)
        }
        if usedDefault {
            if let i { screen!.transcript.finishDelegate(i, returned: nil, method: role.recorded(.didEndEditing)) }
            d.textFieldDidEndEditing(self)
        } else if let i {
            screen!.transcript.finishDelegate(i, returned: nil)
        }
    }

    /// `shouldChangeCharactersIn` (or, on profiles that prefer it and when implemented, the iOS 26 ranges variant).
    package func askShouldChange(range: NSRange, string: String) -> Bool {
        guard let d = storedDelegate else { return true }
        shouldChangeDepth += 1
        defer { shouldChangeDepth -= 1 }
        let screen = host
        guard screen?.prefersRangesVariant == true, let screen else {
            return ask(.shouldChangeCharacters, range: range, string: string) {
                $0.textField(self, shouldChangeCharactersIn: range, replacementString: string)
            }
        }
        let t = screen.transcript
        let i = t.beginDelegate(
            DelegateCall(
                field: screen.name(of: self), method: role.recorded(.shouldChangeCharactersInRanges),
                ranges: [range], string: string))
        var answer = true
        let usedDefault = DelegateProbe.callArmed(d, .shouldChangeCharactersInRanges) {
            answer = d.textField(
                self, shouldChangeCharactersInRanges: [NSValue(range: range)], replacementString: string)
        }
        if usedDefault {
            t.renameDelegate(i, to: role.recorded(.shouldChangeCharacters))
            answer = d.textField(self, shouldChangeCharactersIn: range, replacementString: string)
        }
        t.finishDelegate(i, returned: answer)
        return answer
    }
}

extension UITextField {
    /// Tells the owner's delegate (a text view's or a search bar's) something that has no text-field counterpart
    /// (`textViewDidChange(_:)`, `searchBar(_:textDidChange:)`, the Search button …), recorded under the owner's
    /// name. `hasDelegate` false: nothing is called or recorded (UIKit has no one to tell).
    package func tellOwner(_ method: DelegateMethod, hasDelegate: Bool, _ call: () -> Void) {
        guard hasDelegate else { return }
        guard let screen = host else { return call() }
        let t = screen.transcript
        let i = t.beginDelegate(DelegateCall(field: screen.name(of: self), method: method))
        call()
        t.finishDelegate(i, returned: nil)
    }
}
