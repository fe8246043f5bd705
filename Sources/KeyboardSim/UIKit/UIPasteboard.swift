/// The pasteboard that cut, copy and paste use. Each ``Screen`` has its own, so tests do not share state.
@MainActor public final class UIPasteboard {
    /// The pasteboard's string, or nil when it holds none.
    public var string: String?
    /// Whether the pasteboard holds a string.
    public var hasStrings: Bool { string != nil }

    public init(string: String? = nil) { self.string = string }

    /// The pasteboard of the most recently created ``Screen`` (UIKit's `UIPasteboard.general`).
    public static var general: UIPasteboard { Screen.current?.pasteboard ?? UIPasteboard() }
}
