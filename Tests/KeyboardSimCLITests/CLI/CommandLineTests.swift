@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// End-to-end tests: run the built `kbsim` and compare its output and exit code.
@Suite struct CommandLineTests {
    typealias Run = KbsimProcess.Run
    static func kbsim(_ args: [String], stdin: String? = nil) throws -> Run {
        try KbsimProcess.kbsim(args, stdin: stdin)
    }

    /// A compact name per event: the delegate method, notification name or control event.
    static func outline(_ lines: [[String: Any]]) -> [String] {
        lines.compactMap { l in
            switch l["kind"] as? String {
            case "delegate": l["method"] as? String
            case "notification": l["name"] as? String
            case "control": l["event"] as? String
            default: nil
            }
        }
    }

    @Test(
        "kbsim --type emailAddress --type-text a@b.c --format jsonl: by default didBegin before the keyboard notifications (observed order), ranges [i,0], final text"
    )
    func mustShowObservedDefault() throws {
        let run = try Self.kbsim(["--type", "emailAddress", "--type-text", "a@b.c", "--format", "jsonl"])
        #expect(run.status == 0)
        let lines = run.lines
        #expect(lines.first?["kind"] as? String == "session")
        #expect(lines.first?["v"] as? Int == 1)
        let begin = Array(Self.outline(lines).prefix(8))
        #expect(
            begin == [
                "textFieldShouldBeginEditing(_:)",
                "textFieldDidBeginEditing(_:)", "editingDidBegin", "UITextFieldTextDidBeginEditingNotification",
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"
            ])
        #expect(lines.first?["ordering"] as? String == "observed")
        let keyboard = lines.first { $0["name"] as? String == "UIKeyboardWillShowNotification" }
        let info = keyboard?["userInfo"] as? [String: Any]
        #expect(
            Set(info?.keys.map { $0 } ?? []) == [
                "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey",
                "UIKeyboardAnimationDurationUserInfoKey",
                "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey"
            ])
        #expect(info?["UIKeyboardFrameEndUserInfoKey"] as? [Int] == [0, 516, 393, 336])
        let didShow =
            lines.first { $0["name"] as? String == "UIKeyboardDidShowNotification" }?["userInfo"] as? [String: Any]
        #expect(
            Set(didShow?.keys.map { $0 } ?? []) == [
                "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey", "UIKeyboardIsLocalUserInfoKey"
            ])
        let changes = lines.filter {
            $0["method"] as? String == "textField(_:shouldChangeCharactersIn:replacementString:)"
        }
        #expect(changes.map { $0["range"] as? [Int] ?? [] } == [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]])
        #expect(changes.map { $0["string"] as? String ?? "" } == ["a", "@", "b", ".", "c"])
        #expect(Self.outline(lines).filter { $0 == "editingChanged" }.count == 5)
        #expect(Self.outline(lines).filter { $0 == "UITextFieldTextDidChangeNotification" }.count == 5)
        #expect(lines.last?["kind"] as? String == "state")
        #expect(lines.last?["text"] as? String == "a@b.c")
    }

    @Test("--ordering observed moves didBegin and TextDidBegin ahead of the keyboard notifications")
    func observedOrdering() throws {
        let run = try Self.kbsim([
            "--type", "emailAddress", "--type-text", "a", "--ordering", "observed", "--format", "jsonl"
        ])
        #expect(run.status == 0)
        #expect(
            Array(Self.outline(run.lines).prefix(8)) == [
                "textFieldShouldBeginEditing(_:)",
                "textFieldDidBeginEditing(_:)", "editingDidBegin", "UITextFieldTextDidBeginEditingNotification",
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"
            ])
    }

    @Test("The same inputs give a byte-identical transcript")
    func determinism() throws {
        let args = [
            "--type-text", "héllo 😃👨‍👩‍👧", "--delegate", "max-length:6", "--press-return", "--end-editing", "--format",
            "jsonl"
        ]
        let a = try Self.kbsim(args), b = try Self.kbsim(args)
        #expect(a.status == 0)
        #expect(a.stdout == b.stdout)
        #expect(a.lines.last?["text"] as? String == "héllo ")
    }

    @Test(
        "--end-editing hides the keyboard after didEnd; --press-return asks textFieldShouldReturn",
        arguments: ["documented", "observed"])
    func endEditing(ordering: String) throws {
        let run = try Self.kbsim([
            "--type-text", "x", "--press-return", "--end-editing", "--ordering", ordering, "--format", "jsonl"
        ])
        let outline = Self.outline(run.lines)
        #expect(outline.contains("textFieldShouldReturn(_:)"))
        #expect(!outline.contains("textFieldShouldEndEditing(_:)"), "endEditing(true) does not ask the delegate")
        // The built-in delegates implement no reason variant, so UIKit calls (and kbsim names) didEnd(_:).
        #expect(!outline.contains("textFieldDidEndEditing(_:reason:)"))
        let didEnd = outline.firstIndex(of: "textFieldDidEndEditing(_:)") ?? -1
        let willHide = outline.firstIndex(of: "UIKeyboardWillHideNotification") ?? -1
        #expect(didEnd >= 0 && willHide >= 0)
        #expect(ordering == "documented" ? willHide < didEnd : didEnd < willHide)
    }

    @Test(
        "Bad input exits 2 with one line naming the value and what is accepted",
        arguments: [
            (["--type", "foo"], "foo"),
            (["--delegate", "max-length:x"], "max-length:x"),
            (["--delegate", "nope"], "nope"),
            (["--device", "iPhone 3G"], "iPhone 3G"),
            (["--profile", "ios99"], "ios99"),
            (["--orientation", "sideways"], "sideways"),
            (["--accessory-height=-5"], "-5"),
            (["--accessory-height", "-5"], "-5"),  // a negative number is the option's value, not "Missing value"
            (["--input-view-height", "-1"], "-1")
        ])
    func badInput(args: [String], value: String) throws {
        let run = try Self.kbsim(args)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(run.stderr.contains(value))
        #expect(
            run.stderr.contains("accept") || run.stderr.contains("must be") || run.stderr.contains("provide one of"))
    }

    @Test("kbsim devices lists the device table; kbsim profiles lists the profiles")
    func listings() throws {
        let devices = try Self.kbsim(["devices"])
        #expect(devices.status == 0)
        for name in ["iPhone SE (3rd generation)", "iPhone 15", "iPhone 15 Pro Max", "iPad Air (5th generation)"] {
            #expect(devices.stdout.contains(name))
        }
        let json = try Self.kbsim(["devices", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["devices"] as? [Any])?.count ?? 0 >= 4)
        let profiles = try Self.kbsim(["profiles"])
        for name in ["ios9", "ios10", "ios13", "ios16", "ios18", "ios26", "legacy"] {
            #expect(profiles.stdout.contains(name))
        }
    }

    /// One `kbsim bench --quick` run (tens of seconds of CPU in a debug build: it loads every input method's data)
    /// read by both bench tests, started by whichever runs first.
    static let quickBench = Result { try kbsim(["bench", "--keystrokes", "2000", "--quick", "--format", "json"]) }

    @Test("kbsim bench --format json prints the lifecycle figures and their ratio")
    func bench() throws {
        let run = try Self.quickBench.get()
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        for key in [
            "lifecycle_keystrokes_per_s", "xkb_baseline_keystrokes_per_s", "lifecycle_ratio",
            "software_keyboard_keystrokes_per_s", "hardware_keyboard_keystrokes_per_s", "reverse_lookup_build_ms",
            "fuzz_steps_per_s", "shrink_1000_steps_ms"
        ] {
            #expect((object?[key] as? NSNumber)?.doubleValue ?? 0 > 0, "\(key)")
        }
    }

    @Test(
        "kbsim bench times every input method's state machine per key: Korean always, the code tables and Japanese when their data is installed"
    )
    func benchInputMethodKeys() throws {
        let run = try Self.quickBench.get()
        #expect(run.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        var engines = ["korean"]
        for scheme in [TableScheme.cangjie, .stroke, .wubi]
        where FileManager.default.fileExists(atPath: scheme.tablePath) { engines.append(scheme.name) }
        if FileManager.default.fileExists(atPath: SKKDictionary.defaultPath) {
            engines += ["japanese_romaji", "japanese_kana"]
        }
        for engine in engines {
            #expect((object?["\(engine)_key_latency_median_ms"] as? NSNumber)?.doubleValue ?? 0 > 0, "\(engine)")
            #expect((object?["\(engine)_key_latency_p99_ms"] as? NSNumber) != nil, "\(engine)")
        }
        // Start-up: a child process parsing the tables and one mapping them (--quick: Korean and pinyin).
        var started = ["korean"]
        if FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath) { started.append("pinyin") }
        for engine in started {
            for figure in ["warm_cpu_ms", "warm_peak_mb", "parse_cpu_ms", "parse_peak_mb", "ratio"] {
                #expect(
                    (object?["startup_\(engine)_\(figure)"] as? NSNumber)?.doubleValue ?? 0 > 0, "\(engine) \(figure)")
            }
        }
    }

    @Test(
        "kbsim pinyin prints preedit and candidates; --format jsonl converts one input per stdin line (docs/interfaces.md §4)",
        .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/rime-data/pinyin_simp.dict.yaml")))
    func pinyinCommand() throws {
        let run = try Self.kbsim(["pinyin", "--format", "jsonl"], stdin: "nihao\nxi'an\n")
        #expect(run.status == 0)
        let lines = run.lines
        #expect(lines.count == 2)
        #expect(lines.first?["preedit"] as? String == "ni hao")
        #expect((lines.first?["candidates"] as? [String])?.first == "你好")
        #expect(lines.first?["sentence"] as? String == "你好")
        #expect(lines.last?["sentence"] as? String == "西安")
        let text = try Self.kbsim(["pinyin", "xian"])
        #expect(text.stdout.contains("0. 先"))
        let missing = try Self.kbsim(["pinyin", "--dict", "/nonexistent.dict.yaml", "ni"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("rime-data-pinyin-simp"))
    }

    @Test(
        "kbsim --ime pinyin types Chinese as letters plus the fewest candidate picks; an unknown character exits 2",
        .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/rime-data/pinyin_simp.dict.yaml")))
    func imeCommand() throws {
        let run = try Self.kbsim(["--ime", "pinyin", "--type-text", "你好世界", "--format", "jsonl"])
        #expect(run.status == 0)
        #expect(run.lines.last?["text"] as? String == "你好世界")
        #expect(run.lines.contains { $0["kind"] as? String == "ime" && $0["state"] as? String == "committed" })
        let bad = try Self.kbsim(["--ime", "pinyin", "--type-text", "𠀀"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("𠀀"))
    }
}
