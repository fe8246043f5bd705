// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "kbsim",
    products: [
        .library(name: "KeyboardSim", targets: ["KeyboardSim"]),
        .executable(name: "kbsim", targets: ["kbsim"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libxkbcommon, found through pkg-config; only Sources/KeyboardSim/XKB imports it.
        .systemLibrary(
            name: "CXKB",
            pkgConfig: "xkbcommon",
            providers: [.apt(["libxkbcommon-dev"])]
        ),
        .target(name: "KeyboardSim", dependencies: ["CXKB"]),
        .executableTarget(
            name: "kbsim",
            dependencies: [
                "KeyboardSim",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "KeyboardSimTests",
            dependencies: ["KeyboardSim", "kbsim"],
            exclude: ["Examples/Scripts"]  // scenario scripts the Swift tests run (their delegates are Swift)
        ),
    ]
)
