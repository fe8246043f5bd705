# The two set-up commands of the README: `make demo` and `make test`. Both install missing Debian packages.
SWIFT ?= swift

.PHONY: deps build release demo test bench clean

deps:
	@./scripts/install-deps.sh

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product kbsim

demo: release
	.build/release/kbsim --type emailAddress --type-text "a@b.c"

test: deps
	$(SWIFT) test

bench: release
	.build/release/kbsim bench

clean:
	rm -rf .build
