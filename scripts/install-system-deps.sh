#!/usr/bin/env bash
# Installs the Debian packages Handbook needs, only when they are missing.
#   scripts/install-system-deps.sh            cmark-gfm (to build the site)
#   scripts/install-system-deps.sh --test     also Chromium, chromedriver and Python's venv (to run the tests)
set -euo pipefail

packages=(libcmark-gfm-dev libcmark-gfm-extensions-dev)
if [ "${1:-}" = "--test" ]; then
  packages+=(cmark-gfm chromium chromium-driver python3-venv)
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

echo "Installing missing Debian packages: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "error: need root or sudo to install ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
