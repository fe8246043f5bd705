#!/bin/sh
# Builds the libFuzzer target for kbsim's parsers: the library's targets, the fuzz targets of the tests
# (Tests/KeyboardSimTests/Fuzz/ParserFuzzTargets.swift) and Fuzz/parsers/ParsersEntry.swift compiled as one module
# with -sanitize=fuzzer,address (docs/fuzzing.md). Usage: Fuzz/parsers/build.sh [output]  (FUZZ_OPT=-Onone builds faster)
set -eu
cd "$(dirname "$0")/../.."
out="${1:-.build-libfuzzer/kbsim-parser-fuzz}"
mkdir -p "$(dirname "$out")"
src="$(dirname "$out")/parser-fuzz-sources"
rm -rf "$src" && mkdir -p "$src"
for f in $(find Sources/KeyboardSim* -name '*.swift' | sort) Tests/KeyboardSimTests/Fuzz/ParserFuzzTargets.swift Fuzz/parsers/*.swift; do
    sed -e '/^import KeyboardSim/d' -e '/^@_exported import KeyboardSim/d' "$f" > "$src/$(echo "$f" | tr / _)"
done
# shellcheck disable=SC2046
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 ${FUZZ_OPT:--O} \
    -module-name KeyboardSim -package-name kbsim -I Sources/CXKB -lxkbcommon \
    $(find "$src" -name '*.swift' | sort) \
    -o "$out"
echo "built $out"
