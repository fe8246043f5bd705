import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
import KeyboardSimSupport
#if canImport(Glibc)
import Glibc
#endif

/// The libFuzzer entry for a user's code (docs/fuzzing.md, "Coverage-guided fuzzing"): a small executable target
/// in the user's package defines `LLVMFuzzerTestOneInput` and calls ``testOneInput(_:_:configure:)``, which
/// decodes the input in the fuzzer's byte format (``FuzzSession/init(bytes:target:maxSteps:seed:)``), runs it with
/// the oracles and properties of the configuration, and on a failure prints the reproducer script to stderr and
/// aborts, so that libFuzzer saves the input. There is no default delegate: the configuration names the target.
///
/// ```swift
/// import KeyboardSim
///
/// @_cdecl("LLVMFuzzerTestOneInput")
/// public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
///     LibFuzzerEntry.testOneInput(data, size) {
///         var c = Fuzzer.Configuration(target: .delegate("LimitDelegate", swift: "LimitDelegate()") { _ in LimitDelegate() })
///         c.properties = [.maxLength(5), .deletable()]
///         return c
///     }
/// }
/// ```
///
/// With `KBSIM_FUZZ_PRINT=1` each input's script is printed before it runs (to see what a crash input does:
/// a trap kills the process before the reproducer is printed).
public enum LibFuzzerEntry {
    /// libFuzzer's `LLVMFuzzerRunDriver(argc, argv, callback)`: the fuzz target declares it (it exists only in
    /// binaries linked with `-sanitize=fuzzer`) and passes it to ``main(driver:configure:)``.
    public typealias Driver = (
        UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    @MainActor private static var configure: (@MainActor () -> Fuzzer.Configuration)?

    /// Runs libFuzzer from the fuzz target's own `main` (SwiftPM gives every executable target a `main` of its
    /// own, so libFuzzer's cannot be used): parses the command line as libFuzzer does and fuzzes
    /// ``testOneInput(_:_:configure:)`` with the configuration `configure` makes. Returns libFuzzer's exit code.
    ///
    /// ```swift
    /// // Sources/MyFuzz/main.swift
    /// import KeyboardSim
    /// @_silgen_name("LLVMFuzzerRunDriver")
    /// func LLVMFuzzerRunDriver(_ argc: UnsafeMutablePointer<CInt>,
    ///                          _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    ///                          _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt
    /// exit(LibFuzzerEntry.main(driver: LLVMFuzzerRunDriver) {
    ///     var c = Fuzzer.Configuration(target: .delegate("MyDelegate", swift: "MyDelegate()") { _ in MyDelegate() })
    ///     c.properties = [.maxLength(10), .deletable()]
    ///     return c
    /// })
    /// ```
    @MainActor public static func main(driver: Driver, configure: @escaping @MainActor () -> Fuzzer.Configuration)
        -> CInt
    {
        self.configure = configure
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        return driver(&argc, &argv) { data, size in LibFuzzerEntry.run(data, size, configure: nil) }
    }

    @MainActor private static var runner: FuzzRunner?
    @MainActor private static var configuration: Fuzzer.Configuration?
    @MainActor private static let printsInputs = ProcessInfo.processInfo.environment["KBSIM_FUZZ_PRINT"] == "1"

    /// The one-time set-up of a fuzz target, for its `LLVMFuzzerInitialize`: makes the configuration and the
    /// shared keyboards and pinyin engine before the first input, so that libFuzzer does not count it against the
    /// first input's time. Reads its data beside the executable when it is there (`DataLocations`); writes
    /// nothing. Returns 0, as libFuzzer expects.
    ///
    /// ```swift
    /// @_cdecl("LLVMFuzzerInitialize")
    /// public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    ///     LibFuzzerEntry.initialize(configure: configuration)
    /// }
    /// ```
    public static func initialize(configure: @escaping @MainActor () -> Fuzzer.Configuration) -> CInt {
        MainActor.assumeIsolated { prepare(configure) }
        return 0
    }

    @MainActor private static func prepare(_ make: @MainActor () -> Fuzzer.Configuration) {
        guard runner == nil else { return }
        // On the fuzzing bots everything but /tmp is read-only and nothing may be left behind: a fuzz target
        // writes no compiled input-method data (docs/fuzzing.md). It maps the compiled form made at build time
        // (kbsim-data/cache beside it, `KBSIM_FUZZ_COMPILE_DATA=1`) where it matches its table, else it parses the
        // table once per process.
        let shipped = DataLocations.bundle().map { $0 + "/" + shippedCacheFolderName }
        let compiles = ProcessInfo.processInfo.environment[compileDataVariable] == "1"
        if compiles {
            guard let shipped else {
                FileHandle.standardError.write(
                    Data(
                        "kbsim libFuzzer: \(compileDataVariable)=1 but there is no \(DataLocations.bundleFolderName) folder beside the executable (\(DataLocations.executableFolder().path)) to write the compiled data in\n"
                            .utf8))
                exit(2)
            }
            CompiledCache.Shipped.writes = true
            DataCacheLocation.shared = .shipped(shipped)
        } else {
            DataCacheLocation.shared = shipped.map { .shipped($0) } ?? .disabled
        }
        let c = make()
        if let refusal = c.refusal {
            FileHandle.standardError.write(Data("kbsim libFuzzer: \(refusal)\n".utf8))
            exit(2)
        }
        configuration = c
        runner = FuzzRunner(
            target: c.target, resources: c.resources ?? FuzzResources(engine: FuzzResources.defaultEngine),
            profile: c.profile, properties: c.activeProperties, oracles: c.oracles)
        if compiles { finishCompiling() }
        if let shipped {
            for source in CompiledCache.Shipped.report.parsed {
                FileHandle.standardError.write(
                    Data(
                        "kbsim libFuzzer: note: no compiled data in \(shipped) matches \(source); parsed it (rebuild the fuzz targets: .clusterfuzzlite/build.sh)\n"
                            .utf8))
            }
        }
    }

    /// The environment variable (`1`) that makes a fuzz target write the compiled form of the tables its set-up
    /// loads into `kbsim-data/cache` beside it and exit, instead of fuzzing: `.clusterfuzzlite/build.sh` runs each
    /// target so once, at build time (docs/fuzzing.md).
    public static let compileDataVariable = "KBSIM_FUZZ_COMPILE_DATA"
    /// The folder in `kbsim-data` that holds the compiled tables.
    public static let shippedCacheFolderName = "cache"

    /// Reports what the build-time run wrote (a line per file) and ends the process: 0, or 1 if a file could not
    /// be written.
    private static func finishCompiling() -> Never {
        let (written, current, failures, _) = CompiledCache.Shipped.report
        var out = written.map { "kbsim libFuzzer: compiled \($0)\n" }.joined()
        out += current.map { "kbsim libFuzzer: up to date: \($0)\n" }.joined()
        if written.isEmpty && current.isEmpty && failures.isEmpty {
            out += "kbsim libFuzzer: the set-up loads no table to compile\n"
        }
        out += failures.map { "kbsim libFuzzer: \($0)\n" }.joined()
        FileHandle.standardError.write(Data(out.utf8))
        exit(failures.isEmpty ? 0 : 1)
    }

    /// Runs one libFuzzer input; `configure` is called once, on the first input (unless ``initialize(configure:)``
    /// ran). Returns 0 (libFuzzer's "keep going"); a failure aborts the process.
    public static func testOneInput(
        _ data: UnsafePointer<UInt8>?, _ size: Int,
        configure: @escaping @MainActor () -> Fuzzer.Configuration
    ) -> CInt {
        run(data, size, configure: configure)
    }

    /// One input, with `configure` or (from ``main(driver:configure:)``) the stored configuration.
    private static func run(
        _ data: UnsafePointer<UInt8>?, _ size: Int, configure: (@MainActor () -> Fuzzer.Configuration)?
    ) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        MainActor.assumeIsolated {
            if runner == nil {
                guard let make = configure ?? LibFuzzerEntry.configure else { return }
                prepare(make)
            }
            guard let runner, let c = configuration else { return }
            let session = FuzzSession(bytes: bytes, target: c.target)
            if printsInputs {
                FileHandle.standardError.write(
                    Data(session.script(header: ["kbsim libFuzzer input (\(size) bytes)"]).utf8))
            }
            if let failure = runner.run(session).failure {
                let script = Fuzzer.reproducer(failure, command: "libFuzzer", profile: c.profile)
                FileHandle.standardError.write(Data("kbsim libFuzzer: \(failure)\n\(script)".utf8))
                abort()
            }
        }
        return 0
    }
}
