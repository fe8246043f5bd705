import Foundation
// The pre-Swift-4.2 UIKit spellings, rewritten to the current ones. KeyboardSim declares some old names as
// deprecated aliases (so hand-written code compiles), but a ported file using them would compile with a warning per
// use; the others (`UIAlertActionStyle`, `NSAttributedStringKey` …) it does not declare at all. On iOS the old names
// no longer compile since Swift 4.2, so the current spelling is right on both. Each target is one KeyboardSim
// declares (a test compiles them all); an old name whose target it lacks is not listed, so it stays reported.

extension PortFile {
    /// `NSNotification.Name` members: old name → the current constant (written whole, with its type).
    static let legacyNotificationNames: [String: String] = [
        "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
        "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
        "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
        "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
        "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
        "UIKeyboardDidChangeFrame": "UIResponder.keyboardDidChangeFrameNotification",
        "UITextFieldTextDidBeginEditing": "UITextField.textDidBeginEditingNotification",
        "UITextFieldTextDidChange": "UITextField.textDidChangeNotification",
        "UITextFieldTextDidEndEditing": "UITextField.textDidEndEditingNotification",
        "UITextViewTextDidBeginEditing": "UITextView.textDidBeginEditingNotification",
        "UITextViewTextDidChange": "UITextView.textDidChangeNotification",
        "UITextViewTextDidEndEditing": "UITextView.textDidEndEditingNotification"
    ]

    /// Global constants and types: old name → current spelling.
    static let legacyGlobalNames: [String: String] = [
        "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
        "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
        "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
        "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
        "UIKeyboardIsLocalUserInfoKey": "UIResponder.keyboardIsLocalUserInfoKey",
        "UIControlEvents": "UIControl.Event",
        "UIControlState": "UIControl.State",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UITextFieldDidEndEditingReason": "UITextField.DidEndEditingReason",
        "UIEdgeInsetsZero": "UIEdgeInsets.zero",
        // Types the Swift 4.2 SDK nested in their owner; KeyboardSim declares only the nested name.
        "UIAlertActionStyle": "UIAlertAction.Style",
        "UIAlertControllerStyle": "UIAlertController.Style",
        "UITableViewStyle": "UITableView.Style",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UITabBarSystemItem": "UITabBarItem.SystemItem",
        "UIDatePickerMode": "UIDatePicker.Mode",
        "UITextFieldViewMode": "UITextField.ViewMode",
        "UITextBorderStyle": "UITextField.BorderStyle",
        "UIViewContentMode": "UIView.ContentMode",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UIButtonType": "UIButton.ButtonType",
        "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "UISearchBarStyle": "UISearchBar.Style",
        "UIInputViewStyle": "UIInputView.Style",
        "UIStackViewAlignment": "UIStackView.Alignment",
        "UIStackViewDistribution": "UIStackView.Distribution",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
        "NSLayoutRelation": "NSLayoutConstraint.Relation",
        "UIFontTextStyle": "UIFont.TextStyle",
        "UIFontDescriptorSymbolicTraits": "UIFontDescriptor.SymbolicTraits",
        "NSAttributedStringKey": "NSAttributedString.Key",
        "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
        "UIApplicationOpenExternalURLOptionsKey": "UIApplication.OpenExternalURLOptionsKey",
        "UIApplicationState": "UIApplication.State",
        "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
        "UIScrollViewContentInsetAdjustmentBehavior": "UIScrollView.ContentInsetAdjustmentBehavior",
        "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
        "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
        "UICollectionViewScrollDirection": "UICollectionViewFlowLayout.ScrollDirection",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UIImageRenderingMode": "UIImage.RenderingMode",
        "UIMenuControllerArrowDirection": "UIMenuController.ArrowDirection",
        // Constants the Swift 4.2 SDK made static members of their type.
        "UITableViewAutomaticDimension": "UITableView.automaticDimension",
        "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
        // The Swift 3 weight constants (`UIFontWeightBold`), the members of `UIFont.Weight` since Swift 4.
        "UIFontWeightUltraLight": "UIFont.Weight.ultraLight",
        "UIFontWeightThin": "UIFont.Weight.thin",
        "UIFontWeightLight": "UIFont.Weight.light",
        "UIFontWeightRegular": "UIFont.Weight.regular",
        "UIFontWeightMedium": "UIFont.Weight.medium",
        "UIFontWeightSemibold": "UIFont.Weight.semibold",
        "UIFontWeightBold": "UIFont.Weight.bold",
        "UIFontWeightHeavy": "UIFont.Weight.heavy",
        "UIFontWeightBlack": "UIFont.Weight.black"
    ]

    /// Whether the pass rewrites the old name (so the passes that report unknown names leave it alone).
    static func isLegacyName(_ name: String) -> Bool {
        legacyNotificationNames[name] != nil || legacyGlobalNames[name] != nil
    }

    /// Keywords after which a `.` starts an implicit member expression (`return .UIKeyboardWillShow`).
    private static let keywordsBeforeImplicitMember: Set<String> = [
        "return", "case", "in", "where", "else", "try", "await", "throw", "is", "as"
    ]

    /// Rewrites the old spellings in compiled code, unless the inputs declare the name themselves (a shim of their
    /// own). The rewritten text has none of the old names, so porting a ported file changes nothing.
    mutating func rewriteLegacyNames() {
        let declared = knownTypes().compiled
        for k in t.indices where t[k].kind == .identifier && !inactive[k] && !declared.contains(t[k].text) {
            let name = t[k].text
            if let current = Self.legacyNotificationNames[name] {
                rewriteNotificationName(k, current)
            } else if let current = Self.legacyGlobalNames[name], text(previous(k)) != "." {
                replace[k] = current
                if once(k, "legacy \(name)") { changed(k, "\(name) → \(current) (the Swift 4.2 name)") }
            } else if name == "UIEdgeInsetsMake", text(previous(k)) != "." {
                rewriteEdgeInsetsMake(k)
            } else if name == "UIEdgeInsetsInsetRect" || name == "UIEdgeInsetsEqualToEdgeInsets",
                text(previous(k)) != "."
            {
                rewriteEdgeInsetsFunction(k)
            }
        }
    }

    /// `NSNotification.Name.UIKeyboardWillShow`, `Notification.Name.UIKeyboardWillShow` and `.UIKeyboardWillShow`
    /// become `UIResponder.keyboardWillShowNotification`; a member of any other expression is left alone.
    private mutating func rewriteNotificationName(_ k: Int, _ current: String) {
        guard let dot = previous(k), t[dot].text == ".", dot == k - 1 else { return }
        var old = t[k].text
        if let nameType = previous(dot), t[nameType].text == "Name", let dot2 = previous(nameType), t[dot2].text == ".",
            let base = previous(dot2), t[base].text == "NSNotification" || t[base].text == "Notification",
            previous(base).map({ t[$0].text != "." }) ?? true
        {
            for j in base...dot where isCode(j) { remove.insert(j) }
            old = "\(t[base].text).Name.\(old)"
        } else if isImplicitMemberDot(dot) {
            remove.insert(dot)
            old = "." + old
        } else {
            return
        }
        replace[k] = current
        if once(k, "legacy \(old)") { changed(k, "\(old) → \(current) (the Swift 4.2 name)") }
    }

    /// Whether the `.` at `dot` starts an implicit member expression rather than following an expression.
    private func isImplicitMemberDot(_ dot: Int) -> Bool {
        guard let before = previous(dot) else { return true }
        switch t[before].kind {
        case .identifier: return Self.keywordsBeforeImplicitMember.contains(t[before].text)
        case .punctuation: return !")]}?!>".contains(t[before].text)
        case .string, .number: return false
        default: return true
        }
    }

    /// The top-level argument ranges (code tokens only) of the call whose `(` is at `open`, and its `)`.
    private func arguments(_ open: Int) -> (args: [ClosedRange<Int>], close: Int)? {
        var args: [ClosedRange<Int>] = []
        var depth = 0, start: Int? = nil, last: Int? = nil
        var j = open + 1
        while j < t.count {
            let s = t[j].text
            if t[j].kind == .punctuation && depth == 0 && (s == "," || s == ")") {
                guard let a = start, let b = last else { return nil }
                args.append(a...b)
                if s == ")" { return (args, j) }
                start = nil; last = nil
            } else if isCode(j) {
                if t[j].kind == .punctuation {
                    if "([{".contains(s) { depth += 1 }
                    if ")]}".contains(s) { depth -= 1 }
                }
                if start == nil { start = j }
                last = j
            }
            j += 1
        }
        return nil
    }

    /// `UIEdgeInsetsMake(t, l, b, r)` → `UIEdgeInsets(top: t, left: l, bottom: b, right: r)`.
    private mutating func rewriteEdgeInsetsMake(_ k: Int) {
        guard let open = next(k), open == k + 1, t[open].text == "(", let (args, _) = arguments(open), args.count == 4
        else { return }
        replace[k] = "UIEdgeInsets"
        for (arg, label) in zip(args, ["top", "left", "bottom", "right"]) {
            insertBefore[arg.lowerBound, default: ""] += "\(label): "
        }
        if once(k, "legacy UIEdgeInsetsMake") {
            changed(k, "UIEdgeInsetsMake(…) → UIEdgeInsets(top:left:bottom:right:) (the Swift 4.2 name)")
        }
    }

    /// `UIEdgeInsetsInsetRect(r, i)` → `r.inset(by: i)` (`(r).inset(by: i)` when `r` is more than a name);
    /// `UIEdgeInsetsEqualToEdgeInsets(a, b)` → `(a == b)`.
    private mutating func rewriteEdgeInsetsFunction(_ k: Int) {
        let name = t[k].text
        guard let open = next(k), open == k + 1, t[open].text == "(", let (args, _) = arguments(open), args.count == 2,
            let comma = (args[0].upperBound + 1..<args[1].lowerBound).first(where: { t[$0].text == "," })
        else { return }
        remove.insert(k)
        let message: String
        if name == "UIEdgeInsetsInsetRect" {
            let simple = args[0].allSatisfy { !isCode($0) || t[$0].kind == .identifier || t[$0].text == "." }
            if simple { remove.insert(open) }
            replace[comma] = simple ? ".inset(by:" : ").inset(by:"
            message = "UIEdgeInsetsInsetRect(rect, insets) → rect.inset(by: insets) (the Swift 4.2 name)"
        } else {
            replace[comma] = " =="
            message = "UIEdgeInsetsEqualToEdgeInsets(a, b) → (a == b) (UIEdgeInsets is Equatable since Swift 4.2)"
        }
        if once(k, "legacy \(name)") { changed(k, message) }
    }
}
