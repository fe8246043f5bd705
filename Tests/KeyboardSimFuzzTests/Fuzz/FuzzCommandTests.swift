@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
import KeyboardSimFuzz

/// `kbsim fuzz` end to end: exit codes, the reproducer line, and a real trap leaving its session behind.
@Suite struct FuzzCommandTests {
    typealias Run = KbsimProcess.Run

    static func fuzz(_ args: [String]) throws -> Run { try kbsimRun(["fuzz"] + args) }

    static func kbsimRun(_ args: [String]) throws -> Run {
        try KbsimProcess.kbsim(args, environment: ["SWIFT_BACKTRACE": "enable=no"])
    }

    static func tempDir() -> String {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-fuzz-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }

    @Test("A failure exits 1, writes the shrunk script, and the last stdout line is `reproducer: PATH`")
    func failureExitsOne() throws {
        let dir = Self.tempDir()
        let r = try Self.fuzz([
            "--delegate", "planted:array-index-recorded", "--seed", "3", "--runs", "500", "--out", dir
        ])
        #expect(r.status == 1)
        let last = try #require(r.stdout.split(separator: "\n").last)
        #expect(last.hasPrefix("reproducer: \(dir)/"))
        let path = String(last.dropFirst("reproducer: ".count))
        let script = try String(contentsOfFile: path, encoding: .utf8)
        #expect(script.contains("delegate=planted:array-index-recorded"))
        #expect(script.contains("backspace") || script.contains("cut"))
        // Beside it, the Swift Testing file that replays it.
        let swift = try String(contentsOfFile: String(path.dropLast(".kbsim".count)) + ".swift", encoding: .utf8)
        #expect(
            swift.contains(
                #"registry.register(delegate: "planted:array-index-recorded") { field in FuzzArrayIndexDelegate(traps: false) }"#
            ))
        #expect(r.stdout.contains("\nchecks: text-model "))
    }

    @Test(
        "The pinyin max-length reproducer replays with `kbsim run`, which fails its expect (exit 1)",
        .enabled(
            if: FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath), "needs rime-data-pinyin-simp"))
    func reproducerReplays() throws {
        let dir = Self.tempDir()
        let r = try Self.fuzz([
            "--delegate", "max-length:5", "--ime", "pinyin", "--property", "typeable", "--seed", "5",
            "--runs", "50", "--out", dir
        ])
        #expect(r.status == 1)
        let last = try #require(r.stdout.split(separator: "\n").last)
        let path = String(last.dropFirst("reproducer: ".count))
        let script = try String(contentsOfFile: path, encoding: .utf8)
        #expect(script.split(separator: "\n").filter { !$0.hasPrefix("#") }.count <= 10)
        let replay = try Self.kbsimRun(["run", path])
        #expect(replay.status == 1)
        #expect(replay.stdout.contains("FAIL"))
    }

    @Test(
        "--jobs merges the jobs' failures by property and location and reports at most --max-failures distinct ones, counted after shrinking"
    )
    func jobsMergeFailures() throws {
        let dir = Self.tempDir()
        let r = try Self.fuzz([
            "--delegate", "planted:array-index-recorded", "--seed", "3", "--runs", "300", "--jobs", "3",
            "--max-failures", "1", "--out", dir
        ])
        #expect(r.status == 1)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.hasPrefix("  failure: ") }.count == 1, "\(r.stdout)")
        let summary = try #require(lines.first { $0.hasPrefix("jobs: 3, ") })
        #expect(summary.contains("failures: 1"), "\(summary)")
        #expect(
            summary.contains("found by several jobs merged") || summary.contains("beyond --max-failures 1 not shown"),
            "\(summary)")
        #expect(!r.stdout.contains("merge-key:"))
        #expect(lines.last?.hasPrefix("reproducer: \(dir)/") == true)
    }

    @Test("The budget running out with no failure exits 0")
    func noFailureExitsZero() throws {
        let r = try Self.fuzz(["--delegate", "max-length:5", "--seed", "1", "--runs", "100", "--out", Self.tempDir()])
        #expect(r.status == 0)
        #expect(r.stdout.contains("no failure"))
    }

    @Test("Bad input exits 2 with a message naming the value")
    func badInput() throws {
        let r = try Self.fuzz(["--delegate", "max-length:x", "--runs", "1"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("max-length:x"))
        let p = try Self.fuzz(["--property", "sorted", "--runs", "1"])
        #expect(p.status == 2)
        #expect(p.stderr.contains("typeable, max-length=N"))
        let k = try Self.fuzz(["--skip", "spelling", "--runs", "1"])
        #expect(k.status == 2)
        #expect(k.stderr.contains("text-model"))
    }

    @Test(
        "--property max-length=N and no-over-refusal=N above 100000 exit 2 naming the value and the range (no hang at Int.max)"
    )
    func lengthPropertyBounded() throws {
        for spec in ["max-length=9223372036854775807", "max-length=100001", "no-over-refusal:1000000", "max-length=-1"]
        {
            let key = spec.hasPrefix("max") ? "max-length" : "no-over-refusal"
            let value = String(spec.drop { $0 != "=" && $0 != ":" }.dropFirst())
            let r = try KbsimProcess.run(
                URL(fileURLWithPath: "/usr/bin/timeout"),
                ["60", KbsimProcess.executable.path, "fuzz", "--property", spec, "--runs", "20"],
                environment: ["SWIFT_BACKTRACE": "enable=no", "KBSIM_KEYMAPS": KbsimProcess.keymapsDirectory])
            #expect(r.status == 2, "\(spec)")
            #expect(
                r.stderr
                    == "kbsim: --property \"\(spec)\": \(value) is not a whole number from 0 to 100000; accepted: \(key)=N with N from 0 to 100000 (the fuzzer types and pastes texts of about N characters, so a run costs in proportion to N)\n"
            )
        }
    }

    @Test("--isolate reports a trapping delegate as a crash failure with a shrunk script and goes on (exit 1)")
    func isolateReportsCrash() throws {
        let dir = Self.tempDir()
        let r = try Self.fuzz([
            "--delegate", "planted:array-index", "--isolate", "--seed", "3", "--runs", "300", "--out", dir
        ])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(!r.signalled)
        #expect(r.stdout.contains("failure: crash at trap: "))
        #expect(r.stdout.contains("Index out of range"))
        let last = try #require(r.stdout.split(separator: "\n").last)
        let script = try String(contentsOfFile: String(last.dropFirst("reproducer: ".count)), encoding: .utf8)
        #expect(script.split(separator: "\n").filter { !$0.hasPrefix("#") }.count <= 9, "\(script)")
        // kbsim run replays it: the delegate traps again.
        let replay = try Self.kbsimRun(["run", String(last.dropFirst("reproducer: ".count))])
        #expect(replay.signalled)
    }

    @Test("--convert turns a script into libFuzzer bytes and bytes back into the same script")
    func convertBothWays() throws {
        let dir = Self.tempDir()
        let script =
            "field f text=\"ab\" delegate=max-length:5\nfield g\nunreachable paste\ntap f\ntype \"x👍🏽\"\nselect 0 1\nbackspace 1\ntap g\n"
        try script.write(toFile: "\(dir)/in.kbsim", atomically: true, encoding: .utf8)
        let toBytes = try Self.kbsimRun(["fuzz", "--convert", "\(dir)/in.kbsim", "-o", "\(dir)/input.bin"])
        #expect(toBytes.status == 0, "\(toBytes.stderr)")
        let back = try Self.kbsimRun(["fuzz", "--convert", "\(dir)/input.bin", "--delegate", "max-length:5"])
        #expect(back.status == 0)
        let lines = back.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        #expect(
            lines
                == script.split(separator: "\n").map(String.init).map {
                    $0 == "field g" ? "field g delegate=max-length:5" : $0
                })
        // A script naming a delegate kbsim run knows converts without --delegate.
        try "field f delegate=planted:array-index\nunreachable paste\ntap f\ntype \"😃a\"\nbackspace 1\n".write(
            toFile: "\(dir)/planted.kbsim", atomically: true, encoding: .utf8)
        let planted = try Self.kbsimRun(["fuzz", "--convert", "\(dir)/planted.kbsim", "-o", "\(dir)/planted.bin"])
        #expect(planted.status == 0, "\(planted.stderr)")
    }

    @Test("--meddle fuzzes kbsim itself and prints every oracle's counts")
    func meddle() throws {
        let r = try Self.fuzz(["--meddle", "--fields", "2", "--seed", "2", "--runs", "100", "--out", Self.tempDir()])
        // Exit 0, or 1 with kbsim's own findings (docs/fuzzing.md lists what meddling found).
        #expect(r.status == 0 || r.status == 1, "\(r.stderr)")
        #expect(r.stdout.contains("checks: text-model "))
        #expect(r.stdout.contains("ime-marked "))
    }

    @Test(
        "A delegate that really traps leaves the session that crashed it in --out; --jobs reports it as the reproducer")
    func realTrapLeavesReproducer() throws {
        let dir = Self.tempDir()
        let r = try Self.fuzz(["--delegate", "planted:array-index", "--seed", "3", "--runs", "500", "--out", dir])
        #expect(r.signalled)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasPrefix("running-") }
        let file = try #require(files.first)
        let script = try String(contentsOfFile: "\(dir)/\(file)", encoding: .utf8)
        #expect(script.contains("delegate=planted:array-index"))
        #expect(script.contains("tap f"))

        let jobsDir = Self.tempDir()
        let j = try Self.fuzz([
            "--delegate", "planted:array-index", "--seed", "3", "--runs", "500", "--jobs", "2", "--out", jobsDir
        ])
        #expect(j.status == 1)
        let last = try #require(j.stdout.split(separator: "\n").last)
        #expect(last.hasPrefix("reproducer: \(jobsDir)/fuzz-crash-"))
        #expect(FileManager.default.fileExists(atPath: String(last.dropFirst("reproducer: ".count))))
    }
}
