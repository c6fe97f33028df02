#!/usr/bin/env bash
# The proof in Abstract Play's own hosts: the patched gameslib, with pacru installed from an npm registry,
# in gameslib's playground, the front end (its production build and its dev server) and node-backend.
#
#   prove-hosts.sh SOURCES WORK PACRU_TGZ
#
# SOURCES: where to clone AbstractPlay's repositories from, a printf pattern whose %s is gameslib, renderer,
#   recranks, front or node-backend: 'https://github.com/AbstractPlay/%s.git', or local mirrors such as
#   '/work/.mirror/AbstractPlay+%s/repo'. Each is cloned afresh into WORK/src (nothing of theirs is changed
#   outside WORK).
# WORK: this proof's folder: clones, tools, the registry's storage, screenshots and logs (made if missing;
#   kept between runs only for the tools and the registry's cache of public packages).
# PACRU_TGZ: the pacru npm package to publish to the local registry (npm pack of pacru-js/target/npm/pacru).
#
# Environment:
#   PATCH         the gameslib patch (default: ../pacru-patch.diff next to this folder)
#   GAMESLIB_REF  the gameslib commit the patch is applied to (default: main; b8c3115 is main here, develop
#                 fa10fff6 the newest)
#   FRONT_REF, BACKEND_REF   the front end's and node-backend's commits (default: develop, both; gameslib-date:
#                 the last commit of their develop before the gameslib commit). The front end must be one built
#                 with Vite (d66fcbe9, 2026-08-12, or later): for gameslib develop fa10fff6 (2026-08-08),
#                 gameslib-date is an older one, so H9 and H12 say so and fail
#   NODE24        Node.js 24 for node-backend (its package.json asks for >=24; default: `node` when it is 24+)
#   CHROMIUM      the browser (default /usr/bin/chromium), driven headless by playwright-core
#   UNTIL         a step ID (e.g. H5): the steps after it are not run (and not counted)
#
# Steps, each timed; a step whose inputs failed is skipped, the others run (the summary says which):
#   H1  tools: Verdaccio and playwright-core (and the npm packages of the CDN files the playground names)
#       installed into WORK/tools from the public npm registry
#   H2  a local npm registry (registry.mjs): Verdaccio on 127.0.0.1, pacru and @abstractplay/* published there
#       only, every other package proxied from the public registry; PACRU_TGZ published
#   H3  the clones: gameslib at GAMESLIB_REF; renderer and recranks at their last commits before it (as
#       prove.sh); front and node-backend at their refs; renderer's develop at the later of their dates
#   H4  renderer and recranks for gameslib built and published under the versions gameslib's lock file names
#   H5  gameslib, each time with @abstractplay pointed at the local registry and a plain `npm install`
#       (host-lockfile.cjs: GitHub's tarball URLs and checksums left out of the lock file): without the patch,
#       tsc and npm pack (the baseline of H10 and H12); with the patch (pacru resolved from the registry by the
#       patch's range, checked to be PACRU_TGZ: check-install.cjs), tsc, the webpack bundle (sizes), npm pack.
#       Before both, front-compat.cjs gives what the front end imports and this gameslib lacks (named)
#   H6  gameslib's playground (playground.html on APGames.min.js) in Chromium: Pacru launched, moves by
#       clicks, by the move box, by Random; a forbidden string refused (playground.mjs)
#   H7  the renderer of the hosts' date built; renderer, recranks and the patched gameslib published under the
#       versions the front end's and node-backend's lock files name (as gameslib's CI publishes a build)
#   H8  front: a plain `npm install` from the registry; H9 its production build (vite build)
#   H10 the baseline: the same front end built with gameslib unpatched, served on loopback, front.mjs's checks
#   H11 the production build served on loopback, in Chromium (front.mjs): the games gallery (Pacru's row; every
#       game), Pacru's page, the Playground with a Pacru game and moves by clicks; a check of the whole host that
#       fails in H10 the same way is not the patch's failure
#   H12 the same on the dev server (npx vite, VITE_REAL_MODE=local), without then with the patch
#   H13 node-backend: a plain `npm install` from the registry, tsc; H14 its handlers play a game of Pacru on
#       Node.js 24 with AWS faked in memory, the cold start's first Pacru call timed (backend.cjs)
# Servers listen on 127.0.0.1 only. The pages load nothing from elsewhere: a request off 127.0.0.1 is refused
# (the AWS backend, Cognito, analytics, thumbnails: the front end does without them) and listed in the page's log;
# the CDN files the playground names are answered from the npm packages of the same versions in WORK/tools, and
# the backend's count of games that Pacru's page waits for is answered empty. Screenshots and page logs:
# WORK/results.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
usage="usage: prove-hosts.sh SOURCES WORK PACRU_TGZ"
sources=${1:?$usage}
mkdir -p "${2:?$usage}"
work=$(cd "$2" && pwd)
pacru_tgz=$(cd "$(dirname "${3:?$usage}")" && pwd)/$(basename "$3")
[ -f "$pacru_tgz" ] || { echo "prove-hosts.sh: no file $pacru_tgz" >&2; exit 2; }
patch=${PATCH:-$here/../pacru-patch.diff}
patch=$(cd "$(dirname "$patch")" && pwd)/$(basename "$patch")
gameslib_ref=${GAMESLIB_REF:-main}
front_ref=${FRONT_REF:-develop}
backend_ref=${BACKEND_REF:-develop}
chromium=${CHROMIUM:-/usr/bin/chromium}
node --version | grep -qE '^v(2[2-9]|[3-9][0-9])\.' || { echo "prove-hosts.sh: Node.js 22 or later is needed (Verdaccio 6)" >&2; exit 2; }
node24=${NODE24:-$(command -v node)}
"$node24" --version | grep -qE '^v(2[4-9]|[3-9][0-9])\.' || { echo "prove-hosts.sh: NODE24 must be Node.js 24 or later (node-backend's engines), not $("$node24" --version)" >&2; exit 2; }

tools=$work/tools
reg=$work/registry
src=$work/src
out=$work/results
rm -rf "$src" "$out"
mkdir -p "$tools" "$reg" "$src" "$out"
export npm_config_userconfig=$reg/npmrc  # the registry and its token only: nothing of the user's npm settings
export npm_config_update_notifier=false npm_config_audit=false npm_config_fund=false
export PLAYWRIGHT_BROWSERS_PATH=0 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export PROVE_CHROMIUM=$chromium PROVE_OUT=$out PROVE_TOOLS=$tools

declare -A status  # step -> passed|FAILED|skipped
order=()
summary=()
step() {  # step ID "NAME" FUNCTION [NEEDED STEP IDs...]: runs and times one step unless a needed one failed
  local id=$1 name=$2 fn=$3 start end rc need
  shift 3
  [ -z "${until_done:-}" ] || return 0
  [ "$id" != "${UNTIL:-}" ] || until_done=1
  order+=("$id")
  for need in "$@"; do
    if [ "${status[$need]:-}" != passed ]; then
      status[$id]=skipped
      summary+=("$id. $name: skipped ($need did not pass)")
      echo "=== $id. $name: skipped ($need did not pass)"
      return
    fi
  done
  echo "=== $id. $name"
  start=$(date +%s)
  ( set -e; "$fn" )
  rc=$?
  end=$(date +%s)
  if [ "$rc" -eq 0 ]; then
    status[$id]=passed
    summary+=("$id. $name: passed in $((end - start)) s")
  else
    status[$id]=FAILED
    summary+=("$id. $name: FAILED (exit $rc) after $((end - start)) s")
  fi
  echo "--- ${summary[-1]}"
}

cleanup() {
  local pid
  if [ -f "$work/.servers" ]; then  # the servers the steps started (each leads its process group)
    while read -r pid; do kill -- "-$pid" 2>/dev/null || true; done < "$work/.servers"
    rm -f "$work/.servers"
  fi
  node "$here/registry.mjs" stop "$reg" 2>/dev/null || true
  echo
  echo "HOSTS SUMMARY (gameslib $gameslib_ref, patch $(basename "$patch"), pacru $(basename "$pacru_tgz")):"
  printf "  %s\n" "${summary[@]}"
  [ -f "$out/sizes" ] && sed 's/^/  /' "$out/sizes"
  echo "  results (logs, screenshots): $out"
}
trap cleanup EXIT

clone() {  # clone NAME REF: a fresh clone of SOURCES' NAME into src/NAME, at REF; REF gameslib-date: the last
  # commit of its develop branch before the gameslib commit
  local url ref=$2 note=""
  # shellcheck disable=SC2059
  url=$(printf "$sources" "$1")
  git -c advice.detachedHead=false clone -q "$url" "$src/$1"
  if [ "$ref" = gameslib-date ]; then
    ref=$(git -C "$src/$1" rev-list -1 --before="$(git -C "$src/gameslib" log -1 --format=%cI HEAD)" origin/develop)
    note=", the last of its develop before the gameslib commit"
  fi
  git -C "$src/$1" checkout -q --detach "$ref" 2>/dev/null || git -C "$src/$1" checkout -q --detach "origin/$ref"
  echo "$1: $(git -C "$src/$1" log -1 --format='%h %cI %s')$note"
}

last_before() {  # last_before REPO REF DATE: the last commit of REF before DATE
  git -C "$src/$1" rev-list -1 --before="$3" "origin/$2" 2>/dev/null || git -C "$src/$1" rev-list -1 --before="$3" "$2"
}

lock_version() {  # lock_version DIR PACKAGE: the version DIR's package-lock.json installs of PACKAGE (else the one
  # its package.json names)
  node -e 'const l = require(process.argv[1] + "/package-lock.json"); const e = l.packages["node_modules/" + process.argv[2]];
    if (!e) process.exit(3); console.log(e.version);' "$1" "$2" || dep_version "$1" "$2"
}

dep_version() {  # dep_version DIR PACKAGE: the version DIR's package.json asks for (its override first; of a
  # range ^V or ~V, V: the version its CI published)
  node -e 'const p = require(process.argv[1] + "/package.json"); const n = process.argv[2];
    const v = (p.overrides && typeof p.overrides[n] === "string" && p.overrides[n]) || (p.dependencies || {})[n];
    if (!v) { console.error("no " + n + " in " + process.argv[1] + "/package.json"); process.exit(1); }
    const m = /^[\^~=]?v?(\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?)$/.exec(v);
    if (!m) { console.error(n + "@" + v + " in " + process.argv[1] + "/package.json names no version to publish"); process.exit(1); }
    console.log(m[1]);' "$1" "$2"
}

publish_as() {  # publish_as TGZ VERSION TAG [DEPENDENCY=VERSION...]: TGZ published under VERSION (package.json
  # rewritten as gameslib's CI does with `npm version` and `npm pkg set`)
  local tgz=$1 version=$2 tag=$3 tmp
  shift 3
  tmp=$(mktemp -d "$work/publish.XXXXXX")
  tar xzf "$tgz" -C "$tmp"
  node -e 'const fs = require("fs"); const f = process.argv[1] + "/package/package.json"; const p = JSON.parse(fs.readFileSync(f));
    p.version = process.argv[2];
    for (const d of process.argv.slice(3)) { const i = d.lastIndexOf("="); p.dependencies[d.slice(0, i)] = d.slice(i + 1); }
    fs.writeFileSync(f, JSON.stringify(p, null, 2) + "\n");' "$tmp" "$version" "$@"
  npm publish "$tmp/package" --tag "$tag" --ignore-scripts --loglevel=warn
  echo "published $(node -p 'const p = require(process.argv[1] + "/package/package.json"); p.name + "@" + p.version' "$tmp") (tag $tag) from $(basename "$tgz")"
  rm -rf "$tmp"
}

host_install() {  # host_install: a plain `npm install` in the current folder; where the registry has no tarball of a
  # version the lock file names (404), that entry goes (host-lockfile.cjs --drop, named) and npm runs again, 5 times at most
  local log tries=0 missing
  log=$(mktemp)
  while ! npm install --no-audit --no-fund 2>&1 | tee "$log"; do
    missing=$(sed -n "s/.*The requested resource '\(.*\)@http.*' could not be found.*/\1/p" "$log" | head -1)
    if [ -z "$missing" ] || [ "$tries" -ge 5 ]; then rm -f "$log"; return 1; fi
    node "$here/host-lockfile.cjs" . --drop "$missing"
    tries=$((tries + 1))
  done
  rm -f "$log"
}

registry_setup() {  # point a checkout's @abstractplay scope at the local registry; drop what only GitHub serves
  local dir=$1
  echo "@abstractplay:registry=$(cat "$reg/url")" > "$dir/.npmrc"
  node "$here/host-lockfile.cjs" "$dir" "$(cat "$reg/url")"
}

# ---------------------------------------------------------------------------------------------------------
h1_tools() {
  cp "$here/tools-package.json" "$tools/package.json"
  (cd "$tools" && npm install --no-audit --no-fund --registry=https://registry.npmjs.org/ --userconfig=/dev/null)
  node -e 'for (const n of ["verdaccio", "playwright-core"]) console.log(n, require(process.argv[1] + "/node_modules/" + n + "/package.json").version)' "$tools"
  "$chromium" --version
}

h2_registry() {
  node "$here/registry.mjs" start "$tools" "$reg"
  npm publish "$pacru_tgz" --tag latest --ignore-scripts --loglevel=warn
  npm view pacru name version dist.shasum
}

h3_clones() {
  clone gameslib "$gameslib_ref"
  local when
  when=$(git -C "$src/gameslib" log -1 --format=%cI HEAD)
  # renderer and recranks as they were when the gameslib commit was made (prove.sh explains why)
  clone renderer main
  git -C "$src/renderer" checkout -q --detach "$(git -C "$src/renderer" rev-list -1 --before="$when" HEAD)"
  echo "renderer for gameslib: $(git -C "$src/renderer" log -1 --format='%h %cI %s'), the last before $when"
  clone recranks main
  git -C "$src/recranks" checkout -q --detach "$(git -C "$src/recranks" rev-list -1 --before="$when" HEAD)"
  echo "recranks: $(git -C "$src/recranks" log -1 --format='%h %cI %s'), the last before $when"
  clone front "$front_ref"
  clone node-backend "$backend_ref"
  # the renderer the hosts are built with: its develop branch (where its CI versions come from) when the later
  # of the two host commits was made
  local hwhen
  hwhen=$( (git -C "$src/front" log -1 --format=%cI HEAD; git -C "$src/node-backend" log -1 --format=%cI HEAD) | sort | tail -1)
  git -c advice.detachedHead=false clone -q "$src/renderer" "$src/renderer-hosts"
  git -C "$src/renderer-hosts" checkout -q --detach "$(git -C "$src/renderer" rev-list -1 --before="$hwhen" origin/develop)"
  echo "renderer for the hosts: $(git -C "$src/renderer-hosts" log -1 --format='%h %cI %s'), the last of develop before $hwhen"
}

build_renderer() {  # build_renderer DIR [playground]: as prove.sh: build-ts and the npm bundle, packed; with
  # "playground", also APRender.min.js (dist-prod), the bundle playground.html loads
  cd "$1"
  node -e '
    const fs = require("fs"); const p = JSON.parse(fs.readFileSync("package.json"));
    if (String(p.dependencies["transformation-matrix-js"]).startsWith("github:")) p.dependencies["transformation-matrix-js"] = "2.7.6";
    for (const d of ["serverless", "serverless-finch", "@playwright/test"]) delete p.devDependencies[d];
    fs.writeFileSync("package.json", JSON.stringify(p, null, 4) + "\n");'
  rm -f .npmrc
  npm install --ignore-scripts --no-audit --no-fund
  npm run build-ts
  npm run build-bundle
  rm -f abstractplay-renderer-*.tgz
  npm pack
  if [ "${2:-}" = playground ]; then npx webpack --mode=production; fi
}

h4_renderer_recranks() {
  build_renderer "$src/renderer" playground
  cd "$src/recranks"
  rm -f .npmrc
  npm install --ignore-scripts --no-audit --no-fund
  npm run build-ts
  rm -f abstractplay-recranks-*.tgz
  npm pack
  publish_as "$src/renderer"/abstractplay-renderer-*.tgz "$(lock_version "$src/gameslib" @abstractplay/renderer)" development
  publish_as "$src/recranks"/abstractplay-recranks-*.tgz "$(lock_version "$src/gameslib" @abstractplay/recranks)" latest
}

h5_gameslib() {
  cd "$src/gameslib"
  # what the front end imports and this gameslib lacks, given alike without and with the patch (front-compat.cjs)
  node "$here/front-compat.cjs" "$src/gameslib" "$src/front"
  # first without the patch: its tsc build packed, the baseline of the front end's checks (H10, H12)
  registry_setup "$src/gameslib"
  host_install
  npx tsc
  rm -f abstractplay-gameslib-*.tgz
  npm pack --ignore-scripts
  mv abstractplay-gameslib-*.tgz "$src/gameslib-unpatched.tgz"
  rm -rf build
  git checkout -q -- package.json package-lock.json .npmrc
  # with the patch
  git apply --check "$patch"
  git apply "$patch"
  echo "patch $(basename "$patch") applied:$(git apply --stat "$patch" | tail -1)"
  registry_setup "$src/gameslib"
  host_install
  node "$here/check-install.cjs" "$src/gameslib" "$pacru_tgz"
  npx tsc
  rm -rf dist
  npx webpack --mode=production
  local f size gz
  for f in dist/*; do
    size=$(stat -c %s "$f")
    gz=$(gzip -9c "$f" | wc -c)
    echo "gameslib bundle: $f $size bytes, gzip -9 $gz bytes" | tee -a "$out/sizes"
  done
  rm -f abstractplay-gameslib-*.tgz
  npm pack --ignore-scripts
}

h6_playground() {
  # as gameslib's dist-prod and deploy: the locales and the playground's files next to the bundle; the renderer's
  # bundle (playground.html loads it from renderer.dev.abstractplay.com) beside them
  local site=$src/playground-site
  rm -rf "$site"
  cp -r "$src/gameslib/dist" "$site"
  cp -r "$src/gameslib/locales" "$site/"
  cp "$src/gameslib"/playground/playground.* "$site/"
  cp "$src/renderer/dist/APRender.min.js" "$site/"
  node "$here/playground.mjs" "$site"
}

h7_publish_hosts() {
  if [ "$(git -C "$src/renderer-hosts" rev-parse HEAD)" = "$(git -C "$src/renderer" rev-parse HEAD)" ]; then
    echo "the hosts' renderer is gameslib's: its package is published again under the hosts' versions"
    rm -rf "$src/renderer-hosts"
    git -c advice.detachedHead=false clone -q "$src/renderer" "$src/renderer-hosts"
    cp "$src/renderer"/abstractplay-renderer-*.tgz "$src/renderer-hosts/"
  else
    build_renderer "$src/renderer-hosts"
  fi
  # each host's versions, as its lock file names them: gameslib's CI publishes a build with the renderer it was
  # built with as its dependency (npm pkg set), so does this
  local host rv gv cv published=" $(lock_version "$src/gameslib" @abstractplay/recranks) "
  for host in front node-backend; do
    rv=$(lock_version "$src/$host" @abstractplay/renderer)
    gv=$(lock_version "$src/$host" @abstractplay/gameslib)
    cv=$(lock_version "$src/$host" @abstractplay/recranks)
    publish_as "$src/renderer-hosts"/abstractplay-renderer-*.tgz "$rv" development
    publish_as "$src/gameslib"/abstractplay-gameslib-*.tgz "$gv" development "@abstractplay/renderer=$rv"
    if [[ "$published" != *" $cv "* ]]; then
      publish_as "$src/recranks"/abstractplay-recranks-*.tgz "$cv" latest
      published+="$cv "
    fi
  done
}

h8_front_install() {
  cd "$src/front"
  registry_setup "$src/front"
  host_install
  node "$here/check-install.cjs" "$src/front" "$pacru_tgz" @abstractplay/gameslib
}

front_uses_vite() {  # the front end's checkout is built with Vite (since d66fcbe9, 2026-08-12; react-scripts before,
  # which this proof does not run): else a message naming the commit, and false
  if node -e 'const p = require(process.argv[1] + "/package.json");
    process.exit({ ...p.dependencies, ...p.devDependencies }.vite ? 0 : 1)' "$src/front"; then
    return 0
  fi
  echo "front at $(git -C "$src/front" log -1 --format='%h %cI') predates its move to Vite (d66fcbe9, 2026-08-12): it is built" \
    "with react-scripts, which this proof does not run; give FRONT_REF at or after d66fcbe9" >&2
  return 1
}

h9_front_build() {
  cd "$src/front"
  front_uses_vite || return 1
  # build-prod without its deploying parts (sitemap, robots.txt, and removing build/locales, which production
  # serves from S3: here the static server serves them)
  npm run sync-locales
  VITE_REAL_MODE=production npx vite build --mode production
  local f size gz
  for f in build/static/js/*.js; do
    size=$(stat -c %s "$f")
    [ "$size" -gt 1000000 ] || continue
    gz=$(gzip -9c "$f" | wc -c)
    echo "front production build: $f $size bytes, gzip -9 $gz bytes" | tee -a "$out/sizes"
  done
  grep -l 'abstractplay-translate\|pacru' build/static/js/*.js | head -5 | sed 's/^/  pacru in /'
  find build -name '*.wasm' -printf '  wasm asset: %p %s bytes\n'
}

free_port() { node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'; }

wait_http() {  # wait_http URL SECONDS LOG
  local i
  for ((i = 0; i < $2 * 4; i++)); do
    if node -e 'fetch(process.argv[1], { signal: AbortSignal.timeout(5000) }).then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))' "$1"; then
      return 0
    fi
    sleep 0.25
  done
  echo "no answer from $1 within $2 s; its log:"; tail -40 "$3"
  return 1
}

start_server() {  # start_server LOG COMMAND...: in its own process group, ended at exit
  local log=$1
  shift
  setsid "$@" > "$log" 2>&1 < /dev/null &
  echo "$!" >> "$work/.servers"
  echo "$!" > "$out/.last-server"
}

stop_last_server() {
  local pid
  pid=$(cat "$out/.last-server")
  kill -- "-$pid" 2>/dev/null || true
  for _ in $(seq 40); do kill -0 "$pid" 2>/dev/null || return 0; sleep 0.25; done
  kill -9 -- "-$pid" 2>/dev/null || true
}

front_static() {  # front_static BUILD LABEL [BASELINE]: BUILD served on loopback, front.mjs's checks on it
  local port rc=0
  port=$(free_port)
  start_server "$out/front-static-$2.log" node "$here/serve.mjs" "$1" "$port" --spa
  wait_http "http://127.0.0.1:$port/" 30 "$out/front-static-$2.log"
  node "$here/front.mjs" "http://127.0.0.1:$port" "$2" "$src/front" "${3:-}" || rc=$?
  stop_last_server
  return "$rc"
}

h10_front_unpatched() {
  # the baseline: the same front end and install, gameslib's files replaced by its build without the patch (H5),
  # built the same way into build-unpatched/; then the patched gameslib back in place
  cd "$src/front"
  local lib=node_modules/@abstractplay/gameslib
  mv "$lib" "$lib.patched"
  mkdir "$lib"
  tar xzf "$src/gameslib-unpatched.tgz" -C "$lib" --strip-components=1
  local rc=0
  { npm run sync-locales && VITE_REAL_MODE=production npx vite build --mode production --outDir build-unpatched \
      && front_static "$src/front/build-unpatched" prod-unpatched; } || rc=$?
  rm -rf "$lib"
  mv "$lib.patched" "$lib"
  npm run sync-locales
  [ -f "$out/front-prod-unpatched.json" ] || return "$rc"
  return 0  # the baseline records what fails without the patch; it does not fail the proof
}

h11_front_prod() {
  local base=""
  [ -f "$out/front-prod-unpatched.json" ] && base=prod-unpatched
  front_static "$src/front/build" prod "$base"
}

front_dev() {  # front_dev LABEL [BASELINE]: `npm start` (sync-locales, then VITE_REAL_MODE=local npx vite; its port 3000
  # replaced by a free one on loopback; --force: its dependencies optimized afresh), front.mjs's checks on it
  local port rc=0 start end
  port=$(free_port)
  cd "$src/front"
  npm run sync-locales
  start=$(date +%s%N)
  start_server "$out/front-$1.log" env VITE_REAL_MODE=local npx vite --host 127.0.0.1 --port "$port" --strictPort --force
  wait_http "http://127.0.0.1:$port/" 120 "$out/front-$1.log"
  end=$(date +%s%N)
  echo "vite dev server ($1) answering after $(( (end - start) / 1000000 )) ms"
  node "$here/front.mjs" "http://127.0.0.1:$port" "$1" "$src/front" "${2:-}" || rc=$?
  stop_last_server
  grep -iE 'error|warn' "$out/front-$1.log" | head -20 || true
  return "$rc"
}

h12_front_dev() {
  # first its baseline, gameslib unpatched in its place (as H10), then with the patched gameslib
  front_uses_vite || return 1
  local lib=$src/front/node_modules/@abstractplay/gameslib
  mv "$lib" "$lib.patched"
  mkdir "$lib"
  tar xzf "$src/gameslib-unpatched.tgz" -C "$lib" --strip-components=1
  front_dev dev-unpatched || echo "(the baseline: what fails here fails without the patch)"
  rm -rf "$lib"
  mv "$lib.patched" "$lib"
  local base=""
  [ -f "$out/front-dev-unpatched.json" ] && base=dev-unpatched
  front_dev dev "$base"
}

h13_backend_install() {
  cd "$src/node-backend"
  registry_setup "$src/node-backend"
  PATH=$(dirname "$node24"):$PATH host_install
  node "$here/check-install.cjs" "$src/node-backend" "$pacru_tgz" @abstractplay/gameslib
  PATH=$(dirname "$node24"):$PATH npx tsc
}

h14_backend_game() {
  cd "$src/node-backend"
  "$node24" "$here/backend.cjs" "$src/node-backend"
}

step H1 "tools: Verdaccio, playwright-core, the playground's CDN files" h1_tools
step H2 "local npm registry (Verdaccio on 127.0.0.1), pacru published" h2_registry H1
step H3 "fresh clones" h3_clones
step H4 "renderer and recranks for gameslib: built, published" h4_renderer_recranks H2 H3
step H5 "gameslib: tsc without the patch (the baseline); with the patch: npm install from the registry, tsc, webpack bundle, npm pack" h5_gameslib H4
step H6 "gameslib's playground in Chromium: a game of Pacru by clicks" h6_playground H5
step H7 "renderer, recranks and the patched gameslib published under the hosts' versions" h7_publish_hosts H5
step H8 "front: npm install from the registry" h8_front_install H7
step H9 "front: production build (vite build)" h9_front_build H8
step H10 "front production build with gameslib unpatched, in Chromium (the baseline)" h10_front_unpatched H8
step H11 "front production build in Chromium: gallery, Pacru's page, a game by clicks" h11_front_prod H9
step H12 "front dev server (npx vite, VITE_REAL_MODE=local) in Chromium, without then with the patch: the same" h12_front_dev H8
step H13 "node-backend: npm install from the registry, tsc" h13_backend_install H7
step H14 "node-backend's handlers on Node.js 24: a game of Pacru, cold start timed" h14_backend_game H13

failed=0
for id in "${order[@]}"; do [ "${status[$id]}" = passed ] || failed=$((failed + 1)); done
echo
if [ "$failed" -eq 0 ]; then
  echo "ALL ${#order[@]} HOST STEPS PASSED"
else
  echo "HOST STEPS NOT PASSED: $failed of ${#order[@]}"
  exit 1
fi
