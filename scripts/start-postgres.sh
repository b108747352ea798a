#!/usr/bin/env bash
# A throwaway PostgreSQL for tests: its own data directory, listening on 127.0.0.1 only, trust
# authentication, and a `passerelle_test` database. Nothing is shared with a system cluster.
#
#   scripts/start-postgres.sh start [DIR]   starts it in DIR (a new temp dir by default) and prints
#                                           the connection URL on stdout, e.g. for TEST_DATABASE_URL
#   scripts/start-postgres.sh stop DIR      stops it and deletes DIR
#
# Developers: url="$(scripts/start-postgres.sh start /tmp/passerelle-pg)"
#             TEST_DATABASE_URL="$url" npx vitest run server
#             scripts/start-postgres.sh stop /tmp/passerelle-pg
# PGPORT chooses the port; otherwise the first free port from 55432 up is used.
set -euo pipefail

database=passerelle_test

# The newest installed server (Debian puts each major version under /usr/lib/postgresql/N/bin).
pg_bin() {
  if [[ -n "${PG_BIN:-}" ]]; then
    echo "$PG_BIN"
    return
  fi
  local dir
  dir="$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -type d -name bin 2>/dev/null | sort -V | tail -n 1)"
  if [[ -n "$dir" ]]; then
    echo "$dir"
  elif command -v initdb >/dev/null; then
    dirname "$(command -v initdb)"
  else
    echo "start-postgres: no PostgreSQL server found (apt-get install postgresql, or set PG_BIN)" >&2
    exit 1
  fi
}

# PostgreSQL refuses to run as root, so as root we run it as the `postgres` system user. The
# subshell cds into the data dir because that user may not be allowed into the caller's cwd.
as_owner() {
  if [[ "$(id -u)" == 0 ]]; then
    (cd "$dir" && runuser -u postgres -- "$@")
  else
    (cd "$dir" && "$@")
  fi
}

port_is_free() {
  # A refused connection means nobody listens there.
  ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}

start() {
  dir="${1:-$(mktemp -d "${TMPDIR:-/tmp}/passerelle-pg.XXXXXX")}"
  mkdir -p "$dir"
  if [[ -e "$dir/data" ]]; then
    echo "start-postgres: $dir/data already exists; stop that instance first or pick another DIR" >&2
    exit 1
  fi
  # Marks the directory as ours, so `stop` may delete it even if start-up fails half-way.
  touch "$dir/.passerelle-postgres"
  if [[ "$(id -u)" == 0 ]]; then chown postgres: "$dir"; fi

  local bin port
  bin="$(pg_bin)"
  port="${PGPORT:-55432}"
  if [[ -z "${PGPORT:-}" ]]; then
    while ! port_is_free "$port"; do port=$((port + 1)); done
  fi

  as_owner "$bin/initdb" --pgdata="$dir/data" --username=postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 \
    --no-sync >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
  }
  # Throwaway data: durability settings off make test runs faster; the socket lives in the data
  # dir so no system directory (/var/run/postgresql) is needed.
  as_owner "$bin/pg_ctl" start --pgdata="$dir/data" --wait --silent --log="$dir/server.log" \
    --options="-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories='$dir' -c fsync=off -c synchronous_commit=off -c full_page_writes=off" ||
    {
      cat "$dir/server.log" >&2
      exit 1
    }
  "$bin/psql" --quiet --no-psqlrc --host=127.0.0.1 --port="$port" --username=postgres --dbname=postgres \
    --command="CREATE DATABASE $database" >/dev/null

  local url="postgres://postgres@127.0.0.1:$port/$database"
  echo "$url" >"$dir/url"
  echo "start-postgres: PostgreSQL running in $dir; stop it with: $0 stop $dir" >&2
  echo "$url"
}

stop() {
  dir="${1:?usage: $0 stop DIR}"
  # Only ever delete a directory this script set up.
  if [[ ! -e "$dir/.passerelle-postgres" ]]; then
    echo "start-postgres: $dir was not made by this script; leaving it alone" >&2
    exit 1
  fi
  if [[ -f "$dir/data/postmaster.pid" ]]; then
    as_owner "$(pg_bin)/pg_ctl" stop --pgdata="$dir/data" --mode=fast --wait --silent || true
  fi
  rm -rf "$dir"
}

case "${1:-}" in
start) start "${2:-}" ;;
stop) stop "${2:-}" ;;
*)
  echo "usage: $0 start [DIR] | stop DIR" >&2
  exit 2
  ;;
esac
