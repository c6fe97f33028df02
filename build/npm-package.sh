#!/usr/bin/env bash
# The npm package `pacru` from a clone, and nothing else: build/npm-package.sh [OUT-DIR]
# Builds what pacru-js's TeaVM builds compile (the library modules, the JSON API, the Abstract Play
# adapter, the texts) with the npm-only profile (no tests, Javadoc, sources jars, doc-files pages or
# enforcer rules), then packs pacru-js/target/npm/pacru into OUT-DIR/pacru-VERSION.tgz (default: the
# repository's target/). Needs JDK 17+, Maven, npm and Node.js 18+ (PACRU_NODE or node). Extra
# arguments after OUT-DIR go to Maven (for example -o, or -Dmaven.repo.local=...).
set -euo pipefail
cd "$(dirname "$0")/.."
OUT="${1:-target}"
shift || true
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
mvn -B -q -Pnpm-only -pl pacru-js -am "$@" package
npm pack --silent --pack-destination "$OUT" ./pacru-js/target/npm/pacru >/dev/null
ls "$OUT"/pacru-*.tgz
