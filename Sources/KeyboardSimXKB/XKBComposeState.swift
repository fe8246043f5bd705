import Foundation
import KeyboardSimUIKit
internal import CXKB

/// An owning wrapper of an `xkb_compose_state`: where a Compose or dead-key sequence has got to.
public final class XKBComposeState {
    let pointer: OpaquePointer
    /// The table the state matches against (kept alive with it).
    public let table: XKBComposeTable

    /// Where the sequence is (`enum xkb_compose_status`).
    public enum Status: Sendable, Equatable {
        /// No sequence in progress.
        case nothing
        /// A prefix of at least one sequence has been fed.
        case composing
        /// A sequence completed; ``XKBComposeState/utf8`` and ``XKBComposeState/keysym`` give its result.
        case composed
        /// The last keysym broke the sequence; it is swallowed.
        case cancelled
    }

    /// Whether a fed keysym took part in composing (`enum xkb_compose_feed_result`).
    public enum FeedResult: Sendable, Equatable {
        /// A modifier keysym: the state did not change.
        case ignored
        /// The keysym was taken into account.
        case accepted
    }

    /// Creates an empty state; wraps `xkb_compose_state_new`.
    public init(table: XKBComposeTable) {
        guard let pointer = xkb_compose_state_new(table.pointer, XKB_COMPOSE_STATE_NO_FLAGS) else {
            fatalError("XKBComposeState: xkb_compose_state_new failed (out of memory)")
        }
        self.pointer = pointer
        self.table = table
    }

    deinit { xkb_compose_state_unref(pointer) }

    /// Feeds the keysym of a key press; wraps `xkb_compose_state_feed`.
    @discardableResult
    public func feed(_ keysym: XKBKeysym) -> FeedResult {
        xkb_compose_state_feed(pointer, keysym.rawValue) == XKB_COMPOSE_FEED_ACCEPTED ? .accepted : .ignored
    }

    /// Forgets the sequence in progress; wraps `xkb_compose_state_reset`.
    public func reset() { xkb_compose_state_reset(pointer) }

    /// Where the sequence is; wraps `xkb_compose_state_get_status`.
    public var status: Status {
        switch xkb_compose_state_get_status(pointer) {
        case XKB_COMPOSE_COMPOSING: .composing
        case XKB_COMPOSE_COMPOSED: .composed
        case XKB_COMPOSE_CANCELLED: .cancelled
        default: .nothing
        }
    }

    /// The text of a composed sequence, empty otherwise; wraps `xkb_compose_state_get_utf8`.
    public var utf8: String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
            let length = xkb_compose_state_get_utf8(pointer, buffer.baseAddress, buffer.count)
            return length > 0 ? String(cString: buffer.baseAddress!) : ""
        }
    }

    /// The keysym of a composed sequence, or `NoSymbol`; wraps `xkb_compose_state_get_one_sym`.
    public var keysym: XKBKeysym {
        XKBKeysym(rawValue: xkb_compose_state_get_one_sym(pointer))
    }
}
