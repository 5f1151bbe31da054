#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (playwright-core never downloads a browser here).
set -euo pipefail
# pdftoppm (poppler-utils) renders the reports journey's printed PDF to an image to check its first page.
if command -v pdftoppm >/dev/null 2>&1; then
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  if command -v chromium >/dev/null 2>&1; then exit 0; fi
fi
echo "Installing Debian chromium and poppler-utils for the browser tests…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-noto-core poppler-utils >/dev/null
