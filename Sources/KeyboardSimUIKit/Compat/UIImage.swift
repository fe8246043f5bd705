import Foundation
import KeyboardSimTranscript
/// An image: kbsim has no asset catalogue and draws nothing, so an image is a name and a size. `UIImage(named:)`
/// and `UIImage(systemName:)` give an empty (zero-sized) image with that name rather than nil, so that the common
/// `UIImage(named: "icon")!` does not trap in a test; a test can still tell images apart by ``name``.
public final class UIImage: NSObject, @unchecked Sendable {
    /// The name it was made with (nil for `UIImage()`).
    public let name: String?
    /// The size in points (zero unless made with a size).
    public let size: CGSize
    /// How the image is tinted (stored only).
    public let renderingMode: RenderingMode

    public init(name: String?, size: CGSize = .zero, renderingMode: RenderingMode = .automatic) {
        self.name = name
        self.size = size
        self.renderingMode = renderingMode
        super.init()
    }
    /// An empty image.
    public convenience override init() { self.init(name: nil) }
    /// The asset named `name` (an empty image with that name: kbsim has no assets).
    public convenience init?(named name: String) { self.init(name: name) }
    /// The asset named `name` (an empty image with that name).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: AnyObject?) {
        self.init(name: name)
    }
    /// An SF Symbol (an empty image with that name).
    public convenience init?(systemName name: String) { self.init(name: name) }
    /// Image data (an empty image: kbsim decodes nothing).
    public convenience init?(data: Data) { self.init(name: nil) }
    /// A file's image (an empty image named by the path).
    public convenience init?(contentsOfFile path: String) { self.init(name: path) }

    /// The same image with another rendering mode.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(name: name, size: size, renderingMode: mode)
    }
    /// The same image (tinting is not modelled).
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    /// The same image (stretching is not modelled).
    public func resizableImage(withCapInsets insets: UIEdgeInsets) -> UIImage { self }

    /// How an image is tinted.
    public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal, alwaysTemplate }
}

/// A view showing an image (stored only). Its intrinsic size is the image's.
@preconcurrency @MainActor open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image shows.
    open var isHighlighted = false

    /// A view the size of `image`.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
}

/// A nib: kbsim has none, so instantiating one gives no objects (a storyboard or nib view is made in code in a
/// test, with `init(coder:)` when it should get `awakeFromNib`).
@preconcurrency @MainActor open class UINib: NSObject {
    /// Options of ``instantiate(withOwner:options:)``.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public let name: String
    public init(nibName name: String, bundle bundleOrNil: Bundle?) { self.name = name; super.init() }
    /// No objects: kbsim has no nibs.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] { [] }
}

extension Bundle {
    /// No objects (nil): kbsim has no nibs, so code that loads a view from a nib gets none and goes on without it.
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? { nil }
}
