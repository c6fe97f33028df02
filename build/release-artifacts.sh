#!/usr/bin/env bash
# Every file of a release, built from this clone into one folder (docs/releasing.md):
#
#   build/release-artifacts.sh OUT-DIR [MAVEN-ARGUMENT ...]
#
# OUT-DIR (created; must be empty or absent) receives
#   pacru-api-V.jar, pacru-notation-V.jar, pacru-core-V.jar, each with -sources.jar and -javadoc.jar
#   pacru.jar                       the command-line tool (examples/cli), library and server inside
#   pacru-V.tgz                     the npm package (npm pack of pacru-js/target/npm/pacru)
#   pacru-static-site-V.tar.gz      pacru serve's page as a static site (examples/serve/target/static-site)
#   <artifact>-V.cdx.json           CycloneDX SBOMs: pacru-api, pacru-notation, pacru-core, pacru-cli
#                                   (cyclonedx-maven-plugin, profile sbom) and pacru-V.npm.cdx.json
#                                   (build/npm-sbom.mjs)
#   SHA256SUMS                      `sha256sum -c SHA256SUMS` checks every file above
# The bytes depend on the commit alone: the archives carry project.build.outputTimestamp as every
# entry's time, in name order, with fixed owners and modes (build/check-reproducible.sh builds twice
# and compares). Tests are not run: `mvn -B verify` is the release's test (docs/releasing.md, step 4).
# Needs JDK 17+, Maven online (the SBOM plugin skips offline), npm, Node.js 18+ (PACRU_NODE or node),
# GNU tar, gzip and sha256sum.
set -euo pipefail
if [ $# -lt 1 ]; then
    echo "usage: build/release-artifacts.sh OUT-DIR [MAVEN-ARGUMENT ...]" >&2
    exit 2
fi
OUT="$1"
shift
cd "$(dirname "$0")/.."
ROOT="$(pwd)"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
if [ -n "$(ls -A "$OUT")" ]; then
    echo "$OUT is not empty" >&2
    exit 2
fi
NODE="${PACRU_NODE:-node}"
TIMESTAMP="$(sed -n 's|.*<project.build.outputTimestamp>\(.*\)</project.build.outputTimestamp>.*|\1|p' pom.xml)"
EPOCH="$(date -u -d "$TIMESTAMP" +%s)"
# The release's modules and what they are built from; clean, so that nothing of an earlier build
# (TeaVM's caches, an optimised pacru.wasm) reaches the release. The tests compile (pacru-cli's
# build needs pacru-serve's test jar) but do not run.
mvn -B -q -Psbom -DskipTests "$@" \
    -pl pacru-api,pacru-notation,pacru-core,pacru-js,examples/serve,examples/cli -am clean package
# cyclonedx-maven-plugin writes no SBOM offline (it warns and skips under -o): stop here rather than
# make a release without them.
for MODULE in pacru-api pacru-notation pacru-core examples/cli; do
    [ -f "$MODULE/target/bom.json" ] || { echo "no SBOM $MODULE/target/bom.json: cyclonedx-maven-plugin needs Maven online (no -o)" >&2; exit 1; }
done
V="$(sed -n 's|.*"version": "\(.*\)",|\1|p' pacru-js/target/npm/pacru/package.json | head -1)"

for MODULE in pacru-api pacru-notation pacru-core; do
    for SUFFIX in .jar -sources.jar -javadoc.jar; do
        cp "$MODULE/target/$MODULE-$V$SUFFIX" "$OUT/"
    done
    cp "$MODULE/target/bom.json" "$OUT/$MODULE-$V.cdx.json"
done
cp examples/cli/target/pacru.jar "$OUT/pacru.jar"
cp examples/cli/target/bom.json "$OUT/pacru-cli-$V.cdx.json"

npm pack --silent --pack-destination "$OUT" ./pacru-js/target/npm/pacru >/dev/null
"$NODE" build/npm-sbom.mjs pacru-js/target/npm/pacru "$OUT/pacru-$V.tgz" pacru-js/target/compiled-classes \
    "$TIMESTAMP" > "$OUT/pacru-$V.npm.cdx.json"

# The static site: entries in name order, the release's time, owner 0, no gzip name or time.
tar --sort=name --mtime="@$EPOCH" --owner=0 --group=0 --numeric-owner --mode='a+rX,u+w,go-w' \
    --format=ustar -C examples/serve/target --transform "s|^static-site|pacru-static-site-$V|" \
    -cf - static-site | gzip -9 -n > "$OUT/pacru-static-site-$V.tar.gz"

(cd "$OUT" && LC_ALL=C ls | grep -v '^SHA256SUMS$' | xargs sha256sum > SHA256SUMS)
echo "release $V (commit $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)): $OUT"
cat "$OUT/SHA256SUMS"
