#!/usr/bin/env bash
# cpdi-lint against `swift format lint --parallel -r` and a bare SwiftParser parse of the same files,
# on ~250,000 lines of real Swift (swift-nio, vapor and swift-dependencies from the machine's package
# cache), alternating runs in one session; medians, ratios and peak memory.
# Usage: Benchmarks/lint-throughput.sh [ROUNDS] [--small]   (from the repository root; ROUNDS defaults
# to 5; --small lints swift-dependencies alone, for the smoke test)
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${BENCHMARK_CONFIGURATION:-release} # Benchmarks/run --quick uses debug builds
rounds=${1:-5}
packages=/opt/swift-packages
corpus=$(mktemp -d)
trap 'rm -rf "$corpus"' EXIT

specs=(apple/swift-nio:2.101.3 vapor/vapor:4.122.3 pointfreeco/swift-dependencies:1.17.1)
[ "${2:-}" = "--small" ] && specs=(pointfreeco/swift-dependencies:1.17.1)
for spec in "${specs[@]}"; do
    repo=${spec%%:*}; tag=${spec##*:}
    mkdir -p "$corpus/$(basename "$repo")"
    git -C "$packages/$repo.git" archive "$tag" | tar -x -C "$corpus/$(basename "$repo")"
done
files=$(find "$corpus" -name '*.swift' | wc -l)
lines=$(find "$corpus" -name '*.swift' -print0 | xargs -0 cat | wc -l)

swift build -c "$configuration" --package-path lint --product cpdi-lint >/dev/null 2>&1
swift build -c "$configuration" --package-path lint --product parse-benchmark >/dev/null 2>&1
lint=lint/.build/$configuration/cpdi-lint
parse=lint/.build/$configuration/parse-benchmark

# name|command; run from inside the corpus so every tool sees the same relative paths.
tools=(
    "cpdi-lint|$PWD/$lint ."
    "cpdi-lint, every file parsed|env CPDI_LINT_PARSE_EVERY_FILE=1 $PWD/$lint ."
    "SwiftParser parse only|$PWD/$parse ."
    "swift format lint --parallel -r|swift format lint --parallel -r ."
)
declare -A times memory
measurement=$(mktemp)
for round in $(seq "$rounds"); do
    for tool in "${tools[@]}"; do
        name=${tool%%|*}; command=${tool#*|}
        (cd "$corpus" && /usr/bin/time -o "$measurement" -f '%e %M' $command >/dev/null 2>&1) || true
        read -r seconds kilobytes < "$measurement"
        times[$name]+="$seconds "
        memory[$name]+="$kilobytes "
    done
done
rm -f "$measurement"

median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
lint_time=$(echo "${times[cpdi-lint]}" | median)
echo "Corpus: $files files, $lines lines (${specs[*]}); $rounds alternating rounds; $(nproc) cores"
echo "| tool | median s | vs cpdi-lint | peak MB |"
echo "| --- | ---: | ---: | ---: |"
for tool in "${tools[@]}"; do
    name=${tool%%|*}
    t=$(echo "${times[$name]}" | median)
    m=$(echo "${memory[$name]}" | tr ' ' '\n' | grep -v '^$' | sort -g | tail -1)
    printf '| %s | %.3f | %.2f× | %.1f |\n' "$name" "$t" "$(echo "$t / $lint_time" | bc -l)" "$(echo "$m / 1024" | bc -l)"
done
