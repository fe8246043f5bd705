import Foundation
import KeyboardSimTranscript
/// Target-action with selectors: what `addTarget(self, action: #selector(…), for: …)` becomes after `kbsim port`.
extension UIControl {
    /// Registers `action` to be performed on `target` when any of `controlEvents` happens. The target is held
    /// weakly, as in UIKit; a nil target means the first object up the responder chain (from the control) that the
    /// action can be performed on. Adding the same target and action again for the same events does nothing.
    ///
    /// ```swift
    /// field.addTarget(self, action: Selector(textFieldDidChange(_:)), for: .editingChanged)
    /// ```
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        if registrations.contains(where: { $0.selector == action && $0.selectorTarget === object && $0.events == controlEvents }) {
            return
        }
        let hadTarget = object != nil
        let registration = Registration(events: controlEvents, action: nil, target: nil, call: { [weak self, weak object] sender in
            guard let self else { return }
            if hadTarget {
                // UIKit's targets are weak: a deallocated target gets nothing.
                guard let object else { if action.isBound { action.perform(target: nil, with: sender) }; return }
                action.perform(target: object, with: sender)
            } else {
                action.perform(target: self.responderChainTarget(for: action), with: sender)
            }
        }, selector: action, selectorTarget: object)
        registrations.append(registration)
    }

    /// Removes selector registrations: of `target` (nil: every target), for `action` (nil: every action), for
    /// `controlEvents` (those events are taken out of each registration; `.allEvents` removes it).
    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        var kept: [Registration] = []
        for var r in registrations {
            guard let selector = r.selector, object == nil || r.selectorTarget === object,
                  action == nil || action == selector else {
                kept.append(r)
                continue
            }
            r = Registration(events: r.events.subtracting(controlEvents), action: nil, target: nil, call: r.call,
                             selector: r.selector, selectorTarget: r.selectorTarget)
            if !r.events.isEmpty { kept.append(r) }
        }
        registrations = kept
    }

    /// The actions registered for `target` and any of `controlEvent`, as selector descriptions (names, or
    /// signatures for function references); nil when there are none.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        let found = registrations.filter {
            $0.selector != nil && $0.selectorTarget === object && !$0.events.intersection(controlEvent).isEmpty
        }.map { $0.selector!.description }
        return found.isEmpty ? nil : found
    }

    /// The targets of selector registrations (a nil target appears as `NSNull`, as in UIKit).
    public var allTargets: Set<AnyHashable> {
        var out = Set<AnyHashable>()
        for r in registrations where r.selector != nil {
            if let t = r.selectorTarget as? NSObject { out.insert(t) }
            else if let t = r.selectorTarget { out.insert(ObjectIdentifier(t)) }
            else { out.insert(NSNull()) }
        }
        return out
    }

    /// UIKit's `sendAction(_:to:for:)`: performs one action on a target (nil: up the responder chain).
    public func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        let object = target.map { $0 as AnyObject } ?? responderChainTarget(for: action)
        action.perform(target: object, with: self)
    }

    /// The first responder up the chain from this control that `action` can be performed on.
    func responderChainTarget(for action: Selector) -> AnyObject? {
        var responder: UIResponder? = self
        while let r = responder {
            if action.canPerform(on: r) { return r }
            responder = r.next
        }
        return nil
    }
}
