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
/** The state versions the classes read: Abstract Play's engine 20250205 wrote the same state. */
export const VERSIONS = ["20250205"];

/** A state or board the translation cannot read; its message names the problem (and the rule, where one applies). */
export class TranslationError extends Error {
  constructor(message) {
    super(message);
    this.name = "TranslationError";
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

/**
 * A value as an error message shows it, never throwing while the message is made: JSON where it has
 * one, else its type and text; a BigInt, a cycle, a symbol or a throwing toString included. At most
 * 200 characters.
 */
export function show(value) {
  let text;
  try {
    text = JSON.stringify(value);
  } catch {
    text = undefined;       // a BigInt, a cycle, a throwing toJSON
  }
  if (text === undefined) {
    try {
      text = typeof value === "symbol" ? value.toString() : `a ${typeof value} ${String(value)}`;
    } catch {
      text = `a ${typeof value}`;
    }
  }
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
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
  for (const cell of board.keys()) {
    if (!isCell(cell)) {
      fail(`the board names an unknown cell ${show(cell)} (cells are a1 to i9)`);
    }
  }
  const ranks = [];
  for (let rank = 9; rank >= 1; rank--) {
    let text = "";
    let empty = 0;
    for (const file of FILES) {
      const cell = `${file}${rank}`;
      const contents = board.get(cell);
      if (contents === undefined || (contents.tile === undefined && contents.chevron === undefined)) {
        empty++;
        continue;
      }
      const c = checkContents(cell, contents, numplayers);
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
  for (const [cell, contents] of board) {
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

export function replacer(_key, value) {
  if (value instanceof Map) {
    return { dataType: "Map", value: [...value.entries()] };
  }
  return value;
}

/**
 * Checks an Abstract Play state object against the engine and returns a fresh copy of its parts; throws
 * a TranslationError naming the first problem. Every stack entry must be a position pacru accepts
 * (R1.5, R8.5) of a version in VERSIONS; past moves are not re-judged.
 */
export function checkState(engine, state) {
  if (state === null || typeof state !== "object") {
    fail("the state is not an object");
  }
  if (state.game !== "pacru") {
    fail(`the state is a game of ${show(state.game)}, not of pacru`);
  }
  const n = state.numplayers;
  if (n !== 2 && n !== 3 && n !== 4) {
    fail(`a game has 2, 3 or 4 players (R1.5), not ${show(n)}`);
  }
  if (!Array.isArray(state.stack) || state.stack.length === 0) {
    fail("the state has no stack of positions");
  }
  if (!Array.isArray(state.winner) || state.winner.some((w) => !Number.isInteger(w) || w < 1 || w > n)) {
    fail(`the state's winner is not a list of players 1 to ${n}`);
  }
  const stack = state.stack.map((entry, i) => {
    if (entry === null || typeof entry !== "object") {
      fail(`stack entry ${i} is not an object`);
    }
    if (!VERSIONS.includes(entry._version)) {
      fail(`stack entry ${i} is of version ${show(entry._version)}; this engine reads ${VERSIONS.join(", ")}`);
    }
    if (!Number.isInteger(entry.currplayer) || entry.currplayer < 1 || entry.currplayer > n) {
      fail(`stack entry ${i}: the player to move is not 1 to ${n}: ${show(entry.currplayer)}`);
    }
    if (!(entry.board instanceof Map)) {
      fail(`stack entry ${i}: the board is not a Map`);
    }
    const board = new Map();
    for (const [cell, contents] of entry.board) {
      board.set(cell, checkContents(cell, contents, n));
    }
    // The engine reads the position: a board the rules do not allow (R1.5, R8.5) is refused here.
    // Abstract Play stores a position whose player to move is out before that player's pass (R8.1):
    // the engine reads it with the next player who has chevrons to move.
    let toMove = entry.currplayer;
    for (let k = 0; k < n && ![...board.values()].some((c) => c.chevron?.owner === toMove); k++) {
      toMove = toMove % n + 1;
    }
    const answer = engine.abstractplay({ op: "board", position: positionOf(board, toMove, n) });
    if ("error" in answer && !(state.gameover === true && i === state.stack.length - 1)) {
      fail(`stack entry ${i}: ${answer.error.message}`);
    }
    if (entry.lastmove !== undefined && entry.lastmove !== null && typeof entry.lastmove !== "string") {
      fail(`stack entry ${i}: the last move is not a string`);
    }
    return {
      _version: entry._version,
      _results: Array.isArray(entry._results) ? structuredClone(entry._results) : [],
      _timestamp: entry._timestamp instanceof Date ? entry._timestamp : new Date(entry._timestamp ?? 0),
      currplayer: entry.currplayer,
      ...(typeof entry.lastmove === "string" ? { lastmove: entry.lastmove } : {}),
      board,
    };
  });
  return {
    numplayers: n,
    gameover: state.gameover === true,
    winner: [...state.winner],
    variants: Array.isArray(state.variants) ? state.variants.filter((v) => typeof v === "string") : [],
    stack,
  };
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
      const parts = typeof piece === "string" ? piece.split(",").map((s) => Number.parseInt(s, 10)) : [];
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
      fail(`a rotation turns 45° or 90° (R7.1), not ${Math.abs(steps) * 45}°`);
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
 * The rule a refused string breaks, from the engine's abstractplay "move" answer: the rule of the
 * D1–D7 defect or violation it names (RULES.md §11), else R9.2 (no legal action starts with it), with
 * the engine's sentence.
 */
export function refusal(answer) {
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
