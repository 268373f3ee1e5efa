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

# What the figures were measured on, for a results heading: "commit abc1234 · 2 cores (CPU model)".
run_context() {
  local commit cpu
  commit=$(git rev-parse --short HEAD 2>/dev/null || echo "no commit")
  git diff --quiet HEAD 2>/dev/null || commit+=" (+ uncommitted changes)"
  cpu=$(lscpu 2>/dev/null | awk -F: '/Model name/ { gsub(/^ +/, "", $2); print $2; exit }')
  printf 'commit %s · %s cores (%s)\n' "$commit" "$(nproc)" "$cpu"
}

# Removes the section "# $1" (up to the next "# " heading) from bench/results/latest.md, keeping
# the other scripts' sections, so that the caller can append its own. $2 is a scratch folder.
clear_results_section() {
  local title=$1 scratch=$2 latest=bench/results/latest.md
  mkdir -p bench/results
  if [[ -f $latest ]]; then
    awk -v title="# $title" '/^# / { skip = ($0 == title) } !skip' "$latest" >"$scratch/latest.md"
    sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$scratch/latest.md" >"$latest"
  fi
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

# User + system CPU time used so far, in µs, by process $1 (all its threads); with $2 = tree,
# also by its children, live ones and those it has reaped (nginx's workers, PostgreSQL's
# backends). Read before and after a run, the difference is what the run cost that server.
cpu_us() {
  local root=$1 scope=${2:-process} pids pid
  pids=("$root")
  if [[ $scope == tree ]]; then mapfile -t -O 1 pids < <(pgrep -P "$root" || true); fi
  for pid in "${pids[@]}"; do cat "/proc/$pid/stat" 2>/dev/null || true; done |
    awk -v root="$root" -v hz="$(getconf CLK_TCK)" '{
      pid = $1
      sub(/^[0-9]+ \(.*\) /, "")   # the command name may hold spaces; fields now start at state
      ticks += $12 + $13            # utime, stime
      if (pid == root) ticks += $14 + $15   # cutime, cstime: children it has waited for
    } END { printf "%.0f\n", ticks * 1e6 / hz }'
}

# The newest PostgreSQL server binaries (Debian keeps them in /usr/lib/postgresql/<major>/bin).
pg_bin_dir() {
  local dir
  dir=$(find /usr/lib/postgresql -mindepth 2 -maxdepth 2 -name bin 2>/dev/null | sort -V | tail -n 1)
  [[ -n $dir && -x $dir/initdb ]] || die "PostgreSQL server binaries not found under /usr/lib/postgresql"
  printf '%s\n' "$dir"
}

# PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user.
as_pg_owner() {
  if ((EUID == 0)); then runuser -u postgres -- "$@"; else "$@"; fi
}

# Starts a throwaway PostgreSQL cluster in the new folder $1 on 127.0.0.1:$2 (Unix socket in $1
# too) with PostgreSQL's default durability (fsync, synchronous_commit on), and creates the
# database sangam_bench owned by the trusted superuser sangam. Stop it with pg_stop_cluster.
# BENCH_PG_OPTIONS adds server options, e.g. "-c shared_preload_libraries=pg_stat_statements" to
# see which statements the database spends its time on (BENCH_KEEP=1 keeps the cluster's folder).
pg_start_cluster() {
  local dir=$1 port=$2 bin
  bin=$(pg_bin_dir)
  mkdir "$dir"
  if ((EUID == 0)); then chown postgres: "$dir"; fi
  # --no-sync: only initdb's own files skip fsync; the running server keeps fsync on.
  as_pg_owner "$bin/initdb" -D "$dir/data" -A trust -U sangam -E UTF8 --locale=C.UTF-8 --no-sync \
    >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; die "initdb failed"; }
  as_pg_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-p $port -k $dir -h 127.0.0.1 ${BENCH_PG_OPTIONS:-}" start >/dev/null ||
    { tail -n 20 "$dir/server.log" >&2; die "PostgreSQL did not start"; }
  as_pg_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U sangam sangam_bench ||
    die "createdb failed"
}

# The postmaster's process id of the cluster in $1.
pg_postmaster_pid() {
  head -n 1 "$1/data/postmaster.pid"
}

# Stops the cluster in $1 if it runs (fast shutdown: open sessions are ended).
pg_stop_cluster() {
  [[ -f $1/data/postmaster.pid ]] || return 0
  as_pg_owner "$(pg_bin_dir)/pg_ctl" -D "$1/data" -m fast -w stop >/dev/null 2>&1 || true
}

# The median of the numbers on standard input, one a line.
median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
# Microseconds $1 as milliseconds with two decimals ("12.34 ms").
ms() { awk -v u="$1" 'BEGIN { printf "%.2f ms", u / 1000 }'; }

# Unless BENCH_NO_BUILD is set, installs what is missing and builds the server in build dir $1;
# then dies unless $1/sangam is there.
build_bench_server() {
  local build_dir=$1
  if [[ -z ${BENCH_NO_BUILD:-} ]]; then
    scripts/bootstrap
    if [[ $build_dir == build ]]; then scripts/build server; else cmake --build "$build_dir" --target sangam; fi
  fi
  [[ -x $build_dir/sangam ]] || die "$build_dir/sangam not found: run scripts/build"
}
