#!/usr/bin/env bash
# Build time as a monorepo grows: synthetic packages of N feature modules (each with types that
# forward child typealiases three levels deep and a spliced scope, over 30 dependency protocols),
# written with CPDI and with manual initializer injection; then the real monorepo.
# Usage: Benchmarks/build-scaling.sh [--quick]   (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${BENCHMARK_CONFIGURATION:-release} # Benchmarks/run --quick uses debug builds
sizes=(10 50 200)
configurations=(debug release)
if [ "${1:-}" = "--quick" ]; then sizes=(2); configurations=(debug); fi

swift build -c "$configuration" --package-path Benchmarks --product synthetic-monorepo >/dev/null 2>&1
generator=$PWD/Benchmarks/.build/$configuration/synthetic-monorepo
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

seconds() { local start; start=$(date +%s.%N); "$@" >/dev/null 2>&1; echo "$(date +%s.%N) - $start" | bc; }

declare -A result
for n in "${sizes[@]}"; do
    for style in cpdi manual; do
        dir="$work/$style-$n"
        "$generator" --style "$style" --features "$n" --output "$dir"
        for configuration in "${configurations[@]}"; do
            rm -rf "$dir/.build"
            result[$style,$n,$configuration]=$(cd "$dir" && seconds swift build -c "$configuration")
        done
        # Incremental: change one leaf type's body, rebuild in debug.
        (cd "$dir" && swift build >/dev/null 2>&1)
        sed -i 's/func run() -> Int {/func run() -> Int { _ = 1;/' "$dir/Sources/Feature0/Leaf0.swift"
        result[$style,$n,incremental]=$(cd "$dir" && seconds swift build)
    done
done

ratio() { echo "$1 / $2" | bc -l; }
echo "| features | kind | CPDI s | manual s | CPDI / manual |"
echo "| ---: | --- | ---: | ---: | ---: |"
for n in "${sizes[@]}"; do
    for kind in "${configurations[@]}" incremental; do
        c=${result[cpdi,$n,$kind]}; m=${result[manual,$n,$kind]}
        label=$([ "$kind" = incremental ] && echo "incremental (debug, one leaf)" || echo "clean $kind")
        printf '| %d | %s | %.1f | %.1f | %.2f× |\n' "$n" "$label" "$c" "$m" "$(ratio "$c" "$m")"
    done
done

# Growth: seconds per feature from the smallest to the largest size; flag more than 1.25× growth.
if [ "${#sizes[@]}" -gt 1 ]; then
    small=${sizes[0]}; large=${sizes[-1]}
    for style in cpdi manual; do
        for configuration in "${configurations[@]}"; do
            growth=$(echo "(${result[$style,$large,$configuration]} / $large) / (${result[$style,$small,$configuration]} / $small)" | bc -l)
            verdict=$(echo "$growth > 1.25" | bc -l)
            printf 'Seconds per feature, %s %s, %d → %d features: ×%.2f%s\n' "$style" "$configuration" "$small" "$large" "$growth" \
                "$([ "$verdict" = 1 ] && echo ' — super-linear' || echo ' (linear or better)')"
        done
    done
fi

# The real monorepo.
scratch=.build-scaling
rm -rf "$scratch"
clean=$(seconds swift build --scratch-path "$scratch")
echo "// benchmark touch" >> Modules/MapFeature/NearbyPrinter.swift
incremental=$(seconds swift build --scratch-path "$scratch")
sed -i '$ d' Modules/MapFeature/NearbyPrinter.swift
rm -rf "$scratch"
printf '\nThis monorepo: clean debug build %.1f s; incremental after editing one feature file %.1f s.\n' "$clean" "$incremental"
