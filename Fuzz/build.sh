#!/bin/sh
# Builds the libFuzzer target Fuzz/kbsim-fuzz: the library's targets and Fuzz/*.swift compiled as one module with
# -sanitize=fuzzer,address (docs/fuzzing.md). Usage: Fuzz/build.sh [output]  (FUZZ_OPT=-Onone for a faster build)
set -eu
cd "$(dirname "$0")/.."
out="${1:-.build-libfuzzer/kbsim-fuzz}"
mkdir -p "$(dirname "$out")"
# One module: the imports of the library's own targets are dropped from copies of the sources.
src="$(dirname "$out")/fuzz-sources"
rm -rf "$src" && mkdir -p "$src"
for f in $(find Sources/KeyboardSim* -name '*.swift' | sort) Fuzz/*.swift; do
    sed -e '/^import KeyboardSim/d' -e '/^@_exported import KeyboardSim/d' "$f" > "$src/$(echo "$f" | tr / _)"
done
# shellcheck disable=SC2046
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 ${FUZZ_OPT:--O} \
    -module-name KeyboardSim -package-name kbsim -I Sources/CXKB -lxkbcommon \
    $(find "$src" -name '*.swift' | sort) \
    -o "$out"
echo "built $out"
