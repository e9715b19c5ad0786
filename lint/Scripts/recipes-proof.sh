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
#   lint/Scripts/recipes-proof.sh ZIP      (make ZIP with lint/make-artifactbundle.sh)
set -euo pipefail
repo=$(cd "$(dirname "$0")/../.." && pwd)
readme=$repo/lint/README.md
bundle=${1:-}
[ -f "$bundle" ] || { echo "usage: lint/Scripts/recipes-proof.sh ZIP   (an artifact bundle from lint/make-artifactbundle.sh)" >&2; exit 2; }
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
(cd "$repo" && recipe install | bash -euo pipefail) || fail "the install recipe failed"
export PATH="$scratch/local/bin:$PATH"
[ "$(command -v cpdi-lint)" = "$scratch/local/bin/cpdi-lint" ] || fail "the install recipe put no cpdi-lint in $scratch/local/bin"

step "install from the artifact bundle, checksum checked"
grep -q "/download/$version/cpdi-lint.artifactbundle.zip" "$readme" || fail "the install-bundle recipe does not name the current version, $version"
rm -rf "$scratch/local"
(cd "$repo" && recipe install-bundle | bash -euo pipefail) || fail "the install-bundle recipe failed"
[ "$(cpdi-lint --version)" = "$version" ] || fail "the install-bundle recipe put no cpdi-lint $version in $scratch/local/bin"

step "the plugins package, tagged $version in a scratch repository"
"$repo/lint/make-plugins-package.sh" --bundle "$bundle" --output "$scratch/cpdi-lint-plugins" --tag "$version" >/dev/null

step "the consumer: its manifest from the dependency and build-tool plugin recipes"
recipe dependency | grep -q "from: \"$version\"" || fail "the dependency recipe does not name the current version, $version"
mkdir -p "$consumer"
cp -R "$repo/lint/Examples/Consumer/Sources" "$repo/lint/Examples/Consumer/.cpdi-lint.json" "$consumer/"
checkout_dependencies "$mended"
{
    printf '%s\n' '// swift-tools-version: 6.1' 'import PackageDescription' '' 'let package = Package(' \
        '    name: "Consumer",' '    platforms: [.macOS(.v14)],'
    recipe dependency | sed 's/^/    /'
    printf '%s\n' '    targets: [' '        .target(name: "ReceiptFeature"),'
    recipe build-tool-plugin | sed 's/^/        /'
    printf '%s\n' '    ]' ')'
} > "$consumer/Package.swift"
git -C "$consumer" init -q
printf '.build/\n' > "$consumer/.gitignore"
git -C "$consumer" add -A
git -C "$consumer" -c user.name=proof -c user.email=proof@localhost commit -q -m "Consumer"

step "the documented --strict line on the consumer, written the rulebook's way"
(cd "$consumer" && cpdi-lint --strict .) || fail "the consumer is not lint-clean"

step "the command plugin recipe"
recipe command-plugin | sed 's/ *#.*//' | run_lines

step "the build-tool plugin: swift build passes, and fails once a finding is planted"
(cd "$consumer" && swift build >"$log" 2>&1) || { cat "$log"; fail "swift build failed on a clean consumer"; }
checkout_dependencies "$planted"
if (cd "$consumer" && swift build >"$log" 2>&1); then fail "swift build passed with a planted finding"; fi
grep -q "ReceiptFeatureDependencies.*(missing-forwarding)" "$log" || { cat "$log"; fail "swift build did not report the planted finding"; }
checkout_dependencies "$mended"

step "the GitHub Actions steps, in order"
recipe github-actions | sed -n 's/^ *- run: //p' | run_lines
grep -q '"version" *: *"2.1.0"' "$consumer/cpdi-lint.sarif" || fail "the GitHub Actions steps wrote no SARIF 2.1.0 report"
rm "$consumer/cpdi-lint.sarif"

git -C "$consumer" config user.name proof
git -C "$consumer" config user.email proof@localhost

step "the plain git hook: a commit with a finding is refused, and goes through once it is fixed"
recipe git-hook | run_lines
checkout_dependencies "$planted"
git -C "$consumer" add -A
if (cd "$consumer" && git commit -q -m planted >"$log" 2>&1); then fail "the git hook let a finding through"; fi
grep -q "(missing-forwarding)" "$log" || { cat "$log"; fail "the git hook refused the commit without naming the finding"; }
checkout_dependencies "$mended"
git -C "$consumer" add -A
(cd "$consumer" && git commit -q -m mended --allow-empty >"$log" 2>&1) || { cat "$log"; fail "the git hook refused a clean commit"; }
[ -f "$consumer/.git/cpdi-lint/cpdi-lint-facts.cache" ] || fail "the git hook kept no facts cache in the git folder"
rm "$consumer/.git/hooks/pre-commit"

step "pre-commit, from PyPI in a scratch virtual environment"
python3 -m venv "$scratch/venv"
"$scratch/venv/bin/pip" install -q --disable-pip-version-check pre-commit || fail "could not install pre-commit from PyPI"
recipe pre-commit > "$consumer/.pre-commit-config.yaml"
git -C "$consumer" add .pre-commit-config.yaml
checkout_dependencies "$planted"
git -C "$consumer" add Sources
if (cd "$consumer" && "$scratch/venv/bin/pre-commit" run >"$log" 2>&1); then cat "$log"; fail "pre-commit passed a staged finding"; fi
grep -q "(missing-forwarding)" "$log" || { cat "$log"; fail "pre-commit failed without naming the finding"; }
checkout_dependencies "$mended"
git -C "$consumer" add Sources
(cd "$consumer" && "$scratch/venv/bin/pre-commit" run >"$log" 2>&1) || { cat "$log"; fail "pre-commit failed on clean files"; }
git -C "$consumer" commit -q -m pre-commit

step "a legacy codebase: the baseline recipe, on the command line and in the build-tool plugin"
checkout_dependencies "$planted"
recipe legacy | sed 's/ *#.*//' | run_lines
recipe baseline-configuration > "$consumer/.cpdi-lint.json"
(cd "$consumer" && swift build >"$log" 2>&1) || { cat "$log"; fail "swift build failed on a baselined finding"; }
cat >> "$consumer/Sources/Checkout/Checkout.swift" <<'SWIFT'

typealias RefundDependencies = PrintingDependency

struct Refund<Dependencies: RefundDependencies> {
    let dependencies: Dependencies

    func finish() {
        ReceiptFeature(dependencies: dependencies).print()
    }
}
SWIFT
if (cd "$consumer" && cpdi-lint --baseline .cpdi-lint-baseline.json --strict . >"$log" 2>&1); then fail "a new finding passed the baseline"; fi
grep -q "RefundDependencies" "$log" || { cat "$log"; fail "the baseline run did not name the new finding"; }
if (cd "$consumer" && swift build >"$log" 2>&1); then fail "swift build passed a new finding next to a baselined one"; fi
grep -q "RefundDependencies.*(missing-forwarding)" "$log" || { cat "$log"; fail "swift build did not report the new finding"; }

echo "recipes-proof: every recipe in lint/README.md ran as written"
