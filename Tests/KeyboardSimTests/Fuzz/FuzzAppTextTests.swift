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
    @Test("model-sync on a class target checks nothing: it shows vacuous and turns no autocorrect steps on")
    func modelSyncVacuousOnClassTarget() {
        var c = Fuzzer.Configuration(target: .fieldClass("Plain") { UITextField() })
        c.properties = [.modelSync]
        c.budget = .runs(40)
        let fuzzer = Fuzzer(c)
        #expect(fuzzer.generator.weights.autocorrect == 0 && fuzzer.generator.weights.textReplacement == 0)
        #expect(fuzzer.run().vacuous.contains("model-sync"))
        var d = c
        d.target = .delegate("Accept") { _ in FuzzAppTextTests.AcceptAll() }
        #expect(Fuzzer(d).generator.weights.autocorrect > 0)
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
        #expect(report.failures.count == 3, "\(report.failures.map(\.location)) \(report.duplicates) dup, \(report.runs) runs")
        #expect(Set(report.failures.map(\.key)).count == 3)
        #expect(report.runs < 2000)
    }
}
