// swift-tools-version:5.4
// kbsim's fuzz targets in the shape ClusterFuzzLite and OSS-Fuzz build and run (docs/fuzzing.md, "ClusterFuzzLite
// and OSS-Fuzz"): one executable target per configuration, each a file with `LLVMFuzzerInitialize` and
// `LLVMFuzzerTestOneInput` and no top-level code, so that it builds with the base-builder-swift image's flags as
// they are (`-parse-as-library`, `-static-stdlib`, `-sanitize=fuzzer,…`). .clusterfuzzlite/build.sh builds them.
//
// Tools version 5.4, on purpose: from 5.5 on, SwiftPM links an executable's `main` to a `MODULE_main` the target
// does not have (libFuzzer brings `main`), unless SwiftPM itself is told of the fuzzer (`--sanitize=fuzzer`, which
// only the image's SWIFT6_2FLAGS pass). With 5.4 both of the image's flag variables build the targets.
import PackageDescription
import Foundation

// The kbsim checkout this folder is in; SwiftPM names a path dependency after its directory.
let kbsim = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
// KeyboardSimFuzzing, not the KeyboardSim umbrella: see docs/fuzzing.md ("Shared libraries").
let keyboardSim = Target.Dependency.product(name: "KeyboardSimFuzzing", package: kbsim.lastPathComponent)

let package = Package(
    name: "kbsim-fuzz-targets",
    dependencies: [.package(path: kbsim.path)],
    targets: [
        // Planted bug: a digits filter that checks keystrokes only; a paste gets letters in (charset=0123456789).
        .executableTarget(name: "kbsim_digits_paste", dependencies: [keyboardSim]),
        // Planted bug: a length limit that lets a pinyin composition through; a commit exceeds it (max-length=5).
        .executableTarget(name: "kbsim_pinyin_max_length", dependencies: [keyboardSim]),
        // kbsim's built-in digits delegate, with the properties `make fuzz` checks: no known failure.
        .executableTarget(name: "kbsim_digits", dependencies: [keyboardSim])
    ]
)
