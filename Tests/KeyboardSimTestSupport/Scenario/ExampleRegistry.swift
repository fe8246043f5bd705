import Foundation
import Testing
import KeyboardSim

/// The Examples' Swift delegates, by the names their scripts use (`delegate=example:phone`). Scripts that name
/// them live in Tests/KeyboardSimTestSupport/Examples/Scripts/ and run through ``ScenarioRunner`` (ExampleScenarioTests);
/// `kbsim run` cannot compile Swift, so Examples/ holds only scripts with built-in delegates.
@MainActor enum ExampleRegistry {
    static var registry: ScenarioRegistry {
        var r = ScenarioRegistry()
        r.register(delegate: "example:max-length-article") { _ in MaxLengthArticleDelegate(maxLength: 4) }
        r.register(delegate: "example:max-length-newlength") { _ in MaxLengthNewLengthDelegate(maxLength: 4) }
        r.register(installing: "example:max-length-marked") { MaxLengthMarkedTextDelegate(maxLength: 4) }
        r.register(delegate: "example:phone") { _ in PhoneNumberCaretFormatter() }
        r.register(delegate: "example:amount-de") { _ in DecimalAmountDelegate(locale: Locale(identifier: "de_DE")) }
        r.register(delegate: "example:amount-us") { _ in DecimalAmountDelegate(locale: Locale(identifier: "en_US")) }
        r.register(delegate: "example:form") { _ in FormNavigator() }
        r.register(delegate: "example:password") { _ in PasswordFieldDelegate(minimumLength: 8) }
        r.register(delegate: "example:korean-max-length") { _ in KoreanMaxLengthDelegate(limit: 5, fixed: false) }
        r.register(installing: "example:korean-max-length-fixed") { KoreanMaxLengthDelegate(limit: 5, fixed: true) }
        r.register(delegate: "example:zhuyin-self-insert") { _ in ZhuyinSelfInsertingDelegate(limit: 20, fixed: false) }
        r.register(delegate: "example:zhuyin-self-insert-fixed") { _ in
            ZhuyinSelfInsertingDelegate(limit: 20, fixed: true)
        }
        r.register(installing: "example:japanese-reassign") { JapaneseTextReassigningFormatter(fixed: false) }
        r.register(installing: "example:japanese-reassign-fixed") { JapaneseTextReassigningFormatter(fixed: true) }
        r.register(delegate: "example:kana-limit") { _ in MaxLengthNewLengthDelegate(maxLength: 3) }
        r.register(installing: "example:kana-limit-fixed") { MaxLengthMarkedTextDelegate(maxLength: 3) }
        r.register(delegate: "example:undo-safe-limit") { _ in UndoSafeLimitDelegate(limit: 20, guardsUndo: true) }
        r.register(delegate: "example:pin-autofill-aware") { _ in AutoFillAwarePINDelegate() }
        r.register(delegate: "example:pin-one-digit") { _ in OneDigitPINDelegate() }
        r.register(delegate: "example:undo-unsafe-limit") { _ in UndoSafeLimitDelegate(limit: 20, guardsUndo: false) }
        r.register(fieldClass: "example:korean-chat") { KoreanChatField() }
        r.register(fieldClass: "example:korean-chat-fixed") {
            let f = KoreanChatField()
            f.endsCompositionOnClear = true
            return f
        }
        for (name, fixed) in [("example:url-bar", false), ("example:url-bar-fixed", true)] {
            r.register(installing: name) { ReformattingURLBarDelegate(fixed: fixed) }
        }
        r.register(delegate: "example:signup-observes-text") { SignUpPasswordForm.shared(for: $0, observesText: true) }
        r.register(delegate: "example:signup-delegate-only") { SignUpPasswordForm.shared(for: $0, observesText: false) }
        r.register(installing: "example:controlled-reads-on-return") { ControlledTextDelegate(readsTextOnReturn: true) }
        r.register(installing: "example:controlled-editing-changed") {
            ControlledTextDelegate(readsTextOnReturn: false)
        }
        r.register(installing: "example:chinese-limit") { MaxLengthMarkedTextDelegate(maxLength: 2) }
        r.register(delegate: "example:chinese-limit-delegate-only") { _ in MaxLengthMarkedTextDelegate(maxLength: 2) }
        r.register(installing: "example:submit-reads-on-submit") { SubmitEnablementDelegate(readsTextOnSubmit: true) }
        r.register(installing: "example:submit-editing-changed") { SubmitEnablementDelegate(readsTextOnSubmit: false) }
        r.register(installing: "example:controlled") { ControlledFieldDelegate(writesOnlyChanges: false) }
        r.register(installing: "example:controlled-fixed") { ControlledFieldDelegate(writesOnlyChanges: true) }
        r.register(installing: "example:composer") { FormattingComposer(waitsForMarkedText: false) }
        r.register(installing: "example:composer-fixed") { FormattingComposer(waitsForMarkedText: true) }
        r.register(fieldClass: "example:paste-trimming-field") { PasteTrimmingField(limit: 10) }
        r.register(delegate: "example:typing-limit") { _ in LengthLimitDelegate(limit: 10, checksEveryChange: false) }
        r.register(delegate: "example:length-limit") { _ in LengthLimitDelegate(limit: 10, checksEveryChange: true) }
        return r
    }

    /// The repository's root, from this file's path.
    nonisolated static var root: URL { Repository.root }

}

extension ExampleRegistry {
    /// Runs an example script twice: as written, with the fixed code (it must pass), and with `fixed` replaced by
    /// `buggy` (the buggy code); returns the buggy run, for the test to say how it fails. The script must name
    /// `fixed`, or the second run would be the first again.
    static func runFixedAndBuggy(
        _ name: String, replacing fixed: String, with buggy: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ScenarioRunner.Result {
        let path = name.contains("/") ? name : "Tests/KeyboardSimTestSupport/Examples/Scripts/" + name
        let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        #expect(text.contains(fixed), "\(path) does not name \(fixed)", sourceLocation: sourceLocation)
        let runner = ScenarioRunner(registry: registry)
        let good = runner.run(try registry.parser.parse(text, file: path))
        #expect(good.passed, "\(good.report)", sourceLocation: sourceLocation)
        return runner.run(try registry.parser.parse(text.replacingOccurrences(of: fixed, with: buggy), file: path))
    }

    /// The scripts beside the example delegates (Tests/KeyboardSimTestSupport/Examples/Scripts/*.kbsim), sorted.
    nonisolated static var scriptNames: [String] {
        let dir = Repository.url("Tests/KeyboardSimTestSupport/Examples/Scripts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".kbsim") }.sorted().map {
            "Tests/KeyboardSimTestSupport/Examples/Scripts/" + $0
        }
    }
}

/// An example delegate that also adds actions to its field (editingChanged, editingDidEnd …) with `install(on:)`.
protocol InstallsOnField: UITextFieldDelegate {
    func install(on field: UITextField)
}

extension MaxLengthMarkedTextDelegate: InstallsOnField {}
extension KoreanMaxLengthDelegate: InstallsOnField {}
extension JapaneseTextReassigningFormatter: InstallsOnField {}
extension ReformattingURLBarDelegate: InstallsOnField {}
extension ControlledTextDelegate: InstallsOnField {}
extension ControlledFieldDelegate: InstallsOnField {}
extension SubmitEnablementDelegate: InstallsOnField {}
extension FormattingComposer: InstallsOnField {}

extension ScenarioRegistry {
    /// Registers an example delegate that is installed on the field the script names (`install(on:)`).
    mutating func register<D: InstallsOnField>(installing name: String, _ make: @escaping @MainActor () -> D) {
        register(delegate: name) { field in
            let d = make()
            d.install(on: field)
            return d
        }
    }
}
