#!/usr/bin/env bash
# `cpdi-lint --fix --dry-run` against plain `cpdi-lint` on one generated 20,000-line file with one
# missing forward: wall time and peak memory of each, median of ROUNDS, and their ratios.
# Usage: Benchmarks/lint-fix-diff.sh [ROUNDS]   (from the repository root; ROUNDS defaults to 5)
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${BENCHMARK_CONFIGURATION:-release}
rounds=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/Big.swift" <<'PY'
import sys
head = """typealias ReceiptDependencies = PrintingDependency

struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies
    func print() { dependencies.printer.print() }
}

protocol PrintingDependency {
    var printer: any Printing { get }
}

protocol LoggingDependency {
    var logger: any Logging { get }
}

typealias CheckoutDependencies = LoggingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies
    func finish() { dependencies.logger.log("done"); Receipt(dependencies: dependencies).print() }
""".split("\n")
body = ["    func f%d() -> Int { %d }" % (i, i) for i in range(20000 - len(head) - 1)]
open(sys.argv[1], "w").write("\n".join(head + body + ["}"]) + "\n")
PY
swift build -c "$configuration" --package-path lint --product cpdi-lint >/dev/null 2>&1
lint=$PWD/lint/.build/$configuration/cpdi-lint
measure() { # prints "seconds kilobytes" of one run of the command
    /usr/bin/time -f "%e %M" "$@" 2>&1 >/dev/null | tail -1
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
plain=(); fixing=()
for _ in $(seq "$rounds"); do
    plain+=("$(cd "$work" && measure "$lint" Big.swift || true)")
    fixing+=("$(cd "$work" && measure "$lint" --fix --dry-run Big.swift || true)")
done
plain_s=$(printf '%s\n' "${plain[@]}" | cut -d' ' -f1 | median); plain_kb=$(printf '%s\n' "${plain[@]}" | cut -d' ' -f2 | median)
fix_s=$(printf '%s\n' "${fixing[@]}" | cut -d' ' -f1 | median); fix_kb=$(printf '%s\n' "${fixing[@]}" | cut -d' ' -f2 | median)
echo "20,000-line file, one fix; medians of $rounds runs"
echo "| command | s | peak MB |"
echo "| --- | ---: | ---: |"
echo "| cpdi-lint | $plain_s | $((plain_kb / 1024)) |"
echo "| cpdi-lint --fix --dry-run | $fix_s | $((fix_kb / 1024)) |"
awk -v a="$fix_s" -v b="$plain_s" -v c="$fix_kb" -v d="$plain_kb" 'BEGIN { printf "ratio: %.2f× time, %.2f× memory\n", a / b, c / d }'
