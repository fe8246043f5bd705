import KeyboardSim

/// The three views of `Examples/responders`, as app code (their committed port in `Ported/Responders/`, made by
/// `make ported-responders`, compiled as a user's code is, against `import KeyboardSim`), registered for scripts:
/// `kbsim run` puts one on screen with `view "PinCodeView" pin` (docs/responders.md, "Putting one on the screen").
public enum ExampleResponders {
    /// The views' names, as `view` takes them.
    public static let names = ["NoteEditorView", "PinCodeView", "TagField"]

    /// The scripts beside them in Examples/responders, each with its golden transcript.
    public static let scripts = ["note-editor", "pin-code", "tag-field", "tag-field-pinyin"]

    /// Registers each view under its class name. The two `UIKeyInput`-only views give their text through the
    /// property the app keeps it in; the `UITextInput` editor is read through its own methods.
    @MainActor public static func register(in registry: inout ScenarioRegistry) {
        registry.register(responder: "NoteEditorView") { NoteEditorView() }
        registry.register(responder: "PinCodeView", text: { (v: PinCodeView) in v.code }) { PinCodeView() }
        registry.register(responder: "TagField", text: { (v: TagField) in v.text }) { TagField() }
    }
}
