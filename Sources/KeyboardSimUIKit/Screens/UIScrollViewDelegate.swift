import Foundation
/// What a scroll view tells its delegate. Every method is optional, as in UIKit (defaults do nothing); kbsim does
/// not scroll on its own, so it calls none of them: the protocol exists so that table and collection view delegates
/// (which refine it) and their `scrollViewDidScroll(_:)` compile.
@preconcurrency @MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        DelegateProbe.consumeArmed(self, "scrollViewDidScroll(_:)")
    }
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        DelegateProbe.consumeArmed(self, "scrollViewWillBeginDragging(_:)")
    }
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        DelegateProbe.consumeArmed(self, "scrollViewDidEndDragging(_:willDecelerate:)")
    }
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        DelegateProbe.consumeArmed(self, "scrollViewDidEndDecelerating(_:)")
    }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        DelegateProbe.consumeArmed(self, "scrollViewDidEndScrollingAnimation(_:)")
    }
}
