// --- sync: replaces the browser region of index.js in sync.js, the loader of "pacru/sync" for browsers
// and bundlers (org.pacru.js.build.CommonJs). The engine is inside the modules: pacru.wasm as base64
// of its DEFLATE bytes (pacru.wasm-inline.js, written by the build), inflated and compiled on the
// spot, and the JavaScript build imported statically. Nothing is fetched, no module is imported
// later: loadSync() works in every browser and bundle, right after import or require.
import { createEngine } from "./pacru.js";
import { WASM_DEFLATED, WASM_SIZE } from "./pacru.wasm-inline.js";
import { inflateBase64 } from "./inflate.js";

/** The WebAssembly module, compiled from the bytes this module carries. */
async function compileWasm() {
  return WebAssembly.compile(wasmBytesSync(), COMPILE_OPTIONS);
}

/** The WebAssembly's bytes, inflated from the text this module carries. */
function wasmBytesSync() {
  return inflateBase64(WASM_DEFLATED, WASM_SIZE);
}

/** The JavaScript build's factory of engines, imported with this module. */
async function jsFactory() {
  return createEngine;
}

/** The JavaScript build's factory of engines, at once. */
function jsFactorySync() {
  return createEngine;
}
