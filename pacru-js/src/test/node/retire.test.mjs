// Retirements of the engine instance (a call that fails inside the engine: the next call goes to a
// fresh instance) on this Node.js: 200 on each build it runs leave every answer exact and the heap
// after garbage collection within a few MB of where it was: a retired instance is garbage (no module
// cache keeps it, as re-required CommonJS modules and URL-keyed ES modules used to).
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { packageDir, loadPackage } from "./common.mjs";

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), "..", "hostile", "retire.mjs");
const RETIREMENTS = 200;
/** What 200 retirements may add to the heap after GC: a leaked JavaScript instance was about 4.4 MB each. */
const HEAP_BOUND = 8 * 1024 * 1024;
const WASM_GC = Number(process.versions.node.split(".")[0]) >= 22;

for (const target of WASM_GC ? ["wasm", "js"] : ["js"]) {
  test(`${target}: ${RETIREMENTS} retirements, each answered by a fresh instance exactly as before, leave the heap after GC within ${HEAP_BOUND / 1024 / 1024} MB`, () => {
    const run = spawnSync(process.execPath, ["--expose-gc", SCRIPT, packageDir, target, String(RETIREMENTS)],
      { encoding: "utf8", timeout: 300_000, maxBuffer: 16 * 1024 * 1024 });
    assert.equal(run.status, 0, `exit ${run.status} ${run.signal ?? ""}: ${run.stdout}${run.stderr.slice(-3000)}`);
    const r = JSON.parse(run.stdout.trim().split("\n").at(-1));
    const mb = (n) => (n / 1024 / 1024).toFixed(1);
    console.log(`# ${target} on Node.js ${r.node}: ${r.retirements} retirements, ${r.exact} exact; heap after GC `
      + `${mb(r.heapBefore)} → ${mb(r.heapAfter)} MB, RSS ${mb(r.rssBefore)} → ${mb(r.rssAfter)} MB`);
    assert.equal(r.target, target);
    assert.deepEqual(r.settle, { retirements: 10, exact: 10, differed: null });
    assert.equal(r.retirements, RETIREMENTS, "every forced failure retired the instance");
    assert.equal(r.exact, RETIREMENTS, `an answer after a retirement differed: ${r.differed}`);
    assert.ok(r.heapAfter - r.heapBefore < HEAP_BOUND, `the heap grew by ${mb(r.heapAfter - r.heapBefore)} MB`);
  });
}

test("a call that fails inside the engine retires its instance: the failed call answers 500 internal, the next the same as before it", async () => {
  for (const target of WASM_GC ? ["wasm", "js"] : ["js"]) {
    const pacru = await loadPackage({ target });
    const before = JSON.stringify(pacru.check({ action: "e1-e3", lang: "es" }));
    const now = performance.now;
    performance.now = () => {
      throw new Error("a clock that throws");
    };
    let failed;
    try {
      failed = pacru.analyse({ iterations: 1, seed: 1 });
    } finally {
      performance.now = now;
    }
    assert.deepEqual(failed, { error: { status: 500, code: "internal", message: "internal error" } }, target);
    assert.equal(JSON.stringify(pacru.check({ action: "e1-e3", lang: "es" })), before, target);
  }
});
