#!/usr/bin/env bash
# A consumer's first `swift build` with cpdi-lint's build-tool plugin, two ways: on cpdi-lint-plugins
# (the prebuilt binary in an artifact bundle) and on cpdi-lint's sources (which compiles swift-syntax).
# The consumer is lint/Examples/Consumer with its planted finding mended, so both builds succeed; each
# starts with no .build folder and a warm package cache. Wall time and the peak resident memory of the
# largest process, from /usr/bin/time -v.
# Usage: Benchmarks/plugin-first-build.sh   (from the repository root; builds the bundle if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
bundle=lint/.build/artifactbundle/cpdi-lint.artifactbundle.zip
[ -f "$bundle" ] || lint/make-artifactbundle.sh >/dev/null
source lint/Scripts/lib.sh
version=$(cpdi_lint_version lint)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

lint/make-plugins-package.sh --bundle "$bundle" --output "$work/cpdi-lint-plugins" --tag "$version" >/dev/null
manifest=lint/Examples/Consumer/Package.swift
for way in prebuilt source; do
    cp -R lint/Examples/Consumer "$work/$way"
    rm -rf "$work/$way/.build"
    sed -i 's/^typealias CheckoutDependencies = .*/typealias CheckoutDependencies = LoggingDependency \& PrintingDependency \& ReceiptFeatureDependencies/' \
        "$work/$way/Sources/Checkout/Checkout.swift"
done
sed -e "s|\.package(name: \"cpdi-lint\", path: \"\.\./\.\.\")|.package(url: \"file://$work/cpdi-lint-plugins\", from: \"$version\")|" \
    -e 's|package: "cpdi-lint")|package: "cpdi-lint-plugins")|' "$manifest" > "$work/prebuilt/Package.swift"
sed -e "s|\.package(name: \"cpdi-lint\", path: \"\.\./\.\.\")|.package(name: \"cpdi-lint\", path: \"$repo/lint\")|" "$manifest" > "$work/source/Package.swift"

echo "| consumer's first swift build | wall time | peak memory (largest process) |"
echo "| --- | --- | --- |"
for way in prebuilt source; do
    if ! (cd "$work/$way" && /usr/bin/time -v swift build >"$work/$way.log" 2>"$work/$way.time"); then
        tail -20 "$work/$way.log" >&2
        exit 1
    fi
    wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/$way.time")
    memory=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/$way.time")
    label=$([ "$way" = prebuilt ] && echo "cpdi-lint-plugins (prebuilt)" || echo "cpdi-lint from source")
    echo "| $label | $wall | $((memory / 1024)) MB |"
done
