@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimIME

/// The compiled input-method data kept between processes (docs/performance.md, "Input-method data"): a warm start
/// maps what a cold one compiled, a corrupt or stale file is rebuilt, processes starting at once all succeed, a
/// folder kbsim cannot write costs one note, and no transcript changes. Every cache here is in a temporary folder.
@Suite struct InputMethodDataCacheTests {
    static let dictionary = "---\nname: tiny\nversion: \"1\"\n...\n你\tni\t10\n好\thao\t5\n你好\tni hao\t100\n"

    /// A temporary folder with `tiny.dict.yaml` in it, and the cache folder beside it.
    static func setUp(_ name: String = #function) throws -> (source: String, cache: URL) {
        let dir = try KbsimProcess.temporaryFolder(name)
        let source = dir.appendingPathComponent("tiny.dict.yaml").path
        try dictionary.write(toFile: source, atomically: false, encoding: .utf8)
        return (source, dir.appendingPathComponent("cache"))
    }

    static func entries(_ d: PinyinDictionary) -> [PinyinDictionary.Entry] { (0..<d.count).map(d.entry(at:)) }

    static func cacheFiles(_ cache: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: cache, includingPropertiesForKeys: nil)
    }

    @Test("A warm start maps what the first start compiled, entry for entry")
    func warmStartMapsTheCompiledForm() throws {
        let (source, cache) = try Self.setUp()
        let cold = try PinyinDictionary.load(path: source, cache: .folder(cache.path))
        let warm = try PinyinDictionary.load(path: source, cache: .folder(cache.path))
        let parsed = try PinyinDictionary.load(path: source, cache: .disabled)
        #expect(!cold.isMapped)
        #expect(warm.isMapped)
        #expect(!parsed.isMapped)
        #expect(Self.entries(warm) == Self.entries(parsed))
        #expect(warm.name == "tiny" && warm.count == 3)
        #expect(try Self.cacheFiles(cache).count == 1)
    }

    @Test("A corrupt cache file (a byte changed, or cut short) is rebuilt, never read")
    func corruptCacheIsRebuilt() throws {
        let (source, cache) = try Self.setUp()
        _ = try PinyinDictionary.load(path: source, cache: .folder(cache.path))
        let file = try #require(try Self.cacheFiles(cache).first)
        let good = try Data(contentsOf: file)
        var flipped = good
        flipped[flipped.count - 20] ^= 0x5A
        for bad in [flipped, good.prefix(good.count / 2), Data("not a cache".utf8)] {
            try bad.write(to: file)
            let rebuilt = try PinyinDictionary.load(path: source, cache: .folder(cache.path))
            #expect(!rebuilt.isMapped)
            #expect(Self.entries(rebuilt) == Self.entries(try PinyinDictionary.load(path: source, cache: .disabled)))
            #expect(try Data(contentsOf: file) == good)
            #expect(try PinyinDictionary.load(path: source, cache: .folder(cache.path)).isMapped)
        }
    }

    @Test("A stale cache file (the source changed since) is rebuilt from the new source")
    func staleCacheIsRebuilt() throws {
        let (source, cache) = try Self.setUp()
        _ = try PinyinDictionary.load(path: source, cache: .folder(cache.path))
        #expect(try PinyinDictionary.load(path: source, cache: .folder(cache.path)).isMapped)
        try (Self.dictionary + "世界\tshi jie\t50\n").write(toFile: source, atomically: false, encoding: .utf8)
        let changed = try PinyinDictionary.load(path: source, cache: .folder(cache.path))
        #expect(!changed.isMapped)
        #expect(changed.count == 4)
        #expect(changed.entries(spelled: ["shi", "jie"]).first?.text == "世界")
        let again = try PinyinDictionary.load(path: source, cache: .folder(cache.path))
        #expect(again.isMapped && again.count == 4)
        #expect(try Self.cacheFiles(cache).count == 1)
    }

    @Test("Load options are part of the key: a dictionary loaded with other options is compiled for them")
    func optionsAreKeyed() throws {
        let (source, cache) = try Self.setUp()
        let pinyin = try PinyinDictionary.load(path: source, cache: .folder(cache.path))
        let open = try PinyinDictionary.load(path: source, syllables: .open, cache: .folder(cache.path))
        #expect(!open.isMapped)
        #expect(open.syllabary == ["ni", "hao"])
        #expect(pinyin.syllabary.count > 400)
        #expect(try PinyinDictionary.load(path: source, syllables: .open, cache: .folder(cache.path)).isMapped)
    }

    @Test("A cache folder kbsim cannot write: the text is parsed, with one note on standard error, exit 0")
    func unwritableCacheParsesWithOneNote() throws {
        let (source, cache) = try Self.setUp()
        // A folder under a regular file cannot be created, even by root.
        try "x".write(to: cache, atomically: false, encoding: .utf8)
        let folder = cache.appendingPathComponent("sub").path
        let r = try KbsimProcess.kbsim(["pinyin", "--dict", source, "--cache-dir", folder, "nihao", "ni"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("你好"))
        let notes = r.stderr.split(separator: "\n")
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("kbsim: note: cannot write the input-method data cache in \(folder)") == true)
    }

    @Test("Two processes starting at once on a cold cache both succeed, and leave one whole cache file")
    func twoProcessesStartingAtOnceBothSucceed() throws {
        let dir = try KbsimProcess.temporaryFolder()
        // A dictionary large enough that both processes are compiling at the same time.
        var text = "---\nname: big\n...\n"
        let syllables = ["ni", "hao", "shi", "jie", "zhong", "guo", "ren", "min", "da", "xue"]
        let characters = Array("你好世界中国人民大学")
        for i in 0..<60_000 {
            let a = i % 10, b = (i / 10) % 10, c = (i / 100) % 10
            text +=
                "\(characters[a])\(characters[b])\(characters[c])\t\(syllables[a]) \(syllables[b]) \(syllables[c])\t\(i)\n"
        }
        let source = dir.appendingPathComponent("big.dict.yaml").path
        try text.write(toFile: source, atomically: false, encoding: .utf8)
        let cache = dir.appendingPathComponent("cache").path
        let arguments = ["pinyin", "--dict", source, "--cache-dir", cache, "nihaoshijie", "zhongguo"]
        let first = try KbsimProcess.start(arguments), second = try KbsimProcess.start(arguments)
        let outputs = [first, second].map { p -> (Int32, String, String) in
            let o = p.stdout.fileHandleForReading.readDataToEndOfFile(),
                e = p.stderr.fileHandleForReading.readDataToEndOfFile()
            p.process.waitUntilExit()
            return (p.process.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
        }
        for (status, _, stderr) in outputs { #expect(status == 0 && stderr.isEmpty, "\(stderr)") }
        #expect(outputs[0].1 == outputs[1].1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).count == 1)  // no temporary file left
        let warm = try KbsimProcess.kbsim(arguments)
        #expect(warm.status == 0 && warm.stdout == outputs[0].1)
        let parsed = try KbsimProcess.kbsim(
            Array(arguments.dropLast(2).dropLast(2)) + ["--cache-dir", "none"] + arguments.suffix(2))
        #expect(parsed.stdout == outputs[0].1)
    }

    /// Each input method with a text it types, and the data it needs.
    static let typing: [(ime: String, text: String, data: String?)] = [
        ("pinyin", "你好世界", PinyinDictionary.defaultPath),
        ("zhuyin", "注音輸入", PhoneticScheme.zhuyin.tablePath),
        ("cantonese", "你好", PhoneticScheme.cantonese.tablePath),
        ("cangjie", "你好", TableScheme.cangjie.tablePath),
        ("stroke", "你好", TableScheme.stroke.tablePath),
        ("wubi", "你好", TableScheme.wubi.tablePath),
        ("japanese-romaji", "日本語を話す", SKKDictionary.defaultPath),
        ("japanese-kana", "にほんご", SKKDictionary.defaultPath),
        ("korean", "안녕하세요", nil)
    ]

    @Test(
        "The cache never changes a transcript: every input method types the same events parsed, compiled and mapped",
        arguments: typing.map(\.ime))
    func cacheNeverChangesATranscript(ime: String) throws {
        let entry = try #require(Self.typing.first { $0.ime == ime })
        if let data = entry.data, !FileManager.default.fileExists(atPath: data) { return }  // data not installed
        let cache = try KbsimProcess.temporaryFolder(ime).appendingPathComponent("cache").path
        func type(_ folder: String) throws -> String {
            let r = try KbsimProcess.kbsim([
                "--ime", ime, "--type-text", entry.text, "--format", "jsonl", "--cache-dir", folder
            ])
            #expect(r.status == 0 && r.stderr.isEmpty, "\(ime) \(folder): \(r.stderr)")
            return r.stdout
        }
        let parsed = try type("none"), cold = try type(cache), warm = try type(cache)
        #expect(!parsed.isEmpty)
        #expect(cold == parsed)
        #expect(warm == parsed)
        if entry.data != nil { #expect(try FileManager.default.contentsOfDirectory(atPath: cache).count >= 1) }
    }
}
