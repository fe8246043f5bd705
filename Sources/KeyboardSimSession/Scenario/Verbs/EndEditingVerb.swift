import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `end-editing force|noforce`: app code calls `endEditing(_:)` on the window.
    static let endEditing = ScenarioVerb(
        "end-editing", examples: [.endEditing(force: true), .endEditing(force: false)],
        fuzzing: .generated(
            FuzzGeneration(order: 12, weight: 1) { d in
                d.steps.append(.endEditing(force: true))
                d.focused = nil
            },
            bytes: FuzzByteCode(
                opcodes: [15], decode: { _, r in .endEditing(force: r.byte() % 2 == 0) },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .endEditing(let force) = step else { return false }
                    w.byte(15); w.byte(force ? 0 : 1)
                    return true
                })),
        match: { if case .endEditing(let force) = $0 { force } else { nil } },
        parse: { _, a throws(ScenarioError) in
            .endEditing(force: try a.enumeration("force or noforce", [("force", true), ("noforce", false)]))
        },
        print: { "end-editing \($0 ? "force" : "noforce")" },
        perform: { force, s, _ in s.endEditing(force: force) }
    )
}
