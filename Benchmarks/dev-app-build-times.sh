#!/usr/bin/env bash
# Clean debug build time of each dev app against the full app, on this machine, in one run.
# Usage: Benchmarks/dev-app-build-times.sh   (from the repository root; takes a few minutes)
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build-buildtimes
products=(coffeeshops OnboardingDevApp MapDevApp DetailsDevApp ProfileDevApp)

seconds() { # Clean build of one product; prints wall seconds.
    rm -rf "$scratch"
    local start end
    start=$(date +%s.%N)
    swift build --product "$1" --scratch-path "$scratch" >/dev/null 2>&1
    end=$(date +%s.%N)
    echo "$end - $start" | bc
}

declare -A time
for product in "${products[@]}"; do
    time[$product]=$(seconds "$product")
done
rm -rf "$scratch"

printf '%-18s %10s %10s\n' product seconds "vs app"
for product in "${products[@]}"; do
    printf '%-18s %10.1f %9.2fx\n' "$product" "${time[$product]}" "$(echo "${time[$product]} / ${time[coffeeshops]}" | bc -l)"
done
