#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the Playwright tests.
# We never let Playwright download its own browser: only Debian packages are reachable here.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

echo "ensure-chromium: $CHROMIUM is missing, installing the Debian 'chromium' package" >&2

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO="sudo -n"
  else
    echo "ensure-chromium: not root and no sudo; install it yourself: apt-get install -y chromium" >&2
    exit 1
  fi
fi

export DEBIAN_FRONTEND=noninteractive
if ! $SUDO apt-get update; then
  echo "ensure-chromium: 'apt-get update' failed; cannot install chromium" >&2
  exit 1
fi
if ! $SUDO apt-get install -y --no-install-recommends chromium; then
  echo "ensure-chromium: 'apt-get install chromium' failed" >&2
  exit 1
fi

if [ ! -x "$CHROMIUM" ]; then
  echo "ensure-chromium: the chromium package is installed but $CHROMIUM is still missing" >&2
  exit 1
fi
echo "ensure-chromium: installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
