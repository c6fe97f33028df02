// node --expose-gc retire.mjs PACKAGE_DIR TARGET COUNT: the engine of one build retired COUNT times
// (a search under a clock that throws, ../bundlers/app/src/retire.js), each time followed by a call
// from a shallow stack that must answer exactly as before; then the heap after garbage collection
// against the heap after the first 10 retirements (the JIT's code and the first instances' caches
// settled). Prints one JSON line: retirements, exact answers, heap and RSS in bytes.
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { retireAndCheck } from "../bundlers/app/src/retire.js";

const [packageDir, target, count] = process.argv.slice(2);
if (typeof globalThis.gc !== "function") {
  throw new Error("run with --expose-gc");
}
const { load } = await import(pathToFileURL(join(packageDir, "index.mjs")).href);
const pacru = await load({ target });
const heap = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed;
};
const settle = retireAndCheck(pacru, 10);
const heapBefore = heap();
const rssBefore = process.memoryUsage().rss;
const run = retireAndCheck(pacru, Number(count));
const heapAfter = heap();
console.log(JSON.stringify({ target: pacru.target, node: process.version, settle, ...run, heapBefore, heapAfter,
  rssBefore, rssAfter: process.memoryUsage().rss }));
