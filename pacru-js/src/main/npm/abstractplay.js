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

const { RULESET, FILES, DIRECTIONS, cite, letterOf, playerOf, isCell, copyBoard, resultsOf, reviver, replacer, cellAt, closed } = tr;

function fail(message) {
  throw new Error(`PacruGame: ${message}`);
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

/** An engine call that must answer; an error answer becomes an Error naming the problem. */
function ask(name, request) {
  const answer = engine[name](request);
  if ("error" in answer) {
    fail(answer.error.message);
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

/** A move string as Abstract Play normalises it: lower case, no blanks. Anything but a string is refused. */
function normalise(m) {
  if (typeof m !== "string") {
    fail(`a move is a string, not ${show(m)}`);
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
  for (const key of ["partial", "trusted"]) {
    if (opts[key] !== undefined && typeof opts[key] !== "boolean") {
      fail(`move's option ${key} is a boolean, not ${show(opts[key])}`);
    }
  }
  return opts;
}

/** An error's message for an answer, never throwing. */
function messageOf(e) {
  return e instanceof Error && typeof e.message === "string" ? e.message : show(e);
}

/** pacru's position (NOTATION.md §3) for Abstract Play's board, player to move and player count. */
function positionOf(board, currplayer, numplayers) {
  return translated(() => tr.positionOf(board, currplayer, numplayers));
}

/** The engine's view of a position: Abstract Play's board, marker counts, outcome and base moves. */
function viewOf(position) {
  const answer = ask("abstractplay", { op: "board", position });
  return { board: tr.boardOf(answer.cells), answer };
}

/** A state string: JSON, or Abstract Play's base64 of gzipped JSON (read where Node's zlib is at hand). */
function parseState(text) {
  let json = text;
  if (!text.trimStart().startsWith("{")) {
    const zlib = typeof process === "object" && typeof process.getBuiltinModule === "function"
      ? process.getBuiltinModule("node:zlib") : undefined;
    if (zlib === undefined) {
      fail("the state is not JSON; Abstract Play's base64 of gzipped JSON is read only on Node.js 22 or later");
    }
    try {
      json = zlib.gunzipSync(Buffer.from(text, "base64")).toString("utf8");
    } catch (e) {
      fail(`the state is neither JSON nor base64 of gzipped JSON (${e.message})`);
    }
  }
  try {
    return JSON.parse(json, reviver);
  } catch (e) {
    fail(`the state is not valid JSON (${e.message})`);
  }
}

/** Checks a state object against the engine and returns a fresh copy of it; throws an Error naming the first problem. */
function checkState(state) {
  return translated(() => tr.checkState(engine, state));
}

export class PacruGame {
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
    const { board, answer } = viewOf(position);
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
    if (typeof state === "number") {
      if (state !== 2 && state !== 3 && state !== 4) {
        fail(`a game has 2, 3 or 4 players (R1.5), not ${show(state)}`);
      }
      this.numplayers = state;
      if (variants !== undefined) {
        if (!Array.isArray(variants) || variants.some((v) => typeof v !== "string")) {
          fail("variants must be a list of strings");
        }
        this.variants = [...variants];
      }
      const start = ask("legal", { players: state, ruleset: RULESET });
      const { board } = viewOf(start.position);
      this.stack = [{ _version: PacruGame.gameinfo.version, _results: [], _timestamp: new Date(), currplayer: 1, board }];
    } else {
      const parsed = typeof state === "string" ? parseState(state) : state;
      const checked = checkState(parsed);
      this.numplayers = checked.numplayers;
      this.gameover = checked.gameover;
      this.winner = checked.winner;
      this.variants = checked.variants;
      this.stack = checked.stack;
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
    let i = idx;
    if (i < 0) {
      i += this.stack.length;
    }
    if (!Number.isInteger(i) || i < 0 || i >= this.stack.length) {
      fail(`could not load stack entry ${show(idx)}: the stack has ${this.stack.length}`);
    }
    const entry = this.stack[i];
    this.currplayer = entry.currplayer;
    this.board = copyBoard(entry.board);
    this.lastmove = entry.lastmove;
    this.results = structuredClone(entry._results);
    this.#highlights = [];
    this.#lastEvents = [];
    return this;
  }

  /** Every legal move, fully specified (R9.2); rotations are not listed (there can be thousands). */
  moves(player) {
    if (this.gameover) {
      return [];
    }
    return [...ask("legal", { position: this.#positionFor(player), ruleset: RULESET }).moves];
  }

  /** A uniformly random legal action of pacru's random player, rotations included. */
  randomMove() {
    const seed = Math.floor(Math.random() * 2 ** 31);
    return ask("move", { position: this.position(), ruleset: RULESET, player: "random", seed }).action;
  }

  /** The moves without their choices: "e1-e2", "d9xd6". */
  baseMoves(player) {
    return [...ask("legal", { position: this.#positionFor(player), ruleset: RULESET }).baseMoves];
  }

  /** How far the chevron on a cell may move (R3.2), as pacru's explanation of a step of it states. */
  calcMvPower(cell) {
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
    const contents = this.board.get(to);
    if (contents === undefined || contents.chevron === undefined) {
      fail(`there is no chevron on ${named(to)}`);
    }
    return this.#lastEvents.some((e) => e.type === "Meeting" && (e.fields ?? []).includes(to));
  }

  handleClick(move, row, col, piece) {
    try {
      const before = normalise(move ?? "");
      const cell = cellAt(row, col);
      let next = translated(() => tr.clickNext(this.board, this.currplayer, before, cell, piece));
      next = tr.forcedSteps(next, (s) => this.#ask(s));
      const result = this.validateMove(closed(next));
      return { ...result, move: result.valid ? closed(next) : move };
    } catch (e) {
      return { move, valid: false, message: `That click cannot be used: ${messageOf(e)}` };
    }
  }

  validateMove(m) {
    try {
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
      return { valid: false, message: tr.refusal(answer).message };
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
      stack: this.stack.map((e) => ({ ...e, _results: structuredClone(e._results), board: copyBoard(e.board) })),
    };
  }

  moveState() {
    return {
      _version: PacruGame.gameinfo.version,
      _results: structuredClone(this.results),
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
    c.results = structuredClone(this.results);
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
