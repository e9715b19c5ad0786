#!/usr/bin/env bash
# Proves `cpdi-lint new` never loses or half-writes work: concurrent runs in one package (different
# names and the same name), random interruptions (SIGINT, SIGTERM and SIGKILL, the last finished by the
# next run), names that would not compile, and manifests it must keep as they are (a link, a mode,
# CRLF line breaks, a byte order mark) or must not edit (read-only, version-specific, two Package calls).
# Usage: lint/Scripts/new-safety-proof.sh BINARY [TRIALS]   (a built cpdi-lint; TRIALS interruptions, default 100)
set -euo pipefail
[ $# -ge 1 ] && [ -x "$1" ] || { echo "usage: $0 BINARY [TRIALS]" >&2; exit 2; }
lint=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
trials=${2:-100}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "new-safety-proof: FAIL: $*" >&2; exit 1; }
ok() { echo "ok: $*"; }

pristine=$work/pristine
mkdir -p "$pristine"
(cd "$pristine" && swift package init --type library --name Shop >/dev/null 2>&1)
fresh() { rm -rf "$work/pkg" && cp -R "$pristine" "$work/pkg"; }
# complete NAME: the feature's three folders and three targets; untouched NAME: none of it.
complete() { [ -d "$work/pkg/Sources/$1Feature" ] && [ -d "$work/pkg/Sources/$1DevApp" ] && [ -d "$work/pkg/Tests/$1FeatureTests" ] \
    && [ "$(grep -c "\"$1Feature\"\|\"$1DevApp\"\|\"$1FeatureTests\"" "$work/pkg/Package.swift")" -ge 3 ]; }
untouched() { [ ! -e "$work/pkg/Sources/$1Feature" ] && [ ! -e "$work/pkg/Sources/$1DevApp" ] && [ ! -e "$work/pkg/Tests/$1FeatureTests" ] \
    && cmp -s "$work/pkg/Package.swift" "$pristine/Package.swift"; }
new() { "$lint" new feature "$1" --package "$work/pkg" >/dev/null 2>&1; }

# 1. Two features at once: both land, in the files and in the manifest.
fresh
for i in $(seq 30); do
    a=0 b=0
    new "Alpha$i" & p=$!; new "Beta$i" & q=$!
    wait $p || a=$?; wait $q || b=$?
    [ $a -eq 0 ] && [ $b -eq 0 ] || fail "pair $i: exits $a and $b"
    grep -q '"Alpha'"$i"'Feature"' "$work/pkg/Package.swift" && grep -q '"Beta'"$i"'Feature"' "$work/pkg/Package.swift" || fail "pair $i: a target is missing from Package.swift"
done
ok "30 concurrent pairs of features: every feature's files and targets are there"

# 2. The same name twice at once: one run writes it, the other refuses and deletes nothing.
for i in $(seq 20); do
    fresh
    a=0 b=0
    new "Gamma" & p=$!; new "Gamma" & q=$!
    wait $p || a=$?; wait $q || b=$?
    [ $((a + b)) -eq 2 ] && [ $((a * b)) -eq 0 ] || fail "same name, trial $i: exits $a and $b (expected one 0 and one 2)"
    complete Gamma || fail "same name, trial $i: the feature written by the winner is incomplete"
    [ "$(grep -c '"GammaFeature"' "$work/pkg/Package.swift")" -ge 1 ] || fail "same name, trial $i: manifest"
done
ok "20 concurrent runs of the same name: one writes it, the other refuses and deletes nothing"

# 3. Interrupted at a random moment: the tree is untouched or complete; after SIGKILL, the next run
#    finishes the job (takes a half-written feature back), and no staging folder is left.
fresh
start=$(date +%s%N); new Timing; end=$(date +%s%N)
span=$(( (end - start) / 1000 + 1 ))   # microseconds a whole run takes
signals=(INT TERM KILL)
for i in $(seq "$trials"); do
    fresh
    signal=${signals[$((i % 3))]}
    "$lint" new feature Delta --package "$work/pkg" >/dev/null 2>&1 & pid=$!
    sleep "$(awk -v s="$span" -v r="$RANDOM" 'BEGIN { printf "%.6f", (r % 1000) / 1000 * s / 1000000 }')"
    kill -s "$signal" "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    if [ "$signal" = KILL ]; then
        "$lint" new feature Epsilon --package "$work/pkg" >/dev/null 2>"$work/err" || fail "trial $i: the run after a killed one failed: $(head -c 400 "$work/err")"
        [ -z "$(find "$work/pkg" -maxdepth 1 -name '.cpdi-lint-new-*')" ] || fail "trial $i: a staging folder was left after the next run"
        complete Epsilon || fail "trial $i: the next run's feature is incomplete"
        if ! complete Delta && [ -e "$work/pkg/Sources/DeltaFeature" ]; then fail "trial $i ($signal): Delta is half there after recovery"; fi
    else
        complete Delta || untouched Delta || fail "trial $i ($signal): the tree is neither untouched nor complete"
        [ -z "$(find "$work/pkg" -maxdepth 1 -name '.cpdi-lint-new-*')" ] || fail "trial $i ($signal): a staging folder was left"
    fi
done
ok "$trials random interruptions (SIGINT, SIGTERM, SIGKILL): never half a tree, never a staging folder after the next run"

# 4. Names that would not compile are refused, and nothing is written.
fresh
mkdir -p "$work/pkg/Sources/Shop"
printf 'public protocol Terminal {}\n' > "$work/pkg/Sources/Shop/Terminal.swift"
(cd "$work/pkg" && find . | sort) > "$work/before"
for args in "dependency String --module Shop" "dependency Class --module Shop" "dependency Error --module Shop" "dependency Task --module Shop" "dependency Terminal --module Shop"; do
    status=0
    # shellcheck disable=SC2086
    "$lint" new $args --package "$work/pkg" >/dev/null 2>"$work/err" || status=$?
    [ $status -eq 2 ] || fail "new $args: exit $status, expected 2"
    cmp -s "$work/pkg/Package.swift" "$pristine/Package.swift" || fail "new $args changed Package.swift"
done
(cd "$work/pkg" && find . | sort) | cmp -s - "$work/before" || fail "a refused name wrote a file"
ok "keywords, standard types and declared names are refused with nothing written"

# 5. The manifest keeps what it is: a link to a file elsewhere, its mode, CRLF, a byte order mark.
fresh
mkdir "$work/pkg/manifests" && mv "$work/pkg/Package.swift" "$work/pkg/manifests/Package.swift"
ln -s manifests/Package.swift "$work/pkg/Package.swift"
chmod 640 "$work/pkg/manifests/Package.swift"
python3 - "$work/pkg/manifests/Package.swift" <<'PY'
import sys
path = sys.argv[1]
text = open(path, "rb").read().replace(b"\n", b"\r\n")
open(path, "wb").write(b"\xef\xbb\xbf" + text)
PY
inode=$(stat -c %i "$work/pkg/manifests/Package.swift")
new Zeta || fail "new feature Zeta in a package with a linked CRLF manifest failed"
[ -L "$work/pkg/Package.swift" ] || fail "the linked manifest was replaced by a file"
[ "$(stat -c '%i %a' "$work/pkg/manifests/Package.swift")" = "$inode 640" ] || fail "the manifest's inode or mode changed"
head -c 3 "$work/pkg/manifests/Package.swift" | cmp -s - <(printf '\xef\xbb\xbf') || fail "the byte order mark was dropped"
python3 -c 'import sys; t = open(sys.argv[1], "rb").read(); sys.exit(0 if t.count(b"\n") == t.count(b"\r\n") else 1)' "$work/pkg/manifests/Package.swift" || fail "LF line breaks were mixed into a CRLF manifest"
grep -q '"ZetaFeature"' "$work/pkg/manifests/Package.swift" || fail "the targets were not added"
ok "a linked, 0640, CRLF manifest with a byte order mark keeps all of that"

# 6. Manifests it must not edit: read-only, version-specific, two Package(…) calls.
fresh; chmod 444 "$work/pkg/Package.swift"
status=0; new Eta || status=$?
[ $status -eq 2 ] && untouched Eta || fail "a read-only manifest: exit $status, or something was written"
fresh; cp "$work/pkg/Package.swift" "$work/pkg/Package@swift-6.0.swift"
status=0; new Theta || status=$?
[ $status -eq 2 ] && untouched Theta || fail "a version-specific manifest: exit $status, or something was written"
fresh
python3 - "$work/pkg/Package.swift" <<'PY'
import sys
path = sys.argv[1]
text = open(path).read()
head, _, body = text.partition("let package = ")
open(path, "w").write(head + "#if os(Linux)\nlet package = " + body + "#else\nlet package = " + body + "#endif\n")
PY
cp "$work/pkg/Package.swift" "$work/two-calls"
status=0; "$lint" new feature Iota --package "$work/pkg" >/dev/null 2>&1 || status=$?
[ $status -eq 2 ] && cmp -s "$work/pkg/Package.swift" "$work/two-calls" && [ ! -e "$work/pkg/Sources/IotaFeature" ] || fail "two Package calls: exit $status, or something was written"
ok "read-only, version-specific and two-call manifests are refused with nothing written"
fresh
(umask 000 && new Kappa) || fail "new feature Kappa under umask 000 failed"
loose=$(find "$work/pkg/Sources/KappaFeature" "$work/pkg/Sources/KappaDevApp" "$work/pkg/Tests/KappaFeatureTests" \( -type f ! -perm 600 \) -o \( -type d ! -perm 700 \) | head -3)
[ -z "$loose" ] || fail "under umask 000, new wrote files or folders others can read or write: $loose"
ok "what new creates is its owner's alone (files 0600, folders 0700), whatever the umask"

# An interrupted run's file that someone edited since (in place, as an editor saves) is never removed.
fresh
mkdir -p "$work/pkg/.cpdi-lint-new-00000000-0000-0000-0000-0000000000AA/files/Sources/LambdaFeature" "$work/pkg/.cpdi-lint-new-00000000-0000-0000-0000-0000000000AA/written/Sources/LambdaFeature" "$work/pkg/Sources/LambdaFeature"
echo "struct Lambda {}" > "$work/pkg/.cpdi-lint-new-00000000-0000-0000-0000-0000000000AA/files/Sources/LambdaFeature/Lambda.swift"
cp "$work/pkg/.cpdi-lint-new-00000000-0000-0000-0000-0000000000AA/files/Sources/LambdaFeature/Lambda.swift" "$work/pkg/.cpdi-lint-new-00000000-0000-0000-0000-0000000000AA/written/Sources/LambdaFeature/"
cp "$work/pkg/Package.swift" "$work/pkg/.cpdi-lint-new-00000000-0000-0000-0000-0000000000AA/Package.swift.before"
{ cat "$work/pkg/Package.swift"; echo "// the targets it was adding"; } > "$work/pkg/.cpdi-lint-new-00000000-0000-0000-0000-0000000000AA/Package.swift.after"
ln "$work/pkg/.cpdi-lint-new-00000000-0000-0000-0000-0000000000AA/files/Sources/LambdaFeature/Lambda.swift" "$work/pkg/Sources/LambdaFeature/Lambda.swift"
echo "// my work" >> "$work/pkg/Sources/LambdaFeature/Lambda.swift"
status=0; "$lint" new feature Mu --package "$work/pkg" >/dev/null 2>"$work/mu.err" || status=$?
[ $status -eq 2 ] && grep -q "edited since" "$work/mu.err" && grep -q "my work" "$work/pkg/Sources/LambdaFeature/Lambda.swift" || fail "an interrupted run's edited file: exit $status, $(head -c 300 "$work/mu.err")"
ok "an interrupted run's file edited since is kept, and the next run stops and names it"
echo "new-safety-proof: passed"
