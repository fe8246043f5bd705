import Foundation
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimSupport
// App-side code, not the simulator: delegates as apps write them, which the command line, scripts and the fuzzer
// attach by name. The simulator never names them (docs/architecture.md).
/// The delegates `--delegate` and scenario `delegate=` name (docs/interfaces.md §2): common real-world checks,
/// including the two max-length checks that break pinyin input and the fix that does not.
public enum BuiltinDelegate: Sendable, Equatable, CustomStringConvertible {
    /// No method overridden (UIKit's "not implemented" answers).
    case accept
    /// Every `should…` method returns false.
    case reject
    /// Refuses when `length − range.length + string.length > N`, in UTF-16 units (the common check).
    case maxLength(Int)
    /// Refuses when the current length (in characters) is ≥ N and the range is empty (the "Max Length Text Field"
    /// article's check).
    case maxLengthAppend(Int)
    /// Lets marked text through, and after a commit truncates to N whole characters (the recommended fix:
    /// kangzubin.com; forum thread 801013).
    case maxLengthSafe(Int)
    /// Accepts only decimal digits.
    case digits
    /// Accepts only characters from the set.
    case charset(String)
    /// `textFieldShouldBeginEditing`, `…ShouldEndEditing`, `…ShouldReturn`, `…ShouldClear` return false.
    case denyBegin, denyEnd, denyReturn, denyClear

    /// The accepted spellings, for error messages and `--help`.
    public static let accepted =
        #"accept, reject, max-length:N, max-length-append:N, max-length-safe:N, digits, charset:"…", deny-begin, deny-end, deny-return, deny-clear"#

    /// Parses a spelling such as `max-length:5` or `charset:"0123456789-"`.
    public init(parsing spec: String) throws {
        func count(_ prefix: String) throws -> Int {
            let rest = spec.dropFirst(prefix.count)
            guard let n = Int(rest), n >= 0 else {
                throw SimulationError(
                    .badDelegate(
                        spec: spec,
                        reason:
                            "\"\(rest)\" is not a whole number ≥ 0; accepted: \(prefix)N with N a whole number, e.g. \(prefix)5"
                    ))
            }
            return n
        }
        switch spec {
        case "accept": self = .accept
        case "reject": self = .reject
        case "digits": self = .digits
        case "deny-begin": self = .denyBegin
        case "deny-end": self = .denyEnd
        case "deny-return": self = .denyReturn
        case "deny-clear": self = .denyClear
        default:
            if spec.hasPrefix("max-length:") {
                self = .maxLength(try count("max-length:"))
            } else if spec.hasPrefix("max-length-append:") {
                self = .maxLengthAppend(try count("max-length-append:"))
            } else if spec.hasPrefix("max-length-safe:") {
                self = .maxLengthSafe(try count("max-length-safe:"))
            } else if spec.hasPrefix("charset:") {
                var set = String(spec.dropFirst("charset:".count))
                if set.first == "\"" {
                    guard set.count >= 2, set.last == "\"" else {
                        throw SimulationError(
                            .badDelegate(
                                spec: spec,
                                reason: "the quoted character set is not closed; accepted: charset:\"0123456789\""))
                    }
                    set = String(set.dropFirst().dropLast())
                }
                if let refusal = CharacterRanges.refusal(of: set) {
                    throw SimulationError(.badDelegate(spec: spec, reason: refusal))
                }
                self = .charset(set)
            } else {
                throw SimulationError(
                    .badDelegate(spec: spec, reason: "unknown delegate; accepted: \(BuiltinDelegate.accepted)"))
            }
        }
    }

    public var description: String {
        switch self {
        case .accept: "accept"
        case .reject: "reject"
        case .maxLength(let n): "max-length:\(n)"
        case .maxLengthAppend(let n): "max-length-append:\(n)"
        case .maxLengthSafe(let n): "max-length-safe:\(n)"
        case .digits: "digits"
        case .charset(let s): "charset:\"\(s)\""
        case .denyBegin: "deny-begin"
        case .denyEnd: "deny-end"
        case .denyReturn: "deny-return"
        case .denyClear: "deny-clear"
        }
    }
}

/// The object behind a ``BuiltinDelegate``. `Screen/attach(_:to:)` keeps it alive (delegates are weak).
@MainActor public final class BuiltinTextFieldDelegate: NSObject, UITextFieldDelegate {
    /// Which built-in delegate it is.
    public let kind: BuiltinDelegate
    /// The characters a `charset:` delegate allows, read once (its check runs on every key).
    private let allowed: CharacterRanges?

    /// The delegate of the kind given.
    public init(_ kind: BuiltinDelegate) {
        self.kind = kind
        if case .charset(let spec) = kind { allowed = CharacterRanges(spec) } else { allowed = nil }
        super.init()
    }

    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        !(kind == .reject || kind == .denyBegin)
    }
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        !(kind == .reject || kind == .denyEnd)
    }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        !(kind == .reject || kind == .denyReturn)
    }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool {
        !(kind == .reject || kind == .denyClear)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        switch kind {
        case .reject:
            return false
        case .maxLength(let n):
            let length = (textField.text ?? "").utf16.count
            return length - range.length + string.utf16.count <= n
        case .maxLengthAppend(let n):
            return !((textField.text ?? "").count >= n && range.length == 0)
        case .maxLengthSafe(let n):
            if textField.markedTextRange != nil { return true }
            let text = textField.text ?? ""
            guard let r = Range(range, in: text) else { return false }
            return text.replacingCharacters(in: r, with: string).count <= n || string.isEmpty
        case .digits:
            return string.allSatisfy { $0.isASCII && $0.isNumber }
        case .charset:
            guard let allowed else { return false }
            return string.allSatisfy { allowed.contains($0) }
        case .accept, .denyBegin, .denyEnd, .denyReturn, .denyClear:
            return true
        }
    }

    /// The fix's second half: after a commit (no marked text), truncate to N whole characters.
    func truncateAfterCommit(_ field: UITextField) {
        guard case .maxLengthSafe(let n) = kind, field.markedTextRange == nil else { return }
        let text = field.text ?? ""
        if text.count > n { field.text = String(text.prefix(n)) }
    }
}

extension Screen {
    /// Attaches a built-in delegate to a field and keeps it alive as long as the screen.
    @discardableResult
    public func attach(_ kind: BuiltinDelegate, to field: UITextField) -> BuiltinTextFieldDelegate {
        let d = BuiltinTextFieldDelegate(kind)
        keepAlive(d)
        field.delegate = d
        if case .maxLengthSafe = kind {
            field.addAction(
                UIAction { [weak d, weak field] _ in
                    if let d, let field { d.truncateAfterCommit(field) }
                }, for: .editingChanged)
        }
        return d
    }
}

/// A built-in delegate for a text view: the same checks as ``BuiltinTextFieldDelegate``, asked through
/// `UITextViewDelegate` (`deny-return` and `deny-clear` have no text-view counterpart; a text view's return key
/// types "\n", which the checks see as text). `max-length-safe:N` truncates in `textViewDidChange(_:)` after a
/// commit, as the common composer code does.
@MainActor public final class BuiltinTextViewDelegate: NSObject, UITextViewDelegate {
    /// Which built-in delegate it is.
    public let kind: BuiltinDelegate
    private let checks: BuiltinTextFieldDelegate
    /// The delegate of the kind given.
    public init(_ kind: BuiltinDelegate) { self.kind = kind; checks = BuiltinTextFieldDelegate(kind); super.init() }

    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        checks.textFieldShouldBeginEditing(textView.editor)
    }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        checks.textFieldShouldEndEditing(textView.editor)
    }
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    {
        checks.textField(textView.editor, shouldChangeCharactersIn: range, replacementString: text)
    }
    public func textViewDidChange(_ textView: UITextView) { checks.truncateAfterCommit(textView.editor) }
}

/// A built-in delegate for a search bar: the same checks as ``BuiltinTextFieldDelegate``, asked through
/// `UISearchBarDelegate`.
@MainActor public final class BuiltinSearchBarDelegate: NSObject, UISearchBarDelegate {
    /// Which built-in delegate it is.
    public let kind: BuiltinDelegate
    private let checks: BuiltinTextFieldDelegate
    /// The delegate of the kind given.
    public init(_ kind: BuiltinDelegate) { self.kind = kind; checks = BuiltinTextFieldDelegate(kind); super.init() }

    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        checks.textFieldShouldBeginEditing(searchBar.searchTextField)
    }
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
        checks.textFieldShouldEndEditing(searchBar.searchTextField)
    }
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    {
        checks.textField(searchBar.searchTextField, shouldChangeCharactersIn: range, replacementString: text)
    }
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        checks.truncateAfterCommit(searchBar.searchTextField)
    }
}

extension Screen {
    /// Attaches a built-in delegate to a text view and keeps it alive as long as the screen.
    @discardableResult
    public func attach(_ kind: BuiltinDelegate, to textView: UITextView) -> BuiltinTextViewDelegate {
        let d = BuiltinTextViewDelegate(kind)
        keepAlive(d)
        textView.delegate = d
        return d
    }

    /// Attaches a built-in delegate to a search bar and keeps it alive as long as the screen.
    @discardableResult
    public func attach(_ kind: BuiltinDelegate, to searchBar: UISearchBar) -> BuiltinSearchBarDelegate {
        let d = BuiltinSearchBarDelegate(kind)
        keepAlive(d)
        searchBar.delegate = d
        return d
    }
}
