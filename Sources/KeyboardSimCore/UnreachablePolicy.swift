import Foundation
/// What happens to a character the keyboard in use cannot type.
public enum UnreachablePolicy: String, Sendable, CaseIterable {
    /// Stop with an error naming the character, its position, the keyboard and the keyboards that could type it.
    case error
    /// Insert it as a paste would (one delegate call with the character).
    case paste
    /// Leave it out (recorded as an ignored `user` event).
    case skip
}
