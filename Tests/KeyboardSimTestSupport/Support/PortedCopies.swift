import Foundation
import Testing

/// The committed, generated copies of `kbsim port` (Examples/ios, Examples/screens, Examples/responders): each is
/// exactly what the port makes of its source folder today, so a port change that alters them fails until the copy
/// is regenerated with its make target, and `kbsim port --check` (what CI runs) says so.
enum PortedCopies {
    /// Ports `source` (relative to the package root) into a temporary folder and expects the same files, byte for
    /// byte, as in `committed`; returns the port's report and the files it made, for further checks.
    @discardableResult
    static func expectFresh(
        source: String, committed: String, make target: String, root: URL,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> (run: KbsimProcess.Run, files: [String]) {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-ported-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: tmp) }
        let run = try KbsimProcess.kbsim(["port", source, "-o", tmp.path], in: root)
        #expect(run.status == 0, "\(run.stderr)", sourceLocation: sourceLocation)
        let ported = root.appendingPathComponent(committed)
        let made = try FileManager.default.contentsOfDirectory(atPath: tmp.path).sorted()
        let kept = try FileManager.default.contentsOfDirectory(atPath: ported.path).filter { $0.hasSuffix(".swift") }
            .sorted()
        #expect(
            made == kept, "\(committed) holds other files than the port makes: run `make \(target)`",
            sourceLocation: sourceLocation)
        for name in made where kept.contains(name) {
            let a = try Data(contentsOf: tmp.appendingPathComponent(name))
            let b = try Data(contentsOf: ported.appendingPathComponent(name))
            #expect(a == b, "\(committed)/\(name) is stale: run `make \(target)`", sourceLocation: sourceLocation)
        }
        // What CI runs: `--check` passes on the committed copy and says which file is stale where one is.
        let check = try KbsimProcess.kbsim(["port", source, "-o", committed, "--check", "-q"], in: root)
        #expect(check.status == 0, "kbsim port --check: \(check.stdout)\(check.stderr)", sourceLocation: sourceLocation)
        let stale = try KbsimProcess.kbsim(
            ["port", source, "-o", tmp.appendingPathComponent("empty").path, "--check", "-q"], in: root)
        #expect(
            stale.status == 1 && stale.stdout.contains("stale: "), "kbsim port --check on an empty folder: \(stale)",
            sourceLocation: sourceLocation)
        return (run, made)
    }
}
