import Foundation
// UIKit's `NSValue` additions (NSValue(cgPoint:), uiEdgeInsetsValue …). Points and sizes are corelibs' own values
// (`NSValue(point:)`, `NSValue(size:)`). corelibs cannot hold a structure type encoding such as UIKit's
// `{UIEdgeInsets=dddd}` (it traps: "cannot encode structs"), so edge insets, offsets and transforms are held as
// arrays of doubles (`objCType` "[4d]", "[2d]", "[6d]"): equal when their numbers are. Reading a value of another
// type gives the zero value (the identity for a transform), where iOS would read whatever bytes are there.

extension NSValue {
    /// Wraps a point (UIKit's spelling of `NSValue(point:)`).
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point held (UIKit's spelling of `pointValue`).
    public var cgPointValue: CGPoint { pointValue }
    /// Wraps a size (UIKit's spelling of `NSValue(size:)`).
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size held (UIKit's spelling of `sizeValue`).
    public var cgSizeValue: CGSize { sizeValue }

    /// Wraps edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right])
    }
    /// The edge insets held (zero insets when the value holds something else).
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let d = doubles(4) else { return .zero }
        return UIEdgeInsets(top: d[0], left: d[1], bottom: d[2], right: d[3])
    }
    /// Wraps an offset.
    public convenience init(uiOffset offset: UIOffset) {
        self.init(doubles: [offset.horizontal, offset.vertical])
    }
    /// The offset held (zero when the value holds something else).
    public var uiOffsetValue: UIOffset {
        guard let d = doubles(2) else { return .zero }
        return UIOffset(horizontal: d[0], vertical: d[1])
    }
    /// Wraps an affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        let t = transform
        self.init(doubles: [t.a, t.b, t.c, t.d, t.tx, t.ty])
    }
    /// The affine transform held (the identity when the value holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        guard let d = doubles(6) else { return .identity }
        return CGAffineTransform(a: d[0], b: d[1], c: d[2], d: d[3], tx: d[4], ty: d[5])
    }

    private convenience init(doubles: [CGFloat]) {
        var d = doubles.map { Double($0) }
        self.init(bytes: &d, objCType: "[\(d.count)d]")
    }

    private func doubles(_ count: Int) -> [Double]? {
        guard String(cString: objCType) == "[\(count)d]" else { return nil }
        var d = [Double](repeating: 0, count: count)
        d.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return d
    }
}
