#!/usr/bin/env bash
# The one test command (README, .ci/run): installs what is missing, then runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm ci --no-audit --no-fund
bash scripts/ensure-chromium.sh
npm run typecheck
npx vitest run --project node --project dom
npm run build
npx vitest run --project e2e
