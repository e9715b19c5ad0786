#!/usr/bin/env bash
# Merges artifact bundles of one cpdi-lint version, each made by make-artifactbundle.sh on another
# machine, into one: every variant's folder, and one info.json listing every variant. Bundles of
# different versions are refused, and so is a triple whose binary differs between two bundles (the same
# binary in two bundles is kept once). Prints the merged zip's SHA-256: the checksum that
# `.binaryTarget(url:checksum:)` and `install.sh --sha256` want.
#
#   lint/Scripts/merge-bundles.sh OUT.zip IN.zip [IN.zip …]
#
# For example, a macOS universal bundle and Linux x86_64 and aarch64 ones, as
# .github/workflows/release.yml does.
set -euo pipefail

usage="usage: lint/Scripts/merge-bundles.sh OUT.zip IN.zip [IN.zip …]"
case "${1:-}" in -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;; esac
[ $# -ge 2 ] || { echo "error: $usage" >&2; exit 2; }
out=$1; shift
case "$out" in -*) echo "error: unknown argument '$out'; $usage" >&2; exit 2 ;; esac
for input in "$@"; do
    [ -f "$input" ] || { echo "error: no artifact bundle at $input" >&2; exit 2; }
done
source "$(cd "$(dirname "$0")" && pwd)/lib.sh"

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
bundle=$staging/cpdi-lint.artifactbundle
mkdir -p "$bundle"
: > "$staging/triples"   # triple, SHA-256 of its binary, the bundle it came from
: > "$staging/variants"  # path, its triples as a JSON list
version="" first="" tab=$'\t'

for input in "$@"; do
    this=$(cpdi_lint_bundle_version "$input")
    [ -n "$this" ] || { echo "error: $input is not an artifact bundle of cpdi-lint (no cpdi-lint.artifactbundle/info.json with a version)" >&2; exit 2; }
    if [ -z "$version" ]; then
        version=$this first=$input
    elif [ "$this" != "$version" ]; then
        echo "error: $input holds cpdi-lint $this but $first holds $version; merge bundles of one version" >&2
        exit 2
    fi
    variants=$(cpdi_lint_bundle_variants "$input")
    [ -n "$variants" ] || { echo "error: $input lists no variant in its info.json" >&2; exit 2; }
    for path in $(printf '%s\n' "$variants" | cut -f2 | awk '!seen[$0]++'); do
        folder=${path%%/*}
        case "/$path/" in
            */../*|//*|*/./*) echo "error: $input names a binary outside its bundle ($path)" >&2; exit 2 ;;
        esac
        [ "$folder" != "$path" ] || { echo "error: $input has its binary $path outside a variant folder" >&2; exit 2; }
        unzip -l "$input" "cpdi-lint.artifactbundle/$path" >/dev/null 2>&1 || { echo "error: $input lists $path but does not hold it" >&2; exit 2; }
        unzip -p "$input" "cpdi-lint.artifactbundle/$path" > "$staging/binary"
        sum=$(cpdi_lint_sha256 "$staging/binary")
        triples=$(printf '%s\n' "$variants" | awk -F '\t' -v path="$path" '$2 == path { print $1 }')
        known=0 new=0
        for triple in $triples; do
            if seen=$(awk -F '\t' -v triple="$triple" '$1 == triple { print $2 "\t" $3; exit }' "$staging/triples") && [ -n "$seen" ]; then
                if [ "${seen%%"$tab"*}" != "$sum" ]; then
                    echo "error: $triple has one binary in ${seen#*"$tab"} and another in $input; merge bundles built from one commit, one per platform" >&2
                    exit 2
                fi
                known=$((known + 1))
            else
                new=$((new + 1))
            fi
        done
        if [ "$new" -eq 0 ]; then
            echo "merge-bundles: $(echo $triples | tr ' ' ',') of $input is already in; kept once (the same binary)" >&2
            continue
        fi
        if [ "$known" -gt 0 ]; then
            echo "error: the variant $path of $input covers $(echo $triples | tr ' ' ','), some of them already merged from another bundle; give each platform one variant" >&2
            exit 2
        fi
        if [ -e "$bundle/$folder" ]; then
            echo "error: $input and an earlier bundle both have a variant folder $folder, for different triples" >&2
            exit 2
        fi
        unzip -q "$input" "cpdi-lint.artifactbundle/$folder/*" -d "$staging"
        for triple in $triples; do printf '%s\t%s\t%s\n' "$triple" "$sum" "$input" >> "$staging/triples"; done
        printf '%s\t%s\n' "$path" "$(printf '"%s", ' $triples | sed 's/, $//')" >> "$staging/variants"
    done
    if ! [ -e "$bundle/LICENSE" ] && unzip -l "$input" cpdi-lint.artifactbundle/LICENSE >/dev/null 2>&1; then
        unzip -q "$input" cpdi-lint.artifactbundle/LICENSE -d "$staging"
    fi
done

{
    printf '%s\n' '{' '  "schemaVersion": "1.0",' '  "artifacts": {' '    "cpdi-lint": {' \
        "      \"version\": \"$version\"," '      "type": "executable",' '      "variants": ['
    awk -F '\t' '{
        if (NR > 1) print "        },"
        print "        {"
        print "          \"path\": \"" $1 "\","
        print "          \"supportedTriples\": [" $2 "]"
    } END { print "        }" }' "$staging/variants"
    printf '%s\n' '      ]' '    }' '  }' '}'
} > "$bundle/info.json"

mkdir -p "$(dirname "$out")"
out=$(cd "$(dirname "$out")" && pwd)/$(basename "$out")
rm -f "$staging/binary"
(cd "$staging" && zip -qr "$staging/merged.zip" cpdi-lint.artifactbundle)
mv -f "$staging/merged.zip" "$out"
echo "$out (cpdi-lint $version: $(cut -f1 "$staging/triples" | paste -sd, - | sed 's/,/, /g'))"
echo "checksum: $(cpdi_lint_sha256 "$out")"
