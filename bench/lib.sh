# shellcheck shell=bash
# Helpers shared by the load benchmarks (sourced after scripts/lib.sh).

# A free TCP port on 127.0.0.1.
free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Waits up to 60 s for a URL to answer 2xx while the process that serves it stays alive; the
# body goes to $4 (default: nowhere).
wait_ready() {
  local url=$1 pid=$2 log=$3 out=${4:-/dev/null}
  for _ in $(seq 600); do
    kill -0 "$pid" 2>/dev/null || { tail -n 20 "$log" >&2; die "process $pid exited before $url answered"; }
    curl -fsS --max-time 1 -o "$out" "$url" 2>/dev/null && return 0
    sleep 0.1
  done
  tail -n 20 "$log" >&2
  die "$url did not answer within 60 s"
}

# Stops the given processes: TERM, up to 5 s each, then KILL.
stop_processes() {
  local pid
  for pid in "$@"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "$@"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
}

# A clean configuration: nothing from the caller's shell leaks into the measured server.
unset_sangam_env() {
  local name
  while read -r name; do unset "$name"; done < <(compgen -e | grep '^SANGAM_' || true)
}

# Prints markdown table rows ("| a | b | … |") as columns: printf format $1, $2 cells a row.
print_rows() {
  local format=$1 count=$2 row
  shift 2
  for row in "$@"; do
    IFS='|' read -r -a cells <<<"$row"
    cells=("${cells[@]/#+( )/}") && cells=("${cells[@]/%+( )/}")
    # shellcheck disable=SC2059 # the format is the caller's
    printf "$format" "${cells[@]:1:count}"
  done
}

# Prints the goal lines without markdown emphasis; exits 1 when $1 is true and BENCH_STRICT is set.
print_verdict() {
  local missed=$1
  shift
  if (($# > 0)); then
    say
    printf '%s\n' "$@" | sed 's/\*\*//g'
  fi
  if $missed && [[ -n ${BENCH_STRICT:-} ]]; then
    exit 1
  fi
}
