#!/usr/bin/env bash
# Proves, as a black box, what cpdi-lint does to the files it touches: reports and baselines are
# written to whatever is at the path (file, hard link, symbolic link, FIFO, device) without replacing
# it; output errors exit 2 instead of crashing; --fix edits files in place, all or nothing (also when
# the disk is full, a file is not writable or the run is interrupted) and leaves no temporary files;
# nothing it could not read passes. Checks that need root (device nodes, a second user) are skipped
# when not run as root. Linux only (GNU stat, mknod, runuser).
# Usage: lint/Scripts/write-safety-proof.sh BINARY   (BINARY: a built cpdi-lint)
set -Eeuo pipefail
[ $# -eq 1 ] && [ -x "$1" ] || { echo "usage: $0 BINARY (a built cpdi-lint)" >&2; exit 2; }
umask 022

work=$(mktemp -d)
cleanup() { chmod -R u+rwX "$work" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT
root=false; [ "$(id -u)" -eq 0 ] && root=true
# A copy of the binary in a 0755 folder, so that `nobody` can run it and read the scratch tree.
chmod 755 "$work"
mkdir "$work/bin"
cp "$1" "$work/bin/cpdi-lint"
chmod 755 "$work/bin/cpdi-lint"
lint=$work/bin/cpdi-lint
out=$work/out err=$work/err

# --- Helpers -----------------------------------------------------------------------------------
name=""
check() { name=$1; }                                   # Starts the check NAME.
ok() { echo "ok: $name"; }                             # The current check passed.
fail() { echo "FAIL: $name: $*" >&2; exit 1; }         # The current check failed: stop here.
skip() { echo "skipped: $1 (needs root)"; }
trap '[ "$BASH_SUBSHELL" -ne 0 ] || fail "unexpected failure at line $LINENO: $BASH_COMMAND"' ERR

# run ARGS: runs cpdi-lint in the current folder; sets $status, $out and $err. $guard is the hang guard.
run() { status=0; timeout "${guard:-60}" "$lint" "$@" > "$out" 2> "$err" || status=$?; hung; }
run_as_nobody() { status=0; timeout 60 runuser -u nobody -- "$lint" "$@" > "$out" 2> "$err" || status=$?; hung; }
hung() { [ "$status" -ne 124 ] || fail "cpdi-lint did not finish within the hang guard"; }
stderr_text() { head -c 800 "$err"; }
expect_status() { [ "$status" -eq "$1" ] || fail "exit $status, expected $1; stderr: $(stderr_text)"; }
expect_err() { grep -qF -- "$1" "$err" || fail "stderr does not mention '$1': $(stderr_text)"; }
expect_one_err_line() { [ "$(wc -l < "$err")" -eq 1 ] || fail "expected one line on stderr, got: $(stderr_text)"; }
no_crash() {
    case $status in 132|134|139) fail "crashed (exit $status): $(stderr_text)" ;; esac
    ! grep -qE 'Fatal error|NSCocoaErrorDomain' "$err" || fail "stderr shows a crash or raw error: $(stderr_text)"
}
# The kind, inode, mode, owner and link count of what is at a path (a link itself, not its target).
meta() { stat -c '%F inode=%i mode=%a owner=%u:%g links=%h' -- "$1" 2> /dev/null || echo nothing; }
keeps() { [ "$(meta "$1")" = "$2" ] || fail "$1 was '$2', is now '$(meta "$1")'"; }
same() { cmp -s -- "$1" "$2" || fail "$1 does not hold what $2 holds"; }
no_temporary_files() {
    local left; left=$(find "$work" -name '.*cpdi-lint*' ! -name .cpdi-lint.json | head -5)
    [ -z "$left" ] || fail "temporary files were left behind: $left"
}

# The fixable example: --fix puts `dependencies` first in the declaration and in the call.
fixture=$work/fixture
mkdir "$fixture"
cat > "$fixture/Receipt.swift" <<'EOF'
typealias ReceiptDependencies = PrintingDependency
struct Receipt<Dependencies: ReceiptDependencies> {
    let dependencies: Dependencies
    init(order: Int, dependencies: Dependencies) { self.dependencies = dependencies }
}
EOF
echo 'func make<Dependencies: ReceiptDependencies>(dependencies: Dependencies) { _ = Receipt(order: 1, dependencies: dependencies) }' > "$fixture/Use.swift"
sed 's/init(order: Int, dependencies: Dependencies)/init(dependencies: Dependencies, order: Int)/' "$fixture/Receipt.swift" > "$fixture/Receipt.fixed"
sed 's/Receipt(order: 1, dependencies: dependencies)/Receipt(dependencies: dependencies, order: 1)/' "$fixture/Use.swift" > "$fixture/Use.fixed"
echo 'struct Clean {}' > "$fixture/Clean.swift"

# new_project DIR: a git repository holding Sources/App/Receipt.swift and Use.swift.
new_project() {
    mkdir -p "$1/Sources/App"
    git init -q "$1"
    cp "$fixture/Receipt.swift" "$fixture/Use.swift" "$1/Sources/App/"
}

# --- 1. Reports and baselines go to what is at the path -----------------------------------------
new_project "$work/project"
cd "$work/project"
reports=$work/reports elsewhere=$work/elsewhere
mkdir "$reports" "$elsewhere"
finding='"rule": "dependencies-first"'

check "--output creates a new file with mode 0600"
run --output "$reports/new.sarif" .
expect_status 1
[ -f "$reports/new.sarif" ] || fail "no report was created"
[ "$(stat -c %a "$reports/new.sarif")" = 600 ] || fail "created with mode $(stat -c %a "$reports/new.sarif")"
grep -q 'Sources/App/Receipt.swift' "$reports/new.sarif" || fail "the SARIF report lacks the finding"
ok

check "--output truncates an existing 0644 file with a hard link in place"
head -c 100000 /dev/zero | tr '\0' x > "$reports/existing.json"   # Longer than the report.
chmod 644 "$reports/existing.json"
ln "$reports/existing.json" "$reports/hard-link.json"
before=$(meta "$reports/existing.json")
run --output "$reports/existing.json" --output-reporter json .
expect_status 1
keeps "$reports/existing.json" "$before"
grep -qF "$finding" "$reports/existing.json" || fail "the report lacks the finding"
! grep -q xxxx "$reports/existing.json" || fail "the old contents were not truncated"
same "$reports/hard-link.json" "$reports/existing.json"
ok

check "--output through a symbolic link writes the target"
echo old > "$elsewhere/target.json"
ln -s "$elsewhere/target.json" "$reports/link.json"
link_before=$(meta "$reports/link.json") target_before=$(meta "$elsewhere/target.json")
run --output "$reports/link.json" --output-reporter json .
expect_status 1
keeps "$reports/link.json" "$link_before"
keeps "$elsewhere/target.json" "$target_before"
[ "$(readlink "$reports/link.json")" = "$elsewhere/target.json" ] || fail "the link points elsewhere now"
grep -qF "$finding" "$elsewhere/target.json" || fail "the link's target lacks the report"
ok

check "--output to a dangling symbolic link exits 2 and creates nothing"
ln -s "$elsewhere/missing.json" "$reports/dangling.json"
before=$(meta "$reports/dangling.json")
run --output "$reports/dangling.json" .
expect_status 2
expect_err dangling.json
keeps "$reports/dangling.json" "$before"
[ ! -e "$elsewhere/missing.json" ] || fail "the link's target was created"
ok

# fifo_run FIFO ARGS: runs cpdi-lint while a reader copies FIFO into FIFO.got.
fifo_run() {
    local fifo=$1 reader; shift
    mkfifo "$fifo"
    timeout 60 cat "$fifo" > "$fifo.got" & reader=$!
    before=$(meta "$fifo")
    run "$@"
    : 1<> "$fifo"   # Releases the reader if cpdi-lint never opened the FIFO.
    wait "$reader" || fail "the FIFO's reader failed"
    keeps "$fifo" "$before"
}

check "--output to a FIFO with a reader waiting"
fifo_run "$reports/fifo" --output "$reports/fifo" --output-reporter json .
expect_status 1
grep -qF "$finding" "$reports/fifo.got" || fail "the reader did not receive the report"
ok

check "--output /dev/stdout while standard output goes to a file"
run --output "$reports/alone.json" --output-reporter json .
expected=$(( $(wc -c < "$out") + $(wc -c < "$reports/alone.json") ))   # Normal output and report.
before=$(meta /dev/stdout)
status=0
timeout 60 "$lint" --output /dev/stdout --output-reporter json . > "$reports/both" 2> "$err" || status=$?
hung; expect_status 1
[ "$(wc -c < "$reports/both")" -eq "$expected" ] || fail "the file holds $(wc -c < "$reports/both") bytes, not $expected: one output overwrote the other"
grep -qF "$finding" "$reports/both" || fail "the file lacks the JSON report: $(head -c 400 "$reports/both")"
grep -q '(dependencies-first)$' "$reports/both" || fail "the file lacks the normal output: $(head -c 400 "$reports/both")"
keeps /dev/stdout "$before"
ok

# expect_device_refused DEVICE: --output to a full character device exits 2 and leaves it a device.
expect_device_refused() {
    before=$(meta "$1")
    run --output "$1" .
    expect_status 2; no_crash; expect_one_err_line; expect_err "$1"
    keeps "$1" "$before"
    [ -c "$1" ] || fail "$1 is no longer a character device"
}
check "--output /dev/full exits 2 with one line"
expect_device_refused /dev/full
ok
if ! $root; then skip "--output to a device node made with mknod"
elif ! mknod "$reports/full" c 1 7 2> /dev/null; then echo "skipped: --output to a device node (mknod is not permitted here)"
else
    check "--output to a device node made with mknod exits 2 and keeps it"
    expect_device_refused "$reports/full"
    ok
fi

check "--output '' exits 2 with a clear message"
run --output '' .
expect_status 2; no_crash; expect_one_err_line
grep -qi 'empty' "$err" || fail "the message does not say the path is empty: $(stderr_text)"
ok

check "--output to a folder exits 2"
mkdir "$reports/folder"
before=$(meta "$reports/folder")
run --output "$reports/folder" .
expect_status 2; no_crash; expect_err "$reports/folder"
keeps "$reports/folder" "$before"
[ -z "$(ls -A "$reports/folder")" ] || fail "something was written into the folder"
ok

check "--write-baseline through a symbolic link writes the target"
echo old > "$elsewhere/baseline.json"
ln -s "$elsewhere/baseline.json" "$reports/baseline-link.json"
link_before=$(meta "$reports/baseline-link.json") target_before=$(meta "$elsewhere/baseline.json")
run --write-baseline "$reports/baseline-link.json" .
expect_status 0
keeps "$reports/baseline-link.json" "$link_before"
keeps "$elsewhere/baseline.json" "$target_before"
grep -qF "$finding" "$elsewhere/baseline.json" || fail "the target lacks the baseline"
ok

check "--write-baseline to a FIFO with a reader waiting"
fifo_run "$reports/baseline-fifo" --write-baseline "$reports/baseline-fifo" .
expect_status 0
grep -qF "$finding" "$reports/baseline-fifo.got" || fail "the reader did not receive the baseline"
ok

check "a report or baseline never replaces a file the run reads: a hard link to a source, the baseline in use"
cd "$work/project"
ln Sources/App/Receipt.swift "$reports/hard.sarif"
source_before=$(sha256sum < Sources/App/Receipt.swift)
run --output "$reports/hard.sarif" .
expect_status 2; expect_err "a file this run reads"
[ "$(sha256sum < Sources/App/Receipt.swift)" = "$source_before" ] || fail "the source was overwritten"
run --write-baseline "$reports/kept-baseline.json" .
expect_status 0
baseline_before=$(sha256sum < "$reports/kept-baseline.json")
run --baseline "$reports/kept-baseline.json" --output "$reports/kept-baseline.json" .
expect_status 2; expect_err "a file this run reads"
[ "$(sha256sum < "$reports/kept-baseline.json")" = "$baseline_before" ] || fail "the baseline in use was overwritten"
ok

check "a read-only report is left alone, even by root"
echo keep > "$reports/frozen.sarif"; chmod 444 "$reports/frozen.sarif"
run --output "$reports/frozen.sarif" .
expect_status 2; expect_err "read-only"
[ "$(cat "$reports/frozen.sarif")" = keep ] || fail "the read-only report was replaced"
ok

# --- 2. Standard output errors ---------------------------------------------------------------------
check "standard output to /dev/full exits 2 with one line"
status=0; timeout 60 "$lint" . > /dev/full 2> "$err" || status=$?
hung; expect_status 2; no_crash; expect_one_err_line
ok

check "standard output closed exits 2"
status=0; timeout 60 "$lint" . >&- 2> "$err" || status=$?
hung; expect_status 2; no_crash
ok

check "standard output to a pipe closed early ends quietly"
mkdir -p "$work/many/Sources"
git init -q "$work/many"
cp "$fixture/Receipt.swift" "$work/many/Sources/"
for i in $(seq 300); do cp "$fixture/Use.swift" "$work/many/Sources/Use$i.swift"; done
cd "$work/many"
set +o pipefail
timeout 60 "$lint" . 2> "$err" | head -c 1 > /dev/null
status=${PIPESTATUS[0]}
set -o pipefail
hung; no_crash
[ "$status" -eq 141 ] || [ "$status" -eq 0 ] || fail "exit $status, expected 141 (SIGPIPE) or 0; stderr: $(stderr_text)"
[ ! -s "$err" ] || fail "stderr is not empty: $(stderr_text)"
ok

# --- 3. --fix edits in place ------------------------------------------------------------------------
check "--fix edits through a symbolic link and a hard link, keeping mode and owner"
new_project "$work/in-place"
cd "$work/in-place/Sources/App"
mkdir "$work/outside"
mv Receipt.swift "$work/outside/Receipt.swift"
chmod 640 "$work/outside/Receipt.swift"
ln -s "$work/outside/Receipt.swift" Receipt.swift
ln Use.swift "$work/outside/Use-link.swift"
$root && chown "nobody:$(id -gn nobody)" Use.swift
link_before=$(meta Receipt.swift) target_before=$(meta "$work/outside/Receipt.swift") use_before=$(meta Use.swift)
cd "$work/in-place"
run --fix .
expect_status 1   # The shared-typealias finding is left to report.
same "$work/outside/Receipt.swift" "$fixture/Receipt.fixed"
same Sources/App/Use.swift "$fixture/Use.fixed"
same "$work/outside/Use-link.swift" "$fixture/Use.fixed"
keeps Sources/App/Receipt.swift "$link_before"
keeps "$work/outside/Receipt.swift" "$target_before"
keeps Sources/App/Use.swift "$use_before"
[ "$(ls -A Sources/App)" = "$(printf 'Receipt.swift\nUse.swift')" ] || fail "Sources/App holds $(ls -A Sources/App)"
no_temporary_files
ok
$root || skip "--fix keeps an owner and group other than the user's"

# --- 4. A user who cannot write a file ------------------------------------------------------------
if $root; then
    check "as nobody, --fix refuses a root-owned 0444 file in a 1777 folder"
    new_project "$work/sticky"
    cd "$work/sticky"
    chmod 1777 . Sources Sources/App
    chmod 444 Sources/App/Receipt.swift
    chown nobody Sources/App/Use.swift
    receipt_before=$(meta Sources/App/Receipt.swift) use_before=$(meta Sources/App/Use.swift)
    run_as_nobody --fix .
    expect_status 2; no_crash; expect_err Receipt.swift
    same Sources/App/Receipt.swift "$fixture/Receipt.swift"
    same Sources/App/Use.swift "$fixture/Use.swift"
    keeps Sources/App/Receipt.swift "$receipt_before"
    keeps Sources/App/Use.swift "$use_before"
    no_temporary_files
    ok

    check "as nobody, a cross-file fix with one file not writable changes neither"
    new_project "$work/half-writable"
    cd "$work/half-writable"
    chown nobody Sources/App/Receipt.swift   # Written first; Use.swift stays root's 0644.
    run_as_nobody --fix .
    expect_status 2; no_crash; expect_err Use.swift
    same Sources/App/Receipt.swift "$fixture/Receipt.swift"
    same Sources/App/Use.swift "$fixture/Use.swift"
    ok
else
    skip "as nobody, --fix refuses a root-owned 0444 file"
    skip "as nobody, a cross-file fix with one file not writable"
fi

# --- 5. All or nothing on a full disk --------------------------------------------------------------
check "--fix restores what it wrote when the second file cannot grow"
mkdir "$work/full-disk"
git init -q "$work/full-disk"
cd "$work/full-disk"
cp "$fixture/Receipt.swift" A.swift   # Written first; its fix keeps its size.
cat > B.swift <<'EOF'
typealias CheckoutDependencies = LoggingDependency

struct Checkout<Dependencies: CheckoutDependencies> {
    let dependencies: Dependencies
    func finish() { _ = Receipt(order: 1, dependencies: dependencies) }
}
EOF
# Padded to 2020 bytes: the forwarding line the fix adds takes it past `ulimit -f 2` (2048 bytes).
printf '// %s\n' "$(head -c $((2020 - 4 - $(wc -c < B.swift))) /dev/zero | tr '\0' p)" >> B.swift
[ "$(wc -c < B.swift)" -eq 2020 ] || fail "could not pad B.swift"
mkdir "$work/full-disk-original"
cp A.swift B.swift "$work/full-disk-original/"
run --fix --dry-run .
grep -q '^+.*Required by Receipt' "$out" || fail "the fix of B.swift does not add a line: $(head -c 800 "$out")"
status=0
( trap '' XFSZ; ulimit -f 2; exec timeout 60 "$lint" --fix . ) > "$out" 2> "$err" || status=$?
hung; expect_status 2; no_crash
grep -qiE 'restored|nothing was changed' "$err" || fail "the message does not say the files were restored: $(stderr_text)"
same A.swift "$work/full-disk-original/A.swift"
same B.swift "$work/full-disk-original/B.swift"
no_temporary_files
ok

# --- 6. A file changed while --fix runs ------------------------------------------------------------
echo "skipped: a file changed while --fix runs (not reliable from outside; the Swift unit tests cover it)"

# --- 7. An interrupted --fix leaves the whole tree original or fixed -------------------------------
check "an interrupted --fix leaves every file original or every file fixed"
ulimit -n "$(ulimit -Hn)"   # Open-file limits are checked on their own at the end.
base=$work/interrupt/original
mkdir -p "$base/Sources"
git init -q "$base"
cp "$fixture/Receipt.swift" "$base/Sources/"
for i in $(seq 1500); do
    echo "func make$i<Dependencies: ReceiptDependencies>(dependencies: Dependencies) { _ = Receipt(order: $i, dependencies: dependencies) }" > "$base/Sources/Use$i.swift"
done
cp -a "$base" "$work/interrupt/fixed"
cd "$work/interrupt/fixed"
started=$(date +%s%N)
run --fix .
span=$(( ($(date +%s%N) - started) / 1000000 + 100 ))   # How long a whole run takes, in ms.
[ "$span" -ge 300 ] || span=300
expect_status 1
[ "$(diff -rq "$base" . | wc -l)" -eq 1501 ] || fail "a clean --fix did not change all 1501 files"
tree=$work/interrupt/tree
originals=0 fixes=0
for trial in $(seq 20); do
    rm -rf "$tree"; cp -a "$base" "$tree"; cd "$tree"
    signal=INT; [ $((trial % 2)) -eq 0 ] && signal=TERM
    timeout 60 "$lint" --fix . > /dev/null 2> "$err" & pid=$!
    delay=$((RANDOM * span / 32768))
    sleep "$((delay / 1000)).$(printf '%03d' $((delay % 1000)))"
    kill -s "$signal" "$pid" 2> /dev/null || true
    status=0; wait "$pid" || status=$?
    hung; no_crash
    no_temporary_files
    if diff -rq "$base" . > /dev/null; then originals=$((originals + 1))
    elif diff -rq "$work/interrupt/fixed" . > /dev/null; then fixes=$((fixes + 1))
    else
        o=0 f=0 other=""
        for file in Sources/*.swift; do
            if cmp -s "$file" "$base/$file"; then o=$((o + 1))
            elif cmp -s "$file" "$work/interrupt/fixed/$file"; then f=$((f + 1))
            else other="$other $file"; fi
        done
        fail "trial $trial (SIG$signal, exit $status): $o files original, $f fixed, neither:${other:- none}; $(diff -rq "$base" . | grep -v '^Files' | head -3)"
    fi
done
name="$name (20 trials within ${span} ms: $originals original, $fixes fixed)"
ok

check "a --fix killed with SIGKILL is undone by the next run, from its journal"
originals=0 fixes=0
for trial in $(seq 10); do
    rm -rf "$tree"; cp -a "$base" "$tree"; cd "$tree"
    "$lint" --fix . > /dev/null 2> "$err" & pid=$!   # Not under `timeout`: the kill must reach cpdi-lint itself.
    delay=$((RANDOM * span / 32768))
    sleep "$((delay / 1000)).$(printf '%03d' $((delay % 1000)))"
    kill -s KILL "$pid" 2> /dev/null || true
    { wait "$pid" || true; } 2> /dev/null
    run .   # Any run in the repository undoes what the killed one left half written.
    [ "$status" -le 1 ] || fail "trial $trial: the next run exited $status: $(stderr_text)"
    [ -z "$(find .git -maxdepth 1 -name 'cpdi-lint-fix-*')" ] || fail "trial $trial: a journal was left in .git"
    if diff -rq "$base" . > /dev/null; then originals=$((originals + 1))
    elif diff -rq "$work/interrupt/fixed" . > /dev/null; then fixes=$((fixes + 1))
    else fail "trial $trial: after SIGKILL and another run, the tree is neither original nor fixed: $(diff -rq "$base" . | head -3)"; fi
done
name="$name (10 trials: $originals original, $fixes fixed)"
ok

# --- 8. Nothing unread passes ----------------------------------------------------------------------
check "a folder that cannot be read fails the run and is named"
mkdir -p "$work/locked/Sources/App" "$work/locked/Sources/Locked"
git init -q "$work/locked"
cp "$fixture/Clean.swift" "$work/locked/Sources/App/"
cp "$fixture/Receipt.swift" "$work/locked/Sources/Locked/"
chmod 000 "$work/locked/Sources/Locked"
cd "$work/locked"
if $root; then run_as_nobody --strict .; else run --strict .; fi
expect_status 2; no_crash; expect_err Sources/Locked
chmod 755 "$work/locked/Sources/Locked"
ok

check "a run that cannot read a file writes no report a program reads"
mkdir -p "$work/unread/Sources/App"; git init -q "$work/unread"
cp "$fixture/Receipt.swift" "$fixture/Use.swift" "$work/unread/Sources/App/"
printf 'let s = "\xff"\n' > "$work/unread/Sources/App/Latin1.swift"
cd "$work/unread"
run --output "$reports/unread.sarif" --reporter json .
expect_status 2; expect_err "no report was written"
[ ! -e "$reports/unread.sarif" ] || fail "a SARIF report was written for a run that did not read every file"
[ ! -s "$out" ] || fail "the JSON reporter printed results for a run that did not read every file"
ok

check "a UTF-16 file fails the run and is named"
mkdir -p "$work/utf16/Sources"
git init -q "$work/utf16"
printf 'struct A {}\n' | iconv -t UTF-16 > "$work/utf16/Sources/Wide.swift"
cd "$work/utf16"
run --strict .
expect_status 2; no_crash; expect_err Wide.swift; expect_err UTF-16
ok

check "a file deeper than PATH_MAX fails the run and is named"
mkdir "$work/deep"
git init -q "$work/deep"
cp "$fixture/Clean.swift" "$work/deep/"
long=$(printf 'x%.0s' $(seq 200))
( cd "$work/deep"; for _ in $(seq 25); do mkdir "$long" && cd "$long"; done; cp "$fixture/Receipt.swift" Deep.swift )
cd "$work/deep"
run --strict .
[ "$status" -ne 0 ] || fail "exit 0 with a file it could not reach"
no_crash; expect_err "$long"
ok

check "a file named twice, relative and absolute, is linted and fixed once"
new_project "$work/twice"
cd "$work/twice"
run Sources/App/Receipt.swift "$PWD/Sources/App/Receipt.swift"
expect_status 1
[ "$(grep -c 'Receipt.swift:4:' "$out")" -eq 1 ] || fail "the finding was reported $(grep -c 'Receipt.swift:4:' "$out") times: $(cat "$out")"
# The declaration and its call in Use.swift change together, so both are named.
run --fix Sources/App/Receipt.swift "$PWD/Sources/App/Receipt.swift" Sources/App/Use.swift
[ "$status" -le 1 ] || fail "--fix exited $status: $(stderr_text)"
same Sources/App/Receipt.swift "$fixture/Receipt.fixed"
run --fix --dry-run Sources/App/Receipt.swift "$PWD/Sources/App/Receipt.swift" Sources/App/Use.swift
expect_status 0
ok

# --- 9. to 11. Odd shapes --------------------------------------------------------------------------
check "a symbolic link named Folder.swift to a folder does not abort the run"
mkdir -p "$work/folder-link/Sources/App"
git init -q "$work/folder-link"
cp "$fixture/Clean.swift" "$work/folder-link/Sources/App/"
ln -s Sources/App "$work/folder-link/Folder.swift"
cd "$work/folder-link"
run --strict .
expect_status 0
ok

check "a file with CR line breaks reports the right line"
mkdir -p "$work/cr/Sources"
git init -q "$work/cr"
tr '\n' '\r' < "$fixture/Receipt.swift" > "$work/cr/Sources/Receipt.swift"
cd "$work/cr"
run .
expect_status 1
grep -q '^Sources/Receipt.swift:4:.*(dependencies-first)' "$out" || fail "expected the finding on line 4: $(cat "$out")"
ok

check "an exclude glob with 25 '**/' on a 40-level path ends quickly and right"
mkdir "$work/glob"
git init -q "$work/glob"
cd "$work/glob"
deep=$(printf 'd%s/' $(seq 40))
mkdir -p "$deep/Generated" "$deep/Kept"
cp "$fixture/Receipt.swift" "$deep/Generated/Bad.swift"
cp "$fixture/Receipt.swift" "$deep/Kept/Bad.swift"
printf '{"exclude": ["%sGenerated"]}\n' "$(printf '**/%.0s' $(seq 25))" > .cpdi-lint.json
guard=20 run .
expect_status 1
grep -q 'Kept/Bad.swift' "$out" || fail "the file outside Generated was not reported: $(cat "$out")"
! grep -q 'Generated/' "$out" || fail "the excluded file was reported: $(cat "$out")"
ok

# --- 7, continued: a large --fix under the common default of 1024 open files -----------------------
check "--fix of 1501 files under a limit of 1024 open files"
rm -rf "$tree"; cp -a "$base" "$tree"; cd "$tree"
status=0
( ulimit -n 1024; exec timeout 60 "$lint" --fix . ) > "$out" 2> "$err" || status=$?
hung; no_crash; expect_status 1
diff -rq "$work/interrupt/fixed" . > /dev/null || fail "the tree is not the fixed one"
ok

no_temporary_files
echo "write-safety-proof: passed"
