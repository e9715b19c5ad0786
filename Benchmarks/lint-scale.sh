#!/usr/bin/env bash
# cpdi-lint on CPDI code at scale: the synthetic monorepo (`synthetic-monorepo --style cpdi`) against a
# bare SwiftParser parse of the same files, with the findings it reports (none is the goal: the code is
# written the rulebook's way); and one file of N types each forwarding the next, to show the time grows
# linearly with the depth of the forwarding chain; and the same lint with its facts cache (`--cache`, as
# the build-tool plugin runs it) when no file changed, when one file changed without changing its facts
# (the last run's findings are reused), when one file's code only moved (the findings move with it) and
# when one file declares something new (they are worked out again).
# Medians of alternating runs in one session.
# Usage: Benchmarks/lint-scale.sh [ROUNDS] [FEATURES]   (from the repository root; defaults 3 and 5000)
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${BENCHMARK_CONFIGURATION:-release}
rounds=${1:-3}
features=${2:-5000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swift build -c "$configuration" --package-path lint --product cpdi-lint >/dev/null 2>&1
swift build -c "$configuration" --package-path lint --product parse-benchmark >/dev/null 2>&1
lint=$PWD/lint/.build/$configuration/cpdi-lint
parse=$PWD/lint/.build/$configuration/parse-benchmark
swiftc -O -parse-as-library Benchmarks/Sources/synthetic-monorepo/SyntheticMonorepo.swift -o "$work/synthetic-monorepo"

"$work/synthetic-monorepo" --style cpdi --features "$features" --output "$work/monorepo"
git -C "$work/monorepo" init -q
files=$(find "$work/monorepo" -name '*.swift' | wc -l)
lines=$(find "$work/monorepo" -name '*.swift' -print0 | xargs -0 cat | wc -l)

# chain-N/Chain.swift: T0 creates T1 … creates T(N-1), each forwarding the next one's typealias.
for n in 1000 2000 4000; do
    mkdir -p "$work/chain-$n"
    git -C "$work/chain-$n" init -q
    python3 - "$n" > "$work/chain-$n/Chain.swift" <<'EOF'
import sys
n = int(sys.argv[1])
print("protocol Logging { func log() }\nprotocol LoggingDependency { var logger: any Logging { get } }\n")
for i in range(n):
    forward = f"\n    & T{i + 1}Dependencies // Required by T{i + 1}" if i + 1 < n else ""
    child = f"\n    func next() {{ T{i + 1}(dependencies: dependencies).log() }}" if i + 1 < n else ""
    print(f"typealias T{i}Dependencies = LoggingDependency{forward}\n")
    print(f"struct T{i}<Dependencies: T{i}Dependencies> {{\n    let dependencies: Dependencies\n    func log() {{ dependencies.logger.log() }}{child}\n}}\n")
EOF
done

measure() { # name, folder, command…: appends "seconds kilobytes" to times[name], memory[name]
    local name=$1 folder=$2; shift 2
    (cd "$folder" && /usr/bin/time -o "$work/measurement" -f '%e %M' "$@" >/dev/null 2>&1) || true
    read -r seconds kilobytes < "$work/measurement"
    times[$name]+="$seconds "
    memory[$name]+="$kilobytes "
}
declare -A times memory
# One file to edit between cached runs: a feature's view, which other files' facts refer to.
edited=$(find "$work/monorepo" -name '*.swift' -path '*Feature*' | sort | sed -n 1p)
(cd "$work/monorepo" && "$lint" --strict --cache "$work/cache" . >/dev/null 2>&1) || true
(cd "$work/monorepo" && "$lint" --strict --cache "$work/cache-target" --context . "$(dirname "${edited#"$work/monorepo/"}")" >/dev/null 2>&1) || true
for round in $(seq "$rounds"); do
    measure lint "$work/monorepo" "$lint" --strict .
    measure parse "$work/monorepo" "$parse" .
    measure cached "$work/monorepo" "$lint" --strict --cache "$work/cache" .
    # A comment after the code changes no fact: the last run's findings are reused.
    echo "// edited in round $round" >> "$edited"
    measure edited "$work/monorepo" "$lint" --strict --cache "$work/cache" .
    # A line above the code moves every fact of the file: the findings move with it.
    sed -i "1i // moved in round $round" "$edited"
    measure moved "$work/monorepo" "$lint" --strict --cache "$work/cache" .
    # A declaration added changes what the file declares: the findings are worked out again.
    echo "typealias Round${round}Dependencies = Never" >> "$edited"
    measure declared "$work/monorepo" "$lint" --strict --cache "$work/cache" .
    # As the build-tool plugin runs for the edited file's target: every file read for context, its own
    # findings reported, with a cache of its own; after another declaration is added, taken out again
    # so that the next round's runs with the other cache start from what it holds.
    cp "$edited" "$work/before-target"
    echo "typealias Target${round}Dependencies = Never" >> "$edited"
    measure target "$work/monorepo" "$lint" --strict --cache "$work/cache-target" --context . "$(dirname "${edited#"$work/monorepo/"}")"
    cp "$work/before-target" "$edited"
    for n in 1000 2000 4000; do measure "chain-$n" "$work/chain-$n" "$lint" --strict .; done
done
median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
peak() { tr ' ' '\n' | grep -v '^$' | sort -g | tail -1 | awk '{ printf "%.1f", $1 / 1024 }'; }
findings=$(cd "$work/monorepo" && "$lint" --strict . | grep -c ': \(error\|warning\):' || true)
lint_time=$(echo "${times[lint]}" | median)
parse_time=$(echo "${times[parse]}" | median)

echo "Synthetic monorepo: $features features, $files files, $lines lines; $rounds alternating rounds; $(nproc) cores; $configuration build"
echo "| run | median s | ratio | peak MB |"
echo "| --- | ---: | ---: | ---: |"
printf '| cpdi-lint --strict, synthetic monorepo (%s findings) | %.3f | %.2f× a bare parse | %s |\n' "$findings" "$lint_time" "$(echo "$lint_time / $parse_time" | bc -l)" "$(echo "${memory[lint]}" | peak)"
printf '| SwiftParser parse only, same files | %.3f | 1.00× | %s |\n' "$parse_time" "$(echo "${memory[parse]}" | peak)"
for name in cached edited moved declared target; do
    t=$(echo "${times[$name]}" | median)
    case $name in
        cached) label="no file changed" ;;
        edited) label="a comment added after the code of one file of $files" ;;
        moved) label="a line added above the code of one file of $files (its facts move)" ;;
        declared) label="a declaration added to one file of $files (its facts change)" ;;
        target) label="--context ., one target reported as the build-tool plugin runs it, a declaration added to one of its files" ;;
    esac
    printf '| cpdi-lint --strict --cache, %s | %.3f | %.2f× a bare parse | %s |\n' "$label" "$t" "$(echo "$t / $parse_time" | bc -l)" "$(echo "${memory[$name]}" | peak)"
done
chain_base=$(echo "${times[chain-1000]}" | median)
for n in 1000 2000 4000; do
    t=$(echo "${times[chain-$n]}" | median)
    printf '| cpdi-lint, one file of %s types each forwarding the next | %.3f | %.2f× the 1,000-type chain | %s |\n' "$n" "$t" "$(echo "$t / $chain_base" | bc -l)" "$(echo "${memory[chain-$n]}" | peak)"
done
