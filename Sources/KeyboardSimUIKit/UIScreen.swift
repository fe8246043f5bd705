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

    /// The simulated display (UIKit's `UIScreen.main`): the screen whose action is running, else the most recently
    /// created one.
    public static var main: UIScreen { ScreenHosts.current?.uiScreen ?? UIScreen(bounds: .zero, scale: 1) }
}
