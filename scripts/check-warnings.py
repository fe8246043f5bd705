#!/usr/bin/env python3
"""Fails when kbsim's own code has a compiler warning that is not on the expected list.

Usage: scripts/check-warnings.py [-- BUILD COMMAND...]

With a build command (`make test` passes `swift build --build-tests ...`), runs it first, showing its output.
Then it collects the warnings of the package's own sources (Sources/, Tests/, Package.swift) from two places:

- the build log, which has every warning of the files this build compiled, and SwiftPM's own warnings;
- the serialized diagnostics (`.dia`) the compiler keeps for every source file in the build folder, which still
  hold the warnings of a file an incremental build did not recompile (the log has none for it).

Any such warning fails the check. Test targets whose warnings are the point (pre-Swift-4.2 names that must still
compile, ported code in Swift 6 mode) build with `-suppress-warnings` (Package.swift); for each of them the check
compiles the target again with warnings on (to SIL, so the diagnostics of the mandatory passes are included; with
the build's own flags, read from .build/debug.yaml; a few seconds) and compares what the compiler says with
Tests/expected-warnings.txt, one `path:line: message` a line: a new warning and a listed warning that is gone both
fail, so the list stays exact. `--update` rewrites the list from what the compiler says now.

A CI run on a fresh clone builds everything, so the log alone would do there; the serialized diagnostics make the
check as strict on a developer's incremental build.
"""
import glob
import json
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPECTED = os.path.join(ROOT, "Tests", "expected-warnings.txt")
WARNING = re.compile(r"^(/[^:\s]+):(\d+):(\d+): warning: (.*?)(?: \[#[A-Za-z-]+\])?$")


def own(path):
    """Whether `path` is one of the package's sources (not a dependency's checkout or a generated file)."""
    rel = os.path.relpath(path, ROOT)
    return not rel.startswith("..") and not rel.startswith(".build")


def entry(path, line, message):
    return f"{os.path.relpath(path, ROOT)}:{line}: {message}"


def warning(path, line, col, message):
    return f"{os.path.relpath(path, ROOT)}:{line}:{col}: warning: {message}"


# MARK: Serialized diagnostics (LLVM bitstream)

class Bits:
    def __init__(self, data):
        self.data, self.pos = data, 0

    def read(self, width):
        value = 0
        for i in range(width):
            byte = self.data[(self.pos + i) >> 3]
            value |= ((byte >> ((self.pos + i) & 7)) & 1) << i
        self.pos += width
        return value

    def vbr(self, width):
        value, shift, high = 0, 0, 1 << (width - 1)
        while True:
            piece = self.read(width)
            value |= (piece & (high - 1)) << shift
            shift += width - 1
            if not piece & high:
                return value

    def align32(self):
        self.pos = (self.pos + 31) & ~31

    def done(self):
        return self.pos >= len(self.data) * 8


def read_abbrev(bits):
    ops, count, i = [], bits.vbr(5), 0
    while i < count:
        if bits.read(1):
            ops.append(("literal", bits.vbr(8)))
        else:
            encoding = bits.read(3)
            if encoding in (1, 2):
                ops.append(("fixed" if encoding == 1 else "vbr", bits.vbr(5)))
            else:
                ops.append(({3: "array", 4: "char6", 5: "blob"}[encoding], 0))
        i += 1
    return ops


def read_scalar(bits, op):
    kind, width = op
    if kind == "literal":
        return width
    if kind == "fixed":
        return bits.read(width) if width else 0
    if kind == "vbr":
        return bits.vbr(width) if width else 0
    if kind == "char6":
        return "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._"[bits.read(6)]
    raise ValueError(kind)


def read_abbreviated(bits, ops):
    values, i = [], 0
    while i < len(ops):
        kind = ops[i][0]
        if kind == "array":
            n = bits.vbr(6)
            values.append([read_scalar(bits, ops[i + 1]) for _ in range(n)])
            i += 2
            continue
        if kind == "blob":
            n = bits.vbr(6)
            bits.align32()
            values.append(bytes(bits.data[bits.pos // 8: bits.pos // 8 + n]))
            bits.pos += n * 8
            bits.align32()
        else:
            values.append(read_scalar(bits, ops[i]))
        i += 1
    return values


def dia_records(data):
    """Every record of a .dia file, as (code, values), depth first."""
    bits = Bits(data)
    if bits.read(32) != 0x47414944:  # "DIAG"
        return
    blockinfo = {}

    def block(width, block_id):
        abbrevs = list(blockinfo.get(block_id, []))
        current = None  # the block id SETBID names, inside BLOCKINFO
        while not bits.done():
            code = bits.read(width)
            if code == 0:  # END_BLOCK
                bits.align32()
                return
            if code == 1:  # ENTER_SUBBLOCK
                child, child_width = bits.vbr(8), bits.vbr(4)
                bits.align32()
                bits.read(32)
                yield from block(child_width, child)
            elif code == 2:  # DEFINE_ABBREV
                ops = read_abbrev(bits)
                if block_id == 0:
                    blockinfo.setdefault(current, []).append(ops)
                else:
                    abbrevs.append(ops)
            elif code == 3:  # UNABBREV_RECORD
                record, n = bits.vbr(6), bits.vbr(6)
                values = [bits.vbr(6) for _ in range(n)]
                if block_id == 0 and record == 1:
                    current = values[0]
                else:
                    yield record, values
            else:
                values = read_abbreviated(bits, abbrevs[code - 4])
                yield values[0], values[1:]

    yield from block(2, None)


def dia_warnings(path):
    """The warnings a .dia file holds, as (file, line, column, message)."""
    with open(path, "rb") as f:
        data = f.read()
    files, out = {}, []
    for code, v in dia_records(data):
        if code == 6:  # FILENAME: id, size, modification time, name length, name
            files[v[0]] = v[-1].decode("utf-8", "replace") if isinstance(v[-1], bytes) else ""
        elif code == 2 and v[0] == 2:  # DIAG, severity warning: file, line, column, offset, category, flag, text
            message = v[-1].decode("utf-8", "replace") if isinstance(v[-1], bytes) else ""
            out.append((v[1], v[2], v[3], message))
    return [(files.get(f, "<unknown>"), line, col, message) for f, line, col, message in out]


# MARK: The build

def bin_dir():
    return os.path.realpath(os.path.join(ROOT, ".build", "debug"))


def stored_warnings():
    """The warnings of every own source file, from the compiler's serialized diagnostics."""
    out = set()
    for output_map in glob.glob(os.path.join(bin_dir(), "*.build", "output-file-map.json")):
        with open(output_map) as f:
            entries = json.load(f)
        for source, outputs in entries.items():
            dia = outputs.get("diagnostics")
            if not source or not own(source) or not dia or not os.path.exists(dia):
                continue
            for file, line, col, message in dia_warnings(dia):
                if own(file):  # not a macro expansion's buffer (its warning is also at the macro's line)
                    out.add(warning(file, line, col, message))
    return out


def suppressed_modules():
    """The modules built with -suppress-warnings, with the compiler arguments the build uses for them."""
    manifest = os.path.join(ROOT, ".build", "debug.yaml")
    if not os.path.exists(manifest):
        sys.exit("check-warnings: no .build/debug.yaml: run swift build --build-tests first")
    with open(manifest) as f:
        text = f.read()
    out = {}
    for m in re.finditer(r'^  "C\.([A-Za-z0-9_]+)-[^"]*\.module":\n(?:    .*\n)*?    args: (\[.*\])$', text, re.M):
        args = json.loads(m.group(2))
        own_target = any(os.path.isdir(os.path.join(ROOT, folder, m.group(1))) for folder in ("Sources", "Tests"))
        if own_target and "-suppress-warnings" in args:  # SwiftPM builds the dependencies with it too
            out[m.group(1)] = args
    return out


def typecheck_warnings(args):
    """Compiles a module to SIL with the build's arguments, warnings on, and returns its warnings as list entries."""
    drop_with_value = {"-emit-module-path", "-output-file-map", "-index-store-path"}
    drop = {"-emit-dependencies", "-emit-module", "-incremental", "-enable-batch-mode", "-serialize-diagnostics",
            "-parseable-output", "-suppress-warnings", "-c", "-g"}
    cmd, skip, keep = [], False, False
    for a in args:
        if keep:  # the value of -Xcc, -Xfrontend …, passed on as it is
            cmd.append(a)
            keep = False
        elif skip:
            skip = False
        elif a.startswith("-X"):
            cmd.append(a)
            keep = True
        elif a in drop_with_value:
            skip = True
        elif a not in drop:
            cmd.append(a)
    cmd += ["-whole-module-optimization", "-emit-sil", "-o", "/dev/null"]
    result = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True)
    if result.returncode != 0:
        sys.stderr.write(result.stdout + result.stderr)
        sys.exit("check-warnings: compiling a suppressed target with warnings on failed")
    out = set()
    for line in (result.stdout + result.stderr).splitlines():
        m = WARNING.match(line)
        if m and own(m.group(1)):
            out.add(entry(m.group(1), m.group(2), m.group(4)))
    return out


def main():
    argv = sys.argv[1:]
    update = "--update" in argv
    build = argv[argv.index("--") + 1:] if "--" in argv else []
    log = []
    if build:
        process = subprocess.Popen(build, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        for line in process.stdout:
            sys.stdout.write(line)
            log.append(line.rstrip("\n"))
        if process.wait() != 0:
            sys.exit(process.returncode)

    found = set()
    for line in log:
        m = WARNING.match(line)
        if m and own(m.group(1)):
            found.add(warning(*m.groups()))
        elif line.startswith("warning:"):  # SwiftPM's own (an unhandled file, a manifest problem)
            found.add(line)
    found |= stored_warnings()

    expected_now = set()
    modules = suppressed_modules()
    for name, args in sorted(modules.items()):
        expected_now |= typecheck_warnings(args)
    with open(EXPECTED) as f:
        listed = {l.rstrip("\n") for l in f if l.strip() and not l.startswith("#")}
    if update:
        with open(EXPECTED) as f:
            header = [l for l in f if l.startswith("#")]
        with open(EXPECTED, "w") as f:
            f.writelines(header)
            f.writelines(e + "\n" for e in sorted(expected_now))
        listed = expected_now

    failed = False
    if found:
        failed = True
        print(f"check-warnings: {len(found)} warning(s) in kbsim's own code (the project builds with none):")
        for w in sorted(found):
            print("  " + w)
    new, gone = sorted(expected_now - listed), sorted(listed - expected_now)
    if new or gone:
        failed = True
        print(f"check-warnings: the targets built with -suppress-warnings ({', '.join(sorted(modules))}) differ "
              f"from {os.path.relpath(EXPECTED, ROOT)} (after a deliberate change: "
              "scripts/check-warnings.py --update):")
        for w in new:
            print("  new:  " + w)
        for w in gone:
            print("  gone: " + w)
    if failed:
        sys.exit(1)
    print(f"check-warnings: no warnings; {len(listed)} expected warning(s) in {len(modules)} suppressed target(s) "
          "as listed")


if __name__ == "__main__":
    main()
