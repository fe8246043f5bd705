# The two set-up commands of the README: `make demo` and `make test`. Both install missing Debian packages.
SWIFT ?= swift

.PHONY: deps build release demo test bench clean ported-examples

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product kbsim

demo: release
	.build/release/kbsim --type emailAddress --type-text "a@b.c"

test: deps
	$(SWIFT) build --build-tests --explicit-target-dependency-import-check error
	$(SWIFT) test --skip-build

# Regenerates the committed port of Examples/ios (docs/porting.md); `make test` fails while it is stale.
ported-examples: deps
	$(SWIFT) run kbsim port Examples/ios -o Tests/KeyboardSimTests/Compat/Ported

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
