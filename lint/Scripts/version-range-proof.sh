#!/usr/bin/env bash
# Proves the lowest ends of the version ranges in lint/Package.swift: builds and tests the lint package
# (all but the two swiftc-only fixture tests), in its own place but with its own build folder
# (lint/.build-lowest), with each dependency resolved to
# the lowest version its range allows. (The highest ones are what a plain `swift build` resolves, which
# CI runs anyway.) Package.resolved is put back as it was afterwards, and the build folder removed (it
# holds a second copy of every dependency's build, which a CI machine's disk need not keep).
# Usage: lint/Scripts/version-range-proof.sh   (from anywhere)
set -euo pipefail
cd "$(dirname "$0")/.."
saved=$(mktemp)
had_resolved=false
if [ -f Package.resolved ]; then cp Package.resolved "$saved"; had_resolved=true; fi
restore() {
    if $had_resolved; then cp "$saved" Package.resolved; else rm -f Package.resolved; fi
    rm -rf "$saved" .build-lowest
}
trap restore EXIT

# Each `.package(url: ".../NAME", "LOW"..<"HIGH")` resolved at LOW.
lowest=$(sed -nE 's/.*\.package\(url: "[^"]*\/([^"/]+)", "([0-9.]+)"\.\.<"[0-9.]+"\).*/\1 \2/p' Package.swift)
if [ "$(grep -c '\.package(url:' Package.swift)" -ne "$(echo "$lowest" | grep -c .)" ]; then
    echo "version-range-proof: every dependency must be written as \"LOW\"..<\"HIGH\"" >&2
    exit 1
fi
swift package --scratch-path .build-lowest resolve >/dev/null 2>&1
while read -r name version; do
    echo "version-range-proof: $name at $version"
    swift package --scratch-path .build-lowest resolve "$name" --version "$version" >/dev/null 2>&1
done <<< "$lowest"
log=$(mktemp)
# The two fixture tests that hand every fixture (before and after --fix) to swiftc are left out: what they
# add is the compiler's verdict, which these versions do not change, and the main test run makes them.
if ! swift test --scratch-path .build-lowest --skip 'typeChecks|fixSettlesInOnePassAndTypeChecks' > "$log" 2>&1; then
    grep -E "error:|✘" "$log" | head -40
    echo "version-range-proof: FAIL with the lowest versions" >&2
    exit 1
fi
tail -1 "$log"
rm -f "$log"
echo "version-range-proof: the lint package builds and passes its tests with the lowest versions it allows"
