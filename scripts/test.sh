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

# The portal's build (served by e2e) and the Storybook build (which proves it works offline, and which
# kind-catalogue.e2e.ts opens) side by side: 24 s together against 37 s one after the other (docs/performance.md,
# "Test command", ninth round). Storybook builds with React's development build unless told otherwise; the static
# catalogue (as package.json's build-storybook) is built for production: stories.e2e.ts's renderer 104 → 75 CPU-s
# with the highlight feature off (docs/performance.md, "Test command", fourteenth round).
builds() {
  local status=0
  npm run build &
  local portal=$!
  NODE_ENV=production npx storybook build -o storybook-static --quiet || status=$?
  wait "$portal" || status=$?
  return "$status"
}

# The typecheck beside the e2e phase, whose 2 cores are a quarter idle (the browser and the tests wait on each other
# and on the server): e2e reads nothing tsc writes (declarations under node_modules/.cache/tsc). Its output is held
# until e2e is done, so the two never interleave; either failing fails the phase.
e2e_and_typecheck() {
  local log status=0
  log=$(mktemp)
  npm run typecheck >"$log" 2>&1 &
  local typecheck=$!
  npx vitest run --project e2e || status=$?  # serves the dist/ built above
  wait "$typecheck" || status=$?
  cat "$log"
  rm -f "$log"
  return "$status"
}

# .storybook/generated/ (read by the typecheck, tests/storybook and the Storybook build)
phase stories npm run stories
phase 'build + build-storybook' builds
phase 'node + dom' npx vitest run --project node --project 'dom*'  # dom and dom-isolated
# node + dom and e2e one after the other: side by side they keep the 2 cores as busy as each does alone and gained
# 4 % (597 s against 619 s, with more failures to fear from a slower browser; docs/performance.md, ninth round).
phase 'e2e + typecheck' e2e_and_typecheck
