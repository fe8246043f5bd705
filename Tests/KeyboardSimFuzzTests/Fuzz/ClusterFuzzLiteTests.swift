@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimSupport
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
import KeyboardSimFuzz

/// The fuzz targets for ClusterFuzzLite and OSS-Fuzz (docs/fuzzing.md, "ClusterFuzzLite and OSS-Fuzz"): data
/// found beside the executable, the system data hidden by `KBSIM_HIDE_SYSTEM_DATA`, the planted bugs the targets
/// find, the dictionary, and the template's YAML files.
@Suite struct ClusterFuzzLiteTests {
    static let repository = Repository.root

    // MARK: Data beside the executable, system data hidden

    @Test("A system path is read from the copy beside the executable first, and not at all when hidden")
    func locateSystemData() throws {
        let bundle = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-data-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: bundle) }
        try FileManager.default.createDirectory(
            at: bundle.appendingPathComponent("share/rime-data"), withIntermediateDirectories: true)
        try "x".write(
            to: bundle.appendingPathComponent("share/rime-data/pinyin_simp.dict.yaml"), atomically: true,
            encoding: .utf8)
        let hidden = [DataLocations.hideSystemDataVariable: "1"]
        let dict = "/usr/share/rime-data/pinyin_simp.dict.yaml"
        #expect(
            DataLocations.locate(dict, environment: hidden, bundle: bundle.path) == bundle.path
                + "/share/rime-data/pinyin_simp.dict.yaml")
        #expect(DataLocations.locate("/usr/share/X11/xkb", environment: hidden, bundle: bundle.path) == nil)
        #expect(
            DataLocations.locate("/usr/share/X11/xkb", environment: [:], bundle: bundle.path) == "/usr/share/X11/xkb")
        #expect(
            DataLocations.locate("/home/me/words.dict.yaml", environment: hidden, bundle: bundle.path)
                == "/home/me/words.dict.yaml")
        #expect(DataLocations.systemDataHidden(environment: [DataLocations.hideSystemDataVariable: "0"]) == false)
    }

    @Test("KBSIM_HIDE_SYSTEM_DATA hides the checkout's and the working directory's keymaps, not KBSIM_KEYMAPS")
    func hiddenKeymaps() {
        let hidden = [DataLocations.hideSystemDataVariable: "1"]
        // The test binary has no kbsim-data beside it, so nothing is left; the source checkout is found otherwise.
        #expect(SoftwareKeymaps.directory(environment: hidden) == nil)
        #expect(SoftwareKeymaps.directory(environment: [:]) != nil)
        #expect(
            SoftwareKeymaps.directory(environment: hidden.merging(["KBSIM_KEYMAPS": "/x/keymaps"]) { $1 })
                == "/x/keymaps")
    }

    /// `kbsim` linked into a new folder, with a `kbsim-data` beside it holding `entries` (links to the real data).
    static func kbsimBeside(_ entries: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-beside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let exe = folder.appendingPathComponent("kbsim")
        do { try FileManager.default.linkItem(at: KbsimProcess.executable, to: exe) } catch {
            try FileManager.default.copyItem(at: KbsimProcess.executable, to: exe)
        }
        for (path, target) in entries {
            let url = folder.appendingPathComponent("kbsim-data/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
        }
        return folder
    }

    @Test("A hidden system leaves kbsim without xkb-data, keymaps and dictionary; a copy beside it brings them back")
    func hiddenSystemDataInAChild() throws {
        guard FileManager.default.fileExists(atPath: "/usr/share/rime-data/pinyin_simp.dict.yaml") else { return }
        let hide = [DataLocations.hideSystemDataVariable: "1", "KBSIM_KEYMAPS": ""]
        let elsewhere = FileManager.default.temporaryDirectory
        let bare = try Self.kbsimBeside([:])
        defer { try? FileManager.default.removeItem(at: bare) }
        let bareExe = bare.appendingPathComponent("kbsim")
        #expect(
            try KbsimProcess.run(bareExe, ["how-to-type", "--layout", "us", "a"], environment: [:], in: elsewhere)
                .status == 0)
        #expect(
            try KbsimProcess.run(bareExe, ["how-to-type", "--layout", "us", "a"], environment: hide, in: elsewhere)
                .status == 2)
        let typed = try KbsimProcess.run(
            bareExe, ["--type-text", "a", "--format", "jsonl"], environment: hide, in: elsewhere)
        #expect(typed.status == 2 && typed.stderr.contains("keymaps"))
        #expect(try KbsimProcess.run(bareExe, ["pinyin", "nihao"], environment: hide, in: elsewhere).status != 0)

        let bundled = try Self.kbsimBeside([
            "keymaps": KbsimProcess.keymapsDirectory,
            "share/X11/xkb": "/usr/share/X11/xkb",
            "share/rime-data/pinyin_simp.dict.yaml": "/usr/share/rime-data/pinyin_simp.dict.yaml"
        ])
        defer { try? FileManager.default.removeItem(at: bundled) }
        let exe = bundled.appendingPathComponent("kbsim")
        #expect(
            try KbsimProcess.run(exe, ["how-to-type", "--layout", "us", "a"], environment: hide, in: elsewhere).status
                == 0)
        #expect(
            try KbsimProcess.run(exe, ["--type-text", "a", "--format", "jsonl"], environment: hide, in: elsewhere)
                .status == 0)
        let pinyin = try KbsimProcess.run(exe, ["pinyin", "nihao"], environment: hide, in: elsewhere)
        #expect(pinyin.status == 0 && pinyin.stdout.contains("你好"))
    }

    // MARK: The planted bugs the targets find

    @Test("planted:digits-paste: a paste of several characters bypasses the digits filter (charset)")
    @MainActor func plantedDigitsPaste() {
        var c = Fuzzer.Configuration(target: .plantedDigitsPaste)
        c.properties = [.charset("0123456789")]
        c.seed = 1
        c.budget = .runs(300)
        c.maxFailures = 1
        let report = Fuzzer(c).run()
        #expect(report.failures.first?.property == "charset")
        #expect(report.failures.first.map { Fuzzer.reproducer($0) }?.contains("paste") == true)
    }

    @Test("planted:pinyin-max-length: a pinyin commit passes the limit the delegate checks only outside compositions")
    @MainActor func plantedPinyinMaxLength() throws {
        guard FuzzResources.defaultEngine != nil else { return }
        let script = """
            field f text="abcd" delegate=planted:pinyin-max-length
            unreachable paste
            ime pinyin
            tap f
            type "nihao"
            candidate 0
            """
        var registry = ScenarioRegistry()
        FuzzTarget.plantedPinyinMaxLength.register(in: &registry)
        let session = try FuzzSession(script: script, registry: registry)
        let runner = FuzzRunner(
            target: .plantedPinyinMaxLength, resources: FuzzResources(engine: FuzzResources.defaultEngine),
            properties: [.maxLength(5)])
        let failure = runner.run(session).failure
        #expect(failure?.property == "max-length")
        #expect(failure.map { Fuzzer.reproducer($0) }?.contains("expect f.length <= 5") == true)
        // The built-in max-length:5 refuses the letters past the limit: the property holds.
        let builtin = FuzzRunner(
            target: .builtin(.maxLength(5)), resources: FuzzResources(engine: FuzzResources.defaultEngine),
            properties: [.maxLength(5)])
        let same = try FuzzSession(
            script: script.replacingOccurrences(of: "planted:pinyin-max-length", with: "max-length:5"))
        #expect(builtin.run(same).failure == nil)
    }

    @Test("kbsim fuzz --convert --property turns a crash input into a script kbsim run fails on")
    func convertCrashInput() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-convert-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        // One field with the text "7", tap, paste "a1" (the string operand: 0x82, then two UTF-8 bytes).
        let crash = dir.appendingPathComponent("crash-1")
        try Data([0x00, 0x04, 0x00, 0x81, 0x37, 0x07, 0x82, 0x61, 0x31]).write(to: crash)
        let script = dir.appendingPathComponent("crash.kbsim").path
        let convert = try KbsimProcess.kbsim([
            "fuzz", "--convert", crash.path, "--delegate", "planted:digits-paste",
            "--property", "charset=0123456789", "-o", script
        ])
        #expect(convert.status == 0, "\(convert.stderr)")
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.contains("paste \"a"))
        #expect(text.contains("expect f.text matches"))
        #expect(try KbsimProcess.kbsim(["run", script]).status == 1)
        let plain = try KbsimProcess.kbsim([
            "fuzz", "--convert", crash.path, "--delegate", "MyDelegate", "--property", "charset=0"
        ])
        #expect(plain.status == 2 && plain.stderr.contains("--delegate \"MyDelegate\" is not a delegate kbsim knows"))
    }

    // MARK: The committed files

    @Test("Fuzz/targets/kbsim.dict is the byte format's dictionary (KBSIM_RECORD=1 rewrites it)")
    func dictionaryIsCurrent() throws {
        let path = Self.repository.appendingPathComponent("Fuzz/targets/kbsim.dict").path
        if ProcessInfo.processInfo.environment["KBSIM_RECORD"] == "1" {
            try FuzzSession.libFuzzerDictionary.write(toFile: path, atomically: true, encoding: .utf8)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == FuzzSession.libFuzzerDictionary)
        #expect(FuzzSession.libFuzzerDictionary.contains("op_type_0=\"\\x00\""))
        #expect(FuzzSession.libFuzzerDictionary.contains("string_22=\"\\x85nihao\""))
    }

    @Test("The ClusterFuzzLite template: project.yaml, the Dockerfile, build.sh and the two workflows")
    func template() throws {
        let project = try MiniYAML.load(Self.repository.appendingPathComponent(".clusterfuzzlite/project.yaml"))
        #expect(project["language"] as? String == "swift")
        #expect(project["base_os_version"] as? String == "ubuntu-24-04")
        #expect((project["sanitizers"] as? [Any])?.contains { $0 as? String == "address" } == true)
        #expect((project["fuzzing_engines"] as? [Any])?.contains { $0 as? String == "libfuzzer" } == true)

        let docker = try String(
            contentsOf: Self.repository.appendingPathComponent(".clusterfuzzlite/Dockerfile"), encoding: .utf8)
        #expect(docker.contains("FROM gcr.io/oss-fuzz-base/base-builder-swift"))
        #expect(docker.contains("COPY .clusterfuzzlite/build.sh $SRC/"))
        let build = Self.repository.appendingPathComponent(".clusterfuzzlite/build.sh").path
        #expect(FileManager.default.isExecutableFile(atPath: build))

        for (file, trigger, mode) in [
            ("cflite_pr.yml", "pull_request", "code-change"), ("cflite_batch.yml", "schedule", "batch")
        ] {
            let workflow = try MiniYAML.load(Self.repository.appendingPathComponent(".github/workflows/\(file)"))
            #expect((workflow["on"] as? [String: Any])?[trigger] != nil, "\(file)")
            let jobs = try #require(workflow["jobs"] as? [String: Any], "\(file)")
            let job = try #require(jobs.values.first as? [String: Any])
            let steps = try #require(job["steps"] as? [[String: Any]])
            let uses = steps.compactMap { $0["uses"] as? String }
            #expect(
                uses == [
                    "google/clusterfuzzlite/actions/build_fuzzers@v1", "google/clusterfuzzlite/actions/run_fuzzers@v1"
                ], "\(file)")
            #expect((steps[0]["with"] as? [String: Any])?["language"] as? String == "swift", "\(file)")
            #expect((steps[1]["with"] as? [String: Any])?["mode"] as? String == mode, "\(file)")
        }

        // Each target listed has its sources, options and seeds.
        let targets = try String(
            contentsOf: Self.repository.appendingPathComponent("Fuzz/targets/targets.txt"), encoding: .utf8
        )
        .split(separator: "\n").map(String.init)
        #expect(targets.count == 3)
        for t in targets {
            for f in ["Sources/\(t)/Entry.swift", "options/\(t).options"] {
                #expect(
                    FileManager.default.fileExists(
                        atPath: Self.repository.appendingPathComponent("Fuzz/targets/" + f).path), "\(f)")
            }
            let seeds = try FileManager.default.contentsOfDirectory(
                atPath: Self.repository.appendingPathComponent("Fuzz/targets/seeds/\(t)").path)
            #expect(seeds.contains { $0.hasSuffix(".bin") } && seeds.contains { $0.hasSuffix(".kbsim") }, "\(t)")
        }
    }
}

/// The YAML the template uses, read as nested dictionaries, lists and strings: block mappings and sequences by
/// indentation, `- key: value` items, comments, quoted scalars. Enough to check the template's keys.
enum MiniYAML {
    static func load(_ url: URL) throws -> [String: Any] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines: [(indent: Int, text: String)] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = String(raw)
            if let hash = line.range(of: " #") { line = String(line[..<hash.lowerBound]) }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("#")
                || line.trimmingCharacters(in: .whitespaces).isEmpty
            {
                continue
            }
            let indent = line.prefix { $0 == " " }.count
            lines.append((indent, String(line.dropFirst(indent))))
        }
        var i = 0
        return parse(&i, lines, indent: 0) as? [String: Any] ?? [:]
    }

    static func scalar(_ s: String) -> String {
        let t = s.trimmingCharacters(in: .whitespaces)
        if t.count >= 2, let f = t.first, f == t.last, f == "'" || f == "\"" { return String(t.dropFirst().dropLast()) }
        return t
    }

    static func parse(_ i: inout Int, _ lines: [(indent: Int, text: String)], indent: Int) -> Any {
        if i < lines.count, lines[i].text.hasPrefix("- ") || lines[i].text == "-" {
            var list: [Any] = []
            while i < lines.count, lines[i].indent == indent, lines[i].text.hasPrefix("-") {
                let item = String(lines[i].text.dropFirst(2))
                if item.contains(":"), !item.hasPrefix("'"), !item.hasPrefix("\"") {
                    // `- key: value` starts a mapping whose other keys are indented by two more.
                    var copy = lines
                    copy[i] = (indent + 2, item)
                    list.append(parse(&i, copy, indent: indent + 2))
                } else {
                    list.append(scalar(item))
                    i += 1
                }
            }
            return list
        }
        var map: [String: Any] = [:]
        while i < lines.count, lines[i].indent == indent, !lines[i].text.hasPrefix("- ") {
            let text = lines[i].text
            guard let colon = text.range(of: ":") else { i += 1; continue }
            let key = scalar(String(text[..<colon.lowerBound]))
            let rest = String(text[colon.upperBound...]).trimmingCharacters(in: .whitespaces)
            i += 1
            if rest.isEmpty {
                if i < lines.count,
                    lines[i].indent > indent || (lines[i].indent == indent && lines[i].text.hasPrefix("- "))
                {
                    map[key] = parse(&i, lines, indent: lines[i].indent)
                } else {
                    map[key] = ""
                }
            } else {
                map[key] = scalar(rest)
            }
        }
        return map
    }
}
