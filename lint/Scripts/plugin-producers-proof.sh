#!/usr/bin/env bash
# Proves the build-tool plugin can go on a target that is built twice, for the host and for the
# target: swift-argument-parser's `ArgumentParser`, which its own `GenerateManual` plugin's tool
# imports. With no outputs, SwiftPM saw two identical producers ("multiple producers") and the build
# failed. The plugin is used the prebuilt way (a binary target on BINARY, as cpdi-lint-plugins ships it).
# Usage: lint/Scripts/plugin-producers-proof.sh BINARY   (a built cpdi-lint)
set -euo pipefail
[ $# -eq 1 ] && [ -x "$1" ] || { echo "usage: $0 BINARY (a built cpdi-lint)" >&2; exit 2; }
lint=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The plugins-only package, on a binary target holding BINARY.
plugins=$work/cpdi-lint-plugins
mkdir -p "$plugins/Plugins" "$plugins/cpdi-lint.artifactbundle/cpdi-lint/bin"
cp -R "$lint/Plugins/CPDILintBuildToolPlugin" "$plugins/Plugins/"
cp "$1" "$plugins/cpdi-lint.artifactbundle/cpdi-lint/bin/cpdi-lint"
triple=$(swift -print-target-info | sed -n 's/.*"unversionedTriple" *: *"\([^"]*\)".*/\1/p' | head -1)
cat > "$plugins/cpdi-lint.artifactbundle/info.json" <<JSON
{"schemaVersion": "1.0", "artifacts": {"cpdi-lint": {"version": "0.0.0", "type": "executable",
 "variants": [{"path": "cpdi-lint/bin/cpdi-lint", "supportedTriples": ["$triple"]}]}}}
JSON
cat > "$plugins/Package.swift" <<'SWIFT'
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "cpdi-lint-plugins",
    products: [.plugin(name: "CPDILintBuildToolPlugin", targets: ["CPDILintBuildToolPlugin"])],
    targets: [
        .binaryTarget(name: "cpdi-lint", path: "cpdi-lint.artifactbundle"),
        .plugin(name: "CPDILintBuildToolPlugin", capability: .buildTool(), dependencies: ["cpdi-lint"]),
    ]
)
SWIFT

# swift-argument-parser 1.8.2 with the plugin on ArgumentParser.
git clone -q --branch 1.8.2 https://github.com/apple/swift-argument-parser "$work/swift-argument-parser" 2>/dev/null
consumer=$work/swift-argument-parser
python3 - "$consumer/Package.swift" "$plugins" <<'PY'
import sys
path, plugins = sys.argv[1], sys.argv[2]
text = open(path).read()
text = text.replace('  dependencies: [],', f'  dependencies: [.package(path: "{plugins}")],', 1)
old = '''      name: "ArgumentParser",
      dependencies: ["ArgumentParserToolInfo"],
      exclude: ["CMakeLists.txt"]),'''
assert old in text, "swift-argument-parser's manifest changed shape"
text = text.replace(old, '''      name: "ArgumentParser",
      dependencies: ["ArgumentParserToolInfo"],
      exclude: ["CMakeLists.txt"],
      plugins: [.plugin(name: "CPDILintBuildToolPlugin", package: "cpdi-lint-plugins")]),''', 1)
open(path, "w").write(text)
PY
log=$work/build.log
if ! swift build --package-path "$consumer" >"$log" 2>&1; then
    grep -v '^\[' "$log" | tail -20
    echo "plugin-producers-proof: FAIL: swift build of swift-argument-parser with the plugin on ArgumentParser failed" >&2
    exit 1
fi
checked=$(find "$consumer/.build/plugins/outputs" -name 'cpdi-lint-ArgumentParser-checked.swift' | wc -l)
if [ "$checked" -lt 2 ]; then
    echo "plugin-producers-proof: FAIL: expected the plugin to run for the host and the target build of ArgumentParser, found $checked outputs" >&2
    exit 1
fi
echo "plugin-producers-proof: swift-argument-parser builds with the plugin on ArgumentParser (linted for the host and the target)"
