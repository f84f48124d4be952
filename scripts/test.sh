#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what is missing, then runs every test:
# typecheck, unit + component (node, jsdom; DuckDB and PostgreSQL), the Storybook build, browser end-to-end (Chromium).
# Each phase prints its wall time, so a slow run says where the time went (docs/performance.md, "Test command").
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh  # the node tests start a throwaway PostgreSQL cluster (tests/setup/postgres.ts)

# Prints the phase's wall time, failed or not, and returns its status (also where `set -e` is off: after `||`, in `&`).
phase() {
  local name=$1 start=$SECONDS status=0
  shift
  "$@" || status=$?
  echo "[npm test] $name: $((SECONDS - start)) s$([ "$status" = 0 ] || echo ", falhou ($status)")"
  return "$status"
}

# tsc is single-threaded: the two builds use the other core meanwhile (none of them reads what another writes:
# tsc writes declarations under node_modules/.cache/tsc, the builds dist/ and storybook-static/). The typecheck's
# output is held until the builds are done, so the two never interleave.
typecheck_and_builds() {
  local log status=0
  log=$(mktemp)
  npm run typecheck >"$log" 2>&1 &
  local typecheck=$!
  npm run build && npx storybook build -o storybook-static --quiet || status=$?
  wait "$typecheck" || status=$?
  cat "$log"
  rm -f "$log"
  return "$status"
}

phase stories npm run stories          # .storybook/generated/ (read by typecheck, tests/storybook and the Storybook build)
phase 'typecheck + build + build-storybook' typecheck_and_builds   # the Storybook build proves it works offline
phase 'node + dom' npx vitest run --project node --project dom
# One after the other: side by side (e2e in the background) both slowed to about half their speed on 2 cores, and the
# pair took as long as the two in a row (docs/performance.md, "Test command", fifth round).
phase e2e npx vitest run --project e2e  # serves the dist/ built above
