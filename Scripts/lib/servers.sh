# Shared by Scripts/postgres.sh and Scripts/nginx.sh (sourced, not run): installing a Debian server package without
# starting Debian's own service, and starting a daemon that keeps nothing of its caller open.

as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

# install_quietly PACKAGE: apt-get install with a policy-rc.d that keeps apt from starting the package's service (the
# project runs its own instance); one already there (as in Docker images) is put back afterwards. Exit status of apt.
install_quietly() {
  local saved=/usr/sbin/policy-rc.d.fittoday-saved rc=0
  as_root apt-get update -qq
  [ -e /usr/sbin/policy-rc.d ] && as_root mv /usr/sbin/policy-rc.d "$saved"
  as_root sh -c 'printf "#!/bin/sh\nexit 101\n" > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d'
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null || rc=$?
  if [ -e "$saved" ]; then as_root mv -f "$saved" /usr/sbin/policy-rc.d; else as_root rm -f /usr/sbin/policy-rc.d; fi
  return "$rc"
}

# Closes every descriptor above 2 this shell inherited (call it in a subshell, before starting a daemon): a server
# must not hold its caller's descriptors, since Foundation's Process learns that a child ended when the last copy of
# one of them closes, and a caller reading the script's output to the end would wait for ever.
close_inherited() {
  local fd
  for fd in $(ls /proc/$BASHPID/fd); do
    [ "$fd" -gt 2 ] && eval "exec $fd>&-" 2>/dev/null || true
  done
}
