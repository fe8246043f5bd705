import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Keeps the files an untrusted input names (a scenario script run from a pull request) inside the folders it may
/// use (docs/scenarios.md, "Files a script names"):
///
/// - a **write** is a relative path without `..`, taken from a base folder, that stays in it after symbolic links
///   are resolved;
/// - a **read** is a path, relative to a base folder or absolute, whose real location is inside the base folder or
///   one of the data folders given.
///
/// Checks happen when the path is resolved (a script is parsed); the write itself goes through the folder with
/// no-follow opens (``AtomicFile/Writer/init(confined:in:)``), so a link swapped in between parsing and running is
/// not followed either.
///
/// ```swift
/// let p = try PathConfinement.resolveWrite("out/k.svg", base: "/repo/scripts").get()   // "/repo/scripts/out/k.svg"
/// ```
package enum PathConfinement {
    /// Why a path was refused, as a sentence fragment: "is absolute", "has a .. component", ….
    package struct Refusal: Error, Equatable, Sendable, CustomStringConvertible {
        package var reason: String
        package var description: String { reason }
    }

    /// Resolves a path to write under `base`; refuses absolute paths, `..` components and symbolic links that
    /// lead out of `base`.
    package static func resolveWrite(_ path: String, base: String) -> Result<String, Refusal> {
        if path.hasPrefix("/") { return .failure(Refusal(reason: "is an absolute path")) }
        let components = path.split(separator: "/", omittingEmptySubsequences: true)
        if components.contains("..") { return .failure(Refusal(reason: "has a .. component")) }
        if components.isEmpty { return .failure(Refusal(reason: "is empty")) }
        let root = absolute(base)
        let full = standardized(root + "/" + path)
        // the base does not exist yet: nothing to escape through
        guard let realRoot = realPath(root) else { return .success(full) }
        guard let real = realLocation(full), inside(real, realRoot) else {
            return .failure(Refusal(reason: "leads out of \(root) through a symbolic link"))
        }
        return .success(full)
    }

    /// Resolves a path to read: relative paths are taken from `base`; the file's real location must be inside
    /// `base` or one of `dataFolders`.
    package static func resolveRead(_ path: String, base: String, dataFolders: [String]) -> Result<String, Refusal> {
        let root = absolute(base)
        let full = standardized(path.hasPrefix("/") ? path : root + "/" + path)
        let real = realLocation(full) ?? full
        let allowed = ([root] + dataFolders).compactMap { realPath($0) ?? standardized(absolute($0)) }
        if allowed.contains(where: { inside(real, $0) }) { return .success(full) }
        return .failure(
            Refusal(
                reason:
                    "is outside the script's folder (\(root)) and kbsim's data folders (\(dataFolders.joined(separator: ", ")))"
            ))
    }

    /// Resolves a path relative to `base` with no checks (for `--allow-outside-paths`).
    package static func resolveUnchecked(_ path: String, base: String) -> String {
        standardized(path.hasPrefix("/") ? path : absolute(base) + "/" + path)
    }

    /// `path` made absolute from the current directory.
    package static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return standardized(path) }
        let cwd = FileManager.default.currentDirectoryPath
        return standardized(cwd + "/" + (path.isEmpty ? "." : path))
    }

    /// Drops `.` and empty components and applies `..` lexically.
    package static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for c in path.split(separator: "/", omittingEmptySubsequences: true) {
            if c == "." { continue }
            if c == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(c)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `realpath(3)`, or nil when the path does not exist.
    static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// Where a path really is: its deepest existing ancestor resolved by `realpath`, the rest appended; a dangling
    /// symbolic link is followed to its target first. Nil when a link loops.
    static func realLocation(_ path: String) -> String? {
        var info = stat()
        if lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK && realPath(path) == nil {
            guard let target = try? AtomicFile.resolvingSymbolicLinks(path), target != path else { return nil }
            return realLocation(standardized(target.hasPrefix("/") ? target : absolute(target)))
        }
        var head = path
        var tail: [String] = []
        while true {
            if let real = realPath(head) { return standardized(([real] + tail.reversed()).joined(separator: "/")) }
            let parent = (head as NSString).deletingLastPathComponent
            if parent == head || parent.isEmpty { return path }
            tail.append((head as NSString).lastPathComponent)
            head = parent
        }
    }

    static func inside(_ path: String, _ root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }
}
