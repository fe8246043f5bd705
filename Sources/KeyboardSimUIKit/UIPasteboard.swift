import Foundation
import KeyboardSimTranscript
/// The pasteboard that cut, copy and paste use. Each `Screen` has its own, so tests do not share state.
@preconcurrency @MainActor public final class UIPasteboard {
    /// The pasteboard's string, or nil when it holds none.
    public var string: String?
    /// Whether the pasteboard holds a string.
    public var hasStrings: Bool { string != nil }

    public init(string: String? = nil) { self.string = string }

    /// The simulated screen's pasteboard (UIKit's `UIPasteboard.general`): the screen whose action is running, else
    /// the most recently created one.
    public static var general: UIPasteboard { ScreenHosts.current?.pasteboard ?? UIPasteboard() }
}
