#!/usr/bin/env bash
# WebSocket benchmark of messaging, on loopback: BENCH_CLIENTS members in connected pairs each
# hold one socket on /api/ws (build/sangam_ws_load, from bench/ws_load); once all are open and
# idle the server's memory is read, then every client sends BENCH_RATE messages a second to its
# partner. Measured, on SQLite and on a throwaway PostgreSQL cluster:
#   - delivery time: send → the partner's `message` event (one clock: the load client's), p50,
#     p99 and max over the measured window, and the sends the server had not answered (or not
#     delivered) when the last message was 10 s overdue: a server that falls behind;
#   - CPU time (user + system) per message acknowledged in the measured window: sangam's, and
#     on PostgreSQL the database's (postmaster and backends);
#   - server memory per idle socket: sangam's VmRSS with every socket open and idle, minus its
#     VmRSS after a warm-up with none open, over the sockets (the server process only: not
#     PostgreSQL's backends, nor the kernel's socket buffers).
# Each round starts a fresh server on the same database (memory is read once per server).
#
# Goals (issue 10) at 2 000 clients sending at a steady rate: p99 ≤ 50 ms; ≤ 20 KB of server
# memory per idle socket. The rate is one message every 5 s from every member (400 messages/s in
# all: a whole network typing at once); BENCH_RATE=1 is the stress run (2 000/s) that shows where
# each engine tops out (docs/performance.md has both).
#
# Knobs (environment): BENCH_CLIENTS (2000, even), BENCH_RATE (messages per second per client, 0.2;
# at most 4, under the server's limits of 50 frames per socket and 60 messages per member in
# 10 s), BENCH_DURATION (30s, measured), BENCH_WARMUP (5s of sending first), BENCH_ROUNDS (3),
# BENCH_TARGETS ("sqlite pg"), BENCH_RESUME_FLOODERS (0: the last N clients send a `resume` of 100
# conversations 0.9 times a second instead of messages — what a flood of resumes does to the
# others' writes, whose send → ack p90 each round prints), BENCH_NO_BUILD=1 (use the build as it is), SANGAM_BUILD_DIR
# (build), BENCH_KEEP=1 (keep the temp dir: databases, logs, load output), BENCH_STRICT=1 (exit 1
# when a goal is missed).
# Writes its table into bench/results/latest.md (section "# Messaging benchmark").
set -euo pipefail
shopt -s extglob
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
# shellcheck source=bench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$SANGAM_ROOT"

clients=${BENCH_CLIENTS:-2000}
rate=${BENCH_RATE:-0.2}
duration=${BENCH_DURATION:-30s}
warmup=${BENCH_WARMUP:-5s}
rounds=${BENCH_ROUNDS:-3}
flooders=${BENCH_RESUME_FLOODERS:-0}
read -r -a targets <<<"${BENCH_TARGETS:-sqlite pg}"
goal_clients=2000
goal_p99_ms=50
goal_kb=20
build_dir=${SANGAM_BUILD_DIR:-build}
sangam_bin=$build_dir/sangam
load_bin=$build_dir/sangam_ws_load

declare -A label=([sqlite]="SQLite" [pg]="PostgreSQL")
for target in "${targets[@]}"; do
  [[ -n ${label[$target]:-} ]] || die "unknown target in BENCH_TARGETS: $target (sqlite, pg)"
done
if [[ ! $clients =~ ^[0-9]+$ ]] || ((clients < 2 || clients % 2 != 0)); then
  die "BENCH_CLIENTS must be an even number of at least 2 (got $clients)"
fi
awk -v r="$rate" 'BEGIN { exit !(r > 0 && r <= 4) }' ||
  die "BENCH_RATE must be above 0 and at most 4 messages per second (got $rate)"
seconds_of() {
  [[ $1 =~ ^[0-9]+s?$ ]] || die "durations are whole seconds, like 30s (got $1)"
  say "${1%s}"
}
duration_s=$(seconds_of "$duration")
warmup_s=$(seconds_of "$warmup")

command -v python3 >/dev/null || die "python3 not found: run scripts/bootstrap"
if [[ " ${targets[*]} " == *" sqlite "* ]]; then
  command -v sqlite3 >/dev/null || die "sqlite3 not found: run scripts/bootstrap"
fi
if [[ " ${targets[*]} " == *" pg "* ]]; then
  pg_bin_dir >/dev/null
  command -v psql >/dev/null || die "psql not found: run scripts/bootstrap"
fi

if [[ -z ${BENCH_NO_BUILD:-} ]]; then
  scripts/bootstrap
  if [[ $build_dir == build ]]; then
    scripts/build server
  else
    cmake --build "$build_dir" --target sangam sangam_ws_load
  fi
fi
[[ -x $sangam_bin ]] || die "$sangam_bin not found: run scripts/build"
[[ -x $load_bin ]] || die "$load_bin not found: run scripts/build"

# One descriptor per socket on both sides, and some to spare; the server inherits the limit.
needed=$((clients + 512))
if (($(ulimit -n) < needed)); then
  hard=$(ulimit -Hn)
  [[ $hard == unlimited ]] || ((hard >= needed)) ||
    die "ulimit -n: $needed descriptors are needed, the hard limit is $hard"
  ulimit -n "$needed"
fi

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
run_dir=$(mktemp -d -t sangam-messaging.XXXXXX)
# PostgreSQL runs as its own user in a folder inside.
chmod 755 "$run_dir"
mkdir -p "$run_dir/www" "$run_dir/load"

server_pid='' pg_dir='' db=''
cleanup() {
  # shellcheck disable=SC2086 # empty when not started
  stop_processes $server_pid
  if [[ -n $pg_dir ]]; then pg_stop_cluster "$pg_dir"; fi
  if [[ -n ${BENCH_KEEP:-} ]]; then
    note "kept the databases, logs and load output in $run_dir"
  else
    rm -rf "$run_dir"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

heading "$clients synthetic members in $((clients / 2)) connected pairs, each with a session"
python3 bench/messaging_seed.py --members "$clients" --sql "$run_dir/seed.sql" \
  --clients "$run_dir/clients.txt"

# Makes the target's database, migrated and seeded before any server starts (the server reads
# its members when it starts); sets db, the value for --db.
prepare_database() {
  local target=$1
  case $target in
    sqlite)
      db=$run_dir/messaging.db
      "$sangam_bin" migrate --db "$db" >"$run_dir/migrate-sqlite.log" 2>&1 ||
        { cat "$run_dir/migrate-sqlite.log" >&2; die "sangam migrate failed"; }
      sqlite3 -bail "$db" <"$run_dir/seed.sql" || die "seeding the SQLite database failed"
      ;;
    pg)
      pg_port=$(free_port)
      pg_dir=$run_dir/pg
      pg_start_cluster "$pg_dir" "$pg_port"
      db="postgresql://sangam@127.0.0.1:$pg_port/sangam_bench"
      "$sangam_bin" migrate --db "$db" >"$run_dir/migrate-pg.log" 2>&1 ||
        { cat "$run_dir/migrate-pg.log" >&2; die "sangam migrate failed"; }
      psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$pg_port" -U sangam -d sangam_bench \
        -f "$run_dir/seed.sql" >/dev/null || die "seeding the PostgreSQL database failed"
      ;;
  esac
}

# Starts sangam (default logging, to a file; the caps on connections above the clients) on
# database $2; sets server_pid, server_port.
start_sangam() {
  local name=$1 db=$2
  server_port=$(free_port)
  (
    unset_sangam_env
    SANGAM_PUBLIC_URL="http://127.0.0.1:$server_port" \
      SANGAM_MAX_CONNECTIONS=$((clients + 1024)) \
      SANGAM_MAX_CONNECTIONS_PER_CLIENT=$((clients + 256)) \
      exec "$sangam_bin" serve --host 127.0.0.1 --port "$server_port" --db "$db" \
      --web-root "$run_dir/www" >"$run_dir/sangam-$name.log" 2>&1
  ) &
  server_pid=$!
  wait_ready "http://127.0.0.1:$server_port/api/health" "$server_pid" "$run_dir/sangam-$name.log"
  # Its memory is read through this pid: it must be sangam's, not a shell's.
  [[ $(readlink "/proc/$server_pid/exe") == */sangam ]] || die "process $server_pid is not sangam"
}

# One round: a fresh server, the load, the server stopped. Fills the array `result` with the
# WS_RESULT fields.
declare -A result
run_round() {
  local target=$1 round=$2 out field fields
  out=$run_dir/load/$target-$round
  start_sangam "$target-$round" "$db"
  local db_pid=0
  if [[ $target == pg ]]; then db_pid=$(pg_postmaster_pid "$pg_dir"); fi
  "$load_bin" --clients-file "$run_dir/clients.txt" --port "$server_port" \
    --origin "http://127.0.0.1:$server_port" --rate "$rate" --warmup "$warmup_s" \
    --duration "$duration_s" --server-pid "$server_pid" --db-pid "$db_pid" \
    --resume-flooders "$flooders" \
    >"$out.txt" 2>"$out.log" ||
    { cat "$out.log" >&2; die "sangam_ws_load failed against ${label[$target]}"; }
  stop_processes "$server_pid"
  server_pid=''
  grep -q '^WS_RESULT ' "$out.txt" || { cat "$out.txt" "$out.log" >&2; die "no WS_RESULT line from sangam_ws_load"; }
  result=()
  read -r -a fields < <(grep -m1 '^WS_RESULT ' "$out.txt" | cut -d' ' -f2-)
  for field in "${fields[@]}"; do result[${field%%=*}]=${field#*=}; done
}

median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
ms() { awk -v u="$1" 'BEGIN { printf "%.1f ms", u / 1000 }'; }
mb() { awk -v k="$1" 'BEGIN { printf "%.1f MB", k / 1024 }'; }
# samples[metric]: one value a line per round, for the current target.
declare -A samples
med() { median <<<"${samples[$1]%$'\n'}"; }

rows=()
verdict=()
goal_missed=false
for target in "${targets[@]}"; do
  heading "${label[$target]}: database, then $rounds rounds of $clients sockets, $rate msg/s each," \
    "${warmup_s}s warm-up + ${duration_s}s measured"
  prepare_database "$target"
  samples=()
  errors=0 sent=0 received=0 max_us=0
  for ((round = 1; round <= rounds; round++)); do
    run_round "$target" "$round"
    round_errors=$((result[open_failed] + result[dropped] + result[refused] + result[unanswered] + result[undelivered] + result[unsent]))
    printf '  round %d  %s/%s open  p50 %6.1f ms  p99 %6.1f ms  max %7.1f ms  CPU %4.0f+%4.0f µs/msg' \
      "$round" "${result[opened]}" "${result[clients]}" "$(awk -v u="${result[p50_us]}" 'BEGIN { print u / 1000 }')" \
      "$(awk -v u="${result[p99_us]}" 'BEGIN { print u / 1000 }')" \
      "$(awk -v u="${result[max_us]}" 'BEGIN { print u / 1000 }')" "${result[server_cpu_us_per_message]}" \
      "${result[db_cpu_us_per_message]}"
    printf '  write p90 %5.1f ms (%s resumes)' "$(awk -v u="${result[ack_p90_us]}" 'BEGIN { print u / 1000 }')" \
      "${result[resumed]}"
    printf '  %5.1f KB/idle socket' "${result[kb_per_socket]}"
    printf '  (VmRSS %s → %s)%s\n' "$(mb "${result[rss_before_kb]}")" "$(mb "${result[rss_idle_kb]}")" \
      "$( ((round_errors > 0)) && printf '   %d failed opens, %d dropped, %d refused, %d unanswered, %d undelivered, %d unsent' \
        "${result[open_failed]}" "${result[dropped]}" "${result[refused]}" "${result[unanswered]}" \
        "${result[undelivered]}" "${result[unsent]}")"
    for metric in p50_us p99_us kb_per_socket rss_before_kb rss_idle_kb server_cpu_us_per_message \
      db_cpu_us_per_message; do
      samples[$metric]+="${result[$metric]}"$'\n'
    done
    errors=$((errors + round_errors))
    sent=$((sent + result[sent])) received=$((received + result[received]))
    if ((result[max_us] > max_us)); then max_us=${result[max_us]}; fi
  done
  if [[ $target == pg ]]; then pg_stop_cluster "$pg_dir"; fi
  p50=$(med p50_us) p99=$(med p99_us) kb=$(med kb_per_socket)
  db_cpu=-
  if [[ $target == pg ]]; then db_cpu=$(printf '%.0f µs' "$(med db_cpu_us_per_message)"); fi
  rows+=("$(printf '| %s | %s | %s/s | %s of %s | %s | %s | %s | %.0f µs | %s | %s → %s | %.1f KB | %s |' \
    "${label[$target]}" "$clients" "$rate" "$received" "$sent" "$(ms "$p50")" "$(ms "$p99")" \
    "$(ms "$max_us")" "$(med server_cpu_us_per_message)" "$db_cpu" "$(mb "$(med rss_before_kb)")" \
    "$(mb "$(med rss_idle_kb)")" "$kb" "$errors")")
  [[ $clients == "$goal_clients" ]] || continue
  errors_note=''
  ((errors == 0)) || errors_note="; $errors failed opens, drops, refused, unanswered or undelivered sends: not a result"
  if ((errors == 0)) && awk -v p="$p99" -v g="$goal_p99_ms" 'BEGIN { exit !(p <= g * 1000) }'; then
    verdict+=("- ${label[$target]}: p99 ≤ $goal_p99_ms ms at $clients clients: met ($(ms "$p99"))")
  else
    verdict+=("- ${label[$target]}: p99 ≤ $goal_p99_ms ms at $clients clients: **MISSED** ($(ms "$p99")$errors_note)")
    goal_missed=true
  fi
  if awk -v k="$kb" -v g="$goal_kb" 'BEGIN { exit !(k <= g) }'; then
    verdict+=("- ${label[$target]}: ≤ $goal_kb KB of server memory per idle socket: met ($(printf '%.1f' "$kb") KB)")
  else
    verdict+=("- ${label[$target]}: ≤ $goal_kb KB of server memory per idle socket: **MISSED** ($(printf '%.1f' "$kb") KB)")
    goal_missed=true
  fi
done

latest=bench/results/latest.md
clear_results_section "Messaging benchmark" "$run_dir"
{
  if [[ -s $latest ]]; then say; fi
  say "# Messaging benchmark"
  say
  say "$(date -u '+%Y-%m-%d %H:%M UTC') · $(run_context) ·" \
    "load average before the run: $load_before"
  say
  say "$clients clients (build/sangam_ws_load, one thread) in connected pairs on /api/ws, loopback;" \
    "each sends $rate message(s) a second to its partner, first sends spread over one interval;" \
    "${warmup_s} s of warm-up, then ${duration_s} s measured. Delivery: send → the partner's" \
    "\`message\` event; p50 and p99 are medians of $rounds rounds (a fresh server each), max the" \
    "largest. Memory: sangam's VmRSS after a warm-up with no socket open → with every socket" \
    "open and idle for 5 s (medians); per idle socket = the difference over the sockets, the" \
    "server process only (not PostgreSQL's backends, nor kernel socket buffers). CPU: user +" \
    "system time per message acknowledged in the measured window (medians), sangam's and" \
    "PostgreSQL's (postmaster and backends). Errors, all rounds:" \
    "failed opens, dropped sockets, refused sends, and sends not answered or not delivered 10 s" \
    "after the last (the server fell behind)."
  say
  say "| database | clients | rate per client | delivered | p50 | p99 | max | server CPU/message | database CPU/message | server VmRSS | per idle socket | errors |"
  say "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
  printf '%s\n' "${rows[@]}"
  if ((${#verdict[@]} > 0)); then
    say
    say "Goals:"
    printf '%s\n' "${verdict[@]}"
  fi
} >>"$latest"

heading "results (section of $latest)"
format='%-11s %7s %6s %18s %9s %9s %9s %8s %8s %19s %9s %6s\n'
# shellcheck disable=SC2059 # one format for the header and the rows
printf "$format" database clients rate delivered p50 p99 max "CPU/msg" "db CPU" "server VmRSS" \
  "KB/socket" errors
print_rows "$format" 12 "${rows[@]}"
print_verdict "$goal_missed" "${verdict[@]}"
