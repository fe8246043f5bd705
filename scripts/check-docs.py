#!/usr/bin/env python3
"""Checks kbsim's API reference after scripts/docs.sh has built it.

    scripts/check-docs.py ARCHIVE SYMBOL_GRAPH_DIR...

1. The combined DocC archive has a page for each symbol a user looks up first (KEY_PAGES).
2. Every public symbol of the layers `import KeyboardSim` re-exports has a documentation comment, read from the
   symbol graphs the DocC build emitted (the newest `*.symbols.json` of each name under the directories given): a
   symbol declared in kbsim's sources (it has a location under Sources/) with no `docComment` is a finding. Not
   findings, because another declaration documents them: symbols with no location (synthesized conformances);
   extension blocks; overrides; a protocol's default implementations; and the members that implement a protocol requirement, known
   by name (a requirement of a protocol in the layers, such as `textFieldShouldReturn(_:)`, or of the standard
   library's protocols: WITNESSES).

   The one allow-list: members of KeyboardSimUIKit's UIKit mirrors (a type named as UIKit, Foundation, Core
   Graphics or Core Animation names it: `UI…`, `NS…`, `CG…`, `CA…`) that keep UIKit's name and meaning
   (`UITextField.text`, `UIKeyboardType.emailAddress`): Apple's documentation of that name is their documentation,
   and a one-line restatement would say nothing more; so are UIKit's global functions, constants and type aliases
   of those prefixes (`UIEdgeInsetsMake`, `CATransform3DIdentity`). The mirror types themselves must be documented
   (their page says what kbsim models of them), and so must every symbol of the other types and modules, but the
   cases of `DelegateMethod`, whose raw values are UIKit's selectors (`textFieldShouldReturn(_:)`).

Exit codes: 0 all present; 1 findings (one a line: `MODULE: SYMBOL (FILE:LINE): no documentation comment`, or
a missing page); 2 bad usage.
"""

import json
import os
import re
import sys

KEY_PAGES = {
    "KeyboardSession": "documentation/keyboardsimsession/keyboardsession.json",
    "Fuzzer": "documentation/keyboardsimfuzz/fuzzer.json",
    "FuzzProperty": "documentation/keyboardsimfuzz/fuzzproperty.json",
    "Screen": "documentation/keyboardsimcore/screen.json",
    "UITextField": "documentation/keyboardsimuikit/uitextfield.json",
}

# Requirements of the standard library's protocols kbsim's types conform to: the protocol documents them.
WITNESSES = {
    "description", "debugDescription", "hash(into:)", "hashValue", "==(_:_:)", "<(_:_:)", "init(rawValue:)",
    "rawValue", "init(from:)", "encode(to:)", "id", "makeIterator()", "next()", "errorDescription",
}

# The UIKit mirrors' prefixes (see the docstring).
MIRROR_PREFIXES = ("UI", "NS", "CG", "CA")


def layers(root):
    """The modules Sources/KeyboardSim/Exports.swift re-exports."""
    text = open(os.path.join(root, "Sources/KeyboardSim/Exports.swift"), encoding="utf-8").read()
    return re.findall(r"^@_exported import (KeyboardSim\w+)$", text, re.M)


TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol"}


def is_mirror(module, path, kind):
    """A member of a UIKit mirror type, or a UIKit-named function, constant or type alias (`UIEdgeInsetsMake`)."""
    if module == "KeyboardSimTranscript" and path[0] == "DelegateMethod" and kind == "swift.enum.case":
        return True
    if module != "KeyboardSimUIKit" or not path[0].startswith(MIRROR_PREFIXES):
        return False
    return len(path) > 1 or kind not in TYPE_KINDS


def main(argv):
    if len(argv) < 3:
        print("usage: scripts/check-docs.py ARCHIVE SYMBOL_GRAPH_DIR...", file=sys.stderr)
        return 2
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    archive, graph_dirs = argv[1], argv[2:]
    findings = []
    for name, page in KEY_PAGES.items():
        if not os.path.isfile(os.path.join(archive, "data", page)):
            findings.append(f"{archive}: no page for {name} (data/{page})")

    modules = set(layers(root))
    # The newest graph of each name (a build folder may hold older ones, of other configurations).
    newest = {}
    for graph_dir in graph_dirs:
        for dirpath, _, files in os.walk(graph_dir):
            for f in files:
                if f.endswith(".symbols.json") and f.split("@")[0].split(".")[0] in modules:
                    path = os.path.join(dirpath, f)
                    if f not in newest or os.path.getmtime(path) > os.path.getmtime(newest[f]):
                        newest[f] = path
    graphs = [json.load(open(newest[f], encoding="utf-8")) for f in sorted(newest)]
    requirements = set(WITNESSES)
    documented_elsewhere = set()
    for graph in graphs:
        titles = {sym["identifier"]["precise"]: sym["pathComponents"][-1] for sym in graph["symbols"]}
        for rel in graph.get("relationships", []):
            if rel["kind"] in ("requirementOf", "optionalRequirementOf") and rel["source"] in titles:
                requirements.add(titles[rel["source"]])
            elif rel["kind"] in ("overrides", "defaultImplementationOf"):
                documented_elsewhere.add(rel["source"])
    seen_modules = set()
    undocumented = 0
    allowed = 0
    for graph in graphs:
        module = graph["module"]["name"]
        seen_modules.add(module)
        for symbol in graph["symbols"]:
            location = symbol.get("location")
            if not location or "/Sources/" not in location.get("uri", ""):
                continue
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if symbol.get("docComment", {}).get("lines"):
                continue
            path = symbol["pathComponents"]
            if symbol["kind"]["identifier"] == "swift.extension":
                continue  # an extension block: the type it extends is documented where it is declared
            if symbol["identifier"]["precise"] in documented_elsewhere or (
                    len(path) > 1 and path[-1] in requirements):
                continue
            if is_mirror(module, path, symbol["kind"]["identifier"]):
                allowed += 1
                continue
            undocumented += 1
            uri = location["uri"]
            file = uri[uri.index("/Sources/") + 1:]
            line = location.get("position", {}).get("line", 0) + 1
            findings.append(f"{module}: {'.'.join(path)} ({file}:{line}): no documentation comment")
    for module in sorted(modules - seen_modules):
        findings.append(f"{module}: no symbol graph under {', '.join(graph_dirs)}")
    for line in sorted(set(findings)):
        print(line)
    print(
        f"check-docs: {len(KEY_PAGES)} key pages, {len(seen_modules)} modules, {undocumented} public symbols without "
        f"a documentation comment, {allowed} UIKit mirror members allowed",
        file=sys.stderr)
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
