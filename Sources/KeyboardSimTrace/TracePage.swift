// The trace page's own style sheet and script (no framework, nothing loaded from elsewhere), embedded by
// TraceWriter in every page. docs/trace-viewer.md describes what the page shows.
//
// They are the files Resources/trace.css and Resources/trace.js, compiled into the library as byte arrays by
// SwiftPM (`.embedInCode` in Package.swift) rather than copied as a resource bundle: on Linux, `Bundle.module`
// looks for the bundle beside the executable, then at the absolute path of the build folder, and stops the
// process (`fatalError`) when neither exists, so a `kbsim` copied out of `.build` would trap on its first trace page
// once the build folder is gone (docs/architecture.md, "Web assets").
enum TracePage {
    /// The style sheet, ending with a line break.
    static let style: [UInt8] = endingWithNewline(PackageResources.trace_css)
    /// The script, ending with a line break.
    static let script: [UInt8] = endingWithNewline(PackageResources.trace_js)

    /// An editor may or may not end the files with a line break; the page has exactly one after each.
    private static func endingWithNewline(_ bytes: [UInt8]) -> [UInt8] {
        bytes.last == UInt8(ascii: "\n") ? bytes : bytes + [UInt8(ascii: "\n")]
    }
}
