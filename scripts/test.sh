#!/usr/bin/env bash
# Everything CI checks, in order of cost: static checks, build, unit and API tests on SQLite,
# the API tests again on a real PostgreSQL server, then the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s ===\n' "$1"; }

step "lint"
npm run lint --silent
step "typecheck"
npm run typecheck --silent
step "build"
npm run build --silent
step "unit and API tests (SQLite)"
npx vitest run
step "API tests (PostgreSQL)"
TEST_DATABASE=postgres npx vitest run --project server
step "browser tests (Chromium)"
npx playwright test -c e2e/playwright.config.ts
step "bundle budget"
npm run bench:bundle --silent
