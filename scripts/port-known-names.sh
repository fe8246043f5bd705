#!/usr/bin/env bash
# Regenerates the names `kbsim port` knows (docs/porting.md, "What it reports"): every name the public API of
# KeyboardSim's re-exported modules declares, and every name the Linux platform declares (the Swift standard
# library, Foundation and what it re-exports, Dispatch, Glibc; XCTest, Testing, FoundationNetworking and the other
# modules a file must import apart), read from the symbol graphs `swift-symbolgraph-extract` gives
# for the built modules and the toolchain. Writes Sources/KeyboardSimPort/KnownNames+KeyboardSim.swift and
# KnownNames+Platform.swift.
#
# Usage: scripts/port-known-names.sh [--check] [--only keyboardsim|platform] [--modules DIR]
#   --modules DIR  the built modules (default: the debug build's Modules; `make port-known-names` builds first)
#   --check        writes nothing; exits 1 naming each committed file that differs from what would be written
#   --only PART    one of the two files (the tests check the KeyboardSim part, `make test` both)
# Exit status: 0 done (or fresh), 1 stale (--check), 2 bad usage or a module that cannot be read.
set -euo pipefail
cd "$(dirname "$0")/.."
check=0 only="" modules=""
while [ $# -gt 0 ]; do
  case "$1" in
    --check) check=1 ;;
    --only) only=${2:-}; shift ;;
    --modules) modules=${2:-}; shift ;;
    *) echo "port-known-names.sh: unknown argument '$1' (accepted: --check, --only keyboardsim|platform, --modules DIR)" >&2; exit 2 ;;
  esac
  shift
done
case "$only" in ""|keyboardsim|platform) ;; *) echo "port-known-names.sh: --only '$only': accepted: keyboardsim, platform" >&2; exit 2 ;; esac
swift=${SWIFT:-swift}
[ -n "$modules" ] || modules="$($swift build --show-bin-path)/Modules"
if [ "$only" != platform ] && [ ! -f "$modules/KeyboardSim.swiftmodule" ] && [ ! -d "$modules/KeyboardSim.swiftmodule" ]; then
  echo "port-known-names.sh: no KeyboardSim module in '$modules' (from --modules or the debug build): run \`swift build\` first, or \`make port-known-names\`" >&2
  exit 2
fi
triple=$($swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# extract GROUP MODULE...: the symbol graphs of each module into $tmp/GROUP/MODULE.
extract() {
  local group=$1; shift
  for m in "$@"; do
    mkdir -p "$tmp/$group/$m"
    if ! $swift symbolgraph-extract -module-name "$m" -target "$triple" -I "$modules" -I Sources/CXKB \
         -minimum-access-level public -output-dir "$tmp/$group/$m" > "$tmp/$group/$m.log" 2>&1; then
      echo "port-known-names.sh: swift symbolgraph-extract could not read module $m:" >&2
      cat "$tmp/$group/$m.log" >&2
      exit 2
    fi
  done
}

# probe NAME SOURCE: whether SOURCE type-checks against KeyboardSim (the literals the symbol graph does not show:
# `#colorLiteral` needs `_ColorLiteralType` and `_ExpressibleByColorLiteral`, both underscored, hence left out).
probe() {
  printf 'import KeyboardSim\n%s\n' "$2" > "$tmp/probe-$1.swift"
  if ${SWIFTC:-swiftc} -typecheck -I "$modules" -Xcc -fmodule-map-file=Sources/CXKB/module.modulemap \
       "$tmp/probe-$1.swift" > /dev/null 2>&1; then
    echo "$1" >> "$tmp/keyboardsim/literals.txt"
  fi
}

if [ "$only" != platform ]; then
  # KeyboardSim and the modules it re-exports (Sources/KeyboardSim/Exports.swift).
  extract keyboardsim KeyboardSim KeyboardSimTranscript KeyboardSimIME KeyboardSimUIKit KeyboardSimXKB \
    KeyboardSimCore KeyboardSimSamples KeyboardSimRender KeyboardSimTrace KeyboardSimSession KeyboardSimTesting \
    KeyboardSimFuzz
  : > "$tmp/keyboardsim/literals.txt"
  probe '#colorLiteral' 'let _ = #colorLiteral(red: 0, green: 0, blue: 0, alpha: 1)'
  probe '#imageLiteral' 'let _ = #imageLiteral(resourceName: "a")'
  probe '#fileLiteral' 'let _ = #fileLiteral(resourceName: "a")'
fi
if [ "$only" != keyboardsim ]; then
  $swift --version 2>/dev/null | head -1 > "$tmp/toolchain.txt"
  # What `import Foundation` gives on Linux (KeyboardSim re-exports it), and the standard library.
  extract platform Swift _Concurrency _StringProcessing Foundation FoundationEssentials FoundationInternationalization \
    Dispatch Glibc SwiftGlibc
  # What a file sees only when it imports the module.
  for m in XCTest Testing FoundationNetworking FoundationXML RegexBuilder Synchronization Observation CoreFoundation; do
    extract "$m" "$m"
  done
fi

python3 scripts/port-known-names.py "$tmp" "$tmp/out" "$only" "$triple"
status=0
for f in "$tmp"/out/*.swift; do
  dest=Sources/KeyboardSimPort/$(basename "$f")
  if cmp -s "$f" "$dest"; then continue; fi
  if [ $check = 1 ]; then
    echo "$dest is stale: run \`make port-known-names\` (scripts/port-known-names.sh) and commit it"
    diff "$dest" "$f" | grep '^[<>]' | head -20 || true
    status=1
  else
    cp "$f" "$dest"
    echo "wrote $dest"
  fi
done
exit $status
