#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through playwright-core (no browser download from the internet): its headless
# shell for the tests, the full browser for what must behave as users' Chromium does (a PDF viewer, the benchmarks).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
SHELL_BIN="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM" ] && [ -x "$SHELL_BIN" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium não encontrado: instalando os pacotes Debian 'chromium' e 'chromium-headless-shell'..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium chromium-headless-shell fonts-dejavu-core >/dev/null
  exit 0
fi
# Without the headless shell the tests run in the full browser (slower): only the full one is required.
if [ -x "$CHROMIUM" ]; then exit 0; fi
echo "Chromium não encontrado em $CHROMIUM." >&2
echo "Instale-o com: sudo apt-get install chromium chromium-headless-shell   (ou defina CHROMIUM_PATH)" >&2
exit 1
