#!/usr/bin/env bash
# HTTP load benchmark, in one run on loopback, rounds interleaved, medians reported:
#   reads:  GET /api/health against Debian's nginx serving a static file of the same size;
#   writes: POST /api/waitlist (a unique e-mail per request, rate limit off) on SQLite with
#           SANGAM_DB_SYNC=normal, on SQLite with SANGAM_DB_SYNC=full, and on a throwaway
#           PostgreSQL cluster with PostgreSQL's default durability;
#   a signed-in member (the demo founder, SQLite normal): GET and PUT /api/messaging/settings —
#           a session lookup, then a read on a worker, or a write handed to the writer.
# For every target: requests/s, p50, p99, the server's CPU time per request (utime + stime from
# /proc before and after each run; for PostgreSQL also the database's), and the non-2xx answers
# and socket errors (a run with any is not a result).
#
# Goals at 64 connections: /api/health ≥ 70% of nginx's requests/s, p99 < 5 ms and within 2 ms
# of nginx's p99; POST /api/waitlist ≥ 33 000 requests/s with normal, ≥ 20 000 requests/s at
# p99 ≤ 50 ms with full.
#
# Knobs (environment): BENCH_ROUNDS (3), BENCH_DURATION (10s), BENCH_THREADS (2),
# BENCH_CONNECTIONS ("64"; a list such as "16 64 256" runs each), BENCH_WARMUP (2s),
# BENCH_TARGETS (all: "nginx health waitlist_normal waitlist_full waitlist_pg member_read
# member_write"), BENCH_NO_BUILD=1 (use build/sangam as it is), BENCH_BIN (the server binary to
# measure, default build/sangam; implies BENCH_NO_BUILD), BENCH_KEEP=1 (keep the temp dir: databases,
# logs, wrk output), BENCH_STRICT=1 (exit 1 when a goal is missed).
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
read -r -a targets <<<"${BENCH_TARGETS:-nginx health waitlist_normal waitlist_full waitlist_pg member_read member_write}"
goal_connections=64

declare -A label=(
  [nginx]="nginx static file"
  [health]="GET /api/health"
  [waitlist_normal]="POST /api/waitlist, SQLite normal"
  [waitlist_full]="POST /api/waitlist, SQLite full"
  [waitlist_pg]="POST /api/waitlist, PostgreSQL"
  [member_read]="GET /api/messaging/settings, member"
  [member_write]="PUT /api/messaging/settings, member"
)
wants() { [[ " ${targets[*]} " == *" $1 "* ]]; }
for target in "${targets[@]}"; do
  [[ -n ${label[$target]:-} ]] || die "unknown target in BENCH_TARGETS: $target"
done
wants nginx || die "BENCH_TARGETS must include nginx: it is the reference of the run"

command -v wrk >/dev/null || die "wrk not found: run scripts/bootstrap"
command -v nginx >/dev/null || die "nginx not found: run scripts/bootstrap"
if wants waitlist_pg; then pg_bin_dir >/dev/null; fi

if [[ -n ${BENCH_BIN:-} ]]; then
  SANGAM_BIN=$BENCH_BIN
elif [[ -z ${BENCH_NO_BUILD:-} ]]; then
  scripts/bootstrap
  scripts/build server
fi
[[ -x $SANGAM_BIN ]] || die "$SANGAM_BIN not found: run scripts/build"

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
run_dir=$(mktemp -d -t sangam-bench.XXXXXX)
# nginx's workers drop root privileges and must still read the static file; PostgreSQL runs as
# its own user in a folder inside.
chmod 755 "$run_dir"
mkdir -p "$run_dir/www" "$run_dir/nginx-tmp" "$run_dir/wrk"

server_pids=() nginx_pid='' pg_dir=''
cleanup() {
  # shellcheck disable=SC2086 # empty when not started
  stop_processes "${server_pids[@]}" $nginx_pid
  if [[ -n $pg_dir ]]; then pg_stop_cluster "$pg_dir"; fi
  if [[ -n ${BENCH_KEEP:-} ]]; then
    note "kept databases and logs in $run_dir"
  else
    rm -rf "$run_dir"
  fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

declare -A url origin cpu_pid db_pid

# Starts one sangam (default logging, to a file; waitlist rate limit off) on database $2 with
# SANGAM_DB_SYNC=$3 and any further NAME=value settings; sets server_url and server_pid.
start_sangam() {
  local name=$1 db=$2 sync=$3 port
  shift 3
  port=$(free_port)
  (
    unset_sangam_env
    SANGAM_WAITLIST_RATE_LIMIT=0 SANGAM_DB_SYNC=$sync exec env "$@" "$SANGAM_BIN" serve \
      --host 127.0.0.1 --port "$port" --db "$db" --web-root "$run_dir/www" \
      >"$run_dir/sangam-$name.log" 2>&1
  ) &
  server_pid=$!
  server_pids+=("$server_pid")
  server_url="http://127.0.0.1:$port"
  wait_ready "$server_url/api/health" "$server_pid" "$run_dir/sangam-$name.log" \
    "$run_dir/health-$name.json"
}

heading "start sangam on SQLite, SANGAM_DB_SYNC=normal (temp database, default logging to a file)"
start_sangam normal "$run_dir/normal.db" normal
cp "$run_dir/health-normal.json" "$run_dir/www/health.json"
body_bytes=$(stat -c %s "$run_dir/www/health.json")
chmod 644 "$run_dir/www/health.json"
url[health]="$server_url/api/health" cpu_pid[health]=$server_pid
url[waitlist_normal]="$server_url/api/waitlist" origin[waitlist_normal]=$server_url
cpu_pid[waitlist_normal]=$server_pid
say "sangam on $server_url (pid $server_pid); /api/health body: $body_bytes bytes"

if wants waitlist_full; then
  heading "start sangam on SQLite, SANGAM_DB_SYNC=full"
  start_sangam full "$run_dir/full.db" full
  url[waitlist_full]="$server_url/api/waitlist" origin[waitlist_full]=$server_url
  cpu_pid[waitlist_full]=$server_pid
  say "sangam on $server_url (pid $server_pid)"
fi

if wants waitlist_pg; then
  heading "start PostgreSQL (throwaway cluster, default durability) and sangam on it"
  pg_port=$(free_port)
  pg_dir=$run_dir/pg
  pg_start_cluster "$pg_dir" "$pg_port"
  pg_url="postgresql://sangam@127.0.0.1:$pg_port/sangam_bench"
  db_pid[waitlist_pg]=$(pg_postmaster_pid "$pg_dir")
  start_sangam pg "$pg_url" normal
  url[waitlist_pg]="$server_url/api/waitlist" origin[waitlist_pg]=$server_url
  cpu_pid[waitlist_pg]=$server_pid
  pg_settings=$(psql -X -A -t -F ' ' -h 127.0.0.1 -p "$pg_port" -U sangam sangam_bench -c \
    "SELECT string_agg(name || '=' || current_setting(name), ', ' ORDER BY name) FROM pg_settings
     WHERE name IN ('fsync', 'synchronous_commit', 'wal_sync_method', 'shared_buffers')")
  say "PostgreSQL $("$(pg_bin_dir)/postgres" --version | awk '{ print $3 }') on 127.0.0.1:$pg_port" \
    "(postmaster ${db_pid[waitlist_pg]}; $pg_settings); sangam on $server_url (pid $server_pid)"
fi

if wants member_read || wants member_write; then
  heading "start sangam with the demo members (SQLite normal) and sign the demo founder in"
  start_sangam member "$run_dir/member.db" normal SANGAM_DEMO=1
  member_email=$(python3 -c 'import json; print(json.load(open("data/demo/accounts.json"))["founder"]["email"])')
  member_password=$(python3 -c 'import json; print(json.load(open("data/demo/accounts.json"))["founder"]["password"])')
  curl -sf -c "$run_dir/member.cookies" -H 'Content-Type: application/json' \
    -d "{\"email\":\"$member_email\",\"password\":\"$member_password\"}" \
    "$server_url/api/auth/login" >/dev/null || die "the demo founder could not sign in"
  member_cookie=$(awk '(!/^#/ || /^#HttpOnly_/) && NF >= 7 { print $6 "=" $7 }' "$run_dir/member.cookies" | head -n 1)
  [[ -n $member_cookie ]] || die "signing in set no cookie"
  for target in member_read member_write; do
    url[$target]="$server_url/api/messaging/settings" cpu_pid[$target]=$server_pid
  done
  say "sangam on $server_url (pid $server_pid), signed in as $member_email"
fi

heading "start nginx (2 workers, static file of $body_bytes bytes)"
nginx_port=$(free_port)
sed -e "s|@RUN_DIR@|$run_dir|g" -e "s|@PORT@|$nginx_port|g" bench/nginx.conf.in >"$run_dir/nginx.conf"
nginx -t -q -p "$run_dir" -e "$run_dir/nginx-error.log" -c "$run_dir/nginx.conf"
nginx -p "$run_dir" -e "$run_dir/nginx-error.log" -c "$run_dir/nginx.conf" 2>"$run_dir/nginx-stderr.log" &
nginx_pid=$!
nginx_url="http://127.0.0.1:$nginx_port"
wait_ready "$nginx_url/health.json" "$nginx_pid" "$run_dir/nginx-error.log" "$run_dir/nginx-check.json"
cmp -s "$run_dir/www/health.json" "$run_dir/nginx-check.json" || die "nginx serves a different body"
url[nginx]="$nginx_url/health.json" cpu_pid[nginx]=$nginx_pid
say "nginx on $nginx_url (pid $nginx_pid)"

script_for() {
  case $1 in
    waitlist_*) say bench/wrk/waitlist.lua ;;
    member_*) say bench/wrk/member.lua ;;
    *) say bench/wrk/report.lua ;;
  esac
}

# Runs wrk once; prints "rps p50_us p99_us requests non2xx socket_errors cpu_us_per_request
# db_cpu_us_per_request" (the last is "-" without a separate database server).
run_wrk() {
  local target=$1 connections=$2 length=$3 tag=$4
  local out="$run_dir/wrk/$tag.txt" seconds scope=process cpu_before cpu_after db_before='' db_after
  seconds=${length%s}
  [[ $seconds =~ ^[0-9]+$ ]] || die "durations are whole seconds, like 10s (got $length)"
  [[ $target == nginx ]] && scope=tree
  cpu_before=$(cpu_us "${cpu_pid[$target]}" "$scope")
  [[ -n ${db_pid[$target]:-} ]] && db_before=$(cpu_us "${db_pid[$target]}" tree)
  local method=GET body=''
  [[ $target == member_write ]] && method=PUT body='{"emailUnread":true}'
  WRK_RUN_TAG="$tag-$RANDOM" WRK_ORIGIN="${origin[$target]:-}" \
    WRK_COOKIE="${member_cookie:-}" WRK_METHOD=$method WRK_BODY=$body \
    timeout $((seconds + 30)) wrk -t"$threads" -c"$connections" -d"$length" --latency \
    -s "$(script_for "$target")" "${url[$target]}" >"$out" 2>&1 ||
    { cat "$out" >&2; die "wrk failed against ${url[$target]}"; }
  cpu_after=$(cpu_us "${cpu_pid[$target]}" "$scope")
  db_after=-
  [[ -n $db_before ]] && db_after=$(cpu_us "${db_pid[$target]}" tree)
  awk -v cpu="$((cpu_after - cpu_before))" -v db_before="$db_before" -v db_after="$db_after" '
    /^WRK_RESULT/ {
      for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] }
      n = v["requests"] > 0 ? v["requests"] : 1
      db = db_before == "" ? "-" : sprintf("%.1f", (db_after - db_before) / n)
      printf "%s %s %s %s %s %s %.1f %s\n", v["rps"], v["p50_us"], v["p99_us"], v["requests"],
        v["non2xx"], v["socket_errors"], cpu / n, db
      found = 1
    }
    END { if (!found) exit 1 }' "$out" || { cat "$out" >&2; die "no WRK_RESULT line from wrk"; }
}

us() { if [[ $1 == - ]]; then say "-"; else awk -v u="$1" 'BEGIN { printf "%.1f µs", u }'; fi; }

# samples[target,connections,metric]: one value per round; answered[target]: 2xx answers in all
# runs, warm-ups included, to compare with the rows the database holds at the end.
declare -A samples errors answered
for connections in "${connection_counts[@]}"; do
  heading "$connections connections: warm-up ($warmup each), then $rounds interleaved rounds of $duration"
  for target in "${targets[@]}"; do
    result=$(run_wrk "$target" "$connections" "$warmup" "warmup-$target-$connections")
    read -r _ _ _ requests non2xx _ <<<"$result"
    answered[$target]=$((${answered[$target]:-0} + requests - non2xx))
  done
  for ((round = 1; round <= rounds; round++)); do
    # Rotate the order each round so no target always runs first (or right after another).
    shift_by=$(((round - 1) % ${#targets[@]}))
    order=("${targets[@]:shift_by}" "${targets[@]:0:shift_by}")
    for target in "${order[@]}"; do
      result=$(run_wrk "$target" "$connections" "$duration" "$target-$connections-$round")
      read -r rps p50 p99 requests non2xx sockerr cpu db_cpu <<<"$result"
      printf '  round %d  %-35s %8.0f req/s  p50 %6.2f ms  p99 %7.2f ms  CPU %s/req%s%s\n' "$round" \
        "${label[$target]}" "$rps" "$(awk -v u="$p50" 'BEGIN { print u / 1000 }')" \
        "$(awk -v u="$p99" 'BEGIN { print u / 1000 }')" "$(us "$cpu")" \
        "$([[ $db_cpu != - ]] && printf ' + database %s' "$(us "$db_cpu")")" \
        "$( ((non2xx + sockerr > 0)) && printf '   (%d non-2xx, %d socket errors)' "$non2xx" "$sockerr")"
      for metric in rps p50 p99 cpu db_cpu; do
        samples[$target,$connections,$metric]+="${!metric} "
      done
      errors[$target,$connections]=$((${errors[$target,$connections]:-0} + non2xx + sockerr))
      answered[$target]=$((${answered[$target]:-0} + requests - non2xx))
    done
  done
done

med() {
  local values
  values=$(tr ' ' '\n' <<<"${samples[$1]}" | grep -v '^$')
  if grep -qx -- - <<<"$values"; then say -; else median <<<"$values"; fi
}

# Rows each write target's database holds: every 2xx answer must be among them (a few more are
# fine: requests still in flight when wrk stopped were committed without wrk counting them).
rows_in() {
  case $1 in
    waitlist_normal | waitlist_full)
      python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("SELECT count(*) FROM waitlist").fetchone()[0])' \
        "$run_dir/${1#waitlist_}.db"
      ;;
    waitlist_pg)
      psql -X -A -t -h 127.0.0.1 -p "$pg_port" -U sangam sangam_bench -c 'SELECT count(*) FROM waitlist'
      ;;
  esac
}

rows=()
verdict=()
goal_missed=false
# goal <met?> <text> <measured>: one line of the verdict.
goal() {
  if [[ $1 == true ]]; then
    verdict+=("- $2: met ($3)")
  else
    verdict+=("- $2: **MISSED** ($3)")
    goal_missed=true
  fi
}
# at_least a b / below a b / clean target connections: print true or false.
at_least() { if awk -v a="$1" -v b="$2" 'BEGIN { exit !(a >= b) }'; then say true; else say false; fi; }
below() { if awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }'; then say true; else say false; fi; }
clean() { if ((${errors[$1,$2]} == 0)); then say true; else say false; fi; }

for connections in "${connection_counts[@]}"; do
  nginx_rps=$(med "nginx,$connections,rps")
  nginx_p99=$(med "nginx,$connections,p99")
  for target in "${targets[@]}"; do
    rps=$(med "$target,$connections,rps")
    p50=$(med "$target,$connections,p50")
    p99=$(med "$target,$connections,p99")
    cpu=$(med "$target,$connections,cpu")
    db_cpu=$(med "$target,$connections,db_cpu")
    ratio=$(awk -v a="$rps" -v b="$nginx_rps" 'BEGIN { printf "%.0f%%", 100 * a / b }')
    rows+=("$(printf '| %s | %s | %.0f | %s | %s | %s | %s | %s | %s |' "${label[$target]}" \
      "$connections" "$rps" "$(ms "$p50")" "$(ms "$p99")" "$(us "$cpu")" "$(us "$db_cpu")" \
      "$ratio" "${errors[$target,$connections]}")")
    [[ $connections == "$goal_connections" ]] || continue
    errors_note=''
    ((${errors[$target,$connections]} == 0)) ||
      errors_note="; ${errors[$target,$connections]} non-2xx answers or socket errors: not a result"
    case $target in
      health)
        goal "$(at_least "$rps" "$(awk -v b="$nginx_rps" 'BEGIN { print 0.70 * b }')")" \
          "/api/health requests/s ≥ 70% of nginx's at $connections connections" "$ratio"
        goal "$(below "$p99" 5000)" "/api/health p99 < 5 ms at $connections connections" "$(ms "$p99")"
        goal "$(at_least "$(awk -v p="$nginx_p99" 'BEGIN { print p + 2000 }')" "$p99")" \
          "/api/health p99 within 2 ms of nginx's at $connections connections" \
          "$(ms "$p99") vs nginx $(ms "$nginx_p99")"
        ;;
      waitlist_normal)
        met=$(at_least "$rps" 33000)
        [[ $(clean "$target" "$connections") == true ]] || met=false
        goal "$met" "POST /api/waitlist ≥ 33 000 requests/s on SQLite normal at $connections connections" \
          "$(printf '%.0f' "$rps") requests/s, p99 $(ms "$p99")$errors_note"
        ;;
      waitlist_full)
        met=$(at_least "$rps" 20000)
        [[ $(at_least 50000 "$p99") == true && $(clean "$target" "$connections") == true ]] || met=false
        goal "$met" "POST /api/waitlist ≥ 20 000 requests/s at p99 ≤ 50 ms on SQLite full at $connections connections" \
          "$(printf '%.0f' "$rps") requests/s, p99 $(ms "$p99")$errors_note"
        ;;
    esac
  done
done

for connections in "${connection_counts[@]}"; do
  for target in "${targets[@]}"; do
    ((${errors[$target,$connections]} == 0)) && continue
    verdict+=("- warning: ${label[$target]} at $connections connections had ${errors[$target,$connections]} non-2xx answers or socket errors (logs: BENCH_KEEP=1)")
  done
done
for target in "${targets[@]}"; do
  [[ $target == waitlist_* ]] || continue
  stored=$(rows_in "$target")
  if ((stored < answered[$target])); then
    verdict+=("- **ERROR**: ${label[$target]}: $stored rows stored for ${answered[$target]} sign-ups answered 2xx")
    goal_missed=true
  else
    verdict+=("- ${label[$target]}: $stored rows stored for ${answered[$target]} sign-ups answered 2xx$( ((stored > answered[$target])) && say ' (the others were in flight when wrk stopped)')")
  fi
done

mkdir -p bench/results
{
  say "# HTTP benchmark"
  say
  say "$(date -u '+%Y-%m-%d %H:%M UTC') · $(run_context) ·" \
    "load average before the run: $load_before"
  say
  say "wrk -t$threads -d$duration --latency on loopback; medians of $rounds interleaved rounds" \
    "(after a $warmup warm-up per target). nginx $(nginx -v 2>&1 | sed 's|.*/||') serves a static" \
    "file of $body_bytes bytes, the size of the /api/health body, with 2 workers and an access log;" \
    "sangam runs with its default logging (to a file) on fresh databases, waitlist rate limit off," \
    "one unique e-mail per POST. CPU is the server's user + system time per request (nginx: master" \
    "and workers); database CPU is PostgreSQL's (postmaster and backends)."
  say
  say "| target | connections | requests/s | p50 | p99 | CPU/request | database CPU/request | vs nginx | errors |"
  say "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
  printf '%s\n' "${rows[@]}"
  if ((${#verdict[@]} > 0)); then
    say
    say "Goals, checks and warnings:"
    printf '%s\n' "${verdict[@]}"
  fi
} >bench/results/latest.md

heading "results (bench/results/latest.md)"
format='%-35s %5s %10s %10s %10s %11s %11s %8s %6s\n'
# shellcheck disable=SC2059 # one format for the header and the rows
printf "$format" target conns "requests/s" p50 p99 "CPU/req" "db CPU/req" "vs nginx" errors
print_rows "$format" 9 "${rows[@]}"
print_verdict "$goal_missed" "${verdict[@]}"
