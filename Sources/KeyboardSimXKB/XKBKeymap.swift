import KeyboardSimUIKit
internal import CXKB
import Foundation

/// An owning wrapper of a compiled `xkb_keymap`: a hardware layout from RMLVO, or a keymap text or file.
///
/// Keymaps are immutable once compiled; reverse lookup (``reverseLookup()``) and ``XKBState`` read them.
public final class XKBKeymap {
    let pointer: OpaquePointer
    /// The context the keymap was compiled in (kept alive with it).
    public let context: XKBContext
    /// Where the keymap came from, as errors and transcripts name it: `us:intl`, a file path or a source name.
    public let sourceName: String
    /// The warnings xkbcommon logged while compiling (only when the context ``XKBContext/init(defaultIncludes:includePaths:capturesWarnings:)`` captures them).
    public let warnings: [String]
    /// Level names per key, parsed from ``text`` on first use (``levelName(keycode:layout:level:)``).
    package private(set) lazy var levelNames = XKBLevelNames(keymapText: text)

    /// Compiles a layout from xkb-data; wraps `xkb_keymap_new_from_names`.
    ///
    /// - Parameters:
    ///   - layout: an xkb-data layout such as `us`, `de` or `fr` (comma-separated for several groups).
    ///   - variant: a variant of it such as `intl` or `nodeadkeys`; empty for the default.
    ///   - options: XKB options such as `compose:ralt`; empty for none.
    ///   - model: the keyboard model (`pc105`).
    ///   - rules: the rules file (`evdev`).
    ///   - context: a context with xkb-data's include path; a new one when `nil`.
    /// - Throws: ``KeymapError`` with xkbcommon's messages when the names do not compile.
    ///
    /// ```swift
    /// let german = try XKBKeymap(layout: "de")
    /// ```
    public init(
        layout: String, variant: String = "", options: String = "", model: String = "pc105",
        rules: String = "evdev", context: XKBContext? = nil
    ) throws {
        let name = variant.isEmpty ? layout : "\(layout):\(variant)"
        let source = "RMLVO \(rules)/\(model)/\(layout)/\(variant)/\(options)"
        // A layout or variant is a name (comma-separated for several groups): the rules file substitutes it into
        // a symbols include unchecked, so "us+de" would compile as two merged files though no layout has that
        // name (docs/keyboards.md, "Hardware layouts").
        for (what, value) in [("layout", layout), ("variant", variant)] {
            if let bad = value.unicodeScalars.first(where: { !Self.nameScalar($0) }) {
                throw KeymapError(
                    kind: .keymap, value: name, source: source,
                    accepted:
                        "a \(what) name of letters, digits, - and _ (\"\(Character(bad))\" is none; \"+\" joins symbols files inside a rules file), from xkb-data (`kbsim layouts` lists them)"
                )
            }
        }
        let context = try context ?? XKBContext()
        let compiled = context.capturingLog {
            rules.withCString { rulesPointer in
                model.withCString { modelPointer in
                    layout.withCString { layoutPointer in
                        variant.withCString { variantPointer in
                            options.withCString { optionsPointer in
                                var names = xkb_rule_names(
                                    rules: rulesPointer, model: modelPointer,
                                    layout: layoutPointer, variant: variantPointer,
                                    options: optionsPointer)
                                return xkb_keymap_new_from_names(
                                    context.pointer, &names,
                                    XKB_KEYMAP_COMPILE_NO_FLAGS)
                            }
                        }
                    }
                }
            }
        }
        guard let pointer = compiled.result else {
            throw KeymapError(
                kind: .keymap, value: name, source: source, messages: compiled.messages,
                accepted: "a layout[:variant] from xkb-data (`kbsim layouts` lists them)")
        }
        // xkbcommon logs an option its rules do not know as an error and compiles without it (xkbcli reports it
        // the same way): kbsim refuses it rather than type on a keymap other than the one asked for.
        let unknownOptions = compiled.messages.filter { $0.contains("Unrecognized RMLVO option") }
        if !unknownOptions.isEmpty {
            xkb_keymap_unref(pointer)
            throw KeymapError(
                kind: .unknownOption, value: name, source: source, messages: unknownOptions,
                accepted: "options xkb-data's rules know, such as compose:ralt or ctrl:nocaps (evdev.lst lists them)")
        }
        self.pointer = pointer
        self.context = context
        self.sourceName = name
        self.warnings = compiled.messages
    }

    /// A character of an RMLVO layout or variant name (and the comma between several).
    private static func nameScalar(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x5F, 0x2C: true  // 0-9 A-Z a-z - _ ,
        default: false
        }
    }

    /// Compiles a complete keymap text (`xkb_keymap { … }`); wraps `xkb_keymap_new_from_string`.
    ///
    /// - Parameters:
    ///   - text: the keymap in XKB text format v1.
    ///   - sourceName: where the text came from (a file path or a name), quoted in errors.
    ///   - context: the context to compile in; a new one without default includes when `nil`, so a
    ///     self-contained keymap compiles without xkb-data.
    /// - Throws: ``KeymapError`` with xkbcommon's messages (line and column) when the text does not compile.
    public init(text: String, sourceName: String, context: XKBContext? = nil) throws {
        let context = try context ?? XKBContext(defaultIncludes: false)
        let compiled = context.capturingLog {
            xkb_keymap_new_from_string(
                context.pointer, text, XKB_KEYMAP_FORMAT_TEXT_V1,
                XKB_KEYMAP_COMPILE_NO_FLAGS)
        }
        guard let pointer = compiled.result else {
            // xkbcommon calls a string "(input string)"; name the file so `path:line:column` points at it.
            let messages = compiled.messages.map { $0.replacingOccurrences(of: "(input string)", with: sourceName) }
            throw KeymapError(
                kind: .keymap, value: sourceName, source: "keymap text \(sourceName)",
                messages: messages,
                accepted:
                    "a complete `xkb_keymap { xkb_keycodes … xkb_types … xkb_compat … xkb_symbols … };` (see keymaps/)")
        }
        self.pointer = pointer
        self.context = context
        self.sourceName = sourceName
        self.warnings = compiled.messages
    }

    /// Reads and compiles a keymap file; wraps `xkb_keymap_new_from_string` on the file's contents.
    ///
    /// - Throws: ``KeymapError`` of kind `.unreadableFile` or `.keymap`, naming `path`.
    public convenience init(contentsOfFile path: String, context: XKBContext? = nil) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw KeymapError(
                kind: .unreadableFile, value: path, source: "file \(path)",
                accepted: "a readable file holding an `xkb_keymap { … };`")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw KeymapError(
                kind: .unreadableFile, value: path, source: "file \(path)",
                messages: ["not valid UTF-8"],
                accepted: "a UTF-8 file holding an `xkb_keymap { … };`")
        }
        try self.init(text: text, sourceName: path, context: context)
    }

    deinit { xkb_keymap_unref(pointer) }

    /// The keymap as text; wraps `xkb_keymap_get_as_string`.
    public var text: String {
        guard let cString = xkb_keymap_get_as_string(pointer, XKB_KEYMAP_FORMAT_TEXT_V1) else { return "" }
        defer { kbsim_xkb_free(cString) }  // libxkbcommon's allocator (shim.h)
        return String(cString: cString)
    }

    /// The valid keycodes; wraps `xkb_keymap_min_keycode` / `xkb_keymap_max_keycode`.
    public var keycodes: ClosedRange<UInt32> {
        xkb_keymap_min_keycode(pointer)...xkb_keymap_max_keycode(pointer)
    }

    /// The key's name (`AC01`), or `nil` for an unused keycode; wraps `xkb_keymap_key_get_name`.
    public func keyName(_ keycode: UInt32) -> String? {
        xkb_keymap_key_get_name(pointer, keycode).map { String(cString: $0) }
    }

    /// The keycode of the key named `name` (or an alias); wraps `xkb_keymap_key_by_name`.
    public func keycode(named name: String) -> UInt32? {
        let keycode = xkb_keymap_key_by_name(pointer, name)
        return keycode == XKB_KEYCODE_INVALID ? nil : keycode
    }

    /// The layouts' (groups') names, e.g. `English (US)`; wraps `xkb_keymap_layout_get_name`.
    public var layoutNames: [String] {
        (0..<xkb_keymap_num_layouts(pointer)).map { index in
            xkb_keymap_layout_get_name(pointer, index).map { String(cString: $0) } ?? "?"
        }
    }

    /// The modifiers' names by index (`Shift`, `Lock`, `Control`, `Mod1`…`Mod5`, then virtual ones);
    /// wraps `xkb_keymap_mod_get_name`.
    public var modifierNames: [String] {
        (0..<xkb_keymap_num_mods(pointer)).map { index in
            xkb_keymap_mod_get_name(pointer, index).map { String(cString: $0) } ?? "?"
        }
    }

    /// The index of the modifier named `name`; wraps `xkb_keymap_mod_get_index`.
    public func modifierIndex(named name: String) -> Int? {
        let index = xkb_keymap_mod_get_index(pointer, name)
        return index == XKB_MOD_INVALID ? nil : Int(index)
    }

    /// The names of the modifiers set in `mask`, in index order.
    public func modifierNames(in mask: UInt32) -> [String] {
        var names: [String] = []
        var remaining = mask
        while remaining != 0 {
            let bit = UInt32(remaining.trailingZeroBitCount)
            remaining &= remaining - 1
            names.append(xkb_keymap_mod_get_name(pointer, bit).map { String(cString: $0) } ?? "Mod#\(bit)")
        }
        return names
    }

    /// The mask of the named modifiers; traps on an unknown name (a programmer error).
    public func modifierMask(_ names: [String]) -> UInt32 {
        names.reduce(0) { mask, name in
            guard let index = modifierIndex(named: name) else {
                preconditionFailure("XKBKeymap \(sourceName) has no modifier named \(name); it has \(modifierNames)")
            }
            return mask | (1 << UInt32(index))
        }
    }

    /// How many layouts (groups) the key has; wraps `xkb_keymap_num_layouts_for_key`.
    public func layoutCount(keycode: UInt32) -> Int {
        Int(xkb_keymap_num_layouts_for_key(pointer, keycode))
    }

    /// How many shift levels the key has in `layout`; wraps `xkb_keymap_num_levels_for_key`.
    public func levelCount(keycode: UInt32, layout: Int) -> Int {
        Int(xkb_keymap_num_levels_for_key(pointer, keycode, xkb_layout_index_t(layout)))
    }

    /// The keysyms at a level (0-based); wraps `xkb_keymap_key_get_syms_by_level`.
    public func keysyms(keycode: UInt32, layout: Int, level: Int) -> [XKBKeysym] {
        var syms: UnsafePointer<xkb_keysym_t>? = nil
        let count = xkb_keymap_key_get_syms_by_level(
            pointer, keycode, xkb_layout_index_t(layout),
            xkb_level_index_t(level), &syms)
        guard count > 0, let syms else { return [] }
        return (0..<Int(count)).map { XKBKeysym(rawValue: syms[$0]) }
    }

    /// The modifier masks that select a level (0-based); wraps `xkb_keymap_key_get_mods_for_level`.
    ///
    /// A level can have several masks (`Shift` or `Lock` for a capital letter).
    public func modifierMasks(keycode: UInt32, layout: Int, level: Int) -> [UInt32] {
        withUnsafeTemporaryAllocation(of: xkb_mod_mask_t.self, capacity: 64) { buffer in
            let count = xkb_keymap_key_get_mods_for_level(
                pointer, keycode, xkb_layout_index_t(layout),
                xkb_level_index_t(level),
                buffer.baseAddress, buffer.count)
            return Array(buffer.prefix(count))
        }
    }

    /// Whether the key repeats when held; wraps `xkb_keymap_key_repeats`.
    public func keyRepeats(_ keycode: UInt32) -> Bool {
        xkb_keymap_key_repeats(pointer, keycode) != 0
    }
}

extension XKBKeymap {
    /// The name of a level of the key's type (`letters`, `numbers`… on kbsim's software keymaps), if any.
    ///
    /// xkbcommon 1.5 has no public getter for level names, so this reads them from the keymap's text once.
    public func levelName(keycode: UInt32, layout: Int, level: Int) -> String? {
        guard let name = keyName(keycode) else { return nil }
        return levelNames.byKey[name]?[safe: layout]?[safe: level]
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
