@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimFuzz

/// A controller that is its fields' delegate, its outlets `weak` as ported from a nib, with a length limit that
/// checks the text before the change (the bug) or after it (fixed).
@MainActor final class CodeEntryViewController: UIViewController, UITextFieldDelegate {
    weak var codeField: UITextField!
    weak var nameField: UITextField!
    let fixed: Bool
    init(fixed: Bool) { self.fixed = fixed; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError("not from a storyboard") }

    /// What the nib does.
    static func connect(_ c: CodeEntryViewController, _ nib: NibOutlets) {
        c.codeField = nib.add(UITextField()); c.nameField = nib.add(UITextField())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        codeField.delegate = self
        nameField.delegate = self
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let text = textField.text ?? ""
        if fixed { return (text as NSString).replacingCharacters(in: range, with: string).utf16.count <= 5 }
        return string.isEmpty || text.utf16.count < 5
    }
}

@MainActor @Suite struct FuzzViewControllerTests {
    @Test("A viewController target is shown and kept alive for each run; max-length finds its delegate's bug")
    func controllerFactoryFuzzed() throws {
        var c = Fuzzer.Configuration(
            target: .viewController(
                "CodeEntry", fields: ["code", "name"], swift: "CodeEntryViewController(fixed: false)",
                outlets: CodeEntryViewController.connect,
                outletsSwift: "CodeEntryViewController.connect"
            ) {
                CodeEntryViewController(fixed: false)
            })
        // The controller is alive and still the delegate when each property is checked.
        let alive = FuzzProperty(name: "controller-alive") { ctx in
            ctx.fields.allSatisfy { $0.delegate is CodeEntryViewController } ? .held : .failed("the controller is gone")
        }
        c.properties = [.maxLength(5), alive]
        c.budget = .runs(300)
        c.seed = 1
        let fuzzer = Fuzzer(c)
        let report = fuzzer.run()
        let failure = try #require(report.failures.first { $0.property == "max-length" }, "\(report.failures)")
        #expect(!report.failures.contains { $0.property == "controller-alive" })
        #expect((report.counts.first { $0.name == "controller-alive" }?.checked ?? 0) > 100)
        let script = fuzzer.reproducer(failure)
        #expect(script.contains(#"view "CodeEntry" code name"#), "\(script)")
        let test = FuzzReproducerTest.source(script: script, failure: failure, target: c.target)
        #expect(
            test.contains(
                "KeyboardSession.host(CodeEntryViewController(fixed: false), in: window, outlets: CodeEntryViewController.connect)"
            ),
            "\(test)")

        var fixed = c
        fixed.target = .viewController("CodeEntry", fields: ["code", "name"], outlets: CodeEntryViewController.connect)
        {
            CodeEntryViewController(fixed: true)
        }
        let fixedReport = Fuzzer(fixed).run()
        #expect(
            !fixedReport.failures.contains { $0.property == "max-length" || $0.property == "controller-alive" },
            "\(fixedReport.failures.map { "\($0)\n\($0.session.script())" })")
    }
}
