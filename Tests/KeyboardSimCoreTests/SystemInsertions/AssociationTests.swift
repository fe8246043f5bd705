@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

@MainActor @Suite(.enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp")) struct AssociationTests {
    @Test(
        "Association candidates after a pinyin commit continue the committed word; a pick inserts with no delegate call, then editingChanged; a delegate-only limit is passed"
    )
    func pickBypassesDelegate() throws {
        let session = KeyboardSession()
        session.addField("f") { _ in }
        try session.attach(.maxLength(2), to: "f")
        try session.tap("f")
        try session.usePinyin()
        try session.keys("ni{space}")
        session.expect("f", text: "你")
        let list = session.screen.associationCandidates
        #expect(list.contains("们"), "\(list)")
        let index = try #require(list.firstIndex(of: "们"))
        try session.association(index)
        session.expect("f", text: "你们")
        session.expectNoEvent("delegate", "textField(_:shouldChangeCharactersIn:replacementString:)")
        session.expectEvent("control", "editingChanged")
        // Consecutive picks: the bar offers associations of the pick, and the limit of 2 is passed.
        let next = session.screen.associationCandidates
        #expect(!next.isEmpty)
        try session.association(0)
        #expect(try session.field("f").text!.count > 2)
    }

    @Test(
        "No association candidates without a commit just before the caret; an out-of-range pick is an ignored user event"
    )
    func noneWithoutCommit() throws {
        let session = KeyboardSession()
        session.addField("f")
        try session.tap("f")
        try session.usePinyin()
        #expect(session.screen.associationCandidates.isEmpty)
        try session.association(0)
        session.expectEvent(
            "user", "association",
            where: [
                "ignored":
                    "no association candidates show (the pinyin keyboard shows them right after a commit, caret after it)"
            ])
    }

    @Test(
        "The fuzzer finds an association pick past a delegate-only limit with the generic max-length property within 200 runs"
    )
    func fuzzerFindsBypass() throws {
        var c = Fuzzer.Configuration(delegate: .maxLength(4))
        c.inputMethod = true
        c.properties = [.maxLength(4)]
        c.budget = .runs(200)
        c.maxFailures = 1
        c.seed = 1
        let report = Fuzzer(c).run()
        let failure = try #require(report.failures.first { $0.property == "max-length" }, "\(report.failures)")
        #expect(failure.session.script().contains("association "), "\(failure.session.script())")
    }
}
