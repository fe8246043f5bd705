import ArgumentParser
import Foundation
import KeyboardSimXKB

/// `kbsim layouts`: the layouts and variants xkb-data offers (what --layout and --variant accept).
struct LayoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "List xkb-data's layouts and their variants, with descriptions (what --layout and --variant accept).")

    @Option(help: "Output format.")
    var format: ListFormat = .text

    func run() throws {
        let catalog: XKBLayoutCatalog
        do { catalog = try XKBLayoutCatalog() } catch let error as KeyboardsError {
            throw CLIError(message: error.message)
        }
        let out = standardOutput
        if format == .json {
            out.line(catalog.jsonText)
        } else {
            for layout in catalog.layouts {
                out.line("\(layout.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(layout.description)")
                for variant in layout.variants {
                    out.line(
                        "  \(layout.name):\(variant.name)".padding(toLength: 28, withPad: " ", startingAt: 0)
                            + " \(variant.description)")
                }
            }
            out.line(
                "\(catalog.layouts.count) layouts, \(catalog.layouts.reduce(0) { $0 + $1.variants.count }) variants, from \(catalog.sourcePath); use --layout L --variant V (or L:V in listings)."
            )
        }
        out.flush()
    }
}
