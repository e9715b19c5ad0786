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
flags=(-c release --product cpdi-lint)
if [ "$(uname -s)" = Linux ]; then flags+=(--static-swift-stdlib); fi

echo "cpdi-lint: building (swift build ${flags[*]})" >&2
swift build --package-path "$package" "${flags[@]}" >&2
binary=$(swift build --package-path "$package" "${flags[@]}" --show-bin-path)/cpdi-lint

mkdir -p "$prefix/bin"
# Stripped of debug symbols when `strip` is available: a third smaller, the same behaviour.
strip_flag=()
if command -v strip >/dev/null; then strip_flag=(-s); fi
install "${strip_flag[@]}" -m 0755 "$binary" "$prefix/bin/cpdi-lint"
echo "cpdi-lint $("$prefix/bin/cpdi-lint" --version) installed to $(cd "$prefix/bin" && pwd)/cpdi-lint"
