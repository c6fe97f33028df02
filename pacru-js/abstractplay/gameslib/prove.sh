#!/usr/bin/env bash
# The proof in gameslib's own build: Pacru on the pacru engine, merged into a gameslib checkout.
#
#   prove.sh GAMESLIB RENDERER RECRANKS PACRU_TGZ [STORED=100] [RANDOM=100]
#
# GAMESLIB: a fresh checkout of AbstractPlay/gameslib (its commit b8c3115 or later; the script changes it).
#   GAMESLIB_REF (environment), when set, is checked out first: the target the patch is proved against,
#   such as main (b8c3115) or develop (fa10fff6); unset, the checkout's commit as it is.
# RENDERER, RECRANKS: checkouts of AbstractPlay/renderer and AbstractPlay/recranks (gameslib's
#   @abstractplay/renderer and @abstractplay/recranks are published only on GitHub's registry: they are
#   built here from their sources, packed and installed into gameslib from the tarballs).
# PACRU_TGZ: the pacru npm package (npm pack of pacru-js/target/npm/pacru, or pacru from the registry).
#
# Steps, each timed; the script stops at the first that fails (set -e) and prints what passed:
#  1. builds renderer and recranks, installs them and gameslib's other dependencies (npm registry);
#  2. BEFORE the patch: tsc of the whole library (kept as build-old/ for step 8), webpack's production
#     bundle (the size of each file in dist/) and gameslib's WHOLE mocha suite (npm test), whose failures are recorded;
#  3. applies pacru-patch.diff (git apply) and installs pacru;
#  4. gameslib's tsc over the whole library;  5. its eslint (npm run lint: weblate keys and eslint .);
#  6. its WHOLE mocha suite again, with the patch (npm test: every game), compared with 2c by
#     mocha-compare.cjs: it fails on any failure that 2c did not have, on a failing or missing Pacru test and
#     on a test of another game that no longer runs; the one exception is a mocha timeout in another game's
#     test, whose file is run once more with the patch and must then pass (a loaded machine's timeouts);
#  7. webpack's production bundle (the size of each file in dist/);
#  8. compare.cjs: (a) STORED games serialized by the old class load and continue in the new one;
#     (b) RANDOM games through GameFactory("pacru", …) with both classes, ply by ply.
# Environment: MOCHA_TIMEOUT (ms), when set, is given to mocha as --timeout in 2c, 6 and 6's rerun alike
# (unset: gameslib's own settings, mocha's 2000 ms).
# HOSTS_SOURCES, when set, then runs hosts/prove-hosts.sh (the same patch and tarball in Abstract Play's own hosts:
# gameslib's playground, the front end, node-backend; pacru from a local npm registry) with it as its SOURCES and
# HOSTS_WORK (default: prove-hosts next to the gameslib checkout) as its WORK; see hosts/prove-hosts.sh.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
gameslib=$(cd "${1:?usage: prove.sh GAMESLIB RENDERER RECRANKS PACRU_TGZ [STORED] [RANDOM]}" && pwd)
renderer=$(cd "${2:?RENDERER checkout}" && pwd)
recranks=$(cd "${3:?RECRANKS checkout}" && pwd)
pacru_tgz=$(cd "$(dirname "${4:?PACRU_TGZ}")" && pwd)/$(basename "$4")
stored=${5:-100}
random=${6:-100}
if [ -n "${GAMESLIB_REF:-}" ]; then
  git -C "$gameslib" checkout -q --force "$GAMESLIB_REF"
fi
echo "gameslib at $(git -C "$gameslib" log -1 --format='%h %cI %s')${GAMESLIB_REF:+ (GAMESLIB_REF=$GAMESLIB_REF)}"
node --version | grep -qE '^v(2[2-9]|[3-9][0-9])\.' || { echo "prove.sh: Node.js 22 or later is needed (require of the pacru ES modules)" >&2; exit 2; }

passed=()
step() {  # step NAME COMMAND...: runs and times one step
  local name=$1 start end
  shift
  echo "=== $name"
  start=$(date +%s)
  "$@"
  end=$(date +%s)
  passed+=("$name: passed in $((end - start)) s")
  echo "--- $name: passed in $((end - start)) s"
}
trap 'echo; echo "PASSED STEPS:"; printf "  %s\n" "${passed[@]}"; [ "${#passed[@]}" -eq 12 ] || echo "STOPPED: a step failed (${#passed[@]} of 12 passed)"' EXIT

# renderer and recranks as they were when the gameslib commit was made (a later renderer changed its
# schema's types, and gameslib's tsc then fails in src/games/evenatodds.ts before any patch)
at_gameslib_date() {  # at_gameslib_date CHECKOUT
  local when commit
  when=$(git -C "$gameslib" log -1 --format=%cI HEAD)
  commit=$(git -C "$1" rev-list -1 --before="$when" HEAD)
  git -C "$1" checkout -q --force "$commit"
  echo "$(basename "$1") at $(git -C "$1" log -1 --format='%h %cI %s'), the last commit before gameslib's $when"
}

build_renderer() {
  at_gameslib_date "$renderer"
  cd "$renderer"
  # transformation-matrix-js is a GitHub dependency; the same library is on the npm registry (2.7.6).
  # serverless and playwright serve deploying and browser tests only.
  node -e '
    const fs = require("fs"); const p = JSON.parse(fs.readFileSync("package.json"));
    if (String(p.dependencies["transformation-matrix-js"]).startsWith("github:")) p.dependencies["transformation-matrix-js"] = "2.7.6";
    for (const d of ["serverless", "serverless-finch", "@playwright/test"]) delete p.devDependencies[d];
    fs.writeFileSync("package.json", JSON.stringify(p, null, 4) + "\n");'
  npm install --ignore-scripts --no-audit --no-fund
  npm run build-ts
  npm run build-bundle
  rm -f abstractplay-renderer-*.tgz
  npm pack
}

build_recranks() {
  at_gameslib_date "$recranks"
  cd "$recranks"
  npm install --ignore-scripts --no-audit --no-fund
  npm run build-ts
  rm -f abstractplay-recranks-*.tgz
  npm pack
}

install_gameslib() {
  cd "$gameslib"
  # the GitHub registry of @abstractplay is unreachable: gameslib's .npmrc names it; serverless (deploying
  # only) asks for a canary version the npm registry does not resolve
  rm -f .npmrc
  node -e '
    const fs = require("fs"); const p = JSON.parse(fs.readFileSync("package.json"));
    for (const d of ["serverless", "serverless-finch"]) delete p.devDependencies[d];
    for (const d of ["@abstractplay/renderer", "@abstractplay/recranks"]) delete p.dependencies[d];
    fs.writeFileSync("package.json", JSON.stringify(p, null, 2) + "\n");'
  npm install --ignore-scripts --no-audit --no-fund "$renderer"/abstractplay-renderer-*.tgz "$recranks"/abstractplay-recranks-*.tgz
}

tsc_old() {
  cd "$gameslib"
  npx tsc
  rm -rf build-old
  mv build build-old
}

bundle() {  # bundle LABEL: every file webpack writes to dist/, its size and its size gzipped
  cd "$gameslib"
  rm -rf dist  # as gameslib's dist-prod (rimraf dist): only this build's files are listed
  npx webpack --mode=production
  local f size gz
  for f in dist/*; do
    size=$(stat -c %s "$f")
    gz=$(gzip -9c "$f" | wc -c)
    echo "bundle $1: $f $size bytes, gzip $gz bytes"
    echo "$1 $f $size bytes, gzip $gz bytes" >> "$gameslib/.bundle-sizes"
  done
}

apply_patch() {
  cd "$gameslib"
  git apply --check "$here/pacru-patch.diff"
  git apply "$here/pacru-patch.diff"
  npm install --ignore-scripts --no-audit --no-fund "$pacru_tgz"
}

tsc_new() {
  cd "$gameslib"
  npx tsc
}

lint() {
  cd "$gameslib"
  # build-old/ (this script's tsc output of step 2a) is not gameslib's source: eslint ignores build/ only
  mv build-old ../.prove-build-old
  local rc=0
  npm run lint || rc=$?
  mv ../.prove-build-old build-old
  return "$rc"
}

mocha_args=()
if [ -n "${MOCHA_TIMEOUT:-}" ]; then
  mocha_args=(--timeout "$MOCHA_TIMEOUT")
  echo "mocha: --timeout $MOCHA_TIMEOUT (MOCHA_TIMEOUT), the same in 2c and 6"
else
  echo "mocha: its default timeout, 2000 ms, the same in 2c and 6"
fi

mocha_suite() {  # mocha_suite LABEL: gameslib's npm test, every game, its report in .mocha-LABEL.json
  cd "$gameslib"
  rm -f ".mocha-$1.json"
  # exit status: the number of failing tests; the report says which (mocha-compare.cjs)
  npm test -- "${mocha_args[@]}" --reporter json --reporter-option "output=.mocha-$1.json" || true
}

mocha_before() {
  mocha_suite before
  node "$here/mocha-compare.cjs" summary .mocha-before.json
}

mocha_after() {
  mocha_suite after
  local rc=0
  node "$here/mocha-compare.cjs" diff .mocha-before.json .mocha-after.json .mocha-rerun-files || rc=$?
  [ "$rc" -eq 3 ] || return "$rc"
  # only timeouts in other games' tests: their files once more, with the patch
  rm -f .mocha-rerun.json
  mapfile -t files < .mocha-rerun-files
  npx mocha -r ts-node/register "${mocha_args[@]}" --reporter json --reporter-option output=.mocha-rerun.json "${files[@]}" || true
  node "$here/mocha-compare.cjs" rerun .mocha-before.json .mocha-after.json .mocha-rerun.json
}

compare() {
  cd "$gameslib"
  node "$here/compare.cjs" build-old build "$stored" "$random"
}

rm -f "$gameslib/.bundle-sizes"
step "1a. build @abstractplay/renderer" build_renderer
step "1b. build @abstractplay/recranks" build_recranks
step "1c. install gameslib's dependencies" install_gameslib
step "2a. tsc before the patch (build-old)" tsc_old
step "2b. webpack production bundle before the patch" bundle before
step "2c. mocha, the whole suite before the patch (npm test)" mocha_before
step "3. git apply the patch, install pacru" apply_patch
step "4. tsc, the whole library" tsc_new
step "5. npm run lint (weblate keys, eslint .)" lint
step "6. mocha, the whole suite with the patch (npm test), against 2c" mocha_after
step "7. webpack production bundle with the patch" bundle after
step "8. compare.cjs: stored games, random games ply by ply" compare
echo
cat "$gameslib/.bundle-sizes"
echo "ALL 12 STEPS PASSED"
if [ -n "${HOSTS_SOURCES:-}" ]; then
  echo
  GAMESLIB_REF=$(git -C "$gameslib" rev-parse HEAD) PATCH="$here/pacru-patch.diff" \
    "$here/hosts/prove-hosts.sh" "$HOSTS_SOURCES" "${HOSTS_WORK:-$(dirname "$gameslib")/prove-hosts}" "$pacru_tgz"
fi
