import Foundation
import KeyboardSimUIKit

/// What the system around the app provides a screen: the display (`UIScreen.main`) and its orientation, the
/// pasteboard (`UIPasteboard.general`) and the notification center notifications are posted through.
@MainActor final class SystemServices {
    private var currentOrientation: Orientation
    private let display: UIScreen
    private let board = UIPasteboard()
    private let center: NotificationCenter

    init(orientation: Orientation, uiScreen: UIScreen, notificationCenter: NotificationCenter) {
        self.currentOrientation = orientation
        self.display = uiScreen
        self.center = notificationCenter
    }

    var orientation: Orientation { currentOrientation }
    var uiScreen: UIScreen { display }
    var pasteboard: UIPasteboard { board }
    var notificationCenter: NotificationCenter { center }

    /// The device turns: the display takes the new size.
    func rotate(to orientation: Orientation, size: CGSize) {
        currentOrientation = orientation
        display.bounds = CGRect(origin: .zero, size: size)
    }
}

/// The names fields have in the transcript (their `accessibilityIdentifier`, or `field1`, `field2`, … in the order
/// they are first named), and the objects the screen keeps alive for its fields (built-in delegates).
@MainActor final class FieldNames {
    private var autoNames = 0
    private var retained: [AnyObject] = []

    /// The name a view has in the transcript, naming it now if it has none.
    func name(of view: UIView) -> String {
        if let id = view.accessibilityIdentifier { return id }
        autoNames += 1
        let n = "field\(autoNames)"
        view.accessibilityIdentifier = n
        return n
    }

    /// Keeps `object` alive as long as the screen.
    func retain(_ object: AnyObject) { retained.append(object) }
}
