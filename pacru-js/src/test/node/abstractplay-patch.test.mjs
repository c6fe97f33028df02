// pacru-js/abstractplay/gameslib/pacru-patch.diff cannot drift from the folder's sources: the class and its
// test are in the patch whole (make-patch.sh writes them with their whole text as context) and must be the
// folder's files line for line; the locale lines it adds must be the folder's keys and texts, and every
// key of the folder that gameslib lacks must be added; the dependency is pacru ^0.3.0. Regenerate the patch
// with make-patch.sh after changing any of them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const FOLDER = join("abstractplay", "gameslib");
const patch = readFileSync(join(FOLDER, "pacru-patch.diff"), "utf8");

/** The patch's files: path (b/ side) → its hunks' lines, and whether the file is new. */
function files(text) {
  const out = new Map();
  let current = null;
  for (const line of text.split("\n")) {
    const header = /^diff --git a\/(\S+) b\/(\S+)$/.exec(line);
    if (header !== null) {
      current = { lines: [], isNew: false, hunks: 0 };
      out.set(header[2], current);
    } else if (current !== null && line.startsWith("new file mode")) {
      current.isNew = true;
    } else if (current !== null && line.startsWith("@@")) {
      current.hunks++;
      current.lines.push(line);
    } else if (current !== null && current.hunks > 0 && /^[ +\-\\]/.test(line)) {
      current.lines.push(line);
    }
  }
  return out;
}

/** The new text of a file whose whole text is in one hunk. */
function newText(file) {
  assert.equal(file.hunks, 1, "the whole file in one hunk (make-patch.sh writes it with -U99999)");
  return `${file.lines.filter((l) => l.startsWith(" ") || l.startsWith("+")).map((l) => l.slice(1)).join("\n")}\n`;
}

const diff = files(patch);

test("the patch changes exactly the class, its test, the locale files of en and es-US and package.json", () => {
  assert.deepEqual([...diff.keys()].sort(), ["locales/en/apgames.json", "locales/es-US/apgames.json", "package.json",
    "src/games/pacru.ts", "test/games/pacru.test.ts"]);
});

for (const path of ["src/games/pacru.ts", "test/games/pacru.test.ts"]) {
  test(`the patch's ${path} is the folder's, line for line`, () => {
    const mine = readFileSync(join(FOLDER, path), "utf8");
    const patched = newText(diff.get(path));
    if (patched !== mine) {
      const a = patched.split("\n");
      const b = mine.split("\n");
      const at = a.findIndex((l, i) => l !== b[i]);
      assert.fail(`${path} differs from the patch from line ${at + 1}: patch ${JSON.stringify(a[at])}, folder ${JSON.stringify(b[at])}: run make-patch.sh`);
    }
  });
}

/** The [key, value] of the JSON lines "key": "value" a hunk adds. */
function added(file) {
  return file.lines.filter((l) => l.startsWith("+")).map((l) => /^\+\s*("(?:[^"\\]|\\.)*"): ("(?:[^"\\]|\\.)*"),?$/.exec(l))
    .filter((m) => m !== null).map((m) => [JSON.parse(m[1]), JSON.parse(m[2])]);
}

function leaves(o, at = []) {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? leaves(v, [...at, k]) : [[[...at, k], v]]));
}

/** The keys of the folder's English file that gameslib (main b8c3115 and develop fa10fff6) has already, as gameslib writes them. */
const GAMESLIB_HAS = ["MOVES_GAMEOVER", "status.pacru.TARGET", "status.pacru.TILES", "validation._general.UNKNOWN_CLICK",
  "validation._general.VALID_MOVE", "validation.pacru.INITIAL_INSTRUCTIONS", "validation.pacru.NEED_DESTINATION",
  "validation.pacru.REORIENT", "validation.pacru.SELECT_CELL_blChange", "validation.pacru.SELECT_CELL_blTransform",
  "validation.pacru.SELECT_CELL_both", "validation.pacru.SELECT_CELL_meeting"];

test("locales/en/apgames.json: the patch adds each key of the folder's en.apgames.json that gameslib lacks, with its text, and nothing else", () => {
  const mine = leaves(JSON.parse(readFileSync(join(FOLDER, "locales", "en.apgames.json"), "utf8")));
  const want = mine.filter(([path]) => !GAMESLIB_HAS.includes(path.join("."))).map(([path, v]) => [path[path.length - 1], v]);
  assert.deepEqual(added(diff.get("locales/en/apgames.json")).sort(), want.sort());
  assert.equal(diff.get("locales/en/apgames.json").lines.filter((l) => l.startsWith("-")).length, 0, "no line removed");
});

test("locales/es-US/apgames.json (the folder the front end reads Spanish from): a new file, the folder's es-US.apgames.json", () => {
  const file = diff.get("locales/es-US/apgames.json");
  assert.ok(file.isNew);
  assert.deepEqual(JSON.parse(newText(file)), JSON.parse(readFileSync(join(FOLDER, "locales", "es-US.apgames.json"), "utf8")));
});

test("package.json: the dependency pacru ^0.3.0, and no other change", () => {
  const lines = diff.get("package.json").lines.filter((l) => /^[+-]/.test(l));
  assert.deepEqual(lines, ['+    "pacru": "^0.3.0",']);
});
