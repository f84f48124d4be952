#!/usr/bin/env bash
# The PostgreSQL tests (parity DuckDB vs PostgreSQL, two API instances, seed checksum) start a throwaway
# cluster of their own (server/src/test/postgresCluster.ts): they only need the server binaries
# (initdb, pg_ctl, postgres). Like scripts/ensure-chromium.sh: install Debian's package when root.
set -euo pipefail
LIB="${POSTGRES_LIB_DIR:-/usr/lib/postgresql}"  # where Debian puts each version's binaries (tests point it elsewhere)
if [ -n "${POSTGRES_BIN:-}" ] && [ -x "$POSTGRES_BIN/initdb" ]; then exit 0; fi
if ls "$LIB"/*/bin/initdb >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "PostgreSQL não encontrado: instalando o pacote Debian 'postgresql'..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # The package's own cluster is not used (the tests start theirs in a temporary folder).
  apt-get install -y -qq postgresql >/dev/null
  exit 0
fi
echo "PostgreSQL não encontrado ($LIB/*/bin)." >&2
echo "Instale-o com: sudo apt-get install postgresql   (ou defina POSTGRES_BIN com a pasta de initdb/pg_ctl)" >&2
exit 1
