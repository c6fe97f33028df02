// Two builds of the WebAssembly bench module against each other, in one Node.js 22 process:
//   node pacru-js/src/bench/node/compare-wasm.mjs DIR-A DIR-B [ROUNDS]
// where each DIR holds a bench.wasm and its bench.wasm-runtime.js (pacru-js/target/bench/wasm of
// a -Pjs-bench build, or a copy of it whose bench.wasm went through wasm-opt). Each round times
// perft(5) and 2,000 playouts on A then on B (a median of 5 runs each, wall and CPU time, after a
// warm-up); the summary gives the median of the rounds and of the per-round ratios B / A, so that
// a busy machine slows both alike.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { medianOf5 } from "./timing.mjs";

const [dirA, dirB, roundsArg] = process.argv.slice(2);
if (!dirA || !dirB) {
  throw new Error("usage: node compare-wasm.mjs DIR-A DIR-B [ROUNDS]");
}
const rounds = Number(roundsArg ?? 7);

async function load(dir) {
  const runtime = await import(pathToFileURL(join(dir, "bench.wasm-runtime.js")).href);
  const teavm = await runtime.load(await readFile(join(dir, "bench.wasm")));
  return teavm.exports;
}

const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const a = await load(dirA);
const b = await load(dirB);
for (const bench of [a, b]) {
  if (bench.perft(2, 5) !== a.perft(2, 5) || bench.playouts(2, 2000, 7) !== a.playouts(2, 2000, 7)) {
    throw new Error("the two builds count differently");
  }
  for (let i = 0; i < 3; i++) {
    bench.perft(2, 5);
    bench.playouts(2, 2000, 1);
  }
}
const rows = { perft: { a: [], b: [], ratio: [], cpuRatio: [] }, playouts: { a: [], b: [], ratio: [], cpuRatio: [] } };
for (let r = 0; r < rounds; r++) {
  for (const [name, run] of [["perft", (x) => x.perft(2, 5)], ["playouts", (x) => x.playouts(2, 2000, 7)]]) {
    const ta = medianOf5(() => run(a));
    const tb = medianOf5(() => run(b));
    const row = rows[name];
    row.a.push(ta.ms);
    row.b.push(tb.ms);
    row.ratio.push(tb.ms / ta.ms);
    row.cpuRatio.push(tb.cpu / ta.cpu);
    console.log(`round ${r + 1} ${name}: A ${ta.ms.toFixed(0)} ms (cpu ${ta.cpu.toFixed(0)}), B ${tb.ms.toFixed(0)} ms (cpu ${tb.cpu.toFixed(0)})`);
  }
}
for (const [name, row] of Object.entries(rows)) {
  console.log(`${name}: A median ${med(row.a).toFixed(0)} ms, B median ${med(row.b).toFixed(0)} ms; B / A per round: median ${med(row.ratio).toFixed(3)} (cpu ${med(row.cpuRatio).toFixed(3)}), range ${Math.min(...row.ratio).toFixed(3)}-${Math.max(...row.ratio).toFixed(3)}`);
}
