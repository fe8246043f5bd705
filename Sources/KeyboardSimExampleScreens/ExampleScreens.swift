import KeyboardSim

/// The four screens of `Examples/screens`, as app code (their committed port in `Ported/`, made by
/// `make ported-screens`, compiled as a user's code is, against `import KeyboardSim`), registered for scripts:
/// `kbsim run` shows them with `show "contact-search" search` (docs/scenarios.md, "The screen").
public enum ExampleScreens {
    /// The screens' names, as `show` takes them.
    public static let names = ["birthday-picker", "contact-search", "rename-alert", "shipping-form"]

    /// Registers each screen under its name.
    @MainActor public static func register(in registry: inout ScenarioRegistry) {
        registry.register(screen: "birthday-picker") { BirthdayPickerViewController() }
        registry.register(screen: "contact-search") { ContactSearchViewController() }
        registry.register(screen: "rename-alert") { RenameAlertViewController() }
        registry.register(screen: "shipping-form") { ShippingFormViewController() }
    }
}
