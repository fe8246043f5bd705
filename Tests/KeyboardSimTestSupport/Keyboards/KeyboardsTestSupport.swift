import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Helpers for the keyboards tests: run the built `kbsim`, find `xkbcli`, read an SVG.
enum KeyboardsTestSupport {
    typealias Run = KbsimProcess.Run
    static let keymapsDirectory = KbsimProcess.keymapsDirectory
    static func kbsim(_ arguments: [String]) throws -> Run { try KbsimProcess.kbsim(arguments) }
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> Run {
        try KbsimProcess.run(executable, arguments, environment: environment)
    }

    /// `xkbcli` from libxkbcommon-tools, if installed.
    static let xkbcli: String? = ["/usr/bin/xkbcli", "/usr/local/bin/xkbcli"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// What an SVG holds: whether it parsed, its text nodes, and each key group's `data-label`.
    struct SVGContents {
        var parsed = false
        var error: String?
        var texts: [String] = []
        var labelsByKey: [String: String] = [:]
        var fills: Set<String> = []
    }

    static func parseSVG(_ text: String) -> SVGContents {
        let delegate = SVGDelegate()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = delegate
        var contents = delegate.contents
        contents.parsed = parser.parse()
        contents = delegate.contents
        contents.parsed = parser.parserError == nil
        contents.error = parser.parserError.map { "\($0)" }
        return contents
    }

    private final class SVGDelegate: NSObject, XMLParserDelegate {
        var contents = SVGContents()
        private var inText = false
        private var current = ""
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            if elementName == "text" { inText = true; current = "" }
            if elementName == "g", let id = attributes["id"], id.hasPrefix("key-") {
                contents.labelsByKey[String(id.dropFirst(4))] = attributes["data-label"] ?? ""
            }
            if let fill = attributes["fill"] { contents.fills.insert(fill) }
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { if inText { current += string } }
        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if elementName == "text" { inText = false; if !current.isEmpty { contents.texts.append(current) } }
        }
    }
}
