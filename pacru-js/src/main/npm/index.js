// The pacru npm package: loads the engine (WebAssembly GC, or the JavaScript fallback) and wraps its
// one exported function, call(name, requestJson), into the typed functions of index.d.ts.
//
// This ES module is what browsers and bundlers get. The build writes index.cjs from it for Node.js
// (CommonJS, and ES modules through index.mjs): the same text, with the region marked "browser"
// below replaced by index.node.cjs (org.pacru.js.build.CommonJs). No top-level await anywhere:
// loadSync() works right after import or require.

import * as runtime from "./pacru.wasm-runtime.js";

const CALLS = ["legal", "check", "apply", "explain", "svg", "replay", "move", "analyse", "build", "setup", "info",
  "abstractplay"];

/** TeaVM compiles its WebAssembly GC module with the JavaScript string builtins where the runtime has them. */
const COMPILE_OPTIONS = { builtins: ["js-string"] };

// --- browser: the build replaces this region in index.cjs by index.node.cjs (Node.js: files read synchronously)

/** The WebAssembly module, compiled from the file next to this one (a bundler's asset). */
async function compileWasm() {
  const url = new URL("./pacru.wasm", import.meta.url);
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`pacru: cannot fetch ${url}: ${response.status}`);
  }
  return WebAssembly.compile(await response.arrayBuffer(), COMPILE_OPTIONS);
}

/** The WebAssembly file's bytes, read synchronously: not in a browser. */
function wasmBytesSync() {
  throw new Error("pacru.loadSync: a browser reads no file synchronously: give the WebAssembly "
    + "(loadSync({ wasm: bytes })) or use await load()");
}

/** The JavaScript build's call function. */
async function jsCall() {
  const module = await import("./pacru.js");
  return module.call;
}

/** The JavaScript build's call function, synchronously: not in a browser (an ES module imports asynchronously). */
function jsCallSync() {
  throw new Error("pacru.loadSync: in a browser the JavaScript build loads only asynchronously: use await load()");
}

// --- end browser

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

let stringBuiltins;

/** Whether the runtime has the JavaScript string builtins (TeaVM's runtime asks with the same module). */
function hasStringBuiltins() {
  if (stringBuiltins === undefined) {
    // (func (import "wasm:js-string" "fromCharCode") (param i32) (result externref)) and a memory
    const probe = new Int8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 7, 1, 96, 1, 127, 1, 100, 111, 2, 31, 1, 14, 119,
      97, 115, 109, 58, 106, 115, 45, 115, 116, 114, 105, 110, 103, 12, 102, 114, 111, 109, 67, 104, 97, 114, 67, 111,
      100, 101, 0, 0, 3, 1, 0, 5, 4, 1, 1, 0, 0, 7, 10, 1, 6, 109, 101, 109, 111, 114, 121, 2, 0, 10, -127, -128, -128,
      0, 0]);
    try {
      new WebAssembly.Instance(new WebAssembly.Module(probe, COMPILE_OPTIONS), {});
      stringBuiltins = true;
    } catch {
      stringBuiltins = false;
    }
  }
  return stringBuiltins;
}

function customSection(module, name) {
  const sections = WebAssembly.Module.customSections(module, name);
  return sections.length === 1 ? JSON.parse(new TextDecoder().decode(sections[0])) : undefined;
}

/**
 * The imports of TeaVM's WebAssembly GC module, as TeaVM 0.16's runtime load() links them for a
 * module without Emscripten parts: its defaults (strings, dates, console, JSO) and the linear memory
 * its section teavm.memoryRequirements asks for. Returns them and what finishes the instance.
 */
function link(module) {
  const imports = {};
  const exports = {};
  const defaults = runtime.defaults(imports, exports, hasStringBuiltins());
  const needs = customSection(module, "teavm.memoryRequirements") ?? {};
  const align = (address, shift) => (address - 1 >> shift) + 1 << shift;
  const heapOffset = align(needs.dataSize ?? 0, 8);
  const maxSize = (1 << 31) - 1 | 0;
  const initial = Math.max(needs.min ?? 0, 1);
  const shared = needs.shared ?? false;
  const memory = new WebAssembly.Memory({ shared, initial, maximum: shared ? initial : (maxSize - 1 >> 16) + 1 });
  imports.env = { memory };
  imports.teavmMemory = {
    linearMemory: () => memory.buffer,
    notifyHeapResized() {},
    heapOffset: new WebAssembly.Global({ value: "i32", mutable: false }, heapOffset),
    maxSize: new WebAssembly.Global({ value: "i32", mutable: false }, maxSize),
  };
  for (const { module: from, name } of customSection(module, "teavm.imports") ?? []) {
    if (!(from in imports)) {
      throw new Error(`pacru: the WebAssembly module imports ${from}.${name}, which this loader does not link`);
    }
  }
  return {
    imports,
    finish(instance) {
      defaults.supplyExports(instance.exports);
      // the module's exports (call) are globals holding JavaScript functions
      for (const [name, value] of Object.entries(instance.exports)) {
        if (value instanceof WebAssembly.Global) {
          Object.defineProperty(exports, name, { get: () => value.value });
        }
      }
      if (typeof exports.call !== "function") {
        throw new Error("pacru: the WebAssembly module exported no call function");
      }
      return exports.call;
    },
  };
}

function target(name, options) {
  if (options === null || typeof options !== "object") {
    throw new TypeError(`pacru.${name}: options must be an object`);
  }
  const wanted = options.target ?? (supportsWasmGc() ? "wasm" : "js");
  if (wanted !== "wasm" && wanted !== "js") {
    throw new TypeError(`pacru.${name}: target must be "wasm" or "js", not ${JSON.stringify(wanted)}`);
  }
  if (wanted === "wasm" && !supportsWasmGc()) {
    throw new Error(`pacru.${name}: this runtime has no WebAssembly GC (Node 22 or later, a current browser); `
      + `${name}({target: "js"}) uses the JavaScript build`);
  }
  return wanted;
}

/** The typed functions over the engine's call(name, json). */
function engine(call, built) {
  const pacru = { target: built };
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

/**
 * Loads the engine. `target` chooses the build: "wasm" (WebAssembly GC), "js" (the JavaScript
 * fallback); without it, WebAssembly GC where the runtime has it, else JavaScript.
 */
export async function load(options = {}) {
  const built = target("load", options);
  if (built === "js") {
    return engine(await jsCall(), "js");
  }
  const module = await compileWasm();
  const linked = link(module);
  return engine(linked.finish(await WebAssembly.instantiate(module, linked.imports)), "wasm");
}

/**
 * Loads the engine synchronously: WebAssembly GC compiled on the spot where the runtime has it
 * (Node.js: from the file next to this module; a browser: from `options.wasm`, bytes or a
 * compiled WebAssembly.Module), else the JavaScript build (Node.js).
 */
export function loadSync(options = {}) {
  const built = target("loadSync", options);
  if (built === "js") {
    return engine(jsCallSync(), "js");
  }
  const given = options.wasm;
  const module = given instanceof WebAssembly.Module ? given
    : new WebAssembly.Module(given === undefined ? wasmBytesSync() : given, COMPILE_OPTIONS);
  const linked = link(module);
  return engine(linked.finish(new WebAssembly.Instance(module, linked.imports)), "wasm");
}

/** Whether an answer is an error: `{ error: { status, code, message, … } }`. */
export function isError(answer) {
  return answer !== null && typeof answer === "object" && "error" in answer;
}

/** The error of an answer, thrown by unwrap(): the HTTP status, the code, and the rule broken where there is one. */
export class PacruError extends Error {
  constructor(error) {
    super(error.message);
    this.name = "PacruError";
    this.status = error.status;
    this.code = error.code;
    const rule = error.rule ?? error.violation?.rule;
    if (rule !== undefined) {
      this.rule = rule;
    }
    this.error = error;
  }
}

/** The answer itself, or a PacruError thrown for an error answer. */
export function unwrap(answer) {
  if (isError(answer)) {
    throw new PacruError(answer.error);
  }
  return answer;
}
