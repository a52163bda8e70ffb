# Handbook — the two commands a new user needs:
#   make site   install what is missing, build the tool, build Content/ into Output/
#   make test   install what the tests need, run the whole suite (Swift tests, then browser tests)

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
TEST_PACKAGES := $(SITE_PACKAGES) cmark-gfm chromium chromium-driver python3-venv
VENV := .venv

.PHONY: site test build format lint system-deps test-deps python-deps clean

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
# declaration data, nor test fixtures, whose lines and columns the tests check.
FORMATTED_SWIFT = $(shell find Sources Tests -name '*.swift' -not -path 'Sources/SnippetChecking/Resources/Surface/*' -not -path '*/Fixtures/*' | sort)

format:
	$(SWIFT_FORMAT) format --in-place --parallel $(FORMATTED_SWIFT)

lint:
	$(SWIFT_FORMAT) lint --strict --parallel $(FORMATTED_SWIFT)

test: test-deps
	$(SWIFT) build --build-tests $(TEST_BUILD_FLAGS) $(BUILD_FLAGS)
	python3 Tests/check-package-graph.py "$$($(SWIFT) build --show-bin-path $(BUILD_FLAGS))"
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" $(SWIFT) test --skip-build
	PATH="$(CURDIR)/$(VENV)/bin:$$PATH" Tests/Browser/run.sh

clean:
	rm -rf .build .build-release $(VENV) .handbook-cache
