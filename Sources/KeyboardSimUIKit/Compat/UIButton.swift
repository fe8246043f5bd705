import Foundation
import KeyboardSimTranscript
/// A button: titles per state and target-action (`.touchUpInside`). `Screen/tapButton(_:)` taps it.
@preconcurrency @MainActor open class UIButton: UIControl {
    /// The button's kind (stored only).
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    public init(type: ButtonType) { buttonType = type; super.init(frame: .zero) }
    public override init(frame: CGRect) { buttonType = .custom; super.init(frame: frame) }
    public required init?(coder: NSCoder) { buttonType = .custom; super.init(coder: coder) }

    /// Sets the title for a state.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        storedTitleLabel?.text = currentTitle
    }
    /// The title for a state (falls back to `.normal`, as UIKit does).
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }
    /// The title for the current state.
    open var currentTitle: String? { title(for: isEnabled ? .normal : .disabled) }
    /// Sets the title colour for a state (inert).
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }
    /// The title colour for a state (falls back to `.normal`).
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }
    /// Sets an attributed title for a state (its string becomes the title).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        setTitle(title?.string, for: state)
    }
    /// Sets the image for a state (inert).
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }
    /// The image for a state (falls back to `.normal`).
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }
    /// The image for the current state.
    open var currentImage: UIImage? { image(for: isEnabled ? .normal : .disabled) }
    private var images: [UInt: UIImage] = [:]

    /// The label showing the current title (made on first use; its text follows ``currentTitle``).
    open var titleLabel: UILabel? {
        if let label = storedTitleLabel { return label }
        let label = UILabel()
        label.text = currentTitle
        storedTitleLabel = label
        return label
    }
    private var storedTitleLabel: UILabel?
    /// Insets of the content, title and image (stored only).
    open var contentEdgeInsets = UIEdgeInsets.zero
    open var titleEdgeInsets = UIEdgeInsets.zero
    open var imageEdgeInsets = UIEdgeInsets.zero
}

extension UIControl {
    /// Control states, with UIKit's raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }
}
