#!/usr/bin/env python3
"""Builds the pinyin accuracy corpus, at test time, from Chinese text shipped in Debian packages (the corpus is
generated, never committed: the text belongs to those packages).

Sources (scripts/pinyin-corpus.sh installs the packages; pass other files as arguments):
  - vim-runtime:  /usr/share/vim/vim90/tutor/tutor.zh_cn.utf-8   (the Vim tutorial, prose)
  - gnupg-l10n:   /usr/share/gnupg/help.zh_CN.txt                 (GnuPG help texts, prose)
  - with --ui, every installed zh_CN message catalog: /usr/share/locale/zh_CN/LC_MESSAGES/*.mo (UI text; which
    catalogs exist depends on the machine, so the default corpus leaves them out)

A clause is a maximal run of Han characters (split at punctuation, digits, Latin), 2-24 characters long.
The pinyin comes from PyPI's pypinyin (`pip install pypinyin`), toneless, ü written v (lv, lve), with its
phrase-aware heteronym choice. Output: one `clause<TAB>syl syl …<TAB>source` line per distinct clause, in a
deterministic order (sorted by a hash of the clause), prose first then UI text.

At most MAX_UI (8,000) UI clauses are kept (the first by hash: a reproducible sample) so the file stays small.

Usage: python3 Tools/pinyin-accuracy/make_corpus.py [--ui] [FILE…] > corpus.tsv
"""
import glob
import gettext
import hashlib
import re
import sys

from pypinyin import Style, lazy_pinyin

HAN = re.compile(r"[\u4e00-\u9fff]{2,24}")
MAX_UI = 8000
PROSE = ["/usr/share/vim/vim90/tutor/tutor.zh_cn.utf-8", "/usr/share/gnupg/help.zh_CN.txt"]


def clauses_of(text):
    return HAN.findall(text)


def main():
    seen = set()
    rows = []
    args = [a for a in sys.argv[1:] if a != "--ui"]
    with_ui = "--ui" in sys.argv[1:]
    prose = args or PROSE
    for path in prose:
        with open(path, encoding="utf-8", errors="replace") as f:
            for c in clauses_of(f.read()):
                rows.append((0, c, "prose"))
    for path in sorted(glob.glob("/usr/share/locale/zh_CN/LC_MESSAGES/*.mo")) if with_ui else []:
        try:
            with open(path, "rb") as f:
                catalog = gettext.GNUTranslations(f)._catalog
        except Exception:
            continue
        for value in catalog.values():
            if isinstance(value, str):
                for c in clauses_of(value):
                    rows.append((1, c, "ui"))
    out = []
    for group, clause, source in rows:
        if clause in seen:
            continue
        seen.add(clause)
        syllables = lazy_pinyin(clause, style=Style.NORMAL, errors="ignore")
        if len(syllables) != len(clause) or not all(re.fullmatch(r"[a-z]+", s) for s in syllables):
            continue
        key = hashlib.sha1(clause.encode()).hexdigest()
        out.append((group, key, f"{clause}\t{' '.join(syllables)}\t{source}"))
    ui = 0
    for group, _, line in sorted(out):
        if group == 1:
            ui += 1
            if ui > MAX_UI:
                break
        print(line)


if __name__ == "__main__":
    main()
