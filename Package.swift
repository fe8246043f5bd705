// swift-tools-version:6.0
import PackageDescription

// The layers, lowest first; a target may import only the targets it lists (CI builds with
// `--explicit-target-dependency-import-check error`). docs/architecture.md describes each.
let package = Package(
    name: "kbsim",
    products: [
        // The one import a user needs: re-exports the UIKit model, the simulator, the harness and the fuzzer.
        // KeyboardSimTestReporting links IssueReporting's test support into the user's test binary, not into kbsim.
        .library(name: "KeyboardSim", targets: ["KeyboardSim", "KeyboardSimTestReporting"]),
        .executable(name: "kbsim", targets: ["kbsim"]),
        // The fuzzer alone, for fuzz targets built with a static standard library (ClusterFuzzLite, OSS-Fuzz):
        // without the umbrella's dynamic IssueReportingTestSupport, whose sanitizer symbols the executable hides.
        .library(name: "KeyboardSimFuzzing", targets: ["KeyboardSimFuzz"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Reports a failed check at the caller's file:line under Swift Testing and XCTest.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        // `swift package generate-documentation` (the DocC catalog in Sources/KeyboardSim/KeyboardSim.docc).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
    ],
    targets: [
        // libxkbcommon, found through pkg-config; only KeyboardSimXKB imports it.
        .systemLibrary(
            name: "CXKB",
            pkgConfig: "xkbcommon",
            providers: [.apt(["libxkbcommon-dev"])]
        ),
        // Small shared pieces: JSON writing, seeded randomness.
        .target(name: "KeyboardSimSupport"),
        // The transcript: events, JSON Lines and text formats, parsing back, diffing.
        .target(name: "KeyboardSimTranscript", dependencies: ["KeyboardSimSupport"]),
        // Input-method engines (pinyin on Rime dictionaries): pure, no UIKit, no C.
        .target(name: "KeyboardSimIME", dependencies: ["KeyboardSimSupport"]),
        // The UIKit model: responders, views, controls, UITextField and its delegate, UIKit compatibility.
        .target(name: "KeyboardSimUIKit", dependencies: ["KeyboardSimSupport", "KeyboardSimTranscript"]),
        // Keyboards through libxkbcommon: keymaps, software keyboards, how-to-type, layouts.
        .target(name: "KeyboardSimXKB", dependencies: ["CXKB", "KeyboardSimSupport", "KeyboardSimUIKit"]),
        // The simulator: screen, keyboard controller, lifecycle, typing, input methods through the field.
        .target(
            name: "KeyboardSimCore",
            dependencies: [
                "KeyboardSimSupport", "KeyboardSimTranscript", "KeyboardSimIME", "KeyboardSimUIKit", "KeyboardSimXKB"
            ]),
        // App-side code the command line, scripts and the fuzzer attach by name: the built-in delegates
        // (`--delegate max-length:5`). Not the simulator: nothing below it names them.
        .target(
            name: "KeyboardSimSamples", dependencies: ["KeyboardSimSupport", "KeyboardSimUIKit", "KeyboardSimCore"]),
        // Keyboard pictures: a keymap's plane as an SVG document, as iOS draws it on a device.
        .target(
            name: "KeyboardSimRender",
            dependencies: [
                "KeyboardSimTranscript", "KeyboardSimIME", "KeyboardSimUIKit", "KeyboardSimXKB", "KeyboardSimCore"
            ]),
        // The trace viewer: a session's events, field states and keyboard pictures as one self-contained HTML page.
        .target(
            name: "KeyboardSimTrace",
            dependencies: [
                "KeyboardSimSupport", "KeyboardSimTranscript", "KeyboardSimIME", "KeyboardSimUIKit", "KeyboardSimXKB",
                "KeyboardSimCore", "KeyboardSimRender"
            ],
            resources: [
                // The page's style sheet and script, compiled in as byte arrays (TracePage.swift says why not a bundle).
                .embedInCode("Resources/trace.css"), .embedInCode("Resources/trace.js")
            ]),
        // Sessions and the scenario language: the verb table (parser, printer, executor), the input-method catalog,
        // `KeyboardSession`. The command line and the test harness both build on it.
        .target(
            name: "KeyboardSimSession",
            dependencies: [
                "KeyboardSimSupport", "KeyboardSimTranscript", "KeyboardSimIME", "KeyboardSimUIKit", "KeyboardSimXKB",
                "KeyboardSimCore", "KeyboardSimSamples", "KeyboardSimRender", "KeyboardSimTrace"
            ]),
        // The Swift test harness: checks reported at the caller's line, golden transcripts, trace pages on failure.
        .target(
            name: "KeyboardSimTesting",
            dependencies: [
                "KeyboardSimSupport", "KeyboardSimTranscript", "KeyboardSimIME", "KeyboardSimUIKit", "KeyboardSimXKB",
                "KeyboardSimCore", "KeyboardSimRender", "KeyboardSimTrace", "KeyboardSimSession",
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay")
            ]),
        // The fuzzer for delegate code.
        .target(
            name: "KeyboardSimFuzz",
            dependencies: [
                "KeyboardSimSupport", "KeyboardSimTranscript", "KeyboardSimIME", "KeyboardSimUIKit", "KeyboardSimXKB",
                "KeyboardSimCore", "KeyboardSimSamples", "KeyboardSimTrace", "KeyboardSimSession"
            ]),
        // `kbsim port`: rewriting iOS sources for Linux.
        .target(name: "KeyboardSimPort"),
        // The umbrella users import (in their test targets).
        .target(
            name: "KeyboardSim",
            dependencies: [
                "KeyboardSimTranscript", "KeyboardSimIME", "KeyboardSimUIKit", "KeyboardSimXKB", "KeyboardSimCore",
                "KeyboardSimSamples", "KeyboardSimRender", "KeyboardSimTrace", "KeyboardSimSession",
                "KeyboardSimTesting",
                "KeyboardSimFuzz"
            ]),
        // Beside the umbrella in the `KeyboardSim` product: links IssueReporting's test support, so a failed check
        // is recorded as a Swift Testing or XCTest issue at the check's line, into test binaries only (kbsim, which
        // compiles the example screens against the umbrella, links neither XCTest nor Swift Testing).
        .target(
            name: "KeyboardSimTestReporting",
            dependencies: [
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay")
            ]),
        // The four screens of Examples/screens and the three views of Examples/responders, ported (committed, generated
        // copies: `make ported-screens`, `make ported-responders`), compiled as app code is, against the umbrella:
        // `kbsim run` shows them (`show "NAME"`, `view "NAME" FIELD`), the Swift tests drive them.
        .target(name: "KeyboardSimExampleScreens", dependencies: ["KeyboardSim"]),
        .executableTarget(
            name: "kbsim",
            dependencies: [
                "KeyboardSimSupport", "KeyboardSimTranscript", "KeyboardSimIME", "KeyboardSimUIKit", "KeyboardSimXKB",
                "KeyboardSimCore", "KeyboardSimSamples", "KeyboardSimRender", "KeyboardSimTrace", "KeyboardSimSession",
                "KeyboardSimFuzz", "KeyboardSimPort", "KeyboardSimExampleScreens",
                .product(name: "ArgumentParser", package: "swift-argument-parser")
            ]
        ),
        // Helpers the test targets share: the kbsim process runner, the example delegates and their scripts,
        // the oracles' builders, path helpers. A library target (test targets cannot depend on each other); the
        // tests import it with @testable (debug builds enable testing for every target). It links the issue
        // reporter, so the harness's failures land in Swift Testing and XCTest.
        .target(
            name: "KeyboardSimTestSupport",
            dependencies: [
                "KeyboardSim", "KeyboardSimCore", "KeyboardSimIME", "KeyboardSimSupport", "KeyboardSimTestReporting",
                "KeyboardSimTesting", "KeyboardSimTranscript", "KeyboardSimUIKit", "KeyboardSimXKB"
            ],
            path: "Tests/KeyboardSimTestSupport",
            exclude: ["Examples/Scripts"]
        ),
        // Unit tests, one target per layer or kind, so a change to one layer rebuilds only the tests that use it.
        .testTarget(
            name: "KeyboardSimSupportTests",
            dependencies: ["KeyboardSimTestSupport", "KeyboardSimSupport"]
        ),
        .testTarget(
            name: "KeyboardSimIMETests",
            dependencies: [
                "KeyboardSimTestSupport", "KeyboardSim", "KeyboardSimCore", "KeyboardSimIME", "KeyboardSimSupport",
                "KeyboardSimTesting", "KeyboardSimTranscript", "KeyboardSimUIKit", "KeyboardSimXKB"
            ]
        ),
        .testTarget(
            name: "KeyboardSimXKBTests",
            dependencies: [
                "KeyboardSimTestSupport", "KeyboardSim", "KeyboardSimCore", "KeyboardSimIME", "KeyboardSimTesting",
                "KeyboardSimTranscript", "KeyboardSimUIKit", "KeyboardSimXKB"
            ]
        ),
        .testTarget(
            name: "KeyboardSimUIKitTests",
            dependencies: [
                "KeyboardSimTestSupport", "KeyboardSim", "KeyboardSimCore", "KeyboardSimIME", "KeyboardSimTesting",
                "KeyboardSimTranscript", "KeyboardSimUIKit", "KeyboardSimXKB"
            ]
        ),
        // The simulator: focus and editing lifecycle, typing, screens, system insertions, text views, input
        // methods on a screen, own responders, reliability (not the port, not the command).
        .testTarget(
            name: "KeyboardSimCoreTests",
            dependencies: [
                "KeyboardSimTestSupport", "KeyboardSim", "KeyboardSimCore", "KeyboardSimExampleScreens",
                "KeyboardSimFuzz", "KeyboardSimIME", "KeyboardSimSession", "KeyboardSimSupport", "KeyboardSimTesting",
                "KeyboardSimTranscript", "KeyboardSimUIKit", "KeyboardSimXKB"
            ],
            exclude: ["Screens/Scripts"]
        ),
        // Scenario scripts, the runner, golden transcripts, traces.
        .testTarget(
            name: "KeyboardSimSessionTests",
            dependencies: [
                "KeyboardSimTestSupport", "KeyboardSim", "KeyboardSimCore", "KeyboardSimSupport", "KeyboardSimTrace",
                "KeyboardSimTranscript", "KeyboardSimUIKit"
            ]
        ),
        // The fuzzer (its end-to-end tests run the kbsim command).
        .testTarget(
            name: "KeyboardSimFuzzTests",
            dependencies: [
                "KeyboardSimTestSupport", "KeyboardSim", "KeyboardSimCore", "KeyboardSimFuzz", "KeyboardSimIME",
                "KeyboardSimPort", "KeyboardSimSession", "KeyboardSimSupport", "KeyboardSimTesting",
                "KeyboardSimTranscript", "KeyboardSimUIKit", "KeyboardSimXKB", "kbsim"
            ],
            exclude: ["Fuzz/Regressions"]
        ),
        // `kbsim port` and the iOS delegates it ports.
        .testTarget(
            name: "KeyboardSimPortTests",
            dependencies: [
                "KeyboardSimTestSupport", "KeyboardSim", "KeyboardSimCore", "KeyboardSimIME", "KeyboardSimPort",
                "KeyboardSimSupport", "KeyboardSimTesting", "KeyboardSimTranscript", "KeyboardSimUIKit",
                "KeyboardSimXKB", "kbsim"
            ]
        ),
        // The command end to end: arguments, messages, exit codes, files, --help snapshots.
        .testTarget(
            name: "KeyboardSimCLITests",
            dependencies: ["KeyboardSimTestSupport", "KeyboardSim", "KeyboardSimIME", "kbsim"],
            exclude: ["CLI/Snapshots"]
        ),
        // Comparisons with reference programs: librime (pinyin, tables, Zhuyin, Cantonese), libhangul, anthy and
        // xkbcli how-to-type. Each is skipped when its program or library is not installed.
        .testTarget(
            name: "KeyboardSimOracleTests",
            dependencies: [
                "KeyboardSimTestSupport", "KeyboardSim", "KeyboardSimIME", "KeyboardSimSupport", "KeyboardSimXKB"
            ]
        ),
        // Examples/corpus ported by `kbsim port` (a committed, generated copy: `make ported-corpus`), compiled in
        // Swift 5 language mode, as such code is built, with a test of each file's behaviour (docs/porting.md).
        .testTarget(
            name: "KeyboardSimCorpusTests",
            dependencies: ["KeyboardSim", "KeyboardSimTestReporting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // The same port compiled in Swift 6 language mode, less the files whose port report names a Swift 6 error
        // (their own, as on iOS): compile-only.
        .testTarget(
            name: "KeyboardSimCorpusSwift6Tests",
            dependencies: ["KeyboardSim", "KeyboardSimTestReporting"],
            // Its warnings are the point: Swift 6 mode warns where the ported code uses UIKit outside the main
            // actor, as it does on iOS. They are listed in Tests/expected-warnings.txt, which `make test` checks.
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]
        ),
        // Every ```swift block of README.md, docs/*.md and the DocC articles, compiled: one file each in Generated/,
        // written by scripts/doc-snippets.py (`make test` fails while it is stale), over Prelude.swift's stand-ins.
        .testTarget(
            name: "KeyboardSimDocSnippetTests",
            dependencies: ["KeyboardSim", "KeyboardSimCore", "KeyboardSimFuzz", "KeyboardSimTestReporting"]
        ),
        // Code as old apps write it: the pre-Swift-4.2 names, which must still compile (with a deprecation
        // warning naming the current spelling). Swift cannot silence one line, so the target builds with
        // -suppress-warnings and `make test` compares its warnings with Tests/expected-warnings.txt.
        .testTarget(
            name: "KeyboardSimLegacyNameTests",
            dependencies: ["KeyboardSim", "KeyboardSimTestReporting"],
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]
        )
    ]
)
