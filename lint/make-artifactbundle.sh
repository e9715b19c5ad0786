#!/usr/bin/env bash
# Builds cpdi-lint.artifactbundle.zip: SwiftPM's binary-target format (SE-0305), with info.json, so a
# team can host the binary and depend on it without building swift-syntax:
#
#   .binaryTarget(name: "cpdi-lint", url: "https://…/cpdi-lint.artifactbundle.zip", checksum: "…")
#
# The bundle holds one variant, for the machine it is built on (a static binary on Linux). Run it on
# each platform and merge the variants' folders and info.json entries to ship several.
#
#   lint/make-artifactbundle.sh [--output DIR]    (default DIR: lint/.build/artifactbundle)
set -euo pipefail

package=$(cd "$(dirname "$0")" && pwd)
source "$package/Scripts/lib.sh"
output=$package/.build/artifactbundle
while [ $# -gt 0 ]; do
    case "$1" in
        --output) [ $# -ge 2 ] || { echo "error: --output needs a folder" >&2; exit 2; }; output=$2; shift 2 ;;
        *) echo "error: unknown argument '$1'; usage: lint/make-artifactbundle.sh [--output DIR]" >&2; exit 2 ;;
    esac
done
version=$(cpdi_lint_version "$package")
[ -n "$version" ] || { echo "error: no version in Sources/CPDILint/Version.swift" >&2; exit 1; }

binary=$(cpdi_lint_release_build "$package")

triple=$(swift -print-target-info | sed -n 's/.*"unversionedTriple" *: *"\([^"]*\)".*/\1/p' | head -1)
[ -n "$triple" ] || { echo "error: cannot tell the target triple from swift -print-target-info" >&2; exit 1; }

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
bundle=$staging/cpdi-lint.artifactbundle
variant=cpdi-lint-$version-$triple
mkdir -p "$bundle/$variant/bin"
cpdi_lint_install_binary "$binary" "$bundle/$variant/bin/cpdi-lint"
cp "$package/../LICENSE" "$bundle/LICENSE"
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
          "supportedTriples": ["$triple"]
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
echo "$output/cpdi-lint.artifactbundle.zip (cpdi-lint $version, $triple)"
echo "checksum: $(swift package --package-path "$package" compute-checksum "$output/cpdi-lint.artifactbundle.zip")"
