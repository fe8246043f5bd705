// libFuzzer entry point: coverage-guided fuzzing of a delegate with kbsim's oracles (docs/fuzzing.md).
//
// Built by Fuzz/build.sh into ONE module with Sources/KeyboardSim (so no package build is needed):
//   Fuzz/build.sh (the library targets and Fuzz/*.swift as one module, -sanitize=fuzzer,address)
// libFuzzer supplies `main` and calls LLVMFuzzerTestOneInput with each input; the bytes decode into a session
// (FuzzSession(bytes:)); a failed oracle or property prints the session as a scenario script and aborts, so
// libFuzzer saves the input as crash-…; a delegate that traps is a crash libFuzzer saves the same way.
#if canImport(Glibc)
import Glibc
#endif

/// The fuzz target's configuration, made once.
@MainActor enum FuzzTarget {
    /// How scripts name the delegate (`delegate=` of the field lines).
    static let delegateName: String = makeUserDelegate() != nil ? "user"
        : ProcessInfo.processInfo.environment["KBSIM_FUZZ_DELEGATE"] ?? "planted:array-index-recorded"
    /// The delegate under test: `makeUserDelegate()` (Fuzz/UserDelegate.swift) when it returns one, else the
    /// built-in delegate named by KBSIM_FUZZ_DELEGATE (default `planted:array-index-recorded`).
    static let runner: FuzzRunner = {
        let spec = ProcessInfo.processInfo.environment["KBSIM_FUZZ_DELEGATE"] ?? "planted:array-index-recorded"
        var properties: [FuzzProperty] = [.noRecordedTrap]
        if let p = ProcessInfo.processInfo.environment["KBSIM_FUZZ_MAX_LENGTH"], let n = Int(p) { properties.append(.maxLength(n)) }
        let setUp: FuzzRunner.SetUp
        if makeUserDelegate() != nil {
            setUp = { _, _, _ in makeUserDelegate() }
        } else if spec == "planted:array-index" {
            setUp = { _, _, _ in FuzzArrayIndexDelegate(traps: true) }
        } else if spec == "planted:array-index-recorded" {
            setUp = { _, _, _ in FuzzArrayIndexDelegate(traps: false) }
        } else {
            guard let builtin = try? BuiltinDelegate(parsing: spec) else {
                FileHandle.standardError.write(Data("kbsim-fuzz: KBSIM_FUZZ_DELEGATE \"\(spec)\": unknown; accepted: \(BuiltinDelegate.accepted), planted:array-index, planted:array-index-recorded\n".utf8))
                exit(2)
            }
            setUp = { screen, field, _ in screen.attach(builtin, to: field) }
        }
        return FuzzRunner(resources: FuzzResources(engine: FuzzResources.defaultEngine), properties: properties, setUp: setUp)
    }()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    MainActor.assumeIsolated {
        let session = FuzzSession(bytes: bytes)
        if let failure = FuzzTarget.runner.run(session).failure {
            let script = failure.session.script(header: ["kbsim-fuzz (libFuzzer)", "\(failure.property): \(failure.message)"],
                                                delegate: FuzzTarget.delegateName)
            FileHandle.standardError.write(Data("kbsim-fuzz: \(failure)\n\(script)".utf8))
            abort()
        }
    }
    return 0
}
