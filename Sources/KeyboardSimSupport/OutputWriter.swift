import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way kbsim writes to standard output and standard error (docs/interfaces.md §3): buffered, with
/// `write(2)` directly, so a closed descriptor or a full disk is an error with a reason rather than a trap.
///
/// - A failed write to stdout prints one line on stderr naming the destination and the OS reason
///   (`kbsim: cannot write to standard output: No space left on device (ENOSPC)`), cleans up and exits 1.
/// - A broken pipe (the reader went away) exits quietly by SIGPIPE (141 in a shell), after cleaning up.
/// - Writes to stderr that fail are dropped: there is nowhere left to say so.
///
/// ```swift
/// let out = OutputWriter.standardOutput
/// out.line("hello")
/// out.flush()
/// ```
package final class OutputWriter: @unchecked Sendable {
    /// Standard output.
    package static let standardOutput = OutputWriter(fd: STDOUT_FILENO, name: "standard output", failures: .exit)
    /// Standard error (write failures ignored).
    package static let standardError = OutputWriter(fd: STDERR_FILENO, name: "standard error", failures: .ignore)

    /// What happens when a write fails.
    package enum Failures: Sendable {
        /// Print the reason on stderr, clean up (``Interruption/cleanUp()``) and exit 1.
        case exit
        /// Drop the output.
        case ignore
    }

    /// The descriptor written to.
    package let fd: Int32
    /// How messages name it.
    package let name: String
    private let failures: Failures
    private var buffer: [UInt8] = []
    private var failed = false
    /// Bytes buffered before a write.
    package var chunkSize = 1 << 16

    package init(fd: Int32, name: String, failures: Failures) {
        self.fd = fd
        self.name = name
        self.failures = failures
    }

    /// Appends text (written when the buffer is full, or on ``flush()``).
    package func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= chunkSize { flush() }
    }

    /// Appends a line and a newline.
    package func line(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        buffer.append(10)
        if buffer.count >= chunkSize { flush() }
    }

    /// Appends bytes.
    package func write(bytes: [UInt8]) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= chunkSize { flush() }
    }

    /// Writes what is buffered.
    package func flush() {
        guard !buffer.isEmpty else { return }
        defer { buffer.removeAll(keepingCapacity: true) }
        if failed { return }
        if let error = OutputWriter.writeAll(fd, buffer) {
            failed = true
            if error.code == EPIPE && fd == STDOUT_FILENO { Interruption.brokenPipe() }
            guard failures == .exit else { return }
            OutputWriter.standardError.line("kbsim: cannot write to \(name): \(error)")
            OutputWriter.standardError.flush()
            Interruption.cleanUp()
            Glibc.exit(1)
        }
    }

    /// Writes every byte, retrying after EINTR and short writes; the error of the first failed call, or nil.
    package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> SystemError? {
        bytes.withUnsafeBytes { raw -> SystemError? in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return SystemError.last
                }
                if n == 0 { return SystemError(EIO) }
                offset += n
            }
            return nil
        }
    }

    /// Prints `kbsim: MESSAGE` on stderr as one line: control characters of the message escaped
    /// (``Diagnostics/escaped(_:)``), a newline inside it shown as `\u{A}`.
    package static func error(_ message: String) {
        standardError.line("kbsim: " + Diagnostics.escaped(message))
        standardError.flush()
    }

    /// Makes sure descriptors 0, 1 and 2 are open: a closed one is occupied by /dev/null opened the wrong way
    /// round (stdout and stderr read-only, stdin write-only), so that writes to a closed stdout fail with EBADF
    /// instead of landing in the next file kbsim opens.
    package static func occupyClosedStandardDescriptors() {
        for (fd, flags) in [(STDIN_FILENO, O_WRONLY), (STDOUT_FILENO, O_RDONLY), (STDERR_FILENO, O_RDONLY)] {
            if fcntl(fd, F_GETFD) == -1 && errno == EBADF {
                let opened = open("/dev/null", flags)
                if opened >= 0 && opened != fd {
                    dup2(opened, fd)
                    close(opened)
                }
            }
        }
    }
}
