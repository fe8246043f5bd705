import Foundation
import KeyboardSimSupport

/// A text field's text, selection and marked range, changed only through methods that keep them consistent:
/// the selection and the marked range always lie within the text, whatever app code did in between.
///
/// The text is stored as UTF-16 code units (the unit of every range UIKit hands out), not through `NSString`,
/// whose corelibs edits mishandle split surrogate pairs (docs/compat-surface.md). A `String` copy is kept for
/// reads and extended in place when text is appended, so typing at the end costs O(1) per character.
package struct TextFieldStorage: Sendable, Equatable {
    /// The text as UTF-16 code units.
    package private(set) var units: [UInt16] = []
    /// `units` as a String (nil until read after an edit that is not an append).
    private var cachedText: String? = ""
    /// The selection (a caret when empty).
    package private(set) var selection = NSRange(location: 0, length: 0)
    /// The marked (composing) range, nil when nothing is being composed.
    package private(set) var marked: NSRange?
    /// Bumped on every change of the text.
    package private(set) var version = 0
    /// The last few changes of the text, so an observer that saw an earlier version can learn what changed without
    /// comparing whole texts (the trace recorder); kept only once ``logsEdits`` is on, so untraced typing does not
    /// pay for it; not part of the storage's value (equal storages may differ here).
    package private(set) var recentEdits = TextEditLog()
    /// Whether ``recentEdits`` is kept (switched on by the trace recorder when it first sees the field).
    package private(set) var logsEdits = false

    /// Starts keeping ``recentEdits``.
    package mutating func startLoggingEdits() { logsEdits = true }

    package init() {}

    /// The number of UTF-16 units.
    package var count: Int { units.count }

    /// The text.
    package mutating func text() -> String {
        if let cachedText { return cachedText }
        let s = UTF16Text.string(units)
        cachedText = s
        return s
    }

    /// The text without caching it (for a `let` copy).
    package var textValue: String { cachedText ?? UTF16Text.string(units) }

    /// The text in a range (clamped to the text).
    package func text(in range: NSRange) -> String {
        let r = clamp(range)
        return UTF16Text.string(units[r.location..<(r.location + r.length)])
    }

    /// A range pulled inside the text.
    package func clamp(_ r: NSRange) -> NSRange {
        let n = units.count
        let loc = min(max(0, r.location), n)
        let len = r.length > 0 ? min(r.length, n - loc) : 0
        return NSRange(location: loc, length: len)
    }

    // MARK: Changes

    /// Replaces `range` (clamped) with `replacement`. Afterwards the caret sits after the replacement, or, when
    /// `markedSelection` is given, the replacement is marked text with that selection inside it (clamped).
    /// Returns the range that was replaced.
    @discardableResult
    package mutating func replace(_ range: NSRange, with replacement: String, markedSelection: NSRange? = nil)
        -> NSRange
    {
        let r = clamp(range)
        let added = replacement.utf16.count
        if r.location == units.count && r.length == 0, var cached = cachedText {
            cachedText = nil  // keep the String uniquely referenced, so appending does not copy it
            units.append(contentsOf: replacement.utf16)
            cached += replacement
            cachedText = cached
        } else {
            // The String copy is edited in place too (a backspace at the end, a replaced selection) when the range
            // falls on scalar boundaries, so the next read decodes nothing; taken out first so it is not copied.
            var cached = cachedText
            cachedText = nil
            let total = units.count
            units.replaceSubrange(r.location..<(r.location + r.length), with: replacement.utf16)
            // Not where a surrogate now borders the edit: a lone one (U+FFFD in the String) may have paired up.
            let after = r.location + added
            let borders =
                (r.location > 0 && UTF16.isLeadSurrogate(units[r.location - 1]))
                || (after < units.count && UTF16.isTrailSurrogate(units[after]))
            // A short text is decoded again on its next read instead (a few hundred instructions, where editing a
            // String in place costs about ten thousand); a long one is edited in place, so the edit costs what it
            // changes, not the text's length.
            if cached != nil && !borders && total >= Self.inPlaceEditLength
                && Self.replace(r, in: &cached!, total: total, with: replacement)
            {
                cachedText = cached
            }
        }
        version &+= 1
        if logsEdits {
            recentEdits.append(TextEdit(version: version, location: r.location, deleted: r.length, inserted: added))
        }
        if let sel = markedSelection, added > 0 {
            marked = NSRange(location: r.location, length: added)
            let loc = min(max(0, sel.location), added)
            selection = NSRange(location: r.location + loc, length: max(0, min(sel.length, added - loc)))
        } else {
            marked = nil
            selection = NSRange(location: r.location + added, length: 0)
        }
        checkInvariants()
        return r
    }

    /// The UTF-16 length from which an edit that is not an append changes the `String` copy in place.
    static let inPlaceEditLength = 256

    /// Replaces the UTF-16 range `r` of `text` with `replacement` when both ends fall on Unicode scalar
    /// boundaries; returns false (and leaves `text` alone) when one splits a surrogate pair.
    /// `total` is the text's UTF-16 length before the edit: an edit near the end (a backspace, the Korean
    /// keyboard's rewrite of its last syllable) is found walking back from the end, and the String is edited in
    /// place (no view of it is alive while it changes, which would make the change copy it), so the edit costs
    /// what it changes, not the length of the text before it.
    private static func replace(_ r: NSRange, in text: inout String, total: Int, with replacement: String) -> Bool {
        guard let bounds = scalarBounds(r, in: text, total: total) else { return false }
        text.unicodeScalars.replaceSubrange(bounds, with: replacement.unicodeScalars)
        return true
    }

    /// The indices of the UTF-16 range `r` of `text`, nil unless both fall on Unicode scalar boundaries.
    private static func scalarBounds(_ r: NSRange, in text: String, total: Int) -> Range<String.Index>? {
        let utf16 = text.utf16
        let fromEnd = total - r.location
        guard fromEnd >= 0, r.length <= fromEnd,
            let start = fromEnd < r.location
                ? utf16.index(utf16.endIndex, offsetBy: -fromEnd, limitedBy: utf16.startIndex)
                : utf16.index(utf16.startIndex, offsetBy: r.location, limitedBy: utf16.endIndex),
            let end = utf16.index(start, offsetBy: r.length, limitedBy: utf16.endIndex),
            start.samePosition(in: text.unicodeScalars) != nil, end.samePosition(in: text.unicodeScalars) != nil
        else { return nil }
        return start..<end
    }

    /// Replaces the whole text (app code's `text =`): marked text ends, the caret moves to the end.
    package mutating func setText(_ text: String) {
        let old = units.count
        units = Array(text.utf16)
        cachedText = text
        version &+= 1
        if logsEdits {
            recentEdits.append(TextEdit(version: version, location: 0, deleted: old, inserted: units.count))
        }
        marked = nil
        selection = NSRange(location: units.count, length: 0)
        checkInvariants()
    }

    /// Moves the selection (clamped). Returns whether it changed.
    @discardableResult
    package mutating func select(_ range: NSRange) -> Bool {
        let r = clamp(range)
        guard r != selection else { return false }
        selection = r
        checkInvariants()
        return true
    }

    /// Ends the composition, keeping the marked text as text; the caret goes after it. Returns whether there
    /// was marked text.
    @discardableResult
    package mutating func unmark() -> Bool {
        guard let m = marked else { return false }
        marked = nil
        selection = NSRange(location: m.location + m.length, length: 0)
        checkInvariants()
        return true
    }

    /// Takes the text, selection and marked range a view of the app's own reports (a `UITextInput` view, or a
    /// `UIKeyInput` view's text as the caller reads it), each range pulled inside the text. Returns whether
    /// anything changed; the version moves only when the text did.
    @discardableResult
    package mutating func mirror(text: String, selection newSelection: NSRange, marked: NSRange?) -> Bool {
        var changed = false
        if !units.elementsEqual(text.utf16) { setText(text); changed = true }
        let sel = clamp(newSelection)
        let mark = marked.map { clamp($0) }
        if sel != selection || mark != self.marked {
            selection = sel
            self.marked = mark
            changed = true
            checkInvariants()
        }
        return changed
    }

    /// Opens an empty composition at the caret (marked text about to be set there).
    package mutating func markEmptyAtCaret() {
        marked = NSRange(location: selection.location, length: 0)
        checkInvariants()
    }

    /// Drops an empty marked range (a composition that was opened but not filled).
    package mutating func dropEmptyMark() {
        if marked?.length == 0 { marked = nil }
    }

    // MARK: Characters

    /// The UTF-16 range of the composed character sequence (grapheme cluster) that ends at `offset` (> 0).
    package func composedCharacterRange(endingAt offset: Int) -> NSRange {
        let offset = min(max(1, offset), units.count)
        guard offset > 0 else { return NSRange(location: 0, length: 0) }
        // ASCII after a character below U+0300 is a cluster of its own (nothing there extends, joins or prepends;
        // only CR LF pairs): the common case, without building a String.
        let last = units[offset - 1]
        if last < 0x80 && (offset == 1 || (units[offset - 2] < 0x300 && !(last == 0x0A && units[offset - 2] == 0x0D))) {
            return NSRange(location: offset - 1, length: 1)
        }
        var window = 16
        while true {
            var start = max(0, offset - window)
            // Start where nothing before can join across: after an ASCII character, before one below U+0300 (not
            // the LF of CR LF). A window starting elsewhere can cut a ZWJ sequence whose emoji lies before it
            // (🏳️‍ + 🏴 tag sequence): the cluster would look shorter than it is. At most 1,024 units back.
            var steps = 0
            while start > 0 && steps < 1024 && !isHardBoundary(start) { start -= 1; steps += 1 }
            // Do not start inside a surrogate pair, or inside a run of regional indicators (flags pair up from
            // the start of the run).
            while start > 0 && (UTF16.isTrailSurrogate(units[start]) || isRegionalIndicator(at: start - 2)) {
                start -= UTF16.isTrailSurrogate(units[start]) ? 1 : 2
            }
            let s = UTF16Text.string(units[start..<offset])
            guard let last = s.last else { return NSRange(location: offset - 1, length: 1) }
            let len = last.utf16.count
            if offset - len > start || start == 0 { return NSRange(location: offset - len, length: len) }
            window *= 4
        }
    }

    /// Whether `offset` is a grapheme boundary whatever comes before it: on both sides a character below U+0300
    /// (no mark, joiner or emoji modifier), a CJK ideograph or a kana, other than CR LF. These have the Grapheme
    /// Cluster Break property Other, Control, CR or LF (UAX #29): none prepends, joins, extends or pairs up, so
    /// the rules break between two of them (GB999) but for CR LF (GB3).
    private func isHardBoundary(_ offset: Int) -> Bool {
        let before = units[offset - 1], after = units[offset]
        return Self.neverJoins(before) && Self.neverJoins(after) && !(before == 0x0D && after == 0x0A)
    }

    /// Below U+0300, CJK Unified Ideographs (U+4E00–U+9FFF), hiragana U+3041–U+3096, katakana U+30A1–U+30FA (not
    /// the voicing marks U+3099–U+309C, which extend, nor the prolonged sound mark).
    private static func neverJoins(_ u: UInt16) -> Bool {
        u < 0x300 || (0x4E00...0x9FFF).contains(u) || (0x3041...0x3096).contains(u) || (0x30A1...0x30FA).contains(u)
    }

    /// The UTF-16 range of the composed character sequence that starts at `offset` (< count).
    package func composedCharacterRange(startingAt offset: Int) -> NSRange {
        let offset = min(max(0, offset), units.count)
        guard offset < units.count else { return NSRange(location: offset, length: 0) }
        // ASCII followed by a character below U+0300 (or the end) is a cluster of its own, but for CR LF.
        let first = units[offset]
        if first < 0x80
            && (offset + 1 == units.count
                || (units[offset + 1] < 0x300 && !(first == 0x0D && units[offset + 1] == 0x0A)))
        {
            return NSRange(location: offset, length: 1)
        }
        var window = 16
        while true {
            let end = min(units.count, offset + window)
            let s = UTF16Text.string(units[offset..<end])
            guard let first = s.first else { return NSRange(location: offset, length: 1) }
            let len = first.utf16.count
            if offset + len < end || end == units.count { return NSRange(location: offset, length: len) }
            window *= 4
        }
    }

    /// `range` (clamped) widened so that neither end splits a surrogate pair: unchanged when both ends fall
    /// between Unicode scalars.
    package func wholeScalars(_ range: NSRange) -> NSRange {
        let r = clamp(range)
        var start = r.location, end = r.location + r.length
        if splitsPair(at: start) { start -= 1 }
        if splitsPair(at: end) { end += 1 }
        return NSRange(location: start, length: end - start)
    }

    /// Whether `offset` falls between the two halves of a surrogate pair.
    private func splitsPair(at offset: Int) -> Bool {
        offset > 0 && offset < units.count && UTF16.isLeadSurrogate(units[offset - 1])
            && UTF16.isTrailSurrogate(units[offset])
    }

    /// The character just before `offset`, or nil at the start.
    package func character(before offset: Int) -> Character? {
        guard offset > 0 else { return nil }
        let r = composedCharacterRange(endingAt: offset)
        return text(in: r).last
    }

    private func isRegionalIndicator(at i: Int) -> Bool {
        guard i >= 0, i + 1 < units.count else { return false }
        return units[i] == 0xD83C && (0xDDE6...0xDDFF).contains(units[i + 1])
    }

    /// Whether `offset` falls between two grapheme clusters (a place a user can put the caret).
    package func isCharacterBoundary(_ offset: Int) -> Bool {
        if offset <= 0 || offset >= units.count { return true }
        if UTF16.isTrailSurrogate(units[offset]) { return false }
        // The cluster that the text before `offset` ends with, seen with the text after it: a boundary when it
        // does not reach past `offset` (a ZWJ sequence or a flag continuing there does).
        let cluster = composedCharacterRange(startingAt: composedCharacterRange(endingAt: offset).location)
        return cluster.location + cluster.length == offset
    }

    private func checkInvariants() {
        #if DEBUG
        let n = units.count
        assert(
            selection.location >= 0 && selection.length >= 0 && selection.location + selection.length <= n,
            "selection \(selection) outside the text (length \(n))")
        if let m = marked {
            assert(
                m.location >= 0 && m.length >= 0 && m.location + m.length <= n,
                "marked range \(m) outside the text (length \(n))")
        }
        #endif
    }
}

/// One change of a text: `deleted` UTF-16 units at `location` replaced by `inserted` units; `version` is the
/// storage's version after it.
package struct TextEdit: Sendable, Equatable {
    package var version: Int
    package var location: Int
    package var deleted: Int
    package var inserted: Int
}

/// The last ``capacity`` edits of a text, oldest first; it never grows past that, so keeping it costs O(1) per edit.
package struct TextEditLog: Sendable, Equatable {
    package static let capacity = 16
    package private(set) var edits: [TextEdit] = []

    package mutating func append(_ edit: TextEdit) {
        if edits.count == Self.capacity { edits.removeFirst() }
        edits.append(edit)
    }

    /// One edit covering every change made after `version` up to `current` (the text's version now), in the
    /// coordinates of the text at `version` (`location`, `deleted`) and now (`inserted`); nil when the log no
    /// longer holds them all. Equal versions give an empty edit.
    package func change(since version: Int, current: Int) -> TextEdit? {
        if version == current { return TextEdit(version: current, location: 0, deleted: 0, inserted: 0) }
        guard let first = edits.firstIndex(where: { $0.version == version &+ 1 }), edits.last?.version == current
        else { return nil }
        // The changed region: [start, oldEnd) of the old text is now [start, newEnd).
        var start = edits[first].location, oldEnd = start + edits[first].deleted, newEnd = start + edits[first].inserted
        for e in edits[(first + 1)...] {
            let lo = min(start, e.location), hi = max(newEnd, e.location + e.deleted)
            // Widened past the region, the text is the old text's, shifted by what the region changed in length.
            oldEnd += hi - newEnd
            start = lo
            newEnd = hi - e.deleted + e.inserted
        }
        return TextEdit(version: current, location: start, deleted: oldEnd - start, inserted: newEnd - start)
    }

    /// Not part of the storage's value.
    package static func == (a: TextEditLog, b: TextEditLog) -> Bool { true }
}
