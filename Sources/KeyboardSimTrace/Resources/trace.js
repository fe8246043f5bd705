"use strict";
// The trace page: reads the transcript (JSON Lines) and the trace (screens, keyboards, steps, failures) embedded
// above, builds the timeline, and shows the selected event on the device and in the panels.
(() => {
  const $ = (selector, root = document) => root.querySelector(selector);

  /** An element with properties (class, text, style, on…, attributes) and children. */
  function el(tag, props, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(props || {})) {
      if (v === null || v === undefined || v === false) continue;
      if (k === "class") e.className = v;
      else if (k === "text") e.textContent = v;
      else if (k === "style") Object.assign(e.style, v);
      else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else e.setAttribute(k, v === true ? "" : String(v));
    }
    for (const c of children.flat()) {
      if (c !== null && c !== undefined && c !== false) e.append(c instanceof Node ? c : String(c));
    }
    return e;
  }
  const px = (n) => `${Math.round(n * 100) / 100}px`;
  const quote = (s) => JSON.stringify(s);
  const range = (r) => (r ? `[${r[0]},${r[1]}]` : "none");
const rect = (r) => (r ? `[${r.join(",")}]` : "none");

  const events = $("#kbsim-transcript").textContent.split("\n").filter((l) => l.trim() !== "").map((l) => JSON.parse(l));
  const trace = JSON.parse($("#kbsim-trace").textContent);
  const indexOfSeq = new Map(events.map((e, i) => [e.seq, i]));
  const KINDS = ["user", "key", "delegate", "control", "notification", "ime", "state"];
  const kinds = KINDS.concat([...new Set(events.map((e) => e.kind))].filter((k) => !KINDS.includes(k)));
  const golden = trace.check ? trace.check.golden.map((l) => JSON.parse(l)) : [];

  // The last input-method event at or before each event.
  const lastIme = [];
  events.forEach((e, i) => lastIme.push(e.kind === "ime" ? i : i > 0 ? lastIme[i - 1] : -1));

  /** The index of the event with this seq, or of the last one before it. */
  function indexAtOrBefore(seq) {
    if (indexOfSeq.has(seq)) return indexOfSeq.get(seq);
    let best = 0;
    for (let i = 0; i < events.length && events[i].seq <= seq; i++) best = i;
    return best;
  }

  // MARK: Event summaries

  function shortMethod(m) {
    if (m.startsWith("textField(_:")) return m.slice(12).split(":")[0];
    const s = m.replace(/^textField/, "").replace(/\(.*$/, "");
    return s.charAt(0).toLowerCase() + s.slice(1);
  }
  function shortNotification(n) { return n.replace(/^UI/, "").replace(/Notification$/, ""); }

  function summary(e) {
    switch (e.kind) {
      case "session": return `${e.device}, ${e.orientation}, ordering ${e.ordering}, profile ${e.profile}`;
      case "user": return [e.action, e.field, e.value !== undefined ? quote(e.value) : null, e.ignored ? `(ignored: ${e.ignored})` : null].filter((x) => x).join(" ");
      case "key": return `${e.action} ` + (e.label !== undefined ? e.label : `${e.key} ${e.keysym}`) + (e.plane ? ` [${e.plane}]` : "") + (e.utf8 ? ` → ${quote(e.utf8)}` : "");
      case "delegate": {
        let s = `${e.field}: ${shortMethod(e.method)}`;
        if (e.range) s += ` ${range(e.range)}`;
        if (e.ranges) s += ` ${e.ranges.map(range).join(",")}`;
        if (e.string !== undefined) s += ` ${quote(e.string)}`;
        if (e.reason) s += ` reason ${e.reason}`;
        if (e.returned !== null && e.returned !== undefined) s += ` → ${e.returned}`;
        return s;
      }
      case "control": return `${e.field}: ${e.event}`;
      case "notification": return shortNotification(e.name) + (e.field ? ` ${e.field}` : "");
      case "ime": return `${e.field}: ${e.state} ${quote(e.preedit)}` + (e.selected !== undefined ? ` #${e.selected}` : "");
      case "state": return `${e.field}: ${quote(e.text)} selection ${range(e.selection)} marked ${range(e.marked)}`;
      case "animation": return `${e.api} ${e.duration}s`;
      case "error": return e.message;
      default: return JSON.stringify(e);
    }
  }

  // MARK: Steps and the timeline

  let steps = trace.steps.slice();
  if (steps.length === 0) {
    // No script: each thing the user did starts a step.
    for (const e of events) if (e.kind === "user") steps.push({ line: null, source: summary(e), seq: e.seq });
  }
  if (events.length && (steps.length === 0 || steps[0].seq > events[0].seq)) {
    steps.unshift({ line: null, source: "session start", seq: events[0].seq });
  }
  const failuresByStep = new Map();
  trace.failures.forEach((f, n) => {
    let k = f.line !== null ? steps.findIndex((s) => s.line === f.line) : -1;
    if (k < 0) { k = 0; while (k + 1 < steps.length && steps[k + 1].seq <= f.seq) k++; }
    if (!failuresByStep.has(k)) failuresByStep.set(k, []);
    failuresByStep.get(k).push(n);
  });

  const rowOfIndex = new Array(events.length);
  const stepOfIndex = new Array(events.length);
  const stepHeads = [];
  function buildTimeline() {
    const list = $("#steps");
    let i = 0;
    steps.forEach((step, k) => {
      const end = k + 1 < steps.length ? steps[k + 1].seq : Infinity;
      const items = el("ol", { class: "events" });
      while (i < events.length && events[i].seq < end) {
        const e = events[i];
        const index = i;
        const row = el("li", { class: `ev kind-${e.kind}`, "data-seq": e.seq, onclick: () => select(index) },
          el("span", { class: "seq", text: e.seq }), el("span", { class: "kind", text: e.kind }),
          el("span", { class: "sum", text: summary(e) }));
        if (e.kind === "delegate" && e.returned === false) row.classList.add("refused");
        rowOfIndex[i] = row;
        stepOfIndex[i] = k;
        items.append(row);
        i++;
      }
      const failed = failuresByStep.get(k) || [];
      const head = el("div", { class: "step-head" + (failed.length ? " failed" : "") },
        el("span", { class: "line", text: step.line !== null ? step.line : "" }),
        el("code", { text: step.source }),
        failed.length ? el("span", { class: "badge", text: trace.failures[failed[0]].kind === "error" ? "error" : "failed" }) : null);
      const first = i - items.children.length;
      if (items.children.length) head.addEventListener("click", () => select(first));
      else if (failed.length) head.addEventListener("click", () => select(indexAtOrBefore(trace.failures[failed[0]].seq)));
      stepHeads.push(head);
      list.append(el("li", { class: "step", "data-step": k, "data-line": step.line !== null ? step.line : null }, head, items));
    });
  }

  function buildFilters() {
    const box = $("#filters");
    for (const kind of kinds) {
      const count = events.filter((e) => e.kind === kind).length;
      const input = el("input", { type: "checkbox", checked: true, "data-kind": kind,
        onchange: (ev) => $("#timeline").classList.toggle(`hide-${kind}`, !ev.target.checked) });
      box.append(el("label", { class: "filter", "data-kind": kind }, input, ` ${kind} `, el("span", { class: "count", text: count })));
    }
  }

  // MARK: Text with caret, selection, marked range and delegate ranges

  /** Text as spans: `marks` are {start, end, cls}; an empty mark is drawn as a bar at its place. */
  function textView(text, marks) {
    const out = el("span", { class: "text" });
    const cuts = new Set([0, text.length]);
    for (const m of marks) { cuts.add(Math.min(m.start, text.length)); cuts.add(Math.min(m.end, text.length)); }
    const points = [...cuts].sort((a, b) => a - b);
    const bars = (at) => marks.filter((m) => m.start === m.end && Math.min(m.start, text.length) === at)
      .map((m) => el("span", { class: m.cls, "aria-label": m.cls }));
    for (let n = 0; n < points.length; n++) {
      const a = points[n];
      out.append(...bars(a));
      if (n + 1 >= points.length) break;
      const b = points[n + 1];
      const classes = marks.filter((m) => m.start < m.end && m.start <= a && m.end >= b).map((m) => m.cls);
      out.append(el("span", { class: classes.join(" ") || null, text: text.slice(a, b) }));
    }
    return out;
  }

  function fieldMarks(f) {
    const marks = [];
    const [s, n] = f.selection;
    marks.push(n === 0 ? { start: s, end: s, cls: f.editing ? "caret" : "caret idle" } : { start: s, end: s + n, cls: "sel" });
    if (f.marked && f.marked[1] > 0) marks.push({ start: f.marked[0], end: f.marked[0] + f.marked[1], cls: "marked" });
    return marks;
  }

  function fieldText(f, extra) {
    if (f.text === "" && f.placeholder && !extra) return el("span", { class: "text" }, el("span", { class: f.editing ? "caret" : "caret idle" }), el("span", { class: "placeholder", text: f.placeholder }));
    return textView(f.text, fieldMarks(f).concat(extra || []));
  }

  // MARK: The panels

  // The screens: a full one now and then, each other one what changed since the one before (a field's text as
  // an edit [at, deleted, inserted] in UTF-16 units, the other keys when they changed); rebuilt by replaying from
  // the full one at or before, or from the last one rebuilt when it lies between.
  const fullAtOrBefore = [];
  trace.states.forEach((s, k) => fullAtOrBefore.push(s.full ? k : k > 0 ? fullAtOrBefore[k - 1] : -1));
  let built = null, builtIndex = -1;
  function nextScreen(prev, s) {
    if (s.full) return { screen: s.screen, keyboard: s.keyboard, fields: s.fields.map((f) => Object.assign({}, f)) };
    return {
      screen: s.screen || prev.screen,
      keyboard: s.keyboard || prev.keyboard,
      fields: prev.fields.map((p, n) => {
        const d = s.fields[n];
        const f = Object.assign({}, p, d);
        if (d.edit) {
          const [at, deleted, inserted] = d.edit;
          f.text = p.text.slice(0, at) + inserted + p.text.slice(at + deleted);
          delete f.edit;
        }
        return f;
      }),
    };
  }
  function screenAt(k) {
    const from = fullAtOrBefore[k];
    if (from < 0) return null;
    let j = builtIndex >= from && builtIndex <= k ? builtIndex : from - 1;
    let st = j >= from ? built : null;
    while (j < k) st = nextScreen(st, trace.states[++j]);
    built = st;
    builtIndex = k;
    return st;
  }

  function stateAt(i) {
    const k = trace.stateOfEvent.length ? trace.stateOfEvent[i] : -1;
    return k >= 0 ? screenAt(k) : null;
  }

  function rectBox(r, s, cls, label) {
    return el("div", { class: cls, style: { left: px(r[0] * s), top: px(r[1] * s), width: px(r[2] * s), height: px(r[3] * s) } },
      label ? el("span", { class: "frame-label", text: label }) : null);
  }

  function renderDevice(i) {
    const box = $("#device-view");
    box.replaceChildren();
    const e = events[i];
    const st = stateAt(i);
    if (!st) { box.append(el("p", { class: "muted", text: "The screen was not kept for this event." })); return; }
    const [W, H] = st.screen;
    const s = Math.min(250 / W, 540 / H);
    const info = e.kind === "notification" && e.userInfo && e.userInfo.UIKeyboardFrameEndUserInfoKey ? e.userInfo : null;
    const frames = info ? [info.UIKeyboardFrameBeginUserInfoKey, info.UIKeyboardFrameEndUserInfoKey] : [];
    const below = Math.max(0, ...frames.map((r) => r[1] + r[3] - H));
    const stage = el("div", { class: "stage", style: { width: px(W * s), height: px((H + below) * s) } });
    const screen = el("div", { class: "screen", style: { width: px(W * s), height: px(H * s) } });
    stage.append(el("div", { class: "bezel", style: { width: px(W * s), height: px(H * s) } }), screen);
    for (const f of st.fields) {
      const box = rectBox(f.frame, s, "device-field" + (f.editing ? " editing" : ""));
      box.style.fontSize = px(17 * s);
      box.dataset.field = f.name;
      box.append(fieldText(f));
      screen.append(box);
    }
    const kb = st.keyboard;
    if (kb.visible) {
      const k = rectBox(kb.frame, s, "keyboard");
      if (kb.picture !== null) {
        k.innerHTML = trace.keyboards[kb.picture].replace(/^<\?xml[^>]*>\s*/, "");
        const svg = k.querySelector("svg");
        svg.removeAttribute("width");
        svg.removeAttribute("height");
        svg.classList.add("kb-svg");
        if (e.kind === "key") {
          const g = svg.querySelector(`#key-${CSS.escape(e.key)}`);
          if (g) g.classList.add("tapped");
        }
      } else {
        k.append(el("div", { class: "kb-none", text: kb.name ? `${kb.name} keyboard` : "keyboard" }));
      }
      screen.append(k);
    }
    if (info) {
      stage.append(rectBox(frames[0], s, "frame-begin", "begin"));
      stage.append(rectBox(frames[1], s, "frame-end", "end"));
      if (below > 0) stage.append(el("div", { class: "offscreen", style: { top: px(H * s + 14), height: px(below * s - 14) }, text: "below the screen" }));
    }
    box.append(el("div", { class: "device" }, stage));
    const caption = kb.visible ? `keyboard${kb.name ? ` ${kb.name}` : ""}${kb.plane ? `, ${kb.plane} plane` : ""}, frame ${rect(kb.frame)}` : "keyboard hidden";
    box.append(el("p", { class: "caption", text: caption }));
  }

  function renderFields(i) {
    const box = $("#fields");
    box.replaceChildren(el("h2", { text: "Fields" }));
    const st = stateAt(i);
    if (!st) { box.append(el("p", { class: "muted", text: "Not kept for this event." })); return; }
    if (!st.fields.length) box.append(el("p", { class: "muted", text: "No field yet." }));
    for (const f of st.fields) {
      const flags = [f.editing ? "editing" : "not editing", f.secure ? "secure" : null].filter((x) => x).join(", ");
      box.append(el("div", { class: "field" + (f.editing ? " editing" : ""), "data-field": f.name },
        el("div", { class: "field-name" }, el("b", { text: f.name }), ` ${flags}`),
        el("div", { class: "field-box" }, fieldText(f)),
        el("div", { class: "field-facts" },
          el("span", { class: "length", "data-length": [...f.text].length, text: `${[...f.text].length} characters (${f.text.length} UTF-16)` }),
          el("span", { text: ` selection ${range(f.selection)}` }),
          el("span", { class: "marked-range", text: ` marked ${range(f.marked)}` }))));
    }
  }

  function renderDelegate(i) {
    const box = $("#delegate");
    const e = events[i];
    box.hidden = e.kind !== "delegate";
    if (box.hidden) return;
    box.replaceChildren(el("h2", { text: "Delegate call" }));
    box.append(el("div", { class: "method" }, el("b", { text: e.field }), " ", el("code", { text: e.method })));
    const st = stateAt(i);
    const f = st && st.fields.find((x) => x.name === e.field);
    const ranges = e.ranges || (e.range ? [e.range] : []);
    if (ranges.length) {
      box.append(el("div", { class: "facts", text: `range ${ranges.map(range).join(", ")}` + (e.string !== undefined ? `, replacement ${quote(e.string)}` : "") }));
      if (f) {
        const marks = ranges.map((r) => ({ start: r[0], end: r[0] + r[1], cls: r[1] ? "range" : "range empty" }));
        box.append(el("div", { class: "field-box on-text" }, fieldText(f, marks)));
      }
    }
    if (e.reason) box.append(el("div", { class: "facts", text: `reason ${e.reason}` }));
    const answer = e.returned === null || e.returned === undefined ? "no answer (void)" : String(e.returned);
    box.append(el("div", { class: "answer" }, "answer ", el("span", { class: `returned returned-${answer.split(" ")[0]}`, text: answer })));
  }

  function renderIme(i) {
    const box = $("#ime");
    const k = lastIme[i];
    box.hidden = k < 0;
    if (box.hidden) return;
    const m = events[k];
    box.replaceChildren(el("h2", { text: "Input method" }));
    const composing = m.state === "composing";
    box.append(el("div", { class: "facts" }, `${m.engine}, ${m.field}: ${m.state}`, k !== i ? el("span", { class: "muted", text: ` (as of #${m.seq})` }) : null));
    box.append(el("div", { class: "preedit-line" }, composing ? "preedit " : "text ",
      el("span", { class: composing ? "preedit marked" : "preedit", text: m.preedit })));
    if (composing && m.candidates.length) {
      box.append(el("ol", { class: "candidates", start: 0 }, m.candidates.map((c, n) =>
        el("li", { class: n === m.selected ? "picked" : null, text: c }))));
    }
  }

  function renderEvent(i) {
    const e = events[i];
    const box = $("#event");
    const info = e.kind === "notification" && e.userInfo && e.userInfo.UIKeyboardFrameEndUserInfoKey ? e.userInfo : null;
    box.replaceChildren(...[el("h2", { text: `Event #${e.seq}: ${e.kind}` }),
      el("p", { class: "summary", text: summary(e) }),
      info ? el("p", { class: "frames" }, el("span", { class: "frame-begin-text", text: `begin ${rect(info.UIKeyboardFrameBeginUserInfoKey)}` }),
        " → ", el("span", { class: "frame-end-text", text: `end ${rect(info.UIKeyboardFrameEndUserInfoKey)}` }),
        info.UIKeyboardAnimationDurationUserInfoKey !== undefined ? `, ${info.UIKeyboardAnimationDurationUserInfoKey} s, curve ${info.UIKeyboardAnimationCurveUserInfoKey}` : "") : null,
      el("pre", { class: "json", text: JSON.stringify(e, null, 1) })].filter((x) => x));
  }

  function failureView(f) {
    return el("div", { class: "failure-detail", "data-kind": f.kind },
      el("div", { class: "failure-title" }, el("b", { text: f.kind === "error" ? "Could not run" : "Failed" }), ` ${f.location}: `, el("code", { text: f.check })),
      el("div", { class: "side-by-side" },
        el("div", { class: "expected" }, el("h3", { text: "expected" }), el("pre", { text: f.expected })),
        el("div", { class: "actual" }, el("h3", { text: "actual" }), el("pre", { text: f.actual }))));
  }

  function renderFailures(i) {
    const box = $("#failure");
    box.hidden = trace.failures.length === 0;
    if (box.hidden) return;
    const seq = events[i] ? events[i].seq : 0;
    let shown = trace.failures.find((f) => indexAtOrBefore(f.seq) === i) || trace.failures[0];
    box.replaceChildren(failureView(shown));
    if (trace.failures.length > 1) {
      box.append(el("p", { class: "muted", text: `${trace.failures.length} failures; the list is at the top.` }));
    }
    box.classList.toggle("here", indexAtOrBefore(shown.seq) === i || seq === shown.seq);
  }

  function goldenSummary(g) { return g ? `${g.kind} ${summary(g)}` : ""; }

  function buildCheck() {
    const box = $("#check");
    const c = trace.check;
    box.hidden = !c;
    if (!c) return;
    const rows = c.rows.map((r) => {
      const g = r.golden !== null ? golden[r.golden] : null;
      const o = r.observed !== null ? events[indexOfSeq.get(r.observed)] : null;
      const mark = { same: "", changed: "~", removed: "−", inserted: "+" }[r.operation] + (r.moved ? " moved" : "");
      const tr = el("tr", { class: `op-${r.operation}` + (r.moved ? " moved" : ""), "data-observed": r.observed },
        el("td", { class: "g-seq", text: r.golden !== null ? `#${r.golden}` : "" }),
        el("td", { class: "g", text: goldenSummary(g) }),
        el("td", { class: "op", text: mark }),
        el("td", { class: "o-seq", text: r.observed !== null ? `#${r.observed}` : "" }),
        el("td", { class: "o", text: o ? `${o.kind} ${summary(o)}` : "" }));
      if (r.fields.length) tr.title = r.fields.join("\n");
      if (r.observed !== null) tr.addEventListener("click", () => select(indexOfSeq.get(r.observed)));
      return tr;
    });
    box.append(el("h2", { text: `Compared with ${c.goldenName}` }), el("p", { class: "facts", text: c.summary }),
      el("div", { class: "check-scroll" }, el("table", { class: "check-table" },
        el("thead", {}, el("tr", {}, el("th", { text: "" }), el("th", { text: "golden" }), el("th", { text: "" }),
          el("th", { text: "" }), el("th", { text: "this run" }))),
        el("tbody", {}, rows))));
    const changed = c.rows.filter((r) => r.operation === "changed" && r.fields.length);
    if (changed.length) {
      box.append(el("ul", { class: "changes" }, changed.map((r) => el("li", { text: `#${r.observed}: ${r.fields.join("; ")}` }))));
    }
  }

  function renderCheck(i) {
    if (!trace.check) return;
    const seq = events[i].seq;
    for (const tr of document.querySelectorAll("#check tr.current")) tr.classList.remove("current");
    const tr = document.querySelector(`#check tr[data-observed="${seq}"]`);
    if (tr) { tr.classList.add("current"); tr.scrollIntoView({ block: "nearest" }); }
  }

  function buildFuzz() {
    const box = $("#fuzz");
    const f = trace.fuzz;
    box.hidden = !f;
    if (!f) return;
    const failedLines = new Set(trace.failures.map((x) => x.line));
    const lines = f.script.replace(/\n$/, "").split("\n");
    box.append(el("h2", { text: "Fuzzing finding" }),
      el("p", {}, "property ", el("b", { class: "property", text: f.property }), f.location ? ` at ${f.location}` : ""),
      el("p", { class: "message", text: f.message }),
      el("h3", { text: "Shrunk session" }),
      el("ol", { class: "script" }, lines.map((l, n) => el("li", { class: failedLines.has(n + 1) ? "failed" : null },
        el("code", { text: l || " " })))));
  }

  function buildHeader() {
    const bar = $("#failures-bar");
    const items = trace.failures.map((f) => el("button", { class: "failure-link", type: "button",
      onclick: () => select(indexAtOrBefore(f.seq)) }, `${f.kind === "error" ? "error" : "failed"}: ${f.location} `, el("code", { text: f.check })));
    if (trace.check) items.push(el("span", { class: "failure-link", text: `transcript differs from ${trace.check.goldenName}: ${trace.check.summary}` }));
    if (trace.fuzz) items.push(el("span", { class: "failure-link", text: `fuzzing: ${trace.fuzz.property}` }));
    bar.replaceChildren(...items);
    bar.hidden = items.length === 0;
    const notes = $("#notes");
    notes.replaceChildren(...trace.notes.map((n) => el("p", { text: n })));
    notes.hidden = trace.notes.length === 0;
    // "passed" only when something was checked (an expect step, a golden transcript); else the session was recorded.
    const checked = trace.check || steps.some((s) => s.line !== null && /^\s*expect\b/.test(s.source));
    const passed = trace.failures.length === 0 && !(trace.check && trace.check.rows.some((r) => r.operation !== "same"));
    $("#verdict").textContent = `${events.length} events, ${steps.length} steps`
      + (trace.fuzz || !passed ? "" : checked ? ", passed" : ", recorded (nothing checked)");
  }

  // MARK: Selection

  let current = -1;
  function visible(i) { return !$("#timeline").classList.contains(`hide-${events[i].kind}`); }

  function select(i, options = {}) {
    if (!events.length) return;
    i = Math.max(0, Math.min(events.length - 1, i));
    if (current >= 0 && rowOfIndex[current]) rowOfIndex[current].classList.remove("selected");
    for (const h of document.querySelectorAll(".step-head.current")) h.classList.remove("current");
    current = i;
    const row = rowOfIndex[i];
    row.classList.add("selected");
    stepHeads[stepOfIndex[i]].classList.add("current");
    if (options.scroll !== false) row.scrollIntoView({ block: "nearest" });
    document.body.dataset.seq = events[i].seq;
    renderDevice(i);
    renderFields(i);
    renderDelegate(i);
    renderIme(i);
    renderEvent(i);
    renderFailures(i);
    renderCheck(i);
    if (options.hash !== false) {
      const hash = `#seq=${events[i].seq}`;
      if (location.hash !== hash) history.replaceState(null, "", hash);
    }
  }

  function step(direction) {
    for (let i = current + direction; i >= 0 && i < events.length; i += direction) {
      if (visible(i)) { select(i); return; }
    }
  }

  function seqFromHash() {
    const m = /^#seq=(\d+)$/.exec(location.hash);
    return m && indexOfSeq.has(Number(m[1])) ? indexOfSeq.get(Number(m[1])) : null;
  }

  function initialIndex() {
    const fromHash = seqFromHash();
    if (fromHash !== null) return fromHash;
    if (trace.failures.length) return indexAtOrBefore(trace.failures[0].seq);
    if (trace.check) {
      const r = trace.check.rows.find((x) => x.operation !== "same");
      if (r) {
        const at = trace.check.rows.indexOf(r);
        const o = trace.check.rows.slice(0, at + 1).reverse().find((x) => x.observed !== null)
          || trace.check.rows.find((x) => x.observed !== null);
        if (o) return indexOfSeq.get(o.observed);
      }
    }
    // Nothing failed: the last event, the session's final state.
    return events.length - 1;
  }

  document.addEventListener("keydown", (ev) => {
    if (ev.altKey || ev.ctrlKey || ev.metaKey) return;
    if (ev.target instanceof HTMLInputElement && ev.target.type === "text") return;
    if (ev.key === "ArrowDown" || ev.key === "ArrowRight") { step(1); ev.preventDefault(); }
    else if (ev.key === "ArrowUp" || ev.key === "ArrowLeft") { step(-1); ev.preventDefault(); }
    else if (ev.key === "Home") { select(0); ev.preventDefault(); }
    else if (ev.key === "End") { select(events.length - 1); ev.preventDefault(); }
  });
  window.addEventListener("hashchange", () => {
    const i = seqFromHash();
    if (i !== null && i !== current) select(i, { hash: false });
  });

  buildFilters();
  buildTimeline();
  buildHeader();
  buildCheck();
  buildFuzz();
  if (events.length) select(initialIndex());
  else $("#device-view").append(el("p", { class: "muted", text: "No events." }));
  document.body.dataset.ready = "true";
})();
