#!/usr/bin/env bash
# Debian's nginx as a load balancer in front of FitToday replicas, for tests and benchmarks: a config of its own in a
# temporary folder (pid file, logs, temp paths there too), listening on loopback only. Debian's nginx service and
# /etc/nginx are not used. Safe to run again: a running one gets the new config and reloads.
#
#   Scripts/nginx.sh start LISTEN_PORT UPSTREAM_PORT...   installs nginx if missing, starts it (or reloads it with
#                                                          the new upstream list); prints http://127.0.0.1:LISTEN_PORT
#   Scripts/nginx.sh install                               installs nginx if missing (Scripts/test.sh does, first)
#   Scripts/nginx.sh stop                                  stops it (graceful, then fast)
#   Scripts/nginx.sh status                                exit 0 when it runs
#
# FITTODAY_NGINX_DIR (default /tmp/fittoday-nginx) holds the config, pid file, error log and temp folders.
set -euo pipefail

dir=${FITTODAY_NGINX_DIR:-/tmp/fittoday-nginx}
nginx=/usr/sbin/nginx

. "$(dirname "$0")/lib/servers.sh"

usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//' >&2; exit 64; }

install_nginx() {
  [ -x "$nginx" ] && return 0
  echo "nginx: installing Debian's nginx" >&2
  # Debian's own nginx service is not used, nor started.
  install_quietly nginx && [ -x "$nginx" ] || { echo "nginx: nginx did not install" >&2; exit 69; }
}

run_nginx() { "$nginx" -c "$dir/nginx.conf" -p "$dir/" -e "$dir/error.log" "$@"; }

master_pid() {
  local pid
  pid=$(cat "$dir/nginx.pid" 2>/dev/null) || return 1
  [ -n "$pid" ] && [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = nginx ] && alive "$pid" && echo "$pid"
}

running() { master_pid >/dev/null; }

answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Gone, or a zombie nobody reaped yet.
alive() { [ -d "/proc/$1" ] && ! grep -q '^State:[[:space:]]*Z' "/proc/$1/status" 2>/dev/null; }

workers() { ps -o pid= --ppid "$1" 2>/dev/null | tr -d ' ' | sort; }

reloaded() { # MASTER_PID OLD_WORKERS
  local now w
  now=$(workers "$1")
  [ -n "$(comm -13 <(echo "$2") <(echo "$now"))" ] || return 1
  for w in $(comm -12 <(echo "$2") <(echo "$now")); do
    alive "$w" && ! tr '\0' ' ' 2>/dev/null <"/proc/$w/cmdline" | grep -q 'shutting down' && return 1
  done
  return 0
}

fail() { echo "nginx: $1" >&2; tail -n 20 "$dir/error.log" >&2 2>/dev/null || true; exit 1; }

write_config() { # LISTEN_PORT UPSTREAM_PORT... > config
  local listen=$1 port
  shift
  cat <<EOF
# Written by Scripts/nginx.sh; rewritten on every start.
worker_processes 1;
worker_rlimit_nofile 16384;
# Graceful stop and reload end lingering (keep-alive, SSE, WebSocket) connections after this long.
worker_shutdown_timeout 10s;
pid $dir/nginx.pid;
error_log $dir/error.log warn;

events {
    worker_connections 4096;
}

http {
    access_log off;
    client_max_body_size 1m;
    client_body_temp_path $dir/temp/client_body;
    proxy_temp_path $dir/temp/proxy;
    fastcgi_temp_path $dir/temp/fastcgi;
    uwsgi_temp_path $dir/temp/uwsgi;
    scgi_temp_path $dir/temp/scgi;

    # Plain requests: "Connection: " (empty) so upstream connections stay alive; upgrades: "Connection: upgrade".
    map \$http_upgrade \$connection_upgrade {
        default upgrade;
        '' '';
    }
    # The client's Host header as it came (port included); \$host only when a client sent none.
    map \$http_host \$fittoday_host {
        default \$http_host;
        '' \$host;
    }

    # A WebSocket upgrade goes to a new upstream connection (the service upgrades only a connection's first
    # request, and answers a later one with 307), so upgrades use an upstream without kept-alive connections.
    map \$http_upgrade \$fittoday_upstream {
        default fittoday_upgrade;
        '' fittoday;
    }

    upstream fittoday {
EOF
  for port in "$@"; do
    echo "        server 127.0.0.1:$port max_fails=1 fail_timeout=2s;"
  done
  cat <<EOF
        keepalive 64;
    }

    upstream fittoday_upgrade {
EOF
  for port in "$@"; do
    echo "        server 127.0.0.1:$port max_fails=1 fail_timeout=2s;"
  done
  cat <<EOF
    }

    server {
        listen 127.0.0.1:$listen;

        location / {
            proxy_pass http://\$fittoday_upstream;
            proxy_http_version 1.1;
            proxy_set_header Host \$fittoday_host;
            proxy_set_header Upgrade \$http_upgrade;
            proxy_set_header Connection \$connection_upgrade;
            # Passed on unchanged (not appended to): benchmarks and tests set them on purpose.
            proxy_set_header X-Forwarded-For \$http_x_forwarded_for;
            proxy_set_header X-Request-Id \$http_x_request_id;
            # Server-Sent Events: every byte goes out as it comes; streams may stay open for long.
            proxy_buffering off;
            proxy_read_timeout 1h;
            proxy_send_timeout 1h;
            proxy_connect_timeout 2s;
            # Only when the request never reached a replica (or it timed out): never non_idempotent, clients
            # retry commands themselves with the same ids.
            proxy_next_upstream error timeout;
        }
    }
}
EOF
}

start() {
  [ $# -ge 2 ] || usage
  local p
  for p in "$@"; do
    [[ $p =~ ^[0-9]+$ ]] && [ "$p" -ge 1 ] && [ "$p" -le 65535 ] || usage
  done
  local listen=$1
  install_nginx
  mkdir -p "$dir/temp"
  write_config "$@" >"$dir/nginx.conf.new"
  "$nginx" -t -q -c "$dir/nginx.conf.new" -p "$dir/" -e "$dir/error.log" || fail "the config does not pass nginx -t"
  mv -f "$dir/nginx.conf.new" "$dir/nginx.conf"

  local pid old i
  if pid=$(master_pid); then
    old=$(workers "$pid")
    run_nginx -s reload || fail "reload failed"
    # The new config is in force once a new worker runs and every old one has closed its listening socket (it
    # then calls itself "worker process is shutting down", and may still finish open streams for a while).
    for i in $(seq 1 100); do
      reloaded "$pid" "$old" && break
      sleep 0.1
    done
    reloaded "$pid" "$old" || fail "the old workers still accept after reload"
  else
    rm -f "$dir/nginx.pid"
    # The daemon keeps nothing of its caller open: not this script's output (a caller reading it to the end would
    # wait for ever), nor any other descriptor (Foundation's Process learns that a child ended when the last copy
    # of one of them closes).
    (close_inherited; run_nginx </dev/null >>"$dir/error.log" 2>&1) || fail "nginx did not start"
  fi
  for i in $(seq 1 100); do
    answers "$listen" && break
    sleep 0.1
  done
  answers "$listen" || fail "nothing answers on 127.0.0.1:$listen"
  echo "http://127.0.0.1:$listen"
}

stop() {
  local pid i
  pid=$(master_pid) || exit 0
  run_nginx -s quit 2>/dev/null || kill -QUIT "$pid" 2>/dev/null || true
  for i in $(seq 1 150); do
    alive "$pid" || return 0
    sleep 0.1
  done
  # Still draining after 15 s: fast shutdown.
  kill -TERM "$pid" 2>/dev/null || true
  for i in $(seq 1 50); do
    alive "$pid" || return 0
    sleep 0.1
  done
  echo "nginx: pid $pid did not stop" >&2
  exit 1
}

case "${1:-}" in
  start) shift; start "$@" ;;
  install) install_nginx ;;
  stop) stop ;;
  status) running ;;
  *) usage ;;
esac
