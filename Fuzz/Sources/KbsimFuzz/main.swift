// kbsim's own libFuzzer target (docs/fuzzing.md): a built-in delegate named by KBSIM_FUZZ_DELEGATE (there is no
// default) with the properties of KBSIM_FUZZ_PROPERTIES (comma-separated `kbsim fuzz --property` spellings). A
// user's target has the same shape with the user's delegate, field class or view in the configuration.
import Foundation
import KeyboardSim
#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer's driver; it exists in binaries linked with -sanitize=fuzzer.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("kbsim-fuzz: \(message)\n".utf8))
    exit(2)
}

exit(
    LibFuzzerEntry.main(driver: LLVMFuzzerRunDriver) {
        let env = ProcessInfo.processInfo.environment
        guard let spec = env["KBSIM_FUZZ_DELEGATE"] else {
            fail("KBSIM_FUZZ_DELEGATE names the delegate to fuzz: \(BuiltinDelegate.accepted), planted:array-index")
        }
        let target: FuzzTarget
        if spec == "planted:array-index" {
            target = .plantedArrayIndex
        } else {
            guard let b = try? BuiltinDelegate(parsing: spec) else {
                fail(
                    "KBSIM_FUZZ_DELEGATE \"\(spec)\": unknown; accepted: \(BuiltinDelegate.accepted), planted:array-index"
                )
            }
            target = .builtin(b)
        }
        var c = Fuzzer.Configuration(target: target)
        for p in (env["KBSIM_FUZZ_PROPERTIES"] ?? "").split(separator: ",") {
            guard let property = FuzzProperty.named(String(p)) else {
                fail("KBSIM_FUZZ_PROPERTIES: unknown property \(p); accepted: \(FuzzProperty.accepted)")
            }
            c.properties.append(property)
        }
        return c
    })
