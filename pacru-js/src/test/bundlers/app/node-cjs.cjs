// Node.js as CommonJS: node node-cjs.cjs GAME... [--target=wasm|js] loads the engine synchronously
// right after require, prints the build and one line per seeded game, then the drop-in PacruGame of
// pacru/abstractplay constructed synchronously: its player count and the player to move after a3-b4(c6).
const { loadSync } = require("pacru");
const { PacruGame } = require("pacru/abstractplay");

const args = process.argv.slice(2);
const target = args.find((a) => a.startsWith("--target="))?.slice("--target=".length);
const pacru = loadSync(target ? { target } : {});
const game = new PacruGame(2);
game.move("a3-b4(c6)");
// the game's lines come from the app's ES module, the one the browser pages play (import() works in CommonJS)
import("./src/seeded-game.js").then(({ seededGame }) => {
  console.log(pacru.target);
  for (const g of args.filter((a) => !a.startsWith("--"))) {
    console.log(seededGame(pacru, Number(g)));
  }
  console.log(`PacruGame ${game.numplayers} ${game.currplayer}`);
});
