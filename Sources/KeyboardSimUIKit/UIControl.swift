import Foundation
import KeyboardSimTranscript
/// A view that sends actions for control events (target-action and `UIAction`).
@preconcurrency @MainActor open class UIControl: UIView {
    /// Control events with UIKit's raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// iOS 9; a text field sends it when Return is tapped (iOS 14 and later profiles).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The transcript name of a single editing event (`editingChanged` …), nil for others.
        var editingName: String? {
            switch self {
            case .editingDidBegin: "editingDidBegin"
            case .editingChanged: "editingChanged"
            case .editingDidEnd: "editingDidEnd"
            case .editingDidEndOnExit: "editingDidEndOnExit"
            case .primaryActionTriggered: "primaryActionTriggered"
            default: nil
            }
        }

        /// Single-bit events, lowest first.
        var singleEvents: [Event] {
            var out: [Event] = []
            var bits = rawValue
            while bits != 0 {
                let low = bits & (~bits &+ 1)
                out.append(Event(rawValue: low))
                bits &= ~low
            }
            return out
        }
    }

    /// Whether the control is enabled. A disabled text field cannot become first responder.
    open var isEnabled: Bool = true {
        willSet { willChangeValue(forKey: "isEnabled") }
        didSet { didChangeValue(forKey: "isEnabled") }
    }
    /// Whether the control is selected.
    open var isSelected: Bool = false
    /// Whether the control is highlighted.
    open var isHighlighted: Bool = false
    /// How the content sits vertically (a field's text and placeholder; stored only: kbsim lays out no text).
    open var contentVerticalAlignment: ContentVerticalAlignment = .center
    /// How the content sits horizontally (stored only).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    /// ``contentHorizontalAlignment`` with `leading`/`trailing` resolved for the layout direction (left to right in
    /// kbsim).
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: .left
        case .trailing: .right
        default: contentHorizontalAlignment
        }
    }

    /// Vertical content alignment, with UIKit's raw values.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top = 1, bottom = 2, fill = 3
    }
    /// Horizontal content alignment, with UIKit's raw values (`leading` and `trailing`: iOS 11).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left = 1, right = 2, fill = 3, leading = 4, trailing = 5
    }

    struct Registration {
        let events: Event
        let action: UIAction?
        let target: AnyObject?
        let call: @MainActor (Any?) -> Void
        /// For `addTarget(_:action:for:)` (Compat/UIControl+Selector.swift): the selector and its target, held
        /// weakly as UIKit does.
        var selector: Selector? = nil
        weak var selectorTarget: AnyObject? = nil
    }
    var registrations: [Registration] = []

    /// Adds an action to run for the given events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registrations.append(
            Registration(events: controlEvents, action: action, target: nil) { sender in
                // The sender is set only while the handler runs: kept afterwards, the action would keep its control
                // alive (control → action → control), one leaked field per session.
                let previous = action.sender
                action.sender = sender
                action.handler(action)
                action.sender = previous
            })
    }

    /// Removes an action for the given events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        registrations.removeAll { $0.action === action && !$0.events.intersection(controlEvents).isEmpty }
    }

    /// Removes the actions with this identifier for the given events.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        registrations.removeAll {
            $0.action?.identifier == identifier && !$0.events.intersection(controlEvents).isEmpty
        }
    }

    /// Adds a closure run for the given events, with the control as sender (kbsim's stand-in for target-action).
    public final func addTarget(
        _ target: AnyObject?, for controlEvents: Event, _ body: @escaping @MainActor (Any?) -> Void
    ) {
        registrations.append(Registration(events: controlEvents, action: nil, target: target, call: body))
    }

    // MARK: Target-action with selectors

    /// Registers `action` to be performed on `target` when any of `controlEvents` happens. The target is held
    /// weakly, as in UIKit; a nil target means the first object up the responder chain (from the control) that the
    /// action can be performed on. Adding the same target and action again for the same events does nothing.
    ///
    /// ```swift
    /// field.addTarget(self, action: Selector(textFieldDidChange(_:)), for: .editingChanged)
    /// ```
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if registrations.contains(where: {
            $0.selector == action && $0.selectorTarget === object && $0.events == controlEvents
        }) {
            return
        }
        let hadTarget = object != nil
        // Each action goes through the overridable sendAction(_:to:for:), as UIKit sends it.
        let registration = Registration(
            events: controlEvents, action: nil, target: nil,
            call: { [weak self, weak object] _ in
                guard let self else { return }
                if hadTarget {
                    // UIKit's targets are weak: a deallocated target gets nothing (a bound selector calls its object).
                    guard let object else { if action.isBound { self.sendAction(action, to: nil, for: nil) }; return }
                    self.sendAction(action, to: object, for: nil)
                } else {
                    self.sendAction(action, to: nil, for: nil)
                }
            }, selector: action, selectorTarget: object)
        registrations.append(registration)
    }

    /// Removes selector registrations: of `target` (nil: every target), for `action` (nil: every action), for
    /// `controlEvents` (those events are taken out of each registration; `.allEvents` removes it).
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        var kept: [Registration] = []
        for var r in registrations {
            guard let selector = r.selector, object == nil || r.selectorTarget === object,
                action == nil || action == selector
            else {
                kept.append(r)
                continue
            }
            r = Registration(
                events: r.events.subtracting(controlEvents), action: nil, target: nil, call: r.call,
                selector: r.selector, selectorTarget: r.selectorTarget)
            if !r.events.isEmpty { kept.append(r) }
        }
        registrations = kept
    }

    /// The actions registered for `target` and any of `controlEvent`, as selector descriptions (names, or
    /// signatures for function references); nil when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let found = registrations.filter {
            $0.selector != nil && $0.selectorTarget === object && !$0.events.intersection(controlEvent).isEmpty
        }.map { $0.selector!.description }
        return found.isEmpty ? nil : found
    }

    /// The targets of selector registrations (a nil target appears as `NSNull`, as in UIKit).
    open var allTargets: Set<AnyHashable> {
        var out = Set<AnyHashable>()
        for r in registrations where r.selector != nil {
            if let t = r.selectorTarget as? NSObject {
                out.insert(t)
            } else if let t = r.selectorTarget {
                out.insert(ObjectIdentifier(t))
            } else {
                out.insert(NSNull())
            }
        }
        return out
    }

    /// UIKit's `sendAction(_:to:for:)`: performs one action on a target (nil: up the responder chain). Every
    /// selector action the control sends goes through it, so a subclass that overrides it sees each one.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        let object = target.map { $0 as AnyObject } ?? responderChainTarget(for: action)
        action.perform(target: object, with: self)
    }

    /// Whether anything is registered for any of these events.
    public func hasActions(for controlEvents: Event) -> Bool {
        registrations.contains { !$0.events.intersection(controlEvents).isEmpty }
    }

    /// The control events with at least one action.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Sends the actions registered for these events, as UIKit does when the events happen. Editing events are
    /// recorded in the transcript of the control's screen.
    open func sendActions(for controlEvents: Event) {
        if controlEvents.rawValue & (controlEvents.rawValue &- 1) == 0 {
            send(controlEvents)
        } else {
            for event in controlEvents.singleEvents { send(event) }
        }
    }

    private func send(_ event: Event) {
        do {
            if let name = event.editingName, let screen = host {
                screen.transcript.recordControl(field: screen.name(of: self), event: name)
            }
            guard !registrations.isEmpty else { return }
            for registration in registrations where registration.events.contains(event) {
                registration.call(self)
            }
        }
    }
}

/// A menu element with a handler (iOS 14), usable with ``UIControl/addAction(_:for:)``.
@preconcurrency @MainActor open class UIAction: NSObject {
    /// A stable identifier for removing an action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
    public typealias UIActionHandler = @MainActor (UIAction) -> Void

    public let title: String
    public let identifier: Identifier
    public let handler: UIActionHandler
    /// The control that sent the action, while its handler runs.
    public internal(set) var sender: Any?

    public init(title: String = "", identifier: Identifier? = nil, handler: @escaping UIActionHandler) {
        self.title = title
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }
}
