import Foundation
import KeyboardSimTranscript
/// A stack view: its arranged subviews are subviews, in order (kbsim lays nothing out, so their frames stay as
/// set). Enough for code that builds one-time-code boxes or forms in a stack and finds the fields inside.
@preconcurrency @MainActor open class UIStackView: UIView {
    /// Along which axis the views are stacked.
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing

    /// The arranged views, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var alignment = Alignment.fill
    open var distribution = Distribution.fill
    open var spacing: CGFloat = 0
    open var isLayoutMarginsRelativeArrangement = false

    /// A stack of `views`, added as subviews.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Interface Builder's initialiser, non-failable as UIKit declares it for stack views (so a storyboard stack
    /// view subclass's `required init(coder:)` overrides it).
    public required init(coder: NSCoder) { super.init(coder: coder)! }

    /// Adds a view at the end, as a subview too.
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }
    /// Inserts a view into the arrangement, as a subview too.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
    }
    /// Takes a view out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
    }
    /// Extra spacing after a view (stored only).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {}
}

extension NSLayoutConstraint {
    /// A layout axis.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}
