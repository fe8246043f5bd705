@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit
import KeyboardSimFuzz

@MainActor @Suite struct FuzzAppTextTests {
    /// Whether any field step of the sessions of seeds 0..<200 sets an initial text.
    static func initialTexts(_ g: FuzzGenerator) -> [String] {
        (0..<200).flatMap { seed in
            g.session(seed: UInt64(seed)).steps.flatMap { step -> [String] in
                guard case .field(_, let traits) = step else { return [] }
                return traits.compactMap { if case .text(let t) = $0 { t } else { nil } }
            }
        }
    }

    @Test("fieldTraits .text(\"\") switches random initial app text off, for delegate and class targets alike")
    func pinnedEmptyTextSwitchesAppTextOff() {
        let delegate = FuzzTarget.delegate("Accept") { _ in AcceptAll() }
        let fieldClass = FuzzTarget.fieldClass("Plain") { UITextField() }
        for target in [delegate, fieldClass] {
            let free = FuzzGenerator(target: target, lengthHint: 5, goalShare: 0.3)
            #expect(!Self.initialTexts(free).isEmpty, "\(target.name): random initial text is on by default")
            let pinned = FuzzGenerator(target: target, fieldTraits: ["f": [.text("")]], lengthHint: 5, goalShare: 0.3)
            #expect(Self.initialTexts(pinned).isEmpty, "\(target.name)")
            let fixed = FuzzGenerator(target: target, fieldTraits: ["f": [.text("ab")]], lengthHint: 5, goalShare: 0.3)
            #expect(Set(Self.initialTexts(fixed)) == ["ab"], "\(target.name)")
        }
    }

    final class AcceptAll: NSObject, UITextFieldDelegate {}
}

@MainActor @Suite struct FuzzModelSyncTargetTests {
    @Test("model-sync on a class or view target that exposes no model is refused in one line, and nothing runs")
    func modelSyncRefusedWithoutModel() {
        var c = Fuzzer.Configuration(target: .fieldClass("Plain") { UITextField() })
        c.properties = [.modelSync]
        c.budget = .runs(40)
        let report = Fuzzer(c).run()
        #expect(report.runs == 0 && report.failures.isEmpty)
        #expect(
            report.refused
                == "model-sync: the fields of Plain are the app's, and the target exposes no model of them to compare with; accepted: the target with its model (FuzzTarget.withModel { field in … }, or viewController(…, model:)), or a delegate target, or no model-sync"
        )
        #expect(Fuzzer.summary(report) == ["refused: " + (report.refused ?? "")])
        var d = c
        d.target = .delegate("Accept") { _ in FuzzAppTextTests.AcceptAll() }
        #expect(d.refusal == nil)
        #expect(Fuzzer(d).generator.weights.autocorrect > 0)
        var e = c
        e.skip = ["model-sync"]
        #expect(e.refusal == nil)
    }

    /// A note screen whose model follows its field's `editingChanged`, as apps bind models.
    final class NoteController: UIViewController {
        let field = UITextField()
        var saved: [String: String] = [:]
        override func viewDidLoad() {
            super.viewDidLoad()
            field.frame = CGRect(x: 16, y: 100, width: 300, height: 34)
            field.addAction(UIAction { [unowned self] _ in saved["f"] = field.text ?? "" }, for: .editingChanged)
            view.addSubview(field)
        }
    }

    @Test(
        "model-sync checks a view controller's own model: an autocorrection accepted by leaving the field sends no editingChanged (UIKit), so a model bound to editingChanged misses it"
    )
    func modelSyncChecksTheAppsModel() throws {
        let target = FuzzTarget.viewController(
            "Note", fields: ["f"], model: { controller, field in controller.saved[field] }
        ) {
            NoteController()
        }
        var c = Fuzzer.Configuration(target: target)
        c.properties = [.modelSync]
        c.weights[verb: "set-text"] = 0  // app code setting the text would update a real app's model too
        c.budget = .runs(3000)
        c.seed = 1
        c.maxFailures = 1
        let fuzzer = Fuzzer(c)
        #expect(fuzzer.generator.weights.autocorrect > 0)
        let report = fuzzer.run()
        #expect(report.refused == nil)
        let failure = try #require(report.failures.first, "\(report.runs) runs, checks: \(report.counts)")
        #expect(failure.property == "model-sync")
        #expect(failure.message.contains("without editingChanged"), "\(failure.message)")
        #expect(!report.vacuous.contains("model-sync"))
    }
}

@MainActor @Suite struct FuzzMaxFailuresTests {
    @Test("maxFailures counts failures as reported, after shrinking: a run stopped by it reports that many")
    func maxFailuresCountedAfterShrinking() {
        // Fails at whichever step first puts text in a field: many raw locations, fewer once shrunk.
        let nonEmpty = FuzzProperty(name: "stays-empty") { ctx in
            ctx.performed && ctx.after.contains { !$0.text.isEmpty } ? .failed("a field holds text") : .held
        }
        var c = Fuzzer.Configuration(delegate: .accept)
        c.properties = [nonEmpty]
        c.maxFailures = 3
        c.budget = .runs(2000)
        c.seed = 5
        let report = Fuzzer(c).run()
        #expect(
            report.failures.count == 3,
            "\(report.failures.map(\.location)) \(report.duplicates) dup, \(report.runs) runs")
        #expect(Set(report.failures.map(\.key)).count == 3)
        #expect(report.runs < 2000)
    }
}
