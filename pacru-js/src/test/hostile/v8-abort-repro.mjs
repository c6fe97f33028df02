// The smallest reproduction of the V8 abort (no pacru in it): Node.js 22 (V8 12.4) and
// Node.js 20 end with "# Fatal error in , line 0 # unreachable code" in
// v8::internal::Deoptimizer::DoComputeBuiltinContinuation (SIGTRAP, exit code 133); Node.js 24
// (V8 13.6) prints "survived". Run: node v8-abort-repro.mjs
//
// What it takes: a JavaScript function that TurboFan optimises with an inlined call into a
// WebAssembly export taking and returning externref (TeaVM's exported call(name, json) is
// (externref, externref) -> externref: a string in, a string out), and a lazy deoptimisation of that
// function while the WebAssembly frame is live, for instance because code the export calls back
// into (here the import "cb"; in pacru, TeaVM's string imports, or a garbage collection that changes
// an allocation site's pretenuring) invalidates an assumption the optimised code made. On return
// V8 must rebuild the frame of the inlined JS-to-Wasm wrapper and has no continuation for it.
// With --no-turbo-inline-js-wasm-calls (or v8.setFlagsFromString of it before the caller is
// optimised) the call is not inlined and the program survives. pacru's loader, on these versions,
// chooses its JavaScript build unless the process was started with the flag, and sets the flag only
// for an explicit target "wasm", saying so (index.js, README "WebAssembly on Node.js 22").
//
// A string argument: "inline" (default) or "workaround" (sets the flag at run time first).
if (process.argv[2] === "workaround") {
  const v8 = await import("node:v8");
  v8.setFlagsFromString("--no-turbo-inline-js-wasm-calls");
}
// (module (type (func)) (type (func (param externref) (result externref)))
//   (import "env" "cb" (func 0)) (func (export "f") (type 1) call 0 local.get 0))
const bytes = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0,
  1, 9, 2, 0x60, 0, 0, 0x60, 1, 0x6f, 1, 0x6f,
  2, 10, 1, 3, 0x65, 0x6e, 0x76, 2, 0x63, 0x62, 0, 0,
  3, 2, 1, 1,
  7, 5, 1, 1, 0x66, 0, 1,
  10, 8, 1, 6, 0, 0x10, 0, 0x20, 0, 0x0b]);
const holder = { x: 1 };
let invalidate = false;
const cb = () => {
  if (invalidate) {
    invalidate = false;
    holder.x = 0.5;     // a small-integer field becomes a double: code that assumed it deoptimises
  }
};
const { exports } = new WebAssembly.Instance(new WebAssembly.Module(bytes), { env: { cb } });
const call = exports.f;
function caller(i) {
  return holder.x + call(`s${i & 7}`).length;
}
let n = 0;
for (let i = 0; i < 2e6; i++) {
  n += caller(i);       // hot: TurboFan optimises caller and inlines the JS-to-Wasm call
}
invalidate = true;
n += caller(1);         // the deoptimisation happens inside the WebAssembly call
console.log(`survived (${n})`);
