import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A read-only block of bytes: a mapped cache file, or bytes compiled in this process. Typed views of it
/// (``CompiledBlob/Reader``) keep it alive.
package final class CompiledBlob: @unchecked Sendable {
    /// The first byte (8-byte aligned).
    package let base: UnsafeRawPointer
    /// The number of bytes.
    package let count: Int
    private let release: () -> Void
    /// Whether the bytes are a mapped cache file (false: compiled in this process).
    package let isMapped: Bool

    init(base: UnsafeRawPointer, count: Int, isMapped: Bool, release: @escaping () -> Void) {
        self.base = base; self.count = count; self.isMapped = isMapped; self.release = release
    }

    deinit { release() }

    /// Why a blob's content does not decode: a cache file that is not what this kbsim writes.
    package struct Malformed: Error { package init() {} }

    /// Reads the sections a ``Builder`` wrote, in the same order; every length is checked against the blob.
    package struct Reader {
        package let blob: CompiledBlob
        private var offset = 0

        package init(_ blob: CompiledBlob) { self.blob = blob }

        /// The next section as a buffer of `T` (its byte length must be a multiple of `T`'s stride).
        package mutating func section<T: BitwiseCopyable>(_: T.Type) throws(Malformed) -> UnsafeBufferPointer<T> {
            let length = Int(try scalar(UInt64.self))
            guard length >= 0, length <= blob.count - offset, length % MemoryLayout<T>.stride == 0 else {
                throw Malformed()
            }
            let start = blob.base + offset
            offset += (length + 7) & ~7
            guard offset <= blob.count else { throw Malformed() }
            return UnsafeBufferPointer(
                start: start.assumingMemoryBound(to: T.self), count: length / MemoryLayout<T>.stride)
        }

        /// The next 8-byte scalar.
        package mutating func scalar<T: BitwiseCopyable>(_: T.Type) throws(Malformed) -> T {
            guard MemoryLayout<T>.size <= 8, offset + 8 <= blob.count else { throw Malformed() }
            let v = blob.base.loadUnaligned(fromByteOffset: offset, as: T.self)
            offset += 8
            return v
        }

        /// The next section as UTF-8 text.
        package mutating func string() throws(Malformed) -> String {
            String(decoding: try section(UInt8.self), as: UTF8.self)
        }

        /// The next two sections as a list of strings: each string's end offset, then the UTF-8 bytes (a string may
        /// hold any byte, NUL included: a dictionary's skipped line is quoted in its issue).
        package mutating func strings() throws(Malformed) -> [String] {
            let ends = try section(UInt64.self)
            let bytes = try section(UInt8.self)
            var out: [String] = []
            out.reserveCapacity(ends.count)
            var start = 0
            for end in ends {
                guard end >= UInt64(start), end <= UInt64(bytes.count) else { throw Malformed() }
                out.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<Int(end)]), as: UTF8.self))
                start = Int(end)
            }
            guard start == bytes.count else { throw Malformed() }
            return out
        }

        /// Checks that every byte was read.
        package func finish() throws(Malformed) {
            guard offset == blob.count else { throw Malformed() }
        }
    }

    /// Writes sections: each an 8-byte length, the bytes, padding to 8 bytes. The bytes grow in memory of their
    /// own, which ``finish()`` hands to a blob without copying.
    package struct Builder {
        private final class Storage {
            var base = UnsafeMutableRawPointer.allocate(byteCount: 1 << 16, alignment: 16)
            var count = 0
            var capacity = 1 << 16
            var owned = true
            deinit { if owned { base.deallocate() } }

            func reserve(_ extra: Int) {
                guard count + extra > capacity else { return }
                var c = capacity
                while c < count + extra { c *= 2 }
                let grown = UnsafeMutableRawPointer.allocate(byteCount: c, alignment: 16)
                grown.copyMemory(from: base, byteCount: count)
                base.deallocate()
                base = grown
                capacity = c
            }

            func append(_ raw: UnsafeRawBufferPointer) {
                reserve(raw.count)
                if let from = raw.baseAddress, raw.count > 0 {
                    (base + count).copyMemory(from: from, byteCount: raw.count)
                }
                count += raw.count
            }
        }
        private let storage = Storage()

        package init() {}

        /// The bytes written so far.
        package var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: storage.base, count: storage.count) }

        package mutating func append<T: BitwiseCopyable>(_ values: [T]) {
            values.withUnsafeBytes { raw in
                appendScalar(UInt64(raw.count))
                storage.append(raw)
            }
            let pad = (8 - storage.count % 8) % 8
            if pad > 0 {
                withUnsafeBytes(of: UInt64(0)) { storage.append(UnsafeRawBufferPointer(rebasing: $0.prefix(pad))) }
            }
        }

        package mutating func appendScalar<T: BitwiseCopyable>(_ value: T) {
            precondition(MemoryLayout<T>.size <= 8)
            var eight: UInt64 = 0
            withUnsafeMutableBytes(of: &eight) { dst in withUnsafeBytes(of: value) { dst.copyMemory(from: $0) } }
            withUnsafeBytes(of: eight) { storage.append($0) }
        }

        package mutating func append(_ string: String) { append(Array(string.utf8)) }

        package mutating func append(strings: [String]) {
            var all: [UInt8] = [], ends: [UInt64] = []
            ends.reserveCapacity(strings.count)
            for s in strings { all += s.utf8; ends.append(UInt64(all.count)) }
            append(ends)
            append(all)
        }

        /// The bytes as a blob (the builder must not be used afterwards).
        package func finish() -> CompiledBlob {
            precondition(storage.owned, "CompiledBlob.Builder finished twice")
            storage.owned = false
            let base = storage.base
            return CompiledBlob(
                base: UnsafeRawPointer(base), count: storage.count, isMapped: false, release: { base.deallocate() })
        }
    }
}

/// Input-method data compiled once and mapped afterwards: the first use of a text table writes its compiled form to
/// the cache folder; later processes map that file instead of parsing the text. A cache file names the source's
/// path, its identity (device, inode, size, modification time), the kind of data and the format version; one that
/// does not match, or whose checksum fails, is rebuilt, never read. Files are written to a temporary name and
/// renamed, so processes starting at once each read a whole file or compile their own. A folder kbsim cannot write
/// costs a note on standard error (once per process) and a parse at every start, never a failure.
package enum CompiledCache {
    /// Bumped whenever any compiled form changes: older files are then rebuilt.
    package static let formatVersion: UInt32 = 2
    static let magic: [UInt8] = Array("KBSIMDAT".utf8)

    /// What ``load(kind:source:parameters:folder:build:)`` did (for the benchmark and the tests).
    package enum Outcome: Equatable, Sendable {
        /// Mapped a valid cache file.
        case mapped
        /// Compiled the source and wrote the cache file.
        case compiledAndWritten
        /// Compiled the source; no cache (turned off, or the source is not a regular file).
        case compiled
        /// Compiled the source; writing the cache failed (the note says why).
        case compiledNotWritten(reason: String)
    }

    private static let state = State()
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        var noted = false
        var note: (String) -> Void = { FileHandle.standardError.write(Data(("kbsim: note: " + $0 + "\n").utf8)) }
    }

    /// Where notes go (standard error by default).
    package static func setNoteHandler(_ handler: @escaping (String) -> Void) {
        state.lock.lock(); state.note = handler; state.noted = false; state.lock.unlock()
    }

    package static func environment(_ name: String) -> String? {
        guard let v = getenv(name) else { return nil }
        let s = String(cString: v)
        return s.isEmpty ? nil : s
    }

    /// The compiled form of `source`: mapped from the cache when a valid file is there, otherwise `build()`'s bytes
    /// (written to the cache for the next process).
    /// - Parameters:
    ///   - kind: the kind of data and its own format (`pinyin-dict`), part of the file's name and checked.
    ///   - parameters: whatever else the compiled form depends on (load options), checked too.
    ///   - build: reads and compiles the source; its errors are thrown as they are.
    ///   - folder: the cache folder; nil: no cache.
    ///   - shipped: `folder` holds compiled data made ahead of time (``Shipped``): keyed by the source's name and
    ///     content, read and never written (unless ``Shipped/writes`` is set).
    package static func load(
        kind: String, source: String, parameters: String = "", folder: String?, shipped: Bool = false,
        build: () throws -> CompiledBlob.Builder
    ) throws -> (CompiledBlob, Outcome) {
        var info = stat()
        guard let folder,
            stat(source, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG
        else {
            return (try build().finish(), .compiled)
        }
        if shipped {
            return try Shipped.load(kind: kind, source: source, parameters: parameters, folder: folder, build)
        }
        let identity = Identity(info, kind: kind, source: source, parameters: parameters)
        let file = fileName(in: folder, kind: kind, key: source + "\u{0}" + parameters)
        if let blob = map(file, identity: identity) { return (blob, .mapped) }
        let builder = try build()
        do throws(FileWriteError) {
            try write(builder, identity: identity, to: file, folder: folder)
        } catch {
            let reason =
                "cannot write the input-method data cache in \(folder) (\(error.system)); parsing \(source) at every start (KBSIM_CACHE_DIR or --cache-dir name another folder; none turns the cache off)"
            noteOnce(reason)
            return (builder.finish(), .compiledNotWritten(reason: reason))
        }
        return (builder.finish(), .compiledAndWritten)
    }

    /// The cache file of a source in `folder`: named by the data's kind and a hash of `key` (what tells sources
    /// apart: their path, or a shipped file's name, with the load options).
    static func fileName(in folder: String, kind: String, key: String) -> String {
        folder + "/" + kind + "-" + hex(fnv(Array(key.utf8))) + ".bin"
    }

    /// Writes `builder`'s bytes as the cache file of `identity`: its header (padded to eight bytes), then the payload,
    /// to a temporary file renamed into place.
    static func write(_ builder: CompiledBlob.Builder, identity: Identity, to file: String, folder: String)
        throws(FileWriteError)
    {
        let payload = builder.bytes
        var header = identity.header(payloadCount: payload.count, checksum: checksum(payload))
        while header.count % 8 != 0 { header.append(0) }
        try FileSystem.makeDirectories(folder)
        let writer = try AtomicFile.Writer(path: file)
        try writer.write(header)
        var at = 0
        while at < payload.count {
            let end = min(payload.count, at + (1 << 20))
            try writer.write(Array(payload[at..<end]))
            at = end
        }
        try writer.commit()
    }

    static func noteOnce(_ text: String) {
        state.lock.lock()
        let first = !state.noted
        state.noted = true
        let note = state.note
        state.lock.unlock()
        if first { note(text) }
    }

    /// The cache file mapped, when it exists and its header and checksum say it is the compiled form of `identity`.
    static func map(_ file: String, identity: Identity) -> CompiledBlob? {
        let fd = open(file, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size >= 64 else { return nil }
        let size = Int(info.st_size)
        guard let memory = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), memory != MAP_FAILED else { return nil }
        let base = UnsafeRawPointer(memory)
        let unmap = { _ = munmap(memory, size) }
        let expected = identity.header(payloadCount: 0, checksum: 0)
        let raw = UnsafeRawBufferPointer(start: base, count: size)
        // The header up to the payload length must be what this source would write; then length and checksum.
        let fixed = expected.count - 16
        guard size >= expected.count, raw[0..<fixed].elementsEqual(expected[0..<fixed]) else { unmap(); return nil }
        let payloadCount = Int(truncatingIfNeeded: base.loadUnaligned(fromByteOffset: fixed, as: UInt64.self))
        let sum = base.loadUnaligned(fromByteOffset: fixed + 8, as: UInt64.self)
        let start = (expected.count + 7) & ~7
        guard payloadCount >= 0, start + payloadCount == size else { unmap(); return nil }
        let payload = UnsafeRawBufferPointer(rebasing: raw[start...])
        guard checksum(payload) == sum else { unmap(); return nil }
        return CompiledBlob(base: base + start, count: payloadCount, isMapped: true, release: unmap)
    }

    /// What a cache file must say about its source.
    struct Identity {
        var fields: [UInt64]
        var key: [UInt8]

        init(fields: [UInt64], key: [UInt8]) { self.fields = fields; self.key = key }

        init(_ info: stat, kind: String, source: String, parameters: String) {
            fields = [
                UInt64(CompiledCache.formatVersion), UInt64(truncatingIfNeeded: info.st_dev),
                UInt64(truncatingIfNeeded: info.st_ino),
                UInt64(truncatingIfNeeded: info.st_size), UInt64(truncatingIfNeeded: info.st_mtim.tv_sec),
                UInt64(truncatingIfNeeded: info.st_mtim.tv_nsec), UInt64(truncatingIfNeeded: info.st_ctim.tv_sec),
                UInt64(truncatingIfNeeded: info.st_ctim.tv_nsec)
            ]
            key = Array((kind + "\u{0}" + source + "\u{0}" + parameters + "\u{0}").utf8)
        }

        /// magic, the fields, the key's length and bytes, then the payload's length and checksum.
        func header(payloadCount: Int, checksum: UInt64) -> [UInt8] {
            var out = CompiledCache.magic
            func put(_ v: UInt64) { withUnsafeBytes(of: v.littleEndian) { out.append(contentsOf: $0) } }
            for f in fields { put(f) }
            put(UInt64(key.count))
            out += key
            put(UInt64(payloadCount))
            put(checksum)
            return out
        }
    }

    /// A checksum of the payload, eight bytes at a time (a corrupt or truncated file fails it).
    package static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
        let words = bytes.count / 8
        var i = 0
        while i < words {
            let w = bytes.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)
            h = (h ^ w) &* 0xFF51_AFD7_ED55_8CCD
            h ^= h >> 29
            i += 1
        }
        for j in (words * 8)..<bytes.count { h = (h ^ UInt64(bytes[j])) &* 0x100_0000_01B3 }
        return h
    }

    static func fnv(_ bytes: [UInt8]) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    static func hex(_ v: UInt64) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}

extension CompiledCache {
    /// Compiled data made ahead of time and shipped with the data it was made from (a fuzz target's
    /// `kbsim-data/cache`, docs/fuzzing.md): the files outlive the machine that wrote them, so a file is keyed not by
    /// the source's path and identity (device, inode, times: they change when `$OUT` is copied) but by the source's
    /// file name, the load options, the format version and the source's size and content checksum. A file that does
    /// not match, or whose own checksum fails, is not trusted: the source is parsed in memory. Nothing is written,
    /// unless ``writes`` is set (the build-time run that makes the files).
    package enum Shipped {
        private static let state = State()
        private final class State: @unchecked Sendable {
            let lock = NSLock()
            var writes = false
            var written: [String] = []
            var failures: [String] = []
            var parsed: [String] = []
            var current: [String] = []
        }

        /// Whether a load that finds no valid file writes one (set only by the run that makes the files).
        package static var writes: Bool {
            get { state.lock.lock(); defer { state.lock.unlock() }; return state.writes }
            set { state.lock.lock(); state.writes = newValue; state.lock.unlock() }
        }

        /// The files this process wrote, found up to date, or could not write (with ``writes``: why), and the
        /// sources it parsed because no valid file was there (without ``writes``).
        package static var report: (written: [String], current: [String], failures: [String], parsed: [String]) {
            state.lock.lock(); defer { state.lock.unlock() }
            return (state.written, state.current, state.failures, state.parsed)
        }

        static func load(
            kind: String, source: String, parameters: String, folder: String, _ build: () throws -> CompiledBlob.Builder
        ) throws -> (CompiledBlob, Outcome) {
            let name = source.split(separator: "/").last.map(String.init) ?? source
            let file = fileName(in: folder, kind: kind, key: name + "\u{0}" + parameters)
            // The source's content is part of the key: reading it costs a fraction of parsing it.
            let identity = FileManager.default.contents(atPath: source).map { data in
                data.withUnsafeBytes { content in
                    Identity(
                        fields: [UInt64(CompiledCache.formatVersion), UInt64(content.count), checksum(content)],
                        key: Array((kind + "\u{0}" + name + "\u{0}" + parameters + "\u{0}shipped\u{0}").utf8))
                }
            }
            if let identity, let blob = map(file, identity: identity) {
                if writes { state.lock.lock(); state.current.append(file); state.lock.unlock() }
                return (blob, .mapped)
            }
            let builder = try build()
            guard writes, let identity else {
                state.lock.lock(); state.parsed.append(source); state.lock.unlock()
                return (builder.finish(), .compiled)
            }
            do throws(FileWriteError) {
                try write(builder, identity: identity, to: file, folder: folder)
            } catch {
                let reason = "cannot write \(file) (\(error.system))"
                state.lock.lock(); state.failures.append(reason); state.lock.unlock()
                return (builder.finish(), .compiledNotWritten(reason: reason))
            }
            state.lock.lock(); state.written.append(file); state.lock.unlock()
            return (builder.finish(), .compiledAndWritten)
        }
    }
}
