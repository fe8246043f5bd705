import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
/// The meddling app (`kbsim fuzz --meddle`): a delegate that also observes every control event of its field and
/// every notification of the screen, and inside any of these callbacks, at random, sets `text`, moves the
/// selection, unmarks the marked text, resigns, moves the focus to another field, or removes the field from its
/// superview; its `should…` answers are random too. It fuzzes kbsim itself: whatever app code does inside a
/// callback, kbsim's own invariants must hold (the selection and the marked range inside the text, the marked
/// text the input method's composition, no trap, the same transcript twice).
///
/// Its decisions come from the seed in its name (`delegate=meddle:SEED`), so a reproducer replays the same
/// meddling; `kbsim run` registers the family.
@MainActor public final class FuzzMeddler: NSObject, UITextFieldDelegate {
    /// A bug of kbsim's own kind, put back on purpose to show that meddling finds it (tests only).
    public enum PlantedBug: String, Sendable {
        /// After a callback, when the composition ended since the previous callback (app code or the user ended
        /// it), the marked text as it was then is written back without telling the input method, as a simulator
        /// that cached the marked range across callbacks would.
        case staleMarkedRange = "stale-marked-range"
    }

    /// The fuzz target of the meddling app (`meddle:SEED`; with a planted bug, `meddle-stale-marked-range:SEED`).
    public static func target(planted: PlantedBug? = nil) -> FuzzTarget {
        let name = planted.map { "meddle-\($0.rawValue)" } ?? "meddle"
        return FuzzTarget(
            name: name, kind: .family { seed, field in FuzzMeddler(seed: seed, field: field, planted: planted) },
            swift: planted == nil
                ? "FuzzMeddler(seed: argument, field: field)"
                : "FuzzMeddler(seed: argument, field: field, planted: .\(planted == .staleMarkedRange ? "staleMarkedRange" : ""))"
        )
    }

    /// The planted bug this meddler carries (nil: none).
    public let planted: PlantedBug?
    private weak var field: UITextField?
    private var rng: SplitMix64
    private var depth = 0
    private var budget = 400
    /// The screen's one notification observer, shared by its meddlers: it calls them in the order they were
    /// made. (Foundation on Linux calls several observers of one notification in hash order, not in the order
    /// they were added, which would make the meddling differ between runs.)
    final class Hub: @unchecked Sendable {
        var meddlers: [Weak] = []
        var observer: NSObjectProtocol?
        weak var center: NotificationCenter?
        struct Weak { weak var meddler: FuzzMeddler? }
        deinit { if let observer, let center { center.removeObserver(observer) } }
    }
    private var hub: Hub?
    /// The marked text at the end of the previous callback (the planted bug writes it back).
    private var lastMarked: String?

    /// A meddler for `field` whose decisions follow `seed`; it adds its actions and observers to the field and
    /// the screen's notification center.
    public init(seed: String, field: UITextField, planted: PlantedBug? = nil) {
        self.planted = planted
        self.field = field
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in (seed + "\u{0}" + (field.accessibilityIdentifier ?? "")).utf8 {
            h = (h ^ UInt64(b)) &* 0x100_0000_01b3
        }
        rng = SplitMix64(seed: h)
        super.init()
        let events: [(UIControl.Event, String)] = [
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.valueChanged, "valueChanged")
        ]
        for (event, name) in events {
            field.addAction(UIAction { [weak self] _ in self?.meddle(name) }, for: event)
        }
        if let screen = field.window?.screenHost as? Screen {
            // The first meddler of the screen (found through the other fields' delegates) holds the hub.
            let others = screen.window.subviews.compactMap { ($0 as? UITextField)?.delegate }
                .compactMap { ($0 as? FuzzMeddler) ?? (($0 as? FuzzRecordingDelegate)?.inner as? FuzzMeddler) }
            if let shared = others.first(where: { $0.hub != nil })?.hub {
                hub = shared
            } else {
                let h = Hub()
                h.center = screen.notificationCenter
                h.observer = screen.notificationCenter.addObserver(forName: nil, object: nil, queue: nil) {
                    [weak h] n in
                    let name = n.name.rawValue
                    MainActor.assumeIsolated {
                        for m in h?.meddlers ?? [] { m.meddler?.meddle(name) }
                    }
                }
                hub = h
            }
            hub?.meddlers.append(Hub.Weak(meddler: self))
        }
    }

    /// Maybe does something app code may do inside a callback.
    private func meddle(_ point: String) {
        guard let field else { return }
        defer {
            if planted == .staleMarkedRange {
                if let stale = lastMarked, field.storage.marked == nil, field.isEditing {
                    field.markWithoutAsking(stale)  // the planted bug: a stale composition written back
                }
                lastMarked = field.storage.marked.map { field.storage.text(in: $0) }
            }
        }
        guard depth < 2, budget > 0, rng.chance(0.15) else { return }
        depth += 1
        budget -= 1
        defer { depth -= 1 }
        let choice = rng.below(8)
        switch choice {
        case 0: field.text = ""
        case 1: field.text = rng.pick(["x", "ab", "你好", "👍🏽", "e\u{301}", "12345678"])
        case 2:
            let n = field.storage.count + 2
            let l = rng.below(n + 1)
            field.selectedRange = NSRange(location: l, length: rng.below(n - l + 1))
        case 3: field.unmarkText()
        case 4: field.resignFirstResponder()
        case 5:
            let others = (field.window?.subviews ?? []).compactMap { $0 as? UITextField }.filter { $0 !== field }
            if !others.isEmpty { rng.pick(others).becomeFirstResponder() }
        case 6: field.removeFromSuperview()
        default: field.becomeFirstResponder()
        }
    }

    private func answer(_ point: String, _ p: Double) -> Bool {
        meddle(point)
        return rng.chance(p)
    }

    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { answer("shouldBeginEditing", 0.9) }
    public func textFieldDidBeginEditing(_ textField: UITextField) { meddle("didBeginEditing") }
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { answer("shouldEndEditing", 0.9) }
    public func textFieldDidEndEditing(_ textField: UITextField) { meddle("didEndEditing") }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        answer("shouldChangeCharacters", 0.85)
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) { meddle("didChangeSelection") }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { answer("shouldClear", 0.8) }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { answer("shouldReturn", 0.7) }
}
