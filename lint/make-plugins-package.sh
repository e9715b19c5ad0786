#!/usr/bin/env bash
# Writes cpdi-lint-plugins: a package with only the two SwiftPM plugins and the prebuilt cpdi-lint as a
# binary target (an artifact bundle made by make-artifactbundle.sh), the way SwiftLintPlugins ships
# SwiftLint. A package that depends on it builds no swift-syntax: its first `swift build` with the
# build-tool plugin takes seconds instead of minutes.
#
#   lint/make-plugins-package.sh --bundle ZIP --output DIR [--url URL] [--tag VERSION]
#
# With --url, the manifest names the bundle by URL with its SHA-256 checksum (publish DIR as a
# repository and upload ZIP to URL); without it, ZIP is copied into DIR and named by path. With --tag,
# DIR becomes a git repository of one commit tagged VERSION, which a consumer can resolve by URL.
# The plugin targets are copied from lint/Package.swift, between its `plugins: begin` and `end` lines.
set -euo pipefail

usage="usage: lint/make-plugins-package.sh --bundle ZIP --output DIR [--url URL] [--tag VERSION]"
bundle="" output="" url="" tag=""
while [ $# -gt 0 ]; do
    case "$1" in
        --bundle|--output|--url|--tag)
            [ $# -ge 2 ] || { echo "error: $1 needs a value; $usage" >&2; exit 2; }
            case "$1" in --bundle) bundle=$2 ;; --output) output=$2 ;; --url) url=$2 ;; --tag) tag=$2 ;; esac
            shift 2 ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown argument '$1'; $usage" >&2; exit 2 ;;
    esac
done
[ -n "$bundle" ] && [ -n "$output" ] || { echo "error: $usage" >&2; exit 2; }
[ -f "$bundle" ] || { echo "error: no artifact bundle at $bundle; make one with lint/make-artifactbundle.sh" >&2; exit 2; }
if [ -e "$output" ] && [ -n "$(ls -A "$output")" ]; then
    echo "error: $output is not empty; give a new folder" >&2
    exit 2
fi
package=$(cd "$(dirname "$0")" && pwd)
version=$(unzip -p "$bundle" cpdi-lint.artifactbundle/info.json | sed -n 's/.*"version" *: *"\([^"]*\)".*/\1/p' | head -1)
[ -n "$version" ] || { echo "error: $bundle has no cpdi-lint.artifactbundle/info.json with a version" >&2; exit 2; }

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
mkdir -p "$staging/Plugins"
cp -R "$package/Plugins/CPDILintCommandPlugin" "$package/Plugins/CPDILintBuildToolPlugin" "$staging/Plugins/"
# The repository's LICENSE; a release (the package at the root of its tag) holds its own.
if [ -f "$package/LICENSE" ]; then cp "$package/LICENSE" "$staging/LICENSE"; else cp "$package/../LICENSE" "$staging/LICENSE"; fi
if [ -n "$url" ]; then
    checksum=$( (command -v sha256sum >/dev/null && sha256sum "$bundle" || shasum -a 256 "$bundle") | cut -d' ' -f1)
    binary=".binaryTarget(name: \"cpdi-lint\", url: \"$url\", checksum: \"$checksum\")"
else
    cp "$bundle" "$staging/cpdi-lint.artifactbundle.zip"
    binary=".binaryTarget(name: \"cpdi-lint\", path: \"cpdi-lint.artifactbundle.zip\")"
fi

plugins=$(sed -n '/\/\/ plugins: begin/,/\/\/ plugins: end/p' "$package/Package.swift" | sed '1d;$d')
[ -n "$plugins" ] || { echo "error: no plugin targets between 'plugins: begin' and 'end' in $package/Package.swift" >&2; exit 1; }

cat > "$staging/Package.swift" <<SWIFT
// swift-tools-version: 6.1
// cpdi-lint $version's SwiftPM plugins on a prebuilt binary: no swift-syntax to build.
// Written by lint/make-plugins-package.sh; the plugins' sources are lint/Plugins of cpdi-lint $version.
import PackageDescription

let package = Package(
    name: "cpdi-lint-plugins",
    products: [
        .plugin(name: "CPDILintCommandPlugin", targets: ["CPDILintCommandPlugin"]),
        .plugin(name: "CPDILintBuildToolPlugin", targets: ["CPDILintBuildToolPlugin"]),
    ],
    targets: [
        $binary,
$plugins
    ]
)
SWIFT

cat > "$staging/README.md" <<MARKDOWN
# cpdi-lint-plugins $version

The command and build-tool plugins of [cpdi-lint](https://github.com/OWNER/REPOSITORY/tree/$version/lint)
on a prebuilt binary, so a package that uses them compiles no swift-syntax.

\`\`\`swift
.package(url: "https://github.com/OWNER/cpdi-lint-plugins", from: "$version"),
\`\`\`

then \`swift package cpdi-lint\`, or \`plugins: [.plugin(name: "CPDILintBuildToolPlugin", package: "cpdi-lint-plugins")]\`
on a target. The bundle holds the platforms it was built on: $(unzip -p "$bundle" cpdi-lint.artifactbundle/info.json | sed -n 's/.*"supportedTriples" *: *\[\(.*\)\].*/\1/p' | tr -d '" ' | paste -sd, - | sed 's/,/, /g').
MARKDOWN

mkdir -p "$output"
cp -R "$staging/." "$output/"
if [ -n "$tag" ]; then
    git -C "$output" init -q
    git -C "$output" add -A
    git -C "$output" -c user.name=cpdi-lint -c user.email=cpdi-lint@localhost commit -q -m "cpdi-lint-plugins $version"
    git -C "$output" tag "$tag"
fi
echo "cpdi-lint-plugins $version written to $(cd "$output" && pwd)"
