#!/usr/bin/env bash
# Builds the API reference: one DocC archive with the umbrella's articles and a page for every public symbol that
# `import KeyboardSim` offers. The umbrella only re-exports, so its own symbol graph is empty; the archive is
# built over the umbrella and each layer it re-exports (the `@_exported import` lines of
# Sources/KeyboardSim/Exports.swift, so the list cannot drift) and merged into one
# (swift-docc-plugin's --enable-experimental-combined-documentation), warnings (a broken link) failing the build.
# Then scripts/check-docs.py checks the archive's key pages and that every public symbol has a documentation
# comment.
#
#   scripts/docs.sh            build .build/plugins/Swift-DocC/outputs/kbsim.doccarchive, then check it
#
# Open it with any static web server: `python3 -m http.server -d .build/plugins/Swift-DocC/outputs/kbsim.doccarchive`
# and http://localhost:8000/documentation/keyboardsim.
#
# Exit codes: 0 built and checked; 1 a check failed (each finding on a line of its own); other: the build's.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"

targets=(--target KeyboardSim)
for module in $(sed -n 's/^@_exported import \(KeyboardSim[A-Za-z]*\)$/\1/p' Sources/KeyboardSim/Exports.swift); do
    targets+=(--target "$module")
done
"$SWIFT" package generate-documentation --enable-experimental-combined-documentation \
    "${targets[@]}" --warnings-as-errors
/usr/bin/python3 scripts/check-docs.py .build/plugins/Swift-DocC/outputs/kbsim.doccarchive .build
