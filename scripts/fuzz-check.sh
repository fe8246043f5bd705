#!/usr/bin/env bash
# make fuzz-check: kbsim's fuzz targets as ClusterFuzzLite and OSS-Fuzz build and run them, checked without the
# bots (docs/fuzzing.md, "ClusterFuzzLite and OSS-Fuzz"). For each flag variable of the base-builder-swift image
# (SWIFTFLAGS, SWIFT6_2FLAGS) and each build (address, coverage), it runs .clusterfuzzlite/build.sh with the
# image's environment (SRC, WORK, OUT, SANITIZER, CFLAGS, CXXFLAGS and the flags precompile_swift exports), checks
# that $OUT holds the targets and everything they read, then runs each target from a foreign working directory
# with the system data hidden, as the bots' check_build would:
#   - address: the planted bugs (kbsim_digits_paste, kbsim_pinyin_max_length) must crash within the bound, and
#     `kbsim fuzz --convert` must turn the crash input into a script that `kbsim run` fails on; the other targets
#     must run the bound without a crash;
#   - coverage: each target runs its seed corpus and writes its profile.
# The system data is hidden in a mount namespace when the machine allows one (unshare): /usr/share/rime-data,
# /usr/share/X11, /usr/share/skk, the source checkout and the system libxkbcommon are covered, and / is read-only
# but for /tmp (so a write elsewhere fails). Otherwise KBSIM_HIDE_SYSTEM_DATA=1 hides them from kbsim's data lookup
# (DataLocationsTests proves it) and writes are checked with strace when it is installed.
#
# Usage: scripts/fuzz-check.sh [--full]
#   default  CI bounds: each run FUZZ_CHECK_SECONDS (default 10) seconds
#   --full   the documented manual check: 30 s runs
# Environment: FUZZ_CHECK_VARIANTS (default "SWIFTFLAGS SWIFT6_2FLAGS"), FUZZ_CHECK_SANITIZERS (default
# "address coverage"), FUZZ_CHECK_DIR (default /tmp/kbsim-fuzz-check; outputs and runs), SWIFT (default swift).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
seconds="${FUZZ_CHECK_SECONDS:-10}"
if [ "${1:-}" = "--full" ]; then seconds=30; elif [ -n "${1:-}" ]; then echo "usage: $0 [--full]" >&2; exit 2; fi
variants="${FUZZ_CHECK_VARIANTS:-SWIFTFLAGS SWIFT6_2FLAGS}"
sanitizers="${FUZZ_CHECK_SANITIZERS:-address coverage}"
check="${FUZZ_CHECK_DIR:-/tmp/kbsim-fuzz-check}"
case "$check" in /tmp/*) ;; *) echo "fuzz-check: FUZZ_CHECK_DIR must be under /tmp (the targets may write only there)" >&2; exit 2;; esac
planted="kbsim_digits_paste kbsim_pinyin_max_length"
declare -A planted_delegate=([kbsim_digits_paste]="planted:digits-paste" [kbsim_pinyin_max_length]="planted:pinyin-max-length")
declare -A planted_property=([kbsim_digits_paste]="charset=0123456789" [kbsim_pinyin_max_length]="max-length=5")
export SWIFT_BACKTRACE=enable=no
start=$(date +%s)
fail() { echo "fuzz-check: FAILED: $*" >&2; exit 1; }

# kbsim itself (not sanitized), for --convert and run.
"${SWIFT:-swift}" build --product kbsim > /dev/null
kbsim="$root/.build/debug/kbsim"

# The seed inputs are what `kbsim fuzz --convert` makes of the scripts beside them.
for script in Fuzz/targets/seeds/*/*.kbsim; do
    "$kbsim" fuzz --convert "$script" -o "$check.seed" > /dev/null
    cmp -s "$check.seed" "${script%.kbsim}.bin" || fail "$script: ${script%.kbsim}.bin is stale; run kbsim fuzz --convert $script -o ${script%.kbsim}.bin"
done
rm -f "$check.seed"

# The flags of the base-builder-swift image: the values precompile_swift exports, copied from
# google/oss-fuzz infra/base-images/base-builder-swift/precompile_swift at revision
# 16ab7023b6f24b1a8896dda55529fa74ce5748ef, and the CFLAGS/CXXFLAGS the base-builder image's compile step sets for
# the sanitizer (its SANITIZER_FLAGS_address and COVERAGE_FLAGS of libFuzzer).
image_environment() {
    local sanitizer="$1"
    if [ "$sanitizer" = "coverage" ]; then
        CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -fprofile-instr-generate -fcoverage-mapping -pthread -Wl,--no-as-needed -Wl,-ldl -Wl,-lm -Wno-unused-command-line-argument"
    else
        CFLAGS="-O1 -fno-omit-frame-pointer -gline-tables-only -DFUZZING_BUILD_MODE_UNSAFE_FOR_PRODUCTION -fsanitize=address -fsanitize-address-use-after-scope -fsanitize=fuzzer-no-link"
    fi
    CXXFLAGS="$CFLAGS -stdlib=libc++"
    export CFLAGS CXXFLAGS SANITIZER="$sanitizer"
    # precompile_swift, as it is (less its copy of the image's llvm-symbolizer):
    export SWIFTFLAGS="-Xswiftc -parse-as-library -Xswiftc -static-stdlib --static-swift-stdlib"
    export SWIFT6_2FLAGS="-Xswiftc -static-stdlib --static-swift-stdlib"
    if [ "$SANITIZER" = "coverage" ]
    then
        export SWIFTFLAGS="$SWIFTFLAGS -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping -Xswiftc -sanitize=fuzzer"
        export SWIFT6_2FLAGS="$SWIFT6_2FLAGS -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping --sanitize=fuzzer"
    else
        export SWIFTFLAGS="$SWIFTFLAGS -Xswiftc -sanitize=fuzzer,$SANITIZER --sanitize=$SANITIZER"
        export SWIFT6_2FLAGS="$SWIFT6_2FLAGS --sanitize=fuzzer --sanitize=$SANITIZER"
        for f in $CFLAGS; do
            export SWIFTFLAGS="$SWIFTFLAGS -Xcc=$f"
            export SWIFT6_2FLAGS="$SWIFT6_2FLAGS -Xcc=$f"
        done
        for f in $CXXFLAGS; do
            export SWIFTFLAGS="$SWIFTFLAGS -Xcxx=$f"
            export SWIFT6_2FLAGS="$SWIFT6_2FLAGS -Xcxx=$f"
        done
    fi
}

# How a target runs: in a mount namespace hiding the system data when possible, else with KBSIM_HIDE_SYSTEM_DATA.
hide_mode=env
if unshare --user --map-root-user --mount true 2> /dev/null; then hide_mode=namespace; fi
xkb_lib="$(pkg-config --variable=libdir xkbcommon)/libxkbcommon.so.0"
hidden_run() {  # hidden_run OUT CWD COMMAND… : runs COMMAND in CWD, the system data hidden
    local out="$1" cwd="$2"; shift 2
    if [ "$hide_mode" = namespace ]; then
        unshare --user --map-root-user --mount bash -c '
            set -e
            out="$1" cwd="$2" root="$3" lib="$4"; shift 4
            mount --bind /tmp /tmp
            for d in /usr/share/rime-data /usr/share/X11 /usr/share/skk "$root"; do
                [ -d "$d" ] && mount -t tmpfs -o ro,size=4k none "$d"
            done
            [ -e "$lib" ] && mount --bind /dev/null "$(readlink -f "$lib")"
            mount -o remount,bind,ro /
            cd "$cwd"
            exec "$@"' hidden "$out" "$cwd" "$root" "$xkb_lib" "$@"
    elif command -v strace > /dev/null; then
        (cd "$cwd" && KBSIM_HIDE_SYSTEM_DATA=1 strace -f -qq -o "$cwd/strace.log" -e trace=openat,creat,mkdir,rename,unlink,truncate "$@")
    else
        (cd "$cwd" && KBSIM_HIDE_SYSTEM_DATA=1 "$@")
    fi
}
writes_outside_tmp() {  # strace log → the paths written outside /tmp (none in namespace mode: / is read-only)
    [ -f "$1/strace.log" ] || return 0
    grep -E 'O_WRONLY|O_RDWR|O_CREAT|creat\(|mkdir\(|rename\(|unlink\(|truncate\(' "$1/strace.log" \
        | grep -vE '"/tmp/|"/dev/|"/proc/' | grep -v '= -1' || true
}

echo "fuzz-check: runs of ${seconds}s; system data hidden by $([ $hide_mode = namespace ] && echo 'a mount namespace (/ read-only but /tmp)' || echo "KBSIM_HIDE_SYSTEM_DATA=1$(command -v strace > /dev/null && echo ', writes traced by strace')")"
for variant in $variants; do
    for sanitizer in $sanitizers; do
        t0=$(date +%s)
        (
            image_environment "$sanitizer"
            export SRC="$root/.." WORK="$root/.build-fuzz-check" OUT="$check/out-$sanitizer-$variant"
            export KBSIM_SRC="$root" KBSIM_SWIFT_FLAGS="$variant"
            rm -rf "$OUT" && mkdir -p "$OUT" "$WORK"
            .clusterfuzzlite/build.sh > "$check.build.log" 2>&1 || { tail -30 "$check.build.log"; fail "build.sh ($variant, $sanitizer)"; }
        )
        out="$check/out-$sanitizer-$variant"
        # $OUT holds the targets and everything they read.
        for target in $(cat Fuzz/targets/targets.txt); do
            for f in "$target" "$target.dict" "$target.options" "${target}_seed_corpus.zip"; do
                [ -s "$out/$f" ] || fail "$out/$f is missing"
            done
            readelf -d "$out/$target" | grep -q 'R.*PATH.*\$ORIGIN' || fail "$target has no \$ORIGIN rpath"
        done
        for f in libxkbcommon.so.0 kbsim-data/keymaps/default.xkb kbsim-data/share/X11/xkb/rules/evdev \
                 kbsim-data/share/X11/locale/en_US.UTF-8/Compose kbsim-data/share/rime-data/pinyin_simp.dict.yaml; do
            [ -s "$out/$f" ] || fail "$out/$f is missing"
        done
        # The pinyin dictionary's compiled form, made by the targets at build time (docs/fuzzing.md, "Compiled data").
        compgen -G "$out/kbsim-data/cache/rime-dict-*.bin" > /dev/null || fail "$out/kbsim-data/cache holds no compiled dictionary"
        echo "fuzz-check: built $variant $sanitizer in $(( $(date +%s) - t0 ))s: $(cat Fuzz/targets/targets.txt | tr '\n' ' ')+ data in $out"

        for target in $(cat Fuzz/targets/targets.txt); do
            run="$(mktemp -d /tmp/kbsim-fuzz-run.XXXXXX)"
            mkdir -p "$run/corpus" "$run/seeds" && (cd "$run/seeds" && unzip -q "$out/${target}_seed_corpus.zip")
            set +e
            if [ "$sanitizer" = coverage ]; then
                # As the coverage bots do: run the corpus once, write the profile.
                LLVM_PROFILE_FILE="$run/$target.profraw" hidden_run "$out" "$run" "$out/$target" -runs=0 "$run/seeds" > "$run/log" 2>&1
                rc=$?
                set -e
                [ $rc = 0 ] || { tail -20 "$run/log"; fail "$target (coverage) exited $rc on its seeds"; }
                [ -s "$run/$target.profraw" ] || fail "$target (coverage) wrote no profile"
                echo "fuzz-check: $target ($variant coverage): seeds run, profile written"
            else
                hidden_run "$out" "$run" "$out/$target" -max_total_time="$seconds" -artifact_prefix="$run/" \
                    -dict="$out/$target.dict" -max_len=1024 "$run/corpus" "$run/seeds" > "$run/log" 2>&1
                rc=$?
                set -e
                grep -q "cannot find kbsim's keymaps\|pinyin dictionary not found" "$run/log" && fail "$target did not find its data: $(grep -m1 kbsim "$run/log")"
                grep -q "no compiled data in" "$run/log" && fail "$target parsed a table instead of mapping its compiled form: $(grep -m1 'no compiled data' "$run/log")"
                [ -z "$(writes_outside_tmp "$run")" ] || fail "$target wrote outside /tmp: $(writes_outside_tmp "$run" | head -3)"
                crash="$(ls "$run"/crash-* 2> /dev/null | head -1 || true)"
                if [[ " $planted " = *" $target "* ]]; then
                    [ -n "$crash" ] || { tail -20 "$run/log"; fail "$target found no crash in ${seconds}s"; }
                    "$kbsim" fuzz --convert "$crash" --delegate "${planted_delegate[$target]}" --property "${planted_property[$target]}" -o "$run/crash.kbsim"
                    set +e; "$kbsim" run "$run/crash.kbsim" > "$run/replay" 2>&1; replay=$?; set -e
                    [ $replay = 1 ] || { cat "$run/crash.kbsim"; fail "$target: the converted crash replays with exit $replay, not 1"; }
                    echo "fuzz-check: $target ($variant address): crash $(basename "$crash") after $(grep -aoE '^#[0-9]+' "$run/log" | tail -1 | tr -d '#') inputs; kbsim run fails on its script: $(grep -m1 -o 'expect.*' "$run/crash.kbsim")"
                else
                    [ $rc = 0 ] && [ -z "$crash" ] || { tail -30 "$run/log"; fail "$target crashed (exit $rc); input $crash"; }
                    echo "fuzz-check: $target ($variant address): ${seconds}s, $(grep -aoE '^#[0-9]+' "$run/log" | tail -1 | tr -d '#') inputs, no crash"
                fi
            fi
            rm -rf "$run"
        done
    done
done
echo "fuzz-check: passed in $(( $(date +%s) - start ))s"
