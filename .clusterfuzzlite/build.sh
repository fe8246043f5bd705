#!/bin/bash -eu
# Builds kbsim's fuzz targets (Fuzz/targets) for ClusterFuzzLite and OSS-Fuzz and puts them, with everything they
# read at run time, in $OUT (docs/fuzzing.md, "ClusterFuzzLite and OSS-Fuzz"). Runs in the base-builder-swift
# image, whose environment gives SRC, WORK, OUT, SANITIZER (address or coverage) and, after precompile_swift,
# SWIFTFLAGS and SWIFT6_2FLAGS. scripts/fuzz-check.sh runs it outside the image with the same environment.
#
# Set by this repository, not by the image (all optional):
#   KBSIM_SRC              the kbsim checkout (default $SRC/kbsim)
#   KBSIM_FUZZ_PACKAGE     the package of the fuzz targets (default $KBSIM_SRC/Fuzz/targets): targets.txt names its
#                          executable targets; kbsim.dict, options/TARGET.options and seeds/TARGET/*.bin go with them
#   KBSIM_SWIFT_FLAGS      which of the image's variables to build with: SWIFTFLAGS (default) or SWIFT6_2FLAGS
#   KBSIM_FUZZ_CONFIG      debug (default, as the image's Swift projects build) or release
#   KBSIM_EXTRA_FLAGS      more `swift build` arguments (fuzz-check passes none)
# In a repository of your own (docs/fuzzing.md), set KBSIM_FUZZ_PACKAGE to your fuzz package: kbsim's keymaps are
# then taken from the checkout SwiftPM made of kbsim.

# The image's flags: precompile_swift exports them (and copies its llvm-symbolizer into $OUT).
if [ -z "${SWIFTFLAGS:-}" ] && command -v precompile_swift > /dev/null; then
    . precompile_swift
fi
variant="${KBSIM_SWIFT_FLAGS:-SWIFTFLAGS}"
flags="${!variant:?the image exports $variant (precompile_swift); outside the image, scripts/fuzz-check.sh sets it}"
kbsim="${KBSIM_SRC:-$SRC/kbsim}"
targets="${KBSIM_FUZZ_PACKAGE:-$kbsim/Fuzz/targets}"
config="${KBSIM_FUZZ_CONFIG:-debug}"
scratch="$WORK/kbsim-fuzz-$SANITIZER-$variant"

# shellcheck disable=SC2086
build() {
    swift build -c "$config" --package-path "$targets" --scratch-path "$scratch" $flags ${KBSIM_EXTRA_FLAGS:-} \
        -Xlinker --disable-new-dtags -Xlinker -rpath -Xlinker '$ORIGIN' "$@"
}
build
bin="$(build --show-bin-path)"

for target in $(cat "$targets/targets.txt"); do
    cp "$bin/$target" "$OUT/$target"
    cp "$targets/kbsim.dict" "$OUT/$target.dict"
    cp "$targets/options/$target.options" "$OUT/$target.options"
    # Seed inputs: the .bin files `kbsim fuzz --convert` made from the .kbsim scripts beside them.
    rm -f "$OUT/${target}_seed_corpus.zip"
    (cd "$targets/seeds/$target" && zip -q -j "$OUT/${target}_seed_corpus.zip" ./*.bin)
done

# What the targets read at run time, beside them (docs/fuzzing.md; DataLocations in the sources): kbsim's keymaps,
# xkb-data (hardware layouts), the en_US.UTF-8 Compose file and the pinyin dictionary, from the packages the
# Dockerfile installed. Nothing else under /usr/share is read; nothing is written.
data="$OUT/kbsim-data"
rm -rf "$data"
mkdir -p "$data/share/rime-data" "$data/share/X11/locale/en_US.UTF-8"
keymaps="$kbsim/keymaps"
[ -f "$keymaps/default.xkb" ] || keymaps="$(dirname "$(find "$scratch/checkouts" -maxdepth 3 -name default.xkb -path '*/keymaps/*' | head -1)")"
cp -R "$keymaps" "$data/keymaps"
cp -R /usr/share/X11/xkb "$data/share/X11/xkb"
cp /usr/share/X11/locale/en_US.UTF-8/Compose "$data/share/X11/locale/en_US.UTF-8/Compose"
cp /usr/share/rime-data/pinyin_simp.dict.yaml "$data/share/rime-data/pinyin_simp.dict.yaml"

# The shared libraries the targets need that the machines running them lack go beside them, found through the
# $ORIGIN rpath they were linked with (an RPATH, so that it also serves the libraries' own dependencies):
# libxkbcommon, the dynamic library products SwiftPM built (IssueReporting's test support), and libxml2 (which
# the static FoundationXML links to) with the libraries it needs but libc's.
cp -L "$(pkg-config --variable=libdir xkbcommon)/libxkbcommon.so.0" "$OUT/libxkbcommon.so.0"
for lib in "$bin"/lib*.so; do [ -e "$lib" ] && cp "$lib" "$OUT/"; done
for lib in $(ldd "$OUT/$(head -1 "$targets/targets.txt")" | awk '/libxml2|libicu|liblzma/ { print $3 }'); do
    cp -L "$lib" "$OUT/"
done
for lib in $(ldd "$OUT"/libxml2.so.* 2> /dev/null | awk '/libicu|liblzma/ { print $3 }' | sort -u); do
    cp -L "$lib" "$OUT/"
done
# The compiled form of the tables each target loads at set-up (the pinyin dictionary), in kbsim-data/cache: each
# target writes it once here, from the copies above (KBSIM_FUZZ_COMPILE_DATA=1: set up, write, exit), and maps it
# read-only at run time instead of parsing; a file that does not match its table is parsed in memory instead.
mkdir -p "$data/cache"
for target in $(cat "$targets/targets.txt"); do
    KBSIM_FUZZ_COMPILE_DATA=1 ASAN_OPTIONS=detect_leaks=0 LLVM_PROFILE_FILE=/dev/null "$OUT/$target"
done
echo "kbsim: $(wc -w < "$targets/targets.txt") fuzz targets and their data in $OUT"
