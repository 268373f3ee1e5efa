-- Prints one machine-readable line that bench/http.sh parses. Latencies are in microseconds.
function done(summary, latency, requests)
  local seconds = summary.duration / 1e6
  local e = summary.errors
  io.write(string.format(
    "WRK_RESULT rps=%.1f p50_us=%d p90_us=%d p99_us=%d max_us=%d requests=%d non2xx=%d socket_errors=%d\n",
    summary.requests / seconds,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max,
    summary.requests, e.status, e.connect + e.read + e.write + e.timeout))
end
