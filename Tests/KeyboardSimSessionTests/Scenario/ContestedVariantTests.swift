@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// The contested rules as a matrix: `kbsim profiles --contested` and docs/profiles.md list the same rules,
/// `--variants` runs a script or campaign under their alternatives, and the Swift harness offers the same variants.
@MainActor @Suite struct ContestedVariantTests {
    static let root = ExampleRegistry.root

    @Test(
        "kbsim profiles --contested lists every contested rule with its alternatives, and docs/profiles.md the same list"
    )
    func contestedListMatchesTheDocs() throws {
        let run = try KbsimProcess.kbsim(["profiles", "--contested"])
        #expect(run.status == 0, "\(run.stderr)")
        for entry in IOSProfile.contested {
            #expect(run.stdout.contains("\(entry.name): \(entry.summary)\n"))
        }
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/profiles.md"), encoding: .utf8)
        // The block after "<!-- kbsim profiles --contested -->", fenced: regenerate it with that command.
        let marker = try #require(doc.range(of: "<!-- kbsim profiles --contested -->\n```text\n"))
        let rest = doc[marker.upperBound...]
        let end = try #require(rest.range(of: "```\n"))
        #expect(
            String(rest[..<end.lowerBound]) == run.stdout,
            "docs/profiles.md's list differs from kbsim profiles --contested; paste the command's output between the fences"
        )
    }

    @Test(
        "dictation-display is an option, not a contested rule: settable by name, absent from --contested and --variants"
    )
    func optionsAreNotContested() throws {
        #expect(IOSProfile.options.map(\.name) == ["dictation-display"])
        #expect(!IOSProfile.contested.contains { $0.name == "dictation-display" })
        #expect(!IOSProfile.variants(of: .ios18).contains { $0.settings.contains { $0.rule == "dictation-display" } })
        var live = IOSProfile.ios18
        try live.set(entry: "dictation-display", to: "live")
        #expect(live.dictationDisplay == .live)
        let refused = #expect(throws: IOSProfile.EntryError.self) {
            try IOSProfile.variants(combining: ["dictation-display"])
        }
        #expect(refused?.message.hasPrefix("unknown contested rule \"dictation-display\"; accepted: ") == true)
        let listing = try KbsimProcess.kbsim(["profiles"])
        #expect(
            listing.stdout.contains(
                "  dictation-display = placeholder  (placeholder | live)  option, not contested: whether dictation"))
    }

    @Test("Variants: each alternative of each rule, one rule at a time; the product of named rules, refused above 64")
    func variantEnumeration() throws {
        let one = IOSProfile.variants(of: .ios18)
        #expect(one.count == IOSProfile.contested.reduce(0) { $0 + $1.values.count - 1 })
        #expect(one.allSatisfy { $0.settings.count == 1 && $0.applied(to: .ios18) != .ios18 })
        #expect(
            one.first?.description == "marked-text-call=" + IOSProfile.contested[0].values.first {
                $0 != IOSProfile.contested[0].value(in: .ios18)
            }!)
        let product = try IOSProfile.variants(combining: ["marked-text-call", "korean-rewrite"])
        #expect(product.count == 6)
        #expect(product.map(\.description).first == "marked-text-call=whole-marked-range,korean-rewrite=silent")
        #expect(Set(product).count == 6)
        let big = #expect(throws: IOSProfile.EntryError.self) {
            try IOSProfile.variants(combining: [
                "marked-text-call", "multi-tap-call", "candidate-commit", "focus-switch"
            ])
        }
        #expect(
            big?.message
                == "marked-text-call,multi-tap-call,candidate-commit,focus-switch make 81 combinations (marked-text-call 3 × multi-tap-call 3 × candidate-commit 3 × focus-switch 3); accepted: at most 64, name fewer rules"
        )
        let unknown = #expect(throws: IOSProfile.EntryError.self) {
            try IOSProfile.variants(combining: ["marked-text"])
        }
        #expect(
            unknown?.message.hasPrefix("unknown contested rule \"marked-text\"; accepted: marked-text-call, ") == true)
        // The harness: the configuration first, then each variant, named after it.
        let configs = Harness.variants()
        #expect(configs.count == one.count + 1)
        #expect(configs[0].description == "observed ios18")
        #expect(configs[1].description == "observed ios18 \(one[0])")
        #expect(configs[1].variant == one[0])
    }

    @Test(
        "kbsim run --variants: a line per variant, the variants a script fails under, the command that reproduces each; exit 1"
    )
    func runVariants() throws {
        let dir = try KbsimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("quicktype.kbsim").path
        // Passes as written (the QuickType pick asks the delegate), fails when it is silent.
        try """
        profile-entry quicktype-call asked
        field f
        tap f
        type "hel"
        suggest "hello"
        expect event delegate textField(_:shouldChangeCharactersIn:replacementString:) string="hello "
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let run = try KbsimProcess.kbsim(["run", "--variants", script])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("ok   \(script) (") == true)
        #expect(lines.contains { $0.hasPrefix("FAIL \(script) [quicktype-call=silent] (") })
        #expect(lines.contains { $0.hasPrefix("ok   \(script) [marked-text-call=") })
        #expect(
            lines.contains(
                "  reproduce: kbsim run --profile-entry quicktype-call=silent \(script)  (or add to the script: profile-entry quicktype-call silent)"
            ))
        let variants = IOSProfile.variants(of: .ios18).count
        #expect(
            lines.contains("\(script): fails under 1 of \(variants) variants: quicktype-call=silent"), "\(run.stdout)")
        #expect(lines.last == "\(variants) passed, 1 failed")
        // The product of the named rules (the script's own combination is the run as written).
        let product = try KbsimProcess.kbsim(["run", "--variants", "quicktype-call,dictation-call", script])
        #expect(product.status == 1)
        #expect(
            product.stdout.contains("\(script): fails under 2 of 3 variants: quicktype-call=silent,dictation-call="),
            "\(product.stdout)")
        // Refusals: one line, exit 2.
        let big = try KbsimProcess.kbsim([
            "run", "--variants", "marked-text-call,multi-tap-call,candidate-commit,focus-switch", script
        ])
        #expect(big.status == 2)
        #expect(
            big.stderr
                == "kbsim: --variants \"marked-text-call,multi-tap-call,candidate-commit,focus-switch\": marked-text-call,multi-tap-call,candidate-commit,focus-switch make 81 combinations (marked-text-call 3 × multi-tap-call 3 × candidate-commit 3 × focus-switch 3); accepted: at most 64, name fewer rules (see kbsim profiles --contested)\n"
        )
        let withRecord = try KbsimProcess.kbsim([
            "run", "--variants", "--record", dir.appendingPathComponent("t").path, script
        ])
        #expect(withRecord.status == 2)
        #expect(withRecord.stderr.hasPrefix("kbsim: --variants and --record: "), "\(withRecord.stderr)")
        // A script that passes under every variant.
        let robust = dir.appendingPathComponent("robust.kbsim").path
        try "field f\ntap f\ntype \"hi\"\nexpect f.text == \"hi\"\n".write(
            toFile: robust, atomically: true, encoding: .utf8)
        let ok = try KbsimProcess.kbsim(["run", robust, "--variants"])
        #expect(ok.status == 0, "\(ok.stdout)")
        #expect(ok.stdout.contains("\(robust): passes under all \(variants) variants\n"))
    }

    @Test(
        "kbsim fuzz --variants: the campaign under each variant, reproducers in --out/RULE=VALUE, the variants with failures named"
    )
    func fuzzVariants() throws {
        let dir = try KbsimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try KbsimProcess.kbsim(
            [
                "fuzz", "--delegate", "max-length-append:4", "--ime", "pinyin", "--property", "max-length=4",
                "--runs", "40", "--seed", "7", "--quiet", "--out", dir.path, "--variants", "marked-text-call"
            ],
            environment: ["SWIFT_BACKTRACE": "enable=no"])
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let expected =
            ["variant: (as written)"]
            + IOSProfile.contested[0].values
            .filter { $0 != IOSProfile.ios18.markedTextDelegateCall.rawValue }.map { "variant: marked-text-call=\($0)" }
        #expect(lines.filter { $0.hasPrefix("variant: ") } == expected)
        let last = try #require(lines.last)
        #expect(last.hasPrefix("variants: 3, "), "\(run.stdout)")
        #expect(run.status == (last.hasSuffix("no failure under any") ? 0 : 1))
        #expect(
            last.contains("failures under"),
            "the article's check overruns the limit under some per-key variant: \(run.stdout)")
        for variant in try IOSProfile.variants(combining: ["marked-text-call"]) where last.contains(variant.description)
        {
            let files = try FileManager.default.contentsOfDirectory(
                atPath: dir.appendingPathComponent(variant.description).path)
            #expect(files.contains { $0.hasPrefix("fuzz-max-length-7") && $0.hasSuffix(".kbsim") }, "\(files)")
        }
        let jobs = try KbsimProcess.kbsim([
            "fuzz", "--delegate", "accept", "--runs", "1", "--jobs", "2", "--variants", "--out", dir.path
        ])
        #expect(jobs.status == 2)
        #expect(
            jobs.stderr
                == "kbsim: --variants and --jobs 2: the variants run one after another in one process; accepted: one of them\n"
        )
    }
}
