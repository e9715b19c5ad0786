#!/usr/bin/env bash
# `coffeeshops nearby` wall time, process start included, signed in, on the sample catalog and on
# catalogs of 1,000, 100,000 and 1,000,000 imported shops, with the ratio of the largest to the sample
# (goal: within 2×); the same for the catalog commands that name a city, search or name a shop
# (`nearby --at Paris`, `map --at Paris`, `shops --search Harbor`, `show NAME`); then `import` of a CSV
# and of a GeoJSON file of about 100 MB, with the importing
# process's peak memory against a small file of the same kind (goal: memory that does not grow with
# the file). Release build.
# Usage: Benchmarks/app-nearby.sh [--quick]   (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=${BENCHMARK_CONFIGURATION:-release} # Benchmarks/run --quick uses debug builds
sizes=(1000 100000 1000000)
runs=11
big=530000 # features in the GeoJSON import row: about 100 MB
crowd=100000 # unrelated files beside the data in the whoami row
if [ "${1:-}" = "--quick" ]; then sizes=(1000); runs=3; big=2000; crowd=1000; fi

swift build -c "$configuration" --product coffeeshops >/dev/null 2>&1
app=$PWD/.build/$configuration/coffeeshops
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
milliseconds() { local start; start=$(date +%s%N); "$@" >/dev/null 2>&1; echo $(( ($(date +%s%N) - start) / 1000000 )); }
median() { tr ' ' '\n' | grep -v '^$' | sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
signup() { echo "correct horse battery" | "$app" --data-dir "$1" signup --email bench@example.com --password-stdin >/dev/null 2>&1; }
# Prints the medians of `nearby` in the dense city and in the open sea, for the data folder $1.
nearby() {
    local city="" sea=""
    for _ in $(seq "$runs"); do
        city+="$(milliseconds "$app" --data-dir "$1" nearby --at 55.6761,12.5683 --limit 20) "
        sea+="$(milliseconds "$app" --data-dir "$1" nearby --at 10,-30 --limit 20) "
    done
    echo "$(echo "$city" | median) $(echo "$sea" | median)"
}

# Prints the medians of the catalog commands that name a city, search, or name a shop, for $1.
named() {
    local paris="" drawn="" search="" show=""
    for _ in $(seq "$runs"); do
        paris+="$(milliseconds "$app" --data-dir "$1" nearby --at Paris --limit 20) "
        drawn+="$(milliseconds "$app" --data-dir "$1" map --at Paris) "
        search+="$(milliseconds "$app" --data-dir "$1" shops --search Harbor) "
        show+="$(milliseconds "$app" --data-dir "$1" show -- "$shop") "
    done
    echo "$(echo "$paris" | median) $(echo "$drawn" | median) $(echo "$search" | median) $(echo "$show" | median)"
}

echo "| shops | import s | shops imported per s | nearby ms (dense city, median of $runs) | nearby ms (open sea) | nearby --at Paris ms | map --at Paris ms | shops --search Harbor ms | show NAME ms |"
echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
signup "$work/sample"
shop=$("$app" --data-dir "$work/sample" shops --search Harbor --limit 1 --json | python3 -c 'import json, sys; d = json.load(sys.stdin); items = d if isinstance(d, list) else next(v for v in d.values() if isinstance(v, list)); print(items[0]["name"])')
read -r sample_city sample_sea <<<"$(nearby "$work/sample")"
read -r sample_paris sample_drawn sample_search sample_show <<<"$(named "$work/sample")"
printf '| sample catalog (%d) | – | – | %d | %d | %d | %d | %d | %d |\n' "$("$app" --data-dir "$work/sample" shops --limit 10000 --json | grep -c '"id"')" "$sample_city" "$sample_sea" "$sample_paris" "$sample_drawn" "$sample_search" "$sample_show"
for n in "${sizes[@]}"; do
    data="$work/data-$n"
    python3 Benchmarks/make-catalog.py "$n" > "$work/shops.csv"
    "$app" --data-dir "$data" shops --limit 1 >/dev/null # create and seed the database first
    start=$(date +%s%N)
    "$app" --data-dir "$data" import "$work/shops.csv" >/dev/null 2>&1
    import=$(echo "($(date +%s%N) - $start) / 1000000000" | bc -l)
    signup "$data"
    read -r city sea <<<"$(nearby "$data")"
    read -r paris drawn search show <<<"$(named "$data")"
    printf '| %d | %.1f | %.0f | %d | %d | %d | %d | %d | %d |\n' "$n" "$import" "$(echo "$n / $import" | bc -l)" "$city" "$sea" "$paris" "$drawn" "$search" "$show"
done
ratio() { echo "$1 / $2" | bc -l | xargs printf '%.2f'; }
echo
echo "On ${sizes[-1]} shops against the sample catalog: nearby $(ratio "$city" "$sample_city")× in the dense city and $(ratio "$sea" "$sample_sea")× in the open sea;" \
    "nearby --at Paris $(ratio "$paris" "$sample_paris")×, map --at Paris $(ratio "$drawn" "$sample_drawn")×, shops --search $(ratio "$search" "$sample_search")×, show $(ratio "$show" "$sample_show")×"
echo
echo "| import file | size MB | import s | peak memory MB |"
echo "| --- | ---: | ---: | ---: |"
for format in csv geojson; do
    for n in 1000 "$big"; do
        python3 Benchmarks/make-catalog.py "$n" $([ "$format" = geojson ] && echo --geojson) > "$work/import.$format"
        data="$work/import-$format-$n"
        "$app" --data-dir "$data" shops --limit 1 >/dev/null
        start=$(date +%s%N)
        /usr/bin/time -f '%M' -o "$work/peak" "$app" --data-dir "$data" import "$work/import.$format" >/dev/null
        seconds=$(echo "($(date +%s%N) - $start) / 1000000000" | bc -l)
        printf '| %s, %d shops | %.1f | %.1f | %.0f |\n' "$format" "$n" "$(echo "$(stat -c %s "$work/import.$format") / 1048576" | bc -l)" "$seconds" "$(echo "$(cat "$work/peak") / 1024" | bc -l)"
    done
done

# whoami and shops (which opens the database, so checks the folder) in an empty data folder, and in one
# holding $crowd files that are not the app's: shops refuses it at once as not its own folder, since
# the check reads entries only up to the first foreign one.
mkdir -p "$work/crowded"
python3 -c 'import sys, os; [open(os.path.join(sys.argv[1], f"unrelated-{i}.txt"), "w").close() for i in range(int(sys.argv[2]))]' "$work/crowded" "$crowd"
declare -A folder_ms
for _ in $(seq "$runs"); do
    rm -rf "$work/empty-folder"
    folder_ms[whoami-empty]+="$(milliseconds "$app" --data-dir "$work/empty-folder" whoami) "
    folder_ms[shops-empty]+="$(milliseconds "$app" --data-dir "$work/empty-folder" shops --limit 1) "
    folder_ms[whoami-crowded]+="$(milliseconds "$app" --data-dir "$work/crowded" whoami) "
    folder_ms[shops-crowded]+="$(milliseconds "$app" --data-dir "$work/crowded" shops --limit 1) "
done
echo
echo "| data folder | whoami ms (median of $runs) | shops --limit 1 ms |"
echo "| --- | ---: | ---: |"
echo "| empty (shops creates and seeds it) | $(echo "${folder_ms[whoami-empty]}" | median) | $(echo "${folder_ms[shops-empty]}" | median) |"
echo "| $crowd unrelated files (shops refuses it: not its own folder) | $(echo "${folder_ms[whoami-crowded]}" | median) | $(echo "${folder_ms[shops-crowded]}" | median) |"
