import Foundation
/// The kind of device an interface is for, with UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}

/// The simulated device as UIKit's globals report it: set by the screen that simulates it (its device and iOS
/// profile), read by `UIDevice.current` and `UITraitCollection.current`.
package struct SimulatedDevice: Sendable {
    package var name: String
    package var idiom: UIUserInterfaceIdiom
    package var systemVersion: String
    package init(name: String = "iPhone", idiom: UIUserInterfaceIdiom = .phone, systemVersion: String = "18.0") {
        self.name = name
        self.idiom = idiom
        self.systemVersion = systemVersion
    }
}

/// A device's physical orientation, with UIKit's raw values.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The device: `UIDevice.current` describes the simulated one (the screen acting now, else the latest made): its
/// model name, idiom and iOS version (the profile's), its orientation from the screen's (landscape is
/// `.landscapeLeft`). Battery and proximity are fixed, documented answers.
@preconcurrency @MainActor open class UIDevice: NSObject {
    /// The battery's state, with UIKit's raw values.
    public enum BatteryState: Int, Sendable { case unknown = 0, unplugged, charging, full }

    /// The simulated device.
    public static var current: UIDevice { UIDevice() }

    private var simulated: SimulatedDevice { ScreenHosts.current?.uiScreen.simulatedDevice ?? SimulatedDevice() }

    /// The device's name as the user sees it: the simulated model's.
    open var name: String { simulated.name }
    /// `iPhone` or `iPad`.
    open var model: String { simulated.idiom == .pad ? "iPad" : "iPhone" }
    open var localizedModel: String { model }
    /// `iOS` (iPadOS reports `iPadOS` from iOS 15 on; kbsim says iOS for both).
    open var systemName: String { "iOS" }
    /// The profile's iOS version (`18.0` for `ios18`).
    open var systemVersion: String { simulated.systemVersion }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { simulated.idiom }
    /// Portrait or landscape as the screen is (`.landscapeLeft` for landscape); `.unknown` with no screen.
    open var orientation: UIDeviceOrientation {
        guard let bounds = ScreenHosts.current?.uiScreen.bounds else { return .unknown }
        return bounds.width > bounds.height ? .landscapeLeft : .portrait
    }
    /// A fixed identifier (the same in every run, so transcripts stay deterministic).
    open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-4000-8000-000000000000") }
    open var isMultitaskingSupported: Bool { true }
    open var isBatteryMonitoringEnabled = false
    /// -1 (unknown), as UIKit reports while battery monitoring is off.
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }
    open var batteryState: BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }
    open var isProximityMonitoringEnabled = false
    open var proximityState: Bool { false }
    public private(set) var isGeneratingDeviceOrientationNotifications = false

    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// The input click of a custom input view (silent: kbsim plays no sound).
    open func playInputClick() {}

    /// Posted when the device's orientation changes (kbsim does not post it).
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
    nonisolated public static let batteryLevelDidChangeNotification = Notification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")
    nonisolated public static let batteryStateDidChangeNotification = Notification.Name(
        "UIDeviceBatteryStateDidChangeNotification")
}

/// Light or dark appearance, with UIKit's raw values.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified = 0, light, dark }
/// A size class, with UIKit's raw values.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified = 0, compact, regular }
/// Whether the interface uses increased contrast.
public enum UIAccessibilityContrast: Int, Sendable { case unspecified = -1, normal = 0, high = 1 }
/// Whether bold text is on.
public enum UILegibilityWeight: Int, Sendable { case unspecified = -1, regular = 0, bold = 1 }
/// The interface's layout direction in a trait collection.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable { case unspecified = -1, leftToRight = 0, rightToLeft = 1 }

/// The user's text size, with UIKit's raw values (`UICTContentSizeCategoryL` is the default).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
    private static let order: [UIContentSizeCategory] = [
        .unspecified, .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge
    ]
    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.hasPrefix("UICTContentSizeCategoryAccessibility") }
    public static func < (a: Self, b: Self) -> Bool {
        (order.firstIndex(of: a) ?? 0) < (order.firstIndex(of: b) ?? 0)
    }
}

/// The traits of the simulated device: its idiom, the size classes Apple's Human Interface Guidelines give for it
/// (iPhone: compact width, regular height in portrait, compact height in landscape, where the Plus and Max models
/// are regular wide; iPad: regular both), its scale,
/// light appearance, left-to-right layout and the default text size. They never change while a screen shows.
@preconcurrency @MainActor open class UITraitCollection: NSObject {
    public let userInterfaceIdiom: UIUserInterfaceIdiom
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let accessibilityContrast: UIAccessibilityContrast
    public let legibilityWeight: UILegibilityWeight

    init(
        idiom: UIUserInterfaceIdiom = .unspecified, style: UIUserInterfaceStyle = .unspecified,
        horizontal: UIUserInterfaceSizeClass = .unspecified, vertical: UIUserInterfaceSizeClass = .unspecified,
        scale: CGFloat = 0, direction: UITraitEnvironmentLayoutDirection = .unspecified,
        contentSize: UIContentSizeCategory = .unspecified, contrast: UIAccessibilityContrast = .unspecified,
        legibility: UILegibilityWeight = .unspecified
    ) {
        userInterfaceIdiom = idiom; userInterfaceStyle = style; horizontalSizeClass = horizontal
        verticalSizeClass = vertical; displayScale = scale; layoutDirection = direction
        preferredContentSizeCategory = contentSize; accessibilityContrast = contrast; legibilityWeight = legibility
        super.init()
    }

    /// An empty collection (every trait unspecified).
    public convenience override init() { self.init(idiom: .unspecified) }
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) { self.init(idiom: idiom) }
    public convenience init(userInterfaceStyle style: UIUserInterfaceStyle) { self.init(style: style) }
    public convenience init(horizontalSizeClass size: UIUserInterfaceSizeClass) { self.init(horizontal: size) }
    public convenience init(verticalSizeClass size: UIUserInterfaceSizeClass) { self.init(vertical: size) }
    public convenience init(displayScale scale: CGFloat) { self.init(scale: scale) }
    public convenience init(preferredContentSizeCategory category: UIContentSizeCategory) {
        self.init(contentSize: category)
    }
    /// The traits of several collections, later ones winning where specified.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        func pick<T: Equatable>(_ key: (UITraitCollection) -> T, _ none: T) -> T {
            collections.reversed().map(key).first { $0 != none } ?? none
        }
        self.init(
            idiom: pick(\.userInterfaceIdiom, .unspecified), style: pick(\.userInterfaceStyle, .unspecified),
            horizontal: pick(\.horizontalSizeClass, .unspecified), vertical: pick(\.verticalSizeClass, .unspecified),
            scale: pick(\.displayScale, 0), direction: pick(\.layoutDirection, .unspecified),
            contentSize: pick(\.preferredContentSizeCategory, .unspecified),
            contrast: pick(\.accessibilityContrast, .unspecified), legibility: pick(\.legibilityWeight, .unspecified))
    }

    /// The simulated device's traits (the screen acting now, else the latest made).
    public static var current: UITraitCollection {
        let device = ScreenHosts.current?.uiScreen.simulatedDevice ?? SimulatedDevice()
        let screen = ScreenHosts.current?.uiScreen
        let landscape = (screen?.bounds.width ?? 0) > (screen?.bounds.height ?? 0)
        let pad = device.idiom == .pad
        // The Human Interface Guidelines' size-class table: the large iPhones (Plus, Max) are regular wide in landscape.
        let wide = pad || (landscape && (device.name.contains("Max") || device.name.contains("Plus")))
        return UITraitCollection(
            idiom: device.idiom, style: .light, horizontal: wide ? .regular : .compact,
            vertical: pad || !landscape ? .regular : .compact, scale: screen?.scale ?? 3,
            direction: .leftToRight, contentSize: .large, contrast: .normal, legibility: .regular)
    }

    /// Whether colours would look different under the other collection (its appearance or contrast differ).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return userInterfaceStyle != other.userInterfaceStyle || accessibilityContrast != other.accessibilityContrast
    }
    /// Whether this collection has every specified trait of `other`.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let o = other else { return true }
        return (o.userInterfaceIdiom == .unspecified || o.userInterfaceIdiom == userInterfaceIdiom)
            && (o.userInterfaceStyle == .unspecified || o.userInterfaceStyle == userInterfaceStyle)
            && (o.horizontalSizeClass == .unspecified || o.horizontalSizeClass == horizontalSizeClass)
            && (o.verticalSizeClass == .unspecified || o.verticalSizeClass == verticalSizeClass)
    }
    /// Runs `actions` (the collection is not made current: kbsim's colours do not depend on traits).
    public func performAsCurrent(_ actions: () -> Void) { actions() }
}

/// What views and controllers share about traits.
@preconcurrency @MainActor public protocol UITraitEnvironment: AnyObject {
    var traitCollection: UITraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIView: UITraitEnvironment {}
extension UIViewController: UITraitEnvironment {}
