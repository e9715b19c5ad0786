#!/usr/bin/env bash
# `coffeeshops nearby` wall time, process start included, on catalogs of 1,000, 100,000 and
# 1,000,000 imported shops, and `import` throughput. Release build.
# Usage: Benchmarks/app-nearby.sh [--quick]   (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${BENCHMARK_CONFIGURATION:-release} # Benchmarks/run --quick uses debug builds
sizes=(1000 100000 1000000)
runs=11
if [ "${1:-}" = "--quick" ]; then sizes=(1000); runs=3; fi

swift build -c "$configuration" --product coffeeshops >/dev/null 2>&1
app=$PWD/.build/$configuration/coffeeshops
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
milliseconds() { local start; start=$(date +%s%N); "$@" >/dev/null 2>&1; echo $(( ($(date +%s%N) - start) / 1000000 )); }
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "| shops | import s | shops imported per s | nearby ms (dense city, median of $runs) | nearby ms (open sea) |"
echo "| ---: | ---: | ---: | ---: | ---: |"
for n in "${sizes[@]}"; do
    data="$work/data-$n"
    python3 Benchmarks/make-catalog.py "$n" > "$work/shops.csv"
    "$app" --data-dir "$data" shops --limit 1 >/dev/null # create and seed the database first
    start=$(date +%s%N)
    "$app" --data-dir "$data" import "$work/shops.csv" >/dev/null 2>&1
    import=$(echo "($(date +%s%N) - $start) / 1000000000" | bc -l)
    echo "correct horse battery" | "$app" --data-dir "$data" signup --email bench@example.com --password-stdin >/dev/null 2>&1
    city=""; sea=""
    for _ in $(seq "$runs"); do
        city+="$(milliseconds "$app" --data-dir "$data" nearby --at 55.6761,12.5683 --limit 20) "
        sea+="$(milliseconds "$app" --data-dir "$data" nearby --at 10,-30 --limit 20) "
    done
    printf '| %d | %.1f | %.0f | %d | %d |\n' "$n" "$import" "$(echo "$n / $import" | bc -l)" "$(echo "$city" | median)" "$(echo "$sea" | median)"
done
