#!/usr/bin/env bash
# HTTP load benchmark: sangam against Debian's nginx serving a static file of the same size as
# the /api/health body, in one run, on loopback, rounds interleaved, medians reported.
#
# Targets: nginx static file · GET /api/health · POST /api/waitlist (unique e-mail per request).
# Goal (at 64 connections): /api/health ≥ 70% of nginx's requests/s, and p99 < 5 ms.
#
# Knobs (environment): BENCH_ROUNDS (3), BENCH_DURATION (10s), BENCH_THREADS (2),
# BENCH_CONNECTIONS ("64"; a list such as "16 64 256" runs each), BENCH_WARMUP (2s),
# BENCH_NO_BUILD=1 (use build/sangam as it is), BENCH_KEEP=1 (keep the temp dir and its logs),
# BENCH_STRICT=1 (exit 1 when the goal is missed).
# Writes the table to bench/results/latest.md.
set -euo pipefail
shopt -s extglob
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
# shellcheck source=bench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$SANGAM_ROOT"

rounds=${BENCH_ROUNDS:-3}
duration=${BENCH_DURATION:-10s}
threads=${BENCH_THREADS:-2}
read -r -a connection_counts <<<"${BENCH_CONNECTIONS:-64}"
warmup=${BENCH_WARMUP:-2s}
goal_connections=64
goal_ratio=0.70
goal_p99_ms=5

targets=(nginx health waitlist)
declare -A label=(
  [nginx]="nginx static file"
  [health]="GET /api/health"
  [waitlist]="POST /api/waitlist"
)

command -v wrk >/dev/null || die "wrk not found: run scripts/bootstrap"
command -v nginx >/dev/null || die "nginx not found: run scripts/bootstrap"

if [[ -z ${BENCH_NO_BUILD:-} ]]; then
  scripts/bootstrap
  scripts/build server
fi
[[ -x $SANGAM_BIN ]] || die "$SANGAM_BIN not found: run scripts/build"

run_dir=$(mktemp -d -t sangam-bench.XXXXXX)
# nginx's workers drop root privileges and must still read the static file.
chmod 755 "$run_dir"
mkdir -p "$run_dir/www" "$run_dir/nginx-tmp" "$run_dir/wrk"

server_pid='' nginx_pid=''
cleanup() {
  # shellcheck disable=SC2086 # empty when not started
  stop_processes $server_pid $nginx_pid
  if [[ -n ${BENCH_KEEP:-} ]]; then
    note "kept logs in $run_dir"
  else
    rm -rf "$run_dir"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

heading "start sangam (temp SQLite database, default logging to a file)"
server_port=$(free_port)
unset_sangam_env
SANGAM_WAITLIST_RATE_LIMIT=0 "$SANGAM_BIN" serve \
  --host 127.0.0.1 --port "$server_port" --db "$run_dir/bench.db" \
  >"$run_dir/sangam.log" 2>&1 &
server_pid=$!
server_url="http://127.0.0.1:$server_port"
wait_ready "$server_url/api/health" "$server_pid" "$run_dir/sangam.log" "$run_dir/www/health.json"
body_bytes=$(stat -c %s "$run_dir/www/health.json")
chmod 644 "$run_dir/www/health.json"
say "sangam on $server_url (pid $server_pid); /api/health body: $body_bytes bytes"

heading "start nginx (2 workers, static file of $body_bytes bytes)"
nginx_port=$(free_port)
sed -e "s|@RUN_DIR@|$run_dir|g" -e "s|@PORT@|$nginx_port|g" bench/nginx.conf.in >"$run_dir/nginx.conf"
nginx -t -q -p "$run_dir" -e "$run_dir/nginx-error.log" -c "$run_dir/nginx.conf"
nginx -p "$run_dir" -e "$run_dir/nginx-error.log" -c "$run_dir/nginx.conf" 2>"$run_dir/nginx-stderr.log" &
nginx_pid=$!
nginx_url="http://127.0.0.1:$nginx_port"
wait_ready "$nginx_url/health.json" "$nginx_pid" "$run_dir/nginx-error.log" "$run_dir/nginx-check.json"
cmp -s "$run_dir/www/health.json" "$run_dir/nginx-check.json" || die "nginx serves a different body"
say "nginx on $nginx_url (pid $nginx_pid)"

declare -A url=(
  [nginx]="$nginx_url/health.json"
  [health]="$server_url/api/health"
  [waitlist]="$server_url/api/waitlist"
)
declare -A script=(
  [nginx]=bench/wrk/report.lua
  [health]=bench/wrk/report.lua
  [waitlist]=bench/wrk/waitlist.lua
)

# Runs wrk once; prints "rps p50_us p99_us non2xx socket_errors".
run_wrk() {
  local target=$1 connections=$2 length=$3 tag=$4
  local out="$run_dir/wrk/$tag.txt" seconds
  seconds=${length%s}
  [[ $seconds =~ ^[0-9]+$ ]] || die "durations are whole seconds, like 10s (got $length)"
  WRK_RUN_TAG="$tag-$RANDOM" WRK_ORIGIN="$server_url" \
    timeout $((seconds + 30)) wrk -t"$threads" -c"$connections" -d"$length" --latency \
    -s "${script[$target]}" "${url[$target]}" >"$out" 2>&1 ||
    { cat "$out" >&2; die "wrk failed against ${url[$target]}"; }
  awk '/^WRK_RESULT/ {
    for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
    print v["rps"], v["p50_us"], v["p99_us"], v["non2xx"], v["socket_errors"] }' "$out"
}

median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

declare -A samples errors
for connections in "${connection_counts[@]}"; do
  heading "$connections connections: warm-up ($warmup each), then $rounds interleaved rounds of $duration"
  for target in "${targets[@]}"; do
    run_wrk "$target" "$connections" "$warmup" "warmup-$target-$connections" >/dev/null
  done
  for ((round = 1; round <= rounds; round++)); do
    # Rotate the order each round so no target always runs first (or right after another).
    order=("${targets[@]:$(((round - 1) % ${#targets[@]}))}" "${targets[@]:0:$(((round - 1) % ${#targets[@]}))}")
    for target in "${order[@]}"; do
      result=$(run_wrk "$target" "$connections" "$duration" "$target-$connections-$round")
      read -r rps p50 p99 non2xx sockerr <<<"$result"
      printf '  round %d  %-20s %10.0f req/s   p50 %6.2f ms   p99 %6.2f ms%s\n' "$round" "${label[$target]}" \
        "$rps" "$(awk -v u="$p50" 'BEGIN { print u / 1000 }')" "$(awk -v u="$p99" 'BEGIN { print u / 1000 }')" \
        "$( ((non2xx + sockerr > 0)) && printf '   (%d non-2xx, %d socket errors)' "$non2xx" "$sockerr")"
      samples[$target,$connections,rps]+="$rps "
      samples[$target,$connections,p50]+="$p50 "
      samples[$target,$connections,p99]+="$p99 "
      errors[$target,$connections]=$((${errors[$target,$connections]:-0} + non2xx + sockerr))
    done
  done
done

med() { tr ' ' '\n' <<<"${samples[$1]}" | grep -v '^$' | median; }
ms() { awk -v u="$1" 'BEGIN { printf "%.2f ms", u / 1000 }'; }

rows=()
verdict=()
goal_missed=false
for connections in "${connection_counts[@]}"; do
  nginx_rps=$(med "nginx,$connections,rps")
  for target in "${targets[@]}"; do
    rps=$(med "$target,$connections,rps")
    p50=$(med "$target,$connections,p50")
    p99=$(med "$target,$connections,p99")
    ratio=$(awk -v a="$rps" -v b="$nginx_rps" 'BEGIN { printf "%.0f%%", 100 * a / b }')
    rows+=("$(printf '| %s | %s | %.0f | %s | %s | %s | %s |' "${label[$target]}" "$connections" "$rps" \
      "$(ms "$p50")" "$(ms "$p99")" "$ratio" "${errors[$target,$connections]}")")
    if [[ $target == health && $connections == "$goal_connections" ]]; then
      if awk -v a="$rps" -v b="$nginx_rps" -v g="$goal_ratio" 'BEGIN { exit !(a >= g * b) }'; then
        verdict+=("- /api/health requests/s ≥ 70% of nginx at $connections connections: met ($ratio)")
      else
        verdict+=("- /api/health requests/s ≥ 70% of nginx at $connections connections: **MISSED** ($ratio)")
        goal_missed=true
      fi
      if awk -v p="$p99" -v g="$goal_p99_ms" 'BEGIN { exit !(p < g * 1000) }'; then
        verdict+=("- /api/health p99 < ${goal_p99_ms} ms at $connections connections: met ($(ms "$p99"))")
      else
        verdict+=("- /api/health p99 < ${goal_p99_ms} ms at $connections connections: **MISSED** ($(ms "$p99"))")
        goal_missed=true
      fi
    fi
  done
done

for connections in "${connection_counts[@]}"; do
  for target in "${targets[@]}"; do
    ((${errors[$target,$connections]} == 0)) && continue
    verdict+=("- warning: ${label[$target]} at $connections connections had ${errors[$target,$connections]} non-2xx answers or socket errors (logs: BENCH_KEEP=1)")
  done
done

commit=$(git rev-parse --short HEAD 2>/dev/null || echo "no commit")
git diff --quiet HEAD 2>/dev/null || commit+=" (+ uncommitted changes)"
cpu=$(lscpu 2>/dev/null | awk -F: '/Model name/ { gsub(/^ +/, "", $2); print $2; exit }')

mkdir -p bench/results
{
  say "# HTTP benchmark"
  say
  say "$(date -u '+%Y-%m-%d %H:%M UTC') · commit $commit · $(nproc) cores ($cpu)"
  say
  say "wrk -t$threads -d$duration --latency on loopback; medians of $rounds interleaved rounds" \
    "(after a $warmup warm-up per target). nginx $(nginx -v 2>&1 | sed 's|.*/||') serves a static" \
    "file of $body_bytes bytes, the size of the /api/health body, with 2 workers and an access log;" \
    "sangam runs with its default logging (to a file) on a fresh SQLite database, waitlist rate limit off."
  say
  say "| target | connections | requests/s | p50 | p99 | vs nginx | errors |"
  say "|---|---:|---:|---:|---:|---:|---:|"
  printf '%s\n' "${rows[@]}"
  if ((${#verdict[@]} > 0)); then
    say
    say "Goal and warnings:"
    printf '%s\n' "${verdict[@]}"
  fi
} >bench/results/latest.md

heading "results (bench/results/latest.md)"
format='%-20s %6s %12s %10s %10s %9s %7s\n'
# shellcheck disable=SC2059 # one format for the header and the rows
printf "$format" target conns "requests/s" p50 p99 "vs nginx" errors
print_rows "$format" 7 "${rows[@]}"
print_verdict "$goal_missed" "${verdict[@]}"
