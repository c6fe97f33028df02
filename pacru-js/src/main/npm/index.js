// The pacru npm package: loads the engine (WebAssembly GC, or the JavaScript fallback) and wraps its
// one exported function, call(name, requestJson), into the typed functions of index.d.ts.
//
// This ES module is what browsers and bundlers get for "pacru". The build writes two more loaders
// from it, the same text with the region marked "browser" below replaced
// (org.pacru.js.build.CommonJs): index.cjs for Node.js (CommonJS, and ES modules through
// index.mjs), by index.node.cjs; sync.js for browsers and bundlers of "pacru/sync" (and sync.cjs, its
// CommonJS form), by index.sync.js, which carries the WebAssembly and the JavaScript build inside
// the modules. No top-level await anywhere: loadSync() works right after import or require.

import * as runtime from "./pacru.wasm-runtime.js";

const CALLS = ["legal", "check", "apply", "explain", "svg", "replay", "record", "move", "analyse", "build", "setup",
  "info", "abstractplay"];

/** TeaVM compiles its WebAssembly GC module with the JavaScript string builtins where the runtime has them. */
const COMPILE_OPTIONS = { builtins: ["js-string"] };

// --- browser: the build replaces this region in index.cjs by index.node.cjs (Node.js: files read
// synchronously) and in sync.js by index.sync.js (the engine inside the modules: nothing fetched)

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
  throw new Error("pacru.loadSync: a browser reads no file synchronously: import from \"pacru/sync\" (the engine "
    + "inside the modules), give the WebAssembly (loadSync({ wasm: bytes })) or use await load()");
}

/**
 * The JavaScript build's factory of engines (its module imported once: every engine is a call of
 * it). Imported by its URL, as pacru.wasm is fetched: webpack and Vite emit it as an asset (the page's
 * bundle, and a worker's, hold nothing of it, even where the bundler cannot split one, as Vite's
 * default worker format); with esbuild and Rollup it is copied beside the bundle. A browser with
 * WebAssembly GC never downloads it.
 */
async function jsFactory() {
  const url = new URL("./pacru.js", import.meta.url);
  const module = await import(/* webpackIgnore: true */ /* @vite-ignore */ url.href);
  return module.createEngine;
}

/** The JavaScript build's factory, synchronously: not in a browser (an ES module imports asynchronously). */
function jsFactorySync() {
  throw new Error("pacru.loadSync: in a browser the JavaScript build of \"pacru\" loads only asynchronously: "
    + "import from \"pacru/sync\" (the engine inside the modules) or use await load()");
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

function isNode() {
  return typeof process === "object" && process !== null && typeof process.versions === "object"
    && typeof process.versions?.node === "string";
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

// --- no process abort, no broken instance ---------------------------------------------

/** V8's flag that keeps TurboFan from inlining calls from JavaScript into WebAssembly. */
const V8_FLAG = "--no-turbo-inline-js-wasm-calls";

/**
 * Whether this runtime's V8 can abort the whole process on a call into the engine's WebAssembly:
 * V8 before 13.6 (Node.js 20, 22 and 23) aborts ("# Fatal error … unreachable code" in
 * Deoptimizer::DoComputeBuiltinContinuation, exit code 133) when TurboFan has inlined a call into a
 * WebAssembly export taking and returning externref (the engine's call(name, json)) and the caller
 * is deoptimised while the export runs: src/test/hostile/v8-abort-repro.mjs in the project
 * reproduces it in 40 lines. V8's --no-turbo-inline-js-wasm-calls prevents it (the repro and the
 * hostile fuzz of the package survive with it).
 */
function v8Aborts() {
  if (!isNode() || typeof process.versions.v8 !== "string") {
    return false;
  }
  const [major, minor] = process.versions.v8.split(".").map(Number);
  return !(major > 13 || (major === 13 && minor >= 6));
}

/** Whether this module has set V8_FLAG for the process (an explicit target "wasm", announced by a warning). */
let flagSet = false;

/**
 * Whether the process was started with V8_FLAG on its command line (the last of the flag's forms
 * there decides; Node.js refuses it in NODE_OPTIONS, so the command line is the only place).
 */
function flagGiven() {
  let given = false;
  const args = Array.isArray(process.execArgv) ? process.execArgv : [];
  for (const arg of args) {
    const form = /^--(no[-_]?)?turbo[-_]inline[-_]js[-_]wasm[-_]calls$/.exec(String(arg));
    if (form !== null) {
      given = form[1] !== undefined;
    }
  }
  return given;
}

/** Whether WebAssembly is safe to call here as the process is: no such V8, or V8_FLAG in force. */
function wasmSafeHere() {
  return !v8Aborts() || flagSet || flagGiven();
}

/**
 * Makes WebAssembly safe where it was asked for by name (target "wasm") and is not: sets V8_FLAG for
 * the process, which changes how V8 optimises every function from then on, and says so once, as
 * process warning PACRU_V8_FLAG. False where the flag cannot be set (no process.getBuiltinModule:
 * Node.js before 22.3). Nothing is set without an explicit target: the JavaScript build is chosen.
 */
function makeWasmSafe(name) {
  if (wasmSafeHere()) {
    return true;
  }
  const v8 = typeof process.getBuiltinModule === "function" ? process.getBuiltinModule("node:v8") : undefined;
  if (v8 === undefined || typeof v8.setFlagsFromString !== "function") {
    return false;
  }
  v8.setFlagsFromString(V8_FLAG);
  flagSet = true;
  if (typeof process.emitWarning === "function") {
    process.emitWarning(`pacru.${name}({ target: "wasm" }) set V8's ${V8_FLAG} for this process: V8 `
      + `${process.versions.v8} (before 13.6) can abort the process on calls into WebAssembly without it. Start `
      + `Node.js with ${V8_FLAG} to choose it yourself, or load without a target (the JavaScript build here).`,
    { code: "PACRU_V8_FLAG" });
  }
  return true;
}

/** Requests that reach every call's code, its errors and three languages: run on each new instance. */
const WARM_UP = [
  ["info", {}], ["legal", {}], ["legal", { players: 4, ruleset: "abstractplay", lang: "ja" }],
  ["legal", { position: "4.BS3.ASW/9" }], ["legal", { position: "9/9/9/9/9/9/9/9/9 A 2" }],
  ["check", { action: "e1-e3" }], ["check", { action: "e1-e3", lang: "ja" }], ["check", { action: "e1-e3", lang: "es" }],
  ["check", { action: "a3-b4(c6)" }], ["check", { action: "zz" }],
  ["apply", { action: "a3-b4(c6)" }], ["apply", { action: "e1-e3", lang: "es" }],
  ["explain", { action: "e1-e3" }], ["explain", { action: "e1-e2", lang: "ja" }],
  ["svg", {}], ["svg", { lang: "ja", marks: { e1: "start" } }], ["svg", { lang: "es" }],
  ["replay", { actions: ["a3-b4(c6)", "e9-e8"] }], ["replay", { abstractplay: ["E1-E2", "a7-b7"], ruleset: "abstractplay" }],
  ["replay", { record: "1. a3-b4(c6) e9-e8" }],
  ["move", { bot: "random", seed: 1 }], ["move", { bot: "greedy", seed: 1 }], ["move", { player: "mcts:2", seed: 1 }],
  ["analyse", { iterations: 2, seed: 1 }], ["build", { steps: ["a3", "-b4"] }], ["build", { steps: ["e1", "-e3"], lang: "ja" }],
  ["setup", { chevrons: { e5: "AN", a1: "CN" } }], ["setup", { chevrons: { e5: "AN" }, lang: "ja" }],
  ["abstractplay", { op: "board" }], ["abstractplay", { op: "move", move: "a3-b4(c6" }],
  ["abstractplay", { op: "move", move: "e1-e3" }], ["nothing", { lang: "ja" }], ["legal", { players: "x", lang: "es" }],
];

/**
 * An instance of the engine, every path of WARM_UP run once (TeaVM initialises classes on first use).
 * Needed besides guarded(): without it, setup's first use from a nearly exhausted stack answered a
 * wrong object on WebAssembly ({"valid": null, "position": null, …}) with no throw to notice. It costs
 * load time: loadSync() of WebAssembly 0.9 s → 3.5 s on the loaded 2-core build machine (load-times.mjs).
 */
function warm(call) {
  for (const [name, request] of WARM_UP) {
    call(name, JSON.stringify(request));
  }
  return call;
}

/** The answer to a call whose stack ran out outside the engine. */
const STACK_EXHAUSTED = Object.freeze({ error: Object.freeze({ status: 503, code: "stack-exhausted",
  message: "the call stack ran out: nothing was changed; call again from a shallower stack" }) });

function engineError(status, code, message) {
  return { error: { status, code, message } };
}

/** Whether an error is JavaScript's for an exhausted call stack. */
function isStackExhaustion(e) {
  return e instanceof RangeError;
}

/**
 * The engine as one function of (name, json) answering an answer object, whose instance is
 * replaced whole when it fails. A throw out of the engine (a RangeError of an exhausted stack, a
 * WebAssembly RuntimeError, a host function that threw) or an answer "internal" or
 * "stack-exhausted" may leave the instance half-initialised for good: the failed call answers 503
 * stack-exhausted (the stack ran out: nothing was changed, call again from a shallower stack) or
 * 500 internal, and the next call goes to a fresh instance. `fresh` makes one: the JavaScript
 * build's factory or the compiled WebAssembly module instantiated again, synchronously, by the
 * next call from its own stack, in every runtime and bundle, with nothing to download; only where
 * a browser refuses to instantiate the module synchronously is it a promise: a spare made in the
 * background beforehand, and while none is ready (the event loop has to turn) calls answer 503
 * engine-restarting. The retired instance is garbage once its last answer is read.
 */
function guarded(first, fresh) {
  let live = warm(first);
  let spare = null;
  let making = false;
  const make = () => {
    const made = fresh();
    if (typeof made === "function") {
      return warm(made);
    }
    making = true;
    made.then((call) => {
      spare = warm(call);
    }, () => undefined).finally(() => {
      making = false;
    });
    return null;
  };
  const prepare = () => {
    if (!making && spare === null) {
      // once the caller's stack has unwound (a microtask): a failure may come from a deep one
      Promise.resolve().then(() => {
        if (!making && spare === null) {
          const made = make();
          spare ??= made;
        }
      });
    }
  };
  if (fresh.async) {
    prepare();
  }
  return (name, body) => {
    if (live === null) {
      live = spare ?? (making ? null : make());
      spare = null;
      if (live === null) {
        return engineError(503, "engine-restarting", "the engine is restarting after a failure: call again once the event loop has turned");
      }
      if (fresh.async) {
        prepare();
      }
    }
    let text;
    try {
      text = live(name, body);
    } catch (e) {
      live = null;
      return isStackExhaustion(e)
        ? engineError(503, "stack-exhausted", `the call stack ran out in the engine (${e.message}): nothing was changed; call again from a shallower stack`)
        : engineError(500, "internal", `the engine failed (${e instanceof Error ? e.message : typeof e}); the next call goes to a fresh instance`);
    }
    const answer = JSON.parse(text);
    const code = answer.error?.code;
    if (code === "internal" || code === "stack-exhausted") {
      live = null;
    }
    return answer;
  };
}

/** The longest request and its deepest nesting, as the engine reads them (JsonReader.MAX_CHARS, MAX_DEPTH). */
const MAX_CHARS = 4 * 1024 * 1024;
const MAX_DEPTH = 32;

/** A request the wrapper refuses before the engine sees it: the answer is the error object. */
class Refused {
  constructor(status, code, message, field) {
    this.answer = { error: field === undefined ? { status, code, message } : { status, code, message, field } };
  }
}

/** A key as a message quotes it: at most 40 characters. */
function keyText(key) {
  const text = String(key);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The request field a path into it starts with, if any (at most 40 characters of it). */
function fieldOf(path) {
  return path.length === 0 ? undefined : keyText(path[0]);
}

/** A path into the request as a message names it ("marks.e1", "steps.3"): bounded, as each key is. */
function pathText(path) {
  return path.map(keyText).join(".");
}

/**
 * The primitive a boxed primitive stands for, as JSON.stringify unboxes it (new Number(5) is written 5,
 * new String("x") "x", new Boolean(false) false, a boxed BigInt refused as a BigInt); anything else as
 * it is. Asked of the object's own internal slot, as JSON.stringify does: a Proxy of one is an object.
 */
function unboxed(value) {
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return value;
  }
  for (const [type, read] of [[Number, Number], [String, String], [Boolean, null], [BigInt, null]]) {
    let primitive;
    try {
      primitive = type.prototype.valueOf.call(value);
    } catch {
      continue;          // not of this type
    }
    // JSON.stringify converts a Number or String object with ToNumber or ToString (its valueOf or
    // toString may be the object's own), a Boolean or BigInt by its slot
    return read === null ? primitive : read(value);
  }
  return value;
}

/** A value as a message names it, from a bounded prefix of it; never throws (BigInt, symbols, hostile toString). */
function describe(value) {
  try {
    return typeof value === "string" ? JSON.stringify(value.slice(0, 100))
      : typeof value === "bigint" ? (value > 10n ** 40n || value < -(10n ** 40n) ? "a BigInt of more than 40 digits" : `${value}n`)
        : typeof value === "number" || typeof value === "boolean" ? String(value)
          : value === null ? "null" : typeof value === "object" ? "an object" : `a ${typeof value}`;
  } catch {
    return typeof value;
  }
}

/**
 * The JSON text of a request, written as JSON.stringify would, with what the engine would refuse
 * anyway refused on the way: the size is counted while writing, so an array-like of a
 * hundred million elements stops at MAX_CHARS instead of after; NaN and ±Infinity (which
 * JSON.stringify turns into null, read as absent) are a 400 bad-request naming the field; a BigInt,
 * a cycle, nesting deeper than MAX_DEPTH, or a throwing getter or toJSON is a 400 malformed-json.
 */
function requestJson(request) {
  const parts = [];
  let size = 0;
  const seen = new Set();
  const put = (text) => {
    size += text.length;
    if (size > MAX_CHARS) {
      throw new Refused(400, "malformed-json", `the request is longer than ${MAX_CHARS} characters of JSON: writing it stopped there`);
    }
    parts.push(text);
  };
  const path = [];   // the keys from the request down to the value being written
  const write = (raw, key, depth) => {
    const value = unboxed(raw !== null && (typeof raw === "object" || typeof raw === "bigint") && typeof raw.toJSON === "function"
      ? raw.toJSON(key) : raw);
    switch (typeof value) {
      case "string":
        if (value.length > MAX_CHARS - size) {
          put(" ".repeat(MAX_CHARS - size + 1));
        }
        put(JSON.stringify(value));
        return true;
      case "number":
        if (!Number.isFinite(value)) {
          throw new Refused(400, "bad-request", `the field '${pathText(path)}' is ${value}: a request's numbers are finite`, fieldOf(path));
        }
        put(JSON.stringify(value));
        return true;
      case "boolean":
        put(value ? "true" : "false");
        return true;
      case "bigint":
        throw new Refused(400, "malformed-json", `the field '${pathText(path)}' is a BigInt (${describe(value)}): JSON has no BigInt`, fieldOf(path));
      case "object":
        break;
      default:
        return false;    // undefined, a function, a symbol: left out, as JSON.stringify does
    }
    if (value === null) {
      put("null");
      return true;
    }
    if (depth >= MAX_DEPTH) {
      throw new Refused(400, "malformed-json", `the request nests deeper than ${MAX_DEPTH} at '${pathText(path)}'`, fieldOf(path));
    }
    if (seen.has(value)) {
      throw new Refused(400, "malformed-json", `the request refers to itself at '${pathText(path)}': it cannot be written as JSON`, fieldOf(path));
    }
    seen.add(value);
    if (Array.isArray(value)) {
      put("[");
      for (let i = 0; i < value.length; i++) {
        if (i > 0) {
          put(",");
        }
        path.push(i);
        if (!write(value[i], String(i), depth + 1)) {
          put("null");
        }
        path.pop();
      }
      put("]");
    } else {
      put("{");
      let first = true;
      for (const k of Object.keys(value)) {
        const mark = parts.length;
        const markSize = size;
        put(`${first ? "" : ","}${JSON.stringify(k)}:`);
        path.push(k);
        const written = write(value[k], k, depth + 1);
        path.pop();
        if (written) {
          first = false;
        } else {
          parts.length = mark;
          size = markSize;
        }
      }
      put("}");
    }
    seen.delete(value);
    return true;
  };
  try {
    if (!write(request, "", 0)) {
      throw new Refused(400, "malformed-json", "the request must be a JSON object");
    }
  } catch (e) {
    if (e instanceof Refused) {
      throw e;
    }
    if (e instanceof RangeError) {
      throw new Refused(503, "stack-exhausted", "the call stack ran out while the request was written: call again from a shallower stack");
    }
    let why;
    try {
      why = e instanceof Error ? String(e.message).slice(0, 200) : describe(e);
    } catch {
      why = "a getter or toJSON threw";
    }
    const where = path.length > 0 ? ` at '${pathText(path)}'` : "";
    throw new Refused(400, "malformed-json", `the request cannot be written as JSON${where}: ${why}`, fieldOf(path));
  }
  return parts.join("");
}

/**
 * The build load() or loadSync() is to load and the options it reads, each read once: `{ built,
 * wasm }`; throws this package's TypeError or Error for options it cannot use.
 */
function target(name, options) {
  if (options === null || typeof options !== "object") {
    throw new TypeError(`pacru.${name}: options must be an object, not ${describe(options)}`);
  }
  const read = optionsReadable(name, options);
  const wanted = read.target ?? (supportsWasmGc() && wasmSafeHere() ? "wasm" : "js");
  if (wanted !== "wasm" && wanted !== "js") {
    throw new TypeError(`pacru.${name}: target must be "wasm" or "js", not ${describe(wanted)}`);
  }
  if (wanted === "wasm" && !supportsWasmGc()) {
    throw new Error(`pacru.${name}: this runtime has no WebAssembly GC (Node 22 or later, a current browser); `
      + `${name}({target: "js"}) uses the JavaScript build`);
  }
  if (wanted === "wasm" && !makeWasmSafe(name)) {
    throw new Error(`pacru.${name}: this Node.js aborts on WebAssembly calls (V8 before 13.6) and cannot be told not to `
      + `(no process.getBuiltinModule): start it with ${V8_FLAG}, use Node.js 22.3 or later, or ${name}({target: "js"})`);
  }
  return { built: wanted, wasm: read.wasm };
}

/**
 * Whether a value is bytes (an ArrayBuffer, a SharedArrayBuffer or a view of one) or a compiled
 * WebAssembly.Module, asked of its internal slots: a Proxy is neither, and no trap of one runs.
 */
function isWasmSource(value) {
  if (ArrayBuffer.isView(value)) {
    return true;
  }
  const probes = [() => Object.getOwnPropertyDescriptor(ArrayBuffer.prototype, "byteLength").get.call(value)];
  if (typeof SharedArrayBuffer === "function") {
    probes.push(() => Object.getOwnPropertyDescriptor(SharedArrayBuffer.prototype, "byteLength").get.call(value));
  }
  if (typeof WebAssembly === "object") {
    probes.push(() => WebAssembly.Module.exports(value));
  }
  return probes.some((probe) => {
    try {
      probe();
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Reads the options load() and loadSync() use, throwing this package's TypeError for options that
 * cannot be read (a throwing getter, a revoked Proxy) and for a `wasm` that is neither bytes nor a
 * compiled module.
 */
function optionsReadable(name, options) {
  let wanted;
  let wasm;
  try {
    wanted = options.target;
    wasm = options.wasm;
  } catch (e) {
    let why;
    try {
      why = e instanceof Error ? String(e.message).slice(0, 200) : describe(e);
    } catch {
      why = "a getter threw";
    }
    throw new TypeError(`pacru.${name}: the options cannot be read: ${why}`);
  }
  if (name === "loadSync" && wasm !== undefined && !isWasmSource(wasm)) {
    throw new TypeError(`pacru.${name}: options.wasm must be pacru.wasm's bytes (an ArrayBuffer or a view of one) or a WebAssembly.Module, not ${describe(wasm)}`);
  }
  return { target: wanted, wasm };
}

/** The typed functions over the engine's call(name, json); `fresh` makes a new instance (guarded()). */
function engine(first, built, fresh) {
  const call = guarded(first, fresh);
  const pacru = { target: built };
  for (const name of CALLS) {
    pacru[name] = (request) => {
      let body;
      try {
        body = requestJson(request === undefined ? {} : request);
      } catch (e) {
        return e instanceof Refused ? e.answer : STACK_EXHAUSTED;
      }
      try {
        return call(name, body);
      } catch {
        return STACK_EXHAUSTED;   // only our own code can throw here: a RangeError with no stack left
      }
    };
  }
  return Object.freeze(pacru);
}

/**
 * A fresh instance of the WebAssembly module (the module compiled once, instantiated again: no
 * second download): at once, or as a promise where the runtime refused to instantiate it at once.
 */
function wasmFresh(module, sync) {
  const fresh = () => {
    const linked = link(module);
    return sync ? linked.finish(new WebAssembly.Instance(module, linked.imports))
      : WebAssembly.instantiate(module, linked.imports).then((instance) => linked.finish(instance));
  };
  fresh.async = !sync;
  return fresh;
}

/**
 * A fresh instance of the JavaScript build, at once: TeaVM's module is a factory of engines
 * (org.pacru.js.build.CommonJs), so a new engine is a function call, in every bundle and offline,
 * and a retired one is garbage once its last answer is read.
 */
function jsFresh(createEngine) {
  return () => createEngine().call;
}

let compiling = null;

/**
 * The WebAssembly module, compiled once for every load() of this package (pacru/abstractplay's
 * ready() and the host's own load() share it): downloaded and compiled once; after a failure
 * (offline, say) the next load() tries again.
 */
function compiledWasm() {
  if (compiling === null) {
    compiling = compileWasm();
    compiling.catch(() => {
      compiling = null;
    });
  }
  return compiling;
}

/**
 * Loads the engine. `target` chooses the build: "wasm" (WebAssembly GC), "js" (the JavaScript
 * fallback); without it, WebAssembly GC where the runtime has it, else JavaScript.
 */
export async function load(options = {}) {
  const { built } = target("load", options);
  if (built === "js") {
    const fresh = jsFresh(await jsFactory());
    return engine(fresh(), "js", fresh);
  }
  const module = await compiledWasm();
  let first;
  let sync = true;
  try {
    first = wasmFresh(module, true)();
  } catch {
    // a browser that instantiates a module of this size only asynchronously (older Chromium on
    // the page's main thread): then fresh instances are made in the background too
    sync = false;
    const linked = link(module);
    first = linked.finish(await WebAssembly.instantiate(module, linked.imports));
  }
  return engine(first, "wasm", wasmFresh(module, sync));
}

/**
 * Loads the engine synchronously: WebAssembly GC compiled on the spot where the runtime has it
 * (Node.js: from the file next to this module; a browser: from `options.wasm`, bytes or a
 * compiled WebAssembly.Module), else the JavaScript build (Node.js).
 */
export function loadSync(options = {}) {
  const { built, wasm: given } = target("loadSync", options);
  if (built === "js") {
    const fresh = jsFresh(jsFactorySync());
    return engine(fresh(), "js", fresh);
  }
  const module = given instanceof WebAssembly.Module ? given
    : new WebAssembly.Module(given === undefined ? wasmBytesSync() : given, COMPILE_OPTIONS);
  const linked = link(module);
  return engine(linked.finish(new WebAssembly.Instance(module, linked.imports)), "wasm", wasmFresh(module, true));
}

/** Whether an answer is an error: `{ error: { status, code, message, … } }`; false for anything that cannot be asked (a revoked Proxy). */
export function isError(answer) {
  try {
    return answer !== null && typeof answer === "object" && "error" in answer;
  } catch {
    return false;
  }
}

/** A property of a value given as an error, or undefined where it cannot be read. */
function readOf(value, key) {
  try {
    return value !== null && typeof value === "object" ? value[key] : undefined;
  } catch {
    return undefined;
  }
}

/** The error of an answer, thrown by unwrap(): the HTTP status, the code, and the rule broken where there is one. */
export class PacruError extends Error {
  constructor(error) {
    const message = readOf(error, "message");
    super(typeof message === "string" ? message : `an error answer without a message: its error is ${describe(error)}`);
    this.name = "PacruError";
    const status = readOf(error, "status");
    const code = readOf(error, "code");
    this.status = typeof status === "number" ? status : undefined;
    this.code = typeof code === "string" ? code : undefined;
    const rule = readOf(error, "rule") ?? readOf(readOf(error, "violation"), "rule");
    if (typeof rule === "string") {
      this.rule = rule;
    }
    this.error = error;
  }
}

/** The answer itself, or a PacruError thrown for an error answer. */
export function unwrap(answer) {
  if (isError(answer)) {
    throw new PacruError(readOf(answer, "error"));
  }
  return answer;
}
