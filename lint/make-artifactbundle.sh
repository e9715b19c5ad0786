#!/usr/bin/env bash
# Builds cpdi-lint.artifactbundle.zip: SwiftPM's binary-target format (SE-0305), with info.json, so a
# team can host the binary and depend on it without building swift-syntax:
#
#   .binaryTarget(name: "cpdi-lint", url: "https://…/cpdi-lint.artifactbundle.zip", checksum: "…")
#
# The bundle holds one variant, for the machine it is built on (a static binary on Linux); on macOS,
# --universal builds one binary for arm64 and x86_64 Macs instead. Run it on each platform and merge the
# bundles with Scripts/merge-bundles.sh to ship several (.github/workflows/release.yml does).
#
#   lint/make-artifactbundle.sh [--output DIR] [--universal]    (default DIR: lint/.build/artifactbundle)
set -euo pipefail

package=$(cd "$(dirname "$0")" && pwd)
source "$package/Scripts/lib.sh"
usage="usage: lint/make-artifactbundle.sh [--output DIR] [--universal]"
output=$package/.build/artifactbundle universal=false
while [ $# -gt 0 ]; do
    case "$1" in
        --output) [ $# -ge 2 ] || { echo "error: --output needs a folder" >&2; exit 2; }; output=$2; shift 2 ;;
        --universal) universal=true; shift ;;
        *) echo "error: unknown argument '$1'; $usage" >&2; exit 2 ;;
    esac
done
if $universal && [ "$(uname -s)" != Darwin ]; then
    echo "error: --universal builds a macOS binary for arm64 and x86_64; run it on a Mac" >&2
    exit 2
fi
version=$(cpdi_lint_version "$package")
[ -n "$version" ] || { echo "error: no version in Sources/CPDILint/Version.swift" >&2; exit 1; }

if $universal; then
    binary=$(cpdi_lint_release_build "$package" --arch arm64 --arch x86_64)
    triples=(arm64-apple-macosx x86_64-apple-macosx)
    variant=cpdi-lint-$version-macos
else
    binary=$(cpdi_lint_release_build "$package")
    triple=$(swift -print-target-info | sed -n 's/.*"unversionedTriple" *: *"\([^"]*\)".*/\1/p' | head -1)
    [ -n "$triple" ] || { echo "error: cannot tell the target triple from swift -print-target-info" >&2; exit 1; }
    triples=("$triple")
    variant=cpdi-lint-$version-$triple
fi
supported=$(printf '"%s", ' "${triples[@]}" | sed 's/, $//')

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
bundle=$staging/cpdi-lint.artifactbundle
mkdir -p "$bundle/$variant/bin"
cpdi_lint_install_binary "$binary" "$bundle/$variant/bin/cpdi-lint"
# The repository's LICENSE; a release (the package at the root of its tag) holds its own.
if [ -f "$package/LICENSE" ]; then cp "$package/LICENSE" "$bundle/LICENSE"; else cp "$package/../LICENSE" "$bundle/LICENSE"; fi
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "cpdi-lint": {
      "version": "$version",
      "type": "executable",
      "variants": [
        {
          "path": "$variant/bin/cpdi-lint",
          "supportedTriples": [$supported]
        }
      ]
    }
  }
}
JSON

mkdir -p "$output"
output=$(cd "$output" && pwd)
rm -f "$output/cpdi-lint.artifactbundle.zip"
(cd "$staging" && zip -qr "$output/cpdi-lint.artifactbundle.zip" cpdi-lint.artifactbundle)
echo "$output/cpdi-lint.artifactbundle.zip (cpdi-lint $version, $(echo "${triples[@]}" | sed 's/ /, /g'))"
echo "checksum: $(swift package --package-path "$package" compute-checksum "$output/cpdi-lint.artifactbundle.zip")"
