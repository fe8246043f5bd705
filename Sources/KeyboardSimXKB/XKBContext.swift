import Foundation
import KeyboardSimSupport
import KeyboardSimUIKit
internal import CXKB

/// An owning wrapper of an `xkb_context`: include paths and the log that errors quote.
///
/// The context never reads RMLVO names from the environment (`XKB_CONTEXT_NO_ENVIRONMENT_NAMES`), so a
/// run does not depend on `XKB_DEFAULT_LAYOUT`. Its log messages go into a buffer instead of stderr, and
/// the wrappers built on it quote them in ``KeymapError``.
///
/// Not thread-safe: use one context (and the keymaps and states built on it) from one task at a time.
public final class XKBContext {
    let pointer: OpaquePointer
    private let log: UnsafeMutablePointer<kbsim_xkb_log>

    /// Whether the context searches xkb-data's default include path (`/usr/share/X11/xkb`).
    public let usesDefaultIncludes: Bool

    /// Creates a context; wraps `xkb_context_new`.
    ///
    /// - Parameters:
    ///   - defaultIncludes: search xkb-data's default include path. Pass `false` for self-contained keymaps
    ///     (kbsim's software keyboards), which then compile without xkb-data.
    ///   - includePaths: more directories to search, before the default ones (`xkb_context_include_path_append`).
    ///   - capturesWarnings: capture xkbcommon's warnings too (``XKBKeymap/warnings``), not only its errors.
    /// - Throws: ``KeymapError`` of kind `.context` when xkbcommon cannot create it.
    public init(defaultIncludes: Bool = true, includePaths: [String] = [], capturesWarnings: Bool = false) throws {
        // The default include path, kbsim's way: xkb-data copied beside the executable first; none with the
        // system data hidden (DataLocations). Without either, xkbcommon's own default, as before.
        let bundled = defaultIncludes ? DataLocations.bundledCopy(of: Self.systemIncludePath) : nil
        let hidden = DataLocations.systemDataHidden()
        var flags = XKB_CONTEXT_NO_ENVIRONMENT_NAMES.rawValue
        if !defaultIncludes || !includePaths.isEmpty || bundled != nil || hidden {
            flags |= XKB_CONTEXT_NO_DEFAULT_INCLUDES.rawValue
        }
        guard let pointer = xkb_context_new(xkb_context_flags(rawValue: flags)) else {
            throw KeymapError(
                kind: .context, value: includePaths.joined(separator: ":"),
                source: "xkb_context_new", accepted: "a readable xkb-data directory")
        }
        guard let log = kbsim_xkb_log_new() else {
            xkb_context_unref(pointer)
            fatalError("XKBContext: out of memory allocating the log buffer")
        }
        self.pointer = pointer
        self.log = log
        self.usesDefaultIncludes = defaultIncludes
        kbsim_xkb_context_capture_log(pointer, log, capturesWarnings ? XKB_LOG_LEVEL_WARNING : XKB_LOG_LEVEL_ERROR)
        for path in includePaths {
            _ = xkb_context_include_path_append(pointer, path)
        }
        if let bundled { _ = xkb_context_include_path_append(pointer, bundled) }
        if defaultIncludes && !hidden && (!includePaths.isEmpty || bundled != nil) {
            _ = xkb_context_include_path_append_default(pointer)
        }
    }

    /// xkb-data's folder, the default include path (a copy of it beside the executable comes first).
    public static let systemIncludePath = "/usr/share/X11/xkb"

    deinit {
        xkb_context_set_log_fn(pointer, nil)
        xkb_context_set_user_data(pointer, nil)
        xkb_context_unref(pointer)
        kbsim_xkb_log_free(log)
    }

    /// The include paths xkbcommon searches, in order; wraps `xkb_context_include_path_get`.
    public var includePaths: [String] {
        (0..<xkb_context_num_include_paths(pointer)).compactMap { index in
            xkb_context_include_path_get(pointer, index).map { String(cString: $0) }
        }
    }

    /// Runs `body` with an empty log and returns its result with the messages xkbcommon logged meanwhile.
    func capturingLog<T>(_ body: () throws -> T) rethrows -> (result: T, messages: [String]) {
        kbsim_xkb_log_clear(log)
        let result = try body()
        let text = String(cString: kbsim_xkb_log_text(log))
        kbsim_xkb_log_clear(log)
        let messages = text.split(whereSeparator: \.isNewline).map(String.init)
        return (result, messages)
    }
}
