import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
/// A delegate with a planted crash-class bug, as much real code has: it indexes `Array(text)` (Characters) with
/// the UTF-16 `range.location` UIKit hands it, to stop the user deleting a leading "$". With an emoji, flag or
/// combining sequence before the deleted character, the UTF-16 offset exceeds the character count and
/// `Array(text)[range.location]` traps (index out of range).
///
/// With `traps` false it records the would-be trap in ``trapped`` instead (for in-process tests; the
/// ``FuzzProperty/noRecordedTrap`` property reports it). Public as a demonstration target: a package's own
/// libFuzzer target (`Fuzz/` in this repository is one) can fuzz it and watch a crash be found and saved.
@MainActor public final class FuzzArrayIndexDelegate: NSObject, UITextFieldDelegate, FuzzTrapRecording {
    /// Whether the planted bug traps (true) or records the trap in `trapped` (false).
    public let traps: Bool
    /// The would-be trap's message, when `traps` is false and the bug was hit.
    public private(set) var trapped: String?

    /// A delegate that traps, or records the trap.
    public init(traps: Bool) {
        self.traps = traps
        super.init()
    }

    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        let characters = Array(textField.text ?? "")
        if string.isEmpty && range.length > 0 {
            if range.location >= characters.count && !traps {
                if trapped == nil {
                    trapped =
                        "Array(text)[\(range.location)] with \(characters.count) characters (text \(ScenarioPrinter.quote(textField.text ?? "")), UTF-16 range [\(range.location),\(range.length)]): index out of range"
                }
                return true
            }
            if characters[range.location] == "$" && range.location == 0 { return false }  // traps when out of range
        }
        return true
    }
}

/// A delegate that records a would-be trap instead of trapping (see ``FuzzArrayIndexDelegate``).
@MainActor public protocol FuzzTrapRecording: AnyObject {
    /// What would have trapped, if anything did.
    var trapped: String? { get }
}

extension FuzzTarget {
    /// `planted:array-index`: ``FuzzArrayIndexDelegate`` that really traps (kbsim fuzz --delegate, kbsim run).
    public static let plantedArrayIndex = FuzzTarget.delegate(
        "planted:array-index", swift: "FuzzArrayIndexDelegate(traps: true)"
    ) { _ in
        FuzzArrayIndexDelegate(traps: true)
    }
    /// `planted:array-index-recorded`: the same bug recorded instead of trapping (property `crash`).
    public static let plantedArrayIndexRecorded = FuzzTarget.delegate(
        "planted:array-index-recorded", swift: "FuzzArrayIndexDelegate(traps: false)"
    ) { _ in
        FuzzArrayIndexDelegate(traps: false)
    }
}

extension FuzzProperty {
    /// `crash`: no delegate recorded a would-be trap (``FuzzTrapRecording``).
    public static let noRecordedTrap = FuzzProperty(name: "crash") { ctx in
        var any = false
        for (i, d) in ctx.delegates.enumerated() {
            for r in [d as? FuzzTrapRecording, ctx.fields[i] as? FuzzTrapRecording].compactMap({ $0 }) {
                any = true
                if let t = r.trapped { return .failed("the delegate would trap: \(t)") }
            }
        }
        return any ? .held : .skipped
    }
}

/// A digits-only filter with a planted bug, as real filters have: it checks the replacement only when it is one
/// character (a keystroke), so a paste of several characters gets letters in (`planted:digits-paste`). Fuzzed with
/// the property `charset=0123456789` (docs/fuzzing.md, "ClusterFuzzLite and OSS-Fuzz": a fuzz target finds it).
@MainActor public final class FuzzDigitsPasteDelegate: NSObject, UITextFieldDelegate {
    /// A delegate with the planted bug.
    public override init() { super.init() }

    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        guard string.count == 1 else { return true }  // the planted bug: a paste is not checked
        return string.unicodeScalars.allSatisfy { $0.value >= 0x30 && $0.value <= 0x39 }
    }
}

/// A length limit with a planted bug of composing text: it lets every change through while the field has marked
/// text, so committing a pinyin candidate can make the text longer than the limit (`planted:pinyin-max-length`,
/// five UTF-16 units as `max-length:5` counts them). Fuzzed with `--ime pinyin` and the property `max-length=5`.
@MainActor public final class FuzzPinyinMaxLengthDelegate: NSObject, UITextFieldDelegate {
    /// The limit, in UTF-16 units.
    public let maxLength: Int

    /// A delegate with the planted bug and the limit given.
    public init(maxLength: Int = 5) {
        self.maxLength = maxLength
        super.init()
    }

    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        if textField.markedTextRange != nil { return true }  // the planted bug: a composition is never checked
        let text = (textField.text ?? "") as NSString
        guard range.location + range.length <= text.length else { return false }
        return (text.replacingCharacters(in: range, with: string) as NSString).length <= maxLength
    }
}

extension FuzzTarget {
    /// `planted:digits-paste`: ``FuzzDigitsPasteDelegate`` (a paste bypasses the digits filter).
    public static let plantedDigitsPaste = FuzzTarget.delegate(
        "planted:digits-paste", swift: "FuzzDigitsPasteDelegate()"
    ) { _ in
        FuzzDigitsPasteDelegate()
    }
    /// `planted:pinyin-max-length`: ``FuzzPinyinMaxLengthDelegate`` with a limit of 5 (a pinyin commit exceeds it).
    public static let plantedPinyinMaxLength = FuzzTarget.delegate(
        "planted:pinyin-max-length", swift: "FuzzPinyinMaxLengthDelegate(maxLength: 5)"
    ) { _ in
        FuzzPinyinMaxLengthDelegate(maxLength: 5)
    }
    /// The planted bugs `kbsim fuzz --delegate` and `kbsim run` know, by name.
    public static let planted: [FuzzTarget] = [
        .plantedArrayIndex, .plantedArrayIndexRecorded, .plantedDigitsPaste, .plantedPinyinMaxLength
    ]

    /// The targets `kbsim run` registers besides the built-in delegates (the planted ones and the meddling app), so
    /// their reproducers replay from the command line.
    @MainActor public static var replayedByKbsimRun: [FuzzTarget] { planted + [FuzzMeddler.target()] }

    /// Whether `kbsim run` replays this target's reproducers: a built-in delegate or one of
    /// ``replayedByKbsimRun``. Any other target is the app's own code, which only a Swift test can register.
    @MainActor public var replaysUnderKbsimRun: Bool {
        if case .builtin = kind { return true }
        return Self.replayedByKbsimRun.contains { $0.name == name }
    }
}
