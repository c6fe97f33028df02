// A property test of the npm package over hostile JavaScript values, on one build: every public member
// of PacruGame (the constructor, the static and instance methods, and its fields assigned by a host)
// and every function of the package (each call, unwrap, isError, PacruError, supportsWasmGc) given
// Symbols, BigInts, null-prototype objects, throwing getters, Proxies (revoked ones too), deep nesting,
// boxed primitives, functions and array-likes of huge length must return a valid answer or fail in the
// documented way: PacruGame throws an Error whose message starts "PacruGame: " (validateMove and
// handleClick answer valid false), a call answers an answer or an API error object, never a raw
// TypeError, RangeError or DataCloneError, and a message is short. A request is written as
// JSON.stringify writes it: where JSON.stringify writes one, the call answers as for its JSON.
// Usage: node hostile-values.mjs PACKAGE_DIR TARGET [SEED] [DRAWS]; prints one JSON summary line, and
// exits 1 after listing the failures (at most 20) if there are any.
import { pathToFileURL } from "node:url";
import { join } from "node:path";

const [dir, target, seedText = "40", drawsText = "1500"] = process.argv.slice(2);
let seed = Number(seedText) >>> 0 || 1;
function rand(n) {           // xorshift32: the same run for the same seed
  seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0;
  return seed % n;
}
const pick = (xs) => xs[rand(xs.length)];

const index = await import(pathToFileURL(join(dir, "index.mjs")).href);
const pacru = await index.load({ target });
const { PacruGame, ready } = await import(pathToFileURL(join(dir, "abstractplay.mjs")).href);
await ready({ target });

const START = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
/** The longest message a refusal may have: messages quote a bounded prefix of a value, never all of it. */
const MAX_MESSAGE = 2_000;

// --- the hostile values ---------------------------------------------------------------------------

function nested(depth, make) {
  let v = make(null);
  for (let i = 0; i < depth; i++) {
    v = make(v);
  }
  return v;
}
const thrower = () => {
  throw new Error("a getter of the caller's threw");
};
const revocable = Proxy.revocable({}, {});
revocable.revoke();
const revokedArray = Proxy.revocable([], {});
revokedArray.revoke();
const trapsThrow = new Proxy({}, {
  get: thrower, has: thrower, ownKeys: thrower, getOwnPropertyDescriptor: thrower, getPrototypeOf: thrower,
});
const cyclic = { game: "pacru" };
cyclic.self = cyclic;
class MapWithOwnMethods extends Map {
  get() {
    throw new Error("get of a Map subclass");
  }
  forEach() {
    throw new Error("forEach of a Map subclass");
  }
  [Symbol.iterator]() {
    throw new Error("iterator of a Map subclass");
  }
}
const hugeMap = new Map(Array.from({ length: 200 }, (_, i) => [`c${i}`, { tile: 1 }]));
const nullProto = Object.assign(Object.create(null), { game: "pacru", numplayers: 2 });
const longString = "a3-b4(" + "c6,".repeat(700_000);

const PRIMITIVES = [undefined, null, 0, -0, -1, 1, 2, 3, 4, 5, 2.5, NaN, Infinity, -Infinity, 1e300, 2 ** 53,
  "", "x", "e1", "a1", "j9", "a3-b4(c6)", "a3-b4(c6", "e1-e2", "pass", "e1*", "1,6", START, "{", longString, "A".repeat(5_000_000),
  true, false, 10n, 2n, -1n, 10n ** 400n, Symbol(), Symbol("s"), Symbol.iterator];
const OBJECTS = [
  {}, [], [1], ["e1-e2"], [2], Object.create(null), nullProto, cyclic,
  new Number(2), new Number(5), new String("x"), new String("e1-e2"), new Boolean(false), Object(10n), Object(Symbol("boxed")),
  Object.assign(new Number(3), { valueOf: thrower }), { valueOf: thrower, toString: thrower }, { toJSON: thrower },
  { get x() { return thrower(); }, get game() { return thrower(); }, get partial() { return thrower(); } },
  { length: 1e7 }, { length: 1e9, 0: "x" }, new Array(1e7), new Array(1e8),
  new Proxy({}, {}), new Proxy([], {}), new Proxy([], { get: (t, k) => (k === "length" ? 1e9 : Reflect.get(t, k)) }),
  trapsThrow, revocable.proxy, revokedArray.proxy, new Proxy(new Map(), {}),
  nested(2_000, (v) => (v === null ? [] : [v])), nested(2_000, (v) => (v === null ? {} : { a: v })),
  new Map(), new Map([[Symbol("k"), 1]]), new Map([["e5", null]]), new Map([["e5", { tile: 9 }]]), new Map([["e5", trapsThrow]]),
  new MapWithOwnMethods([["e5", { tile: 1 }]]), hugeMap, new Set([1]), new Date(0), new Date(NaN), new Uint8Array(4),
  new Error("an Error as a value"), Promise.resolve(1),
];
const FUNCTIONS = [() => 1, function named() {}, class Klass {}, async () => 1, Object.assign(() => 1, { game: "pacru" })];
const HOSTILE = [...PRIMITIVES, ...OBJECTS, ...FUNCTIONS];

/** A good state to spoil: a game of a few plies, as state() writes it. */
function goodState() {
  const g = new PacruGame(2);
  g.move("a3-b4(c6)");
  g.move("e9-e8");
  return g.state();
}

/** A state with one part replaced by a hostile value (the state itself, a field, an entry, a part of an entry). */
function spoiledState(v) {
  const s = goodState();
  switch (rand(9)) {
    case 0: return v;
    case 1: s[pick(["game", "numplayers", "winner", "variants", "gameover", "stack"])] = v; return s;
    case 2: s.stack[rand(s.stack.length)] = v; return s;
    case 3: s.stack[rand(s.stack.length)][pick(["_version", "_results", "_timestamp", "currplayer", "lastmove", "board"])] = v; return s;
    case 4: s.stack[1].board.set(pick(["e5", "a3", "z1"]), v); return s;
    case 5: s.stack[0]._results = [v, { type: "move", from: v }]; return s;
    case 6: return new Proxy(s, { get: (t, k) => (k === "stack" ? v : Reflect.get(t, k)) });
    case 7: try {
      return JSON.stringify({ ...s, stack: [{ ...s.stack[0], board: { dataType: "Map", value: v } }] });
    } catch {
      return JSON.stringify({ ...s, stack: [{ ...s.stack[0], board: { dataType: "Map", value: [[label(v), v === undefined ? 1 : label(v)]] } }] });
    }
    default: s.stack = new Proxy(s.stack, { get: (t, k) => (k === "length" ? (typeof v === "number" ? v : 1e9) : Reflect.get(t, k)) }); return s;
  }
}

// --- the checks -------------------------------------------------------------------------------------

const failures = [];
const counts = { calls: 0, answers: 0, refusals: 0, jsonCompared: 0 };

function label(v) {
  try {
    if (typeof v === "string") return JSON.stringify(v.slice(0, 40));
    if (typeof v === "bigint") return `${v > 10n ** 20n ? "huge" : v}n`;
    if (typeof v === "symbol" || typeof v === "function") return typeof v;
    if (typeof v !== "object" || v === null) return String(v);
    return `object#${HOSTILE.indexOf(v)}`;
  } catch {
    return "unlabelled";
  }
}

function failure(what, detail) {
  counts.failures = (counts.failures ?? 0) + 1;
  if (failures.length < 20) failures.push(`${what}: ${detail}`);
}

/** A refusal as documented: an Error (not a TypeError, RangeError, DataCloneError …) starting "PacruGame: ". */
function checkRefusal(what, e) {
  counts.refusals++;
  let ok = false;
  let text = "";
  try {
    ok = e instanceof Error && Object.getPrototypeOf(e) === Error.prototype && e.name === "Error"
      && typeof e.message === "string" && e.message.startsWith("PacruGame: ") && e.message.length <= MAX_MESSAGE
      && !/ undefined [234]\b/.test(e.message);
    text = e instanceof Error ? `${e.name}: ${String(e.message).slice(0, 300)}` : typeof e;
  } catch {
    text = "an unreadable throw";
  }
  if (!ok) failure(what, `threw ${text}`);
  if (process.env.PACRU_SHOW_REFUSALS) console.error(`${what}: ${text}`);
}

/** Runs a member: its answer must pass `valid`, or its throw be a documented refusal. */
function member(what, f, valid) {
  counts.calls++;
  let answer;
  try {
    answer = f();
  } catch (e) {
    checkRefusal(what, e);
    return;
  }
  counts.answers++;
  let reason;
  try {
    reason = valid(answer);
  } catch (e) {
    reason = `checking the answer threw ${e}`;
  }
  if (reason !== true) failure(what, `answered wrongly: ${reason}`);
}

/** Runs a member that never throws: validateMove and handleClick answer {valid, message}. */
function total(what, f, click) {
  counts.calls++;
  let a;
  try {
    a = f();
  } catch (e) {
    failure(what, `threw ${e?.name}: ${String(e?.message).slice(0, 200)}`);
    return;
  }
  counts.answers++;
  if (typeof a?.valid !== "boolean" || typeof a.message !== "string" || a.message.length > MAX_MESSAGE
      || (click && typeof a.move !== "string")) {
    failure(what, `answered ${JSON.stringify(a)?.slice(0, 200)}`);
  }
}

const isGame = (g) => g instanceof PacruGame || "not a PacruGame";
const isString = (x) => typeof x === "string" || `not a string: ${typeof x}`;
const strings = (xs) => (Array.isArray(xs) && xs.every((x) => typeof x === "string")) || "not a list of strings";
/** A player argument was answered only for the player to move or a player of the game. */
const playerAnswered = (p, n) => p === undefined || p === null || (Number.isInteger(p) && p >= 1 && p <= n);
const isCellName = (c) => typeof c === "string" && /^[a-i][1-9]$/.test(c);

/** Every member of a game, with hostile arguments `a`, `b`, `c`, `d`. */
function everyMember(g, a, b, c, d) {
  const n = g.numplayers;
  const at = (name) => `${name}(${label(a)}, ${label(b)}) on ${target}`;
  member(at("position"), () => g.position(a), isString);
  member(at("serialize"), () => g.serialize(a), isString);
  member(at("moves"), () => g.moves(a), (r) => (strings(r) === true && playerAnswered(a, n)) || "answered for no player of the game");
  member(at("baseMoves"), () => g.baseMoves(a), (r) => (strings(r) === true && playerAnswered(a, n)) || "answered for no player of the game");
  member(at("calcMvPower"), () => g.calcMvPower(a), (r) => (Number.isInteger(r) && isCellName(a)) || "a range for no cell");
  member(at("getSideEffects"), () => g.getSideEffects(a, b, c), (r) => (r instanceof Set && isCellName(a) && isCellName(b)) || "not a Set for two cells");
  member(at("isMeeting"), () => g.isMeeting(a), (r) => (typeof r === "boolean" && isCellName(a)) || "not a boolean for a cell");
  member(at("getPlayerScore"), () => g.getPlayerScore(a), (r) => (Number.isInteger(r) && Number.isInteger(a) && a >= 1 && a <= n)
    || `a score ${r} for no player of the game`);
  member(at("sidebarScores"), () => g.sidebarScores(a), (r) => (Array.isArray(r) && r[0].scores.length === n) || "not the scores");
  member(at("state"), () => g.state(a), (r) => (r?.game === "pacru" && Array.isArray(r.stack)) || "not a state");
  member(at("moveState"), () => g.moveState(a), (r) => r?.board instanceof Map || "not a stack entry");
  member(at("render"), () => g.render(a), (r) => typeof r?.pieces === "string" || "not a rendering");
  member(at("randomMove"), () => g.randomMove(a), isString);
  member(at("clone"), () => g.clone(a), isGame);
  total(at("validateMove"), () => g.validateMove(a), false);
  total(at("handleClick"), () => g.handleClick(a, b, c, d), true);
  let played = g;     // the members that change the game, on a copy of it where it has one
  try {
    played = g.clone();
  } catch {
    // a game whose fields are spoiled has no copy
  }
  member(at("load"), () => played.load(a), (r) => (r === played && (a === undefined || Number.isInteger(a))) || "loaded no integer index");
  member(at("move"), () => played.move(a, b), isGame);
  member(at("executeMove"), () => played.executeMove(a), (r) => (r === undefined && typeof a === "string") || "executed no string");
}

function checkGames() {
  const values = HOSTILE;
  // the constructor, the static members
  for (const v of values) {
    member(`new PacruGame(${label(v)}) on ${target}`, () => new PacruGame(v), (g) => (g instanceof PacruGame && [2, 3, 4].includes(v)) || "a game from no player count");
    member(`new PacruGame(2, ${label(v)}) on ${target}`, () => new PacruGame(2, v), isGame);
    member(`new PacruGame(a spoiled state: ${label(v)}) on ${target}`, () => new PacruGame(spoiledState(v)), isGame);
    member(`PacruGame.coords2algebraic(${label(v)}) on ${target}`, () => PacruGame.coords2algebraic(v, pick(values)), isString);
    member(`PacruGame.algebraic2coords(${label(v)}) on ${target}`, () => PacruGame.algebraic2coords(v), (r) => (Array.isArray(r) && isCellName(v)) || "coordinates of no cell");
    member(`PacruGame.fromPosition(${label(v)}) on ${target}`, () => PacruGame.fromPosition(v), (g) => (g instanceof PacruGame && typeof v === "string") || "a game from no string");
  }
  // every member with each hostile value first, then random draws of four
  const game = new PacruGame(2).move("a3-b4(c6)");
  for (const v of values) {
    everyMember(game, v, pick(values), pick(values), pick(values));
  }
  const draws = Number(drawsText);
  for (let i = 0; i < draws; i++) {
    everyMember(game, pick(values), pick(values), pick(values), pick(values));
  }
  // the fields a host may assign, each spoiled, then every member
  for (const field of ["numplayers", "currplayer", "board", "gameover", "winner", "variants", "stack", "results", "lastmove"]) {
    for (const v of values) {
      const g = new PacruGame(2).move("a3-b4(c6)");
      g[field] = v;
      everyMember(g, undefined, undefined, undefined, undefined);
      everyMember(g, "b4", "c5", false, undefined);
    }
  }
}

// --- the package's functions ----------------------------------------------------------------------

const CODES = new Set(["malformed-json", "bad-notation", "invalid-position", "bad-request", "not-found", "illegal-action",
  "game-over", "no-legal-action", "budget-over-limit", "internal", "stack-exhausted", "engine-restarting"]);
const CALLS = ["legal", "check", "apply", "explain", "svg", "replay", "record", "move", "analyse", "build", "setup", "info", "abstractplay"];

function checkAnswer(what, a) {
  if (a === null || typeof a !== "object") {
    failure(what, `answered ${typeof a}`);
  } else if ("error" in a && !(CODES.has(a.error.code) && typeof a.error.status === "number" && typeof a.error.message === "string"
      && a.error.message.length <= MAX_MESSAGE && (a.error.field === undefined || (typeof a.error.field === "string" && a.error.field.length <= 200)))) {
    failure(what, `a wrong error ${JSON.stringify(a).slice(0, 300)}`);
  }
}

/** Whether a value, or one of its own values, is an array (or claims to be) of more than 100,000 elements. */
function huge(v, depth = 0) {
  try {
    if (Array.isArray(v) && v.length > 100_000) return true;
    return depth === 0 && v !== null && typeof v === "object" && Object.values(v).some((x) => huge(x, 1));
  } catch {
    return true;
  }
}

/** The request as JSON.stringify writes it, when it can and the package has no other rule for it, else undefined. */
function asJson(request) {
  if (huge(request)) return undefined;   // JSON.stringify would write hundreds of megabytes, or never end
  let nonFinite = false;
  let text;
  try {
    text = JSON.stringify(request, (_k, v) => {
      let n = v;
      try {
        n = typeof v === "object" && v !== null ? Number.prototype.valueOf.call(v) : v;
      } catch {
        // not a Number object
      }
      if (typeof n === "number" && !Number.isFinite(n)) nonFinite = true;
      return v;
    });
  } catch {
    return undefined;
  }
  if (text === undefined || nonFinite || text.length > 1_000_000) return undefined;
  let depth = 0;
  let deepest = 0;
  for (const ch of text) {
    if (ch === "[" || ch === "{") deepest = Math.max(deepest, ++depth);
    else if (ch === "]" || ch === "}") depth--;
  }
  return deepest > 30 ? undefined : text;   // strings with brackets only make it look deeper: compared less often
}

const same = (a) => JSON.stringify(a, (k, v) => (k === "millis" ? undefined : v));

function checkCalls() {
  const fields = ["position", "players", "action", "ruleset", "lang", "steps", "actions", "marks", "chevrons", "op", "move", "positions",
    "iterations", "seed", "player", "interactive"];
  const requests = [];
  for (const v of HOSTILE) {
    requests.push(v, { [pick(fields)]: v }, { position: START, [pick(fields)]: v, op: pick(["board", "move", "positions"]) });
  }
  for (let i = 0; i < 300; i++) {
    const r = {};
    for (let k = rand(4); k >= 0; k--) r[pick(fields)] = pick(HOSTILE);
    requests.push(r);
  }
  for (const r of requests) {
    const name = pick(CALLS);
    let request = r;
    if (name === "move" || name === "analyse") {    // small searches: this is about input, not search time
      try {
        request = r !== null && typeof r === "object" && !Array.isArray(r) ? { ...r, iterations: 3, player: "mcts:3", millis: undefined } : r;
      } catch {
        // a request that cannot be read is given as it is
      }
    }
    counts.calls++;
    let a;
    try {
      a = pacru[name](request);
    } catch (e) {
      failure(`pacru.${name}(${label(r)}) on ${target}`, `threw ${e?.name}: ${String(e?.message).slice(0, 200)}`);
      continue;
    }
    counts.answers++;
    checkAnswer(`pacru.${name}(${label(r)}) on ${target}`, a);
    // deterministic calls answer a request as its JSON
    for (const call of ["legal", "setup", "abstractplay"]) {
      const json = asJson(request);
      if (json === undefined) continue;
      let parsed;
      try {
        parsed = JSON.parse(json);
      } catch {
        continue;
      }
      counts.jsonCompared++;
      const direct = same(pacru[call](request));
      const viaJson = same(pacru[call](parsed));
      if (direct !== viaJson) failure(`pacru.${call}(${label(r)}) on ${target}`, `answers ${direct.slice(0, 150)}, but its JSON ${json.slice(0, 80)} ${viaJson.slice(0, 150)}`);
    }
  }
  for (const v of HOSTILE) {
    const what = `(${label(v)}) on ${target}`;
    counts.calls += 4;
    try {
      if (typeof index.isError(v) !== "boolean") failure(`isError${what}`, "not a boolean");
      let unwrapped;
      let thrown;
      try {
        unwrapped = index.unwrap(v);
      } catch (e) {
        thrown = e;
      }
      if (thrown !== undefined) {
        if (!(thrown instanceof index.PacruError) || !index.isError(v) || typeof thrown.message !== "string"
            || thrown.message.length > MAX_MESSAGE) {
          failure(`unwrap${what}`, `threw ${thrown?.name}: ${String(thrown?.message).slice(0, 200)}`);
        }
      } else if (index.isError(v) || !Object.is(unwrapped, v)) {
        failure(`unwrap${what}`, "returned an error answer, or something else than its argument");
      }
      for (const e of [v, { error: v }, { error: { message: v, status: v, code: v, rule: v } }]) {
        const err = new index.PacruError(e);
        if (!(err instanceof Error) || typeof err.message !== "string" || err.message.length > MAX_MESSAGE) {
          failure(`new PacruError${what}`, "not an Error with a message");
        }
        try {
          index.unwrap({ error: e });
          failure(`unwrap({error: ${label(v)}}) on ${target}`, "returned");
        } catch (x) {
          if (!(x instanceof index.PacruError)) failure(`unwrap({error: ${label(v)}}) on ${target}`, `threw ${x?.name}`);
        }
      }
      if (typeof index.supportsWasmGc(v) !== "boolean") failure(`supportsWasmGc${what}`, "not a boolean");
    } catch (e) {
      failure(`isError, unwrap, PacruError or supportsWasmGc${what}`, `threw ${e?.name}: ${String(e?.message).slice(0, 200)}`);
    }
  }
}

/** load() and loadSync() with hostile options: an engine, or this package's TypeError naming the function. */
async function checkLoaders() {
  const options = [...PRIMITIVES.filter((v) => typeof v !== "string" || v.length < 100), ...OBJECTS.slice(0, 30), ...FUNCTIONS,
    { target: Symbol("t") }, { target: 10n }, { target: new String("js") }, { target: trapsThrow }, { get target() { return thrower(); } },
    { target, wasm: 5 }, { target, wasm: "bytes" }, { target, wasm: trapsThrow }, { target, get wasm() { return thrower(); } }];
  for (const v of options) {
    for (const name of ["load", "loadSync"]) {
      counts.calls++;
      const what = `${name}(${label(v)})`;
      try {
        const engine = name === "load" ? await index.load(v) : index.loadSync(v);
        if (typeof engine?.legal !== "function") failure(what, "answered no engine");
        counts.answers++;
      } catch (e) {
        counts.refusals++;
        if (!(e instanceof TypeError || e instanceof Error) || !String(e.message).startsWith(`pacru.${name}: `)
            || String(e.message).length > MAX_MESSAGE) {
          failure(what, `threw ${e?.name}: ${String(e?.message).slice(0, 200)}`);
        }
      }
    }
  }
}

checkGames();
checkCalls();
if (process.env.PACRU_LOADERS !== "no") {
  await checkLoaders();
}
console.log(JSON.stringify({ target, ...counts, failures: failures.length }));
if (failures.length > 0) {
  console.error(failures.join("\n"));
  process.exit(1);
}
