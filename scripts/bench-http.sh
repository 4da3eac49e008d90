#!/usr/bin/env bash
# `npm run bench:http`: HTTP throughput of the production nginx config (deploy/nginx/) against
# `docusaurus serve`, on the same build and the same three pages, with wrk on loopback.
#
# Each run is bounded: BENCH_DURATION per page and server (default 10s), BENCH_CONNECTIONS open
# connections (default 32) over BENCH_THREADS wrk threads (default 2). Requests carry the
# Accept-Encoding a browser sends, so each server answers the way it would answer a reader.
# Numbers from a machine where wrk and the server share the CPUs are comparisons, not capacity:
# read the ratio, not the absolute values. Timings live here, never in the tests.
#
# Needs a build (`npm run build`) and Debian's wrk and nginx. Ports: NGINX_PORT (default 8081) and
# SERVE_PORT (default 8082), both on 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."

duration="${BENCH_DURATION:-10s}"
connections="${BENCH_CONNECTIONS:-32}"
threads="${BENCH_THREADS:-2}"
nginx_port="${NGINX_PORT:-8081}"
serve_port="${SERVE_PORT:-8082}"
pages=(/ /docs/intro /blog/long-blog-post)
accept_encoding='gzip, deflate, br'

command -v wrk >/dev/null || { echo "bench:http: wrk is missing (apt-get install wrk)" >&2; exit 1; }
[ -f build/index.html ] || { echo "bench:http: no build; run \`npm run build\` first" >&2; exit 1; }

pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
}

logs="$(mktemp -d "${TMPDIR:-/tmp}/bench-http.XXXXXX")"
trap 'cleanup; rm -rf "$logs"' EXIT

PORT="$nginx_port" bash deploy/nginx/serve.sh >"$logs/nginx.log" 2>&1 &
pids+=($!)
# The docusaurus binary directly (not npx), so the pid is the server's own.
node_modules/.bin/docusaurus serve --no-open --host 127.0.0.1 --port "$serve_port" >"$logs/serve.log" 2>&1 &
pids+=($!)

wait_for() {
  local url="$1" log="$2"
  for _ in $(seq 1 100); do
    if curl -fsS -o /dev/null "$url" 2>/dev/null; then return 0; fi
    sleep 0.2
  done
  echo "bench:http: $url did not come up; its log:" >&2
  cat "$log" >&2
  exit 1
}
wait_for "http://127.0.0.1:$nginx_port/" "$logs/nginx.log"
wait_for "http://127.0.0.1:$serve_port/" "$logs/serve.log"

# Every page must answer 200 from both servers, or the comparison is meaningless.
for page in "${pages[@]}"; do
  for port in "$nginx_port" "$serve_port"; do
    status="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$page")"
    [ "$status" = 200 ] || { echo "bench:http: http://127.0.0.1:$port$page answered $status" >&2; exit 1; }
  done
done

# Prints "requests_per_second p99_ms errors" from wrk --latency output on stdin. Errors are socket
# errors (connect, read, write, timeout) plus non-2xx/3xx answers.
parse_wrk() {
  awk '
    /Requests\/sec:/ { rps = $2 }
    $1 == "99%" {
      v = $2
      if (v ~ /us$/) { sub(/us$/, "", v); p99 = v / 1000 }
      else if (v ~ /ms$/) { sub(/ms$/, "", v); p99 = v }
      else if (v ~ /s$/) { sub(/s$/, "", v); p99 = v * 1000 }
      else if (v ~ /m$/) { sub(/m$/, "", v); p99 = v * 60000 }
    }
    /Socket errors:/ { gsub(/[^0-9 ]/, " "); split($0, n, " +"); for (i in n) errors += n[i] }
    /Non-2xx or 3xx responses:/ { errors += $NF }
    END { printf "%.0f %.2f %d\n", rps, p99, errors }
  '
}

run_wrk() {
  wrk --latency -t "$threads" -c "$connections" -d "$duration" -H "Accept-Encoding: $accept_encoding" "$1"
}

# The Content-Encoding a server chooses for that request (the bytes it sends differ accordingly).
encoding_of() {
  curl -s -o /dev/null -D - -H "Accept-Encoding: $accept_encoding" "$1" |
    awk 'tolower($1) == "content-encoding:" { sub(/\r$/, "", $2); e = $2 } END { print (e == "" ? "identity" : e) }'
}

echo "bench:http: wrk -t$threads -c$connections -d$duration --latency, Accept-Encoding: $accept_encoding"
echo "  nginx:            http://127.0.0.1:$nginx_port (deploy/nginx, $("${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}" -v 2>&1 | sed 's/.*: //'); answers $(encoding_of "http://127.0.0.1:$nginx_port/docs/intro"))"
echo "  docusaurus serve: http://127.0.0.1:$serve_port (answers $(encoding_of "http://127.0.0.1:$serve_port/docs/intro"))"
# A short warm-up so neither server is measured while it fills caches or JIT-compiles.
for port in "$nginx_port" "$serve_port"; do
  wrk -t1 -c4 -d2s "http://127.0.0.1:$port/" >/dev/null
done

printf '\n%-22s %-8s %12s %10s %8s\n' page server 'req/s' 'p99 ms' errors
total_errors=0
for page in "${pages[@]}"; do
  read -r n_rps n_p99 n_err < <(run_wrk "http://127.0.0.1:$nginx_port$page" | parse_wrk)
  read -r s_rps s_p99 s_err < <(run_wrk "http://127.0.0.1:$serve_port$page" | parse_wrk)
  printf '%-22s %-8s %12s %10s %8s\n' "$page" nginx "$n_rps" "$n_p99" "$n_err"
  printf '%-22s %-8s %12s %10s %8s\n' "" serve "$s_rps" "$s_p99" "$s_err"
  ratio="$(awk -v a="$n_rps" -v b="$s_rps" 'BEGIN { if (b > 0) printf "%.1f", a / b; else print "n/a" }')"
  printf '%-22s %-8s %12s\n' "" ratio "${ratio}x"
  total_errors=$((total_errors + n_err + s_err))
done
echo
echo "ratio = nginx req/s / docusaurus serve req/s (higher: nginx serves more requests per second)"
[ "$total_errors" -eq 0 ] || { echo "bench:http: $total_errors errors" >&2; exit 1; }
