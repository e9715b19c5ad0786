#!/usr/bin/env bash
# Releases cpdi-lint VERSION so any package can depend on it by URL:
#   .package(url: "https://github.com/OWNER/REPOSITORY", from: "VERSION")
# SwiftPM reads the manifest at the root of the tagged commit, and this repository's root manifest is
# the app's, so the release is a commit whose root is the lint package: a subtree split of lint/ (its
# history kept), tagged VERSION. This repository's plain semver tags are cpdi-lint's.
#
# Then it checks the result as a consumer would: a bare clone of this repository (named cpdi-lint.git,
# so the package identity is `cpdi-lint`) is resolved by `file://` URL with `from: "VERSION"` from a
# scratch copy of lint/Examples/Consumer, and lint/plugin-proof.sh runs `swift package cpdi-lint` and
# `swift build` on it and must see the planted finding. Nothing is pushed; push the tag yourself.
#
# Usage: lint/release.sh VERSION   (VERSION must be the one in lint/Sources/CPDILint/Version.swift)
set -euo pipefail
cd "$(dirname "$0")/.."
version=${1:-}
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    echo "usage: lint/release.sh MAJOR.MINOR.PATCH" >&2
    exit 2
fi
declared=$(sed -n 's/.*current = "\([0-9.]*\)".*/\1/p' lint/Sources/CPDILint/Version.swift)
if [ "$version" != "$declared" ]; then
    echo "release: $version is not the version in lint/Sources/CPDILint/Version.swift ($declared); bump it there first" >&2
    exit 2
fi
if [ -n "$(git status --porcelain -- lint)" ]; then
    echo "release: lint/ has uncommitted changes; commit them first" >&2
    exit 2
fi

split=$(git subtree split --prefix=lint HEAD 2>/dev/null | tail -1)
if existing=$(git rev-parse -q --verify "refs/tags/$version^{commit}"); then
    if [ "$existing" != "$split" ]; then
        echo "release: tag $version already names another commit ($existing)" >&2
        exit 2
    fi
else
    git tag "$version" "$split"
fi
echo "release: tagged $version at $split (lint/ as the package root)"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
git clone -q --bare . "$scratch/cpdi-lint.git"
cp -R lint/Examples/Consumer "$scratch/Consumer"
rm -rf "$scratch/Consumer/.build"
# The consumer's manifest as a team writes it, with the URL of the local clone.
sed -e "s|\.package(name: \"cpdi-lint\", path: \"\.\./\.\.\")|.package(url: \"file://$scratch/cpdi-lint.git\", from: \"$version\")|" \
    lint/Examples/Consumer/Package.swift > "$scratch/Consumer/Package.swift"
grep -q "from: \"$version\"" "$scratch/Consumer/Package.swift" || { echo "release: could not point the consumer at the release" >&2; exit 1; }
swift package --package-path "$scratch/Consumer" resolve
resolved=$(swift package --package-path "$scratch/Consumer" show-dependencies | grep -o "cpdi-lint<[^>]*>" | head -1)
echo "release: the consumer resolved $resolved"
case "$resolved" in *"@$version"*) ;; *) echo "release: the consumer did not resolve $version" >&2; exit 1 ;; esac
lint/plugin-proof.sh "$scratch/Consumer"
echo "release: $version resolves by URL, and its command and build-tool plugins report the planted finding"
