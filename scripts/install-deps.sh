#!/usr/bin/env bash
# Installs the Debian packages kbsim needs, if any is missing. Uses sudo only when not root.
# `install-deps.sh --core` installs only what building kbsim and typing without an input method need (`make demo`);
# with no option it adds the input methods' data; `install-deps.sh --test` adds what only the tests use (reference
# engines the tests compare kbsim with, the browser the trace pages are tested in). kbsim itself installs nothing:
# an input method whose data is missing names its package.
set -euo pipefail
packages=(
  pkg-config
  libxkbcommon-dev      # libxkbcommon 1.5 headers and library (Sources/CXKB)
  xkb-data              # system keyboard layouts (RMLVO)
  libx11-data           # Compose files for xkb_compose_table_new_from_locale
)
[ "${1:-}" = "--core" ] || packages+=(
  libxkbcommon-tools    # xkbcli, which tests compare how-to-type against
  rime-data-pinyin-simp # the pinyin dictionary
  rime-data-cangjie5    # the Cangjie table (build/cangjie5.table.txt)
  rime-data-stroke      # the Stroke table
  rime-data-wubi        # the Wubi 86 table
  rime-data-bopomofo    # Zhuyin: the bopomofo speller (build/bopomofo.prism.txt)
  rime-data-terra-pinyin # Zhuyin: the tonal dictionary (build/terra_pinyin.table.txt)
  rime-data-jyut6ping3  # Cantonese phonetic: the jyutping dictionary and speller
  skkdic                # the SKK dictionary (SKK-JISYO.L) the Japanese keyboard converts with
)
if [ "${1:-}" = "--test" ]; then
  packages+=(
    librime-dev         # librime 1.8.5: scripts/rime-oracle, the reference the Rime-based input methods are checked against
    libhangul-dev       # libhangul: scripts/hangul-oracle, the reference the Korean 2-set keyboard is checked against
    anthy               # anthy and its dictionary: scripts/anthy-oracle, the reference Japanese conversion is compared with
    libanthy-dev        # anthy's headers, to compile scripts/anthy-oracle at test time
    gcc                 # compiles the reference programs at test time
    chromium            # the browser scripts/trace-browser-test.py opens trace pages in (headless)
    chromium-driver     # chromedriver, through which selenium drives it
    fonts-noto-cjk      # CJK glyphs for the trace pages' pinyin text (the golden screenshot is taken with them)
    python3-selenium    # the browser test's WebDriver client, for /usr/bin/python3
    python3-pil         # Pillow: compares the browser test's screenshot with its golden PNG
  )
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing missing Debian packages: ${missing[*]}"
SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
