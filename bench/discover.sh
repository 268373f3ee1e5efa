#!/usr/bin/env bash
# HTTP load benchmark of the swipe deck: wrk on GET /api/discover as one signed-in member, on
# loopback, against a SQLite database of synthetic approved members (bench/discover_seed.py).
# Then the same for the side panels every member page asks for, GET /api/me/highlights, over the
# seed's last 10 days of profile views and connections.
#
# Goal (issue 4): p99 ≤ 20 ms at 32 connections with 100 000 members (the deck).
#
# Knobs (environment): BENCH_MEMBERS (100000), BENCH_SWIPES (the viewer's swipes, 200),
# BENCH_ROUNDS (3), BENCH_DURATION (10s), BENCH_THREADS (2),
# BENCH_DISCOVER_CONNECTIONS ("32"; a list such as "8 32 128" runs each), BENCH_WARMUP (2s),
# BENCH_DISCOVER_TARGETS ("/api/discover /api/me/highlights"), BENCH_VIEWS (300000) and
# BENCH_CONNECTIONS (60000) for the side panels,
# BENCH_NO_BUILD=1 (use the server as it is), SANGAM_BUILD_DIR (build; the build to run),
# BENCH_KEEP=1 (keep the temp dir: database, logs, wrk output), BENCH_STRICT=1 (exit 1 when the
# goal is missed).
# Writes its table into bench/results/latest.md (section "# Discover benchmark").
set -euo pipefail
shopt -s extglob
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
# shellcheck source=bench/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$SANGAM_ROOT"

members=${BENCH_MEMBERS:-100000}
swipes=${BENCH_SWIPES:-200}
rounds=${BENCH_ROUNDS:-3}
duration=${BENCH_DURATION:-10s}
threads=${BENCH_THREADS:-2}
read -r -a connection_counts <<<"${BENCH_DISCOVER_CONNECTIONS:-32}"
read -r -a targets <<<"${BENCH_DISCOVER_TARGETS:-/api/discover /api/me/highlights}"
warmup=${BENCH_WARMUP:-2s}
goal_connections=32
goal_p99_ms=20
build_dir=${SANGAM_BUILD_DIR:-build}
sangam_bin=$build_dir/sangam

command -v wrk >/dev/null || die "wrk not found: run scripts/bootstrap"
command -v python3 >/dev/null || die "python3 not found: run scripts/bootstrap"
build_bench_server "$build_dir"

run_dir=$(mktemp -d -t sangam-discover.XXXXXX)
mkdir -p "$run_dir/www" "$run_dir/wrk"

server_pid=''
cleanup() {
  # shellcheck disable=SC2086 # empty when not started
  stop_processes $server_pid
  if [[ -n ${BENCH_KEEP:-} ]]; then
    note "kept the database and logs in $run_dir"
  else
    rm -rf "$run_dir"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

unset_sangam_env

heading "database: $members synthetic members, one viewer with $swipes swipes (temp SQLite)"
db=$run_dir/discover.db
start=$(now)
"$sangam_bin" migrate --db "$db" >"$run_dir/migrate.log" 2>&1 ||
  { cat "$run_dir/migrate.log" >&2; die "sangam migrate failed"; }
token=$(python3 bench/discover_seed.py --db "$db" --members "$members" --swipes "$swipes" \
  --views "${BENCH_VIEWS:-300000}" --connections "${BENCH_CONNECTIONS:-60000}")
[[ $token =~ ^[0-9a-f]{64}$ ]] || die "bench/discover_seed.py printed no session token"
cookie="sangam_session=$token"
say "seeded in $(elapsed "$start") ($(du -h "$db" | cut -f1))"

heading "start sangam (default logging to a file, empty web root)"
port=$(free_port)
start=$(now)
"$sangam_bin" serve --host 127.0.0.1 --port "$port" --db "$db" --web-root "$run_dir/www" \
  >"$run_dir/sangam.log" 2>&1 &
server_pid=$!
server_url="http://127.0.0.1:$port"
# The member index is loaded before the server listens: ready means ready to deal decks.
wait_ready "$server_url/api/health" "$server_pid" "$run_dir/sangam.log"
say "sangam on $server_url (pid $server_pid), ready in $(elapsed "$start")"

# One deck by hand: signed in, full page, nothing the viewer has swiped.
curl -fsS --max-time 10 -H "Cookie: $cookie" -o "$run_dir/deck.json" "$server_url/api/discover" ||
  die "GET /api/discover failed with the viewer's session"
deck_summary=$(python3 - "$run_dir/deck.json" "$db" <<'PY'
import json, sqlite3, sys
deck = json.load(open(sys.argv[1]))
db = sqlite3.connect(sys.argv[2])
swiped = {r[0] for r in db.execute(
    "SELECT target_id FROM swipes WHERE swiper_id = (SELECT id FROM profiles WHERE email = 'viewer@sangam.bench')")}
shown = [c["id"] for c in deck["cards"]]
if not shown or swiped & set(shown):
    sys.exit("the deck is empty or shows a swiped member")
# Today's matches lead the deck, picked for diversity (docs/daily-matches.md); the rest is best first.
scores = [c["matchPercentage"] for c in deck["cards"] if not c.get("today")]
if scores != sorted(scores, reverse=True):
    sys.exit("the deck is not best first")
print(f"{len(shown)} cards (match {scores[0]}–{scores[-1]} %), {deck['remaining']} remaining")
PY
) || die "the deck looks wrong"
say "deck: $deck_summary, $(stat -c %s "$run_dir/deck.json") bytes"

# The side panels by hand: the viewer's own activity, and this week's trending founders.
curl -fsS --max-time 10 -H "Cookie: $cookie" -o "$run_dir/highlights.json" \
  "$server_url/api/me/highlights" || die "GET /api/me/highlights failed with the viewer's session"
highlights_summary=$(python3 - "$run_dir/highlights.json" <<'PY'
import json, sys
h = json.load(open(sys.argv[1]))
if not h["recentActivity"] or len(h["trendingFounders"]) != 3:
    sys.exit("no recent activity, or not three trending founders")
print(f"{len(h['recentActivity'])} activity items, trending "
      + ", ".join(str(t["activity"]) for t in h["trendingFounders"]))
PY
) || die "the side panels look wrong"
say "side panels: $highlights_summary"

# Runs wrk once; prints "rps p50_us p99_us non2xx socket_errors".
run_wrk() {
  local target=$1 connections=$2 length=$3 tag=$4
  local out="$run_dir/wrk/$tag.txt" seconds
  seconds=${length%s}
  [[ $seconds =~ ^[0-9]+$ ]] || die "durations are whole seconds, like 10s (got $length)"
  # wrk needs at least one connection per thread.
  timeout $((seconds + 30)) wrk -t"$((threads < connections ? threads : connections))" \
    -c"$connections" -d"$length" --latency \
    -H "Cookie: $cookie" -s bench/wrk/report.lua "$server_url$target" >"$out" 2>&1 ||
    { cat "$out" >&2; die "wrk failed against $server_url$target"; }
  awk '/^WRK_RESULT/ {
    for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
    print v["rps"], v["p50_us"], v["p99_us"], v["non2xx"], v["socket_errors"] }' "$out"
}


rows=()
verdict=()
goal_missed=false
for target in "${targets[@]}"; do
for connections in "${connection_counts[@]}"; do
  heading "GET $target, $connections connections: warm-up ($warmup), then $rounds rounds of $duration"
  tag=${target//\//_}-$connections
  run_wrk "$target" "$connections" "$warmup" "warmup$tag" >/dev/null
  rps_samples='' p50_samples='' p99_samples='' errors=0
  for ((round = 1; round <= rounds; round++)); do
    read -r rps p50 p99 non2xx sockerr <<<"$(run_wrk "$target" "$connections" "$duration" "$tag-$round")"
    printf '  round %d  GET %s %10.0f req/s   p50 %6.2f ms   p99 %6.2f ms%s\n' "$round" "$target" \
      "$rps" "$(awk -v u="$p50" 'BEGIN { print u / 1000 }')" "$(awk -v u="$p99" 'BEGIN { print u / 1000 }')" \
      "$( ((non2xx + sockerr > 0)) && printf '   (%d non-2xx, %d socket errors)' "$non2xx" "$sockerr")"
    rps_samples+="$rps"$'\n' p50_samples+="$p50"$'\n' p99_samples+="$p99"$'\n'
    errors=$((errors + non2xx + sockerr))
  done
  rps=$(median <<<"${rps_samples%$'\n'}")
  p50=$(median <<<"${p50_samples%$'\n'}")
  p99=$(median <<<"${p99_samples%$'\n'}")
  rows+=("$(printf '| GET %s | %s | %.0f | %s | %s | %s |' "$target" "$connections" "$rps" \
    "$(ms "$p50")" "$(ms "$p99")" "$errors")")
  if [[ $target == /api/discover && $connections == "$goal_connections" ]]; then
    if awk -v p="$p99" -v g="$goal_p99_ms" 'BEGIN { exit !(p <= g * 1000) }'; then
      verdict+=("- p99 ≤ ${goal_p99_ms} ms at $connections connections: met ($(ms "$p99"))")
    else
      verdict+=("- p99 ≤ ${goal_p99_ms} ms at $connections connections: **MISSED** ($(ms "$p99"))")
      goal_missed=true
    fi
  fi
  if ((errors > 0)); then
    verdict+=("- warning: $errors non-2xx answers or socket errors on $target at $connections connections (logs: BENCH_KEEP=1)")
  fi
done
done

latest=bench/results/latest.md
clear_results_section "Discover benchmark" "$run_dir"
{
  if [[ -s $latest ]]; then say; fi
  say "# Discover benchmark"
  say
  say "$(date -u '+%Y-%m-%d %H:%M UTC') · $(run_context)"
  say
  say "wrk -t$threads -d$duration --latency on loopback, one signed-in member (cookie session), medians" \
    "of $rounds rounds after a $warmup warm-up. SQLite database of $members synthetic approved members" \
    "(bench/discover_seed.py); the viewer has $swipes swipes and 2 blocks. Deck: $deck_summary," \
    "$(stat -c %s "$run_dir/deck.json") bytes. Side panels: $highlights_summary (last 10 days:" \
    "${BENCH_VIEWS:-300000} profile views, ${BENCH_CONNECTIONS:-60000} connections; trending counted" \
    "once a minute)."
  say
  say "| target | connections | requests/s | p50 | p99 | errors |"
  say "|---|---:|---:|---:|---:|---:|"
  printf '%s\n' "${rows[@]}"
  if ((${#verdict[@]} > 0)); then
    say
    say "Goal and warnings:"
    printf '%s\n' "${verdict[@]}"
  fi
} >>"$latest"

heading "results (section of $latest)"
format='%-24s %6s %12s %10s %10s %7s\n'
# shellcheck disable=SC2059 # one format for the header and the rows
printf "$format" target conns "requests/s" p50 p99 errors
print_rows "$format" 6 "${rows[@]}"
print_verdict "$goal_missed" "${verdict[@]}"
