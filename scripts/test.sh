#!/usr/bin/env bash
# Everything CI checks, in order of cost: static checks, build, unit tests (once), the database
# tests on SQLite and again on a real PostgreSQL server, then the browser tests. Each stage's time
# is printed as it ends, and all of them with the total at the end (also when a stage fails).
set -euo pipefail
cd "$(dirname "$0")/.."

start_all=$(date +%s)
timings=()
current=""
stage_start=0
stage_cpu=""

# The machine's busy and total CPU ticks (all cores) from /proc/stat, so each stage can say how much
# of the cores it kept busy: a stage well under 100% has room to overlap with another.
cpu_ticks() {
  awk '/^cpu / { total = 0; for (i = 2; i <= NF; i++) total += $i; print total - $5 - $6, total; exit }' /proc/stat 2> /dev/null || echo "0 0"
}

finish_stage() {
  local took=$(($(date +%s) - stage_start))
  local busy
  busy=$(echo "$stage_cpu $(cpu_ticks)" | awk '{ d = $4 - $2; if (d > 0) printf "%d", 100 * ($3 - $1) / d; else printf "0" }')
  timings+=("$(printf '%-44s %4d s  (cores %3d%% busy)' "$current" "$took" "$busy")")
  printf '=== %s: %d s, cores %d%% busy ===\n' "$current" "$took" "$busy"
  current=""
}

stage() {
  [ -n "$current" ] && finish_stage
  current="$1"
  stage_start=$(date +%s)
  stage_cpu=$(cpu_ticks)
  printf '\n=== %s ===\n' "$1"
}

summary() {
  local status=$?
  [ -n "$current" ] && finish_stage
  printf '\n=== stage times ===\n'
  printf '%s\n' "${timings[@]}"
  printf '%-44s %4d s (%s)\n' "total" "$(($(date +%s) - start_all))" "$([ $status -eq 0 ] && echo passed || echo FAILED)"
}
trap summary EXIT

# Lint and typecheck are single-threaded: run them side by side on the two cores.
stage "lint and typecheck (side by side)"
lint_log=$(mktemp)
types_log=$(mktemp)
npm run lint --silent > "$lint_log" 2>&1 &
lint_pid=$!
npm run typecheck --silent > "$types_log" 2>&1 &
types_pid=$!
lint_ok=0
types_ok=0
wait $lint_pid || lint_ok=$?
wait $types_pid || types_ok=$?
echo "--- lint"
cat "$lint_log"
echo "--- typecheck"
cat "$types_log"
rm -f "$lint_log" "$types_log"
if [ $lint_ok -ne 0 ] || [ $types_ok -ne 0 ]; then
  echo "lint exit $lint_ok, typecheck exit $types_ok"
  exit 1
fi

stage "build"
npm run build --silent

stage "unit tests (contracts, scheduler, server, web)"
npx vitest run --project contracts --project scheduler --project server --project web

stage "database tests on SQLite (*.db.test.ts)"
npx vitest run --project server-sqlite

stage "database tests on PostgreSQL (*.db.test.ts, *.pg.test.ts)"
npx vitest run --project server-postgres

stage "browser tests (Chromium)"
npx playwright test -c e2e/playwright.config.ts

stage "bundle budget"
npm run bench:bundle --silent
