#!/usr/bin/env bash
# The package as a user adopts it (docs in README, "Add KeyboardSim to your package"): clones the committed
# repository, tags the clone with KeyboardSimVersion, and builds a consumer package (scripts/consumer/) that
# depends on it by URL (`from:` the tag), with no warnings; then checks that its deliberately failing checks are
# reported at their own lines, twice per test, under Swift Testing and under XCTest. Uncommitted changes are not part of the clone.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
version=$(sed -n 's/.*static let string = "\(.*\)".*/\1/p' "$root/Sources/KeyboardSimCore/Version.swift")
if [ -n "${KBSIM_CONSUMER_DIR:-}" ]; then work=$KBSIM_CONSUMER_DIR; else work=$(mktemp -d); trap 'rm -rf "$work"' EXIT; fi
rm -rf "$work/kbsim" "$work/consumer"
git clone -q "$root" "$work/kbsim"
# -f: the clone may already carry the tag (a released checkout); the check is about this commit.
git -C "$work/kbsim" tag -f "$version" > /dev/null
mkdir -p "$work/consumer"
cp -R "$root/scripts/consumer/Sources" "$root/scripts/consumer/Tests" "$work/consumer/"
sed -e "s|@URL@|file://$work/kbsim|" -e "s|@VERSION@|$version|" "$root/scripts/consumer/Package.swift.in" > "$work/consumer/Package.swift"
cd "$work/consumer"
# The clean debug build a user's CI pays (docs/performance.md, "A library user's build"), timed.
"$root/scripts/stage.sh" consumer-build swift build --build-tests -q 2>&1 | tee build.log
# A package written as the README shows builds with no warnings, in its own code or in kbsim's.
if grep -n "warning:" build.log; then echo "consumer: the build printed the warnings above"; exit 1; fi
set +e
swift test --skip-build > test.log 2>&1
status=$?
set -e
fail=0
[ $status -ne 0 ] || { echo "consumer: the deliberately failing checks did not fail the run"; fail=1; }
grep -q "Test passes() passed" test.log || { echo "consumer: the passing Swift Testing test did not pass"; fail=1; }
for f in Tests/*/*.swift; do
  name=$(basename "$f")
  for line in $(grep -n "FAIL-HERE" "$f" | cut -d: -f1); do
    grep -q "$name:$line" test.log || { echo "consumer: no failure reported at $name:$line"; fail=1; }
  done
done
if [ $fail -ne 0 ]; then sed -n 1,80p test.log; exit 1; fi
echo "consumer package: depends on kbsim $version by URL; failures reported at their lines under Swift Testing and XCTest"
