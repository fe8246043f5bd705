import ArgumentParser
import Foundation

/// Checks argument-parser does not make: an option given twice (it would keep the last value silently) and
/// `kbsim help NAME` with an unknown NAME (it would print the overview and exit 0). The options each subcommand
/// takes, and which of them repeat, come from argument-parser's own description of the commands (the JSON its
/// `--experimental-dump-help` flag prints), so the table never goes stale.
enum CommandLineChecks {
    /// One option of a subcommand.
    struct OptionInfo {
        /// How it is spelled in messages (`--layout`).
        var display: String
        /// Whether it takes a value (`--layout us`) or is a flag.
        var takesValue: Bool
        /// Whether it may be given several times (`--type-text`).
        var repeats: Bool
    }

    /// The subcommand names, in help order.
    static var subcommandNames: [String] { Kbsim.configuration.subcommands.map { $0.name } }

    /// The subcommand the arguments run (`edit` when none is named) and where its arguments start.
    static func subcommand(of arguments: [String]) -> (name: String, start: Int) {
        if let first = arguments.first, subcommandNames.contains(first) { return (first, 1) }
        return (Edit.name, 0)
    }

    /// Throws a ``CLIError`` for a repeated option or an unknown `help` subcommand.
    static func check(_ arguments: [String]) throws {
        if arguments.first == "help" {
            for name in arguments.dropFirst() where !name.hasPrefix("-") && !subcommandNames.contains(name) {
                throw CLIError(
                    message:
                        "help \"\(name)\": unknown subcommand; accepted: \(subcommandNames.joined(separator: ", "))")
            }
            return
        }
        let (name, start) = subcommand(of: arguments)
        let options = self.options(of: name)
        var seen: [String: (spelled: String, value: String)] = [:]
        var i = start
        while i < arguments.count {
            let token = arguments[i]
            i += 1
            if token == "--" { break }
            guard token.hasPrefix("-"), token.count >= 2, Double(token) == nil else { continue }
            var spelled = token
            var inlineValue: String?
            if token.hasPrefix("--"), let eq = token.firstIndex(of: "=") {
                spelled = String(token[..<eq])
                inlineValue = String(token[token.index(after: eq)...])
            } else if !token.hasPrefix("--"), token.count > 2 {
                // -ofile: a short option with its value attached, or several short flags.
                spelled = String(token.prefix(2))
                if options[spelled]?.takesValue == true { inlineValue = String(token.dropFirst(2)) } else { continue }
            }
            guard let info = options[spelled] else { continue }
            var value = inlineValue
            if info.takesValue && value == nil && i < arguments.count {
                value = arguments[i]
                i += 1
            }
            guard !info.repeats else { continue }
            if let earlier = seen[info.display] {
                if info.takesValue {
                    throw CLIError(
                        message:
                            "\(earlier.spelled) \"\(earlier.value)\" and \(spelled) \"\(value ?? "")\": the option is given twice; give it once"
                    )
                }
                throw CLIError(message: "\(spelled): the flag is given twice; give it once")
            }
            seen[info.display] = (spelled, value ?? "")
        }
    }

    /// The options of a subcommand by every spelling (`-o` and `--output` map to the same entry).
    static func options(of subcommand: String) -> [String: OptionInfo] {
        guard let data = description.data(using: .utf8),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let command = root["command"] as? [String: Any],
            let subcommands = command["subcommands"] as? [[String: Any]],
            let entry = subcommands.first(where: { $0["commandName"] as? String == subcommand }),
            let arguments = entry["arguments"] as? [[String: Any]]
        else { return [:] }
        var out: [String: OptionInfo] = [:]
        for argument in arguments {
            let kind = argument["kind"] as? String
            guard kind == "option" || kind == "flag" else { continue }
            let names: [String] = (argument["names"] as? [[String: Any]] ?? []).compactMap { n in
                guard let name = n["name"] as? String else { return nil }
                return (n["kind"] as? String) == "short" ? "-" + name : "--" + name
            }
            guard let display = names.first(where: { $0.hasPrefix("--") }) ?? names.first else { continue }
            let info = OptionInfo(
                display: display, takesValue: kind == "option",
                repeats: argument["isRepeating"] as? Bool ?? false)
            for n in names { out[n] = info }
        }
        return out
    }

    /// argument-parser's description of the commands as JSON: what `kbsim --experimental-dump-help` prints.
    private static let description: String = {
        do {
            _ = try Kbsim.parseAsRoot(["--experimental-dump-help"])
            return ""
        } catch {
            return Kbsim.fullMessage(for: error)
        }
    }()
}

extension ParsableCommand {
    /// The name that runs the command (`edit`, `run`).
    static var name: String { configuration.commandName ?? "" }
}
