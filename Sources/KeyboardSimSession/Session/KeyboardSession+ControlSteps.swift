import Foundation
import KeyboardSimUIKit
import KeyboardSimCore

// The user's touches on a screen's own controls: its buttons, its navigation bar's buttons, switches, sliders and
// segmented controls (docs/scenarios.md, "The screen's other controls"). Each finds the control as a person finds
// it on the screen (a shown, not hidden view of the window; a button by its title, any control by its
// accessibilityIdentifier), refuses with one line naming what there is instead, then touches it through kbsim's
// UIKit, which records the `user` event and sends the control events UIKit sends.

extension KeyboardSession {
    /// The user taps the button titled `label` (its current title), or whose `accessibilityIdentifier` is `label`:
    /// `.touchDown`, `.touchUpInside` and `.primaryActionTriggered` are sent (`Screen.tapButton(_:)`). Throws when
    /// no shown button has that title or identifier, or when several do (the message lists the buttons).
    public func tapButton(_ label: String) throws {
        let step = "tap-button \(ScenarioPrinter.value(label))"
        let buttons: [UIButton] = Self.shown(in: screen.window)
        let found = buttons.filter { $0.currentTitle == label || $0.accessibilityIdentifier == label }
        guard found.count == 1, let button = found.first else {
            let names = buttons.map(Self.describe)
            let reason =
                found.count > 1
                ? "\(found.count) buttons on screen are titled or identified \"\(label)\"; give one an accessibilityIdentifier"
                : "no button on screen is titled or identified \"\(label)\"; " + Self.listing("buttons", names)
            throw SimulationError(.notOnScreen(action: step, reason: reason))
        }
        action { screen.tapButton(button) }
    }

    /// The user taps a button of the navigation bar: an item of the `navigationItem` of the topmost view controller
    /// on screen that has bar button items (left or right), found by its title or its system item's name (`done`,
    /// `cancel`). UIKit runs the item's primary action, else sends its action to its target
    /// (`UIBarButtonItem.tap()`). Throws when no controller on screen has such an item (the message lists them).
    public func tapNavigationItem(_ title: String) throws {
        let step = "tap-nav-item \(ScenarioPrinter.value(title))"
        let controllers = Self.controllers(in: screen.window).filter {
            !($0.navigationItem.leftBarButtonItems ?? []).isEmpty
                || !($0.navigationItem.rightBarButtonItems ?? []).isEmpty
        }
        guard let top = controllers.last else {
            throw SimulationError(
                .notOnScreen(action: step, reason: "no view controller on screen has navigation bar buttons"))
        }
        let items = (top.navigationItem.leftBarButtonItems ?? []) + (top.navigationItem.rightBarButtonItems ?? [])
        let buttons = items.filter { $0.systemItem != .flexibleSpace && $0.systemItem != .fixedSpace }
        guard
            let item = buttons.first(where: { $0.title == title })
                ?? buttons.first(where: { $0.systemItem.map { "\($0)" } == title })
        else {
            let names = buttons.map { b in
                b.title.map { "\"\($0)\"" } ?? b.systemItem.map { "\($0)" } ?? b.accessibilityIdentifier
                    ?? "an untitled item"
            }
            throw SimulationError(
                .notOnScreen(
                    action: step,
                    reason: "the navigation bar of \(Swift.type(of: top)) has no item titled \"\(title)\"; "
                        + "items: \(names.joined(separator: ", "))"))
        }
        action { item.tap() }
    }

    /// The user flips the switch whose `accessibilityIdentifier` is `id`, or the only switch on screen when `id` is
    /// nil (`UISwitch.tap()`).
    public func toggleSwitch(_ id: String?) throws {
        let control: UISwitch = try onlyControl(
            id, kind: "switch", plural: "switches", step: "toggle" + (id.map { " " + ScenarioPrinter.value($0) } ?? ""))
        action { control.tap() }
    }

    /// The user drags the thumb of the slider whose `accessibilityIdentifier` is `id` (or of the only slider on
    /// screen) to `value`, clamped to its range (`UISlider.slide(to:)`).
    public func slide(_ id: String?, to value: Double) throws {
        let step = "slide " + (id.map { ScenarioPrinter.value($0) + " " } ?? "") + ScenarioPrinter.number(value)
        let control: UISlider = try onlyControl(id, kind: "slider", plural: "sliders", step: step)
        action { control.slide(to: Float(value)) }
    }

    /// The user taps a segment, by its index or its title, of the segmented control whose `accessibilityIdentifier`
    /// is `id` (or of the only one on screen) (`UISegmentedControl.tapSegment(at:)`). Throws when there is no
    /// such segment (the message lists the segments).
    public func selectSegment(_ id: String?, _ segment: PickerRow) throws {
        let step = "select-segment " + (id.map { ScenarioPrinter.value($0) + " " } ?? "") + segment.spelling
        let control: UISegmentedControl = try onlyControl(
            id, kind: "segmented control", plural: "segmented controls", step: step)
        let count = control.numberOfSegments
        let titles = (0..<count).map { control.titleForSegment(at: $0) }
        let index: Int
        switch segment {
        case .index(let n):
            guard n < count else {
                throw SimulationError(
                    .notOnScreen(
                        action: step,
                        reason: "the segmented control has \(count) segment\(count == 1 ? "" : "s")"
                            + (count == 0 ? "" : " (0…\(count - 1))")))
            }
            index = n
        case .title(let title):
            guard let n = titles.firstIndex(of: title) else {
                let shown = titles.enumerated().map { $0.element.map { "\"\($0)\"" } ?? "\($0.offset) (an image)" }
                throw SimulationError(
                    .notOnScreen(
                        action: step,
                        reason: "the segmented control has no segment titled \"\(title)\"; "
                            + (count == 0 ? "it has no segments" : "segments: \(shown.joined(separator: ", "))")))
            }
            index = n
        }
        action { control.tapSegment(at: index) }
    }

    /// The one shown control of a kind, by identifier or (nil) the only one on screen; throws naming what there is.
    private func onlyControl<C: UIControl>(_ id: String?, kind: String, plural: String, step: String) throws -> C {
        let all: [C] = Self.shown(in: screen.window)
        let found = id.map { id in all.filter { $0.accessibilityIdentifier == id } } ?? all
        guard found.count == 1, let control = found.first else {
            let ids = all.map {
                $0.accessibilityIdentifier.map { "\"\($0)\"" } ?? "one with no accessibilityIdentifier"
            }
            let reason: String
            if all.isEmpty {
                reason = "no \(kind) is on screen"
            } else if let id, found.isEmpty {
                reason = "no \(kind) on screen has the accessibilityIdentifier \"\(id)\"; " + Self.listing(plural, ids)
            } else if let id {
                reason = "\(found.count) \(plural) on screen have the accessibilityIdentifier \"\(id)\""
            } else {
                reason =
                    "\(all.count) \(plural) are on screen; name one by its accessibilityIdentifier (\(ids.joined(separator: ", ")))"
            }
            throw SimulationError(.notOnScreen(action: step, reason: reason))
        }
        return control
    }

    /// "KINDS: a, b" or "there are none".
    private static func listing(_ kinds: String, _ names: [String]) -> String {
        names.isEmpty
            ? "there are none" : "\(kinds): \(names.prefix(12).joined(separator: ", "))\(names.count > 12 ? ", …" : "")"
    }

    /// A button as a script names it: its title, else its identifier.
    private static func describe(_ button: UIButton) -> String {
        button.currentTitle.map { "\"\($0)\"" } ?? button.accessibilityIdentifier.map { "\"\($0)\" (identifier)" }
            ?? "an untitled button"
    }

    /// The views of a kind shown under `root` (hidden views and what they hold are not shown), in view-tree order.
    static func shown<V: UIView>(in root: UIView) -> [V] {
        guard !root.isHidden else { return [] }
        let own: [V] = (root as? V).map { [$0] } ?? []
        return own + root.subviews.flatMap { shown(in: $0) as [V] }
    }

    /// The view controllers whose views are shown under `root`, in view-tree order (a presented one after its
    /// presenter, a pushed one inside its navigation controller).
    static func controllers(in root: UIView) -> [UIViewController] {
        guard !root.isHidden else { return [] }
        let own: [UIViewController] = (root.next as? UIViewController).map { [$0] } ?? []
        return own + root.subviews.flatMap { controllers(in: $0) }
    }
}
