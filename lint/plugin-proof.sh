#!/usr/bin/env bash
# Proves the SwiftPM command plugin works from a consumer package: runs `swift package cpdi-lint` in
# lint/Examples/Consumer, which depends on the lint package by path, and checks that the one planted
# finding (a missing-forwarding across two modules) is reported and fails the run.
set -euo pipefail
consumer=$(cd "$(dirname "$0")/Examples/Consumer" && pwd)
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
