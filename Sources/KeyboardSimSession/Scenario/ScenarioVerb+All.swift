extension ScenarioVerb {
    /// The verb table: every verb of the scenario language, in the order "expected a step" messages list them.
    /// A new verb is a file in `Verbs/` and one entry here.
    public static let all: [ScenarioVerb] = [
        // Settings: before the first field.
        .device, .ordering, .profile, .profileEntry, .locale, .predictive,
        // The screen.
        .field, .textView, .searchBar, .view, .show, .hardwareKeyboard, .softwareKeyboard, .inputMethod, .unreachable,
        // The user and the app.
        .tap, .type, .keys, .backspace, .select, .caret, .paste, .cut, .copy, .undo, .redo, .autofill, .suggest,
        .textReplacement, .autocorrect, .association, .clear, .pressReturn, .candidate, .setText, .resign, .endEditing,
        .rotate, .render, .recordState,
        // Checks.
        .expect,
        // More user actions (docs/system-insertions.md).
        .dictate, .drop, .inlinePredict,
        // The screen's other controls: a screen built in Swift (docs/scenarios.md).
        .tapBarItem, .pickRow, .pickDate, .alertAction, .tapRow, .tapButton, .tapNavigationItem, .toggleSwitch, .slide,
        .selectSegment
    ]
}
