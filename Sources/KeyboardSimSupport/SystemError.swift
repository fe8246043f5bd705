import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An operating-system error: the errno, its symbolic name and the C library's text for it, so a message can say
/// why (`No space left on device (ENOSPC)`) instead of a Foundation error domain.
package struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The errno value.
    package var code: Int32

    /// An error for an errno value.
    package init(_ code: Int32) { self.code = code }

    /// The error of the last failed call (`errno`).
    package static var last: SystemError { SystemError(errno) }

    /// The symbolic name (`ENOSPC`), or `errno N` for one not listed.
    package var symbol: String {
        switch code {
        case EPERM: "EPERM"
        case ENOENT: "ENOENT"
        case EINTR: "EINTR"
        case EIO: "EIO"
        case ENXIO: "ENXIO"
        case EBADF: "EBADF"
        case EAGAIN: "EAGAIN"
        case ENOMEM: "ENOMEM"
        case EACCES: "EACCES"
        case EBUSY: "EBUSY"
        case EEXIST: "EEXIST"
        case EXDEV: "EXDEV"
        case ENODEV: "ENODEV"
        case ENOTDIR: "ENOTDIR"
        case EISDIR: "EISDIR"
        case EINVAL: "EINVAL"
        case ENFILE: "ENFILE"
        case EMFILE: "EMFILE"
        case ETXTBSY: "ETXTBSY"
        case EFBIG: "EFBIG"
        case ENOSPC: "ENOSPC"
        case ESPIPE: "ESPIPE"
        case EROFS: "EROFS"
        case EMLINK: "EMLINK"
        case EPIPE: "EPIPE"
        case ENAMETOOLONG: "ENAMETOOLONG"
        case ELOOP: "ELOOP"
        case EDQUOT: "EDQUOT"
        default: "errno \(code)"
        }
    }

    /// The C library's description (`strerror`).
    package var reason: String { String(cString: strerror(code)) }

    /// `reason (SYMBOL)`, as messages print it.
    package var description: String { "\(reason) (\(symbol))" }

    /// Whether the error is about the destination itself (it cannot be created or opened: a missing folder, no
    /// permission, a read-only file system) rather than about writing to it (a full disk, an I/O error).
    package var isBadDestination: Bool {
        [ENOENT, ENOTDIR, EISDIR, EACCES, EPERM, EROFS, ENAMETOOLONG, ELOOP, EEXIST, ENXIO, ENODEV, ETXTBSY].contains(
            code)
    }
}
