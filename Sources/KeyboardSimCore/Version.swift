/// kbsim's version (semantic versioning; CHANGELOG.md lists what each release changed). `kbsim --version` prints it.
public enum KeyboardSimVersion {
    /// The version of this release.
    public static let string = "0.2.0"
}
