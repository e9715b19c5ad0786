#!/usr/bin/env bash
# Regenerates lint/app-graph.svg, the picture of the app's typealias graph in the README.
# Needs Graphviz (`apt-get install graphviz`). Usage: lint/Scripts/render-graph.sh   (from anywhere)
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --package-path lint --product cpdi-lint >/dev/null 2>&1
lint/.build/debug/cpdi-lint graph --format dot Modules Apps/CoffeeShops | dot -Tsvg -o lint/app-graph.svg
echo "wrote lint/app-graph.svg"
