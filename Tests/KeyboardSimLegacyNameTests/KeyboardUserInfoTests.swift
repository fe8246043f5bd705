import Foundation
import Testing
import KeyboardSim

/// Keyboard notifications read the ways real code reads them (docs/compat-surface.md), with current and pre-4.2 names.
@MainActor @Suite struct KeyboardUserInfoTests {
    /// The userInfo of the first WillShow on an iPhone 15 (keyboard 336 high, screen 852).
    func willShowUserInfo() throws -> [AnyHashable: Any] {
        let center = NotificationCenter()
        let screen = Screen(device: .iPhone15, notificationCenter: center)
        final class Box: @unchecked Sendable { var info: [AnyHashable: Any]? }
        let box = Box()
        let token = center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            box.info = note.userInfo
        }
        defer { center.removeObserver(token) }
        let field = UITextField()
        screen.add(field, name: "f")
        try screen.tap(field)
        return try #require(box.info)
    }

    @Test("Frames: as? NSValue + .cgRectValue, as? CGRect, raw-string keys, pre-4.2 global keys")
    func frames() throws {
        let info = try willShowUserInfo()
        let end = CGRect(x: 0, y: 516, width: 393, height: 336)
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == end)
        #expect(info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == end)
        #expect(info["UIKeyboardFrameEndUserInfoKey"] as? CGRect == end)
        #expect(info[UIKeyboardFrameEndUserInfoKey] as? CGRect == end)
        #expect((info[UIKeyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue.minY == 852)
        // An NSValue holding something else is not a CGRect.
        #expect((NSValue(point: .zero) as Any) as? CGRect == nil)
    }

    @Test("Duration and curve: as? NSNumber, Double, TimeInterval, Int, UInt; the curve into AnimationOptions")
    func durationAndCurve() throws {
        let info = try willShowUserInfo()
        #expect((info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        #expect(info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect(info[UIKeyboardAnimationDurationUserInfoKey] as? TimeInterval == 0.25)
        #expect(info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        let curve = try #require(info[UIKeyboardAnimationCurveUserInfoKey] as? UInt)
        #expect(UIView.AnimationOptions(rawValue: curve << 16).curve == 7)
        #expect(UIView.AnimationCurve(rawValue: 7)?.rawValue == 7)
        #expect((info["UIKeyboardIsLocalUserInfoKey"] as? NSNumber)?.boolValue == true)
    }

    @Test("Pre-Swift-4.2 names are the same notifications and types")
    func legacyNames() {
        #expect(NSNotification.Name.UIKeyboardWillShow == UIResponder.keyboardWillShowNotification)
        #expect(NSNotification.Name.UIKeyboardDidHide == UIResponder.keyboardDidHideNotification)
        #expect(NSNotification.Name.UIKeyboardWillChangeFrame.rawValue == "UIKeyboardWillChangeFrameNotification")
        #expect(NSNotification.Name.UITextFieldTextDidChange == UITextField.textDidChangeNotification)
        #expect(UIKeyboardAnimationCurveUserInfoKey == "UIKeyboardAnimationCurveUserInfoKey")
        let events: UIControlEvents = [.editingChanged]
        #expect(events == UIControl.Event.editingChanged)
        let mode: UITextField.ViewMode = .whileEditing
        #expect(mode == UITextFieldViewMode.whileEditing)
        let options: UIViewAnimationOptions = .curveEaseOut
        #expect(options.curve == 2)
        #expect(UIEdgeInsetsMake(1, 2, 3, 4) == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(UIEdgeInsetsZero == .zero)
    }
}
