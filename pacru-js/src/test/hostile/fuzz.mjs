// A hostile fuzz of the npm package: pacru/abstractplay with hostile move strings,
// huge strings and wrong types, and every call of the API with random requests, on the build
// that load() picks (or PACRU_TARGET). It checks that nothing throws where the types promise an
// answer, that every error is in the documented shape, and, by finishing, that the process was
// not aborted. Usage: node fuzz.mjs PACKAGE_DIR [SECONDS] [SEED]; prints one JSON summary line.
// The build runs it for a few seconds (hostile.test.mjs); docs/building.md records a long run.
import { pathToFileURL } from "node:url";
import { join } from "node:path";

const [dir, secondsText = "20", seedText = "40"] = process.argv.slice(2);
const seconds = Number(secondsText);
let seed = Number(seedText) >>> 0;
function rand(n) {           // xorshift32: the same run for the same seed
  seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed % n;
}
const pick = (xs) => xs[rand(xs.length)];

const { load } = await import(pathToFileURL(join(dir, "index.mjs")).href);
const pacru = await load(process.env.PACRU_TARGET ? { target: process.env.PACRU_TARGET } : {});
const { PacruGame, ready } = await import(pathToFileURL(join(dir, "abstractplay.mjs")).href);
await ready({ target: pacru.target });   // PacruGame on the same build

const CODES = new Set(["malformed-json", "bad-notation", "bad-request", "not-found", "illegal-action", "game-over", "no-legal-action",
  "budget-over-limit", "internal", "stack-exhausted", "engine-restarting"]);
const PIECES = ["a3", "b4", "c6", "e1", "e2", "e3", "d2", "f2", "i9", "-", "x", "(", ")", ",", "*", ">", "<", " ",
  "A3", "B4", "C6", "pass", "", "\u0000", "é", "🙂", "9", "j0"];
function moveString() {
  switch (rand(400)) {
    case 0: return "a3-b4(" + "c6,".repeat(1 + rand(300_000));
    case 1: return "A".repeat(1 + rand(2_000_000));
    case 2: return pick(["a3-b4()", "a3-b4(c6)", "a3-b4(c6", "e1-e2(", "e1-e2()", " a3 - b4 ( c6 ", "A3-B4(C6"]);
    default: {
      let s = "";
      for (let k = rand(8); k >= 0; k--) s += pick(PIECES);
      return s;
    }
  }
}
const WRONG = [null, undefined, 0, NaN, Infinity, -1, 1e300, "", "x", true, {}, [], [1], () => 1, Symbol("s"),
  10n, { toString() { throw new Error("toString"); } }, Object.create(null)];
function wrong() { return pick(WRONG); }
function request() {
  const r = {};
  for (const k of ["position", "action", "players", "ruleset", "lang", "seed", "player", "iterations", "millis", "steps",
    "actions", "moves", "marks", "chevrons", "op", "move"]) {
    if (rand(4) === 0) r[k] = rand(2) === 0 ? wrong() : pick(["e1-e2", "a3-b4(c6)", "mcts:3", "random", "greedy", 2, 3, 1,
      "ja", "es", "abstractplay", ["a3", "-b4"], { e5: "AN" }, "board", "move", "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2"]);
  }
  return r;
}
function checkAnswer(where, a) {
  if (a === null || typeof a !== "object") throw new Error(`${where}: not an object: ${String(a)}`);
  if ("error" in a && !(CODES.has(a.error.code) && typeof a.error.status === "number" && typeof a.error.message === "string")) {
    throw new Error(`${where}: a wrong error shape ${JSON.stringify(a)}`);
  }
}

const CALLS = ["legal", "check", "apply", "explain", "svg", "replay", "record", "move", "analyse", "build", "setup", "info", "abstractplay"];
const end = Date.now() + seconds * 1000;
const counts = { calls: 0, gameCalls: 0, errors: 0, refusals: 0, contradictions: 0 };
let game = new PacruGame(2);
while (Date.now() < end) {
  if (rand(2) === 0) {
    const name = pick(CALLS);
    const r = request();
    if (name === "analyse" || name === "move") {   // small searches: the fuzz is about input, not search time
      r.iterations = 3;
      delete r.millis;
      r.player = pick(["mcts:3", "random", "greedy"]);
    }
    const a = pacru[name](r);
    checkAnswer(name, a);
    counts.calls++;
    if ("error" in a) counts.errors++;
    continue;
  }
  const m = moveString();
  counts.gameCalls++;
  const v = game.validateMove(m);
  const clicked = game.handleClick(m, rand(11) - 1, rand(11) - 1);
  if (typeof v.valid !== "boolean" || typeof clicked.valid !== "boolean") throw new Error(`validateMove/handleClick: ${JSON.stringify(v)}`);
  let moved = false;
  try {
    const copy = game.clone();
    copy.move(m, rand(3) === 0 ? { partial: true } : undefined);
    moved = true;
    if (rand(4) === 0 && !copy.gameover) game = copy;
  } catch (e) {
    if (!(e instanceof Error) || !e.message.startsWith("PacruGame:")) throw e;
    counts.refusals++;
  }
  if (v.complete === 1 && !moved) counts.contradictions++;
  if (game.gameover || game.stack.length > 20) game = new PacruGame(2 + rand(3));
}
console.log(JSON.stringify({ node: process.version, target: pacru.target, seconds, ...counts }));
if (counts.contradictions > 0) process.exit(2);
