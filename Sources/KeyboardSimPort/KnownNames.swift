import Foundation
/// The names a ported file can use without declaring them: what KeyboardSim's public API declares and what the
/// Linux platform declares, generated from symbol graphs by scripts/port-known-names.sh (`make port-known-names`)
/// into KnownNames+KeyboardSim.swift and KnownNames+Platform.swift. A name in none of them, and not declared by the
/// inputs either, does not compile on Linux: `kbsim port` reports it.
enum KnownNames {
    /// KeyboardSim's names and what every Linux file sees.
    static let always: Set<String> = lines(keyboardSim).union(lines(platform))

    /// The names of each module a file sees only when it imports it (XCTest, Testing, FoundationNetworking …).
    static let modules: [String: Set<String>] = platformModules.mapValues(lines)

    /// Whether a file importing `imports` (module names) sees `name`.
    static func contains(_ name: String, importing imports: Set<String>) -> Bool {
        if always.contains(name) { return true }
        return imports.contains { modules[$0]?.contains(name) == true }
    }

    static func lines(_ text: String) -> Set<String> { Set(text.split(separator: "\n").map(String.init)) }
}
