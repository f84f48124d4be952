#!/usr/bin/env bash
# Browser tests drive Debian's Chromium through playwright-core (no browser download from the internet).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium não encontrado: instalando o pacote Debian 'chromium'..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  exit 0
fi
echo "Chromium não encontrado em $CHROMIUM." >&2
echo "Instale-o com: sudo apt-get install chromium   (ou defina CHROMIUM_PATH)" >&2
exit 1
