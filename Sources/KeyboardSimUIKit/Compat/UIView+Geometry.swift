import Foundation
import KeyboardSimTranscript
// View geometry and snapshot calls that layout and drawing code makes: directional insets, the layout direction of
// a semantic attribute, `drawHierarchy(in:afterScreenUpdates:)`, a scroll view's indicator flash, font descriptors.

extension UIView {
    /// The layout direction of an attribute relative to another direction: the attribute's own when it forces
    /// one, else `direction`.
    public class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute,
        relativeTo direction: UIUserInterfaceLayoutDirection
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        default: direction
        }
    }

    /// Draws the view and its subviews into the current context: runs each view's ``draw(_:)`` with the current
    /// context (an image context or renderer) in place, as a snapshot does. Gives false, as UIKit does, when there
    /// is no current context or the view is not in a window.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard UIGraphicsGetCurrentContext() != nil, window != nil else { return false }
        func drawTree(_ view: UIView) {
            guard !view.isHidden else { return }
            view.draw(view.bounds)
            for sub in view.subviews { drawTree(sub) }
        }
        drawTree(self)
        return true
    }
    /// A snapshot of the view: a plain view of its frame (kbsim renders nothing).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { UIView(frame: frame) }
}
