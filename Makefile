# Handbook — the two commands a new user needs:
#   make site   install what is missing, build the tool, build Content/ into Output/
#   make test   make lint, install what the tests need, run the whole suite (Swift tests, then browser tests)
# and, to use handbook from any folder:
#   make install [PREFIX=/usr/local] [CONFIG=release]   build and install bin/handbook + share/handbook
#   make uninstall [PREFIX=/usr/local]

SWIFT ?= swift
SWIFT_FORMAT ?= swift-format
BUILD_FLAGS ?=
# What `make test` adds to the build: warnings are errors, and a target may import only what
# Package.swift says it depends on. SwiftPM passes -Xswiftc flags to the root package's targets only
# (dependencies are built with -suppress-warnings), so the first holds the project's own targets,
# tests included, and never a dependency. SwiftPM's import check accepts any module of a target's
# transitive dependencies; Tests/check-package-graph.py, run after the build, holds each target to
# its direct ones and finds declared edges nothing imports.
TEST_BUILD_FLAGS := -Xswiftc -warnings-as-errors --explicit-target-dependency-import-check error
HANDBOOK := .build/debug/handbook
SITE_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev
TEST_PACKAGES := $(SITE_PACKAGES) cmark-gfm chromium chromium-driver python3-venv shellcheck
VENV := .venv
PREFIX ?= /usr/local
DESTDIR ?=
# The build configuration `install` builds and copies (the tests install a debug build).
CONFIG ?= release
# NO_BUILD=1 installs the binary already in .build/$(CONFIG) without building it first.
NO_BUILD ?=
BIN_DIR ?= .build/$(CONFIG)
SHARE_DIR = $(DESTDIR)$(PREFIX)/share/handbook
SURFACE := Sources/SnippetChecking/Resources/Surface

.PHONY: site test build format lint originality fuzz system-deps test-deps python-deps clean install uninstall

site: system-deps build
	$(HANDBOOK) build

build:
	$(SWIFT) build --product handbook $(BUILD_FLAGS)

# Installs Debian packages only when they are missing (with sudo when not root).
define apt_install_missing
	@missing=""; for p in $(1); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing missing Debian packages:$$missing"; \
	  if [ "$$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi; \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $$missing; \
	fi
endef

system-deps:
	$(call apt_install_missing,$(SITE_PACKAGES))

test-deps:
	$(call apt_install_missing,$(TEST_PACKAGES))
	@$(MAKE) --no-print-directory python-deps

python-deps:
	@[ -x $(VENV)/bin/python ] || python3 -m venv $(VENV)
	@$(VENV)/bin/python -m pip install --quiet --disable-pip-version-check -r Tests/requirements.txt

# The Swift files swift-format owns (settings in .swift-format): not the SwiftUI surface, which is
# declaration data, nor test fixtures, whose lines and columns the tests check, nor what the
# benchmarks generate into their (git-ignored) work folder.
FORMATTED_SWIFT = $(shell find Sources Tests -name '*.swift' -not -path 'Sources/SnippetChecking/Resources/Surface/*' -not -path '*/Fixtures/*' -not -path 'Tests/Benchmarks/work/*' | sort)

# Fuzzes the parsers with libFuzzer + AddressSanitizer (not part of `make test`):
#   make fuzz [FUZZ_SECONDS=60] [FUZZ_TARGETS="markdown extraction"]
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?=
fuzz:
	Tests/Fuzz/run.sh $(FUZZ_SECONDS) $(FUZZ_TARGETS)

format:
	$(SWIFT_FORMAT) format --in-place --parallel $(FORMATTED_SWIFT)

lint: originality
	$(SWIFT_FORMAT) lint --strict --parallel $(FORMATTED_SWIFT)

# Content/, tests, fixtures and rule examples are original writing: no passage may be shared with
# the documents the project was created from. The checker lives beside the checkout (shared/),
# where the developers and CI have it; a clone elsewhere has nothing to compare with.
SEED_OVERLAP ?= ../shared/tools/seed-overlap
originality:
	@if [ -x "$(SEED_OVERLAP)" ]; then $(SEED_OVERLAP) .; else echo "originality: $(SEED_OVERLAP) not found; skipped"; fi

test: lint test-deps
	$(SWIFT) build --build-tests $(TEST_BUILD_FLAGS) $(BUILD_FLAGS)
	python3 Tests/check-package-graph.py "$$($(SWIFT) build --show-bin-path $(BUILD_FLAGS))"
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(SWIFT) test --skip-build --skip "PluginTests|PreviewServerTests|RequestLimitsTests|InterruptTests"
	@# Suites that wait on servers and processes run after the compile-heavy ones, so those
	@# cannot starve them into time-outs on two cores; the plugin test builds Handbook again,
	@# for a package that depends on it, so it runs alone last.
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(SWIFT) test --skip-build --filter "PreviewServerTests|RequestLimitsTests|InterruptTests"
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(SWIFT) test --skip-build --filter PluginTests
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" Tests/Browser/run.sh

# bin/handbook plus what it reads at run time: share/handbook/Themes/default (the default
# theme) and share/handbook/Surface (the SwiftUI API surface). See HandbookResources.swift.
install:
	@[ "$(NO_BUILD)" = 1 ] || $(SWIFT) build -c $(CONFIG) --product handbook $(BUILD_FLAGS)
	@[ -x "$(BIN_DIR)/handbook" ] || { echo "error: $(BIN_DIR)/handbook is missing; run 'make install' without NO_BUILD" >&2; exit 1; }
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(SHARE_DIR)/Themes"
	install -m 755 "$(BIN_DIR)/handbook" "$(DESTDIR)$(PREFIX)/bin/handbook"
	rm -rf "$(SHARE_DIR)/Themes/default" "$(SHARE_DIR)/Surface"
	cp -R Themes/default "$(SHARE_DIR)/Themes/default"
	cp -R $(SURFACE) "$(SHARE_DIR)/Surface"
	@echo "Installed $(DESTDIR)$(PREFIX)/bin/handbook and $(SHARE_DIR)"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/handbook"
	rm -rf "$(SHARE_DIR)"

clean:
	rm -rf .build .build-release .build-fuzz $(VENV) .handbook-cache
