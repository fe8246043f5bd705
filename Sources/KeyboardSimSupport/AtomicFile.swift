import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why a file could not be written; names the path and the OS reason.
package struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as given.
    package var path: String
    /// What failed: creating the temporary file, writing, renaming.
    package var step: String
    /// The OS error.
    package var system: SystemError
    package var description: String { "cannot write \"\(path)\": \(step): \(system)" }
    /// Whether the destination itself is wrong (no such folder, no permission) rather than the write failing
    /// (a full disk): bad input (exit 2) rather than a failed output (exit 1).
    package var isBadDestination: Bool { system.isBadDestination }
}

/// Writes files all at once: the bytes go to a temporary file in the same folder, which is renamed over the
/// destination only when complete, so a failure or an interruption leaves the old file (or none), never a
/// truncated one. The temporary file is removed on failure and on SIGINT/SIGTERM (``Interruption``).
///
/// A destination that is a symbolic link is written **through**: the file the link points to is replaced and the
/// link stays a link (docs/interfaces.md §4).
///
/// ```swift
/// try AtomicFile.write("<svg…/>", to: "keyboard.svg")
/// ```
package enum AtomicFile {
    /// Writes UTF-8 text.
    package static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(bytes: Array(text.utf8), to: path)
    }

    /// Writes bytes to `relative` inside `base`, confined there: no symbolic link inside `base` is followed
    /// (``Writer/init(confined:in:)``).
    package static func write(bytes: [UInt8], confined relative: String, in base: String) throws(FileWriteError) {
        let writer = try Writer(confined: relative, in: base)
        try writer.write(bytes)
        try writer.commit()
    }

    /// Writes bytes.
    package static func write(bytes: [UInt8], to path: String) throws(FileWriteError) {
        let writer = try Writer(path: path)
        try writer.write(bytes)
        try writer.commit()
    }

    /// Writes a file piece by piece, still all at once: the pieces go to the temporary file (through a buffer of
    /// 64 KiB), and ``commit()`` renames it into place. A writer dropped without `commit()` removes its temporary
    /// file, so the destination keeps its old content. For output too large to hold in memory (a long transcript).
    ///
    /// ```swift
    /// let file = try AtomicFile.Writer(path: "run.transcript")
    /// for line in lines { try file.write(Array(line.utf8)) }
    /// try file.commit()
    /// ```
    package final class Writer {
        private let path: String
        private let target: String
        private let temporary: String
        /// The folder `target` and `temporary` are taken from: the current directory (they are paths), or a
        /// folder held open for a confined write (they are names in it).
        private let folder: Int32
        private var fd: Int32
        private var slot: Int
        private var buffer: [UInt8] = []
        private var finished = false

        /// Creates the temporary file beside `path` (after following symbolic links).
        package init(path: String) throws(FileWriteError) {
            self.path = path
            let target = try AtomicFile.resolvingSymbolicLinks(path)
            self.target = target
            let directory = (target as NSString).deletingLastPathComponent
            let name = (target as NSString).lastPathComponent
            var template = Array(((directory.isEmpty ? "." : directory) + "/." + name + ".kbsim-XXXXXX").utf8CString)
            var slot = -1
            let fd: Int32 = template.withUnsafeMutableBufferPointer { buf in
                // Signals are blocked between creating the file and registering it, so an interruption cannot
                // leak it.
                var all = sigset_t(), old = sigset_t()
                sigfillset(&all)
                pthread_sigmask(SIG_BLOCK, &all, &old)
                defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
                let fd = mkstemp(buf.baseAddress!)
                if fd >= 0 {
                    slot = Interruption.track(
                        path: String(decoding: buf.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
                }
                return fd
            }
            self.temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            self.folder = AT_FDCWD
            self.fd = fd
            self.slot = slot
            guard fd >= 0 else {
                finished = true
                throw FileWriteError(
                    path: path, step: "cannot create a file in \(directory.isEmpty ? "." : directory)", system: .last)
            }
            buffer.reserveCapacity(1 << 16)
        }

        /// Creates the temporary file for `relative` inside `base`, confined: `base` is opened and held, each
        /// folder of `relative` is opened from the one above it and the file created in the last with no-follow
        /// opens (`openat`, `O_NOFOLLOW`), and ``commit()`` renames it into place there (`renameat`). A symbolic
        /// link inside `base`, even one swapped in after the path was checked, is never followed: a link in
        /// place of a folder fails the write, and one in place of the file is replaced by the file
        /// (docs/scenarios.md, "Files a script names").
        package init(confined relative: String, in base: String) throws(FileWriteError) {
            let display = base.hasSuffix("/") ? base + relative : base + "/" + relative
            self.path = display
            let parts = relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
                .filter { $0 != "." }
            guard let name = parts.last, !parts.contains("..") else {
                throw FileWriteError(
                    path: display, step: "not a file name inside \(base)", system: SystemError(EINVAL))
            }
            var folder = open(base, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard folder >= 0 else { throw FileWriteError(path: display, step: "opening \(base)", system: .last) }
            var inside = base
            for part in parts.dropLast() {
                let next = openat(folder, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                let error = SystemError.last
                close(folder)
                guard next >= 0 else {
                    throw FileWriteError(
                        path: display, step: "opening the folder \(part) in \(inside) without following links",
                        system: error)
                }
                folder = next
                inside += "/" + part
            }
            var fd: Int32 = -1, slot = -1, temporary = ""
            var all = sigset_t(), old = sigset_t()
            sigfillset(&all)
            pthread_sigmask(SIG_BLOCK, &all, &old)
            for _ in 0..<100 {
                temporary = "." + name + ".kbsim-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
                fd = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
                if fd >= 0 || errno != EEXIST { break }
            }
            let error = SystemError.last
            if fd >= 0 { slot = Interruption.track(path: inside + "/" + temporary) }
            pthread_sigmask(SIG_SETMASK, &old, nil)
            guard fd >= 0 else {
                close(folder)
                throw FileWriteError(path: display, step: "cannot create a file in \(inside)", system: error)
            }
            self.target = name
            self.temporary = temporary
            self.folder = folder
            self.fd = fd
            self.slot = slot
            buffer.reserveCapacity(1 << 16)
        }

        deinit {
            if !finished { abandon() }
            if folder != AT_FDCWD { close(folder) }
        }

        /// Appends bytes (written to the temporary file when the buffer fills).
        package func write(_ bytes: [UInt8]) throws(FileWriteError) {
            precondition(!finished, "AtomicFile.Writer used after commit")
            buffer.append(contentsOf: bytes)
            if buffer.count >= 1 << 16 { try drain() }
        }

        /// Appends UTF-8 text.
        package func write(_ text: String) throws(FileWriteError) {
            try write(Array(text.utf8))
        }

        private func drain() throws(FileWriteError) {
            if let error = OutputWriter.writeAll(fd, buffer) { throw fail("writing", error) }
            buffer.removeAll(keepingCapacity: true)
        }

        /// Writes what is buffered, flushes it to disk and renames the file into place.
        package func commit() throws(FileWriteError) {
            precondition(!finished, "AtomicFile.Writer committed twice")
            try drain()
            // The destination's permissions when it exists; otherwise 0666 less the umask, as open(2) would give.
            var info = stat()
            let exists = fstatat(folder, target, &info, AT_SYMLINK_NOFOLLOW) == 0
            let mode = exists ? info.st_mode & 0o7777 : 0o666 & ~AtomicFile.currentUmask
            if fchmod(fd, mode) != 0 { throw fail("setting its permissions", .last) }
            if fsync(fd) != 0 && errno != EINVAL && errno != EROFS { throw fail("flushing to disk", .last) }
            finished = true
            if close(fd) != 0 {
                let e = SystemError.last
                unlinkat(folder, temporary, 0)
                Interruption.untrack(slot)
                throw FileWriteError(path: path, step: "closing", system: e)
            }
            if renameat(folder, temporary, folder, target) != 0 {
                let e = SystemError.last
                unlinkat(folder, temporary, 0)
                Interruption.untrack(slot)
                throw FileWriteError(path: path, step: "renaming into place", system: e)
            }
            Interruption.untrack(slot)
        }

        /// Removes the temporary file; the destination is left as it was.
        private func abandon() {
            finished = true
            close(fd)
            unlinkat(folder, temporary, 0)
            Interruption.untrack(slot)
        }

        private func fail(_ step: String, _ error: SystemError) -> FileWriteError {
            abandon()
            return FileWriteError(path: path, step: step, system: error)
        }
    }

    /// The file a path names after following symbolic links (up to 32), relative targets taken from the link's
    /// folder; a path that does not exist (or a dangling link's target) is returned as it is.
    package static func resolvingSymbolicLinks(_ path: String) throws(FileWriteError) -> String {
        var current = path
        for _ in 0..<32 {
            var info = stat()
            guard lstat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else {
                throw FileWriteError(path: path, step: "reading the symbolic link \(current)", system: .last)
            }
            let link = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                link.hasPrefix("/")
                ? link : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(link)
        }
        throw FileWriteError(path: path, step: "following symbolic links", system: SystemError(ELOOP))
    }

    /// The process's umask (read once).
    static let currentUmask: mode_t = {
        let m = umask(0o022)
        umask(m)
        return m
    }()
}

/// Small file-system helpers with errno-level errors.
package enum FileSystem {
    /// `mkdir -p`: creates a folder and its missing parents (mode 0777 less the umask); the error names the
    /// component that failed.
    package static func makeDirectories(_ path: String) throws(FileWriteError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if mkdir(prefix, 0o777) == 0 { continue }
            let e = SystemError.last
            var info = stat()
            if e.code == EEXIST, stat(prefix, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { continue }
            let reason = e.code == EEXIST ? SystemError(ENOTDIR) : e
            throw FileWriteError(path: path, step: "cannot create the folder \(prefix)", system: reason)
        }
    }

    /// Whether files can be created in a folder: creates and removes a probe file (root ignores permission bits,
    /// so `access(2)` would not tell).
    package static func checkWritable(_ directory: String) throws(FileWriteError) {
        var template = Array((directory + "/.kbsim-probe-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw FileWriteError(path: directory, step: "cannot create files in it", system: .last) }
        close(fd)
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }
}
