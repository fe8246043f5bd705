// swift-tools-version:6.0
// A libFuzzer target for kbsim, built the way a user's package builds one (docs/fuzzing.md, "Coverage-guided
// fuzzing"): an executable target that imports KeyboardSim and calls LibFuzzerEntry.main. Fuzz/build.sh builds it
// with -sanitize=fuzzer,address.
import PackageDescription
import Foundation

// The kbsim checkout this folder is in; SwiftPM names a path dependency after its directory.
let kbsim = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "kbsim-fuzz",
    dependencies: [.package(path: kbsim.path)],
    targets: [
        .executableTarget(
            name: "KbsimFuzz", dependencies: [.product(name: "KeyboardSim", package: kbsim.lastPathComponent)])
    ]
)
