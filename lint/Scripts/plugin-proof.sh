#!/usr/bin/env bash
# Proves the SwiftPM plugins work from a consumer package, lint/Examples/Consumer, which depends on the
# lint package by path and has one planted finding (a missing-forwarding across two modules):
# `swift package cpdi-lint` (the command plugin) must report it and fail, and `swift build` (the
# build-tool plugin on the Checkout target) must fail with it as a build diagnostic.
# Usage: lint/Scripts/plugin-proof.sh [CONSUMER]   (release.sh passes a copy that depends on a release by URL)
set -euo pipefail
consumer=$(cd "${1:-$(dirname "$0")/../Examples/Consumer}" && pwd)
log=$(mktemp)
trap 'rm -f "$log"' EXIT

status=0
swift package --package-path "$consumer" --disable-sandbox cpdi-lint >"$log" 2>&1 || status=$?
cat "$log"
expected="Sources/Checkout/Checkout.swift:23:9: error: "
if [ "$status" -eq 0 ]; then
    echo "plugin-proof: FAIL: swift package cpdi-lint exited 0 on a package with a planted finding" >&2
    exit 1
fi
if ! grep -q "$expected.*ReceiptFeatureDependencies.*(missing-forwarding)" "$log"; then
    echo "plugin-proof: FAIL: the planted missing-forwarding finding was not reported" >&2
    exit 1
fi
echo "plugin-proof: the command plugin reported the planted finding"

# `swift build` must fail with the planted finding as a diagnostic; $1 says which build it was.
build_fails_with_planted_finding() {
    local status=0
    swift build --package-path "$consumer" >"$log" 2>&1 || status=$?
    grep -v '^\[' "$log" || true
    if [ "$status" -eq 0 ] || ! grep -q "^$consumer/$expected.*ReceiptFeatureDependencies.*(missing-forwarding)" "$log"; then
        echo "plugin-proof: FAIL: $1 did not fail the build with the planted finding as a diagnostic" >&2
        exit 1
    fi
}

build_fails_with_planted_finding "the build-tool plugin"
echo "plugin-proof: the build-tool plugin failed the build on the planted finding"

# The build-tool plugin keeps the facts of the files it read in its work folder (`--cache`): the
# rerun after a failed lint takes them from there and reports the same finding.
if [ -z "$(find "$consumer/.build/plugins/outputs" -path '*Checkout*' -name 'cpdi-lint-facts.cache')" ]; then
    echo "plugin-proof: FAIL: the build-tool plugin left no facts cache in its work folder" >&2
    exit 1
fi
build_fails_with_planted_finding "the build-tool plugin's rerun on its facts cache"
echo "plugin-proof: the build-tool plugin's rerun, on its facts cache, reported the same finding"
