import ArgumentParser
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimRender

/// `kbsim render`: draws a software keyboard as SVG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a software keyboard from its keymap as an SVG image.",
        discussion: """
            Keys, labels of the chosen plane, the return key's title (English or Simplified Chinese) and its \
            disabled look, light or dark, at the device's width. View it in a browser or convert it: \
            rsvg-convert -o keyboard.png keyboard.svg

            Example: kbsim render --keyboard-type emailAddress --return-key go --appearance dark -o email.svg
            """)

    @Option(
        name: [.customLong("keyboard-type"), .customLong("type")],
        help: "The software keyboard (--type is an older name of this option).")
    var keyboard: SoftwareKeyboardArgument = .standard

    private var keyboardType: String { keyboard.name }

    @Option(
        help:
            "The plane: letters, LETTERS, numbers, symbols (pads: numbers, symbols). (default: the plane the keyboard opens on)"
    )
    var plane: String?

    @Option(help: "The field's keyboardAppearance. (default: default, drawn light)")
    var appearance: UIKeyboardAppearance?

    @Option(name: .customLong("return-key"), help: "The field's returnKeyType. (default: default)")
    var returnKey: UIReturnKeyType?

    @Option(
        help:
            "The language of the return key and space bar. (default: zh-Hans on pinyin, ja on japanese-kana, en otherwise)"
    )
    var language: KeyboardLanguage?

    @Option(help: "The simulated device (see kbsim devices).")
    var device: Device = .iPhone15

    @Flag(
        name: .customLong("enables-return-automatically"),
        help: "enablesReturnKeyAutomatically: with --text-empty, return is drawn disabled.")
    var enablesReturnAutomatically = false

    @Flag(name: .customLong("text-empty"), help: "The field's text is empty.")
    var textEmpty = false

    @Option(name: .customLong("highlight"), help: "A key name drawn as the last tapped key (e.g. AC01).")
    var highlight: String?

    @Option(name: .customLong("locale"), help: "On decimalPad, the locale whose decimal separator shows (e.g. de_DE).")
    var locale: LocaleArgument?

    @Option(
        name: .shortAndLong,
        help: "The SVG file to write (- for standard output); a symbolic link is written through to its target.")
    var output: String

    func validate() throws {
        guard output == "-" || output.lowercased().hasSuffix(".svg") else {
            throw CLIError(
                message:
                    "-o \"\(output)\": render writes SVG; accepted: a path ending in .svg, or - for standard output (convert with rsvg-convert)"
            )
        }
    }

    func run() throws {
        var options = KeyboardRenderOptions()
        options.appearance = appearance ?? .default
        options.returnKeyType = returnKey ?? .default
        options.device = device
        options.enablesReturnKeyAutomatically = enablesReturnAutomatically
        options.textIsEmpty = textEmpty
        options.language = language
        let svg: String
        do {
            let separator = locale.map { SoftwareKeymaps.decimalSeparator(forLocale: $0.identifier) } ?? "."
            let keyboard = try SoftwareKeymaps.keyboard(type: keyboardType, decimalSeparator: separator)
            if let highlight, keyboard.keymap.keycode(named: highlight) == nil {
                let names = keyboard.keymap.keycodes.compactMap { keyboard.keymap.keyName($0) }
                throw CLIError(
                    message:
                        "--highlight \"\(highlight)\": the keyboard \(keyboardType) has no such key; accepted: \(names.joined(separator: ", "))"
                )
            }
            options.highlightedKey = highlight
            let state =
                try plane.map {
                    try KeyboardRenderer.state(
                        of: keyboard.keymap, plane: $0, layout: keyboard.state.layoutIndex(.locked))
                } ?? keyboard.state
            svg = KeyboardRenderer.svg(state: state, type: keyboardType, options: options)
        } catch let error as KeymapError {
            throw CLIError(message: "--keyboard-type: \(error.description)")
        } catch let error as KeyboardsError {
            throw CLIError(message: error.message)
        }
        if output == "-" {
            standardOutput.write(svg)
            standardOutput.flush()
        } else {
            // All at once (a temporary file renamed into place); a symbolic link is written through, not replaced.
            try writeFile(svg, to: output, option: "-o")
        }
    }
}
