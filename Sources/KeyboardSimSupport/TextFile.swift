import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why a text input could not be read.
package struct TextReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given (`-` for standard input).
    package var path: String
    /// Why: an OS error, a directory, invalid UTF-8 at a line and byte, too large.
    package var reason: String
    /// The OS error behind it, when there is one.
    package var system: SystemError?
    package var description: String { reason }
}

/// The one way kbsim reads text (scripts, golden transcripts, `--type-file`, `port` inputs, dictionaries, stdin):
/// any readable file that is not a directory (regular files, `/dev/null`, FIFOs, `<(…)`), a leading UTF-8 byte-order
/// mark dropped, and line endings read alike whether they are LF or CRLF.
///
/// ```swift
/// let text = try TextFile.read("script.kbsim")           // CRLF turned into LF, BOM dropped
/// for (number, line) in TextFile.lines(text) { … }      // 1-based numbers
/// ```
package enum TextFile {
    /// The most bytes read from one input (1 GiB): `/dev/zero` must not eat the machine.
    package static let maximumBytes = 1 << 30

    /// Reads a UTF-8 text file (`-`: standard input): BOM dropped; with `normalizingLineEndings`, CRLF becomes LF.
    package static func read(_ path: String, normalizingLineEndings: Bool = true) throws(TextReadError) -> String {
        let bytes = try readBytes(path)
        return try decode(bytes, path: path, normalizingLineEndings: normalizingLineEndings)
    }

    /// The bytes of a file (`-`: standard input).
    package static func readBytes(_ path: String) throws(TextReadError) -> [UInt8] {
        let fd: Int32
        if path == "-" {
            fd = STDIN_FILENO
        } else {
            fd = open(path, O_RDONLY | O_CLOEXEC)
            if fd < 0 {
                let e = SystemError.last
                throw TextReadError(path: path, reason: "cannot open it: \(e)", system: e)
            }
        }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var info = stat()
        if fstat(fd, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
            throw TextReadError(path: path, reason: "it is a directory", system: SystemError(EISDIR))
        }
        var out: [UInt8] = []
        if (info.st_mode & S_IFMT) == S_IFREG && info.st_size > 0 { out.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                let e = SystemError.last
                throw TextReadError(path: path, reason: "cannot read it: \(e)", system: e)
            }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
            if out.count > maximumBytes {
                throw TextReadError(
                    path: path, reason: "it is larger than \(maximumBytes >> 20) MiB", system: SystemError(EFBIG))
            }
        }
        return out
    }

    /// Decodes UTF-8 bytes: a leading BOM dropped, invalid UTF-8 named by line and byte; CRLF → LF on request.
    package static func decode(_ bytes: [UInt8], path: String, normalizingLineEndings: Bool = true)
        throws(TextReadError) -> String
    {
        var start = 0
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { start = 3 }
        // A second mark would be read as the first character of the text (or dropped again by a parser that drops
        // one): an editor or a concatenation went wrong, so it is refused rather than guessed at.
        if start == 3 && bytes.count >= 6 && bytes[3] == 0xEF && bytes[4] == 0xBB && bytes[5] == 0xBF {
            throw TextReadError(
                path: path,
                reason: "starts with two byte-order marks (bytes 1–6); expected a UTF-8 text file with at most one")
        }
        let body = bytes[start...]
        if let bad = firstInvalidUTF8(body) {
            let line = 1 + body[..<bad].reduce(0) { $0 + ($1 == 10 ? 1 : 0) }
            throw TextReadError(
                path: path,
                reason:
                    "not valid UTF-8 text: byte \(bad + 1) (line \(line)) is 0x\(String(bytes[bad], radix: 16, uppercase: true)); expected a UTF-8 text file"
            )
        }
        let text = String(decoding: body, as: UTF8.self)
        guard normalizingLineEndings, body.contains(13) else { return text }
        return text.replacingOccurrences(of: "\r\n", with: "\n")
    }

    /// The offset (in `bytes`' indices) of the first byte that is not part of valid UTF-8, or nil.
    static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        var i = bytes.startIndex
        let end = bytes.endIndex
        while i < end {
            let b = bytes[i]
            if b < 0x80 { i += 1; continue }
            let length: Int
            var minimum: UInt32
            var value: UInt32
            switch b {
            case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(b & 0x1F)
            case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(b & 0x0F)
            case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(b & 0x07)
            default: return i
            }
            guard i + length <= end else { return i }
            for k in 1..<length {
                let c = bytes[i + k]
                guard c & 0xC0 == 0x80 else { return i }
                value = value << 6 | UInt32(c & 0x3F)
            }
            if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) { return i }
            i += length
        }
        return nil
    }

    /// The lines of a text with their 1-based numbers: split at LF, a CR before it dropped (CRLF files read like LF
    /// ones even when they were not normalised), a final empty line (after the last newline) left out.
    ///
    /// Works on Unicode scalars: a Swift `Character` joins CR and LF into one, so `split(separator: "\n")`
    /// would not split CRLF text at all.
    package static func lines(_ text: String) -> [(number: Int, text: Substring)] {
        var out: [(Int, Substring)] = []
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var i = start
        var number = 1
        while i != scalars.endIndex {
            if scalars[i] == "\n" {
                var end = i
                if end > start, scalars[scalars.index(before: end)] == "\r" { end = scalars.index(before: end) }
                out.append((number, Substring(scalars[start..<end])))
                number += 1
                start = scalars.index(after: i)
            }
            i = scalars.index(after: i)
        }
        if start != scalars.endIndex {
            var end = scalars.endIndex
            if scalars[scalars.index(before: end)] == "\r" { end = scalars.index(before: end) }
            out.append((number, Substring(scalars[start..<end])))
        }
        return out
    }
}
