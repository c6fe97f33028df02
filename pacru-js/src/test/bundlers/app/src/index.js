// The sample app: loads pacru, plays the seeded games the page's query names (?games=4,5&target=js;
// without target, the build load() chooses) and writes their lines into the page (#target,
// #record); then, as Abstract Play's gameslib does, pacru/abstractplay's PacruGame on the same
// build: ready(), new PacruGame(2), the move a3-b4(c6), its player count and the player to move
// (#abstractplay); then, with ?retire=N, N forced retirements of the engine instance, each followed
// by a call that must answer as before (#retire: "N retirements, N exact"); then a search in the
// guide's search worker (src/search-worker.js, loaded with the same target), whose answer must be
// the page's own answer to the same request (#worker: "worker: the same mcts move ACTION").
// body[data-state] = "done" at the end, or "error" with the error in #record.
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
  const shown = document.getElementById("worker");
  if (shown.dataset.skip !== undefined) {
    shown.textContent = `worker: skipped (${shown.dataset.skip})`;
    return;
  }
  const worker = new Worker(new URL("./search-worker.js", import.meta.url), { type: "module" });
  const request = { bot: "mcts:200", seed: 1 };
  const answer = await new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => resolve(data);
    worker.onerror = (e) => reject(new Error(`the search worker failed: ${e.message}`));
    worker.postMessage({ call: "move", request, options });
  });
  worker.terminate();
  const own = pacru.move(request);
  // the same choice, the same search; only its time (search.millis) may differ
  const timeless = (a) => JSON.stringify(a, (key, value) => (key === "millis" ? undefined : value));
  shown.textContent = timeless(answer) === timeless(own)
    ? `worker: the same mcts move ${own.action}` : `worker: ${JSON.stringify(answer).slice(0, 300)} against ${JSON.stringify(own).slice(0, 300)}`;
}

main().then(() => {
  document.body.dataset.state = "done";
}, (e) => {
  document.getElementById("record").textContent = String(e && e.stack ? e.stack : e);
  document.body.dataset.state = "error";
});
