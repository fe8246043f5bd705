import Foundation
import KeyboardSimTranscript
// Core Animation layers as plain state: the geometry, the border, corner and shadow properties, the sublayer tree
// and the shape, gradient and text layers that one-time-code boxes, underlines and gradient buttons are built of.
// Every property keeps what app code sets and reads back; nothing is composited or drawn (docs/compat-surface.md,
// "Drawing").

/// A layer: geometry (`frame` derives from `bounds`, `position` and `anchorPoint`, as in Core Animation), the
/// appearance properties (stored, never drawn), the sublayer tree, and the animations added to it (kept by key,
/// never run). A view's ``UIView/layer`` follows the view's frame and bounds.
open class CALayer: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    /// Core Animation's copy initialiser (presentation layers): copies the geometry and appearance of a layer.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        bounds = other.bounds; position = other.position; anchorPoint = other.anchorPoint
        cornerRadius = other.cornerRadius; borderWidth = other.borderWidth; borderColor = other.borderColor
        backgroundColor = other.backgroundColor; opacity = other.opacity; isHidden = other.isHidden
    }
    /// Archives are not read: an empty layer.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Geometry

    /// The layer's own coordinate space.
    open var bounds: CGRect = .zero
    /// Where ``anchorPoint`` sits in the superlayer's coordinates.
    open var position: CGPoint = .zero
    /// The point of the bounds, in unit coordinates, that ``position`` names (default the centre).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The frame in the superlayer's coordinates, from ``bounds``, ``position`` and ``anchorPoint``; setting it
    /// sets the bounds' size and the position.
    open var frame: CGRect {
        get {
            CGRect(
                x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
                width: bounds.width, height: bounds.height)
        }
        set {
            bounds.size = newValue.size
            position = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width,
                y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }
    open var zPosition: CGFloat = 0
    /// The 3D transform (stored only).
    open var transform = CATransform3DIdentity
    /// The 2D part of ``transform``.
    open func affineTransform() -> CGAffineTransform {
        CGAffineTransform(
            a: transform.m11, b: transform.m12, c: transform.m21, d: transform.m22,
            tx: transform.m41, ty: transform.m42)
    }
    open func setAffineTransform(_ t: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(t) }
    open var isGeometryFlipped = false

    // MARK: Appearance (stored, never drawn)

    open var backgroundColor: CGColor?
    open var cornerRadius: CGFloat = 0
    /// The corners ``cornerRadius`` rounds (all four by default).
    open var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner
    ]
    open var cornerCurve = CALayerCornerCurve.circular
    open var borderWidth: CGFloat = 0
    /// The border colour (opaque black until set, as in Core Animation).
    open var borderColor: CGColor? = UIColor.black.cgColor
    open var masksToBounds = false
    open var opacity: Float = 1
    open var isHidden = false
    open var isOpaque = false
    /// The shadow colour (opaque black until set, as in Core Animation).
    open var shadowColor: CGColor? = UIColor.black.cgColor
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var shadowPath: CGPath?
    /// The layer's content, usually an image (stored only).
    open var contents: Any?
    open var contentsGravity = CALayerContentsGravity.resize
    open var contentsScale: CGFloat = 1
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    open var shouldRasterize = false
    open var rasterizationScale: CGFloat = 1
    open var allowsEdgeAntialiasing = false
    open var needsDisplayOnBoundsChange = false
    /// A layer whose alpha masks this one (stored only).
    open var mask: CALayer?
    open var name: String?
    /// The delegate (a view is its layer's delegate on iOS; kbsim never calls it).
    open weak var delegate: (any CALayerDelegate)?
    /// Actions by key: `["position": NSNull()]` turns an implicit animation off (kbsim runs none anyway).
    open var actions: [String: any CAAction]?

    // MARK: The layer tree

    /// The sublayers, back to front (nil when there are none, as in Core Animation).
    open var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for layer in children { layer.parent = nil }
            children = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }
    private var children: [CALayer] = []
    private weak var parent: CALayer?
    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? { parent }

    /// Adds a layer at the front, moving it from another superlayer.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(children.count)) }
    /// Inserts a layer at an index (clamped).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(index), children.count))
        layer.parent = self
    }
    /// Inserts a layer just behind `sibling` (at the back when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let i = children.firstIndex { $0 === sibling } ?? 0
        insertSublayer(layer, at: UInt32(i))
    }
    /// Inserts a layer just in front of `sibling` (at the front when `sibling` is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        layer.removeFromSuperlayer()
        let i = children.firstIndex { $0 === sibling }.map { $0 + 1 } ?? children.count
        insertSublayer(layer, at: UInt32(i))
    }
    /// Replaces a sublayer with another.
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let i = children.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }
    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    // MARK: Display and layout (nothing is drawn)

    /// Whether ``setNeedsDisplay()`` was called since the layer last displayed (kbsim never displays).
    private var needsDisplayFlag = false
    open func setNeedsDisplay() { needsDisplayFlag = true }
    open func setNeedsDisplay(_ rect: CGRect) { needsDisplayFlag = true }
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Displays now: calls ``draw(in:)`` with an image context the size of the bounds (nothing is kept).
    open func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        display()
    }
    open func display() {
        needsDisplayFlag = false
        let context = CGContext(size: bounds.size)
        draw(in: context)
    }
    /// Overridden to draw the layer's content (called by ``display()``; kbsim keeps nothing it draws).
    open func draw(in ctx: CGContext) {}
    open func render(in ctx: CGContext) {}
    open func layoutSublayers() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() { layoutSublayers() }
    /// The layer as shown on screen: the layer itself (no animation runs).
    open func presentation() -> Self? { self }
    open func model() -> Self { self }
    /// Whether a point in the layer's coordinates is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    // MARK: Animations (kept, never run)

    /// The animations added, by key.
    public private(set) var animations: [String: CAAnimation] = [:]
    /// Adds an animation (kept, never run: kbsim draws nothing).
    open func add(_ animation: CAAnimation, forKey key: String?) {
        animations[key ?? "\(animations.count)"] = animation
    }
    /// The animation added under `key`.
    open func animation(forKey key: String) -> CAAnimation? { animations[key] }
    /// The keys of the animations added.
    open func animationKeys() -> [String]? { animations.isEmpty ? nil : animations.keys.sorted() }
    open func removeAnimation(forKey key: String) { animations[key] = nil }
    open func removeAllAnimations() { animations.removeAll() }
}

/// What a layer's ``CALayer/actions`` map keys to.
public protocol CAAction {}
extension NSNull: CAAction {}

/// A layer's delegate (kbsim never calls it; the methods have empty defaults).
public protocol CALayerDelegate: AnyObject {
    func display(_ layer: CALayer)
    func draw(_ layer: CALayer, in ctx: CGContext)
    func layoutSublayers(of layer: CALayer)
}
extension CALayerDelegate {
    public func display(_ layer: CALayer) {}
    public func draw(_ layer: CALayer, in ctx: CGContext) {}
    public func layoutSublayers(of layer: CALayer) {}
}

/// Which corners a layer's corner radius rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents fill its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

// MARK: Shape, gradient and text layers

/// A layer that draws a path: the path and its stroke and fill settings (stored, never drawn).
open class CAShapeLayer: CALayer, @unchecked Sendable {
    open var path: CGPath?
    /// The fill colour (opaque black until set, as in Core Animation).
    open var fillColor: CGColor? = UIColor.black.cgColor
    open var fillRule = CAShapeLayerFillRule.nonZero
    open var strokeColor: CGColor?
    open var lineWidth: CGFloat = 1
    open var lineDashPattern: [NSNumber]?
    open var lineDashPhase: CGFloat = 0
    open var lineCap = CAShapeLayerLineCap.butt
    open var lineJoin = CAShapeLayerLineJoin.miter
    open var miterLimit: CGFloat = 10
    open var strokeStart: CGFloat = 0
    open var strokeEnd: CGFloat = 1
}

/// How a shape layer fills a path that crosses itself.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The ends of a shape layer's stroke.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The joins of a shape layer's stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer filled with a gradient: colours (`CGColor`s), locations and end points (stored, never drawn).
open class CAGradientLayer: CALayer, @unchecked Sendable {
    open var colors: [Any]?
    open var locations: [NSNumber]?
    /// Where the gradient starts, in unit coordinates (default the top centre).
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where it ends (default the bottom centre).
    open var endPoint = CGPoint(x: 0.5, y: 1)
    open var type = CAGradientLayerType.axial
}

/// The kind of gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that shows a string (stored, never drawn).
open class CATextLayer: CALayer, @unchecked Sendable {
    /// A `String` or an `NSAttributedString`.
    open var string: Any?
    /// A font (a `UIFont` or a font name).
    open var font: AnyObject?
    open var fontSize: CGFloat = 36
    /// The text colour (opaque white until set, as in Core Animation).
    open var foregroundColor: CGColor? = UIColor.white.cgColor
    open var isWrapped = false
    open var alignmentMode = CATextLayerAlignmentMode.natural
    open var truncationMode = CATextLayerTruncationMode.none
}

/// A text layer's alignment (`natural`, `left`, …): stored, not drawn.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A text layer's truncation (`none`, `end`, …): stored, not drawn.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

// MARK: Transactions

/// Groups layer changes. kbsim animates nothing, so a transaction only keeps its settings while it is open, and
/// its completion block runs when the outermost transaction commits (at once: no animation is pending).
public enum CATransaction {
    private struct Frame {
        var duration: CFTimeInterval = 0.25; var disableActions = false; var completion: (@Sendable () -> Void)?
    }
    private static let mutex = NSLock()
    nonisolated(unsafe) private static var stack: [Frame] = []

    public static func begin() { mutex.withLock { stack.append(Frame()) } }
    /// Ends the innermost transaction; its completion block runs now.
    public static func commit() {
        let completion = mutex.withLock { stack.popLast()?.completion }
        completion?()
    }
    public static func flush() {}
    public static func lock() {}
    public static func unlock() {}
    public static func animationDuration() -> CFTimeInterval { mutex.withLock { stack.last?.duration ?? 0.25 } }
    public static func setAnimationDuration(_ duration: CFTimeInterval) {
        mutex.withLock { if !stack.isEmpty { stack[stack.count - 1].duration = duration } }
    }
    public static func disableActions() -> Bool { mutex.withLock { stack.last?.disableActions ?? false } }
    public static func setDisableActions(_ flag: Bool) {
        mutex.withLock { if !stack.isEmpty { stack[stack.count - 1].disableActions = flag } }
    }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    /// The block to run when the transaction commits (at once when no transaction is open).
    public static func setCompletionBlock(_ block: (@Sendable () -> Void)?) {
        let runNow = mutex.withLock { () -> Bool in
            if stack.isEmpty { return true }
            stack[stack.count - 1].completion = block
            return false
        }
        if runNow { block?() }
    }
}

// MARK: 3D transforms

/// A 4×4 transform (stored only: kbsim's geometry ignores transforms).
public struct CATransform3D: Equatable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m24: CGFloat, m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat, m41: CGFloat, m42: CGFloat,
        m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }
    public init() { self = CATransform3DIdentity }
}

public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}
/// A rotation by `angle` radians about the axis (x, y, z) (normalised; a zero axis gives the identity).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (x, y, z) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), k = 1 - c
    return CATransform3D(
        m11: c + k * x * x, m12: k * x * y + s * z, m13: k * x * z - s * y, m14: 0,
        m21: k * x * y - s * z, m22: c + k * y * y, m23: k * y * z + s * x, m24: 0,
        m31: k * x * z + s * y, m32: k * y * z - s * x, m33: c + k * z * z, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}
/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let l = [
        [a.m11, a.m12, a.m13, a.m14], [a.m21, a.m22, a.m23, a.m24], [a.m31, a.m32, a.m33, a.m34],
        [a.m41, a.m42, a.m43, a.m44]
    ]
    let r = [
        [b.m11, b.m12, b.m13, b.m14], [b.m21, b.m22, b.m23, b.m24], [b.m31, b.m32, b.m33, b.m34],
        [b.m41, b.m42, b.m43, b.m44]
    ]
    var m = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
    for i in 0..<4 { for j in 0..<4 { m[i][j] = (0..<4).reduce(0) { $0 + l[i][$1] * r[$1][j] } } }
    return CATransform3D(
        m11: m[0][0], m12: m[0][1], m13: m[0][2], m14: m[0][3], m21: m[1][0], m22: m[1][1],
        m23: m[1][2], m24: m[1][3], m31: m[2][0], m32: m[2][1], m33: m[2][2], m34: m[2][3],
        m41: m[3][0], m42: m[3][1], m43: m[3][2], m44: m[3][3])
}
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

extension CALayer {
    /// A layer of a view's ``UIView/layerClass``: kbsim's own layer classes by name, a class of the app's own as
    /// the nearest kbsim class it inherits from (a metatype cannot call a non-required initialiser).
    static func make(_ type: AnyClass) -> CALayer {
        if type is CAShapeLayer.Type { return CAShapeLayer() }
        if type is CAGradientLayer.Type { return CAGradientLayer() }
        if type is CATextLayer.Type { return CATextLayer() }
        return CALayer()
    }
}
