// The sample app: loads pacru, plays the seeded games the page's query names (?games=4,5&target=js;
// without target, the build load() chooses) and writes their lines into the page: #target, #record,
// and body[data-state] = "done" (or "error", with the error in #record).
import { load } from "pacru";
import { seededGame } from "./seeded-game.js";

const query = new URLSearchParams(location.search);
const games = (query.get("games") ?? "1").split(",").map(Number);
const target = query.get("target");

load(target ? { target } : {}).then((pacru) => {
  document.getElementById("target").textContent = pacru.target;
  document.getElementById("record").textContent = games.map((g) => seededGame(pacru, g)).join("\n");
  document.body.dataset.state = "done";
}).catch((e) => {
  document.getElementById("record").textContent = String(e && e.stack ? e.stack : e);
  document.body.dataset.state = "error";
});
