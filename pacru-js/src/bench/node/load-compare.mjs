// How long the package takes to load on Node.js 22 or later, each run in a fresh process:
//   node pacru-js/src/bench/node/load-compare.mjs [RUNS] [PACKAGE-DIR ...]
// (default: 9 runs of pacru-js/target/npm/pacru). With several package folders (such as a copy
// whose pacru.wasm is another build), the runs alternate between them, so that a busy machine
// slows each alike. Prints, per folder, the medians of: load() (WebAssembly GC), the first call
// after it (legal of the start), and loadSync() where the package has it.
import { execFileSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { join } from "node:path";

const args = process.argv.slice(2);
const runs = /^\d+$/.test(args[0] ?? "") ? Number(args.shift()) : 9;
const dirs = args.length ? args : [fileURLToPath(new URL("../../../target/npm/pacru", import.meta.url))];

const child = `
const pkg = await import(${"process.argv[1]"});
const how = process.argv[2];
const t0 = performance.now();
const pacru = how === "sync" ? pkg.loadSync({ target: "wasm" }) : await pkg.load({ target: "wasm" });
const t1 = performance.now();
const moves = pacru.legal({ players: 2 }).moves.length;
const t2 = performance.now();
if (moves !== 28) throw new Error("legal of the start: " + moves);
console.log(JSON.stringify({ load: t1 - t0, first: t2 - t1 }));
`;

function once(dir, how) {
  const out = execFileSync(process.execPath, ["--input-type=module", "-e", child,
    pathToFileURL(join(dir, "index.js")).href, how], { encoding: "utf8" });
  return JSON.parse(out.trim().split("\n").pop());
}

async function hasLoadSync(dir) {
  return typeof (await import(pathToFileURL(join(dir, "index.js")).href)).loadSync === "function";
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)].toFixed(1);
const results = new Map(dirs.map((d) => [d, { load: [], first: [], sync: [], syncFirst: [] }]));
const sync = new Map();
for (const d of dirs) {
  sync.set(d, await hasLoadSync(d));
}
for (let i = 0; i < runs; i++) {
  for (const d of dirs) {
    const r = results.get(d);
    const a = once(d, "async");
    r.load.push(a.load);
    r.first.push(a.first);
    if (sync.get(d)) {
      const s = once(d, "sync");
      r.sync.push(s.load);
      r.syncFirst.push(s.first);
    }
  }
}
for (const [d, r] of results) {
  console.log(`${d}: ${runs} fresh processes, medians: load() ${median(r.load)} ms, then legal ${median(r.first)} ms`
    + (r.sync.length ? `; loadSync() ${median(r.sync)} ms, then legal ${median(r.syncFirst)} ms` : "; no loadSync()"));
}
