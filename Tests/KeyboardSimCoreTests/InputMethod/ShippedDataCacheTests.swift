@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimIME
import KeyboardSimSupport

/// Compiled input-method data made at build time and shipped with its tables (docs/fuzzing.md, "Compiled data"):
/// the fuzz targets' `kbsim-data/cache`. On the machine that runs them the files are copies (another path, inode and
/// times), read-only: a file that matches its table's name, options and content is mapped, not parsed; one that does
/// not is never trusted nor rewritten, the table is parsed in memory. Serialized: the build-time switch
/// (`CompiledCache.Shipped.writes`) is process-wide.
@Suite(.serialized) struct ShippedDataCacheTests {
    /// A bundle made at build time: `tiny.dict.yaml` and its compiled form in `cache`, then the whole folder
    /// copied elsewhere, as `$OUT` is copied to the machines that run the targets. Returns the copy's paths.
    static func shippedCopy(_ name: String = #function) throws -> (source: String, cache: String) {
        let build = try KbsimProcess.temporaryFolder(name + "build")
        let source = build.appendingPathComponent("tiny.dict.yaml").path
        try InputMethodDataCacheTests.dictionary.write(toFile: source, atomically: false, encoding: .utf8)
        CompiledCache.Shipped.writes = true
        defer { CompiledCache.Shipped.writes = false }
        let compiled = try PinyinDictionary.load(
            path: source, cache: .shipped(build.appendingPathComponent("cache").path))
        #expect(!compiled.isMapped)
        let run = try KbsimProcess.temporaryFolder(name + "run")
        try FileManager.default.removeItem(at: run)
        try FileManager.default.copyItem(at: build, to: run)
        try FileManager.default.removeItem(at: build)
        return (run.appendingPathComponent("tiny.dict.yaml").path, run.appendingPathComponent("cache").path)
    }

    static func files(_ cache: String) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: cache) {
            out[name] = try Data(contentsOf: URL(fileURLWithPath: cache + "/" + name))
        }
        return out
    }

    @Test("Compiled data shipped with a table is mapped, not parsed, from a copy on another path")
    func shippedDataIsMappedFromACopy() throws {
        let (source, cache) = try Self.shippedCopy()
        let before = try Self.files(cache)
        #expect(before.count == 1)
        let shipped = try PinyinDictionary.load(path: source, cache: .shipped(cache))
        let parsed = try PinyinDictionary.load(path: source, cache: .disabled)
        #expect(shipped.isMapped)
        #expect(InputMethodDataCacheTests.entries(shipped) == InputMethodDataCacheTests.entries(parsed))
        #expect(shipped.entries(spelled: ["ni", "hao"]).first?.text == "你好")
        #expect(try Self.files(cache) == before)
    }

    @Test("A corrupt shipped file is not trusted: the table is parsed in memory, the file is left as it is")
    func corruptShippedDataFallsBackToParsing() throws {
        let (source, cache) = try Self.shippedCopy()
        let name = try #require(try Self.files(cache).keys.first)
        let file = URL(fileURLWithPath: cache + "/" + name)
        let good = try Data(contentsOf: file)
        var flipped = good
        flipped[flipped.count - 20] ^= 0x5A
        let parsed = InputMethodDataCacheTests.entries(try PinyinDictionary.load(path: source, cache: .disabled))
        for bad in [flipped, good.prefix(good.count / 2), Data("not a cache".utf8)] {
            try bad.write(to: file)
            let loaded = try PinyinDictionary.load(path: source, cache: .shipped(cache))
            #expect(!loaded.isMapped)
            #expect(InputMethodDataCacheTests.entries(loaded) == parsed)
            #expect(try Data(contentsOf: file) == bad)
        }
    }

    @Test("Shipped data made from another table of the same name is not trusted: the new table is parsed")
    func shippedDataOfAnotherTableIsParsed() throws {
        let (source, cache) = try Self.shippedCopy()
        let before = try Self.files(cache)
        try (InputMethodDataCacheTests.dictionary + "世界\tshi jie\t50\n").write(
            toFile: source, atomically: false, encoding: .utf8)
        let changed = try PinyinDictionary.load(path: source, cache: .shipped(cache))
        #expect(!changed.isMapped)
        #expect(changed.count == 4)
        #expect(changed.entries(spelled: ["shi", "jie"]).first?.text == "世界")
        #expect(try Self.files(cache) == before)
        // Other load options are another key: parsed, nothing written.
        let open = try PinyinDictionary.load(path: source, syllables: .open, cache: .shipped(cache))
        #expect(!open.isMapped)
        #expect(try Self.files(cache) == before)
    }
}
