import Foundation
import KeyboardSimSupport

/// Where compiled input-method data is kept between runs (docs/performance.md, "Input-method data").
///
/// The first process that uses a table (a Rime dictionary or code table, the SKK dictionary) writes its compiled
/// form to this folder; later processes map it instead of parsing the text. A file is used only when it names
/// the same source file (path, device, inode, size, modification time), the same kind of data and format version
/// and its checksum holds; otherwise it is rebuilt. The compiled form holds exactly what parsing gives, so typing
/// is the same with and without it.
public enum DataCacheLocation: Sendable, Equatable, CustomStringConvertible {
    /// `KBSIM_CACHE_DIR` when set (`none` turns the cache off), else `$XDG_CACHE_HOME/kbsim`, else
    /// `$HOME/.cache/kbsim`.
    case automatic
    /// This folder (created when missing).
    case folder(String)
    /// No cache: every process parses the text files.
    case disabled
    /// A folder of compiled data made ahead of time and shipped with the tables it was made from (a fuzz target's
    /// `kbsim-data/cache`, docs/fuzzing.md): read, never written. Its files are keyed by the source's file name and
    /// content rather than its path and inode, so they hold on another machine; a file that does not match is not
    /// trusted, and the table is parsed in memory.
    case shipped(String)

    /// The folder this location resolves to now, or nil when the cache is off.
    public var resolvedFolder: String? {
        switch self {
        case .folder(let path), .shipped(let path): return path
        case .disabled: return nil
        case .automatic:
            if let value = CompiledCache.environment("KBSIM_CACHE_DIR") {
                return value == "none" ? nil : value
            }
            if let xdg = CompiledCache.environment("XDG_CACHE_HOME"), xdg.hasPrefix("/") { return xdg + "/kbsim" }
            if let home = CompiledCache.environment("HOME") { return home + "/.cache/kbsim" }
            return nil
        }
    }

    public var description: String {
        switch self {
        case .automatic: return resolvedFolder ?? "none"
        case .folder(let path): return path
        case .disabled: return "none"
        case .shipped(let path): return path + " (shipped, read-only)"
        }
    }

    /// Whether the folder holds shipped data (``shipped(_:)``).
    package var isShipped: Bool {
        if case .shipped = self { return true }
        return false
    }

    /// A command-line or environment value: `none`, or a folder.
    public init(argument: String) {
        self = argument == "none" ? .disabled : .folder(argument)
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: DataCacheLocation = .automatic

    /// The location every load uses unless it names one (`kbsim --cache-dir`, `Harness`'s setting). Default:
    /// ``automatic``.
    public static var shared: DataCacheLocation {
        get { lock.lock(); defer { lock.unlock() }; return current }
        set { lock.lock(); current = newValue; lock.unlock() }
    }
}
