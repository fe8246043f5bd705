import Foundation
import KeyboardSimUIKit

// Undo and redo (docs/system-insertions.md, "Undo"): the field's recorded edits replayed through the delegate.

extension KeyboardExtras {
    /// Undo (shake to undo, ⌘Z, the iPad shortcut bar, the three-finger swipe left): replays the inverse of the
    /// field's newest recorded edit, asking the delegate with the recorded range unclamped. Where iOS raises
    /// NSRangeException it throws ``SimulationError/Code/appCrashes(action:field:reason:)``
    /// (docs/system-insertions.md).
    func undo() throws { try replayHistory("undo") }

    /// Redo (shake, ⇧⌘Z, the three-finger swipe right): replays the newest undone edit.
    func redo() throws { try replayHistory("redo") }

    private func replayHistory(_ action: String) throws {
        let field = try editingField(for: action)
        settleKeyboardExtras()
        let route = transcript.enter(route: action); defer { transcript.leave(route: route) }
        let outcome: UndoOutcome
        if field.undoHistory.undoStack.isEmpty && action == "undo"
            || field.undoHistory.redoStack.isEmpty && action == "redo"
        {
            record(user: action == "undo" ? .undo : .redo, field: field, ignored: "nothing to \(action)")
            return
        }
        record(user: action == "undo" ? .undo : .redo, field: field)
        outcome = action == "undo" ? field.userUndo() : field.userRedo()
        if case .rangeException(let r, let n) = outcome {
            throw SimulationError(
                .appCrashes(
                    action: action, field: name(of: field),
                    reason:
                        "NSRangeException: Range {\(r.location), \(r.length)} out of bounds; string length \(n) (the delegate allowed the \(action) of an edit whose recorded range lies outside the text)"
                ))
        }
    }
}
