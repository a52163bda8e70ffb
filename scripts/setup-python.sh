#!/usr/bin/env bash
# Creates .venv with the Python packages the tests use (browser tests, SARIF schema check).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x .venv/bin/python ]; then
  python3 -m venv .venv
fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r Tests/requirements.txt
