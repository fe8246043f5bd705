@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
@testable import KeyboardSimPort

/// `kbsim port`: token-aware rewrites (strings and comments untouched), reports with line numbers, and the
/// committed ported corpus kept fresh.
@Suite struct PortTests {
    struct Rewrite: CustomTestStringConvertible, Sendable {
        let name: String, input: String, output: String
        var testDescription: String { name }
    }

    static let rewrites: [Rewrite] = [
        Rewrite(
            name: "import UIKit", input: "import UIKit\n",
            output: "\(Porter.header)\n#if canImport(UIKit)\nimport UIKit\n#else\nimport KeyboardSim\n#endif\n"),
        Rewrite(
            name: "#selector bare, Type., self., labels",
            input: "a(#selector(f)); b(#selector(T.f(_:))); c(#selector(self.g(notification:)))",
            output: "\(Porter.header)\na(Selector(f)); b(Selector(T.f(_:))); c(Selector(self.g(notification:)))"),
        Rewrite(
            name: "@objc on its own line goes with its line", input: "class A {\n    @objc\n    func f() {}\n}\n",
            output: "\(Porter.header)\nclass A {\n    func f() {}\n}\n"),
        Rewrite(
            name: "@objc(name) and @objcMembers", input: "@objcMembers class A { @objc(doIt:) func f(_ x: Int) {} }",
            output: "\(Porter.header)\nclass A { func f(_ x: Int) {} }"),
        Rewrite(
            name: "@IBOutlet weak var", input: "import UIKit\n    @IBOutlet weak var x: UITextField!\n",
            output:
                "\(Porter.header)\n#if canImport(UIKit)\nimport UIKit\n#else\nimport KeyboardSim\n#endif\n    weak var x: UITextField!\n"
        ),
        Rewrite(
            name: "@objc dynamic var", input: "@objc dynamic var n = 0\nlet dynamic = 1\nx.dynamic()\n",
            output: "\(Porter.header)\nvar n = 0\nlet dynamic = 1\nx.dynamic()\n"),
        Rewrite(
            name: "strings untouched", input: ##"let s = "#selector(f) @objc import UIKit"; @objc func f() {}"##,
            output: "\(Porter.header)\n" + ##"let s = "#selector(f) @objc import UIKit"; func f() {}"##),
        Rewrite(
            name: "raw strings untouched", input: ###"let r = ##"a "#selector(x)" \##(y) @objc"##; #selector(z)"###,
            output: "\(Porter.header)\n" + ###"let r = ##"a "#selector(x)" \##(y) @objc"##; Selector(z)"###),
        Rewrite(
            name: "multi-line strings untouched",
            input: "let m = \"\"\"\n  @objc \"quoted\" #selector(a)\n  \"\"\"\n@objc func g() {}\n",
            output: "\(Porter.header)\nlet m = \"\"\"\n  @objc \"quoted\" #selector(a)\n  \"\"\"\nfunc g() {}\n"),
        Rewrite(
            name: "interpolation with a nested string",
            input: #"let s = "\(f("@objc)")) #selector"; @objc func h() {}"#,
            output: "\(Porter.header)\n" + #"let s = "\(f("@objc)")) #selector"; func h() {}"#),
        Rewrite(
            name: "comments untouched (line, block, nested block)",
            input:
                "// @objc #selector(a)\n/* @objc /* nested #selector(b) */ still comment @IBOutlet */\n@objc func k() {}\n",
            output:
                "\(Porter.header)\n// @objc #selector(a)\n/* @objc /* nested #selector(b) */ still comment @IBOutlet */\nfunc k() {}\n"
        ),
        Rewrite(
            name: "nothing to do: unchanged, no header", input: "let x = 1 // fine\n", output: "let x = 1 // fine\n"),
        Rewrite(
            name: "import UIKit.UITextField and import class UIKit.UIView keep their form on iOS",
            input: "import UIKit.UITextField\nimport class UIKit.UIView\n",
            output: "\(Porter.header)\n\(dual("import UIKit.UITextField"))\n\(dual("import class UIKit.UIView"))\n"),
        Rewrite(
            name: "a test file that gets UIKit from XCTest gets the import",
            input: "// Tests\nimport XCTest\n\nclass T: XCTestCase { var f: UITextField! }\n",
            output:
                "\(Porter.header)\n// Tests\n\(dual("import UIKit"))\nimport XCTest\n\nclass T: XCTestCase { var f: UITextField! }\n"
        ),
        Rewrite(
            name: "a Foundation-only file naming NSPredicate imports KeyboardSim instead of Foundation on Linux",
            input:
                "import Foundation\nextension NSPredicate { static let digits = NSPredicate(format: \"SELF MATCHES %@\", \"[0-9]+\") }\n",
            output: "\(Porter.header)\n#if canImport(UIKit)\nimport Foundation\n#else\nimport KeyboardSim\n#endif\n"
                + "extension NSPredicate { static let digits = NSPredicate(format: \"SELF MATCHES %@\", \"[0-9]+\") }\n"
        ),
        Rewrite(
            name: "#if os(iOS) and canImport(UIKit) gates open to KeyboardSim; the UIKit import inside is rewritten",
            input: "#if os(iOS) || os(tvOS)\nimport UIKit\n#elseif !canImport(UIKit)\nlet x = 1\n#endif\n",
            output: "\(Porter.header)\n#if (os(iOS) || canImport(KeyboardSim)) || os(tvOS)\n\(dual("import UIKit"))\n"
                + "#elseif !(canImport(UIKit) || canImport(KeyboardSim))\nlet x = 1\n#endif\n"),
        Rewrite(
            name: "the port's own dual import, and one written by hand, are left alone",
            input: "#if canImport(UIKit)\nimport UIKit\n#else\nimport KeyboardSim\n#endif\nlet a = 1\n",
            output: "#if canImport(UIKit)\nimport UIKit\n#else\nimport KeyboardSim\n#endif\nlet a = 1\n"),
        Rewrite(
            name: "optional delegate requirements are called through ifImplemented",
            input:
                "let a = outer?.textField?(f, shouldChangeCharactersIn: r, replacementString: s) ?? true\nouter?.textFieldDidEndEditing?(f)\nonChange?(f)\n",
            output:
                "\(Porter.header)\nlet a = outer?.ifImplemented.textField(f, shouldChangeCharactersIn: r, replacementString: s) ?? true\n"
                + "outer?.ifImplemented.textFieldDidEndEditing(f)\nonChange?(f)\n"),
        Rewrite(
            name: "@IBAction goes from a method without parameters only",
            input:
                "class C {\n    @IBAction func done() {}\n    @IBAction func tapped(_ sender: Any) {}\n    @IBAction private func generic<T>() {}\n}\n",
            output:
                "\(Porter.header)\nclass C {\n    func done() {}\n    @IBAction func tapped(_ sender: Any) {}\n    private func generic<T>() {}\n}\n"
        ),
        Rewrite(
            name: "extension members that override move into their class (same file)",
            input:
                "class F: UITextField {\n    var x = 1\n}\n\nextension F: P {\n    override func textRect(forBounds b: CGRect) -> CGRect { b }\n}\n",
            output:
                "\(Porter.header)\n\(dual("import UIKit"))\nclass F: UITextField {\n    var x = 1\n\n    override func textRect(forBounds b: CGRect) -> CGRect { b }\n}\n\nextension F: P {}\n"
        ),
        Rewrite(
            name: "an extension member overridden by a subclass moves into its class",
            input:
                "open class L: NSObject {\n}\nextension L {\n    @objc open func begin() {}\n}\nclass M: L {\n    override func begin() {}\n}\n",
            output:
                "\(Porter.header)\n\(dual("import UIKit"))\nopen class L: NSObject {\n\n    open func begin() {}\n}\nextension L {}\nclass M: L {\n    override func begin() {}\n}\n"
        ),
        Rewrite(
            name:
                "@MainActor leaves XCTestCase subclasses and their members; other @MainActor declarations become @preconcurrency",
            input: "import XCTest\n@MainActor\nfinal class T: XCTestCase {\n    @MainActor func testA() {}\n}\n"
                + "@MainActor public class D: NSObject { @MainActor func f() {} }\nlet c = { @MainActor in 1 }\n"
                + "func g(_ h: @MainActor () -> Void) {}\n@preconcurrency @MainActor class E {}\n@MainActor extension D {}\n",
            output: "\(Porter.header)\nimport XCTest\nfinal class T: XCTestCase {\n    func testA() {}\n}\n"
                + "@preconcurrency @MainActor public class D: NSObject { @preconcurrency @MainActor func f() {} }\n"
                + "let c = { @MainActor in 1 }\nfunc g(_ h: @MainActor () -> Void) {}\n@preconcurrency @MainActor class E {}\n"
                + "@MainActor extension D {}\n"),
        Rewrite(
            name: "a view's dynamic vars report their setter to appearance proxies; other classes' do not",
            input: "import UIKit\nclass F: UITextField {\n    dynamic var a: CGFloat = 1\n"
                + "    @objc dynamic var b: UIColor? { didSet { redraw() } }\n"
                + "    override dynamic var textColor: UIColor? { set { c = newValue } get { c } }\n"
                + "    dynamic var d: Int { willSet { } }\n    dynamic var e: Int { 1 }\n    dynamic static var s = 1\n}\n"
                + "class G: F { dynamic var x = [1,\n        2] }\nclass M: NSObject { @objc dynamic var n = 0 }\n",
            output: "\(Porter.header)\n\(dual("import UIKit"))\nclass F: UITextField {\n"
                + "    var a: CGFloat = 1 { didSet { appearancePropertyDidSet(\\F.a, named: \"a\") } }\n"
                + "    var b: UIColor? { didSet { appearancePropertyDidSet(\\F.b, named: \"b\"); redraw() } }\n"
                + "    override var textColor: UIColor? { set { defer { appearancePropertyDidSet(\\F.textColor, named: \"textColor\") }; c = newValue } get { c } }\n"
                + "    var d: Int { willSet { } didSet { appearancePropertyDidSet(\\F.d, named: \"d\") } }\n"
                + "    var e: Int { 1 }\n    static var s = 1\n}\n"
                + "class G: F { var x = [1,\n        2] { didSet { appearancePropertyDidSet(\\G.x, named: \"x\") } } }\n"
                + "class M: NSObject { var n = 0 }\n"),
        Rewrite(
            name:
                "pre-Swift-4.2 notification names and userInfo keys become the current ones; strings, comments and other members do not",
            input:
                "import UIKit\nlet a = NSNotification.Name.UIKeyboardWillShow\nlet b: Notification.Name = .UITextFieldTextDidChange\n"
                + "c.addObserver(self, selector: s, name: .UIKeyboardWillHide, object: nil)\nif n.name == Notification.Name.UIKeyboardDidHide {}\n"
                + "switch n.name { case .UIKeyboardWillChangeFrame: break }\nlet f = info[UIKeyboardFrameEndUserInfoKey] ?? info[UIKeyboardAnimationCurveUserInfoKey]\n"
                + "let s = \"UIKeyboardWillShow\" // UIKeyboardFrameEndUserInfoKey\nx.UIKeyboardDidShow\n",
            output: "\(Porter.header)\n\(dual("import UIKit"))\nlet a = UIResponder.keyboardWillShowNotification\n"
                + "let b: Notification.Name = UITextField.textDidChangeNotification\n"
                + "c.addObserver(self, selector: s, name: UIResponder.keyboardWillHideNotification, object: nil)\n"
                + "if n.name == UIResponder.keyboardDidHideNotification {}\n"
                + "switch n.name { case UIResponder.keyboardWillChangeFrameNotification: break }\n"
                + "let f = info[UIResponder.keyboardFrameEndUserInfoKey] ?? info[UIResponder.keyboardAnimationCurveUserInfoKey]\n"
                + "let s = \"UIKeyboardWillShow\" // UIKeyboardFrameEndUserInfoKey\nx.UIKeyboardDidShow\n"),
        Rewrite(
            name:
                "pre-Swift-4.2 types and UIEdgeInsets functions become the current ones, except in code Linux compiles out",
            input:
                "import UIKit\nlet e: UIControlEvents = [.editingChanged]\nlet o = UIViewAnimationOptions.curveEaseOut\n"
                + "func f(_ r: UITextFieldDidEndEditingReason, _ s: UIControlState, _ c: UIViewAnimationCurve) {}\n"
                + "let i = UIEdgeInsetsMake(1, 2 + x, g(3, 4), 4)\nlet z = UIEdgeInsetsZero\n"
                + "let r = UIEdgeInsetsInsetRect(bounds, i)\nlet q = UIEdgeInsetsInsetRect(super.textRect(forBounds: b), i)\n"
                + "let same = !UIEdgeInsetsEqualToEdgeInsets(i, .zero)\n#if swift(<4.2)\nlet old = UIEdgeInsetsZero\n#endif\n",
            output: "\(Porter.header)\n\(dual("import UIKit"))\nlet e: UIControl.Event = [.editingChanged]\n"
                + "let o = UIView.AnimationOptions.curveEaseOut\n"
                + "func f(_ r: UITextField.DidEndEditingReason, _ s: UIControl.State, _ c: UIView.AnimationCurve) {}\n"
                + "let i = UIEdgeInsets(top: 1, left: 2 + x, bottom: g(3, 4), right: 4)\nlet z = UIEdgeInsets.zero\n"
                + "let r = bounds.inset(by: i)\nlet q = (super.textRect(forBounds: b)).inset(by: i)\n"
                + "let same = !(i == .zero)\n#if swift(<4.2)\nlet old = UIEdgeInsetsZero\n#endif\n"),
        Rewrite(
            name: "pre-Swift-4.2 text view notifications, nested types and attribute keys become the current ones",
            input: "import UIKit\nc.addObserver(self, selector: s, name: .UITextViewTextDidChange, object: nil)\n"
                + "let b = NSNotification.Name.UITextViewTextDidBeginEditing\n"
                + "let a = UIAlertAction(title: \"OK\", style: UIAlertActionStyle.default, handler: nil)\n"
                + "let k = [NSAttributedStringKey.font: f] as [NSAttributedStringKey: Any]\n"
                + "let w = UIFont.systemFont(ofSize: 12, weight: UIFontWeightBold)\nlet x: UIButtonType = .system\n"
                + "let s = \"UIAlertActionStyle\" // NSAttributedStringKey\n#if swift(<4.2)\nlet old = UIAlertControllerStyle.alert\n#endif\n",
            output: "\(Porter.header)\n\(dual("import UIKit"))\n"
                + "c.addObserver(self, selector: s, name: UITextView.textDidChangeNotification, object: nil)\n"
                + "let b = UITextView.textDidBeginEditingNotification\n"
                + "let a = UIAlertAction(title: \"OK\", style: UIAlertAction.Style.default, handler: nil)\n"
                + "let k = [NSAttributedString.Key.font: f] as [NSAttributedString.Key: Any]\n"
                + "let w = UIFont.systemFont(ofSize: 12, weight: UIFont.Weight.bold)\nlet x: UIButton.ButtonType = .system\n"
                + "let s = \"UIAlertActionStyle\" // NSAttributedStringKey\n#if swift(<4.2)\nlet old = UIAlertControllerStyle.alert\n#endif\n"
        ),
        Rewrite(
            name: "a pre-Swift-4.2 nested type the inputs declare themselves is left alone",
            input: "import UIKit\nenum UIAlertActionStyle { case plain }\nlet a = UIAlertActionStyle.plain\n",
            output:
                "\(Porter.header)\n\(dual("import UIKit"))\nenum UIAlertActionStyle { case plain }\nlet a = UIAlertActionStyle.plain\n"
        ),
        Rewrite(
            name: "a pre-Swift-4.2 name the inputs declare themselves (a shim) is left alone",
            input: "import UIKit\nlet UIEdgeInsetsZero = 0\nlet a = UIEdgeInsetsZero\n",
            output: "\(Porter.header)\n\(dual("import UIKit"))\nlet UIEdgeInsetsZero = 0\nlet a = UIEdgeInsetsZero\n")
    ]

    static func dual(_ statement: String) -> String {
        "#if canImport(UIKit)\n\(statement)\n#else\nimport KeyboardSim\n#endif"
    }

    @Test(arguments: rewrites)
    func rewrite(_ r: Rewrite) {
        #expect(Porter.port(r.input).source == r.output)
    }

    @Test("The tokenizer's tokens concatenate back to the source, with lines counted through strings and comments")
    func tokenizerRoundTrip() throws {
        let source = "let a = \"\"\"\nx\n\"\"\" /* 1\n2 */ let b = #\"\\#(c)\"#\n// end\n@objc"
        let tokens = SwiftTokenizer.tokenize(source)
        #expect(tokens.map(\.text).joined() == source)
        #expect(tokens.filter { $0.kind == .string }.map(\.line) == [1, 4])
        #expect(tokens.last == SwiftToken(kind: .attribute, text: "@objc", line: 6))
    }

    @Test("An outlet is connected by no nib on Linux: each @IBOutlet gets a note, at its line, naming the outlet")
    func outletNotes() {
        let source = """
            import UIKit
            class A: UIViewController {
                @IBOutlet private weak var email: UITextField!
                @IBOutlet var fields: [UITextField]!
                var plain: UITextField?
                @IBOutlet private(set) weak var phone: UITextField!
            }
            """
        let notes = Porter.port(source).notes.filter { $0.kind == .note }.map { "\($0.line) \($0.message)" }
        #expect(notes.count == 3, "\(notes)")
        #expect(notes.first?.hasPrefix("3 outlet email: no nib or storyboard connects it on Linux") == true)
        #expect(notes.dropFirst().first?.hasPrefix("4 outlet fields: ") == true)
        #expect(notes.last?.hasPrefix("6 outlet phone: ") == true)
        #expect(notes.allSatisfy { $0.contains("show(_:outlets:)") })
    }

    @Test("Reports: each change and each thing it cannot port, with its line")
    func report() {
        let source = """
            import UIKit

            class A: UIViewController {
                @IBOutlet weak var f: UITextField!
                func go() {
                    let vc = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "B")
                    objc_setAssociatedObject(self, &key, vc, .OBJC_ASSOCIATION_RETAIN)
                    let s = Selector("old:") // "UIStoryboard" in a comment is not reported
                    _ = #selector(getter: A.f)
                }
            }
            """
        let notes = Porter.port(source).notes.map { "\($0.line) \($0.kind.rawValue) \($0.message.prefix(40))" }
        #expect(
            notes == [
                "1 changed import UIKit → #if canImport(UIKit) impo",
                "4 changed @IBOutlet removed",
                "4 note outlet f: no nib or storyboard connects ",
                "6 unhandled UIStoryboard: kbsim has no storyboards; ",
                "6 unhandled instantiateViewController: kbsim has no ",
                "8 unhandled Selector(\"old:\") names a method by strin",
                "9 unhandled #selector(getter: …) names a property ac"
            ])
    }

    /// The first capture of `pattern` (lines anchored) in every Swift file under `folder`, except those whose path
    /// within it starts with `skipping`.
    static func captures(_ pattern: String, under folder: String, skipping: String? = nil) throws -> Set<String> {
        let root = packageRoot.appendingPathComponent(folder)
        let regex = try NSRegularExpression(pattern: pattern, options: .anchorsMatchLines)
        var names = Set<String>()
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.filter {
            $0.hasSuffix(".swift")
        }
        for file in files where skipping.map({ !file.hasPrefix($0) }) ?? true {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for m in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                names.insert((text as NSString).substring(with: m.range(at: 1)))
            }
        }
        return names
    }

    /// Whether the notes are, in order, "LINE KIND MESSAGE-PREFIX".
    static func matches(_ notes: [Porter.Note], _ expected: [String]) -> Bool {
        notes.count == expected.count
            && zip(notes, expected).allSatisfy { "\($0.line) \($0.kind.rawValue) \($0.message)".hasPrefix($1) }
    }

    @Test(
        "Every import it cannot satisfy is reported once with a suggestion; gated imports and code Linux does not compile are not"
    )
    func importReports() {
        let source = """
            import UIKit
            import RxSwift
            @testable import MyApp
            import AVFoundation
            #if canImport(Combine)
            import Combine
            #endif
            #if os(macOS)
            let board = UIStoryboard(name: "Main", bundle: nil)
            #endif
            let main = UIStoryboard(name: "Main", bundle: nil)
            """
        let notes = Porter.port(source).notes.filter { $0.kind != .changed }
        #expect(
            Self.matches(
                notes,
                [
                    "2 unhandled import RxSwift: a module kbsim port does not know (",
                    "3 unhandled @testable import MyApp: the module under test; port",
                    "4 unhandled import AVFoundation: no audio or video on Linux; mo",
                    "11 unhandled UIStoryboard: kbsim has no storyboards; create the v"
                ]), "\(notes)")
    }

    @Test(
        "Given the library under test (--context), a test's @testable import, or import of its folder's name, is a note"
    )
    func testableImportOfGivenLibraryIsANote() {
        let source = "@testable import InputMask\nimport RxSwift\nimport XCTest\nimport PhoneNumberKit\n"
        let context = Porter.Context(testsGivenLibrary: true, libraryFolderNames: ["src", "PhoneNumberKit"])
        let given = Porter.port(source, context: context).notes.filter { $0.kind != .changed }
        #expect(
            Self.matches(
                given,
                [
                    "1 note @testable import InputMask: the library under test, whose declarations --context read",
                    "2 unhandled import RxSwift: a module kbsim port does not know (",
                    "4 note import PhoneNumberKit: the library under test"
                ]), "\(given)")
        let alone = Porter.port(source).unhandled
        #expect(
            alone.first.map {
                $0.line == 1 && $0.message.hasPrefix("@testable import InputMask: the module under test")
            } == true)
    }

    @Test(
        "A type declared only under a gate Linux compiles out is reported where compiled code uses it, in its file or another"
    )
    func typeDeclaredOnlyInCompiledOutCodeReported() {
        let formatter =
            "#if canImport(ObjectiveC)\npublic final class PartialFormatter {}\n#endif\n"
            + "#if os(macOS)\ntypealias UIFont = NSFont\nstruct Both {}\n#else\nstruct Both {}\n#endif\n"
        let field =
            "import UIKit\nclass PhoneField: UITextField {\n    let partial: PartialFormatter? = nil\n"
            + "    let both = Both()\n    let font2: UIFont? = nil\n}\n"
        let notes = Porter.port(field, context: Porter.Context.of([formatter, field])).unhandled
        #expect(
            Self.matches(
                notes,
                [
                    "3 unhandled PartialFormatter is declared only under #if canImport(ObjectiveC), which Linux compiles out"
                ]),
            "\(notes)")
        let alone = Porter.port(formatter + "let p = PartialFormatter()\n").unhandled
        #expect(Self.matches(alone, ["10 unhandled PartialFormatter is declared only under"]), "\(alone)")
    }

    @Test("A UIKit name KeyboardSim lacks is reported at its line, unless the inputs declare it")
    func missingUIKitNameReported() {
        let source =
            "import UIKit\n#if canImport(UIKit)\nfunc UIColorFromRGB(_ v: Int) -> UIColor { .black }\n#endif\n"
            + "final class Field: UITextField {\n    var style: UIActivityViewController?\n"
            + "    let c = UIColorFromRGB(1)\n    let mine: UIOwnThing? = nil\n}\nstruct UIOwnThing {}\n"
        let notes = Porter.port(source).unhandled
        #expect(
            Self.matches(
                notes, ["6 unhandled UIActivityViewController: KeyboardSim's UIKit has no UIActivityViewController"]),
            "\(notes)")
    }

    @Test("The port's list of UIKit names is exactly the UI… names KeyboardSim declares")
    func uikitNameListIsFresh() throws {
        let names = try Self.captures(
            #"^\s*[^/\s].*\b(?:class|struct|enum|protocol|typealias|actor|let|var|func) (UI[A-Z][A-Za-z0-9]*)"#,
            under: "Sources", skipping: "KeyboardSimPort/")
        #expect(
            names.subtracting(PortKnowledge.kbsimUIKitNames).sorted() == [],
            "add these to PortKnowledge.kbsimUIKitNames")
        #expect(
            PortKnowledge.kbsimUIKitNames.subtracting(names).sorted() == [],
            "remove these from PortKnowledge.kbsimUIKitNames")
    }

    @Test(
        "Every deprecated UIKit name KeyboardSim declares is one the port rewrites, so ported code compiles without warnings"
    )
    func legacyNameListIsFresh() throws {
        let deprecated = try Self.captures(
            #"@available\(\*, deprecated.*\n\s*public (?:static )?(?:let|func|typealias) ([A-Za-z]+)"#,
            under: "Sources/KeyboardSimUIKit")
        let rewritten = Set(PortFile.legacyNotificationNames.keys).union(PortFile.legacyGlobalNames.keys)
            .union(["UIEdgeInsetsMake", "UIEdgeInsetsInsetRect", "UIEdgeInsetsEqualToEdgeInsets"])
        #expect(deprecated.count >= 20)
        #expect(deprecated.subtracting(rewritten).sorted() == [], "teach PortFile+LegacyNames.swift these names")
    }

    @Test("Each pre-Swift-4.2 name rewritten is reported as a change at its line, once per line and name")
    func legacyNamesReported() {
        let source =
            "import UIKit\nlet a = NSNotification.Name.UIKeyboardWillShow\n"
            + "let b = info[UIKeyboardFrameEndUserInfoKey] ?? info[UIKeyboardFrameEndUserInfoKey]\nlet i = UIEdgeInsetsMake(0, 0, 0, 0)\n"
        let changes = Porter.port(source).changes.filter { $0.line > 1 }
        #expect(
            Self.matches(
                changes,
                [
                    "2 changed NSNotification.Name.UIKeyboardWillShow → UIResponder.keyboardWillShowNotification",
                    "3 changed UIKeyboardFrameEndUserInfoKey → UIResponder.keyboardFrameEndUserInfoKey",
                    "4 changed UIEdgeInsetsMake(…) → UIEdgeInsets(top:left:bottom:right:)"
                ]), "\(changes)")
    }

    /// Every current spelling the rename pass writes, written out so the compiler checks KeyboardSim declares it.
    static var legacyRenameTargets: [String: Any] {
        [
            "UIResponder.keyboardWillShowNotification": UIResponder.keyboardWillShowNotification,
            "UIResponder.keyboardDidShowNotification": UIResponder.keyboardDidShowNotification,
            "UIResponder.keyboardWillHideNotification": UIResponder.keyboardWillHideNotification,
            "UIResponder.keyboardDidHideNotification": UIResponder.keyboardDidHideNotification,
            "UIResponder.keyboardWillChangeFrameNotification": UIResponder.keyboardWillChangeFrameNotification,
            "UIResponder.keyboardDidChangeFrameNotification": UIResponder.keyboardDidChangeFrameNotification,
            "UITextField.textDidBeginEditingNotification": UITextField.textDidBeginEditingNotification,
            "UITextField.textDidChangeNotification": UITextField.textDidChangeNotification,
            "UITextField.textDidEndEditingNotification": UITextField.textDidEndEditingNotification,
            "UITextView.textDidBeginEditingNotification": UITextView.textDidBeginEditingNotification,
            "UITextView.textDidChangeNotification": UITextView.textDidChangeNotification,
            "UITextView.textDidEndEditingNotification": UITextView.textDidEndEditingNotification,
            "UIResponder.keyboardFrameBeginUserInfoKey": UIResponder.keyboardFrameBeginUserInfoKey,
            "UIResponder.keyboardFrameEndUserInfoKey": UIResponder.keyboardFrameEndUserInfoKey,
            "UIResponder.keyboardAnimationDurationUserInfoKey": UIResponder.keyboardAnimationDurationUserInfoKey,
            "UIResponder.keyboardAnimationCurveUserInfoKey": UIResponder.keyboardAnimationCurveUserInfoKey,
            "UIResponder.keyboardIsLocalUserInfoKey": UIResponder.keyboardIsLocalUserInfoKey,
            "UIControl.Event": UIControl.Event.self,
            "UIControl.State": UIControl.State.self,
            "UIView.AnimationOptions": UIView.AnimationOptions.self,
            "UIView.AnimationCurve": UIView.AnimationCurve.self,
            "UITextField.DidEndEditingReason": UITextField.DidEndEditingReason.self,
            "UIEdgeInsets.zero": UIEdgeInsets.zero,
            "UIAlertAction.Style": UIAlertAction.Style.self,
            "UIAlertController.Style": UIAlertController.Style.self,
            "UITableView.Style": UITableView.Style.self,
            "UITableView.RowAnimation": UITableView.RowAnimation.self,
            "UITableView.ScrollPosition": UITableView.ScrollPosition.self,
            "UITableViewCell.CellStyle": UITableViewCell.CellStyle.self,
            "UITableViewCell.SelectionStyle": UITableViewCell.SelectionStyle.self,
            "UITableViewCell.AccessoryType": UITableViewCell.AccessoryType.self,
            "UITableViewCell.EditingStyle": UITableViewCell.EditingStyle.self,
            "UIBarButtonItem.SystemItem": UIBarButtonItem.SystemItem.self,
            "UIBarButtonItem.Style": UIBarButtonItem.Style.self,
            "UITabBarItem.SystemItem": UITabBarItem.SystemItem.self,
            "UIDatePicker.Mode": UIDatePicker.Mode.self,
            "UITextField.ViewMode": UITextField.ViewMode.self,
            "UITextField.BorderStyle": UITextField.BorderStyle.self,
            "UIView.ContentMode": UIView.ContentMode.self,
            "UIView.AutoresizingMask": UIView.AutoresizingMask.self,
            "UIButton.ButtonType": UIButton.ButtonType.self,
            "UIActivityIndicatorView.Style": UIActivityIndicatorView.Style.self,
            "UISearchBar.Style": UISearchBar.Style.self,
            "UIInputView.Style": UIInputView.Style.self,
            "UIStackView.Alignment": UIStackView.Alignment.self,
            "UIStackView.Distribution": UIStackView.Distribution.self,
            "NSLayoutConstraint.Axis": NSLayoutConstraint.Axis.self,
            "NSLayoutConstraint.Attribute": NSLayoutConstraint.Attribute.self,
            "NSLayoutConstraint.Relation": NSLayoutConstraint.Relation.self,
            "UIFont.TextStyle": UIFont.TextStyle.self,
            "UIFontDescriptor.SymbolicTraits": UIFontDescriptor.SymbolicTraits.self,
            "NSAttributedString.Key": NSAttributedString.Key.self,
            "UIFont.Weight.ultraLight": UIFont.Weight.ultraLight,
            "UIFont.Weight.thin": UIFont.Weight.thin,
            "UIFont.Weight.light": UIFont.Weight.light,
            "UIFont.Weight.regular": UIFont.Weight.regular,
            "UIFont.Weight.medium": UIFont.Weight.medium,
            "UIFont.Weight.semibold": UIFont.Weight.semibold,
            "UIFont.Weight.bold": UIFont.Weight.bold,
            "UIFont.Weight.heavy": UIFont.Weight.heavy,
            "UIFont.Weight.black": UIFont.Weight.black,
            "UITableViewCell.SeparatorStyle": UITableViewCell.SeparatorStyle.self,
            "UIApplication.LaunchOptionsKey": UIApplication.LaunchOptionsKey.self,
            "UIApplication.OpenURLOptionsKey": UIApplication.OpenURLOptionsKey.self,
            "UIApplication.OpenExternalURLOptionsKey": UIApplication.OpenExternalURLOptionsKey.self,
            "UIApplication.State": UIApplication.State.self,
            "UIScrollView.KeyboardDismissMode": UIScrollView.KeyboardDismissMode.self,
            "UIScrollView.ContentInsetAdjustmentBehavior": UIScrollView.ContentInsetAdjustmentBehavior.self,
            "UIControl.ContentHorizontalAlignment": UIControl.ContentHorizontalAlignment.self,
            "UIControl.ContentVerticalAlignment": UIControl.ContentVerticalAlignment.self,
            "UICollectionViewFlowLayout.ScrollDirection": UICollectionViewFlowLayout.ScrollDirection.self,
            "UICollectionView.ScrollPosition": UICollectionView.ScrollPosition.self,
            "UIGestureRecognizer.State": UIGestureRecognizer.State.self,
            "UISwipeGestureRecognizer.Direction": UISwipeGestureRecognizer.Direction.self,
            "UIImage.RenderingMode": UIImage.RenderingMode.self,
            "UIMenuController.ArrowDirection": UIMenuController.ArrowDirection.self,
            "UITableView.automaticDimension": UITableView.automaticDimension,
            "UIView.noIntrinsicMetric": UIView.noIntrinsicMetric
        ]
    }

    @Test("Each pre-Swift-4.2 name is rewritten only to a name KeyboardSim declares (the list above compiles)")
    func legacyRenameTargetsExist() {
        let targets = Set(PortFile.legacyNotificationNames.values).union(PortFile.legacyGlobalNames.values)
        #expect(targets.subtracting(Self.legacyRenameTargets.keys).sorted() == [], "add these to legacyRenameTargets")
        #expect(Set(Self.legacyRenameTargets.keys).subtracting(targets).sorted() == [])
    }

    @Test("Pre-Swift-4.2 names KeyboardSim does not declare are reported as changed, not as missing or undeclared")
    func undeclaredLegacyNamesReportedAsChanges() {
        let source =
            "import UIKit\nlet a: UIAlertActionStyle = .cancel\nlet n: Notification.Name = .UITextViewTextDidChange\n"
            + "let k: NSAttributedStringKey = .font\n"
        let result = Porter.port(source)
        #expect(result.unhandled.isEmpty, "\(result.unhandled)")
        #expect(
            Self.matches(
                result.changes.filter { $0.line > 1 },
                [
                    "2 changed UIAlertActionStyle → UIAlertAction.Style",
                    "3 changed .UITextViewTextDidChange → UITextView.textDidChangeNotification",
                    "4 changed NSAttributedStringKey → NSAttributedString.Key"
                ]), "\(result.changes)")
        #expect(Porter.port(result.source).changes.isEmpty)
    }

    @Test(
        "UIKit nests a table's separator style in UITableViewCell and the launch options key in UIApplication (Swift 4.2): the port rewrites UITableViewCellSeparatorStyle, UIApplicationLaunchOptionsKey and their siblings, once"
    )
    func swift42NestedTypesRewritten() {
        let source = """
            import UIKit
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplicationLaunchOptionsKey: Any]?) -> Bool { true }
            func open(_ options: [UIApplicationOpenURLOptionsKey: Any]) -> UIApplicationState { .active }
            let style: UITableViewCellSeparatorStyle = .none
            let height = UITableViewAutomaticDimension
            let mode: UIScrollViewKeyboardDismissMode = .onDrag

            """
        let result = Porter.port(source)
        #expect(result.unhandled.isEmpty, "\(result.unhandled)")
        #expect(
            Self.matches(
                result.changes.filter { $0.line > 1 },
                [
                    "2 changed UIApplicationLaunchOptionsKey → UIApplication.LaunchOptionsKey",
                    "3 changed UIApplicationOpenURLOptionsKey → UIApplication.OpenURLOptionsKey",
                    "3 changed UIApplicationState → UIApplication.State",
                    "4 changed UITableViewCellSeparatorStyle → UITableViewCell.SeparatorStyle",
                    "5 changed UITableViewAutomaticDimension → UITableView.automaticDimension",
                    "6 changed UIScrollViewKeyboardDismissMode → UIScrollView.KeyboardDismissMode"
                ]), "\(result.changes)")
        #expect(result.source.contains("launchOptions: [UIApplication.LaunchOptionsKey: Any]?"))
        #expect(result.source.contains("let style: UITableViewCell.SeparatorStyle = .none"))
        let again = Porter.port(result.source)
        #expect(again.source == result.source)
        #expect(again.changes.isEmpty, "\(again.changes)")
    }

    @Test("NSMutableString is reported only where it is made empty: init(string:), replace and insert work on Linux")
    func emptyNSMutableStringOnlyReported() {
        let source =
            "import Foundation\nlet a = NSMutableString(string: \"ab\")\na.insert(\"x\", at: 1)\n"
            + "let b = NSMutableString()\nlet c = a as String\n"
        let notes = Porter.port(source).unhandled
        #expect(Self.matches(notes, ["4 unhandled NSMutableString: corelibs has no NSMutableString()"]), "\(notes)")
    }

    @Test("Overrides of members KeyboardSim's UIKit lacks are reported, unless another input declares them")
    func overrideReports() {
        let source = """
            import UIKit
            class Field: UITextField {
                override func textRect(forBounds bounds: CGRect) -> CGRect { bounds }
                override func caretRect(for position: UITextPosition) -> CGRect { .zero }
                override func buildMenu(with builder: Any) {}
                override var description: String { "Field" }
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """
        let missing = Porter.port(source).unhandled
        #expect(
            Self.matches(
                missing, ["4 unhandled override of caretRect: Keyb", "5 unhandled override of buildMenu"]),
            "\(missing)")
        let context = Porter.Context.of([
            "class Base: UITextField { func caretRect(for p: UITextPosition) -> CGRect { .zero } }"
        ])
        #expect(Porter.port(source, context: context).unhandled.count == 1)
    }

    @Test("Notes name what Swift 6 language mode refuses (as on iOS): global state, UIKit outside the main actor")
    func swift6Notes() {
        let source = """
            import UIKit
            private var key: UInt8 = 0
            var computed: Int { 1 }
            nonisolated(unsafe) var allowed = 0
            let width = UIScreen.main.bounds.width
            struct Keys { static var limit = "limit"; static let fixed = 1 }
            extension UITextField { static var shared = 0 }
            final class Validator: NSObject { func check(_ f: UITextField) -> Bool { f.hasText } }
            final class Delegate: NSObject, UITextFieldDelegate {}
            @MainActor final class Isolated { let f = UITextField() }
            """
        let notes = Porter.port(source).notes.filter { $0.kind == .note }
        #expect(
            Self.matches(
                notes,
                [
                    "2 note global var key: Swift 6 la",
                    "5 note global width is initialis",
                    "6 note static var limit: Swift 6",
                    "8 note Swift 6 language mode warns: Validator is not main-actor isolated"
                ]), "\(notes)")
    }

    @Test(
        "KVO and KVC: the keys kbsim supports are notes, others cannot be ported; responds(to:) points at ifImplemented"
    )
    func runtimeReports() {
        let source = """
            field.addObserver(self, forKeyPath: "text", options: [.new], context: nil)
            field.setValue("a", forKey: "text")
            self.setValue(text, forKey: "targetString")
            let t = object.value(forKey: "text")
            if delegate.responds(to: Selector("textFieldShouldReturn:")) {}
            let o = field.observe(\\.text) { _, _ in }
            let p = view.observe(\\.center) { _, _ in }
            """
        let notes = Porter.port(source).notes.filter { $0.kind != .changed }
        #expect(
            Self.matches(
                notes,
                [
                    "1 note addObserver(_:forKeyPath:): kbsim",
                    "2 note setValue(_:forKey: \"text\"): kbs",
                    "3 unhandled setValue(_:forKey: \"targetString\")",
                    "4 note value(forKey:): kbsim reads th",
                    "5 unhandled responds: `responds(to:)` needs ",
                    "5 unhandled Selector(\"textFieldShouldReturn:\"",
                    "6 note observe(\\.text): kbsim tells block",
                    "7 unhandled observe(\\.center): block-based key-"
                ]), "\(notes)")
    }

    @Test("A file compiled out on Linux (canImport(ObjectiveC)) is reported, so it does not pass silently as ported")
    func compiledOutFile() {
        let source = "#if canImport(ObjectiveC)\nimport XCTest\nfinal class T: XCTestCase {}\n#endif\n"
        let notes = Porter.port(source).notes.map(\.message)
        #expect(notes.contains { $0.hasPrefix("code under canImport(ObjectiveC) is compiled out") })
        #expect(notes.contains { $0.hasPrefix("the whole file is compiled out on Linux (#if canImport(ObjectiveC))") })
    }

    @Test("The port's list of overridable members is exactly what KeyboardSimUIKit declares open")
    func overridableListIsFresh() throws {
        let names = try Self.captures(
            #"\bopen (?:override )?(?:class |static )?(?:(?:weak|(?:private|internal)\(set\)) )*(?:func|var) ([A-Za-z_][A-Za-z0-9_]*)"#,
            under: "Sources/KeyboardSimUIKit")
        #expect(
            names.subtracting(PortKnowledge.kbsimOverridable).sorted() == [],
            "add these to PortKnowledge.kbsimOverridable")
        #expect(
            PortKnowledge.kbsimOverridable.subtracting(names).sorted() == [],
            "remove these from PortKnowledge.kbsimOverridable")
    }

    @Test("Optional UITextViewDelegate calls go through ifImplemented; link interactions compile and are noted")
    func textViewOptionalCallsUseIfImplemented() {
        let source =
            "import UIKit\nfunc f(d: UITextViewDelegate?, v: UITextView) {\n    d?.textViewDidChange?(v)\n"
            + "    let i: UITextItemInteraction? = nil\n"
            + "    if d?.textView?(v, shouldChangeTextIn: r, replacementText: s) == false {}\n}\n"
        let result = Porter.port(source)
        #expect(result.source.contains("d?.ifImplemented.textViewDidChange(v)"))
        #expect(
            result.source.contains("d?.ifImplemented.textView(v, shouldChangeTextIn: r, replacementText: s) == false"))
        #expect(result.unhandled.isEmpty, "\(result.unhandled)")
        #expect(
            result.notes.contains { $0.kind == .note && $0.line == 4 && $0.message.hasPrefix("UITextItemInteraction") })
    }

    @Test("The port's list of view classes is exactly KeyboardSimUIKit's UIView subclasses")
    func viewClassListIsFresh() throws {
        let root = Self.packageRoot.appendingPathComponent("Sources/KeyboardSimUIKit")
        var superclasses: [String: String] = [:]
        let pattern = try NSRegularExpression(pattern: #"\bopen class ([A-Za-z]+): ([A-Za-z]+)"#)
        let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.filter {
            $0.hasSuffix(".swift")
        }
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for m in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                superclasses[(text as NSString).substring(with: m.range(at: 1))] = (text as NSString).substring(
                    with: m.range(at: 2))
            }
        }
        let views = Set(
            superclasses.keys.filter {
                PortFile.inherits($0, from: ["UIView"], PortFile.Superclasses(own: superclasses, inputs: [:]))
            }
        ).union(["UIView"])
        #expect(views == PortKnowledge.viewClasses)
    }

    @Test("Porting a ported file changes nothing (the hand-written dual-import files too)")
    func idempotent() throws {
        for folder in ["Examples/ios", "Examples/corpus"] {
            let dir = Self.packageRoot.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".swift") {
                let once = Porter.port(try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)).source
                let twice = Porter.port(once)
                #expect(twice.source == once, "\(folder)/\(name)")
                #expect(twice.changes.isEmpty, "\(folder)/\(name): \(twice.changes)")
            }
        }
        let dual = Self.packageRoot.appendingPathComponent(
            "Tests/KeyboardSimTestSupport/IOSDelegates/MaxLengthTextField.swift")
        let text = try String(contentsOf: dual, encoding: .utf8)
        #expect(Porter.port(text).source == text)
    }

    // MARK: The built kbsim

    static var packageRoot: URL { Repository.root }

    static func kbsim(_ args: [String]) throws -> KbsimProcess.Run { try KbsimProcess.kbsim(args, in: packageRoot) }

    @Test(
        "kbsim port Examples/ios -o TMP writes exactly the committed Ported/ files (regenerate: make ported-examples)")
    func corpusIsFresh() throws {
        let run = try PortedCopies.expectFresh(
            source: "Examples/ios", committed: "Tests/KeyboardSimUIKitTests/Compat/Ported",
            make: "ported-examples", root: Self.packageRoot
        ).run
        #expect(run.stdout.contains("Examples/ios/CheckoutViewController.swift:24: changed: #selector( → Selector("))
        #expect(run.stdout.contains("Examples/ios/LimitedLengthTextField.swift:5: cannot port: @IBDesignable"))
    }

    @Test(
        "kbsim port DIR searches it recursively and ports the files together: an override of another input's member is not reported"
    )
    func directoryRecursive() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-port-dir-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let nested = tmp.appendingPathComponent("App/Views")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: tmp.appendingPathComponent(".build"), withIntermediateDirectories: true)
        try "import UIKit\nclass Base: UITextField { func caretSpot() -> Int { 0 } }\n"
            .write(to: tmp.appendingPathComponent("App/Base.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\nclass Field: Base { override func caretSpot() -> Int { 1 } }\n"
            .write(to: nested.appendingPathComponent("Field.swift"), atomically: true, encoding: .utf8)
        try "garbage".write(to: tmp.appendingPathComponent(".build/Skipped.swift"), atomically: true, encoding: .utf8)
        let out = tmp.appendingPathComponent("out")
        let run = try Self.kbsim(["port", tmp.path, "-o", out.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == ["Base.swift", "Field.swift"])
        #expect(!run.stdout.contains("cannot port"), "\(run.stdout)")
        #expect(run.stdout.contains("2 files: 2 changes, 0 notes, 0 to port by hand"))
        let alone = try Self.kbsim(["port", nested.appendingPathComponent("Field.swift").path])
        #expect(alone.stderr.contains("cannot port: override of caretSpot"))
    }

    @Test(
        "The ported corpus is fresh: Examples/corpus ported into KeyboardSimCorpusTests (Swift 5), and into KeyboardSimCorpusSwift6Tests less the files whose report names a Swift 6 error (make ported-corpus)"
    )
    func portedCorpusIsFresh() throws {
        let corpus = Self.packageRoot.appendingPathComponent("Examples/corpus")
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        #expect(names.count >= 24)
        let sources = try names.map { try String(contentsOf: corpus.appendingPathComponent($0), encoding: .utf8) }
        let context = Porter.Context.of(sources)
        let swift5 = Self.packageRoot.appendingPathComponent("Tests/KeyboardSimCorpusTests/Ported")
        let swift6 = Self.packageRoot.appendingPathComponent("Tests/KeyboardSimCorpusSwift6Tests/Ported")
        var expected6: [String] = []
        for (name, source) in zip(names, sources) {
            let result = Porter.port(source, context: context)
            #expect(
                result.unhandled.allSatisfy { $0.message.hasPrefix("loadNibNamed") }, "\(name): \(result.unhandled)")
            let committed = try? String(contentsOf: swift5.appendingPathComponent(name), encoding: .utf8)
            #expect(
                committed == result.source,
                "Tests/KeyboardSimCorpusTests/Ported/\(name) is stale: run `make ported-corpus`")
            if !result.notes.contains(where: \.isSwift6Only) { expected6.append(name) }
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: swift5.path).filter { $0.hasSuffix(".swift") }.sorted()
                == names)
        let present6 = try FileManager.default.contentsOfDirectory(atPath: swift6.path).filter {
            $0.hasSuffix(".swift")
        }.sorted()
        #expect(present6 == expected6, "Tests/KeyboardSimCorpusSwift6Tests/Ported is stale: run `make ported-corpus`")
        for name in present6 {
            #expect(
                try Data(contentsOf: swift6.appendingPathComponent(name))
                    == Data(contentsOf: swift5.appendingPathComponent(name)))
        }
    }

    @Test("kbsim port FILE prints the ported source on stdout and the report on stderr; --strict fails on leftovers")
    func singleFile() throws {
        let run = try Self.kbsim(["port", "Examples/ios/UppercaseDelegate.swift"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix(Porter.header + "\n"))
        #expect(run.stdout.contains("#else\nimport KeyboardSim\n#endif"))
        #expect(run.stderr.contains("Examples/ios/UppercaseDelegate.swift:3: changed: import UIKit"))
        let strict = try Self.kbsim(["port", "Examples/ios/LimitedLengthTextField.swift", "--strict"])
        #expect(strict.status == 1)
        let many = try Self.kbsim(["port", "Examples/ios"])
        #expect(many.status == 2 && many.stderr.contains("give -o DIR"))
    }
}
