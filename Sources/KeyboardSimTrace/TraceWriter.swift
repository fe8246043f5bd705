import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimCore
import KeyboardSimRender
/// Writes a ``Trace`` as one self-contained HTML page (docs/trace-viewer.md): the transcript as JSON Lines in a
/// `<script type="application/x-ndjson" id="kbsim-transcript">` block, the screens, keyboard pictures, steps and
/// failures as JSON in `<script type="application/json" id="kbsim-trace">`, then the page's own script and style.
/// Nothing is loaded from elsewhere (its Content-Security-Policy forbids it), and the same trace always gives the
/// same bytes: no date, no random id. The cost is linear in the events.
///
/// ```swift
/// try TraceWriter.write(recorder.trace(title: "signup.kbsim"), to: "traces/signup.html")
/// ```
public enum TraceWriter {
    /// The page.
    public static func html(_ trace: Trace) -> String { String(decoding: page(trace), as: UTF8.self) }

    /// The page as UTF-8 bytes (what is written: no String copy of a page that can be hundreds of megabytes).
    static func page(_ trace: Trace) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 * 1024 + trace.events.count * 200)
        func put(_ s: String) { out.append(contentsOf: s.utf8) }
        let title = "kbsim trace: " + trace.title
        put(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="kbsim \(KeyboardSimVersion.string)">
            <title>\(SVGBuilder.escape(title))</title>
            <link rel="icon" href="data:,">
            <style>

            """)
        out.append(contentsOf: TracePage.style)
        put(
            """
            </style>
            </head>
            <body>
            <header><h1>\(SVGBuilder.escape(title))</h1><span id="verdict"></span><div id="failures-bar" hidden></div><div id="notes" hidden></div></header>
            <main>
            <nav id="timeline" aria-label="Timeline"><div id="filters"></div><ol id="steps"></ol></nav>
            <section id="device-pane" aria-label="Device"><div id="device-view"></div></section>
            <div id="details">
            <section id="failure" hidden></section>
            <section id="fuzz" hidden></section>
            <section id="fields"></section>
            <section id="delegate" hidden></section>
            <section id="ime" hidden></section>
            <section id="event"></section>
            <section id="check" hidden></section>
            </div>
            </main>
            <noscript><p>The trace page needs JavaScript; its data is in the script blocks below.</p></noscript>
            <script type="application/x-ndjson" id="kbsim-transcript">

            """)
        for e in trace.events {
            appendScriptSafe(TranscriptFormatter.jsonLine(e), to: &out)
            out.append(UInt8(ascii: "\n"))
        }
        put("</script>\n<script type=\"application/json\" id=\"kbsim-trace\">\n")
        appendScriptSafe(data(trace), to: &out)
        put("\n</script>\n<script>\n")
        out.append(contentsOf: TracePage.script)
        put("</script>\n</body>\n</html>\n")
        return out
    }

    /// Writes the page to `path` whole (a temporary file renamed into place); throws `FileWriteError`, which names
    /// the path, the step and the system's reason.
    public static func write(_ trace: Trace, to path: String) throws {
        try writePage(trace, to: path)
    }

    /// ``write(_:to:)`` with its error typed, for messages that name the option.
    package static func writePage(_ trace: Trace, to path: String) throws(FileWriteError) {
        try AtomicFile.write(bytes: page(trace), to: path)
    }

    // MARK: The trace as JSON

    /// Everything but the events, as one JSON object.
    static func data(_ t: Trace) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.field("format", "kbsim-trace")
        w.field("version", 2)
        w.field("title", t.title)
        w.key("stateOfEvent"); w.beginArray(); for i in t.stateOfEvent { w.int(i) }; w.endArray()
        w.key("states"); w.beginArray()
        for (k, s) in t.states.enumerated() {
            // A state that is not full holds what changed since the state before: a key per field that changed.
            let before = s.full || k == 0 ? nil : t.states[k - 1]
            w.beginObject()
            if before == nil { w.field("full", true) }
            if before == nil || before!.width != s.width || before!.height != s.height {
                w.key("screen"); w.beginArray(); w.number(s.width); w.number(s.height); w.endArray()
            }
            w.key("fields"); w.beginArray()
            for (n, f) in s.fields.enumerated() {
                let old = before.flatMap { n < $0.fields.count ? $0.fields[n] : nil }
                w.beginObject()
                if old == nil { w.field("name", f.name) }
                switch f.text {
                case .whole(let text): w.field("text", text)
                case .unchanged: if old == nil { w.field("text", "") }
                case .edit(let at, let deleted, let inserted):
                    w.key("edit"); w.beginArray(); w.int(at); w.int(deleted); w.string(inserted); w.endArray()
                }
                if old?.selection != f.selection { w.key("selection"); w.range(f.selection) }
                if old == nil || old!.marked != f.marked {
                    w.key("marked"); if let m = f.marked { w.range(m) } else { w.null() }
                }
                if old?.editing != f.editing { w.field("editing", f.editing) }
                if old?.secure != f.secure { w.field("secure", f.secure) }
                if old == nil || old!.placeholder != f.placeholder { w.field("placeholder", f.placeholder) }
                if old?.frame != f.frame { w.key("frame"); w.rect(f.frame) }
                w.endObject()
            }
            w.endArray()
            let kb = s.keyboard
            if before?.keyboard != kb {
                w.key("keyboard"); w.beginObject()
                w.field("visible", kb.visible); w.key("frame"); w.rect(kb.frame)
                w.field("name", kb.name); w.field("plane", kb.plane)
                w.key("picture"); if let p = kb.picture { w.int(p) } else { w.null() }
                w.endObject()
            }
            w.endObject()
        }
        w.endArray()
        w.key("keyboards"); w.beginArray(); for svg in t.keyboards { w.string(svg) }; w.endArray()
        w.key("steps"); w.beginArray()
        for s in t.steps {
            w.beginObject()
            w.key("line"); if let l = s.line { w.int(l) } else { w.null() }
            w.field("source", s.source); w.field("seq", s.seq)
            w.endObject()
        }
        w.endArray()
        w.key("failures"); w.beginArray()
        for f in t.failures {
            w.beginObject()
            w.field("kind", f.kind); w.field("location", f.location)
            w.key("line"); if let l = f.line { w.int(l) } else { w.null() }
            w.field("check", f.check); w.field("expected", f.expected); w.field("actual", f.actual)
            w.field("seq", f.seq)
            w.endObject()
        }
        w.endArray()
        w.key("check")
        if let c = t.check {
            w.beginObject()
            w.field("goldenName", c.goldenName)
            w.key("golden"); w.beginArray(); for g in c.golden { w.string(g) }; w.endArray()
            w.key("rows"); w.beginArray()
            for r in c.rows {
                w.beginObject()
                w.field("operation", r.operation)
                w.key("golden"); if let g = r.golden { w.int(g) } else { w.null() }
                w.key("observed"); if let o = r.observed { w.int(o) } else { w.null() }
                w.field("moved", r.moved)
                w.key("fields"); w.beginArray(); for f in r.fields { w.string(f) }; w.endArray()
                w.endObject()
            }
            w.endArray()
            w.field("summary", c.summary)
            w.endObject()
        } else {
            w.null()
        }
        w.key("fuzz")
        if let f = t.fuzz {
            w.beginObject()
            w.field("property", f.property); w.field("message", f.message); w.field("location", f.location)
            w.field("script", f.script)
            w.endObject()
        } else {
            w.null()
        }
        w.key("notes"); w.beginArray(); for n in t.notes { w.string(n) }; w.endArray()
        w.endObject()
        return w.out
    }

    /// Appends JSON so that it cannot end its `<script>` element: every `<` (which JSON has only inside strings)
    /// becomes `\u003c`, so neither `</script>` nor `<!--` appears, and JSON.parse reads the same value.
    static func appendScriptSafe(_ json: String, to out: inout [UInt8]) {
        for byte in json.utf8 {
            if byte == UInt8(ascii: "<") { out.append(contentsOf: "\\u003c".utf8) } else { out.append(byte) }
        }
    }

}
