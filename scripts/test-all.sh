#!/usr/bin/env bash
# `npm test`: every test, from a fresh clone. Installs what the browser and database suites need
# when it can (Debian's Chromium; a throwaway PostgreSQL when TEST_DATABASE_URL is not set), then
# builds and walks the site in Chromium, with the unit and API suites (SQLite + PostgreSQL), the
# cluster and the fuzz beside the walks.
set -euo pipefail
cd "$(dirname "$0")/.."

apt_install() {
  if [[ "$(id -u)" != 0 ]]; then
    echo "test-all: please install the Debian package(s) '$*' (needs root): sudo apt-get install -y $*" >&2
    exit 1
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=600 "$@" >/dev/null
}

# Chromium is needed only by the walks. CI installs it in the background while the first steps
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
# A step's line: its name, its seconds since $2, and whether it failed ($3, its exit status).
timing_line() {
  printf '%-34s %6d s%s' "$1" $((SECONDS - $2)) "$( (($3)) && echo ' (failed)')"
}
step() {
  local name="$1" started=$SECONDS
  shift
  local status=0
  "$@" || status=$?
  timings+=("$(timing_line "$name" "$started" "$status")")
  return "$status"
}

pg_dir=""
side_pid=""
cleanup() {
  # The suites beside the walks, if this script ends before them (a failure, Ctrl-C).
  [[ -n "$side_pid" ]] && kill -- -"$side_pid" 2>/dev/null || true
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

# The build first: every suite after it runs the built server (the unit suite's
# server/no-browser.test.ts too).
step "build" npm run build

# The walks keep both cores busy for most of their time, but not all of it: they wait on pages,
# servers and deliberate delays (about 110 core-seconds of idle CPU a run), and the unit suite,
# the cluster and the fuzz each leave a core idle a fifth to half of their time. So these three
# run one after the other beside the walks, in a process group of their own, their output kept
# for the end (ADR 0097). Nothing is shared between them and the walks but the CPU: the walks'
# server has its own database and build snapshot, the unit and cluster suites each create their
# own PostgreSQL schemas or database, every server listens on a port of its own.
side_dir="$(mktemp -d "${TMPDIR:-/tmp}/passerelle-test-side.XXXXXX")"
side_suites() {
  local failed=0 name started status
  side_step() {
    name="$1" started=$SECONDS status=0
    shift
    echo "test-all: ${name}"
    "$@" || status=$?
    echo "$(timing_line "$name (beside)" "$started" "$status")" >>"$side_dir/timings"
    ((status)) && failed=1
    return 0
  }
  side_step "unit and API (SQLite, PostgreSQL)" npm run test:unit
  # Two production servers on one PostgreSQL database, S3 and SMTP on loopback (ADR 0073).
  side_step "cluster" npm run test:cluster
  # Malformed requests to every endpoint of the build: fails on any 5xx (ADR 0020).
  # --settle 0: the fuzz asserts no 5xx and a live server; the memory it reads after 30 idle
  # seconds is a figure for people (`npm run bench` checks the memory budget), not worth 30 s.
  side_step "fuzz" npm run fuzz -- --requests 1500 --settle 0
  return "$failed"
}
set -m
side_suites >"$side_dir/log" 2>&1 &
side_pid=$!
set +m

browser_status=0
step "waiting for Chromium" browser_packages || browser_status=$?
# A walk that fails is run once more; if it then passes Playwright lists it as flaky (ADR 0093).
((browser_status)) || step "browser (Playwright)" npm run test:e2e -- --retries 1 || browser_status=$?

side_status=0
step "waiting for the unit suite, cluster and fuzz" wait "$side_pid" || side_status=$?
side_pid=""
echo
echo "test-all: the unit and API suites, the cluster and the fuzz, run beside the walks:"
cat "$side_dir/log"
[[ -f "$side_dir/timings" ]] && mapfile -t -O "${#timings[@]}" timings <"$side_dir/timings"
rm -rf "$side_dir"
((browser_status || side_status)) && exit 1
exit 0
