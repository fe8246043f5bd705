@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit
@testable import KeyboardSimPort

/// `kbsim port` on what real screens do beyond text fields: their own `@objc` protocols with optional members, KVO
/// observers that are plain `NSObject`s, drawing and TextKit (now declared), modules named `UI…`; and the
/// runtime pieces the ported code calls (`ifImplemented`, target/selector timers, `NSValue(nonretainedObject:)`).
@Suite struct PortSurfaceTests {
    static let optionalProtocol = """
        import UIKit

        @objc protocol CodeFieldDelegate: AnyObject {
            func codeFieldDidFinish(_ field: CodeField)
            @objc optional func codeField(_ field: CodeField, shouldAccept digit: String) -> Bool
            @objc optional func codeFieldDidChange(_ field: CodeField)
            @objc optional func placeholder(for field: CodeField) -> String?
        }

        final class CodeField: UIView {
            weak var delegate: CodeFieldDelegate?
            func accept(_ digit: String) -> Bool {
                delegate?.codeFieldDidChange?(self)
                return delegate?.codeField?(self, shouldAccept: digit) ?? true
            }
        }

        """

    @Test("A user's @objc protocol keeps its optional members: defaults in an extension, calls through ifImplemented")
    func optionalProtocolRewrite() {
        let result = Porter.port(Self.optionalProtocol)
        #expect(result.unhandled.isEmpty, "\(result.unhandled)")
        let source = result.source
        #expect(source.contains("protocol CodeFieldDelegate: AnyObject, OptionalRequirements {"), "\(source)")
        #expect(
            source.contains("    func codeField(_ field: CodeField, shouldAccept digit: String) -> Bool\n"), "\(source)"
        )
        #expect(!source.contains("optional func"))
        #expect(
            source.contains(
                """
                extension CodeFieldDelegate {
                    func codeField(_ field: CodeField, shouldAccept digit: String) -> Bool {
                        optionalRequirementDefault("codeField")
                        return false
                    }
                """), "\(source)")
        #expect(source.contains("return nil"))
        #expect(
            source.contains("delegate?.ifImplemented(\"codeFieldDidChange\", { $0.codeFieldDidChange(self) })"),
            "\(source)")
        #expect(
            source.contains(
                "return delegate?.ifImplemented(\"codeField\", { $0.codeField(self, shouldAccept: digit) }) ?? true"),
            "\(source)")
        let twice = Porter.port(source)
        #expect(twice.source == source && twice.changes.isEmpty, "\(twice.changes)")
    }

    @Test("An optional member called from another file goes through ifImplemented when the files are ported together")
    func optionalCallAcrossFiles() {
        let caller =
            "func f(d: CodeFieldDelegate?, c: CodeField) { d?.codeFieldDidChange?(c); d!.codeFieldDidChange!(c) }\n"
        let result = Porter.port(caller, context: Porter.Context.of([Self.optionalProtocol, caller]))
        #expect(
            result.source.contains(
                "d?.ifImplemented(\"codeFieldDidChange\", { $0.codeFieldDidChange(c) }); d!.codeFieldDidChange(c)"),
            "\(result.source)")
    }

    @Test("An optional member whose result has no empty value is reported at its line")
    func optionalWithoutEmptyValue() {
        let source = "@objc protocol P {\n    @objc optional func style() -> Style\n}\n"
        let notes = Porter.port(source).unhandled
        #expect(
            notes.count == 1 && notes.first?.line == 2
                && notes.first?.message.hasPrefix("optional style returns Style") == true,
            "\(notes)")
    }

    @Test("override func observeValue in an NSObject subclass loses override and conforms to NSKeyValueObserving")
    func observeValueOverride() {
        let source = """
            final class Watcher: NSObject {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }
            final class Screen: UIViewController {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}
            }

            """
        let result = Porter.port(source)
        #expect(
            result.source.contains("final class Watcher: NSObject, NSKeyValueObserving {\n    func observeValue("),
            "\(result.source)")
        #expect(
            result.source.contains("final class Screen: UIViewController {\n    override func observeValue("),
            "a view controller keeps its override: \(result.source)")
        let twice = Porter.port(result.source)
        #expect(twice.source == result.source && twice.changes.isEmpty)
    }

    @Test("Drawing, layers and TextKit compile now: the port no longer reports them")
    func drawingNotReported() {
        let source = """
            import UIKit
            final class Boxes: UIView {
                let shape = CAShapeLayer()
                override func draw(_ rect: CGRect) {
                    guard let context = UIGraphicsGetCurrentContext() else { return }
                    UIColor.gray.setStroke()
                    context.stroke(rect)
                    UIBezierPath(roundedRect: rect, cornerRadius: 4).stroke()
                    CATransaction.begin(); CATransaction.commit()
                    let storage = NSTextStorage(); let manager = NSLayoutManager(); storage.addLayoutManager(manager)
                    let image = UIGraphicsImageRenderer(size: rect.size).image { _ in }
                    _ = (image, UIFontDescriptor(), NSValue(nonretainedObject: self))
                }
            }
            """
        let unhandled = Porter.port(source).unhandled
        #expect(unhandled.isEmpty, "\(unhandled)")
    }

    @Test("Target/selector timers port through Selector and are not reported; porting twice changes nothing")
    func timersNotReported() {
        let source = """
            import UIKit
            final class Countdown: UIViewController {
                var timer: Timer?
                override func viewDidLoad() {
                    timer = Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)),
                                                 userInfo: nil, repeats: true)
                    let once = Timer(timeInterval: 5, target: self, selector: #selector(expire), userInfo: nil, repeats: false)
                    RunLoop.main.add(once, forMode: .common)
                }
                @objc func tick(_ timer: Timer) {}
                @objc func expire() {}
            }
            """
        let result = Porter.port(source)
        #expect(result.unhandled.isEmpty, "\(result.unhandled)")
        #expect(
            result.source.contains("selector: Selector(tick(_:))")
                && result.source.contains("selector: Selector(expire)"))
        let twice = Porter.port(result.source)
        #expect(twice.source == result.source && twice.changes.isEmpty)
    }

    @Test("A module named UI… in canImport or import is not reported as a missing UIKit type")
    func moduleNamedUI() {
        let source = "#if canImport(UIKitPlus)\nimport UIKitPlus\n#endif\nimport UIComponents\nlet x = 1\n"
        let notes = Porter.port(source).unhandled
        #expect(!notes.contains { $0.message.contains("KeyboardSim's UIKit has no") }, "\(notes)")
    }
}

// The ported form of `optionalProtocol` (what the rewrite produces), run: "not implemented" stays distinct from an
// answer, as Objective-C's optional chaining keeps it.
protocol PortedCodeFieldDelegate: AnyObject, OptionalRequirements {
    func codeField(shouldAccept digit: String) -> Bool
    func placeholder() -> String?
}
extension PortedCodeFieldDelegate {
    func codeField(shouldAccept digit: String) -> Bool {
        optionalRequirementDefault("codeField")
        return false
    }
    func placeholder() -> String? {
        optionalRequirementDefault("placeholder")
        return nil
    }
}
final class SilentCodeDelegate: PortedCodeFieldDelegate {}
final class DigitsOnlyDelegate: PortedCodeFieldDelegate {
    var asked = 0
    func codeField(shouldAccept digit: String) -> Bool { asked += 1; return digit.allSatisfy(\.isNumber) }
    func placeholder() -> String? { "•" }
}

@MainActor @Suite struct OptionalRequirementsTests {
    @Test("ifImplemented: nil when the delegate lacks the optional method, its answer (once) when it has it")
    func ifImplementedDistinguishes() {
        var delegate: (any PortedCodeFieldDelegate)? = SilentCodeDelegate()
        #expect(delegate?.ifImplemented("codeField", { $0.codeField(shouldAccept: "x") }) == nil)
        #expect(delegate?.ifImplemented("placeholder", { $0.placeholder() }) == nil)
        let digits = DigitsOnlyDelegate()
        delegate = digits
        #expect(delegate?.ifImplemented("codeField", { $0.codeField(shouldAccept: "x") }) == false)
        #expect(delegate?.ifImplemented("placeholder", { $0.placeholder() }) == "•")
        #expect(digits.asked == 1)
        #expect(
            SilentCodeDelegate().codeField(shouldAccept: "1") == false, "a direct call gets the default's empty value")
    }

    final class Ticker: NSObject {
        var ticks = 0
        func tick(_ timer: Timer) { ticks += 1 }
    }

    @Test("Timer(timeInterval:target:selector:userInfo:repeats:) performs the selector on its target when it fires")
    func targetSelectorTimer() {
        let ticker = Ticker()
        let timer = Timer(
            timeInterval: 60, target: ticker, selector: Selector(Ticker.tick), userInfo: nil, repeats: false)
        timer.fire()
        #expect(ticker.ticks == 1)
        let scheduled = Timer.scheduledTimer(
            timeInterval: 60, target: ticker, selector: Selector(Ticker.tick),
            userInfo: nil, repeats: true)
        scheduled.fire()
        scheduled.invalidate()
        #expect(ticker.ticks == 2)
    }

    final class Countdown: UIViewController {
        var ticks = 0
        var timer: Timer?
        func start() {
            timer = Timer.scheduledTimer(
                timeInterval: 60, target: self, selector: Selector(tick(_:)), userInfo: nil, repeats: true)
        }
        func tick(_ timer: Timer) { ticks += 1 }
    }

    @Test("The ported form of a view controller's scheduledTimer(…selector: #selector(tick(_:))…) ticks its method")
    func portedTimerInController() {
        let countdown = Countdown()
        countdown.start()
        countdown.timer?.fire()
        countdown.timer?.invalidate()
        #expect(countdown.ticks == 1)
    }

    @Test("NSValue(nonretainedObject:) values are equal for the same object and work as dictionary keys")
    func nonretainedObjectValue() {
        let a = UITextField(), b = UITextField()
        var errors: [NSValue: String] = [NSValue(nonretainedObject: a): "A"]
        errors[NSValue(nonretainedObject: b)] = "B"
        #expect(errors[NSValue(nonretainedObject: a)] == "A" && errors.count == 2)
        #expect(NSValue(nonretainedObject: a).nonretainedObjectValue as? UITextField === a)
    }
}
