# Sourced by cpdi-lint's scripts (and CI, and the benchmarks): the one place that reads the version
# and builds, strips and installs the release binary.

# The version in Sources/CPDILint/Version.swift of the cpdi-lint package at $1.
cpdi_lint_version() {
    sed -n 's/.*static let current = "\([0-9.]*\)".*/\1/p' "$1/Sources/CPDILint/Version.swift"
}

# Builds the release cpdi-lint of the package at $1 (on Linux with the Swift runtime linked
# statically, so it runs without a toolchain) and prints the binary's path; build output goes to stderr.
# Further arguments go to `swift build` (make-artifactbundle.sh --universal passes `--arch` twice).
cpdi_lint_release_build() {
    local package=$1; shift
    local flags=(-c release --product cpdi-lint ${1+"$@"})
    if [ "$(uname -s)" = Linux ]; then flags+=(--static-swift-stdlib); fi
    swift build --package-path "$package" "${flags[@]}" >&2
    echo "$(swift build --package-path "$package" "${flags[@]}" --show-bin-path)/cpdi-lint"
}

# Installs the binary $1 as $2, mode 0755, stripped of debug symbols when `strip` exists (a third
# smaller, the same behaviour).
cpdi_lint_install_binary() {
    local strip_flag=()
    if command -v strip >/dev/null; then strip_flag=(-s); fi
    install "${strip_flag[@]}" -m 0755 "$1" "$2"
}

# The SHA-256 of the file $1 in hex: what `swift package compute-checksum` prints for a zip, and what
# `binaryTarget(url:checksum:)` and `install.sh --sha256` want.
cpdi_lint_sha256() {
    if command -v sha256sum >/dev/null; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1
}

# The version in the info.json of the artifact bundle $1 (a zip holding cpdi-lint.artifactbundle/).
cpdi_lint_bundle_version() {
    { unzip -p "$1" cpdi-lint.artifactbundle/info.json 2>/dev/null || true; } | tr -d '\n\r' |
        sed -n 's/.*"version" *: *"\([^"]*\)".*/\1/p'
}

# The variants of the artifact bundle $1, one line per supported triple: the triple, a tab, and the
# binary's path inside cpdi-lint.artifactbundle/. Reads info.json as make-artifactbundle.sh and
# merge-bundles.sh write it (each variant an object with "path" and "supportedTriples", no nesting).
cpdi_lint_bundle_variants() {
    local object path triple
    { unzip -p "$1" cpdi-lint.artifactbundle/info.json 2>/dev/null || true; } | tr -d '\n\r' |
        { grep -o '{[^{}]*"supportedTriples"[^{}]*}' || true; } | while IFS= read -r object; do
            path=$(printf '%s' "$object" | sed -n 's/.*"path" *: *"\([^"]*\)".*/\1/p')
            for triple in $(printf '%s' "$object" | sed -n 's/.*"supportedTriples" *: *\[\([^]]*\)\].*/\1/p' | tr -d '" \t' | tr ',' ' '); do
                printf '%s\t%s\n' "$triple" "$path"
            done
        done
}

# The triple of this machine as artifact bundles name it (x86_64-unknown-linux-gnu,
# aarch64-unknown-linux-gnu, x86_64-apple-macosx, arm64-apple-macosx), from `uname`; empty elsewhere.
cpdi_lint_host_triple() {
    case "$(uname -s)/$(uname -m)" in
        Linux/x86_64) echo x86_64-unknown-linux-gnu ;;
        Linux/aarch64|Linux/arm64) echo aarch64-unknown-linux-gnu ;;
        Darwin/x86_64) echo x86_64-apple-macosx ;;
        Darwin/arm64|Darwin/aarch64) echo arm64-apple-macosx ;;
    esac
}

# Reads CHANGELOG.md on stdin and writes it as release $1 dated $2 publishes it: the top entry,
# `## Unreleased`, `## $1` or `## $1 — unreleased`, becomes `## $1 — $2`, and a later
# `## $1 — unreleased` heading is dropped (its notes belong to the release). Fails, saying why, when the
# top entry is another version, $1 was released before, or an older version is still "unreleased".
cpdi_lint_release_changelog() {
    awk -v version="$1" -v date="$2" '
        /^## / && !top {
            top = 1
            heading = substr($0, 4)
            if (heading == "Unreleased" || heading == version || tolower(heading) == version " — unreleased") {
                print "## " version " — " date
                next
            }
            print "release: CHANGELOG.md begins with \"" $0 "\", not \"## Unreleased\" or \"## " version "\"" > "/dev/stderr"
            failed = 1; exit
        }
        /^## / && $2 == version {
            if (tolower($0) ~ / unreleased$/) { dropped = 1; next }
            print "release: CHANGELOG.md already has an entry for " version " (\"" $0 "\"); bump the version" > "/dev/stderr"
            failed = 1; exit
        }
        /^## / && tolower($0) ~ / unreleased$/ {
            print "release: CHANGELOG.md still says \"" $0 "\"; give that release its date first" > "/dev/stderr"
            failed = 1; exit
        }
        dropped && /^$/ { dropped = 0; next }
        { dropped = 0; print }
        END {
            if (failed) exit 1
            if (!top) { print "release: CHANGELOG.md has no \"## \" entry" > "/dev/stderr"; exit 1 }
        }'
}

# Commits the cpdi-lint package of the git repository at $1 as release $2 and tags the commit $2;
# prints the commit. The commit's root is HEAD's lint/ folder plus the repository's LICENSE and
# .pre-commit-hooks.yaml (its paths as seen from the package root), its CHANGELOG.md dated $3
# (cpdi_lint_release_changelog) and README.md's links to those files made local. It is committed on the
# branch `releases`, whose tip (else origin/releases; the first release has none) is its parent, so one
# branch holds every release. When the tag exists it must name a commit with the same tree (its own
# CHANGELOG date is used), and nothing is written. Reads only committed files; needs no work tree.
# Exit 2, with one line saying why, when HEAD cannot be released as $2.
cpdi_lint_release_commit() (
    set -euo pipefail
    cd "$1"
    local version=$2 date=$3 existing="" tip="" previous="" parent=() ident=() scratch blob tree commit message
    fail() { echo "release: $*" >&2; exit 2; }
    git rev-parse -q --verify HEAD:lint/Package.swift >/dev/null || fail "HEAD has no lint/Package.swift"
    if existing=$(git rev-parse -q --verify "refs/tags/$version^{commit}"); then
        date=$(git show "$existing:CHANGELOG.md" 2>/dev/null | sed -n "s/^## $version — \([0-9-]*\)\$/\1/p" | head -1 || true)
        [ -n "$date" ] || fail "tag $version already names $existing, which is not a release made by release.sh"
    fi

    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    export GIT_INDEX_FILE=$scratch/index
    git read-tree HEAD:lint
    put() { git update-index --add --cacheinfo "100644,$1,$2"; }
    if ! git cat-file -e HEAD:lint/LICENSE 2>/dev/null; then
        git cat-file -e HEAD:LICENSE 2>/dev/null || fail "HEAD has no LICENSE to ship"
        put "$(git rev-parse HEAD:LICENSE)" LICENSE
    fi
    git cat-file -e HEAD:.pre-commit-hooks.yaml 2>/dev/null || fail "HEAD has no .pre-commit-hooks.yaml to ship"
    blob=$(git show HEAD:.pre-commit-hooks.yaml | sed 's|lint/install\.sh|install.sh|g' | git hash-object -w --stdin)
    put "$blob" .pre-commit-hooks.yaml
    if ! git show HEAD:lint/CHANGELOG.md | cpdi_lint_release_changelog "$version" "$date" > "$scratch/CHANGELOG.md" 2> "$scratch/why"; then
        [ -z "$existing" ] || fail "tag $version already names another commit ($existing)"
        cat "$scratch/why" >&2
        exit 2
    fi
    put "$(git hash-object -w "$scratch/CHANGELOG.md")" CHANGELOG.md
    blob=$(git show HEAD:lint/README.md | sed -e 's|\.\./LICENSE|LICENSE|g' -e 's|\.\./\.pre-commit-hooks\.yaml|.pre-commit-hooks.yaml|g' | git hash-object -w --stdin)
    put "$blob" README.md
    tree=$(git write-tree)

    if [ -n "$existing" ]; then
        [ "$(git rev-parse "$existing^{tree}")" = "$tree" ] || fail "tag $version already names another commit ($existing)"
        echo "$existing"
        exit 0
    fi
    for ref in refs/heads/releases refs/remotes/origin/releases; do
        if tip=$(git rev-parse -q --verify "$ref^{commit}"); then parent=(-p "$tip"); break; fi
    done
    # The release before must keep its own entry, so this one's holds only what is new.
    previous=""
    if [ -n "$tip" ]; then previous=$(git show "$tip:CHANGELOG.md" 2>/dev/null | awk '/^## / { print $2; exit }' || true); fi
    if [ -n "$previous" ] && ! awk -v v="$previous" '$1 == "##" && $2 == v { found = 1 } END { exit !found }' "$scratch/CHANGELOG.md"; then
        fail "CHANGELOG.md has no entry for $previous, the release before; date its notes (## $previous — DATE) before releasing $version"
    fi
    git var GIT_COMMITTER_IDENT >/dev/null 2>&1 && git var GIT_AUTHOR_IDENT >/dev/null 2>&1 ||
        ident=(-c user.name=cpdi-lint-release -c user.email=cpdi-lint-release@localhost)
    message="cpdi-lint $version

The lint/ folder of $(git rev-parse HEAD) as a package of its own, with the repository's LICENSE and
.pre-commit-hooks.yaml, and CHANGELOG.md dated $date. Made by lint/release.sh."
    # ${a[@]+…}: an empty array under `set -u` in macOS's bash 3.2.
    commit=$(git ${ident[@]+"${ident[@]}"} commit-tree "$tree" ${parent[@]+"${parent[@]}"} -m "$message")
    git update-ref -m "release $version" refs/heads/releases "$commit" "$(git rev-parse -q --verify refs/heads/releases || printf '%040d' 0)"
    git tag "$version" "$commit"
    echo "$commit"
)
