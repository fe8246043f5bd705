#!/usr/bin/env bash
# Formats kbsim's own Swift code with the toolchain's `swift format` and the committed .swift-format: 120 columns,
# 4 spaces, existing line breaks kept, layout only (every rule that would rewrite code, such as import order or
# `if let _ =`, is off, so a pass changes white space and line breaks, never meaning).
#
#   scripts/format.sh           format in place
#   scripts/format.sh --check   change nothing; list each place the formatter would change; exit 1 if any
#
# Left as they are: code written as an app writes it, which the docs quote or the tests port (Examples/, the iOS
# delegates of every IOSDelegates/ folder under Tests/, the pre-Swift-4.2 code of Tests/KeyboardSimLegacyNameTests/,
# whose warnings Tests/expected-warnings.txt lists by line), the committed output of `kbsim port` (every */Ported/
# folder), the generated name lists of the port (Sources/KeyboardSimPort/KnownNames+*.swift), the parser fuzzers'
# seed inputs (Fuzz/parsers/corpus/, kept byte for byte, malformed on purpose) and the documentation's snippets as
# the documents show them (Tests/KeyboardSimDocSnippetTests/Generated/, scripts/doc-snippets.py).
#
# Exit codes: 0 formatted (or nothing to change with --check); 1 --check found changes; 2 bad usage or no
# `swift format` in the toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=format
case "${1:-}" in
    "") ;;
    --check) mode=check ;;
    *) echo "scripts/format.sh: \"$1\": unknown option; accepted: --check, or nothing to format in place" >&2; exit 2 ;;
esac
SWIFT="${SWIFT:-swift}"
if ! "$SWIFT" format --version >/dev/null 2>&1; then
    echo "scripts/format.sh: \"$SWIFT format\" does not run; accepted: a Swift 6 toolchain (swift format comes with it)" >&2
    exit 2
fi

files=()
while IFS= read -r -d '' f; do files+=("$f"); done < <(
    find Package.swift Sources Tests Tools Fuzz scripts -name '*.swift' \
        -not -path '*/Ported/*' \
        -not -path '*/IOSDelegates/*' \
        -not -path 'Tests/KeyboardSimLegacyNameTests/*' \
        -not -path 'Sources/KeyboardSimPort/KnownNames+*' \
        -not -path 'Fuzz/parsers/corpus/*' \
        -not -path 'Tests/KeyboardSimDocSnippetTests/Generated/*' \
        -not -path '*/.build*' \
        -print0 | sort -z)

if [ "$mode" = check ]; then
    # lint reports each difference from the formatted text as a warning; --strict makes a warning fail.
    if ! "$SWIFT" format lint --strict --parallel --configuration .swift-format "${files[@]}"; then
        echo "scripts/format.sh: the files above are not formatted; run scripts/format.sh" >&2
        exit 1
    fi
else
    "$SWIFT" format format --in-place --parallel --configuration .swift-format "${files[@]}"
fi
