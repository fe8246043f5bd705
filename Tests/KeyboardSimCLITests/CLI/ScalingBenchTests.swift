@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimIME

/// `kbsim bench --scaling` (make scaling-check runs it on a release build with --max-ratio 30).
@Suite struct ScalingBenchTests {
    /// One `bench --scaling --quick` run read by both tests below (each workload at its sizes: about a minute of CPU
    /// in a debug build): the JSON is printed whole before `--max-ratio` is checked, so one run shows both.
    static let quickRun = Result {
        try KbsimProcess.kbsim(["bench", "--scaling", "--quick", "--format", "json", "--max-ratio", "1.01"])
    }

    @Test(
        "bench --scaling --format json lists each workload's sizes with time, peak memory and ratio",
        .enabled(
            if: FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath), "needs rime-data-pinyin-simp"))
    func jsonShape() throws {
        let r = try Self.quickRun.get()
        // The one failure is --max-ratio's (maxRatioFails); any other message would mean the run went wrong.
        #expect(r.status == 1 && r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("kbsim: bench --scaling: "), "\(r.stderr)")
        let rows = try #require(r.json?["scaling"] as? [[String: Any]])
        let pinyin = rows.filter { $0["case"] as? String == "pinyin one-shot" }
        #expect(pinyin.map { $0["n"] as? Int } == [10, 100, 1000])
        #expect(pinyin.allSatisfy { ($0["ms"] as? Double ?? -1) >= 0 && ($0["peak_mb"] as? Double ?? 0) > 0 })
        #expect(pinyin.dropFirst().allSatisfy { $0["ratio"] is Double })
        #expect(rows.filter { $0["case"] as? String == "typing" }.map { $0["n"] as? Int } == [30, 300, 3000])
        #expect(rows.filter { $0["case"] as? String == "script" }.map { $0["n"] as? Int } == [10, 100, 1000])
        // Every input method, view kind, the port, traces and the fuzzer's length properties are listed; only a
        // missing dictionary skips one.
        let names = Set(rows.compactMap { $0["case"] as? String })
        let expected = [
            "text view", "search bar", "run --trace", "port one file", "port files", "fuzz max-length=N",
            "fuzz no-over-refusal=N", "korean", "pinyin", "zhuyin", "cantonese", "cangjie", "stroke", "wubi",
            "japanese-romaji", "japanese-kana"
        ]
        #expect(expected.filter { !names.contains($0) } == [])
        for row in rows where row["skipped"] != nil {
            #expect(["korean", "typing", "script", "text view", "search bar"].contains(row["case"] as? String) == false)
            #expect((row["skipped"] as? String ?? "").contains("install"), "\(row)")
        }
        #expect(rows.filter { $0["case"] as? String == "korean" }.map { $0["n"] as? Int } == [3, 30, 300])
        #expect(rows.filter { $0["case"] as? String == "port files" }.map { $0["n"] as? Int } == [1, 5, 50])
    }

    @Test(
        "bench --scaling --max-ratio fails (exit 1) naming the workload whose cost grew faster than allowed",
        .enabled(
            if: FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath), "needs rime-data-pinyin-simp"))
    func maxRatioFails() throws {
        let r = try Self.quickRun.get()
        #expect(r.status == 1)
        #expect(r.stderr.hasPrefix("kbsim: bench --scaling: "))
        #expect(r.stderr.contains(" at ") && r.stderr.contains("at most 1.01"))
    }

    @Test("--max-ratio needs --scaling and a finite ratio above 1")
    func maxRatioRefusals() throws {
        #expect(
            try KbsimProcess.kbsim(["bench", "--max-ratio", "30"]).stderr
                == "kbsim: --max-ratio applies to --scaling; add --scaling\n")
        #expect(try KbsimProcess.kbsim(["bench", "--scaling", "--max-ratio", "inf"]).status == 2)
    }

    @Test("bench --scaling --ime NAME times only that input method's typing")
    func scalingOneInputMethod() throws {
        let r = try KbsimProcess.kbsim(["bench", "--scaling", "--quick", "--ime", "korean", "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = try #require(r.json?["scaling"] as? [[String: Any]])
        #expect(rows.map { $0["case"] as? String } == ["korean", "korean", "korean"])
    }

    @Test("bench --million: each size typed by a child process, CPU time, peak memory and the 10× step's ratios")
    func millionJSONShape() throws {
        // Korean needs no data; --quick types 1,000 and 10,000 characters (--million: 100,000 and 1,000,000).
        let r = try KbsimProcess.kbsim(["bench", "--million", "--quick", "--ime", "korean", "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = try #require(r.json?["million"] as? [[String: Any]])
        #expect(rows.map { $0["case"] as? String } == ["korean", "korean"])
        #expect(rows.map { $0["n"] as? Int } == [1000, 10000])
        #expect(rows.allSatisfy { ($0["cpu_ms"] as? Double ?? 0) > 0 && ($0["peak_mb"] as? Double ?? 0) > 0 })
        // The ratios are there (the CPU bound is checked on the release build, not here: times vary with load);
        // the text streams, so memory does not grow with it.
        #expect(rows.last?["cpu_ratio"] is Double)
        let memory = try #require(rows.last?["memory_ratio"] as? Double)
        #expect(memory <= 1.5, "\(rows)")
    }

    @Test("--ime needs --million or --scaling and an input method they measure")
    func millionRefusals() throws {
        #expect(
            try KbsimProcess.kbsim(["bench", "--ime", "korean"]).stderr
                == "kbsim: --ime applies to --million and --scaling; add one of them\n")
        let pinyin = try KbsimProcess.kbsim(["bench", "--million", "--ime", "pinyin"])
        #expect(pinyin.status == 2)
        #expect(
            pinyin.stderr
                == "kbsim: --ime pinyin: not an input method --million measures; accepted: korean, zhuyin, cantonese, cangjie, stroke, wubi, japanese-romaji, japanese-kana\n"
        )
        #expect(try KbsimProcess.kbsim(["bench", "--million", "--scaling"]).status == 2)
    }
}
