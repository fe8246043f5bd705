import Foundation
import KeyboardSimUIKit

// Drop (docs/system-insertions.md, "Drop"): text dragged from elsewhere and dropped into the field.

extension KeyboardExtras {
    /// The person drags text from another app or view and drops it into the editing field, at UTF-16 offset
    /// `location` (default: over the selection). One delegate call, as for a paste, with the drop point's range
    /// and the dropped text; on true the caret goes after the dropped text and the change events follow. A drop
    /// does not go through `paste(_:)`.
    func drop(_ text: String, at location: Int? = nil) throws {
        let route = transcript.enter(route: "drop"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "drop")
        settleKeyboardExtras()
        let range = location.map { NSRange(location: $0, length: 0) } ?? field.storage.selection
        if location != nil { try validateDropPoint(range, in: field) }
        let value = location.map { "\(text) at \($0)" } ?? text
        let why: String? =
            text.isEmpty
            ? "nothing is dropped (the text is empty)"
            : field.storage.marked != nil
                ? "an input method is composing"
                : nil
        if let why { record(user: .drop, field: field, value: value, ignored: why); return }
        record(user: .drop, field: field, value: value)
        dismissCorrection()
        field.performUserEdit(range: range, replacement: text)
    }

    private func validateDropPoint(_ r: NSRange, in field: UITextField) throws {
        let n = field.storage.count
        guard r.location >= 0, r.location <= n else {
            throw SimulationError(.rangeOutsideText(action: "drop", field: name(of: field), range: r, length: n))
        }
        guard field.storage.isCharacterBoundary(r.location) else {
            throw SimulationError(
                .rangeSplitsCharacter(action: "drop", field: name(of: field), range: r, offset: r.location))
        }
    }
}
