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
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { UIImage(name: name, size: size, renderingMode: mode) }
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
