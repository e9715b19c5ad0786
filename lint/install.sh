#!/usr/bin/env bash
# Installs cpdi-lint to PREFIX/bin/cpdi-lint (default PREFIX: /usr/local).
#
#   lint/install.sh [--prefix DIR]
#       builds a release binary from this checkout: needs a Swift toolchain and takes minutes. On Linux
#       the Swift standard library and Foundation are linked statically, so the binary runs on a machine
#       with no Swift toolchain.
#   lint/install.sh --bundle ZIP_OR_URL [--sha256 HEX] [--prefix DIR]
#       installs the prebuilt binary for this machine from a release's cpdi-lint.artifactbundle.zip (a
#       file, or an https:// URL): seconds, no toolchain. It prints the zip's SHA-256, and with --sha256
#       installs nothing unless the zip has that one.
#
# Exit 2 when an argument, the bundle or PREFIX cannot be used; nothing is installed then.
set -euo pipefail

usage="usage: lint/install.sh [--bundle ZIP_OR_URL [--sha256 HEX]] [--prefix DIR]"
prefix=/usr/local bundle="" sha256=""
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix|--bundle|--sha256)
            [ $# -ge 2 ] && [ -n "$2" ] || { echo "error: $1 needs a value; $usage" >&2; exit 2; }
            case "$1" in --prefix) prefix=$2 ;; --bundle) bundle=$2 ;; --sha256) sha256=$2 ;; esac
            shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        --bundle=*) bundle=${1#--bundle=}; shift ;;
        --sha256=*) sha256=${1#--sha256=}; shift ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown argument '$1'; $usage" >&2; exit 2 ;;
    esac
done
[ -n "$prefix" ] || { echo "error: --prefix needs a folder; $usage" >&2; exit 2; }
if [ -n "$sha256" ]; then
    [ -n "$bundle" ] || { echo "error: --sha256 checks a --bundle; $usage" >&2; exit 2; }
    sha256=$(printf '%s' "$sha256" | tr 'A-F' 'a-f')
    [[ "$sha256" =~ ^[0-9a-f]{64}$ ]] || { echo "error: --sha256 needs 64 hexadecimal digits, not '$sha256'" >&2; exit 2; }
fi

package=$(cd "$(dirname "$0")" && pwd)
source "$package/Scripts/lib.sh"

# PREFIX/bin, or the folder that would hold it, must be writable: checked before minutes of building
# or a download, and without creating anything.
writable=$prefix/bin
while [ ! -e "$writable" ] && [ "$writable" != "$(dirname "$writable")" ]; do writable=$(dirname "$writable"); done
if ! [ -d "$writable" ] || ! [ -w "$writable" ]; then
    echo "error: cannot write to $prefix/bin ($writable is not a writable folder); run as root, or pass --prefix \"\$HOME/.local\"" >&2
    exit 2
fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

if [ -z "$bundle" ]; then
    echo "cpdi-lint: building a release binary (lint/install.sh --bundle installs a release's prebuilt one)" >&2
    built=$(cpdi_lint_release_build "$package")
    cpdi_lint_install_binary "$built" "$scratch/cpdi-lint"
    expected=""
else
    zip=$scratch/cpdi-lint.artifactbundle.zip
    case "$bundle" in
        https://*)
            echo "cpdi-lint: downloading $bundle" >&2
            curl -fsSL --proto '=https' --tlsv1.2 --retry 2 -o "$zip" "$bundle" ||
                { echo "error: could not download $bundle" >&2; exit 2; } ;;
        *://*)
            case "$bundle" in
                file://*) cp "${bundle#file://}" "$zip" 2>/dev/null || { echo "error: no artifact bundle at ${bundle#file://}" >&2; exit 2; } ;;
                *) echo "error: --bundle takes a file or an https:// URL, not $bundle" >&2; exit 2 ;;
            esac ;;
        *) [ -f "$bundle" ] || { echo "error: no artifact bundle at $bundle" >&2; exit 2; }
           cp "$bundle" "$zip" ;;
    esac
    actual=$(cpdi_lint_sha256 "$zip")
    echo "cpdi-lint: the bundle's SHA-256 is $actual"
    if [ -n "$sha256" ] && [ "$actual" != "$sha256" ]; then
        echo "error: $bundle has SHA-256 $actual, not $sha256 (--sha256); nothing installed" >&2
        exit 2
    fi
    expected=$(cpdi_lint_bundle_version "$zip")
    [ -n "$expected" ] || { echo "error: $bundle is not an artifact bundle of cpdi-lint (no cpdi-lint.artifactbundle/info.json with a version)" >&2; exit 2; }
    host=$(cpdi_lint_host_triple)
    variants=$(cpdi_lint_bundle_variants "$zip")
    triples=$(printf '%s\n' "$variants" | cut -f1 | sed '/^$/d' | paste -sd, - | sed 's/,/, /g')
    # A triple may carry an OS version (arm64-apple-macosx14.0); the variant holds for any.
    path=$(printf '%s\n' "$variants" | awk -F '\t' -v host="$host" 'host != "" { t = $1; sub(/[0-9.]+$/, "", t) } host != "" && t == host { print $2; exit }')
    if [ -z "$path" ]; then
        echo "error: $bundle (cpdi-lint $expected) has no binary for this machine, ${host:-$(uname -s) $(uname -m)}; it has: ${triples:-nothing}. lint/install.sh without --bundle builds one from source (needs a Swift toolchain)" >&2
        exit 2
    fi
    case "/$path/" in
        */../*|//*) echo "error: $bundle names its binary outside the bundle ($path)" >&2; exit 2 ;;
    esac
    if ! unzip -p "$zip" "cpdi-lint.artifactbundle/$path" > "$scratch/cpdi-lint" 2>/dev/null || ! [ -s "$scratch/cpdi-lint" ]; then
        echo "error: $bundle lists $path for $host but does not hold it" >&2
        exit 2
    fi
    echo "cpdi-lint: the $host binary of cpdi-lint $expected" >&2
fi

# Into PREFIX/bin under a temporary name, run once, then renamed into place: a binary that does not run
# here replaces nothing.
mkdir -p "$prefix/bin"
bin=$(cd "$prefix/bin" && pwd)
trial=$bin/.cpdi-lint.install.$$
trap 'rm -rf "$scratch" "$trial"' EXIT
install -m 0755 "$scratch/cpdi-lint" "$trial"
if ! version=$("$trial" --version 2>&1); then
    echo "error: the new cpdi-lint does not run on this machine ($(printf '%s\n' "$version" | head -1)); nothing installed" >&2
    exit 2
fi
if [ -n "$expected" ] && [ "$version" != "$expected" ]; then
    echo "error: the bundle says cpdi-lint $expected but its binary says '$version'; nothing installed" >&2
    exit 2
fi
mv -f "$trial" "$bin/cpdi-lint"
echo "cpdi-lint $version installed to $bin/cpdi-lint"
case ":$PATH:" in
    *":$bin:"*) ;;
    *) echo "cpdi-lint: $bin is not on PATH; add it (in ~/.zshrc or ~/.bashrc): export PATH=\"$bin:\$PATH\"" ;;
esac
echo "cpdi-lint: Xcode's Run Script phases do not see your shell's PATH; call it there as $bin/cpdi-lint"
