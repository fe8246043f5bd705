// rime-oracle: the reference engine for kbsim's Rime-based input methods. Reads one input per line on stdin,
// types it into a fresh composition of librime with the schema named on the command line, and prints the input,
// a tab, and the first candidates separated by spaces. Test-only: kbsim itself never links librime.
//
//   cc rime-oracle.c -o rime-oracle $(pkg-config --cflags --libs rime)
//   printf 'xian\n' | ./rime-oracle pinyin_simp USER_DIR [COUNT]
#include <rime_api.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: rime-oracle SCHEMA USER_DATA_DIR [CANDIDATES] < inputs\n");
    return 2;
  }
  const char *schema = argv[1];
  int count = argc > 3 ? atoi(argv[3]) : 5;
  RIME_STRUCT(RimeTraits, traits);
  traits.shared_data_dir = "/usr/share/rime-data";
  traits.user_data_dir = argv[2];
  traits.distribution_name = "kbsim-oracle";
  traits.distribution_code_name = "kbsim-oracle";
  traits.distribution_version = "1";
  traits.app_name = "rime.kbsim-oracle";
  RimeApi *rime = rime_get_api();
  traits.min_log_level = 2;  // errors only
  rime->setup(&traits);
  rime->initialize(&traits);
  // Debian's rime-data packages ship compiled dictionaries (/usr/share/rime-data/build), so no deployment is
  // needed; librime's log goes to stderr.
  rime->join_maintenance_thread();
  RimeSessionId session = rime->create_session();
  if (!session || !rime->select_schema(session, schema)) {
    fprintf(stderr, "rime-oracle: cannot select schema %s\n", schema);
    return 2;
  }
  char line[8192];
  while (fgets(line, sizeof line, stdin)) {
    line[strcspn(line, "\r\n")] = 0;
    rime->clear_composition(session);
    rime->simulate_key_sequence(session, line);
    printf("%s\t", line);
    RIME_STRUCT(RimeContext, context);
    int printed = 0;
    // Page through the menu until COUNT candidates are printed or it ends.
    while (printed < count && rime->get_context(session, &context)) {
      int n = context.menu.num_candidates;
      for (int i = 0; i < n && printed < count; i++, printed++)
        printf("%s%s", printed ? " " : "", context.menu.candidates[i].text);
      int last = context.menu.is_last_page || n == 0;
      rime->free_context(&context);
      RIME_STRUCT_INIT(RimeContext, context);
      if (last || printed >= count) break;
      rime->process_key(session, 0xff56, 0);  // Page_Down
    }
    printf("\n");
    fflush(stdout);
  }
  rime->destroy_session(session);
  rime->finalize();
  return 0;
}
