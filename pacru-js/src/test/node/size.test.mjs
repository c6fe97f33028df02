// The package's size as a browser downloads it (brotli, quality 11), against its targets (issue 21,
// docs/javascript-internals.md): the JavaScript build and the loader at most 150 KB, WebAssembly,
// its runtime and the loader at most 250 KB. A build that grows past either fails here. TeaVM's
// runtime is the WebAssembly build's; index.js imports it statically (loadSync links WebAssembly
// with it), so a browser on the JavaScript build downloads it too: that sum is printed beside them.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { packageDir } from "./common.mjs";

const KB = 1024;

function brotli(file) {
  const bytes = readFileSync(join(packageDir, file));
  return brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  }).length;
}

test("brotli sizes: JavaScript + loader at most 150 KB, WebAssembly + runtime + loader at most 250 KB", () => {
  const loader = brotli("index.js");
  const runtime = brotli("pacru.wasm-runtime.js");
  const js = brotli("pacru.js") + loader;
  const wasm = brotli("pacru.wasm") + runtime + loader;
  console.log(`size (brotli 11): JavaScript + loader ${(js / KB).toFixed(1)} KB (with TeaVM's runtime, which index.js `
    + `imports, ${((js + runtime) / KB).toFixed(1)} KB), WebAssembly + runtime + loader ${(wasm / KB).toFixed(1)} KB`);
  assert.ok(js <= 150 * KB, `JavaScript + loader: ${(js / KB).toFixed(1)} KB, over 150 KB`);
  assert.ok(wasm <= 250 * KB, `WebAssembly + runtime + loader: ${(wasm / KB).toFixed(1)} KB, over 250 KB`);
});

test("docs/javascript.md's table of the package's sizes is a fresh measurement of these files (sizes.mjs writes it)", async () => {
  const { packageTable, region } = await import("../../bench/node/sizes.mjs");
  const doc = readFileSync(join(import.meta.dirname ?? new URL(".", import.meta.url).pathname, "../../../../docs/javascript.md"), "utf8");
  const measured = packageTable(packageDir);
  assert.equal(region(doc, "sizes:package"), measured,
    "docs/javascript.md's sizes:package table differs from the package built: run node pacru-js/src/bench/node/sizes.mjs --write");
});
