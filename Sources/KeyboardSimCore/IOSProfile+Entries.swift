import Foundation
import KeyboardSimUIKit

// The contested rules and options of a profile, by name: what a suite changes with `profile-entry NAME VALUE` in a script,
// `--profile-entry NAME=VALUE` on the command line or a property of `IOSProfile` in Swift. A reproducer the fuzzer
// writes lists the entries that differ from its named profile, so it replays under the same rules.

extension IOSProfile {
    /// One rule of the profile, settable by name: a contested rule, or an option (``isContested`` false).
    public struct Entry: Sendable {
        /// The entry's name in scripts and on the command line (`korean-rewrite`).
        public let name: String
        /// What it decides, for `kbsim profiles`.
        public let summary: String
        /// The values it accepts.
        public let values: [String]
        /// Whether the entry is a contested rule (iOS's behaviour is uncertain or changed between versions; listed
        /// by `kbsim profiles --contested` and run by `--variants`), or an option a user picks (a behaviour iOS
        /// offers besides the default, such as live dictation), which `--variants` leaves as set.
        public let isContested: Bool
        fileprivate let read: @Sendable (IOSProfile) -> String
        fileprivate let write: @Sendable (inout IOSProfile, String) -> Void

        /// The entry's value in `profile`.
        public func value(in profile: IOSProfile) -> String { read(profile) }

        fileprivate init<Value: RawRepresentable & CaseIterable & Sendable>(
            _ name: String, _ summary: String, _ type: Value.Type, contested: Bool = true,
            get: @escaping @Sendable (IOSProfile) -> Value, set: @escaping @Sendable (inout IOSProfile, Value) -> Void
        ) where Value.RawValue == String {
            self.name = name
            self.summary = summary
            isContested = contested
            values = Value.allCases.map(\.rawValue)
            read = { get($0).rawValue }
            write = { profile, raw in if let v = Value(rawValue: raw) { set(&profile, v) } }
        }

        fileprivate init(
            _ name: String, _ summary: String,
            get: @escaping @Sendable (IOSProfile) -> Bool, set: @escaping @Sendable (inout IOSProfile, Bool) -> Void
        ) {
            self.name = name
            self.summary = summary
            isContested = true
            values = ["true", "false"]
            read = { get($0) ? "true" : "false" }
            write = { profile, raw in set(&profile, raw == "true") }
        }
    }

    /// A value an entry does not accept, or a name no entry has.
    public struct EntryError: Error, Equatable, CustomStringConvertible {
        /// The value or name, and what is accepted, in one line.
        public let message: String
        public var description: String { message }
    }

    /// Every settable entry, in the order `kbsim profiles` lists them.
    public static let entries: [Entry] = [
        Entry(
            "marked-text-call", "how the delegate is asked about an input method's marked text",
            MarkedTextDelegateCall.self,
            get: { $0.markedTextDelegateCall }, set: { $0.markedTextDelegateCall = $1 }),
        Entry(
            "multi-tap-call", "how the delegate is asked about a multi-tap on the kana keyboard (わ → を)",
            MarkedTextDelegateCall.self,
            get: { $0.multiTapDelegateCall }, set: { $0.multiTapDelegateCall = $1 }),
        Entry(
            "candidate-commit", "how picking a candidate reaches the delegate", CandidateCommit.self,
            get: { $0.candidateCommit }, set: { $0.candidateCommit = $1 }),
        Entry(
            "focus-switch", "the keyboard notifications when focus moves between fields", FocusSwitch.self,
            get: { $0.focusSwitch }, set: { $0.focusSwitch = $1 }),
        Entry(
            "smart-dashes", "what hyphens typed in a row become", SmartDashes.self,
            get: { $0.smartDashes }, set: { $0.smartDashes = $1 }),
        Entry(
            "first-show-posts-twice", "whether the first keyboard show posts its notifications twice",
            get: { $0.firstShowPostsTwice }, set: { $0.firstShowPostsTwice = $1 }),
        Entry(
            "otp-delivery", "how a one-time code from AutoFill reaches the field", OneTimeCodeDelivery.self,
            get: { $0.oneTimeCodeDelivery }, set: { $0.oneTimeCodeDelivery = $1 }),
        Entry(
            "quicktype-call", "whether a QuickType pick asks the delegate", QuickTypeDelegateCall.self,
            get: { $0.quickTypeDelegateCall }, set: { $0.quickTypeDelegateCall = $1 }),
        Entry(
            "otp-offer", "which fields the QuickType bar offers a one-time code to", OneTimeCodeOffer.self,
            get: { $0.oneTimeCodeOffer }, set: { $0.oneTimeCodeOffer = $1 }),
        Entry(
            "contact-placeholder", "what the delegate is told first when a contact suggestion is tapped",
            ContactAutoFillPlaceholder.self,
            get: { $0.contactAutoFillPlaceholder }, set: { $0.contactAutoFillPlaceholder = $1 }),
        Entry(
            "inline-predictions",
            "whether the keyboard shows iOS 17 inline predictions (gray marked text after the caret)",
            get: { $0.inlinePredictions }, set: { $0.inlinePredictions = $1 }),
        Entry(
            "dictation-call", "whether a dictation result asks the delegate", DictationDelegateCall.self,
            get: { $0.dictationDelegateCall }, set: { $0.dictationDelegateCall = $1 }),
        Entry(
            "korean-rewrite", "whether the Korean keyboard's rewrite of its last syllable asks the delegate",
            KoreanRewrite.self,
            get: { $0.koreanRewrite }, set: { $0.koreanRewrite = $1 }),
        Entry(
            "korean-composes", "whether the Korean keyboard joins jamo into syllables (false: the iOS 17.0 fault)",
            get: { $0.koreanComposesSyllables }, set: { $0.koreanComposesSyllables = $1 }),
        Entry(
            "name-phone-pad-capitalization",
            "whether the namePhonePad keyboard shifts by itself as autocapitalizationType says",
            NamePhonePadCapitalization.self,
            get: { $0.namePhonePadCapitalization }, set: { $0.namePhonePadCapitalization = $1 }),
        Entry(
            "quicktype-space", "what a space typed right after a QuickType pick does", QuickTypeSpace.self,
            get: { $0.quickTypeSpace }, set: { $0.quickTypeSpace = $1 }),
        Entry(
            "korean-rewrite-order",
            "how a text view or a view of the app's own sees the Korean keyboard change its last syllable",
            KoreanRewriteOrder.self,
            get: { $0.koreanRewriteOrder }, set: { $0.koreanRewriteOrder = $1 }),
        Entry(
            "search-clear-after-editing",
            "what tapping a search bar's clear button does after editing ended, while there is text",
            SearchClearAfterEditing.self,
            get: { $0.searchClearAfterEditing }, set: { $0.searchClearAfterEditing = $1 }),
        Entry(
            "text-view-begin-order",
            "where a text view's didBegin runs among the keyboard notifications it brings (ordering observed)",
            TextViewBeginOrder.self,
            get: { $0.textViewBeginOrder }, set: { $0.textViewBeginOrder = $1 }),
        Entry(
            "return-key-after-paste",
            "whether a paste into an empty field enables the return key enablesReturnKeyAutomatically disabled",
            ReturnKeyAfterPaste.self,
            get: { $0.returnKeyAfterPaste }, set: { $0.returnKeyAfterPaste = $1 }),
        Entry(
            "dictation-display", "whether dictation shows a placeholder or live interim results while it listens",
            DictationDisplay.self, contested: false,
            get: { $0.dictationDisplay }, set: { $0.dictationDisplay = $1 })
    ]

    /// Sets the entry `name` to `value`, or says which names or values are accepted.
    public mutating func set(entry name: String, to value: String) throws(EntryError) {
        guard let entry = Self.entries.first(where: { $0.name == name }) else {
            throw EntryError(
                message:
                    "unknown profile entry \"\(name)\"; accepted: \(Self.entries.map(\.name).joined(separator: ", "))")
        }
        guard entry.values.contains(value) else {
            throw EntryError(
                message:
                    "profile entry \(name) cannot be \"\(value)\"; accepted: \(entry.values.joined(separator: ", "))")
        }
        entry.write(&self, value)
    }

    /// The entries whose value differs from `base` (what a script must set after `profile BASE` to get this profile).
    public func entries(differingFrom base: IOSProfile) -> [(name: String, value: String)] {
        Self.entries.compactMap { e in
            e.value(in: self) == e.value(in: base) ? nil : (e.name, e.value(in: self))
        }
    }
}
