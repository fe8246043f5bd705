import Foundation
import KeyboardSimUIKit
import KeyboardSimCore

// The user's touches on what a screen built in Swift shows besides its fields: the editing field's accessory
// toolbar and input view, a presented alert, a table's rows (docs/scenarios.md, "The user and the app"). Each finds
// what the step names as a person finds it on the screen, refuses with one line naming what there is instead, and
// then touches it through kbsim's UIKit (`UIBarButtonItem.tap()`, `UIPickerView.pick(row:inComponent:)`,
// `UIDatePicker.pick(_:)`, `UIAlertController.tapAction(_:)`, `UITableView.tapRow(at:)`), which records the `user`
// event.

/// A row of a picker as a script names it: its number, or the title its delegate gives it.
public enum PickerRow: Sendable, Equatable {
    /// The row's number, from 0.
    case index(Int)
    /// The row whose title is this.
    case title(String)

    /// The row as a script writes it: `3` or `"Japan"`.
    public var spelling: String {
        switch self {
        case .index(let n): "\(n)"
        case .title(let t): ScenarioPrinter.quote(t)
        }
    }
}

extension KeyboardSession {
    /// The user taps an item of the editing field's `inputAccessoryView` toolbar, found by its title or, for a
    /// system item, its name (`done`, `cancel`, …). Throws when no field is editing, when the field's accessory
    /// view holds no toolbar, or when the toolbar has no such item (the message lists the items).
    public func tapBarItem(_ title: String) throws {
        let step = "tap-bar-item \(ScenarioPrinter.value(title))"
        let (field, name) = try editingField(step)
        guard let toolbar: UIToolbar = Self.first(in: field.inputAccessoryView) else {
            throw SimulationError(
                .notOnScreen(action: step, reason: "\(name) has no toolbar as its inputAccessoryView"))
        }
        let buttons = (toolbar.items ?? []).filter { $0.systemItem != .flexibleSpace && $0.systemItem != .fixedSpace }
        guard
            let item = buttons.first(where: { $0.title == title })
                ?? buttons.first(where: { $0.systemItem.map { "\($0)" } == title })
        else {
            let items = buttons.map { b in
                b.title.map { "\"\($0)\"" } ?? b.systemItem.map { "\($0)" } ?? b.accessibilityIdentifier
                    ?? "an untitled item"
            }
            throw SimulationError(
                .notOnScreen(
                    action: step,
                    reason: "\(name)'s accessory toolbar has no item titled \"\(title)\"; "
                        + (items.isEmpty ? "it has no items" : "items: \(items.joined(separator: ", "))")))
        }
        action { item.tap() }
    }

    /// The user spins a component of the editing field's `inputView` picker to a row, given by its number or its
    /// title. Throws when no field is editing, when the input view is not a picker view, or when the component
    /// or row is not there (the message gives the counts, or the titles).
    public func pickRow(_ row: PickerRow, inComponent component: Int = 0) throws {
        let step = "pick-row" + (component == 0 ? "" : " \(component)") + " " + row.spelling
        let (field, name) = try editingField(step)
        guard let picker: UIPickerView = Self.first(in: field.inputView) else {
            throw SimulationError(.notOnScreen(action: step, reason: "\(name)'s inputView is not a picker view"))
        }
        let components = picker.numberOfComponents
        guard component < components else {
            throw SimulationError(
                .notOnScreen(
                    action: step,
                    reason: "\(name)'s picker has \(components) component\(components == 1 ? "" : "s")"
                        + (components == 0 ? "" : " (0…\(components - 1))")))
        }
        let rows = picker.numberOfRows(inComponent: component)
        let index: Int
        switch row {
        case .index(let n):
            guard n < rows else {
                throw SimulationError(
                    .notOnScreen(
                        action: step,
                        reason: "component \(component) of \(name)'s picker has \(rows) row\(rows == 1 ? "" : "s")"
                            + (rows == 0 ? "" : " (0…\(rows - 1))")))
            }
            index = n
        case .title(let title):
            let titles = (0..<rows).map {
                picker.delegate?.pickerView(picker, titleForRow: $0, forComponent: component) ?? nil
            }
            guard let n = titles.firstIndex(of: title) else {
                let shown = titles.prefix(12).map { $0.map { "\"\($0)\"" } ?? "no title" }
                throw SimulationError(
                    .notOnScreen(
                        action: step,
                        reason: "component \(component) of \(name)'s picker has no row titled \"\(title)\"; "
                            + (rows == 0
                                ? "it has no rows" : "rows: \(shown.joined(separator: ", "))\(rows > 12 ? ", …" : "")"))
                )
            }
            index = n
        }
        action { picker.pick(row: index, inComponent: component) }
    }

    /// The user spins the editing field's `inputView` date picker to a date (`YYYY-MM-DD`, noon UTC, or
    /// `YYYY-MM-DDTHH:MM`, UTC; ``pickDate(from:)``). Throws when no field is editing, when the text is not such a
    /// date, or when the input view is not a date picker.
    public func pickDate(_ text: String) throws {
        let step = "pick-date \(text)"
        guard let date = Self.pickDate(from: text) else {
            throw SimulationError(.notOnScreen(action: step, reason: "expected a date YYYY-MM-DD or YYYY-MM-DDTHH:MM"))
        }
        let (field, name) = try editingField(step)
        guard let picker: UIDatePicker = Self.first(in: field.inputView) else {
            throw SimulationError(.notOnScreen(action: step, reason: "\(name)'s inputView is not a date picker"))
        }
        action { picker.pick(date) }
    }

    /// The date a `pick-date` step names: `YYYY-MM-DD` is that day at 12:00 UTC (the same calendar day in the time
    /// zones from UTC−11 to UTC+11, so an app formatting it in the local zone shows that day), `YYYY-MM-DDTHH:MM` that
    /// minute in UTC; nil for anything else (a month 13, February 30).
    nonisolated public static func pickDate(from text: String) -> Date? {
        let full = text.count == 10 ? text + "T12:00" : text
        guard full.count == 16 else { return nil }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.calendar = Calendar(identifier: .gregorian)
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = "yyyy-MM-dd'T'HH:mm"
        guard let date = f.date(from: full), f.string(from: date) == full else { return nil }
        return date
    }

    /// The user taps the button titled `title` of the alert on screen (the one presented last). Throws when no
    /// alert is presented or it has no such action (the message lists its actions). A disabled action ignores the
    /// tap, as on iOS (an ignored `user` event).
    public func tapAlertAction(_ title: String) throws {
        let step = "alert-action \(ScenarioPrinter.quote(title))"
        guard let alert = screen.window.subviews.compactMap({ $0.next as? UIAlertController }).last else {
            throw SimulationError(.notOnScreen(action: step, reason: "no alert is presented"))
        }
        guard let button = alert.actions.first(where: { $0.title == title }) else {
            let titles = alert.actions.map { "\"\($0.title ?? "")\"" }
            throw SimulationError(
                .notOnScreen(
                    action: step,
                    reason: "the alert \(ScenarioPrinter.quote(alert.title ?? "")) has no action titled \"\(title)\"; "
                        + (titles.isEmpty ? "it has no actions" : "actions: \(titles.joined(separator: ", "))")))
        }
        action { alert.tapAction(button) }
    }

    /// The user taps row `row` of section `section` of the table on screen, or of the one whose
    /// `accessibilityIdentifier` is `table` when several are. Throws when there is no such table, when several are
    /// and none is named, or when the table has no such row (the message gives its rows).
    public func tapRow(table: String? = nil, section: Int, row: Int) throws {
        let step = "tap-row " + (table.map { ScenarioPrinter.value($0) + " " } ?? "") + "\(section).\(row)"
        let all = Self.tables(in: screen.window)
        let candidates = table.map { id in all.filter { $0.accessibilityIdentifier == id } } ?? all
        let named = all.compactMap(\.accessibilityIdentifier).map { "\"\($0)\"" }
        guard candidates.count == 1, let t = candidates.first else {
            let reason: String
            if all.isEmpty {
                reason = "no table view is on screen"
            } else if let table {
                reason =
                    "no table on screen has the accessibilityIdentifier \"\(table)\"; "
                    + (named.isEmpty ? "none has one" : "tables: \(named.joined(separator: ", "))")
            } else if candidates.isEmpty {
                reason = "no table view is on screen"
            } else {
                reason =
                    "\(candidates.count) tables are on screen; name one by its accessibilityIdentifier ("
                    + (named.isEmpty ? "none has one" : named.joined(separator: ", ")) + ")"
            }
            throw SimulationError(.notOnScreen(action: step, reason: reason))
        }
        guard section < t.numberOfSections, row < t.numberOfRows(inSection: section) else {
            let sections = (0..<t.numberOfSections).map { s in
                let n = t.numberOfRows(inSection: s)
                return "section \(s): " + (n == 0 ? "no rows" : "rows 0…\(n - 1)")
            }
            throw SimulationError(
                .notOnScreen(
                    action: step,
                    reason: "the table has no row \(section).\(row); "
                        + (sections.isEmpty ? "it has no sections" : sections.joined(separator: ", "))))
        }
        action { t.tapRow(at: IndexPath(row: row, section: section)) }
    }

    /// The editing field and its transcript name; throws naming the step when none is editing.
    private func editingField(_ step: String) throws -> (UITextField, String) {
        guard let field = screen.firstResponder else { throw SimulationError(.noFieldEditing(action: step)) }
        return (field, screen.name(of: field))
    }

    /// `root` when it is a `V`, else the first `V` among its subviews, depth first.
    private static func first<V: UIView>(in root: UIView?) -> V? {
        guard let root else { return nil }
        if let v = root as? V { return v }
        for sub in root.subviews { if let v: V = first(in: sub) { return v } }
        return nil
    }

    /// The table views shown under `root` (hidden views and what they hold are not shown), in view-tree order.
    private static func tables(in root: UIView) -> [UITableView] {
        guard !root.isHidden else { return [] }
        let own: [UITableView] = (root as? UITableView).map { [$0] } ?? []
        return own + root.subviews.flatMap { tables(in: $0) }
    }
}
