// A fuzz target in the bots' shape (docs/fuzzing.md, "ClusterFuzzLite and OSS-Fuzz"): the configuration is
// compiled in, the set-up runs once in LLVMFuzzerInitialize, every input is a session in kbsim's byte format.
// This one fuzzes a planted bug: FuzzPinyinMaxLengthDelegate lets a pinyin composition through, so committing a
// candidate can make the text longer than its limit of 5.
import KeyboardSimCore
import KeyboardSimFuzz

@MainActor func configuration() -> Fuzzer.Configuration {
    var c = Fuzzer.Configuration(target: .plantedPinyinMaxLength)
    c.properties = [.maxLength(5)]
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
