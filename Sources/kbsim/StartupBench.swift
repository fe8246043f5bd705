import Foundation
import KeyboardSimIME
#if canImport(Glibc)
import Glibc
#endif

/// `kbsim bench`'s start-up figures: this kbsim run as a child process typing a short text with each input
/// method, its CPU time (user + system) and peak resident memory as `wait4` reports them, parsing the tables (cache
/// off) and mapping them (a cache folder a first run filled), in the same run.
enum StartupBench {
    struct Case {
        var ime: String
        var text: String
        /// The file the input method reads (nil: none).
        var data: String?
    }

    struct Figures {
        var ime: String
        var coldCPUms: Double
        var coldPeakMB: Double
        var warmCPUms: Double
        var warmPeakMB: Double
        var ratio: Double { coldCPUms / max(warmCPUms, 0.001) }
    }

    static let cases: [Case] = [
        Case(ime: "korean", text: "안녕하세요", data: nil),
        Case(ime: "pinyin", text: "你好世界", data: PinyinDictionary.defaultPath),
        Case(ime: "zhuyin", text: "注音輸入", data: PhoneticScheme.zhuyin.tablePath),
        Case(ime: "cantonese", text: "你好", data: PhoneticScheme.cantonese.tablePath),
        Case(ime: "cangjie", text: "你好", data: TableScheme.cangjie.tablePath),
        Case(ime: "stroke", text: "你好", data: TableScheme.stroke.tablePath),
        Case(ime: "wubi", text: "你好", data: TableScheme.wubi.tablePath),
        Case(ime: "japanese-romaji", text: "日本語", data: SKKDictionary.defaultPath)
    ]

    /// The figures of each case whose data is installed: the best of `runs` processes each way (the least disturbed
    /// by other work on the machine). `quick` (tests): Korean and pinyin only, once.
    static func run(runs: Int, quick: Bool = false) throws -> [Figures] {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-bench-cache-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        var out: [Figures] = []
        for c in cases where c.data.map({ FileManager.default.fileExists(atPath: $0) }) ?? true {
            if quick && c.ime != "korean" && c.ime != "pinyin" { continue }
            let base = ["--ime", c.ime, "--type-text", c.text, "--format", "jsonl", "--cache-dir"]
            _ = try child(base + [cache])  // fills the cache
            var cold = (cpu: Double.infinity, peak: Double.infinity), warm = cold
            for _ in 0..<runs {
                let p = try child(base + ["none"]), m = try child(base + [cache])
                cold = (min(cold.cpu, p.cpu), min(cold.peak, p.peak))
                warm = (min(warm.cpu, m.cpu), min(warm.peak, m.peak))
            }
            out.append(
                Figures(
                    ime: c.ime, coldCPUms: cold.cpu, coldPeakMB: cold.peak, warmCPUms: warm.cpu, warmPeakMB: warm.peak))
        }
        return out
    }

    /// This executable run with `arguments` (output to /dev/null, standard error to `stderr`): CPU milliseconds and
    /// peak memory in MB.
    static func child(_ arguments: [String], stderr: String = "/dev/null") throws -> (cpu: Double, peak: Double) {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for a in argv { free(a) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard rc == 0 else {
            throw CLIError(message: "bench: cannot start \(executable): \(String(cString: strerror(rc)))", code: 1)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        guard status == 0 else {
            throw CLIError(
                message: "bench: \(executable) \(arguments.joined(separator: " ")) failed (status \(status))", code: 1)
        }
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        return (cpu, Double(usage.ru_maxrss) / 1024)
    }
}
