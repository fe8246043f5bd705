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
import KeyboardSimFuzz
import KeyboardSimPort

/// `kbsim port`: token-aware rewrites (strings and comments untouched), reports with line numbers, and the
/// committed ported corpus kept fresh.
@Suite struct PortTests {
    struct Rewrite: CustomTestStringConvertible, Sendable {
        let name: String, input: String, output: String
        var testDescription: String { name }
    }

    static let rewrites: [Rewrite] = [
        Rewrite(name: "import UIKit", input: "import UIKit\n",
                output: "\(Porter.header)\n#if canImport(UIKit)\nimport UIKit\n#else\nimport KeyboardSim\n#endif\n"),
        Rewrite(name: "#selector bare, Type., self., labels", input: "a(#selector(f)); b(#selector(T.f(_:))); c(#selector(self.g(notification:)))",
                output: "\(Porter.header)\na(Selector(f)); b(Selector(T.f(_:))); c(Selector(self.g(notification:)))"),
        Rewrite(name: "@objc on its own line goes with its line", input: "class A {\n    @objc\n    func f() {}\n}\n",
                output: "\(Porter.header)\nclass A {\n    func f() {}\n}\n"),
        Rewrite(name: "@objc(name) and @objcMembers", input: "@objcMembers class A { @objc(doIt:) func f(_ x: Int) {} }",
                output: "\(Porter.header)\nclass A { func f(_ x: Int) {} }"),
        Rewrite(name: "@IBOutlet weak var", input: "    @IBOutlet weak var x: UITextField!\n",
                output: "\(Porter.header)\n    weak var x: UITextField!\n"),
        Rewrite(name: "@objc dynamic var", input: "@objc dynamic var n = 0\nlet dynamic = 1\nx.dynamic()\n",
                output: "\(Porter.header)\nvar n = 0\nlet dynamic = 1\nx.dynamic()\n"),
        Rewrite(name: "strings untouched", input: ##"let s = "#selector(f) @objc import UIKit"; @objc func f() {}"##,
                output: "\(Porter.header)\n" + ##"let s = "#selector(f) @objc import UIKit"; func f() {}"##),
        Rewrite(name: "raw strings untouched", input: ###"let r = ##"a "#selector(x)" \##(y) @objc"##; #selector(z)"###,
                output: "\(Porter.header)\n" + ###"let r = ##"a "#selector(x)" \##(y) @objc"##; Selector(z)"###),
        Rewrite(name: "multi-line strings untouched", input: "let m = \"\"\"\n  @objc \"quoted\" #selector(a)\n  \"\"\"\n@objc func g() {}\n",
                output: "\(Porter.header)\nlet m = \"\"\"\n  @objc \"quoted\" #selector(a)\n  \"\"\"\nfunc g() {}\n"),
        Rewrite(name: "interpolation with a nested string", input: #"let s = "\(f("@objc)")) #selector"; @objc func h() {}"#,
                output: "\(Porter.header)\n" + #"let s = "\(f("@objc)")) #selector"; func h() {}"#),
        Rewrite(name: "comments untouched (line, block, nested block)",
                input: "// @objc #selector(a)\n/* @objc /* nested #selector(b) */ still comment @IBOutlet */\n@objc func k() {}\n",
                output: "\(Porter.header)\n// @objc #selector(a)\n/* @objc /* nested #selector(b) */ still comment @IBOutlet */\nfunc k() {}\n"),
        Rewrite(name: "nothing to do: unchanged, no header", input: "let x = 1 // fine\n", output: "let x = 1 // fine\n"),
    ]

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
        #expect(notes == [
            "1 changed import UIKit → #if canImport(UIKit) impo",
            "4 changed @IBOutlet removed",
            "6 unhandled UIStoryboard: kbsim has no storyboards; ",
            "6 unhandled instantiateViewController: kbsim has no ",
            "7 unhandled objc_setAssociatedObject: associated obj",
            "8 unhandled Selector(\"old:\") names a method by strin",
            "9 unhandled #selector(getter: …) names a property ac",
        ])
    }

    @Test("Porting a ported file changes nothing (the hand-written dual-import files too)")
    func idempotent() throws {
        let dir = Self.packageRoot.appendingPathComponent("Examples/ios")
        for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".swift") {
            let once = Porter.port(try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)).source
            let twice = Porter.port(once)
            #expect(twice.source == once, "\(name)")
            #expect(twice.changes.isEmpty, "\(name)")
        }
        let dual = Self.packageRoot.appendingPathComponent("Tests/KeyboardSimTests/IOSDelegates/MaxLengthTextField.swift")
        let text = try String(contentsOf: dual, encoding: .utf8)
        #expect(Porter.port(text).source == text)
    }

    // MARK: The built kbsim

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    static func kbsim(_ args: [String]) throws -> KbsimProcess.Run { try KbsimProcess.kbsim(args, in: packageRoot) }

    @Test("kbsim port Examples/ios -o TMP writes exactly the committed Ported/ files (regenerate: make ported-examples)")
    func corpusIsFresh() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let run = try Self.kbsim(["port", "Examples/ios", "-o", tmp.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Examples/ios/CheckoutViewController.swift:24: changed: #selector( → Selector("))
        #expect(run.stdout.contains("Examples/ios/LimitedLengthTextField.swift:5: cannot port: @IBDesignable"))
        let ported = Self.packageRoot.appendingPathComponent("Tests/KeyboardSimTests/Compat/Ported")
        let made = try FileManager.default.contentsOfDirectory(atPath: tmp.path).sorted()
        let committed = try FileManager.default.contentsOfDirectory(atPath: ported.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(made == committed)
        for name in made {
            let a = try Data(contentsOf: tmp.appendingPathComponent(name))
            let b = try Data(contentsOf: ported.appendingPathComponent(name))
            #expect(a == b, "Tests/KeyboardSimTests/Compat/Ported/\(name) is stale: run `make ported-examples`")
        }
        let check = try Self.kbsim(["port", "Examples/ios", "-o", "Tests/KeyboardSimTests/Compat/Ported", "--check", "-q"])
        #expect(check.status == 0, "\(check.stdout)")
        let stale = try Self.kbsim(["port", "Examples/ios", "-o", tmp.appendingPathComponent("empty").path, "--check", "-q"])
        #expect(stale.status == 1 && stale.stdout.contains("stale: "))
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
