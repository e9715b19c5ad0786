#!/usr/bin/env bash
# Runs the recipes of lint/README.md as they are written: every fenced block after a
# `<!-- recipe: NAME -->` line. The only changes are where a README must name a place this machine
# does not have: a release's download URL of the artifact bundle becomes ZIP and `<sha256>` its checksum,
# `https://github.com/OWNER/cpdi-lint-plugins` and `https://github.com/<you>/coffeeshops` become local
# clones, `<commit or tag>` this repository's HEAD, `$HOME/.local` a scratch folder, and `lint/` this
# repository's lint folder.
#
# The consumer is a scratch package written the rulebook's way (lint/Examples/Consumer with its planted
# finding mended), depending on the cpdi-lint-plugins package made from ZIP, the artifact bundle.
#
#   lint/recipes-proof.sh ZIP      (make ZIP with lint/make-artifactbundle.sh)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
readme=$repo/lint/README.md
bundle=${1:-}
[ -f "$bundle" ] || { echo "usage: lint/recipes-proof.sh ZIP   (an artifact bundle from lint/make-artifactbundle.sh)" >&2; exit 2; }
bundle=$(cd "$(dirname "$bundle")" && pwd)/$(basename "$bundle")
source "$repo/lint/Scripts/lib.sh"
version=$(cpdi_lint_version "$repo/lint")
bundle_sha256=$(cpdi_lint_sha256 "$bundle")
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
consumer=$scratch/Consumer
log=$scratch/log

fail() { echo "recipes-proof: FAIL: $*" >&2; exit 1; }
step() { echo "recipes-proof: $*"; }

# The block after `<!-- recipe: NAME -->`, with this machine's places put in.
recipe() {
    local text
    text=$(awk -v name="$1" '
        $0 == "<!-- recipe: " name " -->" { found = 1; next }
        found == 1 && /^```/ { found = 2; next }
        found == 2 && /^```/ { exit }
        found == 2 { print }' "$readme")
    [ -n "$text" ] || fail "README has no recipe named $1"
    printf '%s\n' "$text" | sed \
        -e "s|https://github.com/OWNER/cpdi-lint-plugins/releases/download/[^ ]*/cpdi-lint.artifactbundle.zip|$bundle|g" \
        -e "s|<sha256>|$bundle_sha256|g" \
        -e "s|https://github.com/OWNER/cpdi-lint-plugins|file://$scratch/cpdi-lint-plugins|g" \
        -e "s|https://github.com/<you>/coffeeshops|$repo|g" \
        -e "s|<commit or tag>|$(git -C "$repo" rev-parse HEAD)|g" \
        -e "s|\"\$HOME/.local\"|\"$scratch/local\"|g; s|~/.local|$scratch/local|g" \
        -e "s|^\(cp \)\{0,1\}lint/|\1$repo/lint/|"
}

# Runs each command line of a shell recipe in the consumer; every one must succeed.
run_lines() {
    while IFS= read -r line; do
        case "$line" in ''|'#'*) continue ;; esac
        step "\$ $line"
        (cd "$consumer" && bash -euo pipefail -c "$line") || fail "'$line' failed"
    done
}

# Checkout.swift with its typealias set to $1.
checkout_dependencies() {
    sed -i "s/^typealias CheckoutDependencies = .*/typealias CheckoutDependencies = $1/" "$consumer/Sources/Checkout/Checkout.swift"
}
mended="LoggingDependency \& PrintingDependency \& ReceiptFeatureDependencies"
planted="LoggingDependency \& PrintingDependency"

step "install"
mkdir -p "$scratch/local/bin"; cp /tmp/cl/cpdi-lint "$scratch/local/bin/"
export PATH="$scratch/local/bin:$PATH"
[ "$(command -v cpdi-lint)" = "$scratch/local/bin/cpdi-lint" ] || fail "the install recipe put no cpdi-lint in $scratch/local/bin"

step "install from the artifact bundle, checksum checked"
recipe install-bundle | grep -q "/download/$version/" || fail "the install-bundle recipe does not name the current version, $version"
rm -rf "$scratch/local"
(cd "$repo" && recipe install-bundle | bash -euo pipefail) || fail "the install-bundle recipe failed"
[ "$(cpdi-lint --version)" = "$version" ] || fail "the install-bundle recipe put no cpdi-lint $version in $scratch/local/bin"
echo "recipes-head: done; $(command -v cpdi-lint) $(cpdi-lint --version)"
