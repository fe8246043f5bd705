# The two set-up commands of the README: `make demo` and `make test`. Both install missing Debian packages.
SWIFT ?= swift

.PHONY: deps build release demo test bench clean ported-examples scaling-check fuzz-parsers

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product kbsim

demo: release
	.build/release/kbsim --type emailAddress --type-text "a@b.c"

# The tests include a bounded, seeded fuzzing of kbsim's own parsers (ParserFuzzTests, about 20 s of CPU), then
# the scaling check on a release build.
test: deps
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	$(SWIFT) test --skip-build
	$(MAKE) scaling-check

# Cost per 10× larger input must stay near 10× (linear), far from 100× (quadratic); 30× leaves room for noise.
scaling-check: release
	.build/release/kbsim bench --scaling --max-ratio 30

# Regenerates the committed port of Examples/ios (docs/porting.md); `make test` fails while it is stale.
ported-examples: deps
	$(SWIFT) run kbsim port Examples/ios -o Tests/KeyboardSimTests/Compat/Ported

bench: release
	.build/release/kbsim bench

clean:
	rm -rf .build

# Coverage-guided fuzzing of a delegate with libFuzzer (docs/fuzzing.md): builds Fuzz/ with KeyboardSim's
# sources (swiftc -sanitize=fuzzer,address), then fuzzes for FUZZ_SECONDS. KBSIM_FUZZ_DELEGATE picks a built-in
# delegate when Fuzz/UserDelegate.swift returns none.
FUZZ_SECONDS ?= 30
KBSIM_FUZZ_DELEGATE ?= planted:array-index-recorded
.PHONY: fuzz
fuzz: deps
	Fuzz/build.sh .build-libfuzzer/kbsim-fuzz
	mkdir -p .build-libfuzzer/corpus
	SWIFT_BACKTRACE=enable=no KBSIM_KEYMAPS=$(CURDIR)/keymaps KBSIM_FUZZ_DELEGATE=$(KBSIM_FUZZ_DELEGATE) \
		.build-libfuzzer/kbsim-fuzz -max_total_time=$(FUZZ_SECONDS) -artifact_prefix=.build-libfuzzer/ \
		.build-libfuzzer/corpus Fuzz/corpus

# Coverage-guided fuzzing of kbsim's own parsers with libFuzzer (docs/fuzzing.md): scripts, golden transcripts,
# --dict files, keys strings, layout/compose names, keymap text, port input, pinyin letters, text decoding.
# PARSER_TARGET picks the parser (default script); its seeds are in Fuzz/parsers/corpus/PARSER_TARGET. The keymap
# and rmlvo targets run without leak detection: libxkbcommon 1.5 leaks a few bytes on some malformed keymaps.
PARSER_TARGET ?= script
.PHONY: fuzz-parsers
fuzz-parsers: deps
	Fuzz/parsers/build.sh .build-libfuzzer/kbsim-parser-fuzz
	mkdir -p .build-libfuzzer/parser-corpus/$(PARSER_TARGET)
	SWIFT_BACKTRACE=enable=no KBSIM_KEYMAPS=$(CURDIR)/keymaps KBSIM_PARSER_TARGET=$(PARSER_TARGET) \
		.build-libfuzzer/kbsim-parser-fuzz -max_total_time=$(FUZZ_SECONDS) -artifact_prefix=.build-libfuzzer/$(PARSER_TARGET)- \
		$(if $(filter keymap rmlvo,$(PARSER_TARGET)),-detect_leaks=0) \
		.build-libfuzzer/parser-corpus/$(PARSER_TARGET) Fuzz/parsers/corpus/$(PARSER_TARGET)
