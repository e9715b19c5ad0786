#!/usr/bin/env bash
# Proves `cpdi-lint --fix` on copies of the app: delete forwarding lines and a splice's forwarding
# members and put `dependencies` last on purpose, run --fix, then check the copy builds and cpdi-lint
# reports nothing.
# Usage: lint/fix-proof.sh [path to a built cpdi-lint]   (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
lint=${1:-lint/.build/debug/cpdi-lint}
lint=$(cd "$(dirname "$lint")" && pwd)/$(basename "$lint")
copy=$(mktemp -d)
trap 'rm -rf "$copy"' EXIT
cp -R Package.swift Modules Apps Tests "$copy/"
cd "$copy"

delete_line() { # FILE TEXT: delete the line containing TEXT, which must exist.
    grep -qF -- "$2" "$1" || { echo "fix-proof: '$2' not found in $1" >&2; exit 1; }
    grep -vF -- "$2" "$1" > "$1.new" && mv "$1.new" "$1"
}
# Forwarding lines whose absence breaks the build, and ones the build would not even notice.
delete_line Modules/OnboardingFeature/OnboardingCommands.swift "& AccountPrinterDependencies // Required by AccountPrinter"
delete_line Modules/MapFeature/MapCommands.swift "& NearbyFinderDependencies // Required by NearbyFinder"
delete_line Modules/DetailsFeature/DetailsCommands.swift "& RateShopCommandDependencies // Required by RateShopCommand"
delete_line Apps/CoffeeShops/AppCommands.swift "& OnboardingFeatureDependencies // Required by OnboardingFeature"
# A splice without its forwarding members: --fix writes them back from the protocols' requirements.
delete_line Apps/CoffeeShops/SignedInCommands.swift "var clock: any WallClock { externalDependencies.clock }"
delete_line Apps/CoffeeShops/SignedInCommands.swift "var logger: any Logging { externalDependencies.logger }"
delete_line Apps/CoffeeShops/SignedInCommands.swift "var terminal: any Terminal { externalDependencies.terminal }"
# `dependencies` moved last, in a helper's declaration and at its call.
sed -i 's/SearchCenter.resolve(dependencies: dependencies, at: place)/SearchCenter.resolve(at: place, dependencies: dependencies)/' Modules/MapFeature/MapCommands.swift
perl -0pi -e 's/        dependencies: Dependencies,\n        at place: String\?\n/        at place: String?,\n        dependencies: Dependencies\n/' Modules/MapFeature/SearchCenter.swift
grep -q "at place: String?,$" Modules/MapFeature/SearchCenter.swift || { echo "fix-proof: could not reorder SearchCenter.resolve" >&2; exit 1; }

echo "== broken copy: cpdi-lint finds"
"$lint" . || true
echo "== cpdi-lint --fix"
if "$lint" --fix --dry-run .; then echo "fix-proof: --fix --dry-run exited 0 with fixes to make" >&2; exit 1; fi
"$lint" --fix .
"$lint" --fix --dry-run . | (! grep -q .) || { echo "fix-proof: a second --fix would change more" >&2; exit 1; }
echo "== the fixed copy: cpdi-lint reports nothing, and it builds"
"$lint" --strict .
swift build 2>&1 | tail -1
echo "fix-proof: passed"
