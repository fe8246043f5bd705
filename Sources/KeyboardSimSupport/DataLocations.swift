import Foundation

/// Where kbsim reads the system data it uses (xkb-data, the X11 Compose files, Rime and SKK dictionaries): the
/// Debian paths under `/usr/share`, or a copy shipped beside the running executable (docs/fuzzing.md,
/// "ClusterFuzzLite and OSS-Fuzz").
///
/// A fuzz target on ClusterFuzzLite or OSS-Fuzz runs on a machine where the packages installed while building are
/// absent; its data is in `$OUT` beside the binary. The copy is a folder `kbsim-data` beside the executable that
/// mirrors `/usr/share` (`kbsim-data/share/rime-data/pinyin_simp.dict.yaml`, `kbsim-data/share/X11/xkb`,
/// `kbsim-data/share/X11/locale`) and holds kbsim's keymaps (`kbsim-data/keymaps`). A file found there is read
/// instead of the system's; the executable is found through `/proc/self/exe`, so the working directory and
/// `argv[0]` do not matter.
///
/// With `KBSIM_HIDE_SYSTEM_DATA=1` the system paths (and the source checkout and the working directory, for the
/// keymaps) are not read at all: only the copy counts, as on the bots. `make fuzz-check` runs the fuzz targets so
/// when it cannot hide `/usr/share` in a mount namespace.
public enum DataLocations {
    /// The environment variable that hides the system data (`1`).
    public static let hideSystemDataVariable = "KBSIM_HIDE_SYSTEM_DATA"
    /// The folder of the copy, beside the executable.
    public static let bundleFolderName = "kbsim-data"
    /// The system folder the copy mirrors.
    public static let systemRoot = "/usr/share/"

    /// Whether `KBSIM_HIDE_SYSTEM_DATA=1` is set in `environment`.
    public static func systemDataHidden(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment[hideSystemDataVariable] == "1"
    }

    /// The folder holding the running executable (through `/proc/self/exe`, else `argv[0]`).
    public static func executableFolder() -> URL {
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: exe).deletingLastPathComponent()
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
            .deletingLastPathComponent()
    }

    /// The `kbsim-data` folder beside the executable in `folder` (default: the running one's), when it exists.
    public static func bundle(executableFolder folder: URL? = nil) -> String? {
        let path = (folder ?? executableFolder()).appendingPathComponent(bundleFolderName).path
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? path : nil
    }

    /// Where to read the system file or folder `path` (`/usr/share/…`): its copy in the bundle when there is one;
    /// else `path` itself, unless the system data is hidden (then nil). A path outside `/usr/share` is returned
    /// as it is.
    ///
    /// - Parameters:
    ///   - path: a system path, such as `/usr/share/rime-data/pinyin_simp.dict.yaml`.
    ///   - environment: the process environment (``hideSystemDataVariable``).
    ///   - bundle: the bundle folder; ``bundle(executableFolder:)`` when nil.
    public static func locate(
        _ path: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        bundle: String? = nil
    ) -> String? {
        guard path.hasPrefix(systemRoot) else { return path }
        if let copy = bundledCopy(of: path, bundle: bundle) { return copy }
        return systemDataHidden(environment: environment) ? nil : path
    }

    /// The path to open for `path`: ``locate(_:environment:bundle:)``'s answer, or, with the system data hidden and
    /// no copy in the bundle, a path that does not exist, so that opening it fails as a missing file does.
    public static func openablePath(_ path: String) -> String {
        locate(path) ?? "/nonexistent" + path
    }

    /// The copy of the system file or folder `path` (`/usr/share/…`) in the bundle, when it has one.
    public static func bundledCopy(of path: String, bundle: String? = nil) -> String? {
        guard path.hasPrefix(systemRoot), let root = bundle ?? Self.bundle() else { return nil }
        let copy = root + "/share/" + path.dropFirst(systemRoot.count)
        return FileManager.default.fileExists(atPath: copy) ? copy : nil
    }
}
