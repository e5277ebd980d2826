#!/usr/bin/env bash
# `npm test`: everything that proves BrandSocial works — types, lint, import boundaries and formatting,
# unit and API tests (SQLite, and PostgreSQL when DATABASE_URL is set), the production build and its
# size budget, and the journeys in real Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh
results=.test-results
rm -rf "$results" && mkdir -p "$results"

# The unit and API tests spend much of their time waiting on the databases and on the servers they
# start, and leave part of both cores idle: the static checks and the production build take that
# part, beside them, with their output kept until the tests have finished.
static_checks() {
  # tsc and eslint are single-threaded: side by side they finish in the time of the slower one.
  npx tsc -p tsconfig.json &
  local typecheck=$!
  npx eslint . --max-warnings 0 &
  local lint=$!
  local status=0
  wait "$typecheck" || status=1
  wait "$lint" || status=1
  npx depcruise src --config .dependency-cruiser.cjs || status=1
  npx prettier --check . || status=1
  node --test scripts/bench/ scripts/precompress.test.mjs scripts/boundaries.test.mjs || status=1
  node scripts/build.mjs || status=1
  node scripts/check-bundle.mjs --with LoginForm || status=1 # /auth fetches the login form as soon as it renders
  return "$status"
}
echo "== typecheck, lint, import boundaries, formatting, build and bundle size (beside the tests below)"
static_checks > "$results/static.log" 2>&1 &
static=$!
echo "== unit and API tests"
tests=0
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json" || tests=$?
checks=0
wait "$static" || checks=$?
echo "== typecheck, lint, import boundaries, formatting, build and bundle size: their output"
cat "$results/static.log"
if [ "$checks" -ne 0 ]; then echo "A static check, the build or the bundle budget failed (above)." >&2; exit "$checks"; fi
if [ "$tests" -ne 0 ]; then echo "Unit or API tests failed (above)." >&2; exit "$tests"; fi
echo "== end-to-end journeys"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json
node scripts/test-summary.mjs "$results"
