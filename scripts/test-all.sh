#!/usr/bin/env bash
# `npm test`: every test, from a fresh clone. Installs what the browser and database suites need
# when it can (Debian's Chromium; a throwaway PostgreSQL when TEST_DATABASE_URL is not set), then
# builds, runs the unit and API suites (SQLite + PostgreSQL), and walks the site in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

apt_install() {
  if [[ "$(id -u)" != 0 ]]; then
    echo "test-all: please install the Debian package(s) '$*' (needs root): sudo apt-get install -y $*" >&2
    exit 1
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=600 "$@" >/dev/null
}

# Chromium is needed only by the last step. CI installs it in the background while the first steps
# run (.ci/run), so this waits for any package install still running before looking for it.
package_install_running() {
  local comm
  for comm in /proc/[0-9]*/comm; do
    case "$(cat "$comm" 2>/dev/null)" in apt-get | dpkg) return 0 ;; esac
  done
  return 1
}
browser_packages() {
  while package_install_running; do sleep 2; done
  [[ -x /usr/bin/chromium ]] || apt_install chromium
  # Chromium's headless build, lighter than the full browser: the browser suite runs on it.
  [[ -x /usr/bin/chromium-headless-shell ]] || apt_install chromium-headless-shell
}

# The PDF tests read the guides back as a reader's tool would (pdftotext, pdfinfo).
[[ -x /usr/bin/pdftotext ]] || apt_install poppler-utils
# The container files' test checks the proxy's configuration with HAProxy (ADR 0074). As root (CI)
# it is installed; elsewhere that part of the test says it was skipped, and everything else runs.
if [[ ! -x /usr/sbin/haproxy ]]; then
  if [[ "$(id -u)" == 0 ]]; then
    apt_install haproxy
  else
    echo "test-all: haproxy is not installed (sudo apt-get install -y haproxy): the proxy's configuration will not be checked" >&2
  fi
fi

# Node keeps the code it compiles (our TypeScript included) for the next process that loads the same
# file: the suites start hundreds of Node processes (test files, servers, scripts) on the same code.
export NODE_COMPILE_CACHE="${NODE_COMPILE_CACHE:-$PWD/node_modules/.cache/node-compile-cache}"

# Where the time goes (CI is meant to stay under 15 minutes): each step's seconds, printed at the end,
# also when a step fails.
timings=()
step() {
  local name="$1" started=$SECONDS
  shift
  local status=0
  "$@" || status=$?
  timings+=("$(printf '%-34s %6d s%s' "$name" $((SECONDS - started)) "$( ((status)) && echo ' (failed)')")")
  return "$status"
}

pg_dir=""
cleanup() {
  [[ -n "$pg_dir" ]] && scripts/start-postgres.sh stop "$pg_dir" >/dev/null 2>&1 || true
  if ((${#timings[@]})); then
    printf '\ntest-all: time per step (%d s in all)\n' "$SECONDS"
    printf '  %s\n' "${timings[@]}"
  fi
}
trap cleanup EXIT

if [[ -z "${TEST_DATABASE_URL:-}" ]]; then
  if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null; then
    apt_install postgresql
  fi
  pg_dir="$(mktemp -d "${TMPDIR:-/tmp}/passerelle-pg.XXXXXX")"
  TEST_DATABASE_URL="$(scripts/start-postgres.sh start "$pg_dir")"
  export TEST_DATABASE_URL
fi
echo "test-all: PostgreSQL suites use $TEST_DATABASE_URL"

# The build first: the unit suite also checks the built server (server/no-browser.test.ts skips
# that check when build/ is missing, as on a fresh clone).
step "build" npm run build
step "unit and API (SQLite, PostgreSQL)" npm run test:unit
# Two production servers on one PostgreSQL database, S3 and SMTP on loopback (ADR 0073).
step "cluster" npm run test:cluster
# Malformed requests to every endpoint of the build: fails on any 5xx (ADR 0020).
# --settle 0: the fuzz asserts no 5xx and a live server; the memory it reads after 30 idle seconds
# is a figure for people (`npm run bench` checks the memory budget), not worth 30 s of every run.
step "fuzz" npm run fuzz -- --requests 1500 --settle 0
step "waiting for Chromium" browser_packages
# A walk that fails is run once more; if it then passes Playwright lists it as flaky (ADR 0093).
step "browser (Playwright)" npm run test:e2e -- --retries 1
