# The two set-up commands of the README: `make demo` and `make test`. Both install missing Debian packages: `make demo`
# only what building kbsim and typing without an input method need (scripts/install-deps.sh --core), the targets that
# use the input methods' data (`make test`, `make bench`, …) that data too.
SWIFT ?= swift

.PHONY: deps-core deps test-deps build release demo test test-after-build test-swiftpm test-others docs doc-snippets bench clean ported-examples ported-screens ported-responders ported-corpus port-known-names scaling-check fuzz-parsers trace-golden fuzz-check

deps-core:
	@./scripts/install-deps.sh --core

deps:
	@./scripts/install-deps.sh

test-deps:
	@./scripts/install-deps.sh --test

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product kbsim

# Types into an email field with no input method: builds the command line alone, in debug (faster to build than
# the release one, docs/performance.md; the same transcript).
demo: deps-core
	@./scripts/stage.sh build $(SWIFT) build --product kbsim
	.build/debug/kbsim --keyboard-type emailAddress --type-text "a@b.c"

# The tests include a bounded, seeded fuzzing of kbsim's own parsers (ParserFuzzTests, about 20 s of CPU), the trace
# pages in headless Chromium (scripts/trace-browser-test.py, docs/trace-viewer.md), then the scaling check on a
# release build. The build fails on any compiler warning in kbsim's own code, on a clean or an incremental build,
# and on a change in the expected warnings of the targets built with -suppress-warnings (scripts/check-warnings.py).
# The code's layout is checked first (scripts/format.sh --check, two seconds): run scripts/format.sh to fix it. Then
# the documentation's Swift blocks: the generated copies the tests compile must be fresh, and its manifest blocks
# must parse (scripts/doc-snippets.py --check; scripts/doc-snippets.py regenerates, `make doc-snippets`).
# The tests' compiled input-method data goes to a temporary folder (KBSIM_CACHE_DIR), removed afterwards.
# Each stage prints its wall and CPU time (scripts/stage.sh). After the debug build, two chains run side by side
# (TEST_JOBS=1 runs them one after the other): the test suite then the docs build, which share .build (SwiftPM runs
# one command at a time on a build folder); and the scaling check's release build, in a folder of its own
# (.build/scaling), then the consumer package and the browser test. The scaling check itself runs last, alone: its
# smallest steps take milliseconds (its ratios compare CPU time, so waiting for a core does not count, but other
# work beside it would still share its caches).
TEST_JOBS ?= 2
test: deps test-deps
	@./scripts/stage.sh format ./scripts/format.sh --check
	@SWIFT=$(SWIFT) ./scripts/stage.sh doc-snippets /usr/bin/python3 scripts/doc-snippets.py --check
	@./scripts/stage.sh pinyin-corpus ./scripts/pinyin-corpus.sh
	@./scripts/stage.sh build /usr/bin/python3 scripts/check-warnings.py -- $(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	@./scripts/stage.sh known-names ./scripts/port-known-names.sh --check
	@start=$$(date +%s); $(MAKE) --no-print-directory -j$(TEST_JOBS) --output-sync=target test-after-build; status=$$?; \
		echo "stage after-build (tests and docs beside the release build, consumer and browser): $$(( $$(date +%s) - start )) s"; \
		[ $$status -eq 0 ] || exit $$status
	@./scripts/stage.sh scaling $(MAKE) --no-print-directory scaling-check SCRATCH=.build/scaling

test-after-build: test-swiftpm test-others

test-swiftpm:
	@cache=$$(mktemp -d) && KBSIM_CACHE_DIR=$$cache ./scripts/stage.sh tests $(SWIFT) test --skip-build; status=$$?; rm -rf $$cache; exit $$status
	@SWIFT=$(SWIFT) ./scripts/stage.sh docs ./scripts/docs.sh

test-others:
	@./scripts/stage.sh scaling-build $(SWIFT) build -c release --product kbsim --scratch-path .build/scaling
	@./scripts/stage.sh consumer ./scripts/consumer-test.sh
	@./scripts/stage.sh trace-browser /usr/bin/python3 scripts/trace-browser-test.py

# The API reference: one DocC archive over the umbrella and its layers, checked (scripts/docs.sh says where it is).
docs: deps
	SWIFT=$(SWIFT) ./scripts/docs.sh

# Regenerates the documentation's Swift blocks as Tests/KeyboardSimDocSnippetTests/Generated/ (docs/architecture.md,
# "Tests"); `make test` fails while they are stale.
doc-snippets:
	/usr/bin/python3 scripts/doc-snippets.py

# Cost per 10× larger input must stay near 10× (linear), far from 100× (quadratic); 30× leaves room for noise.
# SCRATCH is the build folder of the release kbsim it runs (`make test` builds one in .build/scaling, beside the
# tests, which hold .build).
SCRATCH ?= .build
scaling-check: deps
	$(SWIFT) build -c release --product kbsim --scratch-path $(SCRATCH)
	$(SCRATCH)/release/kbsim bench --scaling --max-ratio 30

# Regenerates the committed port of Examples/ios (docs/porting.md); `make test` fails while it is stale.
ported-examples: deps
	$(SWIFT) run kbsim port Examples/ios -o Tests/KeyboardSimUIKitTests/Compat/Ported

# Regenerates the committed port of Examples/screens (docs/porting.md); `make test` fails while it is stale.
ported-screens: deps
	$(SWIFT) run kbsim port Examples/screens -o Sources/KeyboardSimExampleScreens/Ported

# Regenerates the committed port of Examples/responders (docs/responders.md); `make test` fails while it is stale.
ported-responders: deps
	$(SWIFT) run kbsim port Examples/responders -o Sources/KeyboardSimExampleScreens/Ported/Responders

# Regenerates the names `kbsim port` knows (Sources/KeyboardSimPort/KnownNames+*.swift) from the symbol graphs of
# KeyboardSim's built modules and of the toolchain's Linux modules (docs/porting.md); `make test` fails while stale.
port-known-names: deps
	$(SWIFT) build --target KeyboardSim
	./scripts/port-known-names.sh

# Regenerates the committed port of Examples/corpus: all of it for the Swift 5 target, and for the Swift 6 target the
# files whose port report names no Swift 6 error (docs/porting.md); `make test` fails while either is stale.
CORPUS5 = Tests/KeyboardSimCorpusTests/Ported
CORPUS6 = Tests/KeyboardSimCorpusSwift6Tests/Ported
ported-corpus: deps
	rm -rf $(CORPUS5) $(CORPUS6)
	$(SWIFT) run kbsim port Examples/corpus -o $(CORPUS5) > .build/ported-corpus.txt
	cat .build/ported-corpus.txt
	mkdir -p $(CORPUS6)
	for f in $(CORPUS5)/*.swift; do \
		n=$$(basename $$f); \
		grep -q "^Examples/corpus/$$n:[0-9]*: note: .*Swift 6 language mode refuses" .build/ported-corpus.txt || cp $$f $(CORPUS6)/$$n; \
	done

# Re-records the browser test's golden screenshot (Tests/TraceBrowser/golden/article.png): look at it, then commit it.
trace-golden: deps test-deps
	$(SWIFT) build --product kbsim
	KBSIM_RECORD_GOLDEN=1 /usr/bin/python3 scripts/trace-browser-test.py

bench: release
	.build/release/kbsim bench

clean:
	rm -rf .build

# Coverage-guided fuzzing with libFuzzer (docs/fuzzing.md): builds Fuzz/ (a package with a fuzz target, as a
# user's package has one) with -sanitize=fuzzer,address, then fuzzes KBSIM_FUZZ_DELEGATE for FUZZ_SECONDS.
FUZZ_SECONDS ?= 30
KBSIM_FUZZ_DELEGATE ?= digits
KBSIM_FUZZ_PROPERTIES ?= charset=0123456789,deletable,no-silent-drop
.PHONY: fuzz
fuzz: deps
	Fuzz/build.sh $(CURDIR)/.build-libfuzzer
	mkdir -p .build-libfuzzer/corpus
	SWIFT_BACKTRACE=enable=no KBSIM_KEYMAPS=$(CURDIR)/keymaps KBSIM_FUZZ_DELEGATE=$(KBSIM_FUZZ_DELEGATE) \
		KBSIM_FUZZ_PROPERTIES=$(KBSIM_FUZZ_PROPERTIES) .build-libfuzzer/release/KbsimFuzz -max_total_time=$(FUZZ_SECONDS) \
		-artifact_prefix=.build-libfuzzer/ .build-libfuzzer/corpus Fuzz/corpus

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

# The fuzz targets as ClusterFuzzLite and OSS-Fuzz build and run them (docs/fuzzing.md, "Checked here without the
# bots"): .clusterfuzzlite/build.sh with the base-builder-swift image's flags (SWIFTFLAGS and SWIFT6_2FLAGS, address
# and coverage builds), then each target from a foreign folder with the system data hidden; the planted bugs must
# be found. 10 s runs; FUZZ_CHECK_FLAGS=--full for 30 s runs.
FUZZ_CHECK_FLAGS ?=
fuzz-check: deps
	./scripts/fuzz-check.sh $(FUZZ_CHECK_FLAGS)
