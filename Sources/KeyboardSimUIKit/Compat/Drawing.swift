import Foundation
import KeyboardSimTranscript
// UIKit drawing as inert state: `UIBezierPath`, Core Graphics contexts (Foundation on Linux has CGRect and CGPoint
// but no CGContext), the UIGraphics image contexts and renderers, and `UIColor.setStroke()`. Code that draws its
// one-time-code boxes in `draw(_:)` or renders an image runs: settings are kept and read back, images have the size
// asked for, and no pixel is produced (docs/compat-surface.md, "Drawing").

// MARK: Bezier paths

/// Corners of a rectangle, for ``UIBezierPath/init(roundedRect:byRoundingCorners:cornerRadii:)``.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: 0xF)
}

/// A path with its stroke settings: built as on iOS (``cgPath``, ``bounds`` and ``currentPoint`` read back);
/// ``stroke()`` and ``fill()`` paint nothing.
open class UIBezierPath: NSObject, @unchecked Sendable {
    private var path = CGMutablePath()

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }
    /// A rectangle with some corners rounded by `cornerRadii.width`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let radius = max(0, min(cornerRadii.width, r.width / 2, r.height / 2))
        let spec: [(UIRectCorner, CGPoint, CGPoint, CGFloat)] = [
            (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + radius, y: r.minY + radius), .pi),
            (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - radius, y: r.minY + radius), -.pi / 2),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - radius, y: r.maxY - radius), 0),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + radius, y: r.maxY - radius), .pi / 2)
        ]
        for (corner, point, center, start) in spec {
            if corners.contains(corner) && radius > 0 {
                path.addRelativeArc(center: center, radius: radius, startAngle: start, delta: .pi / 2)
            } else {
                path.addLine(to: point)
            }
        }
        path.closeSubpath()
    }
    /// An arc; `clockwise` in UIKit's sense (towards increasing angles, which is clockwise on screen).
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as Core Graphics sees it (a copy; setting it replaces the path).
    open var cgPath: CGPath {
        get { path.copy() ?? CGPath(elements: []) }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }
    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    open var miterLimit: CGFloat = 10
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    /// The dash pattern set by ``setLineDash(_:count:phase:)``.
    private(set) var lineDash: (pattern: [CGFloat], phase: CGFloat) = ([], 0)

    open var bounds: CGRect { path.boundingBox }
    open var currentPoint: CGPoint { path.currentPoint }
    open var isEmpty: Bool { path.isEmpty }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
        clockwise: Bool
    ) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }
    /// The same path (kbsim does not reverse subpaths: the points and bounds are the same).
    open func reversing() -> UIBezierPath {
        let copy = UIBezierPath(cgPath: path)
        copy.lineWidth = lineWidth
        return copy
    }
    /// Whether a point is inside the path's bounding box (an estimate).
    open func contains(_ point: CGPoint) -> Bool { path.contains(point) }
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        lineDash = (pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? [], phase)
    }

    /// Strokes the path in the current context (nothing is painted; the context's stroke count goes up).
    open func stroke() { UIGraphicsGetCurrentContext()?.recordPaint() }
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { stroke() }
    /// Fills the path in the current context (nothing is painted).
    open func fill() { UIGraphicsGetCurrentContext()?.recordPaint() }
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) { fill() }
    /// Clips the current context to the path (no effect: nothing is painted).
    open func addClip() {}
}

// MARK: Colours and images in Core Graphics

extension CGColor {
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(color: UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(color: UIColor(white: gray, alpha: alpha)) }
    /// The components: red, green, blue, alpha.
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }
    public var numberOfComponents: Int { 4 }
    public var alpha: CGFloat { color.alpha }
    public func copy(alpha: CGFloat) -> CGColor? { color.withAlphaComponent(alpha).cgColor }
}

extension UIColor {
    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) {
        self.init(
            red: cgColor.color.red, green: cgColor.color.green, blue: cgColor.color.blue, alpha: cgColor.color.alpha)
    }
    /// Makes this the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the current context's stroke and fill colour.
    public func set() { setStroke(); setFill() }
}

/// A bitmap image as Core Graphics sees it: its size in pixels (no pixels are kept).
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    init(width: Int, height: Int) { self.width = width; self.height = height }
}

extension UIImage {
    /// The image as a `CGImage` of its size (no pixels).
    public var cgImage: CGImage? { CGImage(width: Int(size.width), height: Int(size.height)) }
    /// An image the size of `cgImage`.
    public convenience init(cgImage: CGImage) {
        self.init(name: nil, size: CGSize(width: cgImage.width, height: cgImage.height))
    }
    /// Draws the image in the current context (nothing is painted).
    public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.recordPaint() }
    public func draw(at point: CGPoint) { UIGraphicsGetCurrentContext()?.recordPaint() }
    /// PNG data (empty: kbsim encodes no pixels).
    public func pngData() -> Data? { Data() }
    /// JPEG data (empty: kbsim encodes no pixels).
    public func jpegData(compressionQuality: CGFloat) -> Data? { Data() }
}

// MARK: Contexts

/// A drawing context: the state drawing code sets (colours, line width, the current path, the transform, saved
/// states) is kept and reads back; painting calls paint nothing and are only counted.
public final class CGContext: @unchecked Sendable {
    struct State {
        var strokeColor: CGColor = UIColor.black.cgColor
        var fillColor: CGColor = UIColor.black.cgColor
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var lineDash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
        var alpha: CGFloat = 1
        var ctm = CGAffineTransform.identity
        var blendMode = CGBlendMode.normal
    }
    var state = State()
    private var saved: [State] = []
    private var path = CGMutablePath()
    /// The size of the image or view drawn into, in points.
    let size: CGSize
    /// How many painting calls (fill, stroke, draw) were made: kbsim paints nothing, but a test can see that
    /// drawing happened.
    package private(set) var paintCount = 0

    init(size: CGSize) { self.size = size }

    func recordPaint() { paintCount += 1 }

    /// The width and height in points (a bitmap context's pixel size at scale 1).
    public var width: Int { Int(size.width) }
    public var height: Int { Int(size.height) }
    /// The current transform.
    public var ctm: CGAffineTransform { state.ctm }
    public var interpolationQuality = CGInterpolationQuality.default
    public var isPathEmpty: Bool { path.isEmpty }
    public var currentPointOfPath: CGPoint { path.currentPoint }
    public var boundingBoxOfPath: CGRect { path.boundingBoxOfPath }
    /// The stroke colour set last (black until set).
    public var strokeColor: CGColor { state.strokeColor }
    /// The fill colour set last (black until set).
    public var fillColor: CGColor { state.fillColor }
    /// The line width set last (1 until set).
    public var lineWidth: CGFloat { state.lineWidth }

    public func saveGState() { saved.append(state) }
    public func restoreGState() { if let s = saved.popLast() { state = s } }

    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) { state.lineDash = (phase, lengths) }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setShouldAntialias(_ flag: Bool) {}
    public func setAllowsAntialiasing(_ flag: Bool) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    public func setMiterLimit(_ limit: CGFloat) {}
    public func setFlatness(_ flatness: CGFloat) {}

    public func translateBy(x: CGFloat, y: CGFloat) {
        state.ctm = CGAffineTransform(translationX: x, y: y).concatenating(state.ctm)
    }
    public func scaleBy(x: CGFloat, y: CGFloat) {
        state.ctm = CGAffineTransform(scaleX: x, y: y).concatenating(state.ctm)
    }
    public func rotate(by angle: CGFloat) {
        state.ctm = CGAffineTransform(rotationAngle: angle).concatenating(state.ctm)
    }
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    // The current path.
    public func beginPath() { path = CGMutablePath() }
    public func closePath() { path.closeSubpath() }
    public func move(to point: CGPoint) { path.move(to: point) }
    public func addLine(to point: CGPoint) { path.addLine(to: point) }
    public func addLines(between points: [CGPoint]) { path.addLines(between: points) }
    public func addRect(_ rect: CGRect) { path.addRect(rect) }
    public func addRects(_ rects: [CGRect]) { path.addRects(rects) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect) }
    public func addPath(_ p: CGPath) { path.addPath(p) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { path.addQuadCurve(to: end, control: control) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2)
    }

    // Painting: counted, and the current path is used up, as in Core Graphics.
    private func paintPath() { recordPaint(); path = CGMutablePath() }
    public func strokePath() { paintPath() }
    public func fillPath(using rule: CGPathFillRule = .winding) { paintPath() }
    public func drawPath(using mode: CGPathDrawingMode) { paintPath() }
    public func clip(using rule: CGPathFillRule = .winding) { path = CGMutablePath() }
    public func clip(to rect: CGRect) {}
    public func clip(to rects: [CGRect]) {}
    public func fill(_ rect: CGRect) { recordPaint() }
    public func fill(_ rects: [CGRect]) { recordPaint() }
    public func stroke(_ rect: CGRect) { recordPaint() }
    public func stroke(_ rect: CGRect, width: CGFloat) { recordPaint() }
    public func fillEllipse(in rect: CGRect) { recordPaint() }
    public func strokeEllipse(in rect: CGRect) { recordPaint() }
    public func strokeLineSegments(between points: [CGPoint]) { recordPaint() }
    public func clear(_ rect: CGRect) { recordPaint() }
    public func draw(_ image: CGImage, in rect: CGRect) { recordPaint() }
}

// MARK: UIGraphics

/// The current thread's stack of contexts (UIKit's is per thread too).
enum GraphicsContextStack {
    final class Entry {
        let context: CGContext
        let isImage: Bool
        init(_ context: CGContext, isImage: Bool) { self.context = context; self.isImage = isImage }
    }
    final class Stack { var entries: [Entry] = [] }
    private static let key = "kbsim.UIGraphicsContextStack"

    static var current: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? Stack { return stack }
        let stack = Stack()
        dictionary[key] = stack
        return stack
    }
    static func push(_ context: CGContext, isImage: Bool) { current.entries.append(Entry(context, isImage: isImage)) }
    static func pop() { _ = current.entries.popLast() }
    /// Runs `body` with a context of `size` current, as UIKit does around `draw(_:)`.
    static func drawing<R>(size: CGSize, _ body: () -> R) -> R {
        push(CGContext(size: size), isImage: false)
        defer { pop() }
        return body()
    }
}

/// Starts an image context of `size` at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    GraphicsContextStack.push(CGContext(size: size), isImage: true)
}
/// Starts an image context of `size` (opacity and scale are not modelled: nothing is painted).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    GraphicsContextStack.push(CGContext(size: size), isImage: true)
}
/// The context drawing goes to: inside `draw(_:)`, an image context or a renderer's block; nil elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.current.entries.last?.context }
/// An image the size of the current image context (nil when the current context is not one).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = GraphicsContextStack.current.entries.last, top.isImage else { return nil }
    return UIImage(name: nil, size: top.context.size)
}
/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    if GraphicsContextStack.current.entries.last?.isImage == true { GraphicsContextStack.pop() }
}
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.push(context, isImage: false) }
public func UIGraphicsPopContext() { GraphicsContextStack.pop() }
/// Fills a rectangle with the current fill colour (nothing is painted).
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
/// Outlines a rectangle (nothing is painted).
public func UIRectFrame(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.stroke(rect) }

/// The settings of a renderer's images.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    open var scale: CGFloat = 1
    open var opaque = false
    public override init() { super.init() }
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing block draws with.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    init(_ context: CGContext, format: UIGraphicsImageRendererFormat) {
        cgContext = context
        self.format = format
        super.init()
    }
    /// An image of what has been drawn so far (its size only).
    open var currentImage: UIImage { UIImage(name: nil, size: cgContext.size) }
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.fill(rect) }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) {}
}

/// Makes images by running a drawing block: the block runs with its context current, and the image has the
/// renderer's size (no pixels).
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }
    public convenience init(size: CGSize) { self.init(bounds: CGRect(origin: .zero, size: size), format: .default()) }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> CGContext {
        let context = CGContext(size: bounds.size)
        GraphicsContextStack.push(context, isImage: true)
        defer { GraphicsContextStack.pop() }
        actions(UIGraphicsImageRendererContext(context, format: format))
        return context
    }
    /// Runs `actions` and gives an image of the renderer's size.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIImage(name: nil, size: run(actions).size)
    }
    /// Runs `actions` and gives PNG data (empty: kbsim encodes no pixels).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data { _ = run(actions); return Data() }
    /// Runs `actions` and gives JPEG data (empty).
    open func jpegData(withCompressionQuality quality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void)
        -> Data
    {
        _ = run(actions)
        return Data()
    }
}
