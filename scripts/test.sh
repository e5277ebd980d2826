#!/usr/bin/env bash
# `npm test`: everything that proves BrandSocial works — types, lint, import boundaries and formatting,
# unit and API tests (SQLite, and PostgreSQL when DATABASE_URL is set), the production build and its
# size budget, and the journeys in real Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-system-deps.sh
results=.test-results
rm -rf "$results" && mkdir -p "$results"

# Both are single-threaded: side by side they finish in the time of the slower one.
echo "== typecheck and lint"
npx tsc -p tsconfig.json &
typecheck=$!
npx eslint . --max-warnings 0 &
lint=$!
wait "$typecheck"
wait "$lint"
echo "== import boundaries and formatting"
npx depcruise src --config .dependency-cruiser.cjs &
boundaries=$!
npx prettier --check . &
format=$!
wait "$boundaries"
wait "$format"
echo "== unit and API tests"
npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest.json"
echo "== build, benchmark harness and boundary rule tests"; node --test scripts/bench/ scripts/precompress.test.mjs scripts/boundaries.test.mjs
echo "== build"; node scripts/build.mjs
node scripts/check-bundle.mjs --with LoginForm  # /auth fetches the login form as soon as it renders
echo "== end-to-end journeys"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json
node scripts/test-summary.mjs "$results"
