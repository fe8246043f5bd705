#!/usr/bin/env python3
"""Writes kbsim's software-keyboard keymaps (one self-contained XKB keymap per UIKeyboardType case).

Run from anywhere: `python3 keymaps/generate.py`. The .xkb files are the source of truth that kbsim
loads; this script only keeps all of them consistent. docs/keyboards.md explains the model.
"""
import os

HERE = os.path.dirname(os.path.abspath(__file__))

# Key names (evdev's, so transcripts look familiar) and evdev keycodes; MDSW/DCOM are kbsim's own.
KEYCODES = [
    ("AE01", 10), ("AE02", 11), ("AE03", 12), ("AE04", 13), ("AE05", 14), ("AE06", 15), ("AE07", 16),
    ("AE08", 17), ("AE09", 18), ("AE10", 19), ("AE11", 20), ("AE12", 21), ("BKSP", 22),
    ("AD01", 24), ("AD02", 25), ("AD03", 26), ("AD04", 27), ("AD05", 28), ("AD06", 29), ("AD07", 30),
    ("AD08", 31), ("AD09", 32), ("AD10", 33), ("RTRN", 36),
    ("AC01", 38), ("AC02", 39), ("AC03", 40), ("AC04", 41), ("AC05", 42), ("AC06", 43), ("AC07", 44),
    ("AC08", 45), ("AC09", 46), ("AC10", 47), ("AC11", 48), ("LFSH", 50),
    ("AB01", 52), ("AB02", 53), ("AB03", 54), ("AB04", 55), ("AB05", 56), ("AB06", 57), ("AB07", 58),
    ("AB08", 59), ("AB09", 60), ("AB10", 61), ("SPCE", 65), ("KPDL", 91), ("MDSW", 203), ("DCOM", 248),
]

ROW_D = "qwertyuiop"
ROW_C = "asdfghjkl"
ROW_B = "zxcvbnm"

# The iPhone English `123` and `#+=` planes (row D, row C incl. AC10, row B AB01-AB05).
NUMBERS = {
    "D": "1 2 3 4 5 6 7 8 9 0".split(),
    "C": "minus slash colon semicolon parenleft parenright dollar ampersand at quotedbl".split(),
    "B": "period comma question exclam apostrophe".split(),
}
SYMBOLS = {
    "D": "bracketleft bracketright braceleft braceright numbersign percent asciicircum asterisk plus equal".split(),
    "C": "underscore backslash bar asciitilde less greater EuroSign sterling yen enfilledcircbullet".split(),
    "B": "period comma question exclam apostrophe".split(),
}
# Simplified Chinese Pinyin (approximate, see docs/keyboards.md): full-width punctuation on the planes.
PINYIN_NUMBERS = {
    "D": NUMBERS["D"],
    "C": "minus slash UFF1A UFF1B UFF08 UFF09 UFFE5 at leftdoublequotemark rightdoublequotemark".split(),
    "B": "U3002 UFF0C U3001 UFF1F UFF01".split(),
}
PINYIN_SYMBOLS = {
    "D": "U3010 U3011 UFF5B UFF5D numbersign percent asciicircum asterisk plus equal".split(),
    "C": "underscore emdash backslash bar UFF5E U300A U300B dollar ampersand periodcentered".split(),
    "B": "ellipsis UFF0C UFF1F UFF01 leftsinglequotemark".split(),
}

TYPES = """    type "ONE_LEVEL" {
        modifiers = none;
        level_name[Level1] = "Any";
    };

    // Letter keyboards: the plane is chosen by locked Mod5 (numbers) and Mod5+Mod3 (symbols);
    // Shift (one-shot latch or double-tap lock) and Lock give capitals on the letters plane.
    type "KBSIM_PLANES" {
        modifiers = Shift+Lock+Mod3+Mod5;
        map[Shift] = Level2;
        map[Lock] = Level2;
        map[Shift+Lock] = Level2;
        map[Mod5] = Level3;
        map[Shift+Mod5] = Level3;
        map[Lock+Mod5] = Level3;
        map[Shift+Lock+Mod5] = Level3;
        map[Mod3+Mod5] = Level4;
        map[Shift+Mod3+Mod5] = Level4;
        map[Lock+Mod3+Mod5] = Level4;
        map[Shift+Lock+Mod3+Mod5] = Level4;
        level_name[Level1] = "letters";
        level_name[Level2] = "LETTERS";
        level_name[Level3] = "numbers";
        level_name[Level4] = "symbols";
    };

    // Digit-only pads: one plane.
    type "KBSIM_DIGITS" {
        modifiers = none;
        level_name[Level1] = "numbers";
    };

    // Pads: locked Mod5 selects the second plane (phonePad's `+*#` plane).
    type "KBSIM_PAD" {
        modifiers = Mod5;
        map[Mod5] = Level2;
        level_name[Level1] = "numbers";
        level_name[Level2] = "symbols";
    };"""

# The 10-key kana keyboard: a key's flicks are its levels 2-5, one level per direction (no key sets these
# modifiers: a flick is a gesture on the key, not a modifier; the modifiers only name the level).
FLICK_TYPE = """
    // The 10-key kana keyboard: a tap is level 1 (the plane `kana`), a flick is the level named for its direction.
    type "KBSIM_FLICK" {
        modifiers = Mod1+Mod2+Mod4;
        map[Mod1] = Level2;
        map[Mod2] = Level3;
        map[Mod4] = Level4;
        map[Mod1+Mod2] = Level5;
        level_name[Level1] = "kana";
        level_name[Level2] = "left";
        level_name[Level3] = "up";
        level_name[Level4] = "right";
        level_name[Level5] = "down";
    };"""

SHIFT = "LatchMods(modifiers=Shift,clearLocks,latchToLock)"
TO_NUMBERS = "LockMods(modifiers=Mod5)"      # letters -> numbers; on numbers: unlock -> letters
TO_SYMBOLS = "LockMods(modifiers=Mod3)"      # numbers <-> symbols (Mod5 stays locked)
TO_LETTERS = "LockMods(modifiers=Mod3+Mod5)"  # symbols -> letters (both were locked: both unlock)


def key(name, syms, type_=None, actions=None, comment=None):
    parts = []
    if type_:
        parts.append(f'type = "{type_}"')
    parts.append("symbols[Group1] = [ " + ", ".join(syms) + " ]")
    if actions:
        parts.append("actions[Group1] = [ " + ", ".join(actions) + " ]")
    line = f"    key <{name}> {{ " + ", ".join(parts) + " };"
    return line + (f"  // {comment}" if comment else "")


# The iOS Zhuyin keyboard: the standard (Daqian) layout, four rows of symbols in the places of the keys Taiwanese
# keyboards print them on (1 q a z → ㄅ ㄆ ㄇ ㄈ …), the tone marks ˇ ˋ ˊ ˙ on the top row (3 4 6 7).
ZHUYIN_ROWS = {
    "E": "ㄅㄉˇˋㄓˊ˙ㄚㄞㄢㄦ",
    "D": "ㄆㄊㄍㄐㄔㄗㄧㄛㄟㄣ",
    "C": "ㄇㄋㄎㄑㄕㄘㄨㄜㄠㄤ",
    "B": "ㄈㄌㄏㄒㄖㄙㄩㄝㄡㄥ",
}


def letter_keys(numbers, symbols, extras, namephone=False, korean=False, zhuyin=False):
    """Keys of the letter keyboards: QWERTY letters plane over the 123 and #+= planes."""
    lines = []
    if zhuyin:
        for index, c in enumerate(ZHUYIN_ROWS["E"]):
            lines.append(key(f"AE{index + 1:02d}", [jamo_keysym(c), jamo_keysym(c), "NoSymbol", "NoSymbol"], "KBSIM_PLANES"))
    for row, letters, count in (("D", ROW_D, 10), ("C", ROW_C, 10), ("B", ROW_B, 10 if zhuyin else 7)):
        for index in range(count):
            name = f"A{row}{index + 1:02d}"
            lower = letters[index] if index < len(letters) else "NoSymbol"
            upper = lower.upper() if lower != "NoSymbol" else "NoSymbol"
            if korean and lower != "NoSymbol":
                lower, upper = jamo_keysym(KOREAN_LOWER[lower]), jamo_keysym(KOREAN_UPPER[lower])
            if zhuyin:
                lower = upper = jamo_keysym(ZHUYIN_ROWS[row][index])
            number = numbers[row][index] if index < len(numbers[row]) else "NoSymbol"
            symbol = symbols[row][index] if index < len(symbols[row]) else "NoSymbol"
            if namephone:
                number, symbol = "NoSymbol", "NoSymbol"
            lines.append(key(name, [lower, upper, number, symbol], "KBSIM_PLANES"))
    if namephone:
        digits = "1 2 3 4 5 6 7 8 9 0 asterisk numbersign".split()
        for index, digit in enumerate(digits):
            lines.append(key(f"AE{index + 1:02d}", ["NoSymbol", "NoSymbol", digit, "NoSymbol"], "KBSIM_PLANES"))
        lines.append(key("AC11", ["NoSymbol", "NoSymbol", "plus", "NoSymbol"], "KBSIM_PLANES"))
        lines.append(key("LFSH", ["Shift_L", "Shift_L", "NoSymbol", "NoSymbol"], "KBSIM_PLANES",
                         [SHIFT, SHIFT, "NoAction()", "NoAction()"], "shift / (none on the phone plane)"))
        lines.append(key("MDSW", ["Mode_switch"] * 4, "KBSIM_PLANES",
                         [TO_NUMBERS, TO_NUMBERS, TO_NUMBERS, TO_LETTERS], "123 / ABC"))
    else:
        lines.append(key("LFSH", ["Shift_L", "Shift_L", "Mode_switch", "Mode_switch"], "KBSIM_PLANES",
                         [SHIFT, SHIFT, TO_SYMBOLS, TO_SYMBOLS], "shift / #+= / 123"))
        lines.append(key("MDSW", ["Mode_switch"] * 4, "KBSIM_PLANES",
                         [TO_NUMBERS, TO_NUMBERS, TO_NUMBERS, TO_LETTERS], "123 / ABC / ABC"))
    lines.append(key("BKSP", ["BackSpace"], "ONE_LEVEL"))
    lines.append(key("RTRN", ["Return"], "ONE_LEVEL"))
    space = extras.pop("SPCE", None)
    if space:
        lines.append(key("SPCE", space, "KBSIM_PLANES"))
    else:
        lines.append(key("SPCE", ["space"], "ONE_LEVEL"))
    for name, syms in extras.items():
        lines.append(key(name, syms if isinstance(syms, list) else [syms], "ONE_LEVEL"))
    return lines


# The iOS Cangjie keyboard: QWERTY, each letter key labelled and typing its Cangjie radical (shift: the same), as
# Rime's cangjie5 schema shows the code letters (its preedit xlit, a → 日 … z → 符). The radical goes to the
# Cangjie input method, which reads it as the code letter (docs/keyboards.md, "Cangjie and Stroke").
CANGJIE_RADICALS = dict(zip("abcdefghijklmnopqrstuvwxyz", "日月金木水火土竹戈十大中一弓人心手口尸廿山女田難卜符"))

# The iOS Stroke keyboard: five stroke keys in a small grid (⼀ ⼁ ⼃ over ⼂ ⼄), typing the Kangxi radicals Rime's
# stroke schema shows for its code letters h s p n z; no shift. The other keys of the letters plane are empty.
STROKE_KEYS = {"AD01": "⼀", "AD02": "⼁", "AD03": "⼃", "AC01": "⼂", "AC02": "⼄"}


def relabel_letters(lines, labels, shift=True):
    """The letter keyboard's lines with the letters plane (levels 1 and 2) of each <AXnn> key replaced by its label
    in `labels` (key name -> character; a key not in it becomes empty); without `shift`, shift is gone from the
    letters plane (the 123 and #+= planes keep their keys)."""
    import re
    out = []
    for line in lines:
        match = re.match(r"    key <(A[DCB]\d\d)> \{ type = \"KBSIM_PLANES\", symbols\[Group1\] = \[ [^,]+, [^,]+, (.*)$", line)
        if match:
            sym = jamo_keysym(labels[match.group(1)]) if match.group(1) in labels else "NoSymbol"
            line = f'    key <{match.group(1)}> {{ type = "KBSIM_PLANES", symbols[Group1] = [ {sym}, {sym}, {match.group(2)}'
        elif not shift and line.startswith("    key <LFSH>"):
            line = key("LFSH", ["NoSymbol", "NoSymbol", "Mode_switch", "Mode_switch"], "KBSIM_PLANES",
                       ["NoAction()", "NoAction()", TO_SYMBOLS, TO_SYMBOLS], "no shift / #+= / 123")
        out.append(line)
    return out


def cangjie_keys():
    positions = {f"A{row}{index + 1:02d}": letter
                 for row, letters in (("D", ROW_D), ("C", ROW_C), ("B", ROW_B)) for index, letter in enumerate(letters)}
    labels = {name: CANGJIE_RADICALS[letter] for name, letter in positions.items()}
    return relabel_letters(letter_keys(PINYIN_NUMBERS, PINYIN_SYMBOLS, {}), labels)


def stroke_keys():
    return relabel_letters(letter_keys(PINYIN_NUMBERS, PINYIN_SYMBOLS, {}), STROKE_KEYS, shift=False)


def pad_keys(second_plane=None, decimal=False, return_key=False):
    lines = []
    digits = "1 2 3 4 5 6 7 8 9 0".split()
    for index, digit in enumerate(digits):
        name = f"AE{index + 1:02d}"
        if second_plane:
            lines.append(key(name, [digit, second_plane[index]], "KBSIM_PAD"))
        else:
            lines.append(key(name, [digit], "KBSIM_DIGITS"))
    if second_plane:
        lines.append(key("MDSW", ["Mode_switch", "Mode_switch"], "KBSIM_PAD",
                         ["LockMods(modifiers=Mod5)", "LockMods(modifiers=Mod5)"], "+*# / 123"))
    if decimal:
        lines.append('    key <KPDL> { type = "KBSIM_DIGITS", symbols[Group1] = [ period ], '
                     'symbols[Group2] = [ comma ] };  // the locale\'s decimal separator: group 1 ".", group 2 ","')
    lines.append(key("BKSP", ["BackSpace"], "ONE_LEVEL"))
    if return_key:
        lines.append(key("RTRN", ["Return"], "ONE_LEVEL"))
    return lines


# The Korean 2-set (Dubeolsik) letters plane: each QWERTY position's jamo, and shift's double consonants and
# vowels (Hangul Compatibility Jamo keysyms).
KOREAN_LOWER = dict(zip("qwertyuiopasdfghjklzxcvbnm", "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ"))
KOREAN_UPPER = dict(KOREAN_LOWER, q="ㅃ", w="ㅉ", e="ㄸ", r="ㄲ", t="ㅆ", o="ㅒ", p="ㅖ")


def jamo_keysym(c):
    return f"U{ord(c):04X}"


def keymap(name, description, symbol_lines, groups=("English (US, iOS software keyboard)",), extra_keycodes=(),
           extra_types=""):
    keycodes = "\n".join(f"        <{n}> = {c};" for n, c in KEYCODES + list(extra_keycodes))
    group_names = "\n".join(f'    name[Group{i + 1}] = "{g}";' for i, g in enumerate(groups))
    symbols = "\n".join(symbol_lines)
    return f"""// kbsim software keyboard: UIKeyboardType.{name}
// {description}
// Generated by keymaps/generate.py; self-contained (no xkb-data includes). See docs/keyboards.md.
xkb_keymap {{
xkb_keycodes "kbsim" {{
    minimum = 8;
    maximum = 255;
{keycodes}
}};

xkb_types "kbsim" {{
{TYPES}{extra_types}
}};

xkb_compat "kbsim" {{
    // Every action is explicit on its key (actions[Group1]), so no interpretations are needed.
    interpret Any + AnyOf(all) {{ action = NoAction(); }};
}};

xkb_symbols "kbsim-{name}" {{
{group_names}
{symbols}
}};
}};
"""


# The iOS 10-key kana keyboard (かな): 4 rows of 5 keys. The kana keys sit where a phone keypad's digits do and
# are named like the pads' digit keys: あ か さ / た な は / ま や ら on AE01-AE09, then ゛゜小 (AE11, the `*`
# place), わ (AE10, `0`) and 、。?! (AE12, `#`). Each key: tap (level 1), then flick left, up, right, down
# (levels 2-5; None: no kana that way). The left column is 文字送り → (KNXT), 逆順 ↺ (KREV), ABC (KABC) and ☆123
# (MDSW); the right column backspace, space (空白 / 次候補) and return (改行 / 確定). docs/keyboards.md cites the sources.
KANA_KEYS = [
    ("AE01", "あいうえお"), ("AE02", "かきくけこ"), ("AE03", "さしすせそ"),
    ("AE04", "たちつてと"), ("AE05", "なにぬねの"), ("AE06", "はひふへほ"),
    ("AE07", "まみむめも"), ("AE08", "や（ゆ）よ"), ("AE09", "らりるれろ"),
    ("AE10", "わをんー"), ("AE12", "、。？！"),
]
KANA_KEYCODES = [("KNXT", 204), ("KREV", 205), ("KABC", 206)]


def kana_keys():
    lines = []
    for name, kana in KANA_KEYS:
        lines.append(key(name, [jamo_keysym(c) for c in kana] + ["NoSymbol"] * (5 - len(kana)), "KBSIM_FLICK"))
    lines.append(key("AE11", [jamo_keysym("゛")], "ONE_LEVEL", comment="゛゜小: toggles the last kana (the face key ^_^ with nothing composed)"))
    lines.append(key("KNXT", [jamo_keysym("→")], "ONE_LEVEL", comment="文字送り: ends a multi-tap, so the same key starts a new kana"))
    lines.append(key("KREV", [jamo_keysym("↺")], "ONE_LEVEL", comment="逆順: steps a multi-tap back one kana"))
    lines.append(key("KABC", ["Mode_switch"], "ONE_LEVEL", ["NoAction()"], "ABC (the English 10-key plane, not modelled)"))
    lines.append(key("MDSW", ["Mode_switch"], "ONE_LEVEL", ["NoAction()"], "☆123 (the numbers plane, not modelled)"))
    lines.append(key("BKSP", ["BackSpace"], "ONE_LEVEL"))
    lines.append(key("SPCE", ["space"], "ONE_LEVEL", comment="空白; 次候補 while composing"))
    lines.append(key("RTRN", ["Return"], "ONE_LEVEL", comment="改行; 確定 while composing"))
    return lines


def main():
    std = lambda: (NUMBERS, SYMBOLS)
    boards = {
        "default": ("Letters (QWERTY), 123 and #+= planes; one-shot shift, double-tap caps lock.", {}),
        "asciiCapable": ("Like default; ASCII only (no long-press alternates, no emoji key).", {}),
        "numbersAndPunctuation": ("The default keyboard, shown on its 123 plane (Mod5 locked at start).", {}),
        "URL": ("Letters plane has . / .com and no space bar; .com is keysym U+E000 (client expands it).",
                {"SPCE": ["NoSymbol", "NoSymbol", "space", "space"], "AB09": "period", "AB10": "slash",
                 "DCOM": "UE000"}),
        "emailAddress": ("Letters plane has @ and . beside the space bar.", {"AB08": "at", "AB09": "period"}),
        "twitter": ("Letters plane has @ and # beside the space bar.", {"AB08": "at", "AB09": "numbersign"}),
        "webSearch": ("Letters plane has . beside the space bar.", {"AB09": "period"}),
        "pinyin": ("Simplified Chinese Pinyin QWERTY: letters feed the pinyin engine; full-width punctuation.", {}),
    }
    for name, (description, extras) in boards.items():
        numbers, symbols = (PINYIN_NUMBERS, PINYIN_SYMBOLS) if name == "pinyin" else std()
        text = keymap(name, description, letter_keys(numbers, symbols, dict(extras)),
                      ("Chinese (Pinyin, iOS software keyboard)",) if name == "pinyin" else
                      ("English (US, iOS software keyboard)",))
        write(name, text)
    write("korean", keymap("korean", "Korean 2-set (Dubeolsik): jamo on the letters plane (shift: ㅃ ㅉ ㄸ ㄲ ㅆ ㅒ ㅖ); the keys feed the Hangul automaton.",
                           letter_keys(NUMBERS, SYMBOLS, {}, korean=True), ("Korean (2-set, iOS software keyboard)",)))
    write("zhuyin", keymap("zhuyin", "Zhuyin (Bopomofo), standard layout: the 37 symbols and the tone marks ˇ ˋ ˊ ˙ on the letters plane (shift: the same); the keys feed the Zhuyin input method. Full-width punctuation as on the pinyin keyboard.",
                           letter_keys(PINYIN_NUMBERS, PINYIN_SYMBOLS, {}, zhuyin=True), ("Chinese (Zhuyin, iOS software keyboard)",)))
    write("cangjie", keymap("cangjie", "Cangjie (倉頡): QWERTY, each letter key typing its radical (A 日 … Y 卜, Z 符; shift: the same); the keys feed the Cangjie input method. Full-width punctuation as on the pinyin keyboard.",
                            cangjie_keys(), ("Chinese (Cangjie, iOS software keyboard)",)))
    write("stroke", keymap("stroke", "Stroke (笔画): five stroke keys ⼀ ⼁ ⼃ ⼂ ⼄ (h s p n z to the Stroke input method), no shift; full-width punctuation as on the pinyin keyboard.",
                           stroke_keys(), ("Chinese (Stroke, iOS software keyboard)",)))
    write("japanese-kana", keymap("japanese-kana", "Japanese Kana (10-key): あ か さ た な は ま や ら わ 、 keys, a tap gives the key's kana, a flick (levels 2-5: left, up, right, down) the others; ゛゜小, 文字送り → and 逆順 ↺; the keys feed the Japanese input method.",
                                  kana_keys(), ("Japanese (Kana 10-key, iOS software keyboard)",), KANA_KEYCODES, FLICK_TYPE))
    write("namePhonePad", keymap("namePhonePad", "Letters plane (QWERTY) and a phone-pad plane (digits * # +) behind 123.",
                                 letter_keys(NUMBERS, SYMBOLS, {}, namephone=True)))
    write("numberPad", keymap("numberPad", "Digits 0-9 and backspace only: no letters, no separator, no return.",
                              pad_keys(), ("Digits",)))
    write("asciiCapableNumberPad", keymap("asciiCapableNumberPad", "ASCII digits 0-9 and backspace only.",
                                          pad_keys(), ("ASCII digits",)))
    write("decimalPad", keymap("decimalPad", "Digits and the decimal separator: group 1 '.', group 2 ',' (chosen by --locale).",
                               pad_keys(decimal=True), ("Digits, decimal point", "Digits, decimal comma")))
    phone_plane = "parenleft slash parenright comma semicolon NoSymbol asterisk numbersign plus NoSymbol".split()
    write("phonePad", keymap("phonePad", "Digits, and behind the +*# key: ( / ) pause(,) wait(;) * # +.",
                             pad_keys(second_plane=phone_plane), ("Phone pad",)))


def write(name, text):
    with open(os.path.join(HERE, f"{name}.xkb"), "w") as handle:
        handle.write(text)


if __name__ == "__main__":
    main()
