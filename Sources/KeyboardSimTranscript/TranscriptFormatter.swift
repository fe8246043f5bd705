import Foundation
import KeyboardSimSupport
/// Turns transcript events into JSON Lines (docs/interfaces.md §1, stable) or readable text (may change).
public enum TranscriptFormatter {
    /// One event as one JSON object (no newline), keys in the documented order.
    public static func jsonLine(_ e: TranscriptEvent) -> String {
        var w = JSONWriter()
        w.beginObject()
        if case .session = e.payload { w.field("v", 1) }
        w.field("seq", e.seq)
        w.field("kind", e.kind)
        switch e.payload {
        case .session(let s):
            w.field("device", s.device); w.field("orientation", s.orientation)
            w.field("ordering", s.ordering); w.field("profile", s.profile)
        case .delegate(let c):
            w.field("field", c.field)
            w.field("method", c.method.rawValue)
            if let r = c.range { w.key("range"); w.range(r) }
            if let rs = c.ranges { w.key("ranges"); w.beginArray(); for r in rs { w.range(r) }; w.endArray() }
            if let s = c.string { w.field("string", s) }
            if let reason = c.reason { w.field("reason", reason) }
            w.key("returned")
            if let r = e.returned { w.bool(r) } else { w.null() }
        case .notification(let n):
            w.field("name", n.name)
            w.field("field", n.field)
            w.key("userInfo")
            if let k = n.keyboard {
                w.beginObject()
                w.key(UIResponderKeys.frameBegin); w.rect(k.frameBegin)
                w.key(UIResponderKeys.frameEnd); w.rect(k.frameEnd)
                if let d = k.duration { w.key(UIResponderKeys.duration); w.number(d) }
                if let c = k.curve { w.key(UIResponderKeys.curve); w.int(c) }
                w.key(UIResponderKeys.isLocal); w.bool(k.isLocal)
                w.endObject()
            } else {
                w.null()
            }
        case .control(let field, let event):
            w.field("field", field); w.field("event", event)
        case .key(let k):
            w.field("keyboard", k.keyboard); w.field("action", k.action); w.field("key", k.key)
            w.field("keycode", k.keycode); w.field("keysym", k.keysym)
            w.key("mods"); w.beginArray(); for m in k.mods { w.string(m) }; w.endArray()
            w.field("level", k.level)
            if let plane = k.plane { w.field("plane", plane) }
            w.field("utf8", k.utf8)
            if let label = k.label { w.field("label", label) }
        case .ime(let m):
            w.field("field", m.field); w.field("engine", m.engine); w.field("state", m.state.rawValue)
            w.field("preedit", m.preedit)
            w.key("candidates"); w.beginArray(); for c in m.candidates { w.string(c) }; w.endArray()
            if let sel = m.selected { w.field("selected", sel) }
        case .state(let s):
            w.field("field", s.field); w.field("text", s.text)
            w.key("selection"); w.range(s.selection)
            w.key("marked"); if let m = s.marked { w.range(m) } else { w.null() }
            w.field("editing", s.editing); w.field("firstResponder", s.firstResponder)
        case .user(let u):
            w.field("action", u.action.rawValue)
            w.field("field", u.field)
            if let v = u.value { w.field("value", v) }
            if let why = u.ignored { w.field("ignored", why) }
        case .animation(let a):
            w.field("api", a.api); w.key("duration"); w.number(a.duration); w.key("delay"); w.number(a.delay)
            w.field("curve", a.curve)
            w.key("options"); w.beginArray(); for o in a.options { w.string(o) }; w.endArray()
            w.key("changes"); w.beginArray()
            for c in a.changes {
                w.beginObject(); w.field("view", c.view); w.field("property", c.property)
                w.key("from"); if let f = c.from { w.number(f) } else { w.null() }
                w.key("to"); w.number(c.to); w.endObject()
            }
            w.endArray()
        case .error(let message, let step):
            w.field("message", message)
            if let step { w.field("step", step) }
        }
        if let route = e.route { w.field("route", route) }
        w.endObject()
        return w.out
    }

    /// One event as a line a person reads.
    public static func textLine(_ e: TranscriptEvent) -> String {
        let seq = String(e.seq).leftPadded(to: 4)
        let q = JSONWriter.quoted
        func r(_ r: NSRange) -> String { "[\(r.location),\(r.length)]" }
        func f(_ rect: CGRect) -> String {
            "[\(fmt(rect.origin.x)),\(fmt(rect.origin.y)),\(fmt(rect.width)),\(fmt(rect.height))]"
        }
        let body: String
        switch e.payload {
        case .session(let s):
            body = "session   \(s.device), \(s.orientation), ordering \(s.ordering), profile \(s.profile)"
        case .delegate(let c):
            var args = ""
            if let range = c.range { args += " \(r(range))" }
            if let rs = c.ranges { args += " [" + rs.map(r).joined(separator: ",") + "]" }
            if let s = c.string { args += " \(q(s))" }
            if let reason = c.reason { args += " reason \(reason)" }
            let ret = e.returned.map { " → \($0)" } ?? ""
            body = "delegate  \(c.field): \(c.method.rawValue)\(args)\(ret)"
        case .notification(let n):
            let name = n.name.replacingOccurrences(of: "Notification", with: "")
            if let k = n.keyboard {
                let animation = k.duration.map { " \(fmt(CGFloat($0)))s" } ?? ""
                let curve = k.curve.map { " curve \($0)" } ?? ""
                body = "notify    \(name) \(f(k.frameBegin)) → \(f(k.frameEnd))\(animation)\(curve)"
            } else {
                body = "notify    \(name)" + (n.field.map { " \($0)" } ?? "")
            }
        case .control(let field, let event):
            body = "control   \(field): \(event)"
        case .key(let k):
            let mods = k.mods.isEmpty ? "" : " +" + k.mods.joined(separator: "+")
            let plane = k.plane.map { " [\($0)]" } ?? ""
            let out = k.utf8.isEmpty ? "" : " → \(q(k.utf8))"
            if let label = k.label {
                // A software key as iOS labels it; the flick's direction is its level's name.
                let direction = k.action == "flick" ? flickDirections[k.level].map { " \($0)" } ?? "" : ""
                body = "key       \(k.keyboard) \(k.action) \(label)\(direction)\(plane)\(out)"
            } else {
                body = "key       \(k.keyboard) \(k.action) \(k.key) \(k.keysym) level \(k.level)\(mods)\(plane)\(out)"
            }
        case .ime(let m):
            let cands = m.candidates.prefix(5).joined(separator: " ")
            body =
                "ime       \(m.field): \(m.engine) \(m.state.rawValue) \(q(m.preedit))"
                + (m.selected.map { " picked #\($0)" } ?? "") + (cands.isEmpty ? "" : " [\(cands)]")
        case .state(let s):
            body =
                "state     \(s.field): text \(q(s.text)) selection \(r(s.selection)) marked \(s.marked.map(r) ?? "none") editing \(s.editing) firstResponder \(s.firstResponder)"
        case .user(let u):
            var t = "user      \(u.action.rawValue)"
            if let field = u.field { t += " \(field)" }
            if let v = u.value { t += " \(q(v))" }
            if let why = u.ignored { t += " (ignored: \(why))" }
            body = t
        case .animation(let a):
            let changes = a.changes.map {
                "\($0.view).\($0.property) \($0.from.map { fmt(CGFloat($0)) } ?? "none") → \(fmt(CGFloat($0.to)))"
            }
            let opts = a.options.isEmpty ? "" : " [" + a.options.joined(separator: ",") + "]"
            body =
                "animation \(a.api) \(fmt(CGFloat(a.duration)))s delay \(fmt(CGFloat(a.delay)))s curve \(a.curve)\(opts)"
                + (changes.isEmpty ? "" : ": " + changes.joined(separator: ", "))
        case .error(let message, let step):
            body = "error     " + (step.map { "line \($0): " } ?? "") + message
        }
        return seq + " " + body + (e.route.map { "  (\($0))" } ?? "")
    }

    /// The 10-key kana keyboard's flick levels (docs/keyboards.md, "The 10-key kana keyboard").
    private static let flickDirections = [2: "left", 3: "up", 4: "right", 5: "down"]

    /// Fields added to the JSON format after its version's first release (optional: a golden transcript recorded
    /// before them lacks them). `--check` compares such a field only when the golden has it (docs/interfaces.md,
    /// "Versioning").
    public static let addedFields: Set<String> = ["label"]

    private static func fmt(_ v: CGFloat) -> String {
        v == v.rounded() ? String(Int(v)) : String(Double(v))
    }
}

/// The userInfo key strings as they appear in JSON (UIKit's values).
enum UIResponderKeys {
    static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
    static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
    static let duration = "UIKeyboardAnimationDurationUserInfoKey"
    static let curve = "UIKeyboardAnimationCurveUserInfoKey"
    static let isLocal = "UIKeyboardIsLocalUserInfoKey"
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
