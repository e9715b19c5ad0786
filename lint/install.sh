#!/usr/bin/env bash
# Builds a release cpdi-lint and installs it to PREFIX/bin/cpdi-lint (default PREFIX: /usr/local).
# On Linux the Swift standard library and Foundation are linked statically, so the binary runs on a
# machine with no Swift toolchain.
#
#   lint/install.sh [--prefix DIR]
set -euo pipefail

prefix=/usr/local
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix)
            [ $# -ge 2 ] || { echo "error: --prefix needs a folder" >&2; exit 2; }
            prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        -h|--help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "error: unknown argument '$1'; usage: lint/install.sh [--prefix DIR]" >&2; exit 2 ;;
    esac
done

package=$(cd "$(dirname "$0")" && pwd)
source "$package/Scripts/lib.sh"

echo "cpdi-lint: building a release binary" >&2
binary=$(cpdi_lint_release_build "$package")
mkdir -p "$prefix/bin"
cpdi_lint_install_binary "$binary" "$prefix/bin/cpdi-lint"
echo "cpdi-lint $("$prefix/bin/cpdi-lint" --version) installed to $(cd "$prefix/bin" && pwd)/cpdi-lint"
