// Times the js-bench builds (mvn -B -q -Pjs-bench -DskipTests package -pl pacru-js -am) on Node 22:
//   node pacru-js/src/bench/node/bench.mjs
// and compares with the JVM: java -cp <the library's classes and pacru-js's> org.pacru.js.bench.Bench
// (or org.pacru.js.bench.BenchCpu, with thread CPU time)
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { medianOf5 } from "./timing.mjs";

const dir = fileURLToPath(new URL("../../../target/bench/", import.meta.url));

async function wasm() {
  const runtime = await import(`${dir}wasm/bench.wasm-runtime.js`);
  const teavm = await runtime.load(await readFile(`${dir}wasm/bench.wasm`));
  return teavm.exports;
}

async function js() {
  return import(`${dir}js/bench.js`);
}

// The median of five runs, in wall time and in this process's CPU time (the machine may be shared).
function median(run) {
  const { ms, cpu } = medianOf5(run);
  return `${ms.toFixed(0)} ms (cpu ${cpu.toFixed(0)})`;
}

for (const [name, load] of [["wasm", wasm], ["js", js]]) {
  const bench = await load();
  for (let i = 0; i < 3; i++) {
    bench.perft(2, 5);
    bench.playouts(2, 2000, 1);
  }
  console.log(`${name} perft(5), 2 players: ${bench.perft(2, 5)} leaves, median ${median(() => bench.perft(2, 5))}`);
  console.log(`${name} 2,000 playouts, 2 players: ${bench.playouts(2, 2000, 7)} plies, median ${median(() => bench.playouts(2, 2000, 7))}`);
}
