#!/usr/bin/env bash
# HTTP load benchmark of the administrators' member directory: wrk on GET /api/admin/members as
# one signed-in administrator, on loopback, against a SQLite database of synthetic members
# (bench/discover_seed.py), with searches by name, address and company, filters, sorts and deep
# pages taken in turn (bench/wrk/directory.lua).
#
# Goal (issue 27): a search over 100 000 members answers in ≤ 50 ms p99 (at 4 connections:
# several administrators at once).
#
# Knobs (environment): BENCH_MEMBERS (100000), BENCH_ROUNDS (3), BENCH_DURATION (10s),
# BENCH_THREADS (2), BENCH_DIRECTORY_CONNECTIONS ("1 4 16"), BENCH_WARMUP (2s),
# BENCH_NO_BUILD=1 (use the server as it is), SANGAM_BUILD_DIR (build), BENCH_KEEP=1 (keep the
# temp dir), BENCH_STRICT=1 (exit 1 when the goal is missed).
# Writes its table into bench/results/latest.md (section "# Member directory benchmark").
set -euo pipefail
shopt -s extglob
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
# shellcheck source=bench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$SANGAM_ROOT"

members=${BENCH_MEMBERS:-100000}
rounds=${BENCH_ROUNDS:-3}
duration=${BENCH_DURATION:-10s}
threads=${BENCH_THREADS:-2}
read -r -a connection_counts <<<"${BENCH_DIRECTORY_CONNECTIONS:-1 4 16}"
warmup=${BENCH_WARMUP:-2s}
goal_connections=4
goal_p99_ms=50
build_dir=${SANGAM_BUILD_DIR:-build}
sangam_bin=$build_dir/sangam

command -v wrk >/dev/null || die "wrk not found: run scripts/bootstrap"
command -v python3 >/dev/null || die "python3 not found: run scripts/bootstrap"
build_bench_server "$build_dir"

run_dir=$(mktemp -d -t sangam-directory.XXXXXX)
mkdir -p "$run_dir/www" "$run_dir/wrk"
server_pid=''
cleanup() {
  # shellcheck disable=SC2086 # empty when not started
  stop_processes $server_pid
  if [[ -n ${BENCH_KEEP:-} ]]; then note "kept the database and logs in $run_dir"; else rm -rf "$run_dir"; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM
unset_sangam_env

heading "database: $members synthetic members and one administrator (temp SQLite)"
db=$run_dir/directory.db
start=$(now)
"$sangam_bin" migrate --db "$db" >"$run_dir/migrate.log" 2>&1 ||
  { cat "$run_dir/migrate.log" >&2; die "sangam migrate failed"; }
python3 bench/discover_seed.py --db "$db" --members "$members" --swipes 10 --views 100 \
  --connections 100 >/dev/null
token=$(python3 - "$db" <<'PY'
import datetime as dt, hashlib, secrets, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
iso = lambda t: t.strftime("%Y-%m-%dT%H:%M:%S.") + f"{t.microsecond // 1000:03d}Z"
now = dt.datetime.now(dt.timezone.utc)
token = secrets.token_hex(32)
db.execute("INSERT INTO administrators (id, email, password_hash, created_at) VALUES"
           " ('bench-admin', 'admin@sangam.bench', 'unused', ?)", (iso(now),))
db.execute("INSERT INTO sessions (token_hash, subject_kind, subject_id, created_at, last_seen_at,"
           " expires_at) VALUES (?, 'admin', 'bench-admin', ?, ?, ?)",
           (hashlib.sha256(token.encode()).hexdigest(), iso(now), iso(now),
            iso(now + dt.timedelta(hours=2))))
db.commit()
print(token)
PY
)
say "seeded in $(elapsed "$start") ($(du -h "$db" | cut -f1))"

heading "start sangam (default logging to a file, empty web root)"
port=$(free_port)
"$sangam_bin" serve --host 127.0.0.1 --port "$port" --db "$db" --web-root "$run_dir/www" \
  >"$run_dir/sangam.log" 2>&1 &
server_pid=$!
server_url="http://127.0.0.1:$port"
wait_ready "$server_url/api/health" "$server_pid" "$run_dir/sangam.log"
cookie="sangam_admin=$token"

# Searches as administrators type them: a first name, part of an address, a company word, two
# words, filters, another sort, a deep page, and the whole directory newest first.
paths="/api/admin/members?q=priya;/api/admin/members?q=bench123;/api/admin/members?q=health"
paths+=";/api/admin/members?q=rahul+sharma;/api/admin/members?q=la&status=approved&sort=name"
paths+=";/api/admin/members?kind=Investor&plan=pro;/api/admin/members?sort=company&order=desc"
paths+=";/api/admin/members?page=1500;/api/admin/members;/api/admin/members?verified=false&joinedFrom=2026-01-01"
start=$(now)
curl -fsS --max-time 30 -H "Cookie: $cookie" -o "$run_dir/first.json" "$server_url/api/admin/members" ||
  die "GET /api/admin/members failed with the administrator's session"
first_look=$(elapsed "$start")
total=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["total"])' "$run_dir/first.json")
[[ $total -ge $members ]] || die "the directory lists $total members, not $members"
say "the directory lists $total members; the first look (reading them all) took $first_look"

run_wrk() {
  local connections=$1 length=$2 out="$run_dir/wrk/$3.txt" seconds
  seconds=${length%s}
  WRK_COOKIE=$cookie WRK_PATHS=$paths timeout $((seconds + 30)) \
    wrk -t"$((threads < connections ? threads : connections))" -c"$connections" -d"$length" \
    --latency -s bench/wrk/directory.lua "$server_url" >"$out" 2>&1 ||
    { cat "$out" >&2; die "wrk failed against $server_url"; }
  awk '/^WRK_RESULT/ {
    for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
    print v["rps"], v["p50_us"], v["p99_us"], v["non2xx"], v["socket_errors"] }' "$out"
}

rows=() verdict=() goal_missed=false
for connections in "${connection_counts[@]}"; do
  heading "$connections connections: warm-up ($warmup), then $rounds rounds of $duration"
  run_wrk "$connections" "$warmup" "warmup-$connections" >/dev/null
  rps_samples='' p50_samples='' p99_samples='' errors=0
  for ((round = 1; round <= rounds; round++)); do
    read -r rps p50 p99 non2xx sockerr <<<"$(run_wrk "$connections" "$duration" "$connections-$round")"
    printf '  round %d  %10.0f req/s   p50 %6.2f ms   p99 %6.2f ms\n' "$round" "$rps" \
      "$(awk -v u="$p50" 'BEGIN { print u / 1000 }')" "$(awk -v u="$p99" 'BEGIN { print u / 1000 }')"
    rps_samples+="$rps"$'\n' p50_samples+="$p50"$'\n' p99_samples+="$p99"$'\n'
    errors=$((errors + non2xx + sockerr))
  done
  rps=$(median <<<"${rps_samples%$'\n'}")
  p50=$(median <<<"${p50_samples%$'\n'}")
  p99=$(median <<<"${p99_samples%$'\n'}")
  rows+=("$(printf '| GET /api/admin/members (10 searches in turn) | %s | %.0f | %s | %s | %s |' \
    "$connections" "$rps" "$(ms "$p50")" "$(ms "$p99")" "$errors")")
  if [[ $connections == "$goal_connections" ]]; then
    if awk -v p="$p99" -v g="$goal_p99_ms" 'BEGIN { exit !(p <= g * 1000) }'; then
      verdict+=("- p99 ≤ ${goal_p99_ms} ms at $connections connections: met ($(ms "$p99"))")
    else
      verdict+=("- p99 ≤ ${goal_p99_ms} ms at $connections connections: **MISSED** ($(ms "$p99"))")
      goal_missed=true
    fi
  fi
  if ((errors > 0)); then verdict+=("- warning: $errors non-2xx answers or socket errors at $connections connections"); fi
done

latest=bench/results/latest.md
clear_results_section "Member directory benchmark" "$run_dir"
{
  if [[ -s $latest ]]; then say; fi
  say "# Member directory benchmark"
  say
  say "$(date -u '+%Y-%m-%d %H:%M UTC') · $(run_context)"
  say
  say "wrk -t$threads -d$duration --latency on loopback, one administrator session, medians of $rounds" \
    "rounds after a $warmup warm-up. SQLite database of $members synthetic members" \
    "(bench/discover_seed.py); ten searches in turn (bench/directory.sh). First look: $first_look."
  say
  say "| target | connections | requests/s | p50 | p99 | errors |"
  say "|---|---:|---:|---:|---:|---:|"
  printf '%s\n' "${rows[@]}"
  if ((${#verdict[@]} > 0)); then say; printf '%s\n' "${verdict[@]}"; fi
} >>"$latest"
heading "results (also in $latest)"
print_rows '%-48s %4s conn %8s req/s   p50 %10s   p99 %10s   errors %s\n' 6 "${rows[@]}"
print_verdict "$goal_missed" "${verdict[@]}"
