#!/usr/bin/env bash
# Whether the release files are reproducible: build/check-reproducible.sh [WORK-DIR] [MAVEN-ARGUMENT ...]
# Clones this repository's HEAD twice into WORK-DIR (default: a new temporary folder, removed after
# a success), builds every release file in each clone (build/release-artifacts.sh) and compares
# their SHA256SUMS: identical, or the files that differ and exit 1. Committed work only: the clones
# have HEAD, not the working tree's changes. .ci/run runs it after the tests.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
WORK="${1:-}"
shift || true
CLEANUP=false
if [ -z "$WORK" ]; then
    WORK="$(mktemp -d "${TMPDIR:-/tmp}/pacru-reproducible.XXXXXX")"
    CLEANUP=true
fi
COMMIT="$(git rev-parse HEAD)"
for SIDE in a b; do
    rm -rf "$WORK/$SIDE" "$WORK/$SIDE-out"
    git clone -q --no-hardlinks "$ROOT" "$WORK/$SIDE"
    git -C "$WORK/$SIDE" checkout -q --detach "$COMMIT"
    START=$SECONDS
    "$WORK/$SIDE/build/release-artifacts.sh" "$WORK/$SIDE-out" "$@" > "$WORK/$SIDE.log" 2>&1 \
        || { tail -50 "$WORK/$SIDE.log"; echo "check-reproducible: build $SIDE failed ($WORK/$SIDE.log)" >&2; exit 1; }
    echo "check-reproducible: build $SIDE of ${COMMIT:0:7} in $((SECONDS - START)) s"
done
if cmp -s "$WORK/a-out/SHA256SUMS" "$WORK/b-out/SHA256SUMS"; then
    echo "check-reproducible: identical, $(wc -l < "$WORK/a-out/SHA256SUMS") files:"
    cat "$WORK/a-out/SHA256SUMS"
    if $CLEANUP; then rm -rf "$WORK"; fi
    exit 0
fi
echo "check-reproducible: the two builds of ${COMMIT:0:7} differ (files in $WORK/a-out and $WORK/b-out):" >&2
diff "$WORK/a-out/SHA256SUMS" "$WORK/b-out/SHA256SUMS" >&2 || true
exit 1
