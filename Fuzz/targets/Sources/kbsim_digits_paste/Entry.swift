// A fuzz target in the bots' shape (docs/fuzzing.md, "ClusterFuzzLite and OSS-Fuzz"): the configuration is
// compiled in, the set-up runs once in LLVMFuzzerInitialize, every input is a session in kbsim's byte format.
// This one fuzzes a planted bug: FuzzDigitsPasteDelegate checks keystrokes only, so a paste gets letters in.
import KeyboardSimCore
import KeyboardSimFuzz

@MainActor func configuration() -> Fuzzer.Configuration {
    var c = Fuzzer.Configuration(target: .plantedDigitsPaste)
    c.properties = [.charset("0123456789")]
    return c
}

@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>?,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?
) -> CInt {
    LibFuzzerEntry.initialize(configure: configuration)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    LibFuzzerEntry.testOneInput(data, size, configure: configuration)
}
