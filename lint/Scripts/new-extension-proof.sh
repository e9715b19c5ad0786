#!/usr/bin/env bash
# Proves what `cpdi-lint new feature` writes survives a team's first edits, in two packages: a fresh
# `swift package init` package, and a copy of this repository (its Modules/Apps layout and its own
# .cpdi-lint.json, opt-in rules on). After `new feature Favorites`, three edits as a team makes them (a
# child with a new dependency, a helper function with its own typealias, a scoped dependency through a
# splice), each followed by `cpdi-lint --fix` and nothing else typed but the new code (the new type, its
# call, and the value each root provides). After each: the package and its tests build, the feature's
# tests pass, and `cpdi-lint --strict .` finds nothing.
# Usage: lint/Scripts/new-extension-proof.sh BINARY   (a built cpdi-lint)
set -euo pipefail
[ $# -eq 1 ] && [ -x "$1" ] || { echo "usage: $0 BINARY (a built cpdi-lint)" >&2; exit 2; }
lint=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
repository=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "new-extension-proof: FAIL: $where: $*" >&2; exit 1; }
# after STEP: the package and its tests build, the feature's tests pass, and it lints clean under --strict.
after() {
    swift build --build-tests >"$work/log" 2>&1 || { grep -v '^\[' "$work/log" | tail -20; fail "$1: swift build failed"; }
    swift test --skip-build --filter FavoritesFeatureTests >"$work/log" 2>&1 || { grep -v '^\[' "$work/log" | tail -20; fail "$1: swift test failed"; }
    "$lint" --strict . || fail "$1: cpdi-lint --strict found something"
    echo "ok: $where: $1: builds, tests and lints clean"
}
# root PROPERTY VALUE: the value the test's stub root and the dev app's root provide.
root() {
    perl -0pi -e "s/(struct StubDependencies: FavoritesFeatureDependencies \{\n)/\$1        let $1 = $2\n/" Tests/FavoritesFeatureTests/FavoritesFeatureTests.swift
    perl -0pi -e "s/(struct FavoritesDevAppDependencies: FavoritesFeatureDependencies \{\n)/\$1    let $1 = $2\n/" "$apps"/FavoritesDevApp/FavoritesDevApp.swift
}

# The feature and the three edits, in the current package: features in $sources, dev apps in $apps.
first_edits() {
"$lint" new feature Favorites >/dev/null
after "new feature Favorites"

# 1. A child with a new dependency, created by the screen.
cat > "$sources"/FavoritesFeature/FavoritesBadge.swift <<'SWIFT'
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
perl -0pi -e 's/(        dependencies\.favoritesTitle)\n/$1 + FavoritesBadge(dependencies: dependencies).render()\n/' "$sources"/FavoritesFeature/FavoritesScreen.swift
root favoriteCount 3
sed -i 's/start() == "Stub title")/start() == "Stub title (3)")/' Tests/FavoritesFeatureTests/FavoritesFeatureTests.swift
"$lint" --fix . >/dev/null 2>&1 || true
after "a child with a new dependency"

# 2. A helper function with its own typealias, called by the child.
cat > "$sources"/FavoritesFeature/CountFormatting.swift <<'SWIFT'
/// Vends the locale counts are written for.
public protocol CountLocaleDependency {
    var countLocale: String { get }
}

typealias FormattedCountDependencies = CountLocaleDependency

func formattedCount<Dependencies: FormattedCountDependencies>(dependencies: Dependencies, count: Int) -> String {
    dependencies.countLocale == "fr" ? "\(count) favoris" : "\(count)"
}
SWIFT
perl -0pi -e 's/\\\(dependencies\.favoriteCount\)/\\(formattedCount(dependencies: dependencies, count: dependencies.favoriteCount))/' "$sources"/FavoritesFeature/FavoritesBadge.swift
root countLocale '"en"'
"$lint" --fix . >/dev/null 2>&1 || true
after "a helper function with its own typealias"

# 3. A scoped dependency: the feature creates a store for its list, through a splice.
cat > "$sources"/FavoritesFeature/FavoritesList.swift <<'SWIFT'
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
perl -0pi -e 's/(        FavoritesScreen\(dependencies: dependencies\)\.render\(\))\n/$1 + "\\n"\n            + FavoritesList(dependencies: SplicedFavoritesListDependencies(externalDependencies: dependencies, favoritesStore: FavoritesStore())).render()\n/' "$sources"/FavoritesFeature/FavoritesFeature.swift
sed -i 's/start() == "Stub title (3)")/start() == "Stub title (3)\\nStub title: Maple Cafe")/' Tests/FavoritesFeatureTests/FavoritesFeatureTests.swift
"$lint" --fix . >/dev/null 2>&1 || true
after "a scoped dependency through a splice"
}

where="a fresh package"
mkdir -p "$work/Shop"
cd "$work/Shop"
swift package init --type library --name Shop >/dev/null
git init -q .
sources=Sources apps=Sources first_edits

where="this repository"
mkdir -p "$work/repository"
cp -R "$repository/Package.swift" "$repository/.cpdi-lint.json" "$repository/Modules" "$repository/Apps" "$repository/Tests" "$work/repository/"
cd "$work/repository"
git init -q .
sources=Modules apps=Apps first_edits
echo "new-extension-proof: passed"
