#!/usr/bin/env bash
# Browser tests: builds the shipped handbook, then drives headless Chromium with pytest.
#
#   Tests/Browser/run.sh [pytest args...]
#
# Needs: python3 with pip, Debian's `chromium` and `chromium-driver` (installed when missing
# and apt-get is available). Environment: HANDBOOK (the executable, default
# .build/debug/handbook, built when missing), HANDBOOK_BUILD_FLAGS (extra `build` flags),
# HANDBOOK_SITE (test this already-built site instead of building one).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cd "$repo"

if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    if command -v apt-get >/dev/null; then
        echo "Installing chromium and chromium-driver…"
        apt-get update -qq && apt-get install -y -qq chromium chromium-driver >/dev/null
    else
        echo "error: chromium and chromedriver are required" >&2
        exit 2
    fi
fi

python3 -m pip install --quiet --disable-pip-version-check -r "$here/requirements.txt"
python3 -m pip install --quiet --disable-pip-version-check --no-deps -r "$here/requirements-axe.txt"

if [[ -z "${HANDBOOK_SITE:-}" ]]; then
    handbook="${HANDBOOK:-.build/debug/handbook}"
    if [[ ! -x "$handbook" ]]; then
        swift build --product handbook
    fi
    site="$(mktemp -d)/site"
    echo "Building the shipped handbook into $site…"
    # shellcheck disable=SC2086
    "$handbook" build --output "$site" ${HANDBOOK_BUILD_FLAGS:-}
    export HANDBOOK_SITE="$site"
fi

mkdir -p "$here/artifacts"
cd "$here"
set +e
python3 -m pytest -q -p no:cacheprovider "$@" 2>&1 | tee "$here/artifacts/pytest.log"
status=${PIPESTATUS[0]}
set -e
echo
echo "Browser tests summary: $(tail -n 1 "$here/artifacts/pytest.log")"
echo "Screenshots: $here/artifacts/"
exit "$status"
