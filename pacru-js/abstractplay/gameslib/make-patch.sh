#!/usr/bin/env bash
# Writes pacru-patch.diff from this folder's files: make-patch.sh GAMESLIB (a clean checkout of
# AbstractPlay/gameslib, which it changes and restores). The patch replaces src/games/pacru.ts and
# test/games/pacru.test.ts by src/ and test/ here, adds the locale keys of locales/*.apgames.json here
# (keys gameslib lacks only; es-US is the folder the front end reads Spanish from) and the pacru dependency.
# The class and its test are written with their whole text as context (git diff -U99999), so that the
# patch holds them whole: pacru's build compares them with the files here (abstractplay-patch.test.mjs).
# The same patch applies to gameslib's main (b8c3115) and develop (fa10fff6): they differ in guerrilla.ts only.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "${1:?usage: make-patch.sh GAMESLIB}"
git diff --quiet && [ -z "$(git status --porcelain --untracked-files=all)" ] \
  || { echo "make-patch.sh: $1 has changes; give a clean checkout" >&2; exit 2; }
cp "$here/src/games/pacru.ts" src/games/pacru.ts
cp "$here/test/games/pacru.test.ts" test/games/pacru.test.ts
node "$here/add-locale-keys.cjs" "$here/locales" locales
node -e '
  const fs = require("fs"); const text = fs.readFileSync("package.json", "utf8");
  if (!text.includes("\"pacru\":")) {
    fs.writeFileSync("package.json", text.replace(/^(\s*)"pako": /m, (m, indent) => `${indent}"pacru": "^0.3.0",\n${m}`));
  }'
git add -N locales
{
  git diff -U99999 -- src/games/pacru.ts test/games/pacru.test.ts
  git diff -- locales package.json
} > "$here/pacru-patch.diff"
git reset -q
git checkout -q -- .
git clean -fdq -- locales
echo "wrote $here/pacru-patch.diff against $(git rev-parse --short HEAD)"
