#!/usr/bin/env bash
# Micro benchmarks: runs build/sangam_bench (Google Benchmark) when the server build has one.
# Knobs (environment): BENCH_MIN_TIME (seconds per benchmark, default 0.5),
# BENCH_FILTER (a --benchmark_filter regex, default all), BENCH_NO_BUILD=1.
# Writes bench/results/micro.json and appends a table to bench/results/latest.md.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
cd "$SANGAM_ROOT"

bench_bin=build/sangam_bench
if [[ -z ${BENCH_NO_BUILD:-} && -f build/build.ninja ]]; then
  scripts/build server >/dev/null
fi
if [[ ! -x $bench_bin ]]; then
  note "micro benchmarks: $bench_bin not built, skipping"
  exit 0
fi

heading "micro benchmarks ($bench_bin)"
mkdir -p bench/results
# Google Benchmark 1.7 takes --benchmark_min_time as plain seconds (no "s" suffix).
"$bench_bin" \
  --benchmark_min_time="${BENCH_MIN_TIME:-0.5}" \
  --benchmark_filter="${BENCH_FILTER:-.}" \
  --benchmark_counters_tabular=true \
  --benchmark_out=bench/results/micro.json --benchmark_out_format=json

# Replace the micro section of latest.md (if any) rather than piling up copies.
gap=false
if [[ -f bench/results/latest.md ]]; then
  sed -i '/^# Micro benchmarks/,$d' bench/results/latest.md
  sed -i -e :a -e '/^\n*$/{$d;N;ba' -e '}' bench/results/latest.md
  [[ -s bench/results/latest.md ]] && gap=true
fi
{
  if $gap; then say; fi
  say "# Micro benchmarks ($bench_bin)"
  say
  say "| benchmark | time | CPU | iterations |"
  say "|---|---:|---:|---:|"
  python3 - bench/results/micro.json <<'PY'
import json, sys
for b in json.load(open(sys.argv[1]))["benchmarks"]:
    if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
        continue
    unit = b.get("time_unit", "ns")
    print(f"| {b['name']} | {b['real_time']:.1f} {unit} | {b['cpu_time']:.1f} {unit} | {b['iterations']} |")
PY
} >>bench/results/latest.md
note "micro results: bench/results/micro.json, table appended to bench/results/latest.md"
