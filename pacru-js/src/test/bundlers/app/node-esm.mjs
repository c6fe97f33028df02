// Node.js (and Bun, Deno) as an ES module: node node-esm.mjs GAME... [--target=wasm|js]
// prints the build, then one line per seeded game.
import { load } from "pacru";
import { seededGame } from "./src/seeded-game.js";

const args = process.argv.slice(2);
const target = args.find((a) => a.startsWith("--target="))?.slice("--target=".length);
const pacru = await load(target ? { target } : {});
console.log(pacru.target);
for (const g of args.filter((a) => !a.startsWith("--"))) {
  console.log(seededGame(pacru, Number(g)));
}
