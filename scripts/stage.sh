#!/usr/bin/env bash
# Runs one stage of `make test` or `make demo` and prints its wall and CPU time when it ends, passed or failed:
#   stage NAME: 83 s (CPU 151 s: 139 user + 12 system)
# The CPU time is that of the stage's processes and all they waited for (bash's `times` of its children).
# Usage: scripts/stage.sh NAME COMMAND [ARGUMENT...]; exits with COMMAND's status.
set -uo pipefail
name=$1
shift
start=$(date +%s.%N)
"$@"
status=$?
end=$(date +%s.%N)
# `times` prints the shell's own times, then its children's: "0m1.250s 0m0.300s".
# It runs in this shell (a subshell would have no children); its output goes through a temporary file.
tmp=$(mktemp)
times > "$tmp"
read -r cu cs < <(sed -n 2p "$tmp" | sed -E 's/([0-9]+)m([0-9.]+)s/\1 \2/g' | awk '{ printf "%.0f %.0f\n", $1 * 60 + $2, $3 * 60 + $4 }')
rm -f "$tmp"
wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.0f", b - a }')
result=""
[ $status -eq 0 ] || result=", failed with status $status"
echo "stage $name: $wall s (CPU $((cu + cs)) s: $cu user + $cs system)$result"
exit $status
