#!/usr/bin/env bash
# Writes pacru-patch.diff from this folder's files: make-patch.sh GAMESLIB (a clean checkout of
# AbstractPlay/gameslib, which it changes). The patch replaces src/games/pacru.ts and test/games/pacru.test.ts
# by src/ and test/ here, adds the locale keys of locales/*.json here (new keys only) and the pacru dependency.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "${1:?usage: make-patch.sh GAMESLIB}"
git diff --quiet || { echo "make-patch.sh: $1 has changes; give a clean checkout" >&2; exit 2; }
cp "$here/src/games/pacru.ts" src/games/pacru.ts
cp "$here/test/games/pacru.test.ts" test/games/pacru.test.ts
node "$here/add-locale-keys.cjs" "$here/locales" locales
node -e '
  const fs = require("fs"); const text = fs.readFileSync("package.json", "utf8");
  if (!text.includes("\"pacru\":")) {
    fs.writeFileSync("package.json", text.replace(/^(\s*)"pako": /m, (m, indent) => `${indent}"pacru": "^0.2.0",\n${m}`));
  }'
git diff > "$here/pacru-patch.diff"
git checkout -q -- .
echo "wrote $here/pacru-patch.diff against $(git rev-parse --short HEAD)"
