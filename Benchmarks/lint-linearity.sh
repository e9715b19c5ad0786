#!/usr/bin/env bash
# cpdi-lint's cost as inputs grow: one file of 1×, 2× and 4× SIZE types (lint against a bare SwiftParser
# parse of the same file), and FILES, 2× and 4× FILES small files that each need a dependencies-first
# fix (lint against `--fix --dry-run`). Wall time and peak memory, medians of ROUNDS runs in one session;
# each ratio is against the smallest input of its row, so linear growth reads 2.00× and 4.00×.
# Usage: Benchmarks/lint-linearity.sh [ROUNDS] [SIZE] [FILES]   (defaults 3, 20000 and 25000)
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${BENCHMARK_CONFIGURATION:-release}
rounds=${1:-3}
size=${2:-20000}
files=${3:-25000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c "$configuration" --package-path lint --product cpdi-lint >/dev/null 2>&1
swift build -c "$configuration" --package-path lint --product parse-benchmark >/dev/null 2>&1
lint=$PWD/lint/.build/$configuration/cpdi-lint
parse=$PWD/lint/.build/$configuration/parse-benchmark

for factor in 1 2 4; do
    mkdir -p "$work/big-$factor" "$work/many-$factor/Sources/App"
    git -C "$work/big-$factor" init -q
    git -C "$work/many-$factor" init -q
    python3 - "$((size * factor))" "$work/big-$factor/Big.swift" "$((files * factor))" "$work/many-$factor/Sources/App" <<'PY'
import sys
types, path, count, folder = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
with open(path, "w") as out:
    out.write("protocol Logging { func log() }\nprotocol LoggingDependency { var logger: any Logging { get } }\n")
    for i in range(types):
        out.write(f"typealias T{i}Dependencies = LoggingDependency\n\nstruct T{i}<Dependencies: T{i}Dependencies> {{\n"
                  f"    let dependencies: Dependencies\n    func log(value: Int) -> Int {{ dependencies.logger.log(); return value * {i} }}\n}}\n\n")
for i in range(count):
    with open(f"{folder}/T{i}.swift", "w") as out:
        out.write(f"typealias T{i}Dependencies = LoggingDependency\n\nstruct T{i}<Dependencies: T{i}Dependencies> {{\n"
                  f"    let dependencies: Dependencies\n    init(order: Int, dependencies: Dependencies) {{ self.dependencies = dependencies }}\n}}\n\n"
                  f"func make{i}<Dependencies: T{i}Dependencies>(dependencies: Dependencies) {{ _ = T{i}(order: 1, dependencies: dependencies) }}\n")
PY
done

declare -A times memory
measure() { # key, folder, command…: appends one run's seconds and kilobytes
    local key=$1 folder=$2; shift 2
    (cd "$folder" && /usr/bin/time -o "$work/measurement" -f '%e %M' "$@" >/dev/null 2>&1) || true
    read -r seconds kilobytes < <(tail -1 "$work/measurement")
    times[$key]+="$seconds "
    memory[$key]+="$kilobytes "
}
for _ in $(seq "$rounds"); do
    for factor in 1 2 4; do
        measure "lint-big-$factor" "$work/big-$factor" "$lint" .
        measure "parse-big-$factor" "$work/big-$factor" "$parse" .
        measure "lint-many-$factor" "$work/many-$factor" "$lint" .
        measure "fix-many-$factor" "$work/many-$factor" "$lint" --fix --dry-run .
    done
done
median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
row() { # label, key
    local base t kb
    base=$(echo "${times[$2-1]}" | median)
    for factor in 1 2 4; do
        t=$(echo "${times[$2-$factor]}" | median)
        kb=$(echo "${memory[$2-$factor]}" | median)
        printf '| %s, %s× | %.3f | %.2f× | %.1f |\n' "$1" "$factor" "$t" "$(echo "$t / $base" | bc -l)" "$(echo "$kb / 1024" | bc -l)"
    done
}
echo "One file of $size, $((size * 2)) and $((size * 4)) types ($(du -h "$work/big-1/Big.swift" | cut -f1) to $(du -h "$work/big-4/Big.swift" | cut -f1)); $files to $((files * 4)) small files; medians of $rounds rounds; $(nproc) cores; $configuration build"
echo "| run | median s | vs 1× | peak MB |"
echo "| --- | ---: | ---: | ---: |"
row "cpdi-lint, one large file" lint-big
row "SwiftParser parse only, same file" parse-big
row "cpdi-lint, many files" lint-many
row "cpdi-lint --fix --dry-run, many files (one fix each)" fix-many
for factor in 1 2 4; do
    printf -- '- %s× files: --fix --dry-run takes %.2f× the lint\n' "$factor" "$(echo "$(echo "${times[fix-many-$factor]}" | median) / $(echo "${times[lint-many-$factor]}" | median)" | bc -l)"
done
