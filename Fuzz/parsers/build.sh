#!/bin/sh
# Builds the libFuzzer target for kbsim's parsers: the library's targets, the fuzz targets of the tests
# (Tests/KeyboardSimFuzzTests/Fuzz/ParserFuzzTargets.swift) and Fuzz/parsers/ParsersEntry.swift compiled as one module
# with -sanitize=fuzzer,address (docs/fuzzing.md). Usage: Fuzz/parsers/build.sh [output]  (FUZZ_OPT=-Onone builds faster)
set -eu
cd "$(dirname "$0")/../.."
out="${1:-.build-libfuzzer/kbsim-parser-fuzz}"
mkdir -p "$(dirname "$out")"
src="$(dirname "$out")/parser-fuzz-sources"
rm -rf "$src" && mkdir -p "$src"
for f in $(find Sources/KeyboardSim* -name '*.swift' | sort) Tests/KeyboardSimFuzzTests/Fuzz/ParserFuzzTargets.swift Fuzz/parsers/*.swift; do
    sed -e '/^import KeyboardSim/d' -e '/^@_exported import KeyboardSim/d' "$f" > "$src/$(echo "$f" | tr / _)"
done
# The files SwiftPM embeds as byte arrays (`.embedInCode` in Package.swift: the trace page's style sheet and script)
# become the same `PackageResources` declarations.
python3 - "$src/PackageResources.swift" Sources/KeyboardSimTrace/Resources/* <<'EOF'
import os, sys
with open(sys.argv[1], "w") as out:
    out.write("struct PackageResources {\n")
    for path in sys.argv[2:]:
        name = os.path.basename(path).replace(".", "_").replace("-", "_")
        data = open(path, "rb").read()
        out.write("    static let %s: [UInt8] = [%s]\n" % (name, ",".join(str(b) for b in data)))
    out.write("}\n")
EOF
# shellcheck disable=SC2046
swiftc -sanitize=fuzzer,address -parse-as-library -swift-version 6 ${FUZZ_OPT:--O} \
    -module-name KeyboardSim -package-name kbsim -I Sources/CXKB -lxkbcommon \
    $(find "$src" -name '*.swift' | sort) \
    -o "$out"
echo "built $out"
