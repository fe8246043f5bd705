@testable import KeyboardSimTestSupport
import Foundation
import Testing

/// `kbsim run` and the main command with text views and search bars, end to end.
@Suite struct TextViewRunTests {
    static func kbsim(_ args: [String]) throws -> KbsimProcess.Run {
        try KbsimProcess.kbsim(args, in: ExampleRegistry.root)
    }

    @Test("kbsim run: a text view's begin shows the keyboard first, a field's shows didBegin first")
    func beginOrderInRun() throws {
        let run = try Self.kbsim(["run", "--verbose", "Examples/text-views/begin-order.kbsim"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        func index(_ needle: String, after start: Int = 0) -> Int? {
            lines.indices.first { $0 >= start && lines[$0].contains(needle) }
        }
        let tapNote = try #require(index("tap note"))
        let noteShow = try #require(index("UIKeyboardWillShow", after: tapNote))
        let noteBegin = try #require(index("note: textViewDidBeginEditing(_:)", after: tapNote))
        #expect(noteShow < noteBegin)
        let tapTitle = try #require(index("tap title"))
        let titleBegin = try #require(index("title: textFieldDidBeginEditing(_:)", after: tapTitle))
        let titleShow = try #require(index("UIKeyboardWillShow", after: tapTitle))
        #expect(titleBegin < titleShow)
        #expect(run.stdout.contains(#"note: textView(_:shouldChangeTextIn:replacementText:) [2,0] "\n" → true"#))
    }

    @Test(
        "kbsim --view text and --view search name the input as its kind (textView, searchBar) unless --name says otherwise"
    )
    func defaultNames() throws {
        let text = try Self.kbsim(["--view", "text", "--type-text", "Hi", "--format", "text"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.contains("textView: textViewDidBeginEditing(_:)"))
        #expect(!text.stdout.contains("field:"))
        let search = try Self.kbsim(["--view", "search", "--type-text", "c", "--format", "text"])
        #expect(search.stdout.contains("searchBar: searchBar(_:shouldChangeTextIn:replacementText:)"))
        let named = try Self.kbsim(["--view", "text", "--name", "note", "--type-text", "Hi", "--format", "text"])
        #expect(named.stdout.contains("note: textViewDidBeginEditing(_:)"))
    }

    @Test("the ime user event names the pinyin keyboard as iOS lists it: pinyin qwerty, pinyin 9key")
    func pinyinSummary() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-ime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let script = dir.appendingPathComponent("ime.kbsim")
        try "field f\ntap f\nime pinyin\nime pinyin layout=9key\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try Self.kbsim(["run", "--verbose", script.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains(#"ime f "pinyin qwerty""#), "\(run.stdout)")
        #expect(run.stdout.contains(#"ime f "pinyin 9key""#))
        #expect(!run.stdout.contains("pinyin full"))
    }

    @Test("kbsim --view search: the Search key fires searchBarSearchButtonClicked; each keystroke is asked")
    func searchBarCommand() throws {
        let run = try Self.kbsim(["--view", "search", "--type-text", "cats", "--press-return", "--format", "text"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.components(separatedBy: "searchBar(_:shouldChangeTextIn:replacementText:)").count - 1 == 4)
        #expect(run.stdout.contains("searchBarSearchButtonClicked(_:)"))
        #expect(!run.stdout.contains("textFieldShouldReturn"))
    }

    @Test(
        "kbsim fuzz --view text finds a text view's range-blind length limit and its reproducer replays with kbsim run")
    func fuzzTextView() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-tv-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let fuzz = try Self.kbsim([
            "fuzz", "--view", "text", "--delegate", "max-length-append:5", "--property", "no-over-refusal=5",
            "--runs", "400", "--seed", "1", "--out", dir.path
        ])
        #expect(fuzz.status == 1, "\(fuzz.stdout)\(fuzz.stderr)")
        let script = dir.appendingPathComponent("fuzz-no-over-refusal-1.kbsim")
        let text = try String(contentsOf: script, encoding: .utf8)
        #expect(text.contains("textview f "))
        #expect(text.contains("--view text"))
        let replay = try Self.kbsim(["run", script.path])
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("textView(_:shouldChangeTextIn:replacementText:)"))
    }
}

extension TextViewRunTests {
    @Test("A text view's golden transcript checks: kbsim run --check passes on the recorded text-view session")
    func golden() throws {
        let run = try Self.kbsim([
            "run", "--check", "Examples/text-views/begin-order.transcript", "Examples/text-views/begin-order.kbsim"
        ])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    }
}
