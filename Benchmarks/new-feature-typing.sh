#!/usr/bin/env bash
# What `cpdi-lint new` saves: the lines a team types to add a feature and a dependency by hand (the
# non-blank lines `cpdi-lint new` writes, and the CPDI plumbing lines of this repository's own
# MapFeature, its tests and its dev app: typealiases and their components, `dependencies` storage and
# initializers, splices' forwarding members, roots' conformances), against the one command line; and
# the time from `cpdi-lint new feature` to a green `swift build` in a scratch copy of this repository.
# Usage: Benchmarks/new-feature-typing.sh   (from the repository root; builds lint's debug binary)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --package-path lint --product cpdi-lint >/dev/null 2>&1
lint=$PWD/lint/.build/debug/cpdi-lint
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -R Package.swift Modules Apps Tests .cpdi-lint.json "$work/"
cd "$work"
git init -q
printf '.build/\n' > .gitignore
git add -A
git -c user.name=benchmark -c user.email=benchmark@localhost commit -qm base

start=$(date +%s%N)
"$lint" new feature Favorites >/dev/null
swift build >/dev/null 2>&1
seconds=$(echo "($(date +%s%N) - $start) / 1000000000" | bc -l)
feature_lines=$(git diff --numstat | awk '{ n += $1 } END { print n + 0 }')
feature_lines=$((feature_lines + $(git ls-files --others --exclude-standard | xargs grep -cv '^\s*$' | awk -F: '{ n += $2 } END { print n }')))
"$lint" new dependency PaymentGateway --module Catalog >/dev/null
dependency_lines=$(git ls-files --others --exclude-standard -- Modules/Catalog Modules/CatalogStubs | xargs grep -cv '^\s*$' | awk -F: '{ n += $2 } END { print n }')
plumbing='typealias |Dependencies|dependencies|externalDependencies\.'
map_lines=$(cat Modules/MapFeature/*.swift Apps/MapDevApp/*.swift Tests/MapFeatureTests/*.swift | grep -cE "$plumbing")

echo "| to add | lines typed by hand | with cpdi-lint |"
echo "| --- | ---: | ---: |"
echo "| a feature (module, first type, test on a stub root, dev app, manifest) | $feature_lines | 1 |"
echo "| a dependency (protocol, \`…Dependency\`, in-memory stub) | $dependency_lines | 1 |"
echo "| this repository's MapFeature, its test and dev app: CPDI plumbing lines | $map_lines | – |"
echo
printf 'cpdi-lint new feature Favorites, then swift build green: %.1f s\n' "$seconds"
