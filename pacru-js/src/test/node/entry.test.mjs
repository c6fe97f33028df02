// The package's entry points as a Node.js user meets them, on the Node.js that runs this file (NodeTest
// runs it on 18, 20, 22 and 24): require("pacru") and require("pacru/abstractplay") in CommonJS,
// import in an ES module, a PacruGame constructed synchronously right after either, loadSync() and
// load() of both builds answering alike. (Their times: src/bench/node/load-times.mjs.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { packageDir, workDir } from "./common.mjs";

const major = Number(process.versions.node.split(".")[0]);
const wasmGc = major >= 22;
const [v8Major, v8Minor] = process.versions.v8.split(".").map(Number);
/** The build loadSync() and load() choose without a target: JavaScript where V8 (before 13.6) can abort on WebAssembly. */
const defaultTarget = wasmGc && (v8Major > 13 || (v8Major === 13 && v8Minor >= 6)) ? "wasm" : "js";
const consumer = join(workDir, `entry-node${major}`);
rmSync(consumer, { recursive: true, force: true });
mkdirSync(join(consumer, "node_modules"), { recursive: true });
symlinkSync(packageDir, join(consumer, "node_modules", "pacru"), "dir");
writeFileSync(join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true }));

/** Runs a script of the consumer (name and text) on this Node.js; its last line is JSON. */
function run(name, text, ...args) {
  writeFileSync(join(consumer, name), text);
  const out = execFileSync(process.execPath, [name, ...args], { cwd: consumer, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const lines = out.trim().split("\n");
  return JSON.parse(lines[lines.length - 1]);
}

// What both module kinds print: the engine's build, a synchronous game, loadSync's builds alike.
const BODY = `
const game = new PacruGame(2);
const before = game.moves().length;
game.move("a3-b4(c6)");
const wasm = ${wasmGc} ? loadSync({ target: "wasm" }) : null;
const js = loadSync({ target: "js" });
const requests = [["legal", { players: 3 }], ["check", { action: "e1-e3" }], ["apply", { action: "a3-b4(c6)" }], ["legal", { position: "x" }]];
let refused = null;
try { unwrap(js.apply({ action: "e1-e3" })); } catch (e) { refused = [e instanceof PacruError, e.name, e.status, e.code, e.rule]; }
console.log(JSON.stringify({
  target: engine.target, before, currplayer: game.currplayer, lastmove: game.lastmove,
  alike: requests.every(([call, request]) => JSON.stringify(js[call](request)) === JSON.stringify((wasm ?? js)[call](request))),
  targets: [wasm?.target ?? null, js.target], error: isError(js.legal({ position: "x" })), refused,
}));
`;

function expectGame(answer) {
  assert.equal(answer.target, defaultTarget);
  assert.equal(answer.before, 28);
  assert.equal(answer.currplayer, 2);
  assert.equal(answer.lastmove, "a3-b4(c6)");
  assert.equal(answer.alike, true);
  assert.deepEqual(answer.targets, [wasmGc ? "wasm" : null, "js"]);
  assert.equal(answer.error, true);
  assert.deepEqual(answer.refused, [true, "PacruError", 422, "illegal-action", "R3.2"]);
}

test(`Node.js ${process.version}: require("pacru/abstractplay") and a synchronous new PacruGame(2) right after it; loadSync() of both builds alike`, () => {
  expectGame(run("game.cjs", `"use strict";
const { PacruGame, engine } = require("pacru/abstractplay");
const { loadSync, isError, unwrap, PacruError } = require("pacru");
${BODY}`));
});

test(`Node.js ${process.version}: import of both entry points, a synchronous new PacruGame(2) right after it, one engine shared with require`, () => {
  const answer = run("game.mjs", `import { PacruGame, engine } from "pacru/abstractplay";
import { loadSync, isError, unwrap, PacruError } from "pacru";
import { createRequire } from "node:module";
const required = createRequire(import.meta.url);
if (required("pacru/abstractplay").engine !== engine || required("pacru").loadSync !== loadSync) {
  throw new Error("ES modules and CommonJS got different engines");
}
${BODY}`);
  expectGame(answer);
});

test(`Node.js ${process.version}: load() of both builds answers as loadSync()`, () => {
  const answer = run("async.cjs", `"use strict";
const { load, loadSync } = require("pacru");
(async () => {
  const targets = ${wasmGc} ? ["wasm", "js"] : ["js"];
  const same = [];
  for (const target of targets) {
    const a = await load({ target });
    const b = loadSync({ target });
    same.push(a.target === target && JSON.stringify(a.legal({ players: 4 })) === JSON.stringify(b.legal({ players: 4 })));
  }
  let refused = null;
  try { loadSync({ target: "jvm" }); } catch (e) { refused = e.constructor.name; }
  console.log(JSON.stringify({ same, refused, wasmRefused: ${wasmGc} ? null : await load({ target: "wasm" }).then(() => null, (e) => e.message) }));
})();`);
  assert.deepEqual(answer.same, wasmGc ? [true, true] : [true]);
  assert.equal(answer.refused, "TypeError");
  if (!wasmGc) {
    assert.match(answer.wasmRefused, /no WebAssembly GC/);
  }
});

test(`Node.js ${process.version}: the ES modules for browsers have no top-level await (require of them works where Node.js requires ES modules)`, (t) => {
  if (process.features.require_module !== true) {
    t.skip(`Node.js ${process.version} cannot require an ES module`);
    return;
  }
  const answer = run("esm.cjs", `"use strict";
const index = require(${JSON.stringify(join(packageDir, "index.js"))});
const ap = require(${JSON.stringify(join(packageDir, "abstractplay.js"))});
console.log(JSON.stringify([typeof index.loadSync, typeof index.load, typeof ap.PacruGame, typeof ap.ready]));`);
  assert.deepEqual(answer, ["function", "function", "function", "function"]);
});
