// The sample app: loads pacru, plays the seeded games the page's query names (?games=4,5&target=js;
// without target, the build load() chooses) and writes their lines into the page (#target,
// #record); then, as Abstract Play's gameslib does, pacru/abstractplay's PacruGame on the same
// build: ready(), new PacruGame(2), the move a3-b4(c6), its player count and the player to move
// (#abstractplay); then, with ?retire=N, N forced retirements of the engine instance, each followed
// by a call that must answer as before (#retire: "N retirements, N exact"). body[data-state] =
// "done" at the end, or "error" with the error in #record.
import { load } from "pacru";
import { PacruGame, ready } from "pacru/abstractplay";
import { seededGame } from "./seeded-game.js";
import { retireAndCheck } from "./retire.js";

const query = new URLSearchParams(location.search);
const games = (query.get("games") ?? "1").split(",").map(Number);
const options = query.get("target") ? { target: query.get("target") } : {};

async function main() {
  const pacru = await load(options);
  document.getElementById("target").textContent = pacru.target;
  document.getElementById("record").textContent = games.map((g) => seededGame(pacru, g)).join("\n");
  await ready(options);
  const game = new PacruGame(2);
  game.move("a3-b4(c6)");
  document.getElementById("abstractplay").textContent = `PacruGame ${game.numplayers} ${game.currplayer}`;
  const retire = Number(query.get("retire") ?? 0);
  if (retire > 0) {
    const r = retireAndCheck(pacru, retire);
    document.getElementById("retire").textContent = `${r.retirements} retirements, ${r.exact} exact${r.differed ? `: ${r.differed}` : ""}`;
  }
}

main().then(() => {
  document.body.dataset.state = "done";
}, (e) => {
  document.getElementById("record").textContent = String(e && e.stack ? e.stack : e);
  document.body.dataset.state = "error";
});
