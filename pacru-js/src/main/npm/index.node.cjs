// --- Node.js: replaces the browser region of index.js in index.cjs (org.pacru.js.build.CommonJs): the
// WebAssembly file next to this module, read synchronously or not, and the JavaScript build as CommonJS.
const nodeFs = require("node:fs");
const nodePath = require("node:path");

const WASM_FILE = nodePath.join(__dirname, "pacru.wasm");

/** The WebAssembly module, compiled from the file next to this one. */
async function compileWasm() {
  return WebAssembly.compile(await nodeFs.promises.readFile(WASM_FILE), COMPILE_OPTIONS);
}

/** The WebAssembly file's bytes, read synchronously. */
function wasmBytesSync() {
  return nodeFs.readFileSync(WASM_FILE);
}

/** The JavaScript build's factory of engines. */
async function jsFactory() {
  return jsFactorySync();
}

/** The JavaScript build's factory of engines, synchronously (its CommonJS form, pacru.cjs: required once). */
function jsFactorySync() {
  return require("./pacru.cjs").createEngine;
}
