import Foundation
import KeyboardSimTranscript
/// A scroll view as keyboard-avoiding code sees it: insets, content offset and size, and
/// ``scrollRectToVisible(_:animated:)``. The content offset is the bounds' origin, as in UIKit, so
/// `UIView/convert(_:to:)` accounts for scrolling.
@preconcurrency @MainActor open class UIScrollView: UIView {
    /// Space around the content; keyboard code sets `bottom` to the keyboard's overlap.
    open var contentInset: UIEdgeInsets = .zero
    /// The scroll indicators' insets (iOS 2–12 spelling; stores into both vertical and horizontal insets' role).
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { verticalScrollIndicatorInsets = newValue; horizontalScrollIndicatorInsets = newValue }
    }
    /// The vertical scroll indicator's insets (iOS 13).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The horizontal scroll indicator's insets (iOS 13).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// How insets are adjusted for safe areas (stored only).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The insets in effect: ``contentInset`` (kbsim has no safe areas).
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// How dragging dismisses the keyboard (stored only).
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// Flashes the scroll indicators (nothing to show in kbsim).
    open func flashScrollIndicators() {}

    /// The point of the content at the top-left corner (the bounds' origin).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets the content offset (no animation in kbsim; `animated` is recorded as an `animation` event when true).
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        if animated {
            UIView.recordingAnimation(kind: "setContentOffset", duration: 0.3, delay: 0, options: []) {
                contentOffset = offset
            }
        } else {
            contentOffset = offset
        }
    }

    /// Scrolls the least needed to make `rect` (content coordinates) visible inside the insets, as UIKit does:
    /// nothing when it already is; a rect taller than the visible area aligns its top.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let visibleHeight = bounds.height - contentInset.top - contentInset.bottom
        let visibleWidth = bounds.width - contentInset.left - contentInset.right
        var offset = contentOffset
        offset.y =
            Self.scroll(offset.y + contentInset.top, visible: visibleHeight, lo: rect.minY, hi: rect.maxY)
            - contentInset.top
        offset.x =
            Self.scroll(offset.x + contentInset.left, visible: visibleWidth, lo: rect.minX, hi: rect.maxX)
            - contentInset.left
        // Clamp to the scrollable range.
        let maxY = max(-contentInset.top, contentSize.height + contentInset.bottom - bounds.height)
        let maxX = max(-contentInset.left, contentSize.width + contentInset.right - bounds.width)
        offset.y = min(max(offset.y, -contentInset.top), maxY)
        offset.x = min(max(offset.x, -contentInset.left), maxX)
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    /// The new start of a visible window of length `visible` starting at `start` that shows `lo…hi`.
    private static func scroll(_ start: CGFloat, visible: CGFloat, lo: CGFloat, hi: CGFloat) -> CGFloat {
        if lo >= start && hi <= start + visible { return start }
        if hi - lo > visible || lo < start { return lo }
        return hi - visible
    }
}
