// libFuzzer entry point for kbsim's own parsers (docs/fuzzing.md, "Fuzzing kbsim's parsers").
//
// Built by Fuzz/parsers/build.sh with the library's sources and Tests/KeyboardSimFuzzTests/Fuzz/ParserFuzzTargets.swift
// as one module. The first byte of an input picks the target (ParserFuzzTargets.names, modulo their count); the
// rest is the target's input. A broken property prints the violation and aborts, so libFuzzer keeps the input.
#if canImport(Glibc)
import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func LLVMFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    guard let first = bytes.first else { return 0 }
    let names = ParserFuzzTargets.names
    let target = ProcessInfo.processInfo.environment["KBSIM_PARSER_TARGET"] ?? names[Int(first) % names.count]
    do { try ParserFuzzTargets.run(target, Array(bytes.dropFirst())) } catch {
        FileHandle.standardError.write(Data("kbsim-parser-fuzz: \(error)\n".utf8))
        abort()
    }
    return 0
}
