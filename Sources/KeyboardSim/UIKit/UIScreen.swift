/// A display. Its bounds follow the simulated device and orientation.
@MainActor public final class UIScreen: NSObject {
    /// The screen's bounds in points.
    public internal(set) var bounds: CGRect
    /// Points to pixels.
    public internal(set) var scale: CGFloat

    init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
        super.init()
    }

    /// The screen of the most recently created ``Screen`` (UIKit's `UIScreen.main`).
    public static var main: UIScreen { Screen.current?.uiScreen ?? UIScreen(bounds: .zero, scale: 1) }
}
