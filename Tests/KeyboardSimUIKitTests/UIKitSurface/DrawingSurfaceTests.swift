@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit
import KeyboardSimCore

/// Core Animation layers, Bezier paths and UIGraphics contexts as inert state: what drawing code sets reads back as
/// UIKit and Core Animation give it; nothing is painted.
@MainActor @Suite struct DrawingSurfaceTests {
    @Test("A view's layer has the view's frame and bounds, and follows them (UIKit: a view is its layer's geometry)")
    func viewLayerFollowsView() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        #expect(view.layer.frame == view.frame && view.layer.bounds == view.bounds)
        view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(view.layer.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(view.layer.bounds.size == CGSize(width: 50, height: 50))
    }

    @Test("CALayer's frame derives from bounds, position and anchorPoint, as Core Animation's does")
    func layerGeometry() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        #expect(layer.position == CGPoint(x: 30, y: 20) && layer.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        layer.anchorPoint = .zero
        #expect(layer.frame.origin == CGPoint(x: 30, y: 20))
    }

    @Test("Core Animation's defaults: border and shadow colour opaque black, shadow offset (0, -3), radius 3")
    func layerDefaults() {
        let layer = CALayer()
        #expect(layer.borderColor?.color == .black && layer.shadowColor?.color == .black)
        #expect(
            layer.shadowOffset == CGSize(width: 0, height: -3) && layer.shadowRadius == 3 && layer.shadowOpacity == 0)
        #expect(layer.sublayers == nil && layer.superlayer == nil)
    }

    @Test("Sublayers: addSublayer, insertSublayer(at:/below:/above:), removeFromSuperlayer; moving re-parents")
    func sublayerTree() {
        let root = CALayer(), a = CALayer(), b = CAShapeLayer(), c = CAGradientLayer()
        root.addSublayer(a)
        root.insertSublayer(b, at: 0)
        root.insertSublayer(c, above: b)
        #expect(root.sublayers?.map(ObjectIdentifier.init) == [b, c, a].map(ObjectIdentifier.init))
        let other = CALayer()
        other.addSublayer(c)
        #expect(root.sublayers?.count == 2 && c.superlayer === other)
        a.removeFromSuperlayer()
        b.removeFromSuperlayer()
        #expect(root.sublayers == nil)
    }

    @Test("CAShapeLayer's defaults: fill opaque black, no stroke, line width 1, stroke end 1 (Core Animation's)")
    func shapeLayerDefaults() {
        let shape = CAShapeLayer()
        #expect(
            shape.fillColor?.color == .black && shape.strokeColor == nil && shape.lineWidth == 1 && shape.strokeEnd == 1
        )
        shape.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 44, height: 44), cornerRadius: 8).cgPath
        shape.lineDashPattern = [4, 2]
        #expect(shape.path?.boundingBox == CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(shape.lineDashPattern == [4, 2])
    }

    @Test("CAGradientLayer's default end points are the top and bottom centre (Core Animation's)")
    func gradientDefaults() {
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.colors?.count == 2)
    }

    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @Test("layerClass: a view whose layerClass is CAGradientLayer has a gradient layer (UIKit's override point)")
    func layerClassOverride() {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.layer is CAGradientLayer)
        #expect(!(UIView().layer is CAShapeLayer))
    }

    @Test(
        "UIBezierPath: rect and rounded-rect bounds; an arc clockwise in UIKit's sense sweeps towards increasing angles"
    )
    func bezierPaths() {
        #expect(
            UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds
                == CGRect(x: 1, y: 2, width: 3, height: 4))
        let path = UIBezierPath()
        #expect(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 10))
        path.addLine(to: CGPoint(x: 20, y: 10))
        #expect(path.currentPoint == CGPoint(x: 20, y: 10) && !path.isEmpty)
        // Quarter circle from 0 to π/2, clockwise on screen: ends below the centre.
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.x) < 0.001 && abs(arc.currentPoint.y - 10) < 0.001)
        #expect(arc.bounds.maxX <= 10.001 && arc.bounds.minY > -0.001)
        path.lineWidth = 3
        #expect(path.lineWidth == 3)
    }

    final class BoxView: UIView {
        var sawContext = false
        override func draw(_ rect: CGRect) {
            guard let context = UIGraphicsGetCurrentContext() else { return }
            sawContext = true
            UIColor.red.setStroke()
            context.setLineWidth(2)
            context.stroke(rect.insetBy(dx: 1, dy: 1))
            #expect(context.strokeColor.color == .red && context.lineWidth == 2)
        }
    }

    @Test("draw(_:) runs with a current graphics context, as UIKit pushes one for it; none outside drawing")
    func drawHasContext() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        let screen = Screen(notificationCenter: NotificationCenter())
        let box = BoxView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        screen.add(box)
        #expect(box.sawContext)
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("UIGraphicsBeginImageContextWithOptions: the image has the context's size; End pops the context")
    func imageContext() {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), false, 0)
        let context = UIGraphicsGetCurrentContext()
        UIColor.blue.setFill()
        #expect(context?.fillColor.color == .blue)
        UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 30, height: 20)).fill()
        #expect(context?.paintCount == 1)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 30, height: 20))
        #expect(UIGraphicsGetCurrentContext() == nil && UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test("UIGraphicsImageRenderer runs its actions with a current context and gives an image of its size")
    func renderer() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 8))
        var inside: CGContext?
        let image = renderer.image { context in
            inside = UIGraphicsGetCurrentContext()
            context.fill(CGRect(x: 0, y: 0, width: 12, height: 8))
        }
        #expect(inside != nil && image.size == CGSize(width: 12, height: 8) && UIGraphicsGetCurrentContext() == nil)
    }

    @Test("drawHierarchy(in:afterScreenUpdates:) draws into the current context; false without one, as UIKit answers")
    func drawHierarchy() {
        let screen = Screen(notificationCenter: NotificationCenter())
        let box = BoxView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        screen.add(box)
        #expect(!box.drawHierarchy(in: box.bounds, afterScreenUpdates: true))
        let image = UIGraphicsImageRenderer(size: box.bounds.size).image { _ in
            #expect(box.drawHierarchy(in: box.bounds, afterScreenUpdates: true))
        }
        #expect(image.size == box.bounds.size)
    }

    @Test("CATransaction's completion block runs when the transaction commits (nothing is animated)")
    func transaction() {
        final class Flag: @unchecked Sendable { var done = false }
        let flag = Flag()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        #expect(CATransaction.disableActions())
        CATransaction.setCompletionBlock { flag.done = true }
        #expect(!flag.done)
        CATransaction.commit()
        #expect(flag.done && !CATransaction.disableActions())
    }

    @Test("CGMutablePath: addRect and addLines give the bounding box of their points")
    func mutablePath() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addLines(between: [CGPoint(x: 20, y: 5), CGPoint(x: 25, y: 15)])
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 25, height: 15))
        #expect(
            CGPath(rect: CGRect(x: 1, y: 1, width: 2, height: 2), transform: nil).boundingBox
                == CGRect(x: 1, y: 1, width: 2, height: 2))
    }
}
