#!/usr/bin/env python3
"""Every ```swift block of the documentation, compiled (docs/architecture.md, "Tests": "The documentation's code").

Reads README.md, docs/*.md and the DocC articles (Sources/KeyboardSim/KeyboardSim.docc/*.md), blocks nested in a
````markdown example included, and writes one Swift file per ```swift block into
Tests/KeyboardSimDocSnippetTests/Generated/, named after the document and the block's number among its Swift
blocks (so editing the prose above a block renames nothing), which
the test target KeyboardSimDocSnippetTests compiles (with no warnings, as every target) against `import
KeyboardSim`. The shown code is copied unchanged; the generator only places it:

- leading imports (and an `#if canImport(UIKit)` import block) go to the top of the file; `@testable import
  MyAppCore`, the reader's own module, is left out: Prelude.swift stands in for the app's types the snippets name
  (`myDelegate`, `PinDelegate`, `CheckoutViewController` …);
- the declarations go inside `@Suite(.disabled(…)) struct DocSnippet_<file>_<number>` (so two snippets may declare
  the same name, and a snippet's `@Test` is compiled, not run: its app types are stand-ins);
- the statements (from the first top-level line that is not a declaration) go into a `@MainActor` throwing method
  of that struct, with a `session: KeyboardSession` parameter when they use one they do not declare; each
  top-level `let NAME` is followed by a hidden `_ = NAME` (a fragment need not use what it shows);
- a block preceded by the line `<!-- snippet: file-scope -->` keeps its declarations at file scope (what
  `@_cdecl` and `@_silgen_name` need), its statements in a function of their own;
- a block that starts with `// swift-tools-version` is a whole manifest, one that starts with `// Package.swift`
  a piece of one (the arguments of `Package(…)`, or elements of `targets:` when it starts with `.`, in a package
  that depends on `../kbsim`): these are
  not compiled into the tests but parsed by `swift package dump-package` in a scratch folder (the targets' folders
  and the dependencies need not exist for that), with --check.

Usage: scripts/doc-snippets.py [--check]
  --check  writes nothing; exits 1 naming each generated file that is stale, missing or left over, each
           manifest block dump-package refuses, or a block fenced without a language (`make test` runs it)
Exit codes: 0 done (or fresh), 1 stale or a refused manifest (--check) or a bare fence, 2 bad usage.
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
OUT = "Tests/KeyboardSimDocSnippetTests/Generated"
CONTEXT_MODULES = {"MyAppCore"}
HEADER = ["import Foundation", "import KeyboardSim", "import Testing"]
DECLARATION = re.compile(
    r"^(import |@testable import |@|#|//|func |final |class |struct |enum |extension |protocol |public |private |"
    r"fileprivate |internal |open |actor |typealias |\}|\)|$)")


def documents():
    files = ["README.md"] + sorted(glob.glob("docs/*.md", root_dir=ROOT))
    return files + sorted(glob.glob("Sources/KeyboardSim/KeyboardSim.docc/*.md", root_dir=ROOT))


def blocks(lines, offset=0):
    """(line of the opening fence, 1-based; language; body lines; the line before the fence) of each block."""
    i = 0
    while i < len(lines):
        m = re.match(r"^(\s*)(`{3,})(.*)$", lines[i])
        if not m:
            i += 1
            continue
        indent, fence, lang = m.groups()
        j = i + 1
        while j < len(lines) and not re.match(r"^\s*" + fence + r"\s*$", lines[j]):
            j += 1
        body = [line[len(indent):] if line.startswith(indent) else line.lstrip() for line in lines[i + 1:j]]
        lang = lang.strip()
        if lang == "markdown":
            yield from blocks(body, offset + i + 1)
        else:
            yield offset + i + 1, lang, body, lines[i - 1].strip() if i > 0 else ""
        i = j + 1


def snippets():
    for doc in documents():
        with open(os.path.join(ROOT, doc), encoding="utf-8") as f:
            lines = f.read().split("\n")
        for line, lang, body, before in blocks(lines):
            if lang == "swift":
                yield doc, line, body, before


def ident(doc, number):
    name = doc.replace("Sources/KeyboardSim/KeyboardSim.docc/", "KeyboardSim.docc/")
    return re.sub(r"[^A-Za-z0-9]", "_", name) + "_" + str(number)


def is_manifest(body):
    first = next((l for l in body if l.strip()), "")
    return first.startswith("// swift-tools-version") or first.startswith("// Package.swift")


def manifest(body):
    first = next(l for l in body if l.strip())
    if first.startswith("// swift-tools-version"):
        return "\n".join(body) + "\n"
    code = [l for l in body if l.strip() and not l.startswith("//")]
    inner = "\n".join(body)
    if code and code[0].startswith("."):
        # Targets of a package that depends on kbsim as the README shows.
        inner = "dependencies: [.package(path: \"../kbsim\")],\ntargets: [\n" + inner + "\n]"
    return ("// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\nname: \"Snippet\",\n"
            + inner + "\n)\n")


def swift_file(doc, number, body, before):
    name = "DocSnippet_" + ident(doc, number)
    file_scope = before == "<!-- snippet: file-scope -->"
    # Leading imports, with an #if canImport block around them.
    n = 0
    while n < len(body) and re.match(r"^(import |@testable import |#if canImport|#else|#endif|//|\s*$)", body[n]):
        n += 1
    imports, rest = body[:n], body[n:]
    shown_imports = []
    for l in imports:
        m = re.match(r"^(@testable )?import (\w+)", l)
        if m and m.group(2) in CONTEXT_MODULES:
            shown_imports.append(f"// ({l.strip()}: Prelude.swift stands in for the reader's module)")
        elif l.strip() and l not in HEADER:
            shown_imports.append(l)
    split = next((k for k, l in enumerate(rest) if not l.startswith((" ", "\t")) and not DECLARATION.match(l)),
                 len(rest))
    declarations, statements = rest[:split], rest[split:]
    while statements and not statements[-1].strip():
        statements.pop()
    out = [f"// Generated by scripts/doc-snippets.py from Swift block {number} of {doc}: edit the document, then run",
           "// the script.",
           ] + HEADER + shown_imports + [""]
    body_lines = []
    if statements:
        uses_session = any(re.search(r"\bsession\b", l) for l in statements)
        declares_session = any(re.match(r"^(let|var) session\b", l) for l in statements)
        params = "session: KeyboardSession" if uses_session and not declares_session else ""
        lets = [m.group(1) for l in statements for m in [re.match(r"^let (\w+)\b", l)] if m]
        body_lines = [f"@MainActor func statements({params}) throws {{"] + ["    " + l if l else "" for l in statements]
        body_lines += ["    _ = " + v for v in lets] + ["}"]
    if file_scope:
        out += declarations
        if body_lines:
            body_lines[0] = body_lines[0].replace("func statements(", f"func {name}(")
            out += [""] + body_lines
    else:
        out.append('@Suite(.disabled("a documentation snippet: compiled, not run"))')
        out.append(f"struct {name} {{")
        out += ["    " + l if l else "" for l in declarations]
        if body_lines:
            out += [""] + ["    " + l if l else "" for l in body_lines]
        out.append("}")
    return name + ".swift", "\n".join(out).rstrip() + "\n"


def main(argv):
    if argv not in ([], ["--check"]):
        print(f"doc-snippets.py: {' '.join(argv)!r}: unknown arguments; accepted: --check, or nothing", file=sys.stderr)
        return 2
    check = argv == ["--check"]
    wanted, manifests = {}, []
    numbers = {}
    for doc, line, body, before in snippets():
        if is_manifest(body):
            manifests.append((doc, line, manifest(body)))
        else:
            numbers[doc] = numbers.get(doc, 0) + 1
            name, text = swift_file(doc, numbers[doc], body, before)
            wanted[name] = text
    out = os.path.join(ROOT, OUT)
    present = set(os.listdir(out)) if os.path.isdir(out) else set()
    stale = []
    for name, text in sorted(wanted.items()):
        path = os.path.join(out, name)
        old = open(path, encoding="utf-8").read() if name in present else None
        if old != text:
            stale.append(f"{OUT}/{name}: {'stale' if old is not None else 'missing'}")
            if not check:
                os.makedirs(out, exist_ok=True)
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
    for name in sorted(present - set(wanted)):
        stale.append(f"{OUT}/{name}: left over (no block of the documentation gives it)")
        if not check:
            os.remove(os.path.join(out, name))
    refused = []
    # Every block says what it is (```text for output and grammar, ```sh, ```kbsim for a script
    # DocumentedScriptTests runs), so a Swift or script block cannot hide behind a bare fence.
    for doc in documents():
        with open(os.path.join(ROOT, doc), encoding="utf-8") as f:
            lines = f.read().split("\n")
        for line, lang, _, _ in blocks(lines):
            if not lang:
                refused.append(f"{doc}:{line}: a code block without a language; accepted: swift, kbsim, sh, text, "
                               "json, yaml …")
    if check:
        for doc, line, text in manifests:
            with tempfile.TemporaryDirectory() as scratch:
                with open(os.path.join(scratch, "Package.swift"), "w", encoding="utf-8") as f:
                    f.write(text)
                run = subprocess.run([os.environ.get("SWIFT", "swift"), "package", "dump-package"], cwd=scratch,
                                     capture_output=True, text=True)
                if run.returncode != 0:
                    refused.append(f"{doc}:{line}: swift package dump-package refuses this manifest block:\n"
                                   + run.stderr.strip())
    if check:
        for s in stale:
            print(f"{s}: run scripts/doc-snippets.py", file=sys.stderr)
        for r in refused:
            print(r, file=sys.stderr)
        if stale or refused:
            return 1
        print(f"doc-snippets: {len(wanted)} Swift blocks fresh in {OUT}, {len(manifests)} manifest blocks parsed")
    else:
        # Regenerating writes the copies; a bare fence would still fail --check, so it is said here too.
        for r in refused:
            print(r, file=sys.stderr)
        print(f"doc-snippets: {len(wanted)} Swift blocks ({len(stale)} files written or removed), "
              f"{len(manifests)} manifest blocks (checked with --check)")
        if refused:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
