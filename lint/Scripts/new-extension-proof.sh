#!/usr/bin/env bash
# Proves what `cpdi-lint new feature` writes survives a team's first edits: on a fresh
# `swift package init` package, after `new feature Favorites`, three edits as a team makes them (a child
# with a new dependency, a helper function with its own typealias, a scoped dependency through a
# splice), each followed by `cpdi-lint --fix` and nothing else typed but the new code (the new type,
# its call, and the value each root provides). After each: `swift build`, `swift test` and
# `cpdi-lint --strict .` pass.
# Usage: lint/Scripts/new-extension-proof.sh BINARY   (a built cpdi-lint)
set -euo pipefail
[ $# -eq 1 ] && [ -x "$1" ] || { echo "usage: $0 BINARY (a built cpdi-lint)" >&2; exit 2; }
lint=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
package=$work/Shop
mkdir -p "$package"
cd "$package"
swift package init --type library --name Shop >/dev/null
git init -q .
fail() { echo "new-extension-proof: FAIL: $*" >&2; exit 1; }
# after STEP: the package builds, its tests pass, and it lints clean under --strict.
after() {
    swift build >"$work/log" 2>&1 || { grep -v '^\[' "$work/log" | tail -20; fail "$1: swift build failed"; }
    swift test >"$work/log" 2>&1 || { grep -v '^\[' "$work/log" | tail -20; fail "$1: swift test failed"; }
    "$lint" --strict . || fail "$1: cpdi-lint --strict found something"
    echo "ok: $1: builds, tests and lints clean"
}
# root PROPERTY VALUE: the value the test's stub root and the dev app's root provide.
root() {
    perl -0pi -e "s/(struct StubDependencies: FavoritesFeatureDependencies \{\n)/\$1        let $1 = $2\n/" Tests/FavoritesFeatureTests/FavoritesFeatureTests.swift
    perl -0pi -e "s/(struct FavoritesDevAppDependencies: FavoritesFeatureDependencies \{\n)/\$1    let $1 = $2\n/" Sources/FavoritesDevApp/FavoritesDevApp.swift
}

"$lint" new feature Favorites >/dev/null
after "new feature Favorites"

# 1. A child with a new dependency, created by the screen.
cat > Sources/FavoritesFeature/FavoritesBadge.swift <<'SWIFT'
/// Vends how many favorites there are.
public protocol FavoriteCountDependency {
    var favoriteCount: Int { get }
}

typealias FavoritesBadgeDependencies = FavoriteCountDependency

struct FavoritesBadge<Dependencies: FavoritesBadgeDependencies> {
    let dependencies: Dependencies

    func render() -> String { " (\(dependencies.favoriteCount))" }
}
SWIFT
perl -0pi -e 's/(        dependencies\.favoritesTitle)\n/$1 + FavoritesBadge(dependencies: dependencies).render()\n/' Sources/FavoritesFeature/FavoritesScreen.swift
root favoriteCount 3
sed -i 's/start() == "Stub title")/start() == "Stub title (3)")/' Tests/FavoritesFeatureTests/FavoritesFeatureTests.swift
"$lint" --fix . >/dev/null 2>&1 || true
after "a child with a new dependency"

# 2. A helper function with its own typealias, called by the child.
cat > Sources/FavoritesFeature/CountFormatting.swift <<'SWIFT'
/// Vends the locale counts are written for.
public protocol CountLocaleDependency {
    var countLocale: String { get }
}

typealias FormattedCountDependencies = CountLocaleDependency

func formattedCount<Dependencies: FormattedCountDependencies>(dependencies: Dependencies, count: Int) -> String {
    dependencies.countLocale == "fr" ? "\(count) favoris" : "\(count)"
}
SWIFT
perl -0pi -e 's/\\\(dependencies\.favoriteCount\)/\\(formattedCount(dependencies: dependencies, count: dependencies.favoriteCount))/' Sources/FavoritesFeature/FavoritesBadge.swift
root countLocale '"en"'
"$lint" --fix . >/dev/null 2>&1 || true
after "a helper function with its own typealias"

# 3. A scoped dependency: the feature creates a store for its list, through a splice.
cat > Sources/FavoritesFeature/FavoritesList.swift <<'SWIFT'
/// The favorites the list shows, created by the feature for as long as it runs.
final class FavoritesStore {
    var names = ["Maple Cafe"]
}

protocol FavoritesStoreDependency {
    var favoritesStore: FavoritesStore { get }
}

typealias FavoritesListExternalDependencies = FavoritesTitleDependency

typealias FavoritesListDependencies = FavoritesListExternalDependencies
    & FavoritesStoreDependency

struct FavoritesList<Dependencies: FavoritesListDependencies> {
    let dependencies: Dependencies

    func render() -> String { dependencies.favoritesTitle + ": " + dependencies.favoritesStore.names.joined(separator: ", ") }
}

struct SplicedFavoritesListDependencies<ExternalDependencies: FavoritesListExternalDependencies>: FavoritesListDependencies {
    let externalDependencies: ExternalDependencies
    let favoritesStore: FavoritesStore
}
SWIFT
perl -0pi -e 's/(        FavoritesScreen\(dependencies: dependencies\)\.render\(\))\n/$1 + "\\n"\n            + FavoritesList(dependencies: SplicedFavoritesListDependencies(externalDependencies: dependencies, favoritesStore: FavoritesStore())).render()\n/' Sources/FavoritesFeature/FavoritesFeature.swift
sed -i 's/start() == "Stub title (3)")/start() == "Stub title (3)\\nStub title: Maple Cafe")/' Tests/FavoritesFeatureTests/FavoritesFeatureTests.swift
"$lint" --fix . >/dev/null 2>&1 || true
after "a scoped dependency through a splice"
echo "new-extension-proof: passed"
