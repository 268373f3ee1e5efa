#!/usr/bin/env bash
# Micro benchmarks: runs build/sangam_bench (Google Benchmark) when the server build has one.
# Knobs (environment): BENCH_MIN_TIME (seconds per benchmark, default 0.5),
# BENCH_FILTER (a --benchmark_filter regex, default all), BENCH_NO_BUILD=1,
# SANGAM_BUILD_DIR (build; the build to run).
# Writes bench/results/micro.json and appends a table to bench/results/latest.md.
set -euo pipefail
# shellcheck source=scripts/lib.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib.sh"
cd "$SANGAM_ROOT"

build_dir=${SANGAM_BUILD_DIR:-build}
bench_bin=$build_dir/sangam_bench
if [[ -z ${BENCH_NO_BUILD:-} && -f $build_dir/build.ninja ]]; then
  if [[ $build_dir == build ]]; then
    scripts/build server >/dev/null
  else
    cmake --build "$build_dir" --target sangam_bench >/dev/null
  fi
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
  # Only this script's section: bench/discover.sh keeps its own section in the same file.
  awk '/^# / { skip = ($0 ~ /^# Micro benchmarks/) } !skip' bench/results/latest.md >bench/results/latest.md.tmp
  mv bench/results/latest.md.tmp bench/results/latest.md
  sed -i -e :a -e '/^\n*$/{$d;N;ba' -e '}' bench/results/latest.md
  [[ -s bench/results/latest.md ]] && gap=true
fi
{
  if $gap; then say; fi
  say "# Micro benchmarks ($bench_bin)"
  say
  say "| benchmark | time | CPU | iterations | items/s | CPU per item |"
  say "|---|---:|---:|---:|---:|---:|"
  python3 - bench/results/micro.json <<'PY'
import json, sys
for b in json.load(open(sys.argv[1]))["benchmarks"]:
    if b.get("run_type") == "aggregate" and b.get("aggregate_name") != "median":
        continue
    unit = b.get("time_unit", "ns")
    rate = b.get("items_per_second")
    items = f"{rate / 1e6:.1f} M" if rate else ""
    per_item = f"{1e9 / rate:.1f} ns" if rate else ""
    print(f"| {b['name']} | {b['real_time']:.1f} {unit} | {b['cpu_time']:.1f} {unit} | {b['iterations']}"
          f" | {items} | {per_item} |")
PY
} >>bench/results/latest.md
note "micro results: bench/results/micro.json, table appended to bench/results/latest.md"
