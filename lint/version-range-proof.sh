#!/usr/bin/env bash
# Proves the lowest ends of the version ranges in lint/Package.swift: builds and tests a copy of the lint
# package with each dependency pinned exactly to the lowest version its range allows. (The highest ones
# are what a plain `swift build` resolves, which CI runs anyway.)
# Usage: lint/version-range-proof.sh   (from anywhere)
set -euo pipefail
lint=$(cd "$(dirname "$0")" && pwd)
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp -R "$lint/Package.swift" "$lint/Sources" "$lint/Plugins" "$lint/Tests" "$copy/"

# `"600.0.1"..<"604.0.0"` → `exact: "600.0.1"`, for every dependency.
sed -E 's/\.package\(url: ("[^"]+"), "([0-9.]+)"\.\.<"[0-9.]+"\)/.package(url: \1, exact: "\2")/' "$lint/Package.swift" > "$copy/Package.swift"
if grep -q '\.\.<' "$copy/Package.swift"; then
    echo "version-range-proof: a dependency is not written as \"LOW\"..<\"HIGH\"" >&2
    exit 1
fi
grep -o 'exact: "[0-9.]*"' "$copy/Package.swift" | sed 's/^/version-range-proof: pinned /'
log="$copy/test.log"
if ! swift test --package-path "$copy" > "$log" 2>&1; then
    grep -E "error:|✘" "$log" | head -40
    echo "version-range-proof: FAIL with the lowest versions" >&2
    exit 1
fi
tail -1 "$log"
echo "version-range-proof: the lint package builds and passes its tests with the lowest versions it allows"
