# Sourced by cpdi-lint's scripts (and CI, and the benchmarks): the one place that reads the version
# and builds, strips and installs the release binary.

# The version in Sources/CPDILint/Version.swift of the cpdi-lint package at $1.
cpdi_lint_version() {
    sed -n 's/.*static let current = "\([0-9.]*\)".*/\1/p' "$1/Sources/CPDILint/Version.swift"
}

# Builds the release cpdi-lint of the package at $1 (on Linux with the Swift runtime linked
# statically, so it runs without a toolchain) and prints the binary's path; build output goes to stderr.
cpdi_lint_release_build() {
    local flags=(-c release --product cpdi-lint)
    if [ "$(uname -s)" = Linux ]; then flags+=(--static-swift-stdlib); fi
    swift build --package-path "$1" "${flags[@]}" >&2
    echo "$(swift build --package-path "$1" "${flags[@]}" --show-bin-path)/cpdi-lint"
}

# Installs the binary $1 as $2, mode 0755, stripped of debug symbols when `strip` exists (a third
# smaller, the same behaviour).
cpdi_lint_install_binary() {
    local strip_flag=()
    if command -v strip >/dev/null; then strip_flag=(-s); fi
    install "${strip_flag[@]}" -m 0755 "$1" "$2"
}
