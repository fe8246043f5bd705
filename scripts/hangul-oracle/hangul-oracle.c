// hangul-oracle: the reference for kbsim's Korean 2-set automaton. Reads one key sequence per line on stdin
// (the 2-set keyboard's QWERTY letters; upper case is shift), types it into libhangul's "2" keyboard, and prints
// the text it produced (everything committed, then the syllable still being built) as UTF-8. Test-only: kbsim
// itself never links libhangul.
//
//   cc hangul-oracle.c -o hangul-oracle $(pkg-config --cflags --libs libhangul)
//   printf 'dkssud\n' | ./hangul-oracle      # 안녕
#include <hangul.h>
#include <stdio.h>
#include <string.h>

static void put_utf8(const ucschar *s) {
  for (; s && *s; s++) {
    ucschar c = *s;
    if (c < 0x80) putchar((int)c);
    else if (c < 0x800) { putchar(0xC0 | (c >> 6)); putchar(0x80 | (c & 0x3F)); }
    else if (c < 0x10000) { putchar(0xE0 | (c >> 12)); putchar(0x80 | ((c >> 6) & 0x3F)); putchar(0x80 | (c & 0x3F)); }
    else { putchar(0xF0 | (c >> 18)); putchar(0x80 | ((c >> 12) & 0x3F)); putchar(0x80 | ((c >> 6) & 0x3F)); putchar(0x80 | (c & 0x3F)); }
  }
}

int main(void) {
  HangulInputContext *context = hangul_ic_new("2");
  if (!context) { fprintf(stderr, "hangul-oracle: no 2-set keyboard in libhangul\n"); return 2; }
  char line[4096];
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\r\n")] = 0;
    hangul_ic_reset(context);
    for (char *p = line; *p; p++) {
      if (*p == '<') {  // backspace
        hangul_ic_backspace(context);
      } else if (!hangul_ic_process(context, *p)) {
        put_utf8(hangul_ic_get_commit_string(context));
        putchar(*p);
        continue;
      }
      put_utf8(hangul_ic_get_commit_string(context));
    }
    put_utf8(hangul_ic_flush(context));
    putchar('\n');
    fflush(stdout);
  }
  hangul_ic_delete(context);
  return 0;
}
