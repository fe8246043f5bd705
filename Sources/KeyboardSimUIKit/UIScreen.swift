import Foundation
/// A display. Its bounds follow the simulated device and orientation.
@preconcurrency @MainActor public final class UIScreen: NSObject {
    /// The screen's bounds in points.
    public package(set) var bounds: CGRect
    /// Points to pixels.
    public internal(set) var scale: CGFloat
    /// The device and iOS version simulated (`UIDevice.current`, `UITraitCollection.current`).
    package var simulatedDevice = SimulatedDevice()

    package init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }

    /// The screen's coordinate space, which follows the interface's orientation (its bounds are ``bounds``; iOS 8).
    public private(set) lazy var coordinateSpace: any UICoordinateSpace = ScreenCoordinateSpace(
        screen: self, fixed: false)
    /// The portrait-up coordinate space, the same whatever the orientation (iOS 8).
    public private(set) lazy var fixedCoordinateSpace: any UICoordinateSpace = ScreenCoordinateSpace(
        screen: self, fixed: true)
    /// The screen's size in pixels, portrait-up (iOS 8).
    public var nativeBounds: CGRect {
        CGRect(
            x: 0, y: 0, width: min(bounds.width, bounds.height) * scale,
            height: max(bounds.width, bounds.height) * scale)
    }
    /// Pixels per point of the physical screen (the same as ``scale`` in kbsim).
    public var nativeScale: CGFloat { scale }

    /// The simulated display (UIKit's `UIScreen.main`): the screen whose action is running, else the most recently
    /// created one.
    public static var main: UIScreen { ScreenHosts.current?.uiScreen ?? UIScreen(bounds: .zero, scale: 1) }
}
