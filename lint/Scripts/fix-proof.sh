#!/usr/bin/env bash
# Proves `cpdi-lint new` and `--fix` on a copy of the app: write a feature and a dependency with
# `cpdi-lint new` and wire the feature into the app, delete forwarding lines and a splice's forwarding
# members and put `dependencies` last on purpose, run --fix, add the one property missing-requirements
# names, then check the copy builds, the new feature's test passes, its dev app and the app run it, and
# cpdi-lint reports nothing.
# Usage: lint/Scripts/fix-proof.sh [path to a built cpdi-lint]   (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/../.."
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

# `cpdi-lint new`: a feature and a dependency, then the feature wired into the app by the steps a
# person would take: the app's target depends on it, a `favorites` command creates it, and --fix
# forwards its typealias; the root then lacks the property the feature asks for, which
# missing-requirements names and this script adds.
"$lint" new feature Favorites
"$lint" new dependency PaymentGateway --module Catalog
perl -0pi -e 's/("CatalogFeature", "DetailsFeature",)/"FavoritesFeature", $1/' Package.swift
grep -q '"FavoritesFeature", "CatalogFeature"' Package.swift || { echo "fix-proof: could not add FavoritesFeature to the app's target" >&2; exit 1; }
perl -0pi -e 's/^import CatalogFeature\n/import CatalogFeature\nimport FavoritesFeature\n/m; s/(        return onboarding \+ browsing \+ signedIn \+ catalog \+ check)\n/        let favorites: [RunnableCommand<Self>] = [\n            RunnableCommand("favorites", abstract: "Show your favorites.") { app, _ in app.dependencies.terminal.print(FavoritesFeature(dependencies: app.dependencies).start()) },\n        ]\n$1 + favorites\n/' Apps/CoffeeShops/AppCommands.swift
grep -q 'FavoritesFeature(dependencies: app.dependencies).start()' Apps/CoffeeShops/AppCommands.swift || { echo "fix-proof: could not wire FavoritesFeature into AppCommands" >&2; exit 1; }

echo "== broken copy: cpdi-lint finds"
"$lint" . || true
echo "== cpdi-lint --fix"
if "$lint" --fix --dry-run .; then echo "fix-proof: --fix --dry-run exited 0 with fixes to make" >&2; exit 1; fi
"$lint" --fix . || [ $? -eq 1 ] # What is left to report (the root's missing property) exits 1.
"$lint" --fix --dry-run . | (! grep -q .) || { echo "fix-proof: a second --fix would change more" >&2; exit 1; }
echo "== the root now lacks what the new feature asks for, and cpdi-lint names it"
status=0
"$lint" . > "$copy/findings" || status=$?
cat "$copy/findings"
grep -q "'AppDependencies' lacks a property its dependencies typealiases require; provide \`favoritesTitle: String\` (FavoritesTitleDependency" "$copy/findings" \
    || { echo "fix-proof: missing-requirements did not name the root's missing property" >&2; exit 1; }
[ "$status" -eq 1 ] && [ "$(wc -l < "$copy/findings")" -eq 1 ] || { echo "fix-proof: expected exactly that one finding" >&2; exit 1; }
perl -0pi -e 's/(    let coffeeShops: any CoffeeShopRepository\n)/$1    let favoritesTitle = "Your favorite coffee shops"\n/' Apps/CoffeeShops/AppDependencies.swift
echo "== the fixed copy: cpdi-lint reports nothing, it builds, the new feature's test passes and the app runs it"
"$lint" --strict .
swift build --build-tests 2>&1 | tail -1
swift test --skip-build --filter FavoritesFeatureTests 2>&1 | tail -1
swift run FavoritesDevApp --help | grep -q "Runs the Favorites feature on stub data" || { echo "fix-proof: FavoritesDevApp --help failed" >&2; exit 1; }
[ "$(swift run coffeeshops --data-dir "$copy/data" favorites 2>/dev/null)" = "Your favorite coffee shops" ] \
    || { echo "fix-proof: coffeeshops favorites did not run the new feature" >&2; exit 1; }
echo "fix-proof: passed"
