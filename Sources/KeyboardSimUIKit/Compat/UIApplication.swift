import Foundation
import KeyboardSimTranscript
/// The app: enough for the "dismiss the keyboard from anywhere" idioms,
/// `UIApplication.shared.sendAction(Selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)` and
/// `UIApplication.shared.keyWindow?.endEditing(true)`, on the current `Screen`.
@preconcurrency @MainActor public final class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()
    private override init() { super.init() }

    /// The current screen's window.
    public var keyWindow: UIWindow? { ScreenHosts.current?.window }
    /// The current screen's window.
    public var windows: [UIWindow] { keyWindow.map { [$0] } ?? [] }
    /// The app's layout direction: left to right (kbsim simulates left-to-right languages).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// Whether the network activity indicator shows (stored only).
    public var isNetworkActivityIndicatorVisible = false
    /// The app's state: always active in a simulation.
    public var applicationState: State { .active }
    /// The app's states.
    public enum State: Int, Sendable { case active, inactive, background }

    // MARK: Opening URLs (recorded, nothing opens)

    /// The URL of the app's page in Settings (UIKit's string).
    nonisolated public static let openSettingsURLString = "app-settings:"
    /// The URL schemes ``canOpenURL(_:)`` answers true for: `http` and `https` (a browser is always installed) and
    /// the settings page by default; a test adds the schemes of the apps it pretends are installed.
    public var openableURLSchemes: Set<String> = ["http", "https", "app-settings"]
    /// Every URL app code asked to open, in order (kbsim opens nothing).
    public private(set) var openedURLs: [URL] = []

    /// Options for ``open(_:options:completionHandler:)``.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Open only a universal link an installed app claims (UIKit's raw value).
        public static let universalLinksOnly = OpenExternalURLOptionsKey("UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The keys of the options an app delegate's `application(_:didFinishLaunchingWithOptions:)` gets (UIKit's raw
    /// values; kbsim launches no app, so nothing passes them: present so app delegates compile).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let localNotification = LaunchOptionsKey("UIApplicationLaunchOptionsLocalNotificationKey")
        public static let annotation = LaunchOptionsKey("UIApplicationLaunchOptionsAnnotationKey")
        public static let location = LaunchOptionsKey("UIApplicationLaunchOptionsLocationKey")
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(
            "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let userActivityType = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityTypeKey")
    }

    /// The keys of the options an app delegate's `application(_:open:options:)` gets (UIKit's raw values; present
    /// so app delegates compile).
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey("UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey("UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey("UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// Whether an app is installed that opens `url` (its scheme is in ``openableURLSchemes``).
    public func canOpenURL(_ url: URL) -> Bool {
        url.scheme.map { openableURLSchemes.contains($0.lowercased()) } ?? false
    }

    /// Records `url` in ``openedURLs`` and calls `completion` at once with whether it would have opened
    /// (``canOpenURL(_:)``; false for `universalLinksOnly`, since no app claims links in kbsim). Nothing opens and
    /// the app stays active.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
        completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        openedURLs.append(url)
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? false
        completion?(!universalOnly && canOpenURL(url))
    }
    /// The iOS 2–9 spelling: records `url` and returns ``canOpenURL(_:)``.
    @available(*, deprecated, renamed: "open(_:options:completionHandler:)")
    @discardableResult
    public func openURL(_ url: URL) -> Bool {
        openedURLs.append(url)
        return canOpenURL(url)
    }

    /// Performs `action` on `target`, or with a nil target on the first responder (then up its chain). Returns
    /// whether something performed it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            action.perform(target: target as AnyObject, with: sender)
            return true
        }
        var responder: UIResponder? = ScreenHosts.current?.window.firstResponderView
        while let r = responder {
            if action.canPerform(on: r) {
                action.perform(target: r, with: sender)
                return true
            }
            responder = r.next
        }
        return false
    }
}

/// An event (touches); kbsim creates none. Present so action methods taking one compile.
@preconcurrency @MainActor open class UIEvent: NSObject {}

/// A touch; kbsim creates none. Present so `touchesBegan(_:with:)` overrides compile.
@preconcurrency @MainActor open class UITouch: NSObject {
    /// The touch's location (the origin: kbsim has no touches).
    open func location(in view: UIView?) -> CGPoint { .zero }
}

/// Left-to-right or right-to-left layout.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight = 0, rightToLeft = 1 }

/// How a view's contents follow the layout direction.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// The status bar's style (stored only: kbsim shows no status bar).
public enum UIStatusBarStyle: Int, Sendable { case `default` = 0, lightContent = 1, darkContent = 3 }
