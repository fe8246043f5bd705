import KeyboardSimSupport
import KeyboardSimUIKit
import Foundation

/// Level names per key (`letters`, `LETTERS`, `numbers`, `symbols` on kbsim's software keymaps).
///
/// xkbcommon 1.5 has no getter for a type's level names, so they are read from the keymap text that
/// `xkb_keymap_get_as_string` writes (a normalised form: `type "T" { … level_name[1]= "X"; };` and
/// `key <K> { type= "T", … };` or `type[Group2]= "T"`). Keys whose type xkbcommon chose automatically
/// have no `type=` in that text and so no names here.
package struct XKBLevelNames {
    /// Level names by key name, then layout (0-based), then level (0-based).
    package let byKey: [String: [[String]]]

    init(keymapText text: String) {
        var namesByType: [String: [String]] = [:]
        var byKey: [String: [[String]]] = [:]
        var currentType: String? = nil
        var currentLevels: [Int: String] = [:]
        var currentKey: (name: String, block: String)? = nil
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("type \""), line.hasSuffix("{") {
                currentType = Self.quoted(in: line)
                currentLevels = [:]
            } else if currentKey == nil, let type = currentType {
                if line.hasPrefix("level_name["), let close = line.firstIndex(of: "]"),
                    let level = Int(line[line.index(line.startIndex, offsetBy: 11)..<close]),
                    let name = Self.quoted(in: String(line[close...]))
                {
                    currentLevels[level] = name
                } else if line.hasPrefix("};") {
                    let count = currentLevels.keys.max() ?? 0
                    namesByType[type] = (0..<count).map { currentLevels[$0 + 1] ?? "Level\($0 + 1)" }
                    currentType = nil
                }
            } else if line.hasPrefix("key <"), let close = line.firstIndex(of: ">") {
                currentKey = (String(line[line.index(line.startIndex, offsetBy: 5)..<close]), line)
            } else if let key = currentKey {
                currentKey = (key.name, key.block + " " + line)
            }
            if let key = currentKey, key.block.hasSuffix("};") {
                let types = Self.keyTypes(in: key.block)
                if !types.isEmpty { byKey[key.name] = types.map { namesByType[$0] ?? [] } }
                currentKey = nil
            }
        }
        self.byKey = byKey
    }

    /// The types named on one `key <…> { … };` line: `type= "T"` for all groups or `type[GroupN]= "T"`.
    private static func keyTypes(in line: String) -> [String] {
        var perGroup: [Int: String] = [:]
        var all: String? = nil
        var rest = Substring(line)
        while let range = rest.range(of: "type") {
            rest = rest[range.upperBound...]
            if rest.hasPrefix("=") {
                all = quoted(in: String(rest))
            } else if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                let group = rest[rest.index(after: rest.startIndex)..<close].lowercased()
                if group.hasPrefix("group"), let number = Int(group.dropFirst(5)) {
                    perGroup[number - 1] = quoted(in: String(rest[close...]))
                }
            }
        }
        if let all { return [all] }
        let count = (perGroup.keys.max() ?? -1) + 1
        return (0..<count).map { perGroup[$0] ?? "" }
    }

    /// The first `"…"` in `text`.
    private static func quoted(in text: String) -> String? {
        guard let open = text.firstIndex(of: "\"") else { return nil }
        let after = text.index(after: open)
        guard let close = text[after...].firstIndex(of: "\"") else { return nil }
        return String(text[after..<close])
    }
}
