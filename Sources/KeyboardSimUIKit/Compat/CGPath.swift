import Foundation
import KeyboardSimTranscript
// Core Graphics paths, which Foundation on Linux does not have: the elements a path is built of, kept so that its
// bounding box, current point and emptiness read back as on iOS. Arcs and ellipses are kept as short line segments
// (every sixteenth of a turn or less), so a bounding box is exact for lines and rectangles and within a fraction of a
// point for round shapes; nothing is ever drawn (docs/compat-surface.md, "Drawing").

/// An immutable path: its elements, in order.
public class CGPath: Equatable, @unchecked Sendable {
    /// One element of a path.
    enum Element: Equatable {
        case move(CGPoint), line(CGPoint), quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint), close
    }
    var elements: [Element] = []

    init(elements: [Element]) { self.elements = elements }

    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }
    /// An ellipse inscribed in a rectangle.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }
    /// A rectangle with rounded corners.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(
            in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
            transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.elements == b.elements }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }
    /// The last point of the path (`.zero` when empty); after a close, the start of the closed subpath.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }
    /// The smallest rectangle holding every point of the path, control points included (`.null` when empty).
    public var boundingBox: CGRect { bounds(controlPoints: true) }
    /// The smallest rectangle holding the path's end points (control points left out: an estimate for curves).
    public var boundingBoxOfPath: CGRect { bounds(controlPoints: false) }

    private func bounds(controlPoints: Bool) -> CGRect {
        var points: [CGPoint] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points.append(p); if controlPoints { points.append(c) }
            case .curve(let p, let c1, let c2): points.append(p); if controlPoints { points += [c1, c2] }
            case .close: break
            }
        }
        guard let first = points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points.dropFirst() {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Whether a point is inside the path's bounding box (an estimate: kbsim does not rasterise paths).
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding,
        transform: CGAffineTransform = .identity
    ) -> Bool {
        boundingBoxOfPath.contains(point)
    }
    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }
    /// A copy with a transform applied to every point.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let m = CGMutablePath()
        m.addPath(self, transform: transform?.pointee ?? .identity)
        return CGPath(elements: m.elements)
    }
    /// The outline of the stroke (the path itself: kbsim does not compute outlines).
    public func copy(
        strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
        miterLimit: CGFloat, transform: CGAffineTransform = .identity
    ) -> CGPath {
        CGPath(elements: elements)
    }
    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let m = CGMutablePath()
        m.elements = elements
        return m
    }
}

/// A path being built.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.kbsimApplying(transform)))
    }
    /// A line from the current point (from `point` itself, as a move, when the path is empty).
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        let p = point.kbsimApplying(transform)
        elements.append(elements.isEmpty ? .move(p) : .line(p))
    }
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() {
            if i == 0 { move(to: p, transform: transform) } else { addLine(to: p, transform: transform) }
        }
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if elements.isEmpty { elements.append(.move(control.kbsimApplying(transform))) }
        elements.append(.quadCurve(end.kbsimApplying(transform), control: control.kbsimApplying(transform)))
    }
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        if elements.isEmpty { elements.append(.move(control1.kbsimApplying(transform))) }
        elements.append(
            .curve(
                end.kbsimApplying(transform), control1: control1.kbsimApplying(transform),
                control2: control2.kbsimApplying(transform)))
    }
    public func closeSubpath() { if !elements.isEmpty { elements.append(.close) } }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(
            between: [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)
            ], transform: transform)
        closeSubpath()
    }
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let steps = 32
        for i in 0...steps {
            let a = CGFloat(i) / CGFloat(steps) * 2 * .pi
            let p = CGPoint(x: r.midX + r.width / 2 * cos(a), y: r.midY + r.height / 2 * sin(a))
            if i == 0 { move(to: p, transform: transform) } else { addLine(to: p, transform: transform) }
        }
        closeSubpath()
    }
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let rx = max(0, min(cornerWidth, r.width / 2)), ry = max(0, min(cornerHeight, r.height / 2))
        guard rx > 0, ry > 0 else { addRect(r, transform: transform); return }
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - rx, y: r.minY + ry), -.pi / 2), (CGPoint(x: r.maxX - rx, y: r.maxY - ry), 0),
            (CGPoint(x: r.minX + rx, y: r.maxY - ry), .pi / 2), (CGPoint(x: r.minX + rx, y: r.minY + ry), .pi)
        ]
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        for (c, start) in corners {
            for i in 0...4 {
                let a = start + CGFloat(i) / 4 * (.pi / 2)
                addLine(to: CGPoint(x: c.x + rx * cos(a), y: c.y + ry * sin(a)), transform: transform)
            }
        }
        closeSubpath()
    }
    /// An arc of a circle; `clockwise` in Core Graphics' sense (towards decreasing angles), joined to the current
    /// point by a line.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var delta = clockwise ? startAngle - endAngle : endAngle - startAngle
        if delta < 0 { delta = delta.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
        delta = min(delta, 2 * .pi)
        addRelativeArc(
            center: center, radius: radius, startAngle: startAngle, delta: clockwise ? -delta : delta,
            transform: transform)
    }
    /// An arc sweeping `delta` radians from `startAngle`.
    public func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        let steps = max(1, Int((abs(delta) / (.pi / 8)).rounded(.up)))
        for i in 0...steps {
            let a = startAngle + delta * CGFloat(i) / CGFloat(steps)
            addLine(to: CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)), transform: transform)
        }
    }
    /// A rounded corner between the lines to two tangent points (kept as the corner point's lines: an estimate).
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        addLine(to: tangent1End, transform: transform)
    }
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for e in path.elements {
            switch e {
            case .move(let p): elements.append(.move(p.kbsimApplying(transform)))
            case .line(let p): elements.append(.line(p.kbsimApplying(transform)))
            case .quadCurve(let p, let c):
                elements.append(.quadCurve(p.kbsimApplying(transform), control: c.kbsimApplying(transform)))
            case .curve(let p, let c1, let c2):
                elements.append(
                    .curve(
                        p.kbsimApplying(transform), control1: c1.kbsimApplying(transform),
                        control2: c2.kbsimApplying(transform)))
            case .close: elements.append(.close)
            }
        }
    }
}

extension CGPoint {
    /// The point transformed (Foundation on Linux has no `CGPoint.applying(_:)` for kbsim's transform).
    func kbsimApplying(_ t: CGAffineTransform) -> CGPoint {
        t.isIdentity ? self : CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

/// How a path's ends are drawn. Raw values are Core Graphics'.
public enum CGLineCap: Int32, Sendable { case butt = 0, round, square }
/// How a path's corners are drawn. Raw values are Core Graphics'.
public enum CGLineJoin: Int32, Sendable { case miter = 0, round, bevel }
/// Which parts of a path a draw call paints. Raw values are Core Graphics'.
public enum CGPathDrawingMode: Int32, Sendable { case fill = 0, eoFill, stroke, fillStroke, eoFillStroke }
/// How the inside of a path is decided. Raw values are Core Graphics'.
public enum CGPathFillRule: Int, Sendable { case winding = 0, evenOdd }
/// How painted colour mixes with what is there (stored only). Raw values are Core Graphics'.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop
    case destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter
}
/// How images are resampled (stored only). Raw values are Core Graphics'.
public enum CGInterpolationQuality: Int32, Sendable { case `default` = 0, none, low, high, medium }
