// The time of loadSync() and load() in a fresh Node.js process, each build, on each Node.js given, and
// of the first call after it (legal of the start): medians of RUNS runs (default 7).
//   node pacru-js/src/bench/node/load-times.mjs pacru-js/target/npm/pacru NODE_BINARY...
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";

const [packageDir, ...nodes] = process.argv.slice(2);
if (packageDir === undefined || nodes.length === 0) {
  throw new Error("usage: node load-times.mjs PACKAGE_DIR NODE_BINARY...");
}
const runs = Number(process.env.RUNS ?? 7);
const index = JSON.stringify(resolve(packageDir, "index.cjs"));
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const node of nodes) {
  const version = execFileSync(node, ["--version"], { encoding: "utf8" }).trim();
  const targets = Number(version.slice(1).split(".")[0]) >= 22 ? ["wasm", "js"] : ["js"];
  for (const target of targets) {
    for (const how of ["loadSync", "load"]) {
      const times = [];
      for (let i = 0; i < runs; i++) {
        const script = `const started = performance.now();
const { ${how} } = require(${index});
const required = performance.now();
Promise.resolve(${how}({ target: "${target}" })).then((pacru) => {
  const loaded = performance.now();
  pacru.legal({});
  console.log(JSON.stringify([required - started, loaded - required, performance.now() - loaded]));
});`;
        times.push(JSON.parse(execFileSync(node, ["-e", script], { encoding: "utf8" })));
      }
      const [req, load, first] = [0, 1, 2].map((k) => median(times.map((t) => t[k])).toFixed(0));
      console.log(`Node.js ${version} ${target}: require ${req} ms, ${how}() ${load} ms, first call ${first} ms (medians of ${runs})`);
    }
  }
}
