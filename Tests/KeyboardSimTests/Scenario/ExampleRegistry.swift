import Foundation
import KeyboardSim

/// The Examples' Swift delegates, by the names their scripts use (`delegate=example:phone`). Scripts that name
/// them live in Tests/KeyboardSimTests/Examples/Scripts/ and run through ``ScenarioRunner`` (ExampleScenarioTests);
/// `kbsim run` cannot compile Swift, so Examples/ holds only scripts with built-in delegates.
@MainActor enum ExampleRegistry {
    static var registry: ScenarioRegistry {
        var r = ScenarioRegistry()
        r.register(delegate: "example:max-length-article") { _ in MaxLengthArticleDelegate(maxLength: 4) }
        r.register(delegate: "example:max-length-newlength") { _ in MaxLengthNewLengthDelegate(maxLength: 4) }
        r.register(delegate: "example:max-length-marked") { field in
            let d = MaxLengthMarkedTextDelegate(maxLength: 4)
            d.install(on: field)
            return d
        }
        r.register(delegate: "example:phone") { _ in PhoneNumberCaretFormatter() }
        r.register(delegate: "example:amount-de") { _ in DecimalAmountDelegate(locale: Locale(identifier: "de_DE")) }
        r.register(delegate: "example:amount-us") { _ in DecimalAmountDelegate(locale: Locale(identifier: "en_US")) }
        r.register(delegate: "example:form") { _ in FormNavigator() }
        r.register(delegate: "example:password") { _ in PasswordFieldDelegate(minimumLength: 8) }
        r.register(delegate: "example:korean-max-length") { _ in KoreanMaxLengthDelegate(limit: 5, fixed: false) }
        r.register(delegate: "example:korean-max-length-fixed") { field in
            let d = KoreanMaxLengthDelegate(limit: 5, fixed: true)
            d.install(on: field)
            return d
        }
        r.register(delegate: "example:zhuyin-self-insert") { _ in ZhuyinSelfInsertingDelegate(limit: 20, fixed: false) }
        r.register(delegate: "example:zhuyin-self-insert-fixed") { _ in ZhuyinSelfInsertingDelegate(limit: 20, fixed: true) }
        r.register(delegate: "example:japanese-reassign") { field in
            let d = JapaneseTextReassigningFormatter(fixed: false)
            d.install(on: field)
            return d
        }
        r.register(delegate: "example:japanese-reassign-fixed") { field in
            let d = JapaneseTextReassigningFormatter(fixed: true)
            d.install(on: field)
            return d
        }
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
            r.register(delegate: name) { field in
                let d = ReformattingURLBarDelegate(fixed: fixed)
                d.install(on: field)
                return d
            }
        }
        r.register(delegate: "example:signup-observes-text") { SignUpPasswordForm.shared(for: $0, observesText: true) }
        r.register(delegate: "example:signup-delegate-only") { SignUpPasswordForm.shared(for: $0, observesText: false) }
        r.register(delegate: "example:controlled-reads-on-return") { field in
            let d = ControlledTextDelegate(readsTextOnReturn: true)
            d.install(on: field)
            return d
        }
        r.register(delegate: "example:controlled-editing-changed") { field in
            let d = ControlledTextDelegate(readsTextOnReturn: false)
            d.install(on: field)
            return d
        }
        r.register(delegate: "example:chinese-limit") { field in
            let d = MaxLengthMarkedTextDelegate(maxLength: 2)
            d.install(on: field)
            return d
        }
        r.register(delegate: "example:chinese-limit-delegate-only") { _ in MaxLengthMarkedTextDelegate(maxLength: 2) }
        r.register(delegate: "example:submit-reads-on-submit") { field in
            let d = SubmitEnablementDelegate(readsTextOnSubmit: true)
            d.install(on: field)
            return d
        }
        r.register(delegate: "example:submit-editing-changed") { field in
            let d = SubmitEnablementDelegate(readsTextOnSubmit: false)
            d.install(on: field)
            return d
        }
        r.register(delegate: "example:controlled") { field in
            let d = ControlledFieldDelegate(writesOnlyChanges: false)
            d.install(on: field)
            return d
        }
        r.register(delegate: "example:controlled-fixed") { field in
            let d = ControlledFieldDelegate(writesOnlyChanges: true)
            d.install(on: field)
            return d
        }
        r.register(delegate: "example:composer") { field in
            let d = FormattingComposer(waitsForMarkedText: false)
            d.install(on: field)
            return d
        }
        r.register(delegate: "example:composer-fixed") { field in
            let d = FormattingComposer(waitsForMarkedText: true)
            d.install(on: field)
            return d
        }
        r.register(fieldClass: "example:paste-trimming-field") { PasteTrimmingField(limit: 10) }
        r.register(delegate: "example:typing-limit") { _ in LengthLimitDelegate(limit: 10, checksEveryChange: false) }
        r.register(delegate: "example:length-limit") { _ in LengthLimitDelegate(limit: 10, checksEveryChange: true) }
        return r
    }

    /// The repository's root, from this file's path.
    nonisolated static var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

}

extension ExampleRegistry {
    /// The scripts beside the example delegates (Tests/KeyboardSimTests/Examples/Scripts/*.kbsim), sorted.
    nonisolated static var scriptNames: [String] {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/Scripts")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".kbsim") }.sorted().map { "Tests/KeyboardSimTests/Examples/Scripts/" + $0 }
    }
}
