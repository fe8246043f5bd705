// anthy-oracle: the reference kbsim's Japanese kana-kanji conversion is compared with. Reads one hiragana reading per
// line on stdin (UTF-8) and prints, per line, anthy's first candidate of each segment, the segments separated by
// '|'. Uses only anthy's public API (anthy/anthy.h). Built at test time: cc anthy-oracle.c -lanthy -o anthy-oracle.
// The private dictionary and history are kept out of the way (HOME is pointed at a scratch directory by the test),
// so the answer depends on the installed dictionary alone.
#include <anthy/anthy.h>
#include <stdio.h>
#include <string.h>

int main(void) {
    if (anthy_init() != 0) {
        fprintf(stderr, "anthy-oracle: anthy_init failed\n");
        return 1;
    }
    anthy_context_t ac = anthy_create_context();
    if (!ac) {
        fprintf(stderr, "anthy-oracle: anthy_create_context failed\n");
        return 1;
    }
    anthy_context_set_encoding(ac, ANTHY_UTF8_ENCODING);
    char line[4096];
    char buf[1024];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = 0;
        anthy_reset_context(ac);
        if (line[0] == 0 || anthy_set_string(ac, line) != 0) {
            printf("\n");
            continue;
        }
        struct anthy_conv_stat stat;
        anthy_get_stat(ac, &stat);
        for (int i = 0; i < stat.nr_segment; i++) {
            if (anthy_get_segment(ac, i, 0, buf, sizeof buf) < 0) buf[0] = 0;
            printf(i ? "|%s" : "%s", buf);
        }
        printf("\n");
        fflush(stdout);
    }
    anthy_release_context(ac);
    anthy_quit();
    return 0;
}
