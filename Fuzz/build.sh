#!/bin/sh
# Builds the libFuzzer target Fuzz/kbsim-fuzz: Sources/KeyboardSim and Fuzz/*.swift compiled as one module with
# -sanitize=fuzzer,address (docs/fuzzing.md). Usage: Fuzz/build.sh [output]  (FUZZ_OPT=-Onone for a faster build)
set -eu
cd "$(dirname "$0")/.."
out="${1:-.build-libfuzzer/kbsim-fuzz}"
mkdir -p "$(dirname "$out")"
# shellcheck disable=SC2046
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 ${FUZZ_OPT:--O} \
    -module-name KeyboardSim -I Sources/CXKB -lxkbcommon \
    $(find Sources/KeyboardSim -name '*.swift' | sort) Fuzz/*.swift \
    -o "$out"
echo "built $out"
