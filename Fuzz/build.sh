#!/bin/sh
# Builds kbsim's libFuzzer target (Fuzz/Package.swift) with coverage and AddressSanitizer, the recipe of
# docs/fuzzing.md. Usage: Fuzz/build.sh [scratch-path]  →  SCRATCH/release/KbsimFuzz
set -eu
cd "$(dirname "$0")"
scratch="${1:-../.build-libfuzzer}"
# lld: gold fails on the sanitizer's symbols; the target has its own main, which runs libFuzzer's driver.
swift build -c release --scratch-path "$scratch" -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
echo "built $scratch/release/KbsimFuzz"
