// Node.js (and Bun, Deno) as an ES module: node node-esm.mjs GAME... [--target=wasm|js] prints the
// build, one line per seeded game, then the drop-in PacruGame of pacru/abstractplay constructed
// at once after import: its player count and the player to move after a3-b4(c6).
import { load } from "pacru";
import { PacruGame } from "pacru/abstractplay";
import { seededGame } from "./src/seeded-game.js";

const args = process.argv.slice(2);
const target = args.find((a) => a.startsWith("--target="))?.slice("--target=".length);
const pacru = await load(target ? { target } : {});
console.log(pacru.target);
for (const g of args.filter((a) => !a.startsWith("--"))) {
  console.log(seededGame(pacru, Number(g)));
}
const game = new PacruGame(2);
game.move("a3-b4(c6)");
console.log(`PacruGame ${game.numplayers} ${game.currplayer}`);
