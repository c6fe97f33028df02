// The pacru npm package: loads the engine (WebAssembly GC, or the JavaScript fallback) and wraps its
// one exported function, call(name, requestJson), into the typed functions of index.d.ts.

const CALLS = ["legal", "check", "apply", "explain", "svg", "replay", "move", "analyse", "build", "setup", "info",
  "abstractplay"];

/** Whether this runtime compiles WebAssembly GC modules (struct and array types). */
export function supportsWasmGc() {
  if (typeof WebAssembly !== "object" || typeof WebAssembly.validate !== "function") {
    return false;
  }
  // A module with one type: (rec (type (struct))). Runtimes without Wasm GC reject it.
  const module = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 78, 1, 95, 0]);
  try {
    return WebAssembly.validate(module);
  } catch {
    return false;
  }
}

function isNode() {
  return typeof process === "object" && process !== null && typeof process.versions === "object"
    && typeof process.versions.node === "string";
}

async function wasmBytes() {
  const url = new URL("./pacru.wasm", import.meta.url);
  if (isNode() && url.protocol === "file:") {
    const [{ readFile }, { fileURLToPath }] = await Promise.all([import("node:fs/promises"), import("node:url")]);
    return readFile(fileURLToPath(url));
  }
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`pacru: cannot fetch ${url}: ${response.status}`);
  }
  return new Uint8Array(await response.arrayBuffer());
}

async function loadWasm() {
  const [runtime, bytes] = await Promise.all([import("./pacru.wasm-runtime.js"), wasmBytes()]);
  const teavm = await runtime.load(bytes);
  return teavm.exports.call;
}

async function loadJs() {
  const module = await import("./pacru.js");
  return module.call;
}

/**
 * Loads the engine. `target` chooses the build: "wasm" (WebAssembly GC), "js" (the JavaScript
 * fallback); without it, WebAssembly GC where the runtime has it, else JavaScript.
 */
export async function load(options = {}) {
  if (options === null || typeof options !== "object") {
    throw new TypeError("pacru.load: options must be an object");
  }
  const wanted = options.target ?? (supportsWasmGc() ? "wasm" : "js");
  if (wanted !== "wasm" && wanted !== "js") {
    throw new TypeError(`pacru.load: target must be "wasm" or "js", not ${JSON.stringify(wanted)}`);
  }
  if (wanted === "wasm" && !supportsWasmGc()) {
    throw new Error("pacru.load: this runtime has no WebAssembly GC (Node 22 or later, a current browser); "
      + "load({target: \"js\"}) uses the JavaScript build");
  }
  const call = wanted === "wasm" ? await loadWasm() : await loadJs();
  const pacru = { target: wanted };
  for (const name of CALLS) {
    pacru[name] = (request) => {
      let body;
      try {
        body = JSON.stringify(request === undefined ? {} : request);
      } catch (e) {
        return { error: { status: 400, code: "malformed-json", message: `the request cannot be written as JSON: ${e.message}` } };
      }
      if (typeof body !== "string") {
        return { error: { status: 400, code: "malformed-json", message: "the request must be a JSON object" } };
      }
      return JSON.parse(call(name, body));
    };
  }
  return Object.freeze(pacru);
}
