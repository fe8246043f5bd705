import Foundation
import KeyboardSimSupport
import KeyboardSimUIKit
// AutoFill: text the QuickType bar offers and the user taps (docs/system-insertions.md, "One-time-code AutoFill",
// "Password AutoFill", "Contact AutoFill"). The field's `textContentType` decides which AutoFill is offered:
// asking for another one is a mistake in the script, reported as ``SimulationError/Code/autofillNotOffered(action:field:reason:)``
// naming the field's content type and the content types that would be offered it.

/// The kinds of contact AutoFill (the user's own card in Contacts), each offered to one `textContentType`.
public enum ContactAutoFillKind: String, Sendable, CaseIterable {
    /// The name, its parts, the organization, email, phone and full address.
    case name, givenName = "given-name", familyName = "family-name", organization, email, phone, address
    /// The address's parts.
    case addressLine1 = "address-line1", city, state, postalCode = "postal-code", country

    /// The content type of the fields the QuickType bar offers this kind to.
    public var contentType: UITextContentType {
        switch self {
        case .name: .name
        case .givenName: .givenName
        case .familyName: .familyName
        case .organization: .organizationName
        case .email: .emailAddress
        case .phone: .telephoneNumber
        case .address: .fullStreetAddress
        case .addressLine1: .streetAddressLine1
        case .city: .addressCity
        case .state: .addressState
        case .postalCode: .postalCode
        case .country: .countryName
        }
    }
}

extension ContactAutoFillKind {
    /// The kind offered to fields of `contentType` (nil when no contact AutoFill is).
    public init?(contentType: UITextContentType?) {
        guard let kind = Self.allCases.first(where: { $0.contentType == contentType }) else { return nil }
        self = kind
    }
}

/// An AutoFill the QuickType bar offers, as far as which fields get it is concerned.
public enum AutoFillOffer: Sendable {
    /// One-time code, saved password, strong password, or a contact's value.
    case code, password, strongPassword, contact(ContactAutoFillKind)

    /// What is offered, as a message says it.
    var what: String {
        switch self {
        case .code: "a one-time code"
        case .password: "a password"
        case .strongPassword: "a strong password"
        case .contact(let kind): "a contact's \(kind.rawValue)"
        }
    }

    /// The content types of the fields it is offered to under `profile` (nil: every field).
    func accepted(under profile: IOSProfile) -> [UITextContentType]? {
        switch self {
        case .code: profile.oneTimeCodeOffer == .anyField ? nil : [.oneTimeCode]
        case .password: [.password, .newPassword]
        case .strongPassword: [.newPassword]
        case .contact(let kind): [kind.contentType]
        }
    }

    /// Why a field of `contentType` is not offered it under `profile` ("iOS offers a one-time code only to a field
    /// whose textContentType is one-time-code"), or nil when it is. `option` names the content type as the caller
    /// spells it (`textContentType` in scripts, `--content-type` on the command line).
    public func refusal(contentType: UITextContentType?, profile: IOSProfile, option: String = "textContentType")
        -> String?
    {
        guard let accepted = accepted(under: profile), !accepted.contains(where: { $0 == contentType }) else {
            return nil
        }
        return "iOS offers \(what) only to a field whose \(option) is "
            + accepted.map(\.rawValue).joined(separator: " or ")
    }
}

/// The strong password AutoFill put in, and the fields it filled.
struct StrongPasswordFill {
    weak var focused: UITextField?
    weak var confirmation: UITextField?
    var password: String
}

extension KeyboardExtras {
    /// The content type as a message names it.
    private func contentTypeName(_ field: UITextField) -> String {
        field.textContentType.map { $0.rawValue } ?? "none"
    }

    /// Throws unless the QuickType bar offers `offer` to the editing field (by its content type).
    private func requireOffer(_ field: UITextField, action: String, _ offer: AutoFillOffer) throws {
        // A view of the app's own: iOS offers AutoFill to a UITextInput view, not to one that adopts only
        // UIKeyInput; kbsim fills a UITextInput view with a one-time code only (docs/responders.md, "AutoFill").
        if let editor = field as? ResponderEditor {
            guard editor.adoptsTextInput else {
                throw SimulationError(
                    .autofillNotOffered(
                        action: action, field: name(of: field),
                        reason:
                            "iOS offers AutoFill to UITextField, UITextView and UITextInput views; \(name(of: field)) adopts only UIKeyInput"
                    ))
            }
            guard case .code = offer else {
                throw SimulationError(
                    .autofillNotOffered(
                        action: action, field: name(of: field),
                        reason:
                            "kbsim fills a UITextInput view of the app's own with a one-time code only, not with passwords or contacts"
                    ))
            }
        }
        if let reason = offer.refusal(contentType: field.textContentType, profile: profile) {
            throw SimulationError(
                .autofillNotOffered(
                    action: action, field: name(of: field),
                    reason: reason + "; \(name(of: field))'s textContentType is \(contentTypeName(field))"))
        }
    }

    /// One-time-code AutoFill: the user taps the code the QuickType bar offers. iOS offers it to a field whose
    /// `textContentType` is `.oneTimeCode` (any field with the profile's ``IOSProfile/oneTimeCodeOffer`` set to
    /// `any-field`); another field throws ``SimulationError/Code/autofillNotOffered(action:field:reason:)``. The
    /// code arrives as the profile's ``IOSProfile/oneTimeCodeDelivery`` (or `delivery`) says: by default one
    /// delegate call with the whole code at the selection (docs/system-insertions.md).
    func autofillCode(_ code: String, delivery: IOSProfile.OneTimeCodeDelivery? = nil) throws {
        let route = transcript.enter(route: "autofill"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "autofill code")
        let value = "code " + code
        try requireOffer(field, action: "autofill code", .code)
        settleKeyboardExtras()
        guard !code.isEmpty else {
            record(user: .autofill, field: field, value: value, ignored: "the code is empty"); return
        }
        record(user: .autofill, field: field, value: value)
        // As a typed character goes in: over the selection (the marked text), the whole text of a secure field
        // editing again or of a clearsOnInsertion field (docs/uikit-behavior.md §4).
        // A view of the app's own receives the code through its insertText(_:) (docs/responders.md, "AutoFill").
        let insert: (String) -> Bool = { text in
            guard field.role == .responder else {
                return field.performUserEdit(range: field.storage.selection, replacement: text)
            }
            let before = field.userEditCount
            field.insertText(text)
            return field.userEditCount != before
        }
        let whole = field.role == .responder ? insert(code) : field.userInsert(code)
        switch delivery ?? profile.oneTimeCodeDelivery {
        case .wholeCode:
            break
        case .perDigitAfterRefusal:
            guard !whole else { break }
            for ch in code {
                guard firstResponder === field else { break }
                _ = insert(String(ch))
            }
        case .doubled:
            guard firstResponder === field else { break }
            _ = insert(code)
        }
    }

    /// Password AutoFill: the user taps the password the QuickType bar offers.
    ///
    /// - A `.newPassword` field gets a strong password (`password`, or a generated one): the field's whole text is
    ///   replaced through the delegate (one `shouldChangeCharactersIn` call, `{0,0}` on an empty field); on true
    ///   key-value observers of `text` are told, then `editingChanged` and the change notification follow. The
    ///   first other `.newPassword` field on the screen (a sign-up form's "confirm" box) gets the same password
    ///   with **no delegate call**: observers of `text`, `editingChanged` and the change notification only.
    /// - A `.password` field gets the saved login's `password` (required) the same way as the focused field above.
    ///
    /// Other fields throw ``SimulationError/Code/autofillNotOffered(action:field:reason:)``
    /// (docs/system-insertions.md, "Password AutoFill").
    func autofillPassword(_ password: String? = nil) throws {
        let route = transcript.enter(route: "autofill"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "autofill password")
        try requireOffer(field, action: "autofill password", .password)
        settleKeyboardExtras()
        let strong = field.textContentType == .newPassword
        guard strong || password != nil else {
            throw SimulationError(
                .autofillNotOffered(
                    action: "autofill password", field: name(of: field),
                    reason:
                        "a password field (textContentType password) is offered a saved login: give its password, e.g. autofill password \"secret\""
                ))
        }
        let value: String
        if let password {
            value = password
        } else {
            value = Screen.strongPassword(generatedPasswords); generatedPasswords += 1
        }
        guard !value.isEmpty else {
            record(user: .autofill, field: field, value: "password", ignored: "the password is empty"); return
        }
        record(user: .autofill, field: field, value: (strong ? "strong password " : "password ") + value)
        dismissCorrection()
        field.performUserEdit(
            range: NSRange(location: 0, length: field.storage.count), replacement: value,
            notifiesTextObservers: true)
        guard strong else { return }
        // The confirmation box is filled whatever the focused field's delegate said: iOS sets it directly.
        // The next new-password field in window order after the focused one, wrapping around.
        let fields = textFields(in: window)
        let after = fields.drop { $0 !== field }.dropFirst()
        let confirmation = (after + fields.prefix { $0 !== field }).first {
            $0.role == .field && $0.textContentType == .newPassword
        }
        if let confirmation {
            confirmation.autoFillWithoutAsking(
                range: NSRange(location: 0, length: confirmation.storage.count),
                replacement: value, sendsChangeEvents: true)
        }
        strongPasswordFill = StrongPasswordFill(focused: field, confirmation: confirmation, password: value)
    }

    /// "Choose My Own Password": the user turns down the strong password AutoFill put in. Both fields it filled
    /// are cleared with **no delegate call, no `textFieldShouldClear`, no `editingChanged` and no change
    /// notification**: only key-value observers of `text` see it (docs/system-insertions.md). Ignored (a `user`
    /// event) when the editing field does not show a strong password.
    func chooseOwnPassword() throws {
        let route = transcript.enter(route: "autofill"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "autofill password choose-own")
        try requireOffer(field, action: "autofill password choose-own", .strongPassword)
        settleKeyboardExtras()
        guard let fill = strongPasswordFill, fill.focused === field || fill.confirmation === field,
            field.currentText == fill.password
        else {
            record(
                user: .autofill, field: field, value: "choose-own",
                ignored:
                    "the field does not show a strong password (autofill password puts one in; editing it takes it away)"
            )
            return
        }
        record(user: .autofill, field: field, value: "choose-own")
        strongPasswordFill = nil
        dismissCorrection()
        for f in [fill.focused, fill.confirmation].compactMap({ $0 }) where f.currentText == fill.password {
            f.autoFillWithoutAsking(
                range: NSRange(location: 0, length: f.storage.count), replacement: "",
                sendsChangeEvents: false)
            f.forgetUndoHistory()
        }
    }

    /// Contact AutoFill: the user taps a value from their own contact card (`kind`: email, phone, address …),
    /// offered only to a field whose `textContentType` is `kind`'s and only while it is empty (otherwise an
    /// ignored `user` event). The delegate is asked first with the profile's placeholder
    /// (``IOSProfile/contactAutoFillPlaceholder``): `" "` or `""` at `{0,0}`; when it refuses, nothing fills; when it
    /// allows, the value is set without asking (observers of `text`, `editingChanged`, the change notification). With
    /// `whole-value` the delegate is asked once with the value, as for typing (docs/system-insertions.md).
    func autofillContact(_ kind: ContactAutoFillKind, _ value: String) throws {
        let route = transcript.enter(route: "autofill"); defer { transcript.leave(route: route) }
        let action = "autofill contact " + kind.rawValue
        let field = try editingField(for: action)
        try requireOffer(field, action: action, .contact(kind))
        settleKeyboardExtras()
        let shown = "contact \(kind.rawValue) \(value)"
        let why: String? =
            value.isEmpty
            ? "the value is empty"
            : field.hasText || field.storage.marked != nil
                ? "iOS offers contact AutoFill only while the field is empty" : nil
        if let why { record(user: .autofill, field: field, value: shown, ignored: why); return }
        record(user: .autofill, field: field, value: shown)
        dismissCorrection()
        let start = NSRange(location: 0, length: 0)
        switch profile.contactAutoFillPlaceholder {
        case .wholeValue:
            field.performUserEdit(range: start, replacement: value)
        case .space, .empty:
            let placeholder = profile.contactAutoFillPlaceholder == .space ? " " : ""
            let before = field.storage.version
            guard field.askShouldChange(range: start, string: placeholder) else { return }
            // A delegate that wrote the text itself has taken the suggestion's place; the field stopping editing
            // inside the call ends the suggestion.
            guard field.storage.version == before, firstResponder === field else { return }
            if !placeholder.isEmpty { field.performUserEdit(range: start, replacement: placeholder, asks: false) }
            field.autoFillWithoutAsking(range: start, replacement: value, sendsChangeEvents: true)
        }
    }

    /// The text fields under `view`, in the order a person reads the window (subviews in order, depth first).
    func textFields(in view: UIView) -> [UITextField] {
        var out: [UITextField] = []
        for v in view.subviews {
            if let f = v as? UITextField { out.append(f) }
            out += textFields(in: v)
        }
        return out
    }
}
