#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what is missing, then runs every test:
# typecheck, unit + component (node, jsdom; DuckDB and PostgreSQL), the Storybook build, browser end-to-end (Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh  # the node tests start a throwaway PostgreSQL cluster (tests/setup/postgres.ts)
npm run stories            # .storybook/generated/ (read by typecheck and tests/storybook)
npm run typecheck
npx vitest run --project node --project dom
npm run build
npm run build-storybook    # proves the Storybook build works offline
npx vitest run --project e2e
