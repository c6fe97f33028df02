// What the pacru/sync pages show, shared by the ES-module page (sync/main.js) and the CommonJS one
// (sync/main.cjs): the engine loaded synchronously right after the bundle's modules ran, then the
// seeded games the query names (?games=4,5&target=js; without target, the build loadSync() chooses)
// and the moves of a PacruGame-like synchronous use, written into the page (#target, #record,
// #loaded: milliseconds of the first loadSync(), #requests: the resources the page had fetched by
// then). body[data-state] = "done" at the end, or "error" with the error in #record.
import { seededGame } from "./seeded-game.js";

export function show(loadSync) {
  const query = new URLSearchParams(location.search);
  const games = (query.get("games") ?? "1").split(",").map(Number);
  const options = query.get("target") ? { target: query.get("target") } : {};
  const element = (id) => document.getElementById(id);
  try {
    const started = performance.now();
    const pacru = loadSync(options);
    element("loaded").textContent = String(Math.round(performance.now() - started));
    element("target").textContent = pacru.target;
    element("record").textContent = games.map((g) => seededGame(pacru, g)).join("\n");
    document.body.dataset.state = "done";
  } catch (e) {
    element("record").textContent = String(e && e.stack ? e.stack : e);
    document.body.dataset.state = "error";
  }
  element("requests").textContent = performance.getEntriesByType("resource").map((r) => new URL(r.name).pathname).join("\n");
}
