#!/usr/bin/env bash
# End-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = "0" ]; then
  echo "Installing Chromium for the end-to-end tests (apt-get install chromium)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The end-to-end tests need Chromium at /usr/bin/chromium." >&2
echo "On Debian or Ubuntu: sudo apt-get install -y chromium" >&2
exit 1
