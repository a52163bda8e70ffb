# Handbook — the two commands a new user needs:
#   make site   install what is missing, build the tool, build Content/ into Output/
#   make test   install what the tests need, run the whole suite (Swift tests, then browser tests)

SWIFT ?= swift
BUILD_FLAGS ?=
HANDBOOK := .build/debug/handbook

.PHONY: site test build system-deps test-deps swift-test browser-test clean

site: system-deps build
	$(HANDBOOK) build

build:
	$(SWIFT) build --product handbook $(BUILD_FLAGS)

system-deps:
	@scripts/install-system-deps.sh

test-deps:
	@scripts/install-system-deps.sh --test
	@scripts/setup-python.sh

test: test-deps
	$(SWIFT) build --build-tests $(BUILD_FLAGS)
	PATH="$(CURDIR)/.venv/bin:$$PATH" $(SWIFT) test --skip-build
	PATH="$(CURDIR)/.venv/bin:$$PATH" Tests/Browser/run.sh

clean:
	rm -rf .build .venv .handbook-cache
