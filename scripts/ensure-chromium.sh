#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (playwright-core never downloads a browser here): its headless shell for
# the journeys (the same Chromium build without the desktop browser around it: ~20% less CPU and wall time a
# journey), the full browser for the Lighthouse benchmark.
set -euo pipefail
# pdftoppm (poppler-utils) renders the reports journey's printed PDF to an image to check its first page.
if command -v pdftoppm >/dev/null 2>&1; then
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
  if command -v chromium >/dev/null 2>&1 && command -v chromium-headless-shell >/dev/null 2>&1; then exit 0; fi
fi
echo "Installing Debian chromium, its headless shell and poppler-utils for the browser tests…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell fonts-noto-core poppler-utils >/dev/null
