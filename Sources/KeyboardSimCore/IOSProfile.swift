import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
/// Which of two event orders a session follows (docs/uikit-behavior.md, Decisions).
public enum Ordering: String, Sendable, CaseIterable {
    /// Apple's UITextFieldDelegate overview read step by step: keyboard notifications before
    /// `didBegin`/`didEnd`. No device produces it (the Did* notifications come after the keyboard's animation);
    /// kept for suites recorded with it.
    case documented
    /// What devices do (the default): a text field's `didBegin`/`didEnd` and their notifications before the
    /// keyboard's.
    case observed
}

/// The behaviours that changed between iOS versions, as one named table (docs/uikit-behavior.md, Decisions:
/// "a profile is a named table, not scattered ifs").
public struct IOSProfile: Sendable, Hashable, CustomStringConvertible {
    /// How keyboard notifications go when focus moves between fields while the keyboard is up.
    public enum FocusSwitch: String, Sendable, CaseIterable {
        /// WillChangeFrame/DidChangeFrame only (iOS 11 and later).
        case changeFrameOnly = "change-frame-only"
        /// WillHide for the old field, then WillChangeFrame/WillShow/DidChangeFrame/DidShow (iOS ≤ 10,
        /// radar 34432484).
        case repostHideShow = "repost-hide-show"
        /// WillChangeFrame for the old field, WillChangeFrame for the new one, WillShow for the new one (the
        /// sequence Tencent QMUI_iOS's keyboard manager documents, `QMUIKeyboardManager.m`, item 3).
        case changeFrameTwiceThenShow = "change-frame-twice-then-show"
    }

    /// What hyphens typed in a row become with smart dashes (docs/uikit-behavior.md, Decisions).
    public enum SmartDashes: String, Sendable, CaseIterable {
        /// Two hyphens make an em dash "—" (iOS 11.1 and later).
        case emDash = "em-dash"
        /// Two hyphens make an en dash "–", a third makes it an em dash (before iOS 11.1).
        case enDashThenEmDash = "en-dash-then-em-dash"
    }

    /// How choosing an input-method candidate reaches the delegate (docs/uikit-behavior.md §5).
    public enum CandidateCommit: String, Sendable, CaseIterable {
        /// iOS 9: no delegate call (radar 24087514).
        case noDelegateCall = "no-delegate-call"
        /// iOS 10–18: one `shouldChangeCharactersIn` with the marked range.
        case singleRange = "single-range"
        /// iOS 26: `shouldChangeCharactersInRanges` with `[{end,0}]` (forum thread 801013).
        case ranges
    }

    /// The profile's name (`ios18`), as `kbsim profiles` lists it.
    public var name: String
    /// One line on what the profile stands for.
    public var summary: String
    /// What a focus change between fields sends.
    public var focusSwitch: FocusSwitch
    /// How a candidate pick is asked of the delegate.
    public var candidateCommit: CandidateCommit
    /// Keyboard notifications carry the `UIScreen` as object from iOS 16.1 on, nil before.
    public var keyboardNotificationObjectIsScreen: Bool
    /// `textFieldDidEndEditing(_:reason:)` exists (iOS 10).
    public var hasDidEndEditingReason: Bool
    /// `textFieldDidChangeSelection(_:)` exists (iOS 13).
    public var hasDidChangeSelection: Bool
    /// Return sends `.primaryActionTriggered` (iOS 14).
    public var sendsPrimaryActionOnReturn: Bool
    /// `textField(_:shouldChangeCharactersInRanges:replacementString:)` is preferred when implemented (iOS 26).
    public var prefersRangesVariant: Bool
    /// How the delegate is asked about each key an input method turns into marked text (contested: by default the
    /// key's output at the caret with length 0, as the public logs show; docs/contested-rules.md).
    public var markedTextDelegateCall: MarkedTextDelegateCall = .keyAtCaret
    /// How the delegate is asked about a multi-tap on the kana keyboard (a repeated tap turning the last kana into
    /// the next, わ → を): by default the new kana inserted at the end with length 0, as iOS reports it
    /// (docs/input-methods.md, "The 10-key kana keyboard").
    public var multiTapDelegateCall: MarkedTextDelegateCall = .keyAtCaret
    /// What two hyphens become with smart dashes.
    public var smartDashes: SmartDashes = .emDash
    /// Whether the first keyboard show after launch posts the show notifications twice (QMUI item 1; off by
    /// default, a report from one source).
    public var firstShowPostsTwice = false
    /// How a one-time code the user taps in the QuickType bar reaches the field (contested;
    /// docs/system-insertions.md, "One-time-code AutoFill").
    public var oneTimeCodeDelivery: OneTimeCodeDelivery = .wholeCode
    /// Whether a QuickType word the user taps asks the delegate (contested; docs/system-insertions.md,
    /// "QuickType suggestions").
    public var quickTypeDelegateCall: QuickTypeDelegateCall = .asked
    /// Whether the Korean keyboard's rewrite of the syllable it is building asks the delegate (contested;
    /// docs/input-methods.md, "Korean 2-set").
    public var koreanRewrite: KoreanRewrite = .silent
    /// Whether the Korean keyboard joins jamo into syllables. False is the fault of iOS 17.0–17.0.3, where jamo
    /// stayed apart even in Apple's apps (the `ios17.0` profile; docs/input-methods.md).
    public var koreanComposesSyllables = true
    /// Which fields the QuickType bar offers a one-time code to (contested; docs/system-insertions.md,
    /// "Which field is offered which AutoFill").
    public var oneTimeCodeOffer: OneTimeCodeOffer = .oneTimeCodeFields
    /// What the delegate is told first when the user taps a contact suggestion (changed between versions: `space`
    /// up to `ios13`, `empty` in `ios16`, `whole-value` from `ios17.0`; docs/contested-rules.md).
    public var contactAutoFillPlaceholder: ContactAutoFillPlaceholder = .empty
    /// Whether the keyboard shows inline predictions, gray completions after the caret held as marked text (iOS 17
    /// and later; docs/system-insertions.md, "Inline predictions"). On in `ios18` and `ios26`.
    public var inlinePredictions = false
    /// Whether a dictation result asks the delegate before it replaces the placeholder (contested;
    /// docs/system-insertions.md, "Dictation").
    public var dictationDelegateCall: DictationDelegateCall = .silent
    /// What a space typed right after a QuickType pick does (docs/contested-rules.md).
    public var quickTypeSpace: QuickTypeSpace = .consumed
    /// How dictation shows what it hears while it listens (docs/system-insertions.md, "Dictation"): the
    /// placeholder model (the default), or iOS 16's live dictation, its interim results replaced as it goes on.
    public var dictationDisplay: DictationDisplay = .placeholder
    /// Whether the namePhonePad keyboard shifts by itself as `autocapitalizationType` says (docs/contested-rules.md).
    public var namePhonePadCapitalization: NamePhonePadCapitalization = .none
    /// In what order a text view, or a view of the app's own, sees the Korean keyboard change the syllable it is
    /// building (docs/contested-rules.md; a text field keeps `insert-then-rewrite`).
    public var koreanRewriteOrder: KoreanRewriteOrder = .deleteThenInsert
    /// What tapping a search bar's clear button does after editing ended, while the bar still has text
    /// (docs/contested-rules.md).
    public var searchClearAfterEditing: SearchClearAfterEditing = .clearsAndBegins
    /// Where a text view's `textViewDidBeginEditing(_:)` runs among its keyboard's notifications under the
    /// `observed` ordering (docs/contested-rules.md).
    public var textViewBeginOrder: TextViewBeginOrder = .betweenWillAndDid
    /// Whether a paste into an empty field whose return key `enablesReturnKeyAutomatically` disabled enables the
    /// key (docs/contested-rules.md).
    public var returnKeyAfterPaste: ReturnKeyAfterPaste = .staysDisabled

    /// How the Korean keyboard's change of its last syllable reaches a text view or a view of the app's own
    /// (docs/contested-rules.md, `korean-rewrite-order`).
    public enum KoreanRewriteOrder: String, Sendable, CaseIterable {
        /// The delegate is asked about the jamo, then the shown syllable is deleted and the new one inserted, a
        /// change each ("버그버그ㅂ" → "버그버그" → "버그버그버"; a custom view gets `deleteBackward()` then
        /// `insertText(_:)`): the 2014 text view report and the custom-view logs (the default).
        case deleteThenInsert = "delete-then-insert"
        /// The jamo is inserted, then the syllable and the jamo are rewritten into the new syllable
        /// ("버그버그ㅂㅓ" in between), as in a text field (kbsim's earlier behaviour in text views).
        case insertThenRewrite = "insert-then-rewrite"
    }

    /// What the clear button of a search bar that is not editing does (docs/contested-rules.md,
    /// `search-clear-after-editing`).
    public enum SearchClearAfterEditing: String, Sendable, CaseIterable {
        /// The button stays visible while there is text; a tap clears the text (`searchBar(_:textDidChange:)` with
        /// "") and then the bar begins editing, keyboard and all (2009–10 reports; the default).
        case clearsAndBegins = "clears-and-begins"
        /// The button shows only while editing; a tap after editing ended does nothing (kbsim's earlier behaviour).
        case ignored
    }

    /// Where a text view's didBegin group runs among the keyboard notifications it brings (docs/contested-rules.md).
    public enum TextViewBeginOrder: String, Sendable, CaseIterable {
        /// After the Will* notifications, before the Did* ones: a delegate that reads the text view in a Did*
        /// handler finds it began (2016 and 2019 reports; the default).
        case betweenWillAndDid = "between-will-and-did"
        /// After all of them, Did* included (a 2012 report; kbsim's earlier behaviour).
        case afterKeyboard = "after-keyboard"
    }

    /// What the return key of a field with `enablesReturnKeyAutomatically` does after a paste into the empty field
    /// (docs/contested-rules.md, `return-key-after-paste`).
    public enum ReturnKeyAfterPaste: String, Sendable, CaseIterable {
        /// The key stays disabled until the keyboard types or deletes something in the field, or the field begins
        /// editing again: a tap on it is ignored (radars 20745174, iOS 8.3, and 22774460, iOS 9; the default).
        case staysDisabled = "stays-disabled"
        /// The key is enabled as soon as the field holds text, however the text came (Apple's prose; kbsim's
        /// earlier behaviour).
        case enabled
    }

    /// What a space typed right after a QuickType pick does (docs/contested-rules.md).
    public enum QuickTypeSpace: String, Sendable, CaseIterable {
        /// Consumed with no edit: the pick already added a space (radar 31279736; the default).
        case consumed
        /// Typed as any space, leaving two (kbsim's earlier behaviour).
        case typed
    }

    /// How dictation shows what it hears while listening (docs/system-insertions.md, "Dictation").
    public enum DictationDisplay: String, Sendable, CaseIterable {
        /// A U+FFFC placeholder while listening; the words arrive at once when recognition finishes.
        case placeholder
        /// iOS 16 live dictation: the words appear as they are recognised, each interim result replacing the one
        /// before with no delegate call, the final result replacing the last.
        case live
    }

    /// What `autocapitalizationType` does on the namePhonePad keyboard (docs/contested-rules.md).
    public enum NamePhonePadCapitalization: String, Sendable, CaseIterable {
        /// Never shifts by itself: Apple's `UIKeyboardType.namePhonePad` reference says the keyboard "does not
        /// support auto-capitalization" (the default).
        case none
        /// Shifts as `autocapitalizationType` says, as on the default keyboard (kbsim's earlier behaviour; no source).
        case followsTrait = "follows-trait"
    }

    public var description: String { name }

    /// How a one-time code AutoFill delivers the code (docs/system-insertions.md).
    public enum OneTimeCodeDelivery: String, Sendable, CaseIterable {
        /// One delegate call with the whole code at the selection (the main pattern).
        case wholeCode = "whole-code"
        /// The whole code; when the delegate refuses it, one call per digit follows.
        case perDigitAfterRefusal = "per-digit-after-refusal"
        /// The whole code inserted twice, one call each ("123456123456").
        case doubled
    }

    /// How the Korean keyboard's rewrite of its last syllable reaches the field (docs/input-methods.md).
    public enum KoreanRewrite: String, Sendable, CaseIterable {
        /// No delegate call: only the raw jamo is asked about (the default; the reading of the max-length reports).
        case silent
        /// One `shouldChangeCharactersIn` replacing the shown syllable and the jamo with the new syllable; a
        /// refusal leaves the raw jamo and ends the syllable.
        case asked
    }

    /// How a QuickType pick reaches the field (docs/system-insertions.md).
    public enum QuickTypeDelegateCall: String, Sendable, CaseIterable {
        /// One `shouldChangeCharactersIn` call: the word being typed, replaced by the suggestion and a space.
        case asked
        /// The same edit with no delegate call; `editingChanged` and the change notification still follow.
        case silent
    }

    /// Which fields are offered a one-time code (docs/system-insertions.md).
    public enum OneTimeCodeOffer: String, Sendable, CaseIterable {
        /// Only fields whose `textContentType` is `.oneTimeCode` (Apple's documentation; the default).
        case oneTimeCodeFields = "one-time-code-fields"
        /// Any field: iOS 12's heuristics offered a code to fields of other content types (radar 44610364) and to
        /// number-pad fields with none (valora-xyz/wallet#147).
        case anyField = "any-field"
    }

    /// The placeholder a contact AutoFill hands the delegate before the value (docs/system-insertions.md).
    public enum ContactAutoFillPlaceholder: String, Sendable, CaseIterable {
        /// `" "` at `{0,0}` (iOS 11 to 14.1); the value then goes in before it, so the space stays at the end.
        case space
        /// `""` at `{0,0}` (iOS 14.2 and later).
        case empty
        /// No placeholder: one delegate call with the whole value, as a typed paste (2023 and 2024 reports: iOS 17
        /// and later).
        case wholeValue = "whole-value"
    }

    /// How a dictation result reaches the field (docs/system-insertions.md).
    public enum DictationDelegateCall: String, Sendable, CaseIterable {
        /// No `shouldChangeCharactersIn` call: the text changes and the change events follow (radar 19665952).
        case silent
        /// One `shouldChangeCharactersIn` call at the placeholder's place with the result; false drops the result.
        case asked
    }

    /// iOS 9: WillHide/WillShow on every focus switch, no delegate call on a candidate commit.
    public static let ios9: IOSProfile = {
        var p = IOSProfile(
            name: "ios9",
            summary: "iOS 9: WillHide/WillShow on every focus switch, no delegate call on candidate commit",
            focusSwitch: .repostHideShow, candidateCommit: .noDelegateCall, keyboardNotificationObjectIsScreen: false,
            hasDidEndEditingReason: false, hasDidChangeSelection: false, sendsPrimaryActionOnReturn: false,
            prefersRangesVariant: false)
        p.smartDashes = .enDashThenEmDash
        p.contactAutoFillPlaceholder = .space
        return p
    }()
    /// iOS 10 (`legacy`): WillHide/WillShow on every focus switch.
    public static let ios10: IOSProfile = {
        var p = IOSProfile(
            name: "ios10",
            summary: "iOS 10 (the legacy keyboard-notification profile): WillHide/WillShow on every focus switch",
            focusSwitch: .repostHideShow, candidateCommit: .singleRange, keyboardNotificationObjectIsScreen: false,
            hasDidEndEditingReason: true, hasDidChangeSelection: false, sendsPrimaryActionOnReturn: false,
            prefersRangesVariant: false)
        p.smartDashes = .enDashThenEmDash
        p.contactAutoFillPlaceholder = .space
        return p
    }()
    /// iOS 13: only a frame change on a focus switch; `textFieldDidChangeSelection`.
    public static let ios13: IOSProfile = {
        var p = IOSProfile(
            name: "ios13", summary: "iOS 13: change-frame only on focus switch, textFieldDidChangeSelection",
            focusSwitch: .changeFrameOnly, candidateCommit: .singleRange, keyboardNotificationObjectIsScreen: false,
            hasDidEndEditingReason: true, hasDidChangeSelection: true, sendsPrimaryActionOnReturn: false,
            prefersRangesVariant: false)
        p.contactAutoFillPlaceholder = .space
        return p
    }()
    /// iOS 16.1: keyboard notifications carry the `UIScreen` as object.
    public static let ios16 = IOSProfile(
        name: "ios16", summary: "iOS 16.1: keyboard notifications carry the UIScreen as object",
        focusSwitch: .changeFrameOnly, candidateCommit: .singleRange, keyboardNotificationObjectIsScreen: true,
        hasDidEndEditingReason: true, hasDidChangeSelection: true, sendsPrimaryActionOnReturn: true,
        prefersRangesVariant: false)
    /// iOS 18, the default: a candidate commit is one single-range `shouldChangeCharactersIn` call.
    public static let ios18: IOSProfile = {
        var p = IOSProfile(
            name: "ios18",
            summary: "iOS 18 (default): candidate commit is one single-range shouldChangeCharactersIn call",
            focusSwitch: .changeFrameOnly, candidateCommit: .singleRange, keyboardNotificationObjectIsScreen: true,
            hasDidEndEditingReason: true, hasDidChangeSelection: true, sendsPrimaryActionOnReturn: true,
            prefersRangesVariant: false)
        p.inlinePredictions = true
        p.contactAutoFillPlaceholder = .wholeValue
        return p
    }()
    /// iOS 17.0–17.0.3: as `ios18`, but the Korean keyboard does not join jamo into syllables (an OS fault).
    public static let ios17_0: IOSProfile = {
        var p = IOSProfile(
            name: "ios17.0",
            summary:
                "iOS 17.0–17.0.3: as ios18, but the Korean keyboard does not join jamo into syllables (an OS fault)",
            focusSwitch: .changeFrameOnly, candidateCommit: .singleRange, keyboardNotificationObjectIsScreen: true,
            hasDidEndEditingReason: true, hasDidChangeSelection: true, sendsPrimaryActionOnReturn: true,
            prefersRangesVariant: false)
        p.koreanComposesSyllables = false
        p.inlinePredictions = true
        p.contactAutoFillPlaceholder = .wholeValue
        return p
    }()
    /// iOS 26: `shouldChangeCharactersInRanges` preferred when implemented; a candidate commit as ranges.
    public static let ios26: IOSProfile = {
        var p = IOSProfile(
            name: "ios26",
            summary: "iOS 26: shouldChangeCharactersInRanges preferred when implemented; candidate commit as ranges",
            focusSwitch: .changeFrameOnly, candidateCommit: .ranges, keyboardNotificationObjectIsScreen: true,
            hasDidEndEditingReason: true, hasDidChangeSelection: true, sendsPrimaryActionOnReturn: true,
            prefersRangesVariant: true)
        p.inlinePredictions = true
        p.contactAutoFillPlaceholder = .wholeValue
        return p
    }()

    /// Every profile, oldest first.
    public static let all: [IOSProfile] = [ios9, ios10, ios13, ios16, ios17_0, ios18, ios26]

    /// Looks a profile up by name; `legacy` is `ios10` (the keyboard-notification profile of iOS ≤ 10).
    public static func named(_ name: String) -> IOSProfile? {
        if name == "legacy" { return ios10 }
        return all.first { $0.name == name }
    }
}
