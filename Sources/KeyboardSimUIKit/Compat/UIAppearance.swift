import Foundation
// Appearance proxies: `UITextField.appearance().textColor = .brown` styles every text field that enters a window
// afterwards.
//
// UIKit's proxy records the setters sent to it and replays them on each instance of the class (or a subclass) when
// the instance is added to a window, just before `didMoveToWindow()`; a view already in a window is not changed
// (Apple's UIAppearance reference: "iOS applies appearance changes when a view enters a window, it doesn't change
// the appearance of a view that's already in a window"). A value set on the instance itself is not overridden
// (UIKit tracks the setters an appearance covers and skips those the instance has called; described in
// pspdfkit.com/blog/2020/adopting-uiappearance and petersteinberger.com/blog/2013/uiappearance-for-custom-views).
// `appearance(whenContainedInInstancesOf:)` applies only inside the given containers, listed innermost first
// ("ascending hierarchical order"), each an ancestor of the previous one.
//
// Without the Objective-C runtime a setter cannot be intercepted, so the proxy is a real instance of the class,
// made once with `init(coder:)` (the one initialiser every view subclass has) and never shown, and each setter
// that an appearance can set tells it so with ``UIView/appearancePropertyDidSet(_:named:)``: KeyboardSim's own
// setters do (backgroundColor, tintColor, a field's, label's or text view's font, textColor, textAlignment, a
// field's borderStyle and keyboardAppearance), and `kbsim port` adds the call to the setters of a view's properties
// declared `dynamic` — the Swift spelling of an appearance property (UIKit's appearance machinery only reaches
// `@objc dynamic` members). On the proxy the call records the property's new value; on an ordinary view, outside
// the replay, it marks the property as set on the instance. Reading a property of the proxy gives the value set
// on it, as in UIKit.

/// A class whose instances an appearance proxy can style (``UIView`` and its subclasses).
@preconcurrency @MainActor public protocol UIAppearance: AnyObject {}

/// A class that can contain styled views, for ``UIAppearance/appearance(whenContainedInInstancesOf:)``: views and
/// view controllers.
@preconcurrency @MainActor public protocol UIAppearanceContainer: AnyObject {}

extension UIAppearanceContainer {
    /// Whether `object` is an instance of this type or of a subclass (asked of an existential metatype).
    static func hasInstance(_ object: AnyObject) -> Bool { object is Self }
}

extension UIView: UIAppearance, UIAppearanceContainer {}
extension UIViewController: UIAppearanceContainer {}

extension UIAppearance where Self: UIView {
    /// The proxy that styles every instance of this class (and its subclasses) that enters a window afterwards:
    /// set properties on it as on a view. The same proxy is returned each time.
    public static func appearance() -> Self {
        AppearanceRegistry.proxy(for: Self.self, containers: [])
    }

    /// The proxy that styles instances of this class inside the given containers: `[UITableViewCell.self,
    /// MyForm.self]` is a view in a cell that is in a `MyForm`, the innermost container first. A more specific
    /// proxy (more containers, or a subclass) wins over a less specific one.
    public static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self {
        AppearanceRegistry.proxy(for: Self.self, containers: containerTypes)
    }
}

extension UIView {
    /// Tells the appearance machinery that the setter of an appearance property ran: on an appearance proxy the
    /// value now in the property is recorded for the instances to come; on a view it marks the property as set on
    /// the instance, so that no proxy overrides it. KeyboardSim's appearance setters call it, and `kbsim port`
    /// adds the call to the setters of properties declared `dynamic`.
    public func appearancePropertyDidSet<Root: UIView, Value>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>, named name: String
    ) {
        if let proxy = compat.appearanceProxy {
            guard let root = self as? Root else { return }
            let value = root[keyPath: keyPath]
            proxy.record(name) { view in (view as? Root)?[keyPath: keyPath] = value }
        } else if !AppearanceRegistry.isApplying {
            compat.appearanceSetOnInstance.insert(name)
        }
    }

    /// Whether this view is an appearance proxy (an instance made by ``UIAppearance/appearance()``, never shown).
    public var isAppearanceProxy: Bool { compat.appearanceProxy != nil }

    /// Replays the proxies' recorded values on the view, least specific proxy first; called as the view enters a
    /// window, before ``didMoveToWindow()``. Values the view set itself are skipped; nothing is done when no
    /// proxy changed since the last time.
    /// A text view's hidden editor is no view of the app's: `UITextField` proxies do not style it.
    func applyAppearance() {
        guard !isAppearanceProxy, !(self is TextViewEditor),
            compat.appearanceGeneration != AppearanceRegistry.generation
        else { return }
        compat.appearanceGeneration = AppearanceRegistry.generation
        let matching = AppearanceRegistry.proxies.filter { $0.applies(to: self) }
            .sorted { ($0.classDepth, $0.containers.count, $0.order) < ($1.classDepth, $1.containers.count, $1.order) }
        guard !matching.isEmpty else { return }
        AppearanceRegistry.isApplying = true
        defer { AppearanceRegistry.isApplying = false }
        for proxy in matching {
            for (name, apply) in proxy.invocations where !compat.appearanceSetOnInstance.contains(name) {
                apply(self)
            }
        }
    }
}

/// One appearance proxy: the class it styles, its containers, and the values set on it, in the order first set.
@MainActor final class AppearanceProxy {
    let classID: ObjectIdentifier
    let containers: [any UIAppearanceContainer.Type]
    /// How many superclasses the styled class has below `UIView` (a subclass's proxy is applied after, so wins).
    let classDepth: Int
    /// The proxy's creation order (the last tie-break).
    let order: Int
    let isInstance: (AnyObject) -> Bool
    private(set) var invocations: [(name: String, apply: (UIView) -> Void)] = []

    init(
        classID: ObjectIdentifier, containers: [any UIAppearanceContainer.Type], classDepth: Int, order: Int,
        isInstance: @escaping (AnyObject) -> Bool
    ) {
        self.classID = classID
        self.containers = containers
        self.classDepth = classDepth
        self.order = order
        self.isInstance = isInstance
    }

    func record(_ name: String, _ apply: @escaping (UIView) -> Void) {
        if let i = invocations.firstIndex(where: { $0.name == name }) {
            invocations[i].apply = apply
        } else {
            invocations.append((name, apply))
        }
        AppearanceRegistry.generation &+= 1
    }

    /// Whether the proxy styles `view`: an instance of its class, inside its containers (each one an ancestor of
    /// the previous, going up the responder chain, so a view controller counts as its view's container).
    func applies(to view: UIView) -> Bool {
        guard isInstance(view) else { return false }
        var remaining = containers[...]
        var ancestor = view.next
        while let container = remaining.first, let a = ancestor {
            if container.hasInstance(a) { remaining = remaining.dropFirst() }
            ancestor = a.next
        }
        return remaining.isEmpty
    }
}

/// The proxies made so far, for the whole process (as UIKit's are).
@MainActor enum AppearanceRegistry {
    static var proxies: [AppearanceProxy] = []
    private static var views: [ObjectIdentifier: UIView] = [:]
    /// Bumped on every recorded value: a view that entered a window since is styled again when it next enters one.
    static var generation = 1
    /// Set while recorded values are replayed on a view (its setters then do not count as set on the instance).
    static var isApplying = false

    static func proxy<V: UIView>(for type: V.Type, containers: [any UIAppearanceContainer.Type]) -> V {
        let classID = ObjectIdentifier(type)
        let containerIDs = containers.map { ObjectIdentifier($0) }
        if let existing = proxies.first(where: {
            $0.classID == classID && $0.containers.map({ ObjectIdentifier($0) }) == containerIDs
        }),
            let view = views[ObjectIdentifier(existing)] as? V
        {
            return view
        }
        // `init(coder:)` is required of every view class, so it can make an instance of any of them.
        guard let view = V(coder: NSCoder()) else {
            fatalError(
                "\(V.self).appearance(): kbsim makes the appearance proxy with init(coder:), and \(V.self)'s returned nil"
            )
        }
        var depth = 0
        var mirror = Mirror(reflecting: view).superclassMirror
        while let m = mirror { depth += 1; mirror = m.superclassMirror }
        let proxy = AppearanceProxy(
            classID: classID, containers: containers, classDepth: depth, order: proxies.count,
            isInstance: { $0 is V })
        view.compat.appearanceProxy = proxy
        proxies.append(proxy)
        views[ObjectIdentifier(proxy)] = view
        return view
    }
}
