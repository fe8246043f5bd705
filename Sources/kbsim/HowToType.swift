import ArgumentParser
import KeyboardSimSupport
import KeyboardSimIME
import KeyboardSimXKB

/// `kbsim how-to-type`: every way to type each character on a layout, a keymap file or a software keyboard.
struct HowToTypeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "how-to-type",
        abstract: "Print every way to type each character: keys, dead-key/Compose sequences, software-keyboard taps.",
        discussion: """
            Like xkbcli how-to-type, and further: dead-key and Compose sequences from the locale's Compose \
            table, and on a software keyboard (--keyboard-type) the taps a person makes from the keyboard as it opens. \
            Layouts and levels are numbered from 1 as xkbcli prints them. Without --layout, --keymap or \
            --keyboard-type, the layout is us.

            Example: kbsim how-to-type --layout us --variant intl "é"
            """)

    @OptionGroup var hardware: HardwareKeyboardOptions

    @Option(
        name: [.customLong("keyboard-type"), .customLong("type")],
        help: "A software keyboard (--type is an older name of this option).")
    var keyboard: SoftwareKeyboardArgument?

    private var keyboardType: String? { keyboard?.name }

    @Option(
        help:
            "The locale whose Compose table gives sequences (falls back to en_US.UTF-8); on decimalPad, its decimal separator."
    )
    var locale: LocaleArgument?

    @Option(help: "Output format.")
    var format: ListFormat = .text

    @Argument(help: "The text whose characters to look up.")
    var text: String

    func validate() throws {
        let sources = [
            hardware.layout.map { _ in "--layout" }, hardware.keymap.map { _ in "--keymap" },
            keyboardType.map { _ in "--keyboard-type" }
        ].compactMap { $0 }
        if sources.count > 1 {
            throw CLIError(
                message:
                    "\(sources.joined(separator: " and ")): give one keymap source; accepted: --layout L [--variant V] [--options O], --keymap FILE or --keyboard-type T"
            )
        }
    }

    func run() throws {
        let layout = hardware.layout?.name, keymap = hardware.keymap, variant = hardware.variant
        let answer: HowToType
        do {
            answer = try lookUp()
        } catch let error as KeymapError {
            let option =
                error.kind == .composeTable
                ? "--locale"
                : keymap != nil
                    ? "--keymap"
                    : keyboardType != nil
                        ? "--keyboard-type"
                        : error.kind == .unknownOption ? "--options" : "--layout"
            var message = "\(option): \(error.description)"
            if option == "--layout",
                let hint = (try? XKBLayoutCatalog())?.hint(layout: layout ?? "us", variant: variant ?? "")
            {
                message += " (\(hint))"
            }
            throw CLIError(message: message)
        } catch let error as KeyboardsError {
            throw CLIError(message: error.message)
        }
        let out = standardOutput
        out.line(format == .json ? answer.jsonText : answer.plainText)
        out.flush()
    }

    private func lookUp() throws -> HowToType {
        if let keyboardType {
            let separator = locale.map { SoftwareKeymaps.decimalSeparator(forLocale: $0.identifier) } ?? "."
            let keyboard = try SoftwareKeymaps.keyboard(type: keyboardType, decimalSeparator: separator)
            let others = try SoftwareKeymaps.types.filter { $0 != keyboardType }.map {
                (name: $0, keyboard: try SoftwareKeymaps.keyboard(type: $0, decimalSeparator: separator))
            }
            // The kana keyboard composes voiced and small kana with its ゛゜小 key (the input method's spelling).
            let composed: (Character) -> String? =
                keyboardType == "japanese-kana"
                ? { KanaKeyboard.spell(String($0), typing: .flick) } : { _ in nil }
            return HowToType(
                text: text, software: keyboard, typeName: keyboardType, otherTypes: others, composedKeys: composed)
        }
        let compiled: XKBKeymap
        var name: String? = nil
        let layout = hardware.layout?.name, options = hardware.options
        if let keymap = hardware.keymap {
            compiled = try XKBKeymap(contentsOfFile: keymap, context: XKBContext())
        } else {
            let layout = layout ?? "us"
            compiled = try XKBKeymap(layout: layout, variant: hardware.variant ?? "", options: options ?? "")
            if let options, !options.isEmpty { name = "\(compiled.sourceName) (\(options))" }
        }
        let sequences: XKBSequenceTable?
        do {
            let table = try XKBComposeTable(locale: locale?.identifier ?? XKBComposeTable.fallbackLocale)
            sequences = XKBSequenceTable(lookup: compiled.reverseLookup(), compose: table)
        } catch let error as KeymapError where locale == nil {
            OutputWriter.error("note: dead-key and Compose sequences are not listed: \(error.description)")
            sequences = nil
        }
        return HowToType(text: text, hardware: compiled, sequences: sequences, name: name)
    }
}
