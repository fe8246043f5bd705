import Foundation

/// The repository's folders, found from this file's place in it, so no test depends on the working directory.
enum Repository {
    /// The repository's root (this file is `Tests/KeyboardSimTestSupport/Support/Repository.swift`).
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    /// A file or folder of the repository, by its path from the root (`keymaps`, `Sources/CXKB`).
    static func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }
}
