import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What every kbsim command does when it is interrupted or its output goes away (docs/interfaces.md §3):
/// SIGINT and SIGTERM remove the temporary files and session files registered here, stop the worker processes
/// registered here, and exit 130 (SIGINT) or 143 (SIGTERM); a broken pipe does the same cleaning and then dies of
/// SIGPIPE, quietly.
///
/// The handler only calls async-signal-safe functions (`unlink`, `kill`, `waitpid`, `nanosleep`, `_exit`) on
/// storage allocated once by ``install()``; paths are copied into C strings when registered.
///
/// ```swift
/// Interruption.install()
/// let slot = Interruption.track(path: "/tmp/out.svg.kbsim-XXXX")
/// …
/// Interruption.untrack(slot)
/// ```
package enum Interruption {
    /// How many paths and child processes can be registered at once.
    static let capacity = 512

    nonisolated(unsafe) private static let paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let p = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        p.initialize(repeating: nil, count: capacity)
        return p
    }()
    nonisolated(unsafe) private static let children: UnsafeMutablePointer<pid_t> = {
        let p = UnsafeMutablePointer<pid_t>.allocate(capacity: capacity)
        p.initialize(repeating: 0, count: capacity)
        return p
    }()
    private static let lock = NSLock()

    /// Installs the SIGINT and SIGTERM handlers, unblocks both, and ignores SIGPIPE (writers see EPIPE and call
    /// ``brokenPipe()``). A signal that was ignored when kbsim started (a background job of a non-interactive
    /// shell) stays ignored.
    package static func install() {
        _ = paths
        _ = children
        for sig in [SIGINT, SIGTERM] {
            var old = sigaction()
            sigaction(sig, nil, &old)
            if unsafeBitCast(old.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
                continue
            }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { sig in Interruption.interrupted(sig) }
            sigemptyset(&action.sa_mask)
            sigaddset(&action.sa_mask, SIGINT)
            sigaddset(&action.sa_mask, SIGTERM)
            action.sa_flags = 0
            sigaction(sig, &action, nil)
        }
        signal(SIGPIPE, SIG_IGN)
        // A process started from a thread that blocks signals (a Dispatch worker of a Swift program using
        // Foundation's Process) inherits that mask and would never see SIGINT or SIGTERM: unblock them.
        var handled = sigset_t()
        sigemptyset(&handled)
        sigaddset(&handled, SIGINT)
        sigaddset(&handled, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }

    /// Registers a file to remove if the process is interrupted; returns its slot for ``untrack(_:)``.
    @discardableResult
    package static func track(path: String) -> Int {
        let copy = strdup(path)
        return lock.withLock {
            for i in 0..<capacity where paths[i] == nil {
                paths[i] = copy
                return i
            }
            return -1  // full: the file is not cleaned up on a signal, nothing worse
        }
    }

    /// Forgets a file registered with ``track(path:)`` (it was renamed into place, or removed).
    /// The C string is not freed: a signal handler may be reading it on another thread.
    package static func untrack(_ slot: Int) {
        guard slot >= 0 && slot < capacity else { return }
        lock.withLock { paths[slot] = nil }
    }

    /// Registers a child process to stop (SIGTERM, then SIGKILL) if the process is interrupted.
    @discardableResult
    package static func track(child pid: pid_t) -> Int {
        lock.withLock {
            for i in 0..<capacity where children[i] == 0 {
                children[i] = pid
                return i
            }
            return -1
        }
    }

    /// Forgets a child registered with ``track(child:)`` (it has exited).
    package static func untrackChild(_ slot: Int) {
        guard slot >= 0 && slot < capacity else { return }
        lock.withLock { children[slot] = 0 }
    }

    /// Removes the registered files and stops the registered children: what an interruption does, for the
    /// error paths that end the process normally.
    package static func cleanUp() {
        stopChildren()
        removeFiles()
    }

    /// Ends the process after a broken pipe on stdout: cleans up, then dies of SIGPIPE (status 141 in a shell).
    package static func brokenPipe() -> Never {
        cleanUp()
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        _exit(128 + SIGPIPE)
    }

    /// Exits as an interruption by `signal` would (130 for SIGINT, 143 for SIGTERM), after cleaning up.
    package static func exit(signal: Int32) -> Never {
        interrupted(signal)
    }

    /// Watches a descriptor the parent process holds open (a worker's stdin pipe): when it reaches end of file,
    /// the parent is gone, so the process cleans up and exits 143 as if terminated.
    package static func exitWhenClosed(_ fd: Int32) {
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let n = read(fd, &byte, 1)
                if n > 0 { continue }
                if n < 0 && errno == EINTR { continue }
                interrupted(SIGTERM)
            }
        }
        thread.start()
    }

    /// The signal handler: async-signal-safe calls only.
    private static func interrupted(_ sig: Int32) -> Never {
        stopChildren()
        removeFiles()
        _exit(128 + sig)
    }

    private static func removeFiles() {
        for i in 0..<capacity {
            if let p = paths[i] { unlink(p) }
        }
    }

    /// SIGTERM to every registered child, up to half a second for them to exit, then SIGKILL.
    private static func stopChildren() {
        var any = false
        for i in 0..<capacity where children[i] > 0 {
            kill(children[i], SIGTERM)
            any = true
        }
        guard any else { return }
        var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
        for _ in 0..<50 {
            var alive = false
            for i in 0..<capacity where children[i] > 0 {
                let r = waitpid(children[i], nil, WNOHANG)
                // 0: still running; the pid or -1 (already reaped by someone else): gone.
                if r == 0 { alive = true } else { children[i] = 0 }
            }
            if !alive { return }
            nanosleep(&pause, nil)
        }
        for i in 0..<capacity where children[i] > 0 {
            kill(children[i], SIGKILL)
            children[i] = 0
        }
    }
}
