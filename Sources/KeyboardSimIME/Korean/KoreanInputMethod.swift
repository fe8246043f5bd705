import Foundation

/// The iOS Korean 2-set keyboard as a state machine: no marked text; the keyboard keeps the syllable being built in
/// a hidden buffer and rewrites the field's last syllable as jamo arrive (docs/input-methods.md).
///
/// Each jamo key first goes to the field as itself, inserted at the caret through the delegate
/// (`shouldChangeCharactersIn {caret,0}` with the raw jamo, the reading the Korean max-length reports imply);
/// then the keyboard rewrites the syllable it was building plus that jamo into the new text without asking
/// (`.rewrite`). A delegate that refuses the jamo stops the key: the buffer stays as it was, which is why a
/// max-length check refuses the vowel that would have completed the last syllable ("텍스트인ㅍ").
///
/// The buffer survives app code setting `text` (the next jamo still joins the old syllable: "호", clear, ㅋ →
/// "홐"); it ends on a space, punctuation, Return, a caret move or focus loss.
public struct KoreanInputMethod: InputMethod {
    /// The composition.
    public private(set) var composer = HangulComposer()
    /// How many UTF-16 units of the field before the caret show the buffer (what the next rewrite replaces).
    public private(set) var shownLength = 0

    /// The Korean 2-set keyboard, idle.
    public init() {}

    public var engineName: String { "korean" }
    public var primaryLanguage: String { "ko-KR" }
    public var keyboardName: String { "korean" }
    public var summary: String { "korean 2-set" }
    public var isComposing: Bool { composer.isComposing }
    /// The syllable being built (not shown as marked text).
    public var preedit: String { composer.preedit }
    public var typedInput: String { String(composer.typed) }
    public var candidates: [String] { [] }
    public var pageSize: Int { 0 }
    public var showsMarkedText: Bool { false }

    public func handle(_ key: IMEKey) -> [IMEStep] {
        switch key {
        case .character(let c) where HangulComposer.isJamo(c):
            var next = self
            next.composer.add(c)
            let text = next.composer.takeCommitted() + next.composer.preedit
            // The jamo lands at the caret through the delegate; then the keyboard rewrites what it showed plus
            // that jamo into the new text.
            var inserted = self
            inserted.shownLength = shownLength + c.utf16.count
            next.shownLength = next.composer.preedit.utf16.count
            return [
                IMEStep(.insert(String(c)), then: inserted),
                IMEStep(.rewrite(deleting: shownLength + c.utf16.count, with: text), then: next)
            ]
        case .backspace where composer.isComposing:
            // Backspace takes back one jamo of the syllable being built, rewriting it in place; the last one goes
            // as a plain deletion.
            var next = self
            next.composer.removeLast()
            if next.composer.isComposing {
                next.shownLength = next.composer.preedit.utf16.count
                return [IMEStep(.rewrite(deleting: shownLength, with: next.composer.preedit), then: next)]
            }
            return [IMEStep(.passThrough(.backspace), then: KoreanInputMethod())]
        default:
            // Anything else ends the syllable (it stays in the field as shown) and is typed as usual.
            return [IMEStep(.passThrough(key), then: KoreanInputMethod())]
        }
    }

    public func interrupted(by interruption: IMEInterruption) -> any InputMethod {
        switch interruption {
        case .textSet:
            // The hidden buffer outlives `text =`: the next jamo still joins the old syllable.
            return self
        case .selectionMoved, .markedTextEnded, .focusLost:
            return KoreanInputMethod()
        }
    }

    public func plan(_ text: String) throws -> [IMEPlanStep]? {
        var steps: [IMEPlanStep] = []
        var run = ""
        var direct = ""
        for c in text {
            if HangulComposer.keys(for: String(c)) != nil {
                if !direct.isEmpty { steps.append(.direct(direct)); direct = "" }
                run.append(c)
            } else {
                if !run.isEmpty { steps.append(.keys(String(HangulComposer.keys(for: run)!))); run = "" }
                direct.append(c)
            }
        }
        if !run.isEmpty { steps.append(.keys(String(HangulComposer.keys(for: run)!))) }
        if !direct.isEmpty { steps.append(.direct(direct)) }
        return steps
    }

    public func composes(_ character: Character) -> Bool {
        HangulComposer.keys(for: String(character)) != nil
    }
}
