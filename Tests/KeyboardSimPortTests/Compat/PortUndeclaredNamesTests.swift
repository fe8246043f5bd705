@testable import KeyboardSimTestSupport
import Foundation
import Testing
@testable import KeyboardSimPort

/// `kbsim port` names, at its line, every member, type-like name, initialiser label and `#literal` that neither the
/// inputs, nor KeyboardSim, nor the Linux platform declares: each is a compile error on Linux, reported before the
/// build. The names KeyboardSim and the platform declare are generated (scripts/port-known-names.sh).
@Suite struct PortUndeclaredNamesTests {
    /// The "does not declare" reports: `LINE NAME`, NAME the name between the first backquotes.
    static func undeclared(_ source: String, context: Porter.Context? = nil) -> [String] {
        Porter.port(source, context: context ?? Porter.Context.of([source])).unhandled
            .filter { $0.message.hasPrefix("KeyboardSim does not declare `") }
            .map { "\($0.line) " + $0.message.split(separator: "`")[1] }
    }

    @Test("A member KeyboardSim does not declare is reported at its line, once per line")
    func missingMemberReported() {
        let source = """
            import UIKit
            final class SearchBar: UISearchBar {
                func style() {
                    self.interactionState = UIImage(); interactionState = nil; self.interactionState = nil
                    let field = UITextField()
                    field.textDragDelegate = .center
                    field.text = "a"
                }
            }
            """
        #expect(Self.undeclared(source) == ["4 interactionState", "6 textDragDelegate"])
        let note = Porter.port(source).unhandled.first { $0.line == 4 }
        #expect(
            note?.message.hasPrefix(
                "KeyboardSim does not declare `interactionState`, nor do the inputs or the Linux platform") == true)
    }

    @Test(
        "A member, a type or a label the inputs declare is not reported: extensions, enum cases, closure parameters, tuple labels"
    )
    func declaredInInputsNotReported() {
        let source = """
            import UIKit
            extension UISearchBar { var interactionState: UIImage? { get { nil } set {} } }
            enum Mode { case plain, fancy(level: Int) }
            struct Pair<Element> { let first: Element; let rest: [Element] }
            final class SearchBar: UISearchBar {
                func style(_ mode: Mode) -> (first: Int, rest: Int) {
                    self.interactionState = nil
                    let m: Mode = .fancy(level: 2)
                    if case .plain = mode {}
                    let pair = Pair<Int>(first: 1, rest: [])
                    let t = (first: pair.first, rest: 2)
                    [1].forEach { value in _ = value }
                    return (t.first, t.rest)
                }
            }
            """
        #expect(Self.undeclared(source) == [])
        let other = "import UIKit\nfunc g(_ b: UISearchBar) { b.interactionState = nil }\n"
        #expect(Self.undeclared(other) == ["2 interactionState"])
        #expect(Self.undeclared(other, context: Porter.Context.of([source, other])) == [], "declared in another input")
    }

    @Test(
        "Foundation, the standard library, Dispatch and Glibc members are not reported; XCTest's only with its import")
    func platformNamesNotReported() {
        let source = """
            import Foundation
            let url = "a b".addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed)
            let t = Date().timeIntervalSince1970.rounded(.down)
            let range = "abc".range(of: "b", options: .caseInsensitive)
            let pi = M_PI
            func later() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) {} }
            let max = CGFloat.greatestFiniteMagnitude
            let text = NSAttributedString(string: "a", attributes: [.font: 1])
            let title = NSLocalizedString("title", comment: "a function's labels are not an initialiser's")
            """
        #expect(Self.undeclared(source) == [])
        #expect(
            Self.undeclared("extension Optional where Wrapped == String { var orEmpty: String { self ?? \"\" } }\n")
                == [])
        #expect(Self.undeclared("func f() { XCTAssertEqual(1, 1) }\n") == ["1 XCTAssertEqual"])
        #expect(Self.undeclared("import XCTest\nfunc f() { XCTAssertEqual(1, 1) }\n") == [])
    }

    @Test("Types and initialiser labels nobody declares are reported; literals KeyboardSim supports are not")
    func typesLabelsLiteralsReported() {
        let source = """
            import UIKit
            final class Box: UIView {
                let manager = NSTextLayoutManager()
                let vector = NSValue(cgVector: .zero)
                let color = UIColor(dynamicProvider: { _ in .red })
                let red = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)
                let gradient: CGGradient? = nil
                let key = NSAttributedString.Key.textEffect
            }
            """
        #expect(
            Self.undeclared(source) == [
                "3 NSTextLayoutManager", "4 NSValue(cgVector:)", "5 UIColor(dynamicProvider:)", "7 CGGradient",
                "8 textEffect"
            ])
        let hint = Porter.port("import Foundation\nlet s = URLSession.shared\n").unhandled.first?.message
        #expect(hint?.contains("FoundationNetworking") == true, "\(hint ?? "")")
    }

    @Test(
        "Keywords, #if conditions, attribute arguments, ranges and names from a third-party module's import are handled"
    )
    func noNoise() {
        let source = """
            import UIKit
            #if DEBUG && os(iOS)
            let debug = true
            #endif
            @available(iOS 13.0, *)
            final class Field: UITextField {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
                func f(count: Int) -> Self.Type {
                    for i in 0...count where i > 0 {}
                    let kind = Field.self
                    let made: Field = .init(frame: .zero)
                    _ = (kind, made)
                    return Self.self
                }
            }
            """
        #expect(Self.undeclared(source) == [])
        let third = Porter.port("import SnapKit\nlet v = ConstraintMaker()\n").unhandled
        #expect(third.contains { $0.line == 2 && $0.message.contains("unless it comes from SnapKit") })
    }

    @Test("Porting a ported file gives the same source and the same undeclared names")
    func idempotentReport() {
        let source =
            "import UIKit\nfunc f(_ b: UISearchBar) {\n    b.interactionState = nil\n    _ = NSTextLayoutManager()\n}\n"
        let once = Porter.port(source)
        let twice = Porter.port(once.source)
        #expect(twice.source == once.source)
        #expect(twice.unhandled.map(\.message) == once.unhandled.map(\.message))
        #expect(once.unhandled.count == 2)
    }

    @Test("The committed examples and corpus, which compile after the port, get no undeclared-name report")
    func noFalseAlarmOnCorpus() throws {
        for folder in ["Examples/ios", "Examples/corpus"] {
            let dir = PortTests.packageRoot.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }
                .sorted()
            let sources = try names.map { try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8) }
            let context = Porter.Context.of(sources)
            for (name, source) in zip(names, sources) {
                let alarms = Porter.port(source, context: context).unhandled.filter {
                    $0.message.hasPrefix("KeyboardSim does not declare")
                }
                #expect(alarms.isEmpty, "\(folder)/\(name): \(alarms.map { $0.formatted(file: name) })")
            }
        }
    }

    @Test(
        "The committed list of KeyboardSim's names is what scripts/port-known-names.sh gives for the current sources (regenerate: make port-known-names)"
    )
    func knownNamesAreFresh() throws {
        let bin = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        guard
            let modules = [bin, bin.deletingLastPathComponent()].map({ $0.appendingPathComponent("Modules") })
                .first(where: {
                    FileManager.default.fileExists(
                        atPath: $0.appendingPathComponent("KeyboardSimUIKit.swiftmodule").path)
                })
        else {
            Issue.record("no Modules directory beside \(bin.path)")
            return
        }
        let run = try KbsimProcess.run(
            PortTests.packageRoot.appendingPathComponent("scripts/port-known-names.sh"),
            ["--check", "--only", "keyboardsim", "--modules", modules.path], in: PortTests.packageRoot)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(KnownNames.always.contains("UITextField") && KnownNames.always.contains("addingPercentEncoding"))
    }
}
