@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// The max-length examples under every per-key variant: variant-neutral scripts (outcome checks only) in
/// Tests/KeyboardSimTestSupport/Examples/Scripts/variants/.
@MainActor @Suite struct MaxLengthVariantTests {
    static func script(_ name: String) throws -> String {
        try String(
            contentsOf: ExampleRegistry.root.appendingPathComponent(
                "Tests/KeyboardSimTestSupport/Examples/Scripts/variants/\(name).kbsim"), encoding: .utf8)
    }

    @Test(
        "MaxLengthMarkedTextDelegate keeps the limit and lets text that fits through under every variant of every contested rule",
        arguments: Harness.variants())
    func fixedDelegatePassesEverywhere(_ config: HarnessConfiguration) throws {
        let result = try KeyboardSession.run(
            script: try Self.script("max-length-marked"), registry: ExampleRegistry.registry,
            file: "max-length-marked.kbsim", variant: config.variant)
        #expect(result.passed, "\(result.report)")
    }

    @Test(
        "The article's check and the newLength check each fail under a per-key variant (marked-text-call)",
        arguments: ["max-length-article", "max-length-newlength"])
    func buggyDelegatesFailUnderAPerKeyVariant(_ name: String) throws {
        let text = try Self.script(name)
        var failing: [String] = []
        for variant in try IOSProfile.variants(combining: ["marked-text-call"]) {
            let result = try KeyboardSession.run(
                script: text, registry: ExampleRegistry.registry, file: "\(name).kbsim", variant: variant)
            if !result.passed { failing.append(variant.description) }
        }
        #expect(!failing.isEmpty, "\(name) passes under every per-key variant")
    }

    @Test(
        "kbsim run --variants on the built-in copies: the fix passes under all, each buggy check fails under a marked-text-call variant"
    )
    func commandLine() throws {
        let dir = try KbsimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // The built-in delegates are copies of the Swift files (docs/scenarios.md, Examples).
        let copies = [
            "max-length-article": "max-length-append:4", "max-length-newlength": "max-length:4",
            "max-length-marked": "max-length-safe:4"
        ]
        var paths: [String: String] = [:]
        for (name, builtin) in copies {
            let path = dir.appendingPathComponent("\(name).kbsim").path
            try Self.script(name).replacingOccurrences(of: "delegate=example:\(name)", with: "delegate=\(builtin)")
                .write(toFile: path, atomically: true, encoding: .utf8)
            paths[name] = path
        }
        let fixed = try KbsimProcess.kbsim(["run", "--variants", try #require(paths["max-length-marked"])])
        #expect(fixed.status == 0, "\(fixed.stdout)")
        #expect(
            fixed.stdout.contains("passes under all \(IOSProfile.variants(of: .ios18).count) variants"),
            "\(fixed.stdout)")
        for name in ["max-length-article", "max-length-newlength"] {
            let path = try #require(paths[name])
            let run = try KbsimProcess.kbsim(["run", "--variants", "marked-text-call", path])
            #expect(run.status == 1, "\(run.stdout)")
            let failing = run.stdout.split(separator: "\n").first { $0.hasPrefix("\(path): fails under ") }
            #expect(failing?.contains("marked-text-call=") == true, "\(run.stdout)")
        }
    }
}
