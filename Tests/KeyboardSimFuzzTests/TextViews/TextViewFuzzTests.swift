@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// A text view's length limit as often written: the current length plus the new text, ignoring the range being
/// replaced, so a selection cannot be replaced once the text is at the limit.
@MainActor final class RangeBlindLimit: NSObject, UITextViewDelegate {
    let limit: Int
    init(limit: Int) { self.limit = limit }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        textView.text.count + text.count <= limit
    }
}

/// The fix: the length the text would have.
@MainActor final class RangeAwareLimit: NSObject, UITextViewDelegate {
    let limit: Int
    init(limit: Int) { self.limit = limit }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        guard let r = Range(range, in: textView.text) else { return false }
        return textView.text.replacingCharacters(in: r, with: text).count <= limit || text.isEmpty
    }
}

@MainActor @Suite struct TextViewFuzzTests {
    @Test(
        "The fuzzer types into text views and finds a text-view length limit that ignores the range, as it does for fields"
    )
    func findsRangeBlindLimit() throws {
        var c = Fuzzer.Configuration(
            target: .textViewDelegate("RangeBlindLimit(limit 5)", swift: "RangeBlindLimit(limit: 5)") { _ in
                RangeBlindLimit(limit: 5)
            })
        c.properties = [.noOverRefusal(5)]
        c.budget = .runs(400)
        c.seed = 1
        let fuzzer = Fuzzer(c)
        let report = fuzzer.run()
        // The range-blind check refuses replacing a selection with text that fits (as a field's does).
        let failure = try #require(
            report.failures.first { $0.property == "no-over-refusal" && $0.location.contains("over-selection") },
            "\(report.failures)")
        #expect(failure.message.contains("refused replacing"))
        let script = fuzzer.reproducer(failure)
        #expect(script.contains("textview f "), "\(script)")
        #expect(script.contains(#"delegate="RangeBlindLimit(limit 5)""#), "\(script)")
        #expect(script.contains("textView(_:shouldChangeTextIn:replacementText:)"), "\(script)")
        #expect(fuzzBody(failure.session).count <= 6, "\(script)")
        // The reproducer replays with the same registration.
        var registry = ScenarioRegistry()
        registry.register(textViewDelegate: "RangeBlindLimit(limit 5)") { _ in RangeBlindLimit(limit: 5) }
        let replay = try KeyboardSession.run(script: script, registry: registry)
        #expect(!replay.passed)

        var fixed = c
        fixed.target = .textViewDelegate("RangeAwareLimit(limit 5)") { _ in RangeAwareLimit(limit: 5) }
        fixed.properties = [.noOverRefusal(5), .deletable()]
        fixed.skip = ["ime-marked"]
        let fixedReport = Fuzzer(fixed).run()
        #expect(fixedReport.failures.isEmpty, "\(fixedReport.failures.map { "\($0)\n\($0.session.script())" })")
    }
}
