#!/usr/bin/env bash
# Generates the pinyin accuracy corpus from installed Debian text (Tools/pinyin-accuracy/make_corpus.py) into
# .build/pinyin-accuracy/corpus.tsv, installing what it needs when missing: vim-runtime and gnupg-l10n (the text),
# pypinyin from PyPI (the readings, pinned). The corpus is never committed.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/pinyin-accuracy/corpus.tsv
[ -s "$out" ] && [ "$out" -nt Tools/pinyin-accuracy/make_corpus.py ] && exit 0
missing=()
for p in vim-runtime gnupg-l10n; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
fi
python3 -c "import pypinyin" 2>/dev/null || python3 -m pip install -q --disable-pip-version-check pypinyin==0.55.0
mkdir -p "$(dirname "$out")"
python3 Tools/pinyin-accuracy/make_corpus.py > "$out.tmp"
mv "$out.tmp" "$out"
echo "pinyin corpus: $(wc -l < "$out") clauses in $out"
