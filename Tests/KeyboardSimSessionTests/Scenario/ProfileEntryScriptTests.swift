@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// Profile entries take effect wherever they are written: a script's `profile-entry` lines under `kbsim run` (which
/// streams to a sink, the case that once made the session before the entry was applied), `kbsim run
/// --profile-entry`, and `HarnessConfiguration.profile` in Swift all give the same transcript.
@MainActor @Suite struct ProfileEntryScriptTests {
    /// For each entry, steps that show its rule at work: the transcript differs under each of its values.
    static let probes: [String: String] = [
        "marked-text-call": "field f\nime pinyin\ntap f\nkeys \"ni\"\n",
        "multi-tap-call": "field f\nime japanese-kana typing=multi-tap\ntap f\nkeys \"わわ\"\n",
        "candidate-commit": "field f\nime pinyin\ntap f\nkeys \"ni{space}\"\n",
        "focus-switch": "field a\nfield b\ntap a\ntap b\n",
        "smart-dashes": "field f\ntap f\ntype \"a--\"\n",
        "first-show-posts-twice": "field f\ntap f\n",
        "otp-delivery":
            "field f keyboardType=numberPad textContentType=one-time-code delegate=max-length:4\ntap f\nautofill code \"123456\"\n",
        "quicktype-call": "field f\ntap f\ntype \"hel\"\nsuggest \"hello\"\n",
        "otp-offer": "field f keyboardType=numberPad\ntap f\nautofill code \"123456\"\n",
        "contact-placeholder": "field f textContentType=email\ntap f\nautofill contact email \"a@b.c\"\n",
        "inline-predictions": "field f\ntap f\ntype \"hel\"\ninline-predict \"lo\"\n",
        "dictation-call": "field f\ntap f\ndictate \"hello\"\n",
        "korean-rewrite": "field f\nime korean\ntap f\nkeys \"ㅎㅏㄴ\"\n",
        "korean-composes": "field f\nime korean\ntap f\nkeys \"ㅎㅏㄴ\"\n",
        "name-phone-pad-capitalization":
            "field f keyboardType=namePhonePad autocapitalizationType=words\ntap f\ntype \"ab\"\n",
        "quicktype-space": "field f\ntap f\ntype \"hel\"\nsuggest \"hello\"\ntype \" \"\n",
        "korean-rewrite-order": "textview t\nime korean\ntap t\nkeys \"ㅂㅓ\"\n",
        "search-clear-after-editing": "searchbar s\ntap s\ntype \"cat\"\nresign s\nclear s\n",
        "text-view-begin-order": "textview t\ntap t\n",
        "return-key-after-paste": "searchbar s\ntap s\npaste \"cat\"\nreturn\n",
        "dictation-display": "field f\ntap f\ndictate \"hello world\"\n"
    ]

    /// Entries whose values give the same events in the same order, differing only in the text app code reads
    /// between two of them, which the transcript does not hold: `korean-rewrite-order` ("버그버그" or "버그버그ㅂㅓ"
    /// at the first `textViewDidChange`; ChatComposerTests checks the texts).
    static let sameTranscript: Set<String> = ["korean-rewrite-order"]

    /// The Swift route: a session made with the profile, the probe's steps run on it; the transcript as JSON Lines
    /// (with the error event of a step the rule refuses: `autofill code` in a field not offered a code by default).
    func swiftTranscript(_ profile: IOSProfile, steps: String) throws -> [String] {
        let s = KeyboardSession(
            HarnessConfiguration(profile: profile, traceDirectory: nil), notificationCenter: NotificationCenter())
        _ = try s.run(script: steps)
        return s.finishTranscript().map(TranscriptFormatter.jsonLine)
    }

    @Test("Every entry has a probe, and every probe shows its rule: each value gives another transcript")
    func probesCoverEveryEntry() throws {
        #expect(Set(Self.probes.keys) == Set(IOSProfile.entries.map(\.name)))
        for entry in IOSProfile.entries {
            let steps = try #require(Self.probes[entry.name])
            var seen: [[String]: String] = [:]
            for value in entry.values {
                var p = IOSProfile.ios18
                try p.set(entry: entry.name, to: value)
                let t = try swiftTranscript(p, steps: steps)
                if !Self.sameTranscript.contains(entry.name) {
                    #expect(seen[t] == nil, "\(entry.name): \(value) gives the transcript of \(seen[t] ?? "")")
                }
                seen[t] = value
            }
        }
    }

    @Test("profile-entry in a script takes effect under kbsim run with a sink: every entry, every value, as in Swift")
    func everyEntryThroughTheCommandLine() throws {
        let dir = try KbsimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        var scripts: [(entry: String, value: String, path: String, profile: IOSProfile, steps: String)] = []
        for entry in IOSProfile.entries {
            let steps = try #require(Self.probes[entry.name])
            for value in entry.values where value != entry.value(in: .ios18) {
                var p = IOSProfile.ios18
                try p.set(entry: entry.name, to: value)
                let path = dir.appendingPathComponent("\(entry.name)=\(value).kbsim").path
                try "profile ios18\nprofile-entry \(entry.name) \(value)\n\(steps)".write(
                    toFile: path, atomically: true, encoding: .utf8)
                scripts.append((entry.name, value, path, p, steps))
            }
        }
        // One run, every script streamed to its --record file (the sink that once ran the default rule).
        let golden = dir.appendingPathComponent("recorded").path
        let run = try KbsimProcess.kbsim(["run", "--record", golden] + scripts.map(\.path))
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("\(scripts.count) passed, 0 failed\n"), "\(run.stdout)")
        for s in scripts {
            let name = URL(fileURLWithPath: s.path).deletingPathExtension().lastPathComponent
            let recorded = try String(contentsOfFile: "\(golden)/\(name).transcript", encoding: .utf8)
                .split(separator: "\n").map(String.init)
            #expect(
                recorded == (try swiftTranscript(s.profile, steps: s.steps)),
                "\(s.entry) \(s.value): the script's entry did not take effect as in Swift")
            if !Self.sameTranscript.contains(s.entry) {
                #expect(
                    recorded != (try swiftTranscript(.ios18, steps: s.steps)),
                    "\(s.entry) \(s.value): the transcript is the default's")
            }
        }
    }

    @Test("The Korean profile script (Examples/profiles/korean-rewrite-asked.kbsim) passes under kbsim run")
    func koreanScriptUnderRun() throws {
        let run = try KbsimProcess.kbsim(
            ["run", "Examples/profiles/korean-rewrite-asked.kbsim"], in: ExampleRegistry.root)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasPrefix("ok   Examples/profiles/korean-rewrite-asked.kbsim"), "\(run.stdout)")
        // Without its profile-entry line the script fails: the line is what makes it pass.
        let dir = try KbsimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let text = try String(
            contentsOf: ExampleRegistry.root.appendingPathComponent("Examples/profiles/korean-rewrite-asked.kbsim"),
            encoding: .utf8)
        let without = dir.appendingPathComponent("without.kbsim").path
        try text.replacingOccurrences(of: "profile-entry korean-rewrite asked\n", with: "").write(
            toFile: without, atomically: true, encoding: .utf8)
        let failing = try KbsimProcess.kbsim(["run", without])
        #expect(failing.status == 1, "\(failing.stdout)")
        // kbsim run --profile-entry sets the rule on top of the script's own settings.
        let given = try KbsimProcess.kbsim(["run", "--profile-entry", "korean-rewrite=asked", without])
        #expect(given.status == 0, "\(given.stdout)\(given.stderr)")
        let bad = try KbsimProcess.kbsim(["run", "--profile-entry", "korean-rewrite=maybe", without])
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "kbsim: --profile-entry \"korean-rewrite=maybe\": profile entry korean-rewrite cannot be \"maybe\"; accepted: silent, asked (see kbsim profiles)\n"
        )
    }

    @Test(
        "A profile-entry after the screen is set up is an error naming the line (kbsim run exit 2); on a session made in Swift, a step error"
    )
    func entryAfterTheSessionStarted() throws {
        let dir = try KbsimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let late = dir.appendingPathComponent("late.kbsim").path
        try "field f\ntap f\nprofile-entry quicktype-call silent\n".write(
            toFile: late, atomically: true, encoding: .utf8)
        let run = try KbsimProcess.kbsim(["run", late])
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "late.kbsim:3:1: profile-entry is a setting: settings (device, ordering, profile, profile-entry, locale, predictive) must come before the first field; the screen was set up at line 1 (field)"
            ), "\(run.stderr)")
        let session = KeyboardSession(
            HarnessConfiguration(traceDirectory: nil), notificationCenter: NotificationCenter())
        let result = try session.run(script: "profile-entry quicktype-call silent\n")
        #expect(
            result.error?.message
                == "profile-entry quicktype-call silent: a setting, but this script runs on a session made in Swift; set it in the session's HarnessConfiguration"
        )
    }
}
