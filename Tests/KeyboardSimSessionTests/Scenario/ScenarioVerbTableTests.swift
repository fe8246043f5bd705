@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// The verb table (`ScenarioVerb.all`) is the one place a verb is written: for every verb in it, the parser, the
/// printer, the executor and the fuzzer know it. The verbs come from the table, not from a list kept here, so a
/// new verb is checked as soon as it is in the table.
@Suite("The verb table") struct ScenarioVerbTableTests {
    static let verbNames = ScenarioVerb.all.map(\.name)

    /// Parses one step's line after the fields `f` and `g` (a setting alone, as it must come first).
    static func parse(_ line: String, setting: Bool) throws -> ScenarioStep? {
        let script = setting ? line : "field f\nfield g\n" + line
        var parser = ScenarioParser(registeredViews: ["SignUpForm"])
        parser.registeredScreens = ["sign-in"]
        return try parser.parse(script, file: "verbs.kbsim").lines.last?.step
    }

    @Test("verb names are unique and are the parser's step names")
    func names() {
        #expect(Set(Self.verbNames).count == Self.verbNames.count)
        #expect(ScenarioParser.stepNames == Self.verbNames)
    }

    @Test("the printer writes each verb's steps under its name and the parser reads them back", arguments: verbNames)
    func printAndParse(_ name: String) throws {
        let verb = try #require(ScenarioVerb.named(name))
        #expect(!verb.examples.isEmpty, "\(name) has no example steps")
        for step in verb.examples {
            #expect(step.verb?.name == name, "\(step) is not claimed by \(name)")
            #expect(step.isSetting == verb.isSetting)
            let line = ScenarioPrinter.line(step)
            #expect(line == name || line.hasPrefix(name + " "), "\(name) printed as \(line)")
            #expect(try Self.parse(line, setting: verb.isSetting) == step, "\(line) does not parse back")
        }
    }

    @Test(
        "the executor performs each verb's steps (it may refuse one the screen cannot do, never skip it)",
        arguments: verbNames)
    @MainActor func perform(_ name: String) throws {
        let verb = try #require(ScenarioVerb.named(name))
        var registry = ScenarioRegistry()
        registry.register(view: "SignUpForm") { _ in [UITextField(), UITextField()] }
        registry.register(screen: "sign-in") { UIViewController() }
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("verb-table-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: out) }
        for step in verb.examples {
            // Input methods load dictionaries (the input-method tests switch each on); `ime none` is enough here.
            if case .inputMethod(_?) = step { continue }
            let session = KeyboardSession()
            try session.addField("f", traits: [])
            try session.addField("g", traits: [])
            try session.tap("f")
            do {
                try session.perform(step, registry: registry, outputDirectory: out)
            } catch let error as ScenarioVerb.UnclaimedStep {
                Issue.record("\(error)")
            } catch {
                // A refusal the step's own tests cover (nothing composing, an association with no commit, …).
            }
        }
    }

    @Test("the generator makes each verb's steps, or the verb says why it does not", arguments: verbNames)
    func generator(_ name: String) throws {
        let verb = try #require(ScenarioVerb.named(name))
        guard verb.fuzzing.generation != nil else {
            #expect(!(verb.fuzzing.notGeneratedBecause ?? "").isEmpty, "\(name) is neither generated nor says why")
            return
        }
        var weights = FuzzWeights()
        for v in ScenarioVerb.all where v.fuzzing.generation != nil { weights[verb: v.name] = 1 }
        weights[verb: name] = 20
        var generator = FuzzGenerator(fields: ["f", "g"], weights: weights, inputMethod: true, steps: 20...40)
        generator.weights[verb: "autofill"] = name == "autofill" ? 20 : 0  // gives the fields content types
        let made = (0..<100 as Range<UInt64>).contains { seed in
            generator.session(seed: seed).steps.contains { $0.verb?.name == name }
        }
        #expect(made, "no session of 100 seeds has a \(name) step")
    }

    @Test("every opcode of the byte format belongs to one verb, and a verb's steps the format holds decode back")
    func byteFormat() throws {
        var owners = [String?](repeating: nil, count: Int(FuzzByteCode.opcodeCount))
        for verb in ScenarioVerb.all {
            guard let code = verb.fuzzing.bytes else { continue }
            for op in code.opcodes {
                #expect(owners[Int(op)] == nil, "opcode \(op) belongs to \(owners[Int(op)] ?? "") and \(verb.name)")
                owners[Int(op)] = verb.name
            }
            var held = 0
            for step in verb.examples {
                let session = FuzzSession(
                    steps: [.field(name: "f", traits: []), .field(name: "g", traits: []), .tap("f"), step], seed: 0)
                guard let bytes = try? session.bytes() else { continue }
                held += 1
                #expect(
                    FuzzSession(bytes: bytes).steps.last == step, "\(ScenarioPrinter.line(step)) does not decode back")
            }
            #expect(held > 0, "no example of \(verb.name) is in the byte format")
        }
        #expect(
            owners.allSatisfy { $0 != nil }, "opcodes without a verb: \(owners.indices.filter { owners[$0] == nil })")
    }
}
