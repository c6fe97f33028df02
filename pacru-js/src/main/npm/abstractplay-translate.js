// pacru/abstractplay-translate: the translation between Abstract Play's Pacru state (a Map of cells, player
// numbers 1-4, move strings, APMoveResult lists) and pacru's (positions in NOTATION.md form, actions,
// events). ONE copy, used by the standalone PacruGame of pacru/abstractplay and by the gameslib class
// (pacru-js/abstractplay/gameslib/pacru.ts). It decides no rule: every rule question goes to the
// engine passed in (its abstractplay call, the Java AbstractPlayAdapter of RULES.md §11, and
// legal/apply/build/explain under the abstractplay ruleset, R10). No top-level await: CommonJS
// (require) and bundlers load it as it is. Types: abstractplay-translate.d.ts.

export const RULESET = "abstractplay";
export const LETTERS = ["A", "B", "C", "D"];
export const FILES = "abcdefghi";
export const DIRECTIONS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];
/**
 * The state versions the classes read: 20250205 (Abstract Play's earlier engine) and 20261207 (the gameslib
 * class on pacru, the same state: its version marks the rules change of RULES.md §11).
 */
export const VERSIONS = ["20250205", "20261207"];
/**
 * The most stack entries a state may have, checked before any entry is read (the engine's abstractplay
 * op "positions" checks as many in one call). The longest of 3,000 random games (1,000 each of 2, 3 and
 * 4 players) had 324; gameslib's recorded games 89.
 */
export const MAX_STACK = 10_000;
/**
 * The most values (strings, numbers, arrays, objects, …) the results of a state's stack may hold in all:
 * a stored game's results are a few objects a ply (those 3,000 games: at most a few thousand in all).
 */
export const MAX_RESULT_VALUES = 1_000_000;
/** How deep results may nest: an entry's list, a result, an array in it (Abstract Play's "winners") is 3. */
export const MAX_RESULT_DEPTH = 16;
/** The most variants a state or a new game may name (Abstract Play's Pacru has none). */
export const MAX_VARIANTS = 100;

/** A state or board the translation cannot read; its message names the problem (and the rule, where one applies). */
export class TranslationError extends Error {
  /** @param code what kind of problem, where a caller tells them apart ("TURN_ANGLE"), else undefined */
  constructor(message, code) {
    super(message);
    this.name = "TranslationError";
    this.code = code;
  }
}

function fail(message) {
  throw new TranslationError(message);
}

/** A problem's message, starting with the rule it breaks (NOTATION for malformed text, NOTATION.md §2). */
export function cite(rule, message) {
  return message.startsWith(`${rule}:`) || message.startsWith(`${rule} `) ? message : `${rule}: ${message}`;
}

export function letterOf(player) {
  return LETTERS[player - 1];
}

export function playerOf(letter) {
  return LETTERS.indexOf(letter) + 1;
}

export function isCell(cell) {
  return typeof cell === "string" && /^[a-i][1-9]$/.test(cell);
}

const SHOWN = 200;

/**
 * A value as an error message shows it, never throwing while the message is made: JSON-like text of at
 * most 200 characters, written from the value's first parts only (an array of ten million elements costs
 * no more than one of ten), without calling its getters, toJSON or toString; a BigInt, a symbol, a
 * function, a cycle, a Proxy (revoked too) and a boxed primitive included.
 */
export function show(value) {
  let text = "";
  const put = (part) => {
    text += part;
    if (text.length > SHOWN) {
      throw SHOWN;       // enough written: stop
    }
  };
  const write = (v, depth) => {
    switch (typeof v) {
      case "string":
        put(JSON.stringify(v.slice(0, SHOWN + 1)));
        return;
      case "number":
      case "boolean":
      case "undefined":
        put(String(v));
        return;
      case "bigint":
        put(v > 10n ** 40n || v < -(10n ** 40n) ? "a BigInt of more than 40 digits" : `${v}n`);
        return;
      case "symbol":
        put(v.description === undefined ? "Symbol()" : `Symbol(${JSON.stringify(v.description.slice(0, SHOWN))})`);
        return;
      case "function":
        put("a function");
        return;
      default:
        break;
    }
    if (v === null) {
      put("null");
      return;
    }
    let kind;
    try {
      kind = Array.isArray(v) ? "array" : isMap(v) ? "map" : isDate(v) ? "date" : boxed(v) !== undefined ? "boxed" : "object";
    } catch {
      put("an object that cannot be read (a revoked Proxy)");
      return;
    }
    if (kind === "map") {
      put(`a Map of ${mapSize.call(v)} entries`);
      return;
    }
    if (kind === "date") {
      const time = dateTime.call(v);
      put(Number.isNaN(time) ? "an invalid Date" : `a Date ${new Date(time).toISOString()}`);
      return;
    }
    if (kind === "boxed") {
      put(`a boxed ${typeof boxed(v).value} `);
      write(boxed(v).value, depth);
      return;
    }
    if (depth >= 3) {
      put(kind === "array" ? "[…]" : "{…}");
      return;
    }
    try {
      if (kind === "array") {
        const length = v.length;
        put(length > 10 ? `an array of ${show(length)} elements: [` : "[");
        for (let i = 0; i < length; i++) {
          put(i > 0 ? "," : "");
          const d = Object.getOwnPropertyDescriptor(v, i);
          if (d === undefined) {
            put("");           // a hole
          } else if ("value" in d) {
            write(d.value, depth + 1);
          } else {
            put("(a getter)");
          }
        }
        put("]");
        return;
      }
      put("{");
      let first = true;
      for (const key in v) {
        if (!Object.prototype.hasOwnProperty.call(v, key)) {
          continue;
        }
        put(`${first ? "" : ","}${JSON.stringify(key.slice(0, SHOWN))}:`);
        first = false;
        const d = Object.getOwnPropertyDescriptor(v, key);
        if (d !== undefined && "value" in d) {
          write(d.value, depth + 1);
        } else {
          put("(a getter)");
        }
      }
      put("}");
    } catch (e) {
      if (e === SHOWN) {
        throw e;
      }
      put("…(cannot be read)");
    }
  };
  try {
    write(value, 0);
  } catch (e) {
    if (e !== SHOWN) {
      text += "…(cannot be read)";
    }
  }
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}

const mapSize = Object.getOwnPropertyDescriptor(Map.prototype, "size").get;
const mapForEach = Map.prototype.forEach;
const mapGet = Map.prototype.get;
const dateTime = Date.prototype.getTime;

/** Whether a value is a Map (or a subclass's instance), asked of the value itself: a Proxy is none. */
export function isMap(value) {
  try {
    mapSize.call(value);
    return true;
  } catch {
    return false;
  }
}

function isDate(value) {
  try {
    dateTime.call(value);
    return true;
  } catch {
    return false;
  }
}

/** The primitive inside a boxed primitive (new Number(5), new String("x"), …) as {value}, else undefined. */
function boxed(value) {
  for (const type of [Number, String, Boolean, BigInt, Symbol]) {
    try {
      return { value: type.prototype.valueOf.call(value) };
    } catch {
      // not of this type
    }
  }
  return undefined;
}

/** An error's name and message as a message quotes them: bounded, never throwing. */
export function errorText(e) {
  try {
    if (e instanceof Error) {
      const message = String(e.message).slice(0, SHOWN);
      if (e instanceof RangeError && /call stack/i.test(message)) {
        return "the call stack ran out: call again from a shallower stack";
      }
      const text = `${String(e.name).slice(0, 40)}: ${message}`;
      return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
    }
  } catch {
    // a thrown object whose name or message cannot be read
  }
  return `the value thrown ${show(e)}`;
}

/**
 * The entries of a board, read from the Map itself (not from a subclass's or the object's own methods)
 * before anything else runs: a Map of at most 81 entries (one per cell a1 to i9), else a TranslationError.
 */
export function boardEntries(board, where) {
  if (!isMap(board)) {
    fail(`${where}: the board is not a Map`);
  }
  const size = mapSize.call(board);
  if (size > 81) {
    fail(`${where}: the board holds ${size} entries, more than the 81 cells a1 to i9`);
  }
  const entries = [];
  mapForEach.call(board, (contents, cell) => {
    entries.push([cell, contents]);
  });
  return entries;
}

/**
 * A copy of results as JSON data (strings, numbers, booleans, null, arrays and plain objects; undefined
 * kept), bounded: at most MAX_RESULT_DEPTH deep, and at most `budget.left` values (shared by the copies
 * of one state; MAX_RESULT_VALUES unless given). Anything else is a TranslationError naming `where` and
 * the path in it; a getter or Proxy that throws, too.
 */
export function copyData(value, where, budget = { left: MAX_RESULT_VALUES }) {
  const path = [];
  const at = () => `${where}${path.map((k) => (typeof k === "number" ? `[${k}]` : `.${k.length > 40 ? `${k.slice(0, 40)}…` : k}`)).join("")}`;
  const copy = (v, depth) => {
    budget.left--;
    if (budget.left < 0) {
      fail(`${where}: more than ${MAX_RESULT_VALUES} values in the results`);
    }
    switch (typeof v) {
      case "string":
      case "number":
      case "boolean":
      case "undefined":
        return v;
      case "object":
        break;
      default:
        fail(`${at()} is a ${typeof v}: results are JSON data (strings, numbers, booleans, null, arrays, plain objects)`);
    }
    if (v === null) {
      return null;
    }
    if (depth >= MAX_RESULT_DEPTH) {
      fail(`${at()}: the results nest deeper than ${MAX_RESULT_DEPTH}`);
    }
    if (Array.isArray(v)) {
      const length = v.length;
      if (!Number.isInteger(length) || length < 0 || length > budget.left) {
        fail(`${at()}: an array of ${show(length)} elements, more than the results may hold`);
      }
      const out = new Array(length);
      for (let i = 0; i < length; i++) {
        path.push(i);
        out[i] = copy(v[i], depth + 1);
        path.pop();
      }
      return out;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) {
      fail(`${at()} is not a plain object: ${show(v)}`);
    }
    const out = {};
    for (const key of Object.keys(v)) {
      path.push(key);
      Object.defineProperty(out, key, { value: copy(v[key], depth + 1), enumerable: true, writable: true, configurable: true });
      path.pop();
    }
    return out;
  };
  try {
    return copy(value, 0);
  } catch (e) {
    if (e instanceof TranslationError) {
      throw e;
    }
    fail(`${at()} cannot be read: ${errorText(e)}`);
  }
}

/**
 * What is wrong with a position the engine refused (the error of a request's field position), without
 * the position's text: the rule it breaks ("R1.5: …") where the engine names one, else what was expected
 * and found.
 */
export function positionProblem(error) {
  const found = typeof error?.found === "string" ? error.found : "";
  if (/^R\d/.test(found)) {
    return found;
  }
  if (Array.isArray(error?.problems) && typeof error.problems[0]?.message === "string") {
    return error.problems.map((p) => p.message).join("; ");
  }
  if (typeof error?.expected === "string") {
    return `NOTATION: expected ${error.expected}, found ${found}`;
  }
  return String(error?.message ?? "").replace(/^position: /, "");
}

/** A move string as Abstract Play normalises it: lower case, no blanks. */
export function normalise(m) {
  return String(m).toLowerCase().replace(/\s+/g, "");
}

/** The cell at a row and column as Abstract Play draws the board (row 0 is rank 9), or undefined off the board. */
export function cellAt(row, col) {
  if (!Number.isInteger(row) || !Number.isInteger(col) || row < 0 || row > 8 || col < 0 || col > 8) {
    return undefined;
  }
  return `${FILES[col]}${9 - row}`;
}

/** [x, y] (column, row) of a cell, as Abstract Play's algebraic2coords answers. */
export function coordsOf(cell) {
  if (!isCell(cell)) {
    fail(`${show(cell)} is not a cell a1 to i9`);
  }
  return [FILES.indexOf(cell[0]), 9 - Number(cell[1])];
}

/** A partial move string closed as Abstract Play shows it: "a3-b4(c6" becomes "a3-b4(c6)". */
export function closed(m) {
  return m.includes("(") && !m.endsWith(")") ? `${m})` : m;
}

export function open(m) {
  return m.endsWith(")") ? m.slice(0, -1) : m;
}

/** Checks one cell's contents as Abstract Play stores them; returns a fresh copy. */
export function checkContents(cell, contents, numplayers) {
  if (!isCell(cell)) {
    fail(`the board names an unknown cell ${show(cell)} (cells are a1 to i9)`);
  }
  if (contents === null || typeof contents !== "object") {
    fail(`the contents of ${cell} are not an object`);
  }
  const copy = {};
  if (contents.tile !== undefined) {
    if (!Number.isInteger(contents.tile) || contents.tile < 1 || contents.tile > numplayers) {
      fail(`the marker on ${cell} belongs to no player of ${numplayers} (R1.5): ${show(contents.tile)}`);
    }
    copy.tile = contents.tile;
  }
  if (contents.chevron !== undefined) {
    const c = contents.chevron;
    if (c === null || typeof c !== "object" || !Number.isInteger(c.owner) || c.owner < 1 || c.owner > numplayers
        || !DIRECTIONS.includes(c.facing)) {
      fail(`the chevron on ${cell} is not an owner 1 to ${numplayers} and a facing N, NE, … NW: ${show(c)}`);
    }
    copy.chevron = { owner: c.owner, facing: c.facing };
  }
  return copy;
}

/** pacru's position (NOTATION.md §3) for Abstract Play's board, player to move and player count. */
export function positionOf(board, currplayer, numplayers) {
  if (numplayers !== 2 && numplayers !== 3 && numplayers !== 4) {
    fail(`a game has 2, 3 or 4 players (R1.5), not ${show(numplayers)}`);
  }
  if (!Number.isInteger(currplayer) || currplayer < 1 || currplayer > numplayers) {
    fail(`the player to move is 1 to ${numplayers}, not ${show(currplayer)}`);
  }
  const contentsOf = new Map();
  for (const [cell, contents] of boardEntries(board, "the board")) {
    if (!isCell(cell)) {
      fail(`the board names an unknown cell ${show(cell)} (cells are a1 to i9)`);
    }
    contentsOf.set(cell, contents);
  }
  const ranks = [];
  for (let rank = 9; rank >= 1; rank--) {
    let text = "";
    let empty = 0;
    for (const file of FILES) {
      const cell = `${file}${rank}`;
      const contents = contentsOf.get(cell);
      const c = contents === undefined ? {} : checkContents(cell, contents, numplayers);
      if (c.tile === undefined && c.chevron === undefined) {
        empty++;
        continue;
      }
      if (empty > 0) {
        text += String(empty);
        empty = 0;
      }
      text += c.tile === undefined ? "." : letterOf(c.tile).toLowerCase();
      if (c.chevron !== undefined) {
        text += letterOf(c.chevron.owner) + c.chevron.facing;
      }
    }
    if (empty > 0) {
      text += String(empty);
    }
    ranks.push(text);
  }
  return `${ranks.join("/")} ${letterOf(currplayer)} ${numplayers}`;
}

/** Abstract Play's board for the cells of the engine's abstractplay "board" answer. */
export function boardOf(cells) {
  const board = new Map();
  for (const c of cells) {
    const contents = {};
    if (c.marker !== undefined) {
      contents.tile = playerOf(c.marker);
    }
    if (c.chevron !== undefined) {
      contents.chevron = { owner: playerOf(c.chevron.owner), facing: c.chevron.facing };
    }
    board.set(c.field, contents);
  }
  return board;
}

export function copyBoard(board) {
  const copy = new Map();
  for (const [cell, contents] of boardEntries(board, "the board")) {
    if (contents === null || typeof contents !== "object") {
      fail(`the contents of ${isCell(cell) ? cell : show(cell)} are not an object`);
    }
    const c = {};
    if (contents.tile !== undefined) {
      c.tile = contents.tile;
    }
    if (contents.chevron !== undefined) {
      c.chevron = { owner: contents.chevron.owner, facing: contents.chevron.facing };
    }
    copy.set(cell, c);
  }
  return copy;
}

/** Abstract Play's results (APMoveResult) for pacru's events of one action of `player`. */
export function resultsOf(events, before, after, player) {
  const results = [];
  // a capture marks its field (R5): Abstract Play's "capture" result says so, with no claim or convert of it
  const captured = new Set(events.filter((e) => e.type === "Captured").map((e) => (e.fields ?? [])[(e.fields ?? []).length - 1]));
  for (const e of events) {
    const fields = e.fields ?? [];
    switch (e.type) {
      case "Moved":
        results.push({ type: "move", from: fields[0], to: fields[1] });
        break;
      case "Captured":
        results.push({ type: "capture", where: fields[fields.length - 1] });
        break;
      case "Rotated":
        results.push({ type: "orient", where: fields[0], facing: after.get(fields[0])?.chevron?.facing });
        break;
      case "MarkerClaimed":
        for (const where of fields.filter((f) => !captured.has(f))) {
          results.push({ type: "claim", where });
        }
        break;
      case "MarkerConverted":
        for (const where of fields.filter((f) => !captured.has(f))) {
          const was = before.get(where)?.tile;
          results.push({ type: "convert", what: was === undefined ? "neutral" : String(was), into: String(player), where });
        }
        break;
      case "MarkerRelinquished":
        for (const where of fields) {
          results.push({ type: "sacrifice", where, what: String(player) });
        }
        break;
      default:
        break;  // Meeting: its bonus field is a MarkerClaimed; Eliminated and GameOver: turnEntries
    }
  }
  return results;
}

/** The chevrons each player lost without being captured: those of the players an action eliminated (R8.5). */
export function removedChevrons(before, after) {
  const removed = new Map();
  for (const [cell, contents] of before) {
    const c = contents.chevron;
    if (c === undefined) {
      continue;
    }
    // eliminated (R8.1): the chevrons left the board; a captured one's field holds its captor
    const stillHas = [...after.values()].some((x) => x.chevron?.owner === c.owner);
    if (!stillHas && after.get(cell)?.chevron === undefined) {
      removed.set(c.owner, [...(removed.get(c.owner) ?? []), cell]);
    }
  }
  return removed;
}

/**
 * The stack entries Abstract Play writes for one action: the action's own, then a "pass" entry each time
 * the turn comes to a player who is out (R8.2), eliminating a stuck one first (R8.1), until it reaches
 * the player pacru's position has to move (R8.5) or the game ends; the last entry carries the end (eog,
 * winners). Each entry: {results, currplayer, lastmove, board}: the board as Abstract Play shows it after that
 * entry (an eliminated player's chevrons stay until their pass removes them; the last entry's is pacru's).
 */
export function turnEntries({ action, player, numplayers, before, after, events, toMove, outcome }) {
  const results = resultsOf(events, before, after, player);
  const gameover = outcome !== null;
  const winner = gameover ? [playerOf(outcome.winner)] : [];
  const eog = gameover ? [{ type: "eog", reason: outcome.reason === "TARGET_REACHED" ? "score" : "lastManStanding" },
    { type: "winners", players: [...winner] }] : [];
  const reached = playerOf(toMove);
  let current = player % numplayers + 1;
  const removed = removedChevrons(before, after);
  if (!events.some((e) => e.type === "Eliminated") && removed.size > 0) {
    fail("pacru removed chevrons without an elimination (R8.5)");
  }
  // Abstract Play shows an eliminated player's chevrons until the pass that removes them: the action's
  // entry has them back on pacru's board, each pass entry removes its player's
  let board = copyBoard(after);
  for (const cells of removed.values()) {
    for (const cell of cells) {
      board.set(cell, { ...(board.get(cell) ?? {}), chevron: { ...before.get(cell).chevron } });
    }
  }
  const entries = [{ results, currplayer: current, lastmove: action, board }];
  for (let passes = 0; current !== reached && passes < numplayers; passes++) {
    const passResults = [{ type: "pass" }];
    if (removed.has(current)) {
      passResults.push({ type: "eliminated", who: String(current) });
      board = copyBoard(board);
      for (const where of removed.get(current)) {
        passResults.push({ type: "remove", where });
        const { chevron: _gone, ...rest } = board.get(where);
        if (rest.tile === undefined) {
          board.delete(where);
        } else {
          board.set(where, rest);
        }
      }
    }
    current = current % numplayers + 1;
    entries.push({ results: passResults, currplayer: current, lastmove: "pass", board });
  }
  entries[entries.length - 1].results.push(...eog);
  return { entries, gameover, winner };
}

/** Turns Abstract Play's JSON of a Map ({dataType: "Map", value: [...]}) back into a Map. */
export function reviver(_key, value) {
  if (value !== null && typeof value === "object" && value.dataType === "Map" && Array.isArray(value.value)) {
    return new Map(value.value);
  }
  return value;
}

/**
 * JSON text of an Abstract Play state parsed with its Maps and Sets ({dataType: "Map" | "Set", value})
 * restored, as JSON.parse(text, gameslib's reviver) restores them, at a fraction of the cost: the objects are
 * walked once after a plain JSON.parse instead of a reviver being called for every value (a stored game of
 * 50 plies: 0.7 ms instead of 4.5 ms in Node.js 22).
 */
export function parseJson(text) {
  return revived(JSON.parse(text));
}

function revived(value) {
  if (value === null || typeof value !== "object") {
    return value;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      if (v !== null && typeof v === "object") {
        value[i] = revived(v);
      }
    }
    return value;
  }
  for (const key of Object.keys(value)) {
    const v = value[key];
    if (v !== null && typeof v === "object") {
      const r = revived(v);
      if (r !== v) {
        // a data property, as JSON.parse makes it (a key "__proto__" included)
        Object.defineProperty(value, key, { value: r, writable: true, enumerable: true, configurable: true });
      }
    }
  }
  if (value.dataType === "Map") {
    return new Map(value.value);
  }
  if (value.dataType === "Set") {
    return new Set(value.value);
  }
  return value;
}

export function replacer(_key, value) {
  if (value instanceof Map) {
    return { dataType: "Map", value: [...value.entries()] };
  }
  return value;
}

/** A stack entry's timestamp as a Date of its own: a Date, a date string or a number; absent is 1970. */
function timestampOf(value, where) {
  if (value === undefined || value === null) {
    return new Date(0);
  }
  if (typeof value === "string" && value.length <= 100) {
    return new Date(value);
  }
  if (typeof value === "number") {
    return new Date(value);
  }
  if (isDate(value)) {
    return new Date(dateTime.call(value));
  }
  fail(`${where}: the timestamp is not a Date, a date string or a number: ${show(value)}`);
}

/** A past stack entry as checkState's `entries: "last"` keeps it: its version, player to move and board checked. */
function pastEntry(entry, i, n, versions) {
  const where = `stack entry ${i}`;
  if (entry === null || typeof entry !== "object") {
    fail(`${where} is not an object`);
  }
  if (!versions.includes(entry._version)) {
    fail(`${where} is of version ${show(entry._version)}; this engine reads ${versions.join(", ")}`);
  }
  if (!Number.isInteger(entry.currplayer) || entry.currplayer < 1 || entry.currplayer > n) {
    fail(`${where}: the player to move is not 1 to ${n}: ${show(entry.currplayer)}`);
  }
  if (!isMap(entry.board)) {
    fail(`${where}: the board is not a Map`);
  }
  return entry;
}

/** One stack entry read and copied, and the position the engine is to check for it. */
function stackEntry(entry, i, n, budget, versions) {
  const where = `stack entry ${i}`;
  if (entry === null || typeof entry !== "object") {
    fail(`${where} is not an object`);
  }
  const version = entry._version;
  if (!versions.includes(version)) {
    fail(`${where} is of version ${show(version)}; this engine reads ${versions.join(", ")}`);
  }
  const currplayer = entry.currplayer;
  if (!Number.isInteger(currplayer) || currplayer < 1 || currplayer > n) {
    fail(`${where}: the player to move is not 1 to ${n}: ${show(currplayer)}`);
  }
  const board = new Map();
  for (const [cell, contents] of boardEntries(entry.board, where)) {
    board.set(cell, checkContents(cell, contents, n));
  }
  const lastmove = entry.lastmove;
  if (lastmove !== undefined && lastmove !== null && typeof lastmove !== "string") {
    fail(`${where}: the last move is not a string`);
  }
  const results = entry._results;
  const copied = {
    _version: version,
    _results: Array.isArray(results) ? copyData(results, `${where}: the results`, budget) : [],
    _timestamp: timestampOf(entry._timestamp, where),
    currplayer,
    ...(typeof lastmove === "string" ? { lastmove } : {}),
    board,
  };
  // Abstract Play stores a position whose player to move is out before that player's pass (R8.1):
  // the engine reads it with the next player who has chevrons to move.
  let toMove = currplayer;
  for (let k = 0; k < n && ![...board.values()].some((c) => c.chevron?.owner === toMove); k++) {
    toMove = toMove % n + 1;
  }
  return { copied, position: positionOf(board, toMove, n) };
}

/**
 * Checks an Abstract Play state object against the engine and returns a fresh copy of its parts; throws
 * a TranslationError naming the first problem (a value that cannot be read, a getter or a revoked Proxy
 * that throws, included). Every stack entry must be a position pacru accepts (R1.5, R8.5) of a version in
 * `options.versions` (default VERSIONS); past moves are not re-judged. Bounded before the work: a stack of
 * more than MAX_STACK entries is refused before any entry is read, the results of all entries hold at most
 * MAX_RESULT_VALUES values, and the positions are checked in ONE engine call (abstractplay op "positions").
 * With `options.entries` "last", only the last entry, the position play goes on from, is read whole, copied
 * and checked by the engine; each other entry is checked for its version, its player to move and its board
 * (a Map) and kept as given (the work is then the same for a game of 300 plies as for one of 3): what else
 * it holds matters only when it is shown, and a state whose last entry it is gets it checked when loaded.
 */
export function checkState(engine, state, options = {}) {
  const versions = Array.isArray(options?.versions) ? options.versions : VERSIONS;
  const lastOnly = options?.entries === "last";
  let where = "the state";
  try {
    if (state === null || typeof state !== "object") {
      fail(`the state is not an object: ${show(state)}`);
    }
    const game = state.game;
    if (game !== "pacru") {
      fail(`the state is a game of ${show(game)}, not of pacru`);
    }
    const n = state.numplayers;
    if (n !== 2 && n !== 3 && n !== 4) {
      fail(`a game has 2, 3 or 4 players (R1.5), not ${show(n)}`);
    }
    const stack = state.stack;
    const length = Array.isArray(stack) ? stack.length : 0;
    if (!Number.isInteger(length) || length < 1) {
      fail("the state has no stack of positions");
    }
    if (length > MAX_STACK) {
      fail(`the state's stack has ${length} entries, more than the ${MAX_STACK} a state may have`);
    }
    const winner = state.winner;
    const winners = Array.isArray(winner) && winner.length <= n ? Array.from({ length: winner.length }, (_, i) => winner[i]) : null;
    if (winners === null || winners.some((w) => !Number.isInteger(w) || w < 1 || w > n)) {
      fail(`the state's winner is not a list of players 1 to ${n}`);
    }
    const variants = state.variants;
    let names = [];
    if (Array.isArray(variants)) {
      if (!(variants.length <= MAX_VARIANTS)) {
        fail(`the state names ${show(variants.length)} variants, more than ${MAX_VARIANTS}`);
      }
      names = Array.from({ length: variants.length }, (_, i) => variants[i]).filter((v) => typeof v === "string");
    }
    const gameover = state.gameover === true;
    // Each entry is read in order; the first that cannot be is reported after the engine has checked
    // the positions before it, so that the first problem of the stack is the one named.
    const budget = { left: MAX_RESULT_VALUES };
    const entries = [];
    const positions = [];
    let problem = null;
    for (let i = 0; i < length && problem === null; i++) {
      where = `stack entry ${i}`;
      try {
        if (lastOnly && i < length - 1) {
          entries.push(pastEntry(stack[i], i, n, versions));
          continue;
        }
        const { copied, position } = stackEntry(stack[i], i, n, budget, versions);
        entries.push(copied);
        positions.push(position);
      } catch (e) {
        problem = e instanceof TranslationError ? e : new TranslationError(`${where} cannot be read: ${errorText(e)}`);
      }
    }
    where = "the state";
    if (positions.length > 0) {
      const answer = engine.abstractplay({ op: "positions", positions });
      if ("error" in answer) {
        fail(`the stack's positions could not be checked: ${answer.error.message}`);
      }
      const bad = answer.invalid;
      const index = bad === null ? -1 : lastOnly ? entries.length - 1 : bad.index;
      if (bad !== null && !(gameover && problem === null && index === length - 1)) {
        fail(`stack entry ${index}: ${positionProblem(bad.error)}`);
      }
    }
    if (problem !== null) {
      throw problem;
    }
    return { numplayers: n, gameover, winner: winners, variants: names, stack: entries };
  } catch (e) {
    if (e instanceof TranslationError) {
      throw e;
    }
    fail(`${where} cannot be read: ${errorText(e)}`);
  }
}

/**
 * The move string after a click, as Abstract Play's click handler builds it: on a cell (undefined off the
 * board) or, rotating, on a buffer strip given as piece "x,y". Rotations turn toward the clicked bearing
 * (R7.1: 45° or 90°). Throws a TranslationError for a click that names nothing.
 */
export function clickNext(board, currplayer, m, cell, piece) {
  if (m.endsWith("*")) {
    const src = m.slice(0, 2);
    if (cell === src) {
      return "";
    }
    let x;
    let y;
    if (cell === undefined) {
      const parts = typeof piece === "string" && piece.length <= 20 ? piece.split(",").map((s) => Number.parseInt(s, 10)) : [];
      if (parts.length !== 2 || parts.some((v) => !Number.isInteger(v))) {
        fail("no cell and no direction was clicked");
      }
      [x, y] = parts;
    } else {
      [x, y] = coordsOf(cell);
    }
    const [sx, sy] = coordsOf(src);
    const bearing = (y < sy ? "N" : y > sy ? "S" : "") + (x < sx ? "W" : x > sx ? "E" : "");
    const facing = board.get(src)?.chevron?.facing;
    if (bearing === "" || facing === undefined) {
      fail("no bearing from the chevron to that click");
    }
    let steps = (DIRECTIONS.indexOf(bearing) - DIRECTIONS.indexOf(facing) + 8) % 8;
    if (steps > 4) {
      steps -= 8;
    }
    if (steps === 0 || Math.abs(steps) > 2) {
      throw new TranslationError(`a rotation turns 45° or 90° (R7.1), not ${Math.abs(steps) * 45}°`, "TURN_ANGLE");
    }
    return src + (steps > 0 ? ">" : "<").repeat(Math.abs(steps));
  }
  if (cell === undefined) {
    fail("no cell was clicked");
  }
  const contents = board.get(cell);
  const own = contents?.chevron?.owner === currplayer;
  if (m === "") {
    return own ? cell : "";
  }
  if (/^[a-i][1-9]$/.test(m)) {
    if (cell === m) {
      return `${m}*`;
    }
    if (own) {
      return cell;
    }
    return `${m}${contents?.chevron !== undefined ? "x" : "-"}${cell}`;
  }
  // Choices: the cell toggles in the brackets; the chevron's own start cell asks for the connection (R4.5).
  const body = open(m);
  const idx = body.indexOf("(");
  const head = idx < 0 ? body : body.slice(0, idx);
  const choices = idx < 0 ? [] : body.slice(idx + 1).split(",").filter((s) => s.length > 0);
  const token = cell === head.slice(0, 2) && !/[<>]/.test(head) ? "*" : cell;
  const at = choices.indexOf(token);
  if (at >= 0) {
    choices.splice(at, 1);
  } else {
    choices.push(token);
  }
  return choices.length === 0 ? head : `${head}(${choices.join(",")})`;
}

/**
 * Takes the steps the engine leaves no choice about: a chevron that cannot move goes to its rotation
 * ("e1*"), a lone connection or a lone field to claim is filled in. `ask(m)` is the engine's abstractplay
 * "move" answer for a string in the position.
 */
export function forcedSteps(m, ask) {
  let current = m;
  if (/^[a-i][1-9]$/.test(current)) {
    const answer = ask(current);
    if (answer.valid && !answer.next.some((s) => /[-x]/.test(s))) {
      return `${current}*`;
    }
    return current;
  }
  if (current === "" || current.endsWith("*") || /[<>]/.test(current)) {
    return current;
  }
  for (let i = 0; i < 2; i++) {
    const answer = ask(current);
    if (!answer.valid || answer.complete || answer.next.length !== 1) {
      break;
    }
    current = answer.next[0];
  }
  return current;
}

/** The cells one click further, from the engine's "next" strings (for highlights). */
export function nextCells(next) {
  return [...new Set(next.map((s) => /([a-i][1-9])\)?$/.exec(s)?.[1]).filter((c) => c !== undefined))];
}

/**
 * What the player is asked to click next, from the partial string and the engine's "next" strings:
 * "relinquish" (R7.1), "connection" (R4.5: the start cell fills the connection, or a crossing field),
 * "destination" (R3), or "choice" (a field to claim or convert, R4.4, R6.2), with its cells.
 */
export function nextKind(m, next) {
  if (/[<>]/.test(m)) {
    return { kind: "relinquish", cells: nextCells(next) };
  }
  if (next.some((s) => s.endsWith("*") || s.endsWith("*)"))) {
    return { kind: "connection", cells: nextCells(next) };
  }
  if (!m.includes("(") && !/[-x]/.test(m)) {
    return { kind: "destination", cells: nextCells(next) };
  }
  return { kind: "choice", cells: nextCells(next) };
}

/**
 * The rule a refused string breaks, for a developer, from the engine's abstractplay "move" answer: the
 * rule of the D1–D7 defect or violation it names (RULES.md §11), else R9.2 (no legal action starts with
 * it), with the engine's sentence (naming the defect). A player reads `refusal` instead.
 */
export function developerRefusal(answer) {
  if (answer.rule !== null && answer.rule !== "R9.1" && answer.rule !== "R9.2") {
    return { rule: answer.rule, message: cite(answer.rule, answer.problem) };
  }
  if (/R\d/.test(answer.message)) {
    return { rule: /(R\d+(?:\.\d+)?)/.exec(answer.message)[1], message: answer.message };
  }
  if (answer.rule !== null) {
    const why = answer.message === "" ? "" : `; ${answer.message}`;
    return { rule: answer.rule, message: `${cite(answer.rule, answer.problem)}${why}` };
  }
  return { rule: "R9.2", message: `R9.2: ${answer.message}` };
}


/**
 * The keys (of gameslib's apgames namespace) that `validation` and `refusal` answer with: the messages a
 * player reads from the class's validateMove and move. Each is written in gameslib's locales (en, and
 * es-US where the front end reads Spanish); pacru-js/abstractplay/gameslib/locales holds those it adds.
 */
export const MESSAGE_KEYS = [
  "MOVES_GAMEOVER",
  "validation._general.VALID_MOVE",
  "validation._general.UNKNOWN_CLICK",
  "validation.pacru.BREAKS_RULE",
  "validation.pacru.CANNOT_ROTATE",
  "validation.pacru.CLOSE_CHOICES",
  "validation.pacru.INCOMPLETE",
  "validation.pacru.INITIAL_INSTRUCTIONS",
  "validation.pacru.NEED_DESTINATION",
  "validation.pacru.NO_CHEVRON",
  "validation.pacru.NO_CHOICES",
  "validation.pacru.NO_CONTINUATION",
  "validation.pacru.NO_PASS",
  "validation.pacru.NOT_OWN_CHEVRON",
  "validation.pacru.NOTATION",
  "validation.pacru.REORIENT",
  "validation.pacru.SELECT_CELL_blChange",
  "validation.pacru.SELECT_CELL_blTransform",
  "validation.pacru.SELECT_CELL_both",
  "validation.pacru.SELECT_CELL_connection",
  "validation.pacru.SELECT_CELL_meeting",
  "validation.pacru.SELECT_RELINQUISH",
  "validation.pacru.TURN_ANGLE",
];

/** The language pacru words a player's reason in for an i18next language ("es-US" → "es"): es, ja, else en. */
export function playerLanguage(language) {
  const base = String(language ?? "en").slice(0, 2).toLowerCase();
  return base === "es" || base === "ja" ? base : "en";
}

function message(key, values = {}) {
  return { key, values };
}

/**
 * BREAKS_RULE for the engine's reason: the key names the rule, so the reason's own citations of that
 * rule go ("a one-step move is never a connection (R4.2)" under R4.2 reads "… never a connection").
 */
function breaksRule(m, { rule, text }) {
  const id = rule.replace(/\./g, "\\.");
  const reason = text.replace(new RegExp(`\\s*\\(${id}\\)`, "g"), "").replace(new RegExp(`\\(${id}: `, "g"), "(");
  return message("validation.pacru.BREAKS_RULE", { move: m, rule, reason });
}

/** Why no legal action starts with a string: the rules' reason, its text, or whose chevron it names. */
function notValid(m, answer, board, currplayer) {
  if (answer.rule === "NOTATION" && answer.notation !== null && answer.notation !== undefined) {
    const { offset, expected, found } = answer.notation;
    return message("validation.pacru.NOTATION", { move: m, position: offset + 1, expected, found });
  }
  if (answer.reason !== null && answer.reason !== undefined) {
    return breaksRule(m, answer.reason);
  }
  const src = m.slice(0, 2);
  if (isCell(src)) {
    const chevron = board.get(src)?.chevron;
    if (chevron === undefined) {
      return message("validation.pacru.NO_CHEVRON", { where: src });
    }
    if (chevron.owner !== currplayer) {
      return message("validation.pacru.NOT_OWN_CHEVRON", { where: src });
    }
  }
  return message("validation.pacru.NO_CONTINUATION", { move: m });
}

/** What to click next after a partial string that a legal action starts with, from the kinds of its next steps. */
function nextStep(m, answer, board) {
  const kinds = answer.kinds ?? [];
  if (kinds.length === 0) {
    // the steps are a whole action and only the bracket is open: "a3-b4(c6", or "e1-e2(" with no choice
    const body = open(m);
    const idx = body.indexOf("(");
    const choices = idx < 0 ? [] : body.slice(idx + 1).split(",").filter((c) => c.length > 0);
    return choices.length > 0 ? message("validation.pacru.CLOSE_CHOICES", { move: closed(m.replace(/,+$/, "")) })
      : message("validation.pacru.NO_CHOICES", { move: idx < 0 ? body : body.slice(0, idx) });
  }
  if (kinds.includes("RELINQUISHED_MARKER")) {
    return message("validation.pacru.SELECT_RELINQUISH");
  }
  if (kinds.includes("DESTINATION")) {
    return message("validation.pacru.NEED_DESTINATION");
  }
  if (kinds.includes("TURN")) {
    return message("validation.pacru.REORIENT");
  }
  if (kinds.includes("BONUS_FIELD")) {
    return message("validation.pacru.SELECT_CELL", { context: "meeting" });
  }
  const crossing = kinds.includes("CROSSING_FIELD");
  if (crossing && kinds.includes("CONNECTION")) {
    return message("validation.pacru.SELECT_CELL", { context: "both" });
  }
  if (!crossing) {
    return message("validation.pacru.SELECT_CELL", { context: "connection" });
  }
  // a border crossing marks a neutral field (R4.4a) or converts an opposing marker (R4.4b)
  const fields = nextCells(answer.next.filter((_, i) => kinds[i] === "CROSSING_FIELD"));
  const neutral = fields.every((f) => board.get(f)?.tile === undefined);
  return message("validation.pacru.SELECT_CELL", { context: neutral ? "blChange" : "blTransform" });
}

/**
 * What the class's validateMove answers for a string, as gameslib's IValidationResult with an i18next key
 * (of the apgames namespace) and its values instead of the message: `m` normalised and not empty, the game
 * not over; `answer` the engine's abstractplay "move" answer for `m` asked in the player's language (for
 * "e1*", reorienting, the answer for "e1"). Every key is one of MESSAGE_KEYS; no value holds a rule ID the
 * key's text names already, nor pacru's developer texts (RULES.md, the defects).
 */
export function validation(m, answer, board, currplayer) {
  if (/^[a-i][1-9]\*$/.test(m)) {
    const src = m.slice(0, 2);
    const chevron = board.get(src)?.chevron;
    if (chevron === undefined) {
      return { valid: false, ...message("validation.pacru.NO_CHEVRON", { where: src }) };
    }
    if (chevron.owner !== currplayer) {
      return { valid: false, ...message("validation.pacru.NOT_OWN_CHEVRON", { where: src }) };
    }
    if (!answer.valid || !(answer.kinds ?? []).includes("TURN")) {
      return { valid: false, ...message("validation.pacru.CANNOT_ROTATE", { where: src }) };
    }
    return { valid: true, complete: -1, canrender: true, ...message("validation.pacru.REORIENT") };
  }
  if (answer.action !== null) {
    return { valid: true, complete: answer.next.length > 0 ? 0 : 1, canrender: true, ...message("validation._general.VALID_MOVE") };
  }
  if (answer.valid) {
    return { valid: true, complete: -1, canrender: true, ...nextStep(m, answer, board) };
  }
  return { valid: false, ...notValid(m, answer, board, currplayer) };
}

/**
 * Why the class's move() refuses a string the engine did not convert into an action (`answer.action` is
 * null): an i18next key and its values, as `validation`. A string a legal action starts with is refused
 * for what it leaves out (BREAKS_RULE with the rules' reason where they give one, else INCOMPLETE).
 */
export function refusal(m, answer, board, currplayer) {
  if (answer.valid) {
    if (answer.reason !== null && answer.reason !== undefined) {
      return breaksRule(m, answer.reason);
    }
    return message("validation.pacru.INCOMPLETE", { move: m, rule: answer.rule ?? "R9.2" });
  }
  return notValid(m, answer, board, currplayer);
}

/**
 * The message for a click that names nothing to do (clickNext's TranslationError): a turn by more than
 * 90° (R7.1) is TURN_ANGLE, anything else UNKNOWN_CLICK.
 */
export function clickRefusal(error) {
  return error instanceof TranslationError && error.code === "TURN_ANGLE" ? message("validation.pacru.TURN_ANGLE")
    : message("validation._general.UNKNOWN_CLICK");
}
