#!/usr/bin/env bash
# A private PostgreSQL for FitToday's tests and replicas: Debian's server, a cluster of its own in a temporary
# folder, run by a non-root system user, listening on loopback only, with a password (SCRAM), offering TLS with a
# self-signed certificate (a client asks for it with sslmode=require). Safe to run again.
#
#   Scripts/postgres.sh start    installs the server if missing, creates the cluster once, starts it; prints the URL
#   Scripts/postgres.sh url      prints the URL (postgres://fittoday:fittoday@127.0.0.1:PORT/fittoday)
#   Scripts/postgres.sh stop     stops it (fast: open connections are closed)
#   Scripts/postgres.sh status   exit 0 when it answers
#
# FITTODAY_PG_DIR (default /tmp/fittoday-postgres) holds the cluster and its log; FITTODAY_PG_PORT (default 55432).
set -euo pipefail

dir=${FITTODAY_PG_DIR:-/tmp/fittoday-postgres}
port=${FITTODAY_PG_PORT:-55432}
owner=fittoday-pg
url="postgres://fittoday:fittoday@127.0.0.1:$port/fittoday"

. "$(dirname "$0")/lib/servers.sh"

bin_dir() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  [ -n "$found" ] && [ -x "$found/initdb" ] && echo "$found"
}

install_server() {
  [ -n "$(bin_dir)" ] && return 0
  echo "postgres: installing Debian's postgresql" >&2
  # The package's own cluster (15/main) is not used, nor started.
  install_quietly postgresql && [ -n "$(bin_dir)" ] || { echo "postgres: the server did not install" >&2; exit 69; }
}

run_as_owner() {
  if [ "$(id -un)" = "$owner" ]; then "$@"; else as_root runuser -u "$owner" -- "$@"; fi
}

answers() { "$(bin_dir)/pg_isready" -q -h 127.0.0.1 -p "$port" 2>/dev/null; }

start() {
  install_server
  local bin
  bin=$(bin_dir)
  if ! id "$owner" >/dev/null 2>&1; then
    as_root useradd --system --no-create-home --shell /usr/sbin/nologin "$owner"
  fi
  if [ ! -f "$dir/data/PG_VERSION" ]; then
    as_root mkdir -p "$dir"
    as_root chown "$owner" "$dir"
    run_as_owner sh -c "umask 077; printf 'fittoday\n' > '$dir/password'"
    run_as_owner "$bin/initdb" -D "$dir/data" -U fittoday --pwfile="$dir/password" --auth=scram-sha-256 \
      --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
  fi
  if [ ! -f "$dir/server.crt" ]; then
    # TLS is offered with a self-signed certificate (openssl comes with Debian's postgresql); clients choose with
    # sslmode: plain TCP unless they ask for it.
    run_as_owner sh -c "umask 077; openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj /CN=127.0.0.1 \
      -keyout '$dir/server.key' -out '$dir/server.crt'" >/dev/null 2>&1 || { echo "postgres: no certificate" >&2; exit 1; }
  fi
  if ! answers; then
    # The server keeps nothing of its caller open (see close_inherited).
    (close_inherited; run_as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories='$dir' -c max_connections=500 \
          -c ssl=on -c ssl_cert_file='$dir/server.crt' -c ssl_key_file='$dir/server.key'" \
      </dev/null >/dev/null) || { tail -n 20 "$dir/server.log" >&2; exit 1; }
  fi
  if ! PGPASSWORD=fittoday "$bin/psql" -h 127.0.0.1 -p "$port" -U fittoday -d postgres -tAc \
      "SELECT 1 FROM pg_database WHERE datname = 'fittoday'" | grep -q 1; then
    PGPASSWORD=fittoday "$bin/psql" -h 127.0.0.1 -p "$port" -U fittoday -d postgres -qc "CREATE DATABASE fittoday" >/dev/null
  fi
  echo "$url"
}

stop() {
  local bin
  bin=$(bin_dir) || exit 0
  [ -f "$dir/data/postmaster.pid" ] || exit 0
  run_as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
}

case "${1:-}" in
  start) start ;;
  stop) stop ;;
  url) echo "$url" ;;
  status) answers ;;
  *) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 64 ;;
esac
