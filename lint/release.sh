#!/usr/bin/env bash
# Releases cpdi-lint VERSION so any package can depend on it by URL:
#   .package(url: "https://github.com/OWNER/REPOSITORY", from: "VERSION")
# SwiftPM reads the manifest at the root of the tagged commit, and this repository's root manifest is
# the app's, so the release is a commit whose root is the lint package, tagged VERSION
# (cpdi_lint_release_commit in Scripts/lib.sh): HEAD's lint/ folder with the repository's LICENSE and
# .pre-commit-hooks.yaml, and CHANGELOG.md whose top entry is VERSION with today's date (in the release
# only; the working tree is not touched). Each release is committed on the branch `releases`, on top of
# the one before, so that branch holds every release: pre-commit's `rev: VERSION` and
# `pre-commit autoupdate` (the newest tag on the default branch) work on a repository that publishes it.
# This repository's plain semver tags are cpdi-lint's.
#
# Then it checks the result as a consumer would: a bare clone of this repository (named cpdi-lint.git,
# so the package identity is `cpdi-lint`) is resolved by `file://` URL with `from: "VERSION"` from a
# scratch copy of lint/Examples/Consumer, and lint/Scripts/plugin-proof.sh runs `swift package cpdi-lint` and
# `swift build` on it and must see the planted finding.
#
# It also writes what a release publishes besides the tag, in lint/.build/publish/VERSION: the artifact
# bundle (make-artifactbundle.sh, or --bundle ZIP when it is already built) and cpdi-lint-plugins, the
# plugins-only package on that bundle (make-plugins-package.sh, naming the bundle by --download-url). It
# checks that package the same way: a copy of it that names the bundle by path, tagged VERSION in a
# scratch repository, resolved by `file://` URL from a second copy of the consumer, whose build must
# fetch and compile no swift-syntax. Nothing is pushed: push the tag, publish the plugins package as a
# repository of its own and upload the bundle yourself.
#
# Usage: lint/release.sh VERSION [--bundle ZIP] [--download-url URL]
#        (VERSION must be the one in lint/Sources/CPDILint/Version.swift)
set -euo pipefail
cd "$(dirname "$0")/.."
usage="usage: lint/release.sh MAJOR.MINOR.PATCH [--bundle ZIP] [--download-url URL]"
version=${1:-}
if ! [[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]]; then
    echo "$usage" >&2
    exit 2
fi
shift
bundle="" download_url="https://github.com/OWNER/cpdi-lint-plugins/releases/download/$version/cpdi-lint.artifactbundle.zip"
while [ $# -gt 0 ]; do
    case "$1" in
        --bundle|--download-url)
            [ $# -ge 2 ] || { echo "release: $1 needs a value; $usage" >&2; exit 2; }
            if [ "$1" = --bundle ]; then bundle=$(cd "$(dirname "$2")" && pwd)/$(basename "$2"); else download_url=$2; fi
            shift 2 ;;
        *) echo "release: unknown argument '$1'; $usage" >&2; exit 2 ;;
    esac
done
source lint/Scripts/lib.sh
declared=$(cpdi_lint_version lint)
if [ "$version" != "$declared" ]; then
    echo "release: $version is not the version in lint/Sources/CPDILint/Version.swift ($declared); bump it there first" >&2
    exit 2
fi
if [ -n "$(git status --porcelain -- lint LICENSE .pre-commit-hooks.yaml)" ]; then
    echo "release: lint/, LICENSE or .pre-commit-hooks.yaml has uncommitted changes; commit them first" >&2
    exit 2
fi

release=$(cpdi_lint_release_commit . "$version" "$(date +%Y-%m-%d)")
echo "release: tagged $version at $release on the branch releases (lint/ as the package root, with LICENSE, .pre-commit-hooks.yaml and a dated CHANGELOG.md)"

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
lint/Scripts/plugin-proof.sh "$scratch/Consumer"
echo "release: $version resolves by URL, and its command and build-tool plugins report the planted finding"

# The prebuilt binary and the plugins-only package.
publish=lint/.build/publish/$version
rm -rf "$publish"
mkdir -p "$publish"
if [ -z "$bundle" ]; then
    lint/make-artifactbundle.sh --output "$publish"
else
    cp "$bundle" "$publish/cpdi-lint.artifactbundle.zip"
fi
bundled=$(unzip -p "$publish/cpdi-lint.artifactbundle.zip" cpdi-lint.artifactbundle/info.json | sed -n 's/.*"version" *: *"\([^"]*\)".*/\1/p')
if [ "$bundled" != "$version" ]; then
    echo "release: the artifact bundle holds cpdi-lint '$bundled', not $version" >&2
    exit 1
fi
lint/make-plugins-package.sh --bundle "$publish/cpdi-lint.artifactbundle.zip" --output "$publish/cpdi-lint-plugins" --url "$download_url"

lint/make-plugins-package.sh --bundle "$publish/cpdi-lint.artifactbundle.zip" --output "$scratch/cpdi-lint-plugins" --tag "$version"
cp -R lint/Examples/Consumer "$scratch/PrebuiltConsumer"
rm -rf "$scratch/PrebuiltConsumer/.build"
sed -e "s|\.package(name: \"cpdi-lint\", path: \"\.\./\.\.\")|.package(url: \"file://$scratch/cpdi-lint-plugins\", from: \"$version\")|" \
    -e 's|package: "cpdi-lint")|package: "cpdi-lint-plugins")|' \
    lint/Examples/Consumer/Package.swift > "$scratch/PrebuiltConsumer/Package.swift"
grep -q 'package: "cpdi-lint-plugins")' "$scratch/PrebuiltConsumer/Package.swift" || { echo "release: could not point the consumer at the plugins package" >&2; exit 1; }
swift package --package-path "$scratch/PrebuiltConsumer" resolve
if swift package --package-path "$scratch/PrebuiltConsumer" show-dependencies | grep -qi swift-syntax; then
    echo "release: a consumer of cpdi-lint-plugins still depends on swift-syntax" >&2
    exit 1
fi
lint/Scripts/plugin-proof.sh "$scratch/PrebuiltConsumer"
if find "$scratch/PrebuiltConsumer/.build" -name 'SwiftSyntax*' -print -quit | grep -q .; then
    echo "release: the consumer of cpdi-lint-plugins compiled swift-syntax" >&2
    exit 1
fi
echo "release: cpdi-lint-plugins $version resolves by URL, its plugins run the prebuilt binary, and nothing built swift-syntax"
echo "release: to publish, push the branch releases and the tag $version (git push origin releases $version), make $publish/cpdi-lint-plugins a repository tagged $version, and upload $publish/cpdi-lint.artifactbundle.zip to $download_url"
echo "release: pre-commit autoupdate finds the tags on a repository's default branch: publish releases as the default branch of the repository teams name in .pre-commit-config.yaml"
echo "release: then, in lint/CHANGELOG.md, date $version's entry and start a new '## Unreleased' above it"
