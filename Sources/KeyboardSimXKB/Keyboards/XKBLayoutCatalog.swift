import KeyboardSimUIKit
import Foundation
import KeyboardSimSupport
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The layouts and variants xkb-data offers, with their descriptions, as `kbsim layouts` lists them.
///
/// Read from the rules' list file (`/usr/share/X11/xkb/rules/evdev.lst`), or from `evdev.xml` when the list
/// is missing: the same names `XKBKeymap(layout:variant:)` accepts.
///
/// ```swift
/// let catalog = try XKBLayoutCatalog()
/// catalog.layout(named: "us")?.variants.first { $0.name == "intl" }?.description
/// // "English (US, intl., with dead keys)"
/// ```
public struct XKBLayoutCatalog: Sendable {
    /// A variant of a layout.
    public struct Variant: Hashable, Sendable {
        /// The variant's name, e.g. `intl`.
        public let name: String
        /// Its description, e.g. `English (US, intl., with dead keys)`.
        public let description: String
        package init(name: String, description: String) { self.name = name; self.description = description }
    }

    /// A layout and its variants.
    public struct Layout: Hashable, Sendable {
        /// The layout's name, e.g. `us`.
        public let name: String
        /// Its description, e.g. `English (US)`.
        public let description: String
        /// Its variants in the file's order.
        public var variants: [Variant]
    }

    /// The layouts in the file's order.
    public let layouts: [Layout]
    /// The file the catalog was read from.
    public let sourcePath: String

    /// xkb-data's rules directory.
    public static let defaultRulesDirectory = "/usr/share/X11/xkb/rules"

    /// Reads `<rulesDirectory>/<rules>.lst`, or `<rules>.xml` when the list is missing.
    ///
    /// - Throws: ``KeyboardsError`` naming both files when neither can be read or parsed.
    public init(rulesDirectory: String = XKBLayoutCatalog.defaultRulesDirectory, rules: String = "evdev") throws {
        let list = "\(rulesDirectory)/\(rules).lst", xml = "\(rulesDirectory)/\(rules).xml"
        // A copy beside the executable first; none with the system data hidden (DataLocations).
        let read = { (path: String) in DataLocations.locate(path).flatMap { FileManager.default.contents(atPath: $0) } }
        if let data = read(list), let layouts = Self.parseList(String(decoding: data, as: UTF8.self)) {
            self.layouts = layouts
            sourcePath = list
        } else if let data = read(xml), let layouts = Self.parseXML(data) {
            self.layouts = layouts
            sourcePath = xml
        } else {
            throw KeyboardsError(
                message:
                    "cannot read xkb-data's layout list \"\(list)\" nor \"\(xml)\"; accepted: install xkb-data (apt-get install xkb-data)"
            )
        }
    }

    /// Creates a catalog from layouts already read.
    public init(layouts: [Layout], sourcePath: String) {
        self.layouts = layouts
        self.sourcePath = sourcePath
    }

    /// The layout named `name`.
    public func layout(named name: String) -> Layout? { layouts.first { $0.name == name } }

    /// Why `layout`/`variant` is not in the catalog, for an error message; `nil` when both are listed.
    ///
    /// ```swift
    /// catalog.hint(layout: "us", variant: "nope")
    /// // "xkb-data lists no variant \"nope\" of us; its variants: chr, haw, euro, intl, …"
    /// ```
    public func hint(layout: String, variant: String) -> String? {
        let names = layout.split(separator: ",").map(String.init)
        let variants = variant.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        for (index, name) in names.enumerated() {
            guard let entry = self.layout(named: name) else {
                let close = layouts.map(\.name).filter { $0.hasPrefix(String(name.prefix(1))) }.prefix(12)
                return "xkb-data lists no layout \"\(name)\""
                    + (close.isEmpty ? "" : "; layouts starting alike: \(close.joined(separator: ", "))")
            }
            let wanted = index < variants.count ? variants[index] : ""
            if !wanted.isEmpty, !entry.variants.contains(where: { $0.name == wanted }) {
                let listed = entry.variants.map(\.name)
                return "xkb-data lists no variant \"\(wanted)\" of \(name); its variants: "
                    + (listed.isEmpty
                        ? "none" : listed.prefix(15).joined(separator: ", ") + (listed.count > 15 ? ", …" : ""))
            }
        }
        return nil
    }

    /// Parses the `! layout` and `! variant` sections of an `.lst` file; `nil` when it has no layouts.
    ///
    /// Lines are `  name  description` in `! layout` and `  name  layout: description` in `! variant`.
    package static func parseList(_ text: String) -> [Layout]? {
        var layouts: [Layout] = []
        var index: [String: Int] = [:]
        var section = ""
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("!") {
                section = line.dropFirst().trimmingCharacters(in: .whitespaces)
                continue
            }
            guard let space = line.firstIndex(where: \.isWhitespace) else { continue }
            let name = String(line[..<space])
            let rest = line[space...].trimmingCharacters(in: .whitespaces)
            switch section {
            case "layout":
                index[name] = layouts.count
                layouts.append(Layout(name: name, description: rest, variants: []))
            case "variant":
                guard let colon = rest.firstIndex(of: ":") else { continue }
                let layout = String(rest[..<colon])
                let description = rest[rest.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if let at = index[layout] {
                    layouts[at].variants.append(Variant(name: name, description: description))
                }
            default:
                continue
            }
        }
        return layouts.isEmpty ? nil : layouts
    }

    /// Parses `<layoutList>` of an xkb-data `.xml` rules file; `nil` when it has no layouts.
    package static func parseXML(_ data: Data) -> [Layout]? {
        let delegate = RulesXMLDelegate()
        let parser = XMLParser(data: data)
        parser.delegate = delegate
        guard parser.parse(), !delegate.layouts.isEmpty else { return nil }
        return delegate.layouts
    }
}

/// Collects `layout` and `variant` config items from xkb-data's XML rules.
private final class RulesXMLDelegate: NSObject, XMLParserDelegate {
    var layouts: [XKBLayoutCatalog.Layout] = []
    private var path: [String] = []
    private var text = ""
    private var name = "", itemDescription = ""

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        path.append(elementName)
        text = ""
        if elementName == "configItem" { name = ""; itemDescription = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        defer { path.removeLast() }
        let parent = path.count >= 2 ? path[path.count - 2] : ""
        guard parent == "configItem" || elementName == "configItem" else { return }
        switch elementName {
        case "name": name = text.trimmingCharacters(in: .whitespacesAndNewlines)
        case "description": itemDescription = text.trimmingCharacters(in: .whitespacesAndNewlines)
        case "configItem":
            let item = path.count >= 2 ? path[path.count - 2] : ""
            if item == "layout" {
                layouts.append(.init(name: name, description: itemDescription, variants: []))
            } else if item == "variant", path.contains("layout"), !layouts.isEmpty {
                layouts[layouts.count - 1].variants.append(.init(name: name, description: itemDescription))
            }
        default: break
        }
    }
}
