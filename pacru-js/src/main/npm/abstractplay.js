// pacru/abstractplay: a drop-in PacruGame for Abstract Play's gameslib (engine 20250205), with the public
// surface of its game class and pacru's rules inside, for platforms that are not gameslib (gameslib's own
// class is pacru-js/abstractplay/gameslib). The translation between Abstract Play's state (a Map of cells,
// player numbers, move strings, results) and pacru's (positions in NOTATION.md form, actions, events) is
// abstractplay-translate.js, which the gameslib class shares; every rule decision is the engine's: its
// abstractplay call (the Java AbstractPlayAdapter, RULES.md §11) and legal/apply/move under the
// abstractplay ruleset (R10). Types: abstractplay.d.ts.

import { load, loadSync } from "./index.js";
import * as tr from "./abstractplay-translate.js";

let loaded = null;

/** The engine ready() loaded, else the one loadSync() loads on first use (no top-level await). */
function current() {
  if (loaded === null) {
    loaded = loadSync();
  }
  return loaded;
}

/**
 * Loads the engine asynchronously, once, for the PacruGames to come: in a browser, await ready()
 * before the first new PacruGame (Node.js loads it synchronously on first use). Resolves to it.
 */
export async function ready(options = {}) {
  if (loaded === null) {
    const engine = await load(options);
    loaded ??= engine;
  }
  return loaded;
}

/** The engine PacruGame uses: ready()'s, else loaded synchronously (loadSync()) on first use. */
export const engine = new Proxy({}, {
  get: (_target, name) => current()[name],
  has: (_target, name) => name in current(),
});

const { RULESET, FILES, DIRECTIONS, cite, letterOf, playerOf, isCell, copyBoard, resultsOf, replacer, cellAt, closed } = tr;

/**
 * What a state, a move string and a game's lists may hold at most, checked before the work they would
 * cost (PacruGame.limits). A state is at most 16 MiB of JSON, as text or inflated from Abstract Play's
 * base64 of gzip (inflating stops there); the longest of 3,000 random games (1,000 each of 2, 3 and 4
 * players) had 324 stack entries and 249,514 characters of JSON, gameslib's recorded games 89 and 71,834.
 */
const LIMITS = Object.freeze({
  stateBytes: 16 * 1024 * 1024,
  stackEntries: tr.MAX_STACK,
  resultValues: tr.MAX_RESULT_VALUES,
  resultDepth: tr.MAX_RESULT_DEPTH,
  variants: tr.MAX_VARIANTS,
  moveChars: 1_000,
  positionChars: 1_000,
});

/** The Errors this module throws: every other throw out of a member becomes one (refusal). */
const OURS = new WeakSet();

function fail(message) {
  const e = new Error(`PacruGame: ${message}`);
  OURS.add(e);
  throw e;
}

/**
 * A throw out of a public member as this module's Error: its own as it is, anything else (a getter or a
 * Proxy of the caller's that threw, an exhausted stack) named with the member and the error's text.
 */
function refusal(member, e) {
  if (OURS.has(e)) {
    return e;
  }
  const error = new Error(e instanceof tr.TranslationError ? `PacruGame: ${member}: ${e.message}`
    : `PacruGame: ${member}: a value it was given or the game holds could not be read (${tr.errorText(e)})`);
  OURS.add(error);
  return error;
}

/** A player argument: undefined or null for the player to move, else a player 1 to n of the game. */
function playerArg(member, player, n) {
  if (player !== undefined && player !== null && (!Number.isInteger(player) || player < 1 || player > n)) {
    fail(`${member}: the player is 1 to ${n}, not ${show(player)}`);
  }
}

/** A cell argument: a string a1 to i9. */
function cellArg(member, cell) {
  if (!isCell(cell)) {
    fail(`${member}: ${show(cell)} is not a cell a1 to i9`);
  }
}

/** A list field of the game: an array of at most `max` elements. */
function listField(game, name, max) {
  const list = game[name];
  if (!Array.isArray(list) || !(list.length <= max)) {
    fail(`the game's ${name} is not a list of at most ${max}: ${show(list)}`);
  }
}

/**
 * The public fields every member reads, checked first (a host may assign them): numplayers 2 to 4,
 * currplayer one of them, board a Map of at most 81 cells a1 to i9 holding markers and chevrons of
 * those players, gameover a boolean, the lists bounded. A field that cannot be read (a getter or a
 * Proxy that throws) is named.
 */
function heldFields(game) {
  let field = "numplayers";
  try {
    const n = game.numplayers;
    if (n !== 2 && n !== 3 && n !== 4) {
      fail(`the game's numplayers is 2, 3 or 4, not ${show(n)}`);
    }
    field = "currplayer";
    const p = game.currplayer;
    if (!Number.isInteger(p) || p < 1 || p > n) {
      fail(`the game's currplayer is a player 1 to ${n}, not ${show(p)}`);
    }
    field = "board";
    translated(() => {
      for (const [cell, contents] of tr.boardEntries(game.board, "the game")) {
        if (!isCell(cell) || contents !== undefined) {
          tr.checkContents(cell, contents, n);     // names an unknown cell, or what is wrong on one
        }
      }
    });
    field = "gameover";
    if (typeof game.gameover !== "boolean") {
      fail(`the game's gameover is a boolean, not ${show(game.gameover)}`);
    }
    for (const [name, max] of [["winner", 4], ["variants", LIMITS.variants], ["stack", LIMITS.stackEntries], ["results", LIMITS.resultValues]]) {
      field = name;
      listField(game, name, max);
    }
    field = "lastmove";
    const last = game.lastmove;
    if (last !== undefined && last !== null && typeof last !== "string") {
      fail(`the game's lastmove is a string, not ${show(last)}`);
    }
  } catch (e) {
    if (OURS.has(e)) {
      throw e;
    }
    fail(`the game's ${field} cannot be read (${tr.errorText(e)})`);
  }
}

/** A step of the translation; its TranslationError becomes this module's Error naming the problem. */
function translated(step) {
  try {
    return step();
  } catch (e) {
    if (e instanceof tr.TranslationError) {
      fail(e.message);
    }
    throw e;
  }
}

/**
 * An engine call that must answer; an error answer becomes an Error naming the problem. A position the
 * class made from the board is not quoted: its error says what is wrong with the board (`internal`).
 */
function ask(name, request, internal = true) {
  const answer = engine[name](request);
  if ("error" in answer) {
    const error = answer.error;
    fail(internal && error.field === "position" ? `the board is not a position pacru accepts: ${tr.positionProblem(error)}`
      : error.message);
  }
  return answer;
}

/**
 * A value as an error message shows it, never throwing while the message is made (shared with the
 * translation: tr.show).
 */
const show = tr.show;

/** A cell as a message names it: a string as it is, anything else shown. */
function named(cell) {
  return typeof cell === "string" ? cell : show(cell);
}

/** A move string as Abstract Play normalises it: lower case, no blanks. Anything but a string is refused, and one too long. */
function normalise(m) {
  if (typeof m !== "string") {
    fail(`a move is a string, not ${show(m)}`);
  }
  if (m.length > LIMITS.moveChars) {
    fail(`a move string is at most ${LIMITS.moveChars} characters, not ${m.length}`);
  }
  return tr.normalise(m);
}

/** move()'s options: absent, or an object whose partial and trusted are booleans when given. */
function moveOptions(opts) {
  if (opts === undefined) {
    return {};
  }
  if (opts === null || typeof opts !== "object") {
    fail(`move's options are an object {partial?: boolean, trusted?: boolean}, not ${show(opts)}`);
  }
  const read = {};
  for (const key of ["partial", "trusted"]) {
    let value;
    try {
      value = opts[key];
    } catch (e) {
      fail(`move's option ${key} cannot be read: ${tr.errorText(e)}`);
    }
    if (value !== undefined && typeof value !== "boolean") {
      fail(`move's option ${key} is a boolean, not ${show(value)}`);
    }
    read[key] = value;
  }
  return read;
}

/** An error's message for an answer, never throwing. */
function messageOf(e) {
  return OURS.has(e) ? e.message : `PacruGame: ${tr.errorText(e)}`;
}

/** pacru's position (NOTATION.md §3) for Abstract Play's board, player to move and player count. */
function positionOf(board, currplayer, numplayers) {
  return translated(() => tr.positionOf(board, currplayer, numplayers));
}

/** The engine's view of a position: Abstract Play's board, marker counts, outcome and base moves. */
function viewOf(position, internal = true) {
  const answer = ask("abstractplay", { op: "board", position }, internal);
  return { board: tr.boardOf(answer.cells), answer };
}

/**
 * A state string: JSON, or Abstract Play's base64 of gzipped JSON (read where Node's zlib is at hand),
 * of at most LIMITS.stateBytes: a longer text is refused unread, and inflating stops at that size
 * (zlib's maxOutputLength), so a small text that inflates to gigabytes costs no more than the limit.
 */
function parseState(text) {
  const max = LIMITS.stateBytes;
  if (text.length > max) {
    fail(`the state is ${text.length} characters long, more than the ${max} a state may have`);
  }
  let json = text;
  if (!text.trimStart().startsWith("{")) {
    const zlib = typeof process === "object" && typeof process.getBuiltinModule === "function"
      ? process.getBuiltinModule("node:zlib") : undefined;
    if (zlib === undefined) {
      fail("the state is not JSON; Abstract Play's base64 of gzipped JSON is read only on Node.js 22 or later");
    }
    try {
      json = zlib.gunzipSync(Buffer.from(text, "base64"), { maxOutputLength: max }).toString("utf8");
    } catch (e) {
      if (e?.code === "ERR_BUFFER_TOO_LARGE") {
        fail(`the state inflates to more than ${max} bytes of JSON, the most a state may have (inflating stopped there)`);
      }
      fail(`the state is neither JSON nor base64 of gzipped JSON (${tr.errorText(e)})`);
    }
  }
  let parsed;
  try {
    parsed = JSON.parse(json);
  } catch (e) {
    fail(`the state is not valid JSON (${tr.errorText(e)})`);
  }
  return revived(parsed);
}

/**
 * A parsed state with its boards as Maps: Abstract Play writes each stack entry's board as
 * {dataType: "Map", value: [[cell, contents], …]} (its replacer). Only the boards are revived, without
 * recursion (JSON.parse's reviver recurses into every value, and a deeply nested one exhausts the stack);
 * what is not such a board is left for checkState to name.
 */
function revived(state) {
  const stack = state?.stack;
  if (!Array.isArray(stack) || stack.length > LIMITS.stackEntries) {
    return state;
  }
  for (const entry of stack) {
    const board = entry?.board;
    if (board !== null && typeof board === "object" && board.dataType === "Map" && Array.isArray(board.value)
        && board.value.length <= 81 && board.value.every((e) => Array.isArray(e))) {
      entry.board = new Map(board.value);
    }
  }
  return state;
}

/** Checks a state object against the engine and returns a fresh copy of it; throws an Error naming the first problem. */
function checkState(state) {
  return translated(() => tr.checkState(engine, state));
}

export class PacruGame {
  /**
   * What a state may hold, checked before the work: its JSON's bytes (as text, or inflated from base64
   * of gzip), stack entries, values and depth of results, variants; a move string's and a position's
   * characters.
   */
  static limits = LIMITS;

  static gameinfo = Object.freeze({
    name: "Pacru",
    uid: "pacru",
    playercounts: [2, 3, 4],
    version: "20250205",
    dateAdded: "2025-02-19",
    description: "apgames:descriptions.pacru",
    notes: "apgames:notes.pacru",
    urls: ["https://boardgamegeek.com/boardgame/6803/pacru", "https://github.com/pacru/pacru"],
    bggid: "6803",
    people: [
      { type: "designer", name: "Mike Wellman", urls: ["http://www.pacru.com/"] },
      { type: "coder", name: "pacru (the reference rules library)", urls: ["https://github.com/pacru/pacru"] },
    ],
    categories: ["goal>area", "mechanic>place", "mechanic>move", "mechanic>convert", "mechanic>capture",
      "board>shape>rect", "board>connect>rect", "components>special", "other>2+players"],
    flags: ["no-moves", "custom-randomization"],
  });

  static coords2algebraic(x, y) {
    const cell = cellAt(y, x);
    if (cell === undefined) {
      fail(`(${show(x)}, ${show(y)}) is not on the 9×9 board`);
    }
    return cell;
  }

  static algebraic2coords(cell) {
    if (!isCell(cell)) {
      fail(`${show(cell)} is not a cell a1 to i9`);
    }
    return [FILES.indexOf(cell[0]), 9 - Number(cell[1])];
  }

  /** A game at a pacru position (NOTATION.md §3), e.g. from a conformance vector; pacru's addition. */
  static fromPosition(position) {
    if (typeof position !== "string" || position.length > LIMITS.positionChars) {
      fail(`fromPosition: a position is a string of at most ${LIMITS.positionChars} characters in NOTATION.md §3 form, not ${show(position)}`);
    }
    const { board, answer } = viewOf(position, false);
    const game = new PacruGame(answer.players);
    game.stack[0].board = board;
    game.stack[0].currplayer = playerOf(answer.toMove);
    game.load();
    game.#settle(answer);
    game.stack[0].board = copyBoard(game.board);
    return game;
  }

  numplayers = 2;
  currplayer = 1;
  board = new Map();
  gameover = false;
  winner = [];
  variants = [];
  stack = [];
  results = [];
  lastmove = undefined;
  #highlights = [];
  /** The events of the last action executed, for isMeeting. */
  #lastEvents = [];

  constructor(state, variants) {
    try {
      this.#start(state, variants);
    } catch (e) {
      throw refusal("new PacruGame", e);
    }
  }

  #start(state, variants) {
    if (typeof state === "number") {
      if (state !== 2 && state !== 3 && state !== 4) {
        fail(`a game has 2, 3 or 4 players (R1.5), not ${show(state)}`);
      }
      this.numplayers = state;
      if (variants !== undefined) {
        let list;
        try {
          list = Array.isArray(variants) && variants.length <= LIMITS.variants
            ? Array.from({ length: variants.length }, (_, i) => variants[i]) : undefined;
        } catch (e) {
          fail(`the variants cannot be read (${tr.errorText(e)})`);
        }
        if (list === undefined) {
          fail(`variants must be a list of at most ${LIMITS.variants} strings, not ${show(variants)}`);
        }
        if (list.some((v) => typeof v !== "string")) {
          fail(`variants must be a list of strings, not ${show(variants)}`);
        }
        this.variants = list;
      }
      const start = ask("legal", { players: state, ruleset: RULESET });
      const { board } = viewOf(start.position);
      this.stack = [{ _version: PacruGame.gameinfo.version, _results: [], _timestamp: new Date(), currplayer: 1, board }];
    } else if (typeof state === "string" || (state !== null && typeof state === "object")) {
      const parsed = typeof state === "string" ? parseState(state) : state;
      const checked = checkState(parsed);
      this.numplayers = checked.numplayers;
      this.gameover = checked.gameover;
      this.winner = checked.winner;
      this.variants = checked.variants;
      this.stack = checked.stack;
    } else {
      fail(`a game is made from 2, 3 or 4 players, a state or its text, not ${show(state)}`);
    }
    this.load();
  }

  /** pacru's position (NOTATION.md §3) of the board as it stands; pacru's addition. */
  position() {
    return positionOf(this.board, this.currplayer, this.numplayers);
  }

  serialize(_opts) {
    return JSON.stringify(this.state(), replacer);
  }

  load(idx = -1) {
    if (!Number.isInteger(idx)) {
      fail(`load: the stack index is an integer, not ${show(idx)}`);
    }
    const i = idx < 0 ? idx + this.stack.length : idx;
    if (i < 0 || i >= this.stack.length) {
      fail(`could not load stack entry ${show(idx)}: the stack has ${this.stack.length}`);
    }
    const entry = this.stack[i];
    if (entry === null || typeof entry !== "object") {
      fail(`load: stack entry ${i} is not an object`);
    }
    const currplayer = entry.currplayer;
    if (!Number.isInteger(currplayer) || currplayer < 1 || currplayer > this.numplayers) {
      fail(`load: stack entry ${i}: the player to move is 1 to ${this.numplayers}, not ${show(currplayer)}`);
    }
    const lastmove = entry.lastmove;
    if (lastmove !== undefined && lastmove !== null && typeof lastmove !== "string") {
      fail(`load: stack entry ${i}: the last move is a string, not ${show(lastmove)}`);
    }
    const board = translated(() => copyBoard(entry.board));
    const results = translated(() => tr.copyData(entry._results, `stack entry ${i}: the results`));
    this.currplayer = currplayer;
    this.board = board;
    this.lastmove = lastmove ?? undefined;
    this.results = results;
    this.#highlights = [];
    this.#lastEvents = [];
    return this;
  }

  /** Every legal move, fully specified (R9.2); rotations are not listed (there can be thousands). */
  moves(player) {
    playerArg("moves", player, this.numplayers);
    if (this.gameover) {
      return [];
    }
    return [...ask("legal", { position: this.#positionFor(player), ruleset: RULESET }).moves];
  }

  /** A uniformly random legal action of pacru's random player, rotations included. */
  randomMove() {
    const seed = Math.floor(Math.random() * 2 ** 31);
    return ask("move", { position: this.position(), ruleset: RULESET, bot: "random", seed }).action;
  }

  /** The moves without their choices: "e1-e2", "d9xd6". */
  baseMoves(player) {
    playerArg("baseMoves", player, this.numplayers);
    return [...ask("legal", { position: this.#positionFor(player), ruleset: RULESET }).baseMoves];
  }

  /** How far the chevron on a cell may move (R3.2), as pacru's explanation of a step of it states. */
  calcMvPower(cell) {
    cellArg("calcMvPower", cell);
    const contents = this.board.get(cell);
    if (contents === undefined || contents.chevron === undefined) {
      fail(`no chevron at ${named(cell)}`);
    }
    const position = this.#positionFor(contents.chevron.owner);
    const [x, y] = PacruGame.algebraic2coords(cell);
    for (const [dx, dy] of [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]]) {
      const to = cellAt(y + dy, x + dx);
      if (to === undefined) {
        continue;
      }
      const answer = engine.explain({ position, ruleset: RULESET, action: `${cell}-${to}` });
      if ("error" in answer) {
        continue;
      }
      const fact = answer.facts.find((f) => f.kind === "Range");
      if (fact !== undefined && fact.range !== undefined) {
        return fact.range;
      }
    }
    fail(`pacru states no range for the chevron on ${cell}`);
  }

  /**
   * What a move from one cell to another brings about besides moving (R4.4, R4.5), from pacru's
   * completions of it: "blChange" (a neutral field of the new borderland to claim), "blTransform"
   * (an opponent's marker to convert), "connChange" (the connection to fill).
   */
  getSideEffects(from, to, isCapture = false) {
    cellArg("getSideEffects", from);
    cellArg("getSideEffects", to);
    if (typeof isCapture !== "boolean") {
      fail(`getSideEffects: isCapture is a boolean, not ${show(isCapture)}`);
    }
    const contents = this.board.get(from);
    if (contents === undefined || contents.chevron === undefined) {
      fail(`no chevron at ${named(from)}`);
    }
    const position = this.#positionFor(contents.chevron.owner);
    const built = ask("build", { position, ruleset: RULESET, steps: [from, `${isCapture ? "x" : "-"}${to}`] });
    const set = new Set();
    for (const step of built.next) {
      if (step.kind === "CONNECTION") {
        set.add("connChange");
      } else if (step.kind === "CROSSING_FIELD" && step.field !== undefined) {
        const marker = this.board.get(step.field)?.tile;
        set.add(marker === undefined || (isCapture && step.field === to) ? "blChange" : "blTransform");
      }
    }
    return set;
  }

  /** Whether the last action executed on this object brought its chevron on `to` into a meeting (R6.1). */
  isMeeting(to) {
    cellArg("isMeeting", to);
    const contents = this.board.get(to);
    if (contents === undefined || contents.chevron === undefined) {
      fail(`there is no chevron on ${named(to)}`);
    }
    return this.#lastEvents.some((e) => e.type === "Meeting" && (e.fields ?? []).includes(to));
  }

  handleClick(move, row, col, piece) {
    try {
      heldFields(this);
      const before = normalise(move ?? "");
      const cell = cellAt(row, col);
      let next = translated(() => tr.clickNext(this.board, this.currplayer, before, cell, piece));
      next = tr.forcedSteps(next, (s) => this.#ask(s));
      const result = this.validateMove(closed(next));
      return { ...result, move: result.valid ? closed(next) : move };
    } catch (e) {
      return { move: typeof move === "string" ? move : "", valid: false, message: `That click cannot be used: ${messageOf(e)}` };
    }
  }

  validateMove(m) {
    try {
      heldFields(this);
      return this.#validate(m);
    } catch (e) {
      return { valid: false, message: messageOf(e) };
    }
  }

  #validate(m) {
    const text = normalise(m);
    if (text === "") {
      return { valid: true, complete: -1, message: "Select a chevron of yours to move or rotate (R2.1)." };
    }
    if (this.gameover) {
      return { valid: false, message: "The game is over (R8.3): no more moves." };
    }
    if (/^[a-i][1-9]\*$/.test(text)) {
      const answer = this.#ask(text.slice(0, 2));
      const turns = answer.valid ? answer.next.filter((s) => s.includes(">") || s.includes("<")) : [];
      if (turns.length === 0) {
        return { valid: false, message: `R7.1: the chevron on ${text.slice(0, 2)} cannot rotate: a rotation costs 2 markers per 45° (R7.1), and it must be your chevron (R2.1).` };
      }
      return { valid: true, complete: -1, canrender: true, message: "Click where the chevron shall face: 45° or 90° either way (R7.1)." };
    }
    let answer;
    try {
      answer = this.#ask(text);
    } catch (e) {
      return { valid: false, message: messageOf(e) };
    }
    if (!answer.valid) {
      // The rule the string breaks (a D1–D7 string names its defect, RULES.md §11), else why no legal
      // action starts with it.
      return { valid: false, message: tr.developerRefusal(answer).message };
    }
    if (answer.complete) {
      return { valid: true, complete: answer.next.length > 0 ? 0 : 1, canrender: true, message: "A legal action: submit it." };
    }
    return { valid: true, complete: -1, canrender: true, message: `Not yet whole (R9.2): ${this.#instruction(text, answer.next)}` };
  }

  move(m, opts) {
    const { partial = false, trusted = false } = moveOptions(opts);
    void trusted;  // every move is checked by the engine: pacru trusts no string
    if (this.gameover) {
      fail("the game is over (R8.3): no more moves");
    }
    const text = normalise(m);
    if (partial) {
      const v = this.validateMove(text);
      if (!v.valid) {
        fail(v.message);
      }
      const answer = text === "" || text.endsWith("*") ? null : this.#ask(text);
      this.#highlights = answer === null ? [] : tr.nextCells(answer.next);
      return this;
    }
    if (text === "pass") {
      fail("'pass' is entered by the engine after an automatic elimination (R8.1), never by a player: passing is not allowed (R2.1)");
    }
    // Everything is computed first; the object changes only when nothing more can fail.
    const position = this.position();
    const conversion = this.#ask(text);
    if (conversion.action === null) {
      fail(cite(conversion.rule, conversion.problem));
    }
    const applied = ask("apply", { position, ruleset: RULESET, action: conversion.action });
    const { board, answer } = viewOf(applied.position);
    // Abstract Play enters a pass each time the turn comes to a player who is out (R8.2), eliminating
    // a stuck one first (R8.1), until it reaches the player pacru's position has to move (R8.5).
    const { entries, gameover, winner } = translated(() => tr.turnEntries({ action: conversion.action,
      player: this.currplayer, numplayers: this.numplayers, before: this.board, after: board, events: applied.events,
      toMove: answer.toMove, outcome: applied.outcome }));
    if (this.stack.length + entries.length > LIMITS.stackEntries) {
      fail(`the game's stack would have more than ${LIMITS.stackEntries} entries, the most a state may have (this class could not read it back)`);
    }
    // Commit.
    this.#lastEvents = applied.events;
    this.#highlights = [];
    this.gameover = gameover;
    this.winner = winner;
    for (const e of entries) {
      this.board = e.board;
      this.results = e.results;
      this.lastmove = e.lastmove;
      this.currplayer = e.currplayer;
      this.stack.push(this.moveState());
    }
    return this;
  }

  /**
   * Executes an action on the board without changing the player to move or the stack, as Abstract
   * Play's tests do. The action must be legal for the owner of its chevron (pacru executes no illegal
   * action); a broken rule throws an Error naming it.
   */
  executeMove(m) {
    const text = normalise(m);
    const from = text.slice(0, 2);
    const contents = this.board.get(from);
    if (!isCell(from) || contents === undefined || contents.chevron === undefined) {
      fail(`${show(m)}: there is no chevron on ${from}`);
    }
    const owner = contents.chevron.owner;
    const position = this.#positionFor(owner);
    const conversion = ask("abstractplay", { op: "move", position, move: text });
    if (conversion.action === null) {
      fail(cite(conversion.rule, conversion.problem));
    }
    const applied = ask("apply", { position, ruleset: RULESET, action: conversion.action });
    const { board } = viewOf(applied.position);
    this.results.push(...resultsOf(applied.events, this.board, board, owner));
    this.#lastEvents = applied.events;
    this.board = board;
  }

  getPlayerScore(player) {
    if (!Number.isInteger(player) || player < 1 || player > this.numplayers) {
      fail(`getPlayerScore: the player is 1 to ${this.numplayers}, not ${show(player)}`);
    }
    const answer = ask("abstractplay", { op: "board", position: this.position() });
    return answer.markers[letterOf(player)] ?? 0;
  }

  sidebarScores() {
    const scores = [];
    for (let p = 1; p <= this.numplayers; p++) {
      scores.push(this.getPlayerScore(p));
    }
    return [{ name: "Markers", scores }];
  }

  state() {
    return {
      game: PacruGame.gameinfo.uid,
      numplayers: this.numplayers,
      variants: [...this.variants],
      gameover: this.gameover,
      winner: [...this.winner],
      stack: translated(() => {
        const budget = { left: LIMITS.resultValues };
        const stack = [];
        for (let i = 0; i < this.stack.length; i++) {
          const e = this.stack[i];
          stack.push({ ...e, _results: tr.copyData(e._results, `stack entry ${i}: the results`, budget), board: copyBoard(e.board) });
        }
        return stack;
      }),
    };
  }

  moveState() {
    return {
      _version: PacruGame.gameinfo.version,
      _results: translated(() => tr.copyData(this.results, "the game's results")),
      _timestamp: new Date(),
      currplayer: this.currplayer,
      ...(this.lastmove === undefined ? {} : { lastmove: this.lastmove }),
      board: copyBoard(this.board),
    };
  }

  clone() {
    const c = new PacruGame(this.state());
    c.currplayer = this.currplayer;
    c.board = copyBoard(this.board);
    c.results = translated(() => tr.copyData(this.results, "the game's results"));
    c.lastmove = this.lastmove;
    c.gameover = this.gameover;
    c.winner = [...this.winner];
    c.#highlights = [...this.#highlights];
    c.#lastEvents = this.#lastEvents;
    return c;
  }

  /** Abstract Play's render representation: the board as its renderer draws Pacru today. */
  render() {
    const pieces = [];
    const legend = {};
    for (let row = 0; row < 9; row++) {
      const line = [];
      for (let col = 0; col < 9; col++) {
        const contents = this.board.get(cellAt(row, col));
        if (contents === undefined || (contents.tile === undefined && contents.chevron === undefined)) {
          line.push("-");
          continue;
        }
        const tile = contents.tile === undefined ? "x" : letterOf(contents.tile);
        const chevron = contents.chevron === undefined ? "x" : `${letterOf(contents.chevron.owner)}_${contents.chevron.facing}`;
        const key = `${tile}_${chevron}`;
        line.push(key);
        if (legend[key] === undefined) {
          const marker = contents.tile === undefined ? undefined : { name: "piece", scale: 0.33, colour: contents.tile };
          const arrow = contents.chevron === undefined ? undefined
            : { name: "arrowhead", colour: contents.chevron.owner, rotate: DIRECTIONS.indexOf(contents.chevron.facing) * 45 };
          legend[key] = marker !== undefined && arrow !== undefined ? [marker, arrow] : (marker ?? arrow);
        }
      }
      pieces.push(line.join(","));
    }
    const rep = {
      board: { style: "squares-checkered", width: 9, height: 9, tileWidth: 3, tileHeight: 3, tileLineMult: 5 },
      legend,
      pieces: pieces.join("\n"),
    };
    const at = (cell) => {
      const [x, y] = PacruGame.algebraic2coords(cell);
      return { row: y, col: x };
    };
    const annotations = [];
    for (const r of this.results) {
      if (r.type === "move") {
        annotations.push({ type: "move", targets: [at(r.from), at(r.to)] });
      } else if ((r.type === "orient" || r.type === "claim" || r.type === "convert") && isCell(r.where)) {
        annotations.push({ type: "enter", targets: [at(r.where)] });
      } else if ((r.type === "capture" || r.type === "sacrifice" || r.type === "remove") && isCell(r.where)) {
        annotations.push({ type: "exit", targets: [at(r.where)] });
      }
    }
    if (this.#highlights.length > 0) {
      annotations.push({ type: "enter", targets: this.#highlights.map(at), colour: this.currplayer });
    }
    if (annotations.length > 0) {
      rep.annotations = annotations;
    }
    return rep;
  }

  // --- translation helpers -------------------------------------------------------------------

  #positionFor(player) {
    return positionOf(this.board, player ?? this.currplayer, this.numplayers);
  }

  static {
    // Every public member answers or throws this module's Error, whatever it is given or the game's
    // fields hold: the fields are checked first, and any other throw becomes a refusal naming the member.
    for (const name of ["position", "serialize", "load", "moves", "randomMove", "baseMoves", "calcMvPower", "getSideEffects",
      "isMeeting", "move", "executeMove", "getPlayerScore", "sidebarScores", "state", "moveState", "clone", "render"]) {
      const member = PacruGame.prototype[name];
      Object.defineProperty(PacruGame.prototype, name, { configurable: true, writable: true, value: { [name](...args) {
        try {
          heldFields(this);
          return member.apply(this, args);
        } catch (e) {
          throw refusal(name, e);
        }
      } }[name] });
    }
    for (const name of ["coords2algebraic", "algebraic2coords", "fromPosition"]) {
      const member = PacruGame[name];
      Object.defineProperty(PacruGame, name, { configurable: true, writable: true, value: { [name](...args) {
        try {
          return member.apply(this, args);
        } catch (e) {
          throw refusal(name, e);
        }
      } }[name] });
    }
  }

  /** The engine's abstractplay answer for a move string in this position. */
  #ask(m) {
    return ask("abstractplay", { op: "move", position: this.position(), move: m });
  }

  #settle(answer) {
    this.gameover = answer.outcome !== null;
    this.winner = answer.outcome === null ? [] : [playerOf(answer.outcome.winner)];
  }

  #instruction(m, next) {
    if (next.length === 0) {
      return `write it whole, as ${closed(m).replace(/,+\)$/, ")").replace(/\(\)$/, "")} (R9.2).`;
    }
    const { kind, cells } = tr.nextKind(m, next);
    switch (kind) {
      case "relinquish":
        return "click the markers of yours to give up, one per 45° (R7.1).";
      case "connection":
        return "click your chevron's start cell to fill the connection (R4.5), or a field of the new borderland (R4.4).";
      case "destination":
        return "click where the chevron moves (R3).";
      default:
        return `click a field to claim or convert: ${cells.join(", ")} (R4.4, R6.2).`;
    }
  }
}
