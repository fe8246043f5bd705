import Foundation
// Undo and redo as UIKit does them (docs/system-insertions.md, "Undo and redo").
//
// Each applied user edit is recorded as (location, removed text, inserted text); a paste the delegate refused is
// recorded too (radar 32508213). Undo replays the inverse of the newest record: it asks the delegate with the
// RECORDED range — the inserted text's range — without pulling it inside the current text, because UIKit keeps its
// own bookkeeping and does not see what app code did to `text` in between. When the delegate allows it and the
// range lies outside the text, iOS raises NSRangeException ("Range {20, 19} out of bounds; string length 20",
// radar 32508213, radar 16570390); kbsim returns that as an outcome, never traps.

/// One undoable user edit.
package struct UndoRecord: Sendable, Equatable {
    /// Where the edit began (UTF-16).
    package var location: Int
    /// The text the edit replaced.
    package var removed: String
    /// The text the edit inserted.
    package var inserted: String
    package init(location: Int, removed: String, inserted: String) {
        self.location = location; self.removed = removed; self.inserted = inserted
    }
    /// The record that undoes this one.
    package var inverse: UndoRecord { UndoRecord(location: location, removed: inserted, inserted: removed) }
    /// The range replaying this record replaces.
    package var range: NSRange { NSRange(location: location, length: removed.utf16.count) }
}

/// A field's undo and redo stacks.
package struct UndoHistory: Sendable, Equatable {
    package private(set) var undoStack: [UndoRecord] = []
    package private(set) var redoStack: [UndoRecord] = []
    /// UIKit's undo manager keeps a bounded number of levels; kbsim keeps the newest 100.
    static let limit = 100
    package init() {}
    /// A new user edit: it goes on the undo stack and clears the redo stack.
    mutating func record(_ r: UndoRecord) {
        guard !(r.removed.isEmpty && r.inserted.isEmpty) else { return }
        undoStack.append(r)
        if undoStack.count > Self.limit { undoStack.removeFirst(undoStack.count - Self.limit) }
        redoStack.removeAll()
    }
    /// A keyboard's rewrite of what the last key inserted (Korean's syllable, "ㅂ" + "ㅓ" shown as "버"): it joins
    /// that key's record when it replaces the text that record inserted, so one undo takes back the key as the user
    /// saw it typed ("버" back to "ㅂ"), never a jamo sequence the keyboard never showed. Otherwise a record of its own.
    mutating func recordJoiningLast(_ r: UndoRecord) {
        guard let last = undoStack.last else { return record(r) }
        let removed = Array(r.removed.utf16), lastInserted = Array(last.inserted.utf16)
        let k = last.location - r.location
        guard k >= 0, k + lastInserted.count <= removed.count,
            Array(removed[k..<(k + lastInserted.count)]) == lastInserted
        else { return record(r) }
        let before = String(decoding: removed[..<k], as: UTF16.self)
        let after = String(decoding: removed[(k + lastInserted.count)...], as: UTF16.self)
        undoStack[undoStack.count - 1] = UndoRecord(
            location: r.location, removed: before + last.removed + after, inserted: r.inserted)
        redoStack.removeAll()
    }
    mutating func removeAll() { undoStack.removeAll(); redoStack.removeAll() }
    fileprivate mutating func popUndo() -> UndoRecord? { undoStack.popLast() }
    fileprivate mutating func popRedo() -> UndoRecord? { redoStack.popLast() }
    fileprivate mutating func pushRedo(_ r: UndoRecord) { redoStack.append(r) }
    fileprivate mutating func pushUndo(_ r: UndoRecord) { undoStack.append(r) }
}

/// What an undo or redo did.
package enum UndoOutcome: Sendable, Equatable {
    /// Nothing to undo (or redo).
    case nothing
    /// The delegate refused the replay; the record is gone, the text unchanged.
    case refused(range: NSRange, string: String)
    /// The replay was applied.
    case applied(range: NSRange, string: String)
    /// The delegate allowed a replay whose range lies outside the text: on iOS the app crashes here with
    /// NSRangeException.
    case rangeException(range: NSRange, length: Int)
}

extension UITextField {
    /// Undo (shake, ⌘Z, the iPad shortcut bar, the three-finger swipe): replays the inverse of the newest record.
    package func userUndo() -> UndoOutcome {
        guard let r = undoHistory.popUndo() else { return .nothing }
        let outcome = replay(r.inverse)
        if case .applied = outcome { undoHistory.pushRedo(r) }
        return outcome
    }

    /// Redo: replays the newest undone record.
    package func userRedo() -> UndoOutcome {
        guard let r = undoHistory.popRedo() else { return .nothing }
        let outcome = replay(r)
        if case .applied = outcome { undoHistory.pushUndo(r) }
        return outcome
    }

    private func replay(_ r: UndoRecord) -> UndoOutcome {
        let range = r.range
        if storage.marked != nil { storage.unmark() }
        guard askShouldChange(range: range, string: r.inserted) else {
            return .refused(range: range, string: r.inserted)
        }
        let n = storage.count
        // Unclamped: `location + length` beyond the text is what NSRangeException reports.
        guard range.location >= 0, range.length >= 0, range.location <= n, range.length <= n - range.location else {
            return .rangeException(range: range, length: n)
        }
        replayingUndo = true
        defer { replayingUndo = false }
        _ = performUserEdit(range: range, replacement: r.inserted, asks: false)
        return .applied(range: range, string: r.inserted)
    }
}
