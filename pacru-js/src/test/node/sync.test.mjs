// pacru/sync on Node.js: there it is pacru itself (the "node" condition); its browser form, sync.js
// and sync.cjs, works on Node.js too, from the modules alone: the WebAssembly it carries
// (pacru.wasm-inline.js) is pacru.wasm byte for byte, inflated by inflate.js, which zlib's every
// kind of DEFLATE block checks here. (Browsers and bundlers: BundlerTest, BrowserPackageTest.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { packageDir, workDir } from "./common.mjs";

const moduleOf = (file) => import(pathToFileURL(join(packageDir, file)).href);
const REQUESTS = [["legal", { players: 3 }], ["check", { action: "e1-e3", lang: "ja" }], ["apply", { action: "a3-b4(c6)" }],
  ["svg", { lang: "es" }], ["move", { player: "mcts:50", seed: 3 }], ["legal", { position: "x" }]];

test("on Node.js, require(\"pacru/sync\") and import of it are pacru's own module (index.cjs, which reads pacru.wasm)", () => {
  const consumer = join(workDir, "sync-consumer");
  rmSync(consumer, { recursive: true, force: true });
  mkdirSync(join(consumer, "node_modules"), { recursive: true });
  symlinkSync(packageDir, join(consumer, "node_modules", "pacru"), "dir");
  writeFileSync(join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true }));
  writeFileSync(join(consumer, "main.mjs"), `import * as sync from "pacru/sync";
import { createRequire } from "node:module";
const require = createRequire(import.meta.url);
const pacru = require("pacru");
console.log(JSON.stringify([require("pacru/sync") === pacru, sync.loadSync === pacru.loadSync,
  require.resolve("pacru/sync") === require.resolve("pacru"), sync.loadSync({ target: "js" }).legal({}).moves.length]));`);
  const out = execFileSync(process.execPath, ["main.mjs"], { cwd: consumer, encoding: "utf8" });
  assert.deepEqual(JSON.parse(out.trim()), [true, true, true, 28]);
});

test("the browser form of pacru/sync holds no import(), import.meta, new URL, fetch or Node.js module: nothing for a bundler to split or a browser to fetch", () => {
  for (const file of ["sync.js", "sync.cjs"]) {
    const lines = readFileSync(join(packageDir, file), "utf8").split("\n").filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line));
    const fetching = lines.filter((line) => /\bimport\s*\(|import\.meta|\bnew URL\b|\bfetch\s*\(|from "node:|require\("(?!\.\/)/.test(line));
    assert.deepEqual(fetching, [], file);
  }
  const sync = readFileSync(join(packageDir, "sync.js"), "utf8");
  for (const imported of ["./pacru.wasm-runtime.js", "./pacru.js", "./pacru.wasm-inline.js", "./inflate.js"]) {
    assert.match(sync, new RegExp(`^import .* from "${imported.replace(/\./g, "\\.")}";$`, "m"), imported);
  }
});

test("pacru.wasm-inline.js inflates to pacru.wasm byte for byte, and is about 41 % of its size", async () => {
  const { WASM_DEFLATED, WASM_SIZE } = await moduleOf("pacru.wasm-inline.js");
  const { inflateBase64 } = await moduleOf("inflate.js");
  const wasm = readFileSync(join(packageDir, "pacru.wasm"));
  const started = performance.now();
  const bytes = inflateBase64(WASM_DEFLATED, WASM_SIZE);
  console.log(`# pacru.wasm ${wasm.length} bytes, embedded as ${WASM_DEFLATED.length} characters, inflated in ${(performance.now() - started).toFixed(0)} ms`);
  assert.equal(WASM_SIZE, wasm.length);
  assert.ok(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).equals(wasm), "the inflated bytes differ from pacru.wasm");
  assert.ok(WASM_DEFLATED.length < wasm.length * 0.45, `${WASM_DEFLATED.length} characters for ${wasm.length} bytes`);
});

for (const file of ["sync.js", "sync.cjs"]) {
  test(`${file}, the browser form, on Node.js: loadSync() of each build from the modules alone answers as pacru; load() too`, async () => {
    const sync = file.endsWith(".cjs") ? createRequire(import.meta.url)(join(packageDir, file)) : await moduleOf(file);
    const pacru = await moduleOf("index.mjs");
    for (const target of ["wasm", "js"]) {
      const embedded = sync.loadSync({ target });
      const reference = pacru.loadSync({ target });
      assert.equal(embedded.target, target);
      assert.equal((await sync.load({ target })).target, target);
      for (const [name, request] of REQUESTS) {
        assert.equal(JSON.stringify(embedded[name](request), (k, v) => (k === "millis" ? undefined : v)),
          JSON.stringify(reference[name](request), (k, v) => (k === "millis" ? undefined : v)), `${target} ${name}`);
      }
    }
    assert.equal(typeof sync.PacruError, "function");
    assert.throws(() => sync.unwrap(sync.loadSync({ target: "js" }).apply({ action: "e1-e3" })), sync.PacruError);
    assert.throws(() => sync.loadSync({ target: "jvm" }), /^TypeError: pacru\.loadSync: target must be "wasm" or "js"/);
  });
}

test("inflate.js inflates zlib's raw DEFLATE of every kind (stored, fixed and dynamic blocks, every strategy) exactly", async () => {
  const { inflateBase64 } = await moduleOf("inflate.js");
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const inputs = [new Uint8Array(0), Uint8Array.of(0), readFileSync(join(packageDir, "index.js")).subarray(0, 5000)];
  for (const n of [1, 300, 70_000, 200_000]) {
    inputs.push(Uint8Array.from({ length: n }, () => random() * 256));                         // incompressible: stored blocks
    inputs.push(Uint8Array.from({ length: n }, () => "pacru chevron "[Math.floor(random() * 14)].charCodeAt(0)));
    inputs.push(new Uint8Array(n).fill(97));                                                  // one long run: far copies
  }
  const { Z_FILTERED, Z_HUFFMAN_ONLY, Z_RLE, Z_FIXED, Z_DEFAULT_STRATEGY } = zlib.constants;
  let checked = 0;
  for (const input of inputs) {
    for (const level of [0, 1, 6, 9]) {
      for (const strategy of [Z_DEFAULT_STRATEGY, Z_FILTERED, Z_HUFFMAN_ONLY, Z_RLE, Z_FIXED]) {
        const deflated = zlib.deflateRawSync(input, { level, strategy });
        const out = inflateBase64(deflated.toString("base64"), input.length);
        assert.ok(Buffer.from(out).equals(Buffer.from(input)), `${input.length} bytes at level ${level}, strategy ${strategy}`);
        checked++;
      }
    }
  }
  assert.equal(checked, inputs.length * 20);
});

test("inflate.js refuses bad data, saying what is wrong with it", async () => {
  const { inflateBase64 } = await moduleOf("inflate.js");
  const text = Buffer.from("the rules of Pacru, the rules of Pacru, the rules of Pacru");
  const deflated = zlib.deflateRawSync(text);
  const b64 = (bytes) => Buffer.from(bytes).toString("base64");
  const n = text.length;
  const cases = [
    [deflated.subarray(0, deflated.length - 3), n, /the data ends too soon/],
    [deflated, n - 1, new RegExp(`more than the ${n - 1} bytes expected`)],
    [deflated, n + 1, new RegExp(`: ${n} bytes, not the ${n + 1} expected`)],
    [Uint8Array.of(0b111), 1, /a block of the reserved type 3/],
    [Uint8Array.of(1, 5, 0, 0, 0), 5, /a stored block's length and its complement differ/],
    [Uint8Array.of(0b011, 0x01, 0x00), 1, /a distance of 1 with 0 bytes written/],
  ];
  for (const [bytes, size, message] of cases) {
    assert.throws(() => inflateBase64(b64(bytes), size), (e) => e.message.startsWith("pacru: the embedded WebAssembly cannot be inflated: ")
      && message.test(e.message), `${b64(bytes)} to ${size} bytes: ${message}`);
  }
});
