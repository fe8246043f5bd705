import KeyboardSimSupport
import KeyboardSimUIKit
internal import CXKB
import Foundation

/// An owning wrapper of an `xkb_compose_table`: the Compose sequences of a locale (from libx11-data).
///
/// Like every xkbcommon client, loading by locale honours `XCOMPOSEFILE` and `~/.XCompose` before the
/// system file `/usr/share/X11/locale/<locale>/Compose`; use `init(contentsOfFile:context:)` to pin a file.
public final class XKBComposeTable {
    let pointer: OpaquePointer
    /// The context the table was loaded in (kept alive with it).
    public let context: XKBContext
    /// The locale whose table was loaded: the one asked for, or `en_US.UTF-8` after a fallback.
    public let locale: String

    /// The locale used when the requested one has no Compose table.
    public static let fallbackLocale = "en_US.UTF-8"

    /// Loads the Compose table of `locale`, falling back to `en_US.UTF-8`;
    /// wraps `xkb_compose_table_new_from_locale`.
    ///
    /// - Throws: ``KeymapError`` of kind `.composeTable`, with xkbcommon's messages, when neither loads.
    public init(locale: String = XKBComposeTable.fallbackLocale, context: XKBContext? = nil) throws {
        let context = try context ?? XKBContext()
        var messages: [String] = []
        var loaded: (OpaquePointer, String)? = nil
        for candidate in locale == Self.fallbackLocale ? [locale] : [locale, Self.fallbackLocale] {
            // A copy of the locale's Compose file beside the executable first; none with the system data hidden
            // (DataLocations). Otherwise xkbcommon finds it (XCOMPOSEFILE, ~/.XCompose, /usr/share/X11/locale).
            let copy = DataLocations.bundledCopy(of: "/usr/share/X11/locale/\(candidate)/Compose")
            if copy == nil && DataLocations.systemDataHidden() { continue }
            let attempt = context.capturingLog {
                if let copy, let data = FileManager.default.contents(atPath: copy) {
                    return Self.compile(data, locale: candidate, context: context)
                }
                return xkb_compose_table_new_from_locale(context.pointer, candidate, XKB_COMPOSE_COMPILE_NO_FLAGS)
            }
            messages += attempt.messages
            if let table = attempt.result { loaded = (table, candidate); break }
        }
        guard let loaded else {
            throw KeymapError(
                kind: .composeTable, value: locale, source: "--locale / xkb_compose_table_new_from_locale",
                messages: messages,
                accepted: "a locale listed in /usr/share/X11/locale/compose.dir (libx11-data), e.g. en_US.UTF-8")
        }
        (pointer, self.locale) = loaded
        self.context = context
    }

    /// Loads a Compose file; wraps `xkb_compose_table_new_from_buffer`.
    ///
    /// - Parameters:
    ///   - path: a file in the X11 Compose format.
    ///   - locale: the locale its `include "%L"` lines resolve against.
    ///   - context: the xkbcommon context to load it in (nil: a fresh one).
    /// - Throws: ``KeymapError`` naming the file, with xkbcommon's messages (line and column).
    public init(
        contentsOfFile path: String, locale: String = XKBComposeTable.fallbackLocale,
        context: XKBContext? = nil
    ) throws {
        let context = try context ?? XKBContext()
        guard let data = FileManager.default.contents(atPath: path) else {
            throw KeymapError(
                kind: .unreadableFile, value: path, source: "Compose file \(path)",
                accepted: "a readable file in the X11 Compose format")
        }
        let attempt = context.capturingLog { Self.compile(data, locale: locale, context: context) }
        guard let table = attempt.result else {
            throw KeymapError(
                kind: .composeTable, value: path, source: "Compose file \(path)",
                messages: attempt.messages, accepted: "a file in the X11 Compose format")
        }
        pointer = table
        self.locale = locale
        self.context = context
    }

    /// Compiles the text of a Compose file; wraps `xkb_compose_table_new_from_buffer`.
    private static func compile(_ data: Data, locale: String, context: XKBContext) -> OpaquePointer? {
        data.withUnsafeBytes { bytes in
            xkb_compose_table_new_from_buffer(
                context.pointer, bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
                bytes.count, locale, XKB_COMPOSE_FORMAT_TEXT_V1, XKB_COMPOSE_COMPILE_NO_FLAGS)
        }
    }

    deinit { xkb_compose_table_unref(pointer) }
}
