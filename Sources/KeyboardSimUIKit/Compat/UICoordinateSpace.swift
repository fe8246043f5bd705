import Foundation
/// A coordinate system a point or rectangle can be converted between: a view's, or a screen's
/// (`UIScreen.main.coordinateSpace`, which follows the interface's orientation, and `fixedCoordinateSpace`, which is
/// always portrait-up).
@preconcurrency @MainActor public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// The space's bounds in its own coordinates.
    var bounds: CGRect { get }
}

/// Converting through the screen's coordinates (the window's: kbsim's window fills the screen).
@MainActor enum CoordinateSpaces {
    /// `point` in `space`'s coordinates, in screen coordinates. A space of the app's own is taken to be the screen's.
    static func toScreen(_ point: CGPoint, from space: any UICoordinateSpace) -> CGPoint {
        switch space {
        case let view as UIView: view.convert(point, to: nil as UIView?)
        case let screenSpace as ScreenCoordinateSpace: screenSpace.toInterface(point)
        default: point
        }
    }

    /// `point` in screen coordinates, in `space`'s.
    static func fromScreen(_ point: CGPoint, to space: any UICoordinateSpace) -> CGPoint {
        switch space {
        case let view as UIView: view.convert(point, from: nil as UIView?)
        case let screenSpace as ScreenCoordinateSpace: screenSpace.fromInterface(point)
        default: point
        }
    }

    /// A rectangle's image: the bounding box of its converted corners (a rotation swaps width and height).
    static func rect(_ rect: CGRect, _ convert: (CGPoint) -> CGPoint) -> CGRect {
        let a = convert(CGPoint(x: rect.minX, y: rect.minY)), b = convert(CGPoint(x: rect.maxX, y: rect.maxY))
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}

extension UIView: UICoordinateSpace {
    /// Converts a point from this view's coordinates to `coordinateSpace`'s.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.fromScreen(convert(point, to: nil as UIView?), to: coordinateSpace)
    }
    /// Converts a point from `coordinateSpace`'s coordinates to this view's.
    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(CoordinateSpaces.toScreen(point, from: coordinateSpace), from: nil as UIView?)
    }
    /// Converts a rectangle from this view's coordinates to `coordinateSpace`'s.
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaces.rect(rect) { convert($0, to: coordinateSpace) }
    }
    /// Converts a rectangle from `coordinateSpace`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaces.rect(rect) { convert($0, from: coordinateSpace) }
    }
}

/// A screen's coordinate space: the interface's (the screen's bounds, following the orientation) or the fixed
/// portrait-up one. kbsim's landscape is landscape right (the Home button, or the bottom edge, on the right), so a
/// point `(x, y)` of the interface is `(width − y, x)` in the fixed space, `width` the portrait width.
@preconcurrency @MainActor final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    private unowned let screen: UIScreen
    private let fixed: Bool

    init(screen: UIScreen, fixed: Bool) {
        self.screen = screen
        self.fixed = fixed
        super.init()
    }

    private var isLandscape: Bool { screen.bounds.width > screen.bounds.height }
    private var portraitWidth: CGFloat { min(screen.bounds.width, screen.bounds.height) }

    var bounds: CGRect {
        guard fixed, isLandscape else { return screen.bounds }
        return CGRect(x: 0, y: 0, width: screen.bounds.height, height: screen.bounds.width)
    }

    /// A point of this space in the interface's (screen) coordinates.
    func toInterface(_ p: CGPoint) -> CGPoint {
        guard fixed, isLandscape else { return p }
        return CGPoint(x: p.y, y: portraitWidth - p.x)
    }
    /// A point in the interface's coordinates in this space.
    func fromInterface(_ p: CGPoint) -> CGPoint {
        guard fixed, isLandscape else { return p }
        return CGPoint(x: portraitWidth - p.y, y: p.x)
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        CoordinateSpaces.fromScreen(toInterface(point), to: coordinateSpace)
    }
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        fromInterface(CoordinateSpaces.toScreen(point, from: coordinateSpace))
    }
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaces.rect(rect) { convert($0, to: coordinateSpace) }
    }
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CoordinateSpaces.rect(rect) { convert($0, from: coordinateSpace) }
    }
}
