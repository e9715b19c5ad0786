#!/usr/bin/env bash
# Table 1 under each way of letting Swift specialize the CPDI feature (generic, in its own module)
# for the executable's concrete root: as the app builds (SwiftPM's release defaults), `@inlinable`
# on the feature's public API, `-cross-module-optimization`, and both. For each: a clean release
# build of injection-benchmark (dependencies resolved first, so fetching is not timed), the
# binary's size, and table 1's CPDI / manual ratios (median of RUNS runs, the variants alternating).
# Usage: Benchmarks/specialization-options.sh [RUNS]   (default 3; run on an otherwise idle machine)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The @inlinable variant: a copy of the package with the feature's API marked for inlining.
mkdir -p "$work/inlinable-package"
tar -C Benchmarks --exclude='./.build*' --exclude=./Package.resolved -cf - . | tar -C "$work/inlinable-package" -xf -
sed -i -e 's/^    public \(init\|func\)/    @inlinable public \1/' -e 's/^    let dependencies:/    @usableFromInline let dependencies:/' \
    "$work/inlinable-package/Sources/CPDIFeature/NearbyFeature.swift"

variants=(default inlinable cmo inlinable+cmo)
declare -A package=([default]=Benchmarks [inlinable]="$work/inlinable-package" [cmo]=Benchmarks [inlinable+cmo]="$work/inlinable-package")
declare -A flags=([default]="" [inlinable]="" [cmo]="-Xswiftc -cross-module-optimization" [inlinable+cmo]="-Xswiftc -cross-module-optimization")
declare -A seconds bytes

for v in "${variants[@]}"; do
    scratch="$work/build-$v"
    swift package resolve --package-path "${package[$v]}" --scratch-path "$scratch" >/dev/null 2>&1
    start=$(date +%s.%N)
    # shellcheck disable=SC2086
    swift build -c release --package-path "${package[$v]}" --scratch-path "$scratch" --product injection-benchmark ${flags[$v]} >/dev/null 2>&1
    seconds[$v]=$(echo "$(date +%s.%N) - $start" | bc)
    cp "$scratch/release/injection-benchmark" "$work/bin-$v"
    bytes[$v]=$(stat -c %s "$work/bin-$v")
    rm -rf "$scratch"
done

for run in $(seq 1 "$runs"); do
    for v in "${variants[@]}"; do "$work/bin-$v" > "$work/table-$v-$run.md"; done
done

for v in "${variants[@]}"; do
    echo "### $v: swift build -c release --product injection-benchmark ${flags[$v]}"
    for run in $(seq 1 "$runs"); do echo; echo "run $run:"; cat "$work/table-$v-$run.md"; done
    echo
done

median() { sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
ratio() { # variant, row number (1-4): that row's CPDI / manual, median over runs
    for run in $(seq 1 "$runs"); do
        sed -n "$(($2 + 2))p" "$work/table-$1-$run.md" | awk -F'|' '{ gsub(/[ ×]/, "", $(NF-1)); print $(NF-1) }'
    done | median
}
echo "| option | build the graph | open the signed-in scope | hot-loop read | read once | clean release build s | binary bytes |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
for v in "${variants[@]}"; do
    printf '| %s | %.2f× | %.2f× | %.2f× | %.2f× | %.1f | %s |\n' "$v" "$(ratio "$v" 1)" "$(ratio "$v" 2)" "$(ratio "$v" 3)" "$(ratio "$v" 4)" "${seconds[$v]}" "${bytes[$v]}"
done
