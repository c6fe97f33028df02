// pacru/abstractplay-translate, the one translation layer of pacru/abstractplay and of the gameslib class
// (pacru-js/abstractplay/gameslib), against games recorded from gameslib's current Pacru class
// (gameslib-games.json, written by pacru-js/abstractplay/gameslib/record-games.cjs): its stored states,
// its move lists, and the strings it accepted in error (RULES.md §11). CI has no gameslib: this is what
// runs of the gameslib work without it; prove.sh runs the rest in gameslib's own build.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { pathToFileURL } from "node:url";
import { loadPackage, packageDir } from "./common.mjs";

const tr = await import(pathToFileURL(join(packageDir, "abstractplay-translate.js")).href);
const engine = await loadPackage();
const recorded = JSON.parse(readFileSync(new URL("./gameslib-games.json", import.meta.url), "utf8"));

/** gameslib's stored form: base64 of gzipped JSON, its Maps as {dataType: "Map", value}. */
function storedState(text) {
  return JSON.parse(gunzipSync(Buffer.from(text, "base64")).toString("utf8"), tr.reviver);
}

function boardKey(board) {
  return JSON.stringify([...board.entries()].filter(([, c]) => c.tile !== undefined || c.chevron !== undefined)
    .map(([cell, c]) => [cell, JSON.parse(JSON.stringify(c))]).sort((a, b) => (a[0] < b[0] ? -1 : 1)));
}

function resultsKey(results) {
  return JSON.stringify(results.map((r) => JSON.stringify(r)).sort());
}

test("the recorded data: 2-, 3- and 4-player games of gameslib's class, and strings it accepted in error", () => {
  assert.deepEqual([...new Set(recorded.games.map((g) => g.players))].sort(), [2, 3, 4]);
  assert.ok(recorded.games.every((g) => g.moves.length >= 10));
  assert.ok(recorded.accepted.length > 0);
});

test("gameslib's stored states pass checkState: every stack entry is a position pacru accepts (R1.5, R8.5), copied whole", () => {
  for (const g of recorded.games) {
    const state = storedState(g.stored);
    const checked = tr.checkState(engine, state);
    assert.equal(checked.numplayers, g.players);
    assert.equal(checked.stack.length, g.moves.length + 1);
    for (let i = 0; i < checked.stack.length; i++) {
      assert.equal(boardKey(checked.stack[i].board), boardKey(state.stack[i].board));
      assert.equal(checked.stack[i].currplayer, state.stack[i].currplayer);
    }
  }
});

test("every recorded position goes to pacru's notation and back unchanged (positionOf, the engine's board, boardOf)", () => {
  let n = 0;
  for (const g of recorded.games) {
    for (const entry of storedState(g.stored).stack) {
      if (![...entry.board.values()].some((c) => c.chevron?.owner === entry.currplayer)) {
        continue;  // a player who is out, before the pass gameslib enters for them (R8.1)
      }
      const position = tr.positionOf(entry.board, entry.currplayer, g.players);
      const view = engine.abstractplay({ op: "board", position });
      assert.ok(!("error" in view), `${position}: ${JSON.stringify(view.error)}`);
      assert.equal(boardKey(tr.boardOf(view.cells)), boardKey(entry.board), position);
      assert.equal(tr.playerOf(view.toMove), entry.currplayer);
      n++;
    }
  }
  assert.ok(n > 100, `${n} positions`);
});

test("replaying each recorded move list through the engine and turnEntries gives gameslib's stack: boards, players to move, results, passes, end", () => {
  let entries = 0;
  for (const g of recorded.games) {
    const state = storedState(g.stored);
    let board = state.stack[0].board;
    let player = state.stack[0].currplayer;
    let index = 1;
    while (index < state.stack.length) {
      const move = g.moves[index - 1];
      assert.notEqual(move, "pass", `entry ${index}: a pass gameslib did not enter after an action`);
      const position = tr.positionOf(board, player, g.players);
      const conversion = engine.abstractplay({ op: "move", position, move });
      assert.notEqual(conversion.action, null, `${position} ${move}: ${conversion.problem}`);
      const applied = engine.apply({ position, ruleset: tr.RULESET, action: conversion.action });
      const view = engine.abstractplay({ op: "board", position: applied.position });
      const after = tr.boardOf(view.cells);
      const turn = tr.turnEntries({ action: move, player, numplayers: g.players, before: board, after,
        events: applied.events, toMove: view.toMove, outcome: applied.outcome });
      for (const e of turn.entries) {
        const want = state.stack[index];
        assert.ok(want !== undefined, `${move}: more entries than gameslib wrote`);
        assert.equal(e.lastmove, want.lastmove, `entry ${index}`);
        assert.equal(e.currplayer, want.currplayer, `entry ${index} ${move}`);
        assert.equal(resultsKey(e.results), resultsKey(want._results), `entry ${index} ${move}`);
        assert.equal(boardKey(e.board), boardKey(want.board), `entry ${index} ${move}`);
        index++;
        entries++;
      }
      assert.equal(turn.gameover, state.gameover && index === state.stack.length);
      if (turn.gameover) {
        assert.deepEqual(turn.winner, state.winner);
      }
      board = after;
      player = turn.entries[turn.entries.length - 1].currplayer;
    }
  }
  assert.ok(entries > 100, `${entries} entries`);
});

test("RULES.md §11: each string gameslib's class accepted in error is refused by the engine, naming its defect; developerRefusal() gives the rule", () => {
  const defects = new Set();
  for (const a of recorded.accepted) {
    const answer = engine.abstractplay({ op: "move", position: a.position, move: a.move });
    assert.equal(answer.action, null, `${a.position} ${a.move}`);
    assert.match(answer.problem, new RegExp(`§11 ${a.defect}`));
    const { rule, message } = tr.developerRefusal(answer);
    assert.equal(rule, a.rule);
    assert.ok(message.startsWith(`${rule}:`), message);
    defects.add(a.defect);
  }
  assert.ok(defects.size >= 1);
});

test("clicks: a chevron, a destination, the start cell for the connection; a rotation toward an edge from a buffer strip", () => {
  const board = new Map([["a3", { chevron: { owner: 1, facing: "N" } }], ["e5", { tile: 1 }]]);
  assert.equal(tr.clickNext(board, 1, "", "a3"), "a3");
  assert.equal(tr.clickNext(board, 1, "a3", "a4"), "a3-a4");
  assert.equal(tr.clickNext(board, 1, "a3", "a3"), "a3*");
  assert.equal(tr.clickNext(board, 1, "a3-a5(", "a3"), "a3-a5(*)");
  assert.equal(tr.clickNext(board, 1, "a3*", undefined, "-1,6"), "a3<<", "the west strip, level with a3: 90° left (R7.1)");
  assert.equal(tr.clickNext(board, 1, "a3*", "b4"), "a3>");
  assert.throws(() => tr.clickNext(board, 1, "a3*", "a2"), /R7\.1/, "180° is no rotation");
  assert.throws(() => tr.clickNext(board, 1, "a3*", undefined, "x"), tr.TranslationError);
});

test("bad boards are refused by name: an unknown cell, a marker of no player (R1.5)", () => {
  assert.throws(() => tr.positionOf(new Map([["j1", { tile: 1 }]]), 1, 2), /unknown cell "j1"/);
  assert.throws(() => tr.positionOf(new Map([["a1", { tile: 3 }]]), 1, 2), /R1\.5/);
  assert.throws(() => tr.checkState(engine, { game: "azacru" }), /not of pacru/);
});

/** A stored state of `length` entries: a recorded 2-player game's entries over and over. */
function longState(length) {
  const state = storedState(recorded.games.find((g) => g.players === 2).stored);
  state.stack = Array.from({ length }, (_, i) => ({ ...state.stack[i % state.stack.length] }));
  state.gameover = false;
  state.winner = [];
  return state;
}

/** The package's engine, recording its calls, and seeing the position of one entry as text pacru refuses. */
function recordingEngine(spoiled = -1) {
  const calls = [];
  return {
    calls,
    abstractplay(request) {
      calls.push(request);
      const positions = request.op === "positions" && spoiled >= 0 && spoiled < request.positions.length
        ? request.positions.map((p, i) => (i === spoiled ? p.replace(/ [A-D] (\d)$/, " C 2") : p)) : request.positions;
      return engine.abstractplay({ ...request, positions });
    },
  };
}

test("checkState checks a stack of 300 entries in ONE engine call (abstractplay op positions), not one per entry", () => {
  const recording = recordingEngine();
  const checked = tr.checkState(recording, longState(300));
  assert.equal(checked.stack.length, 300);
  assert.equal(recording.calls.length, 1);
  assert.equal(recording.calls[0].op, "positions");
  assert.equal(recording.calls[0].positions.length, 300);
});

test("checkState names the first stack entry whose position pacru refuses, with what is wrong and not the position's text; a finished game's last entry may be one", () => {
  const at120 = recordingEngine(120);
  assert.throws(() => tr.checkState(at120, longState(300)), (e) => {
    assert.ok(e instanceof tr.TranslationError);
    assert.match(e.message, /^stack entry 120: R1\.5: player C is to move, but the game has 2 players$/);
    return true;
  });
  // Abstract Play's last entry of a finished game may be a position whose player to move is out (R8.5)
  const finished = longState(300);
  finished.gameover = true;
  assert.equal(tr.checkState(recordingEngine(299), finished).stack.length, 300);
  assert.throws(() => tr.checkState(recordingEngine(299), longState(300)), /^TranslationError: stack entry 299: R1\.5/);
});

test("checkState reports a stack's problems in entry order: the engine's before a later entry that cannot be read, and that one before the engine's after it", () => {
  const state = longState(300);
  state.stack[200] = { ...state.stack[200], _version: "19990101" };
  assert.throws(() => tr.checkState(recordingEngine(120), state), /^TranslationError: stack entry 120: R1\.5/);
  const later = recordingEngine(250);
  assert.throws(() => tr.checkState(later, state), /^TranslationError: stack entry 200 is of version "19990101"/);
  assert.equal(later.calls[0].positions.length, 200, "the positions before entry 200 were checked, in one call");
});

test("checkState with entries \"last\": one position for the engine, the last entry copied, the others checked and kept as given", () => {
  const recording = recordingEngine();
  const state = longState(300);
  const checked = tr.checkState(recording, state, { entries: "last" });
  assert.equal(recording.calls.length, 1);
  assert.equal(recording.calls[0].positions.length, 1);
  assert.equal(checked.stack.length, 300);
  assert.ok(checked.stack.slice(0, 299).every((e, i) => e === state.stack[i]), "the past entries as given");
  assert.notEqual(checked.stack[299], state.stack[299], "the last entry copied");
  // the last position is the engine's to check; a past one is not (it is never played from)
  assert.throws(() => tr.checkState(recordingEngine(0), longState(300), { entries: "last" }), /^TranslationError: stack entry 299: R1\.5/);
  const finished = longState(300);
  finished.gameover = true;
  assert.equal(tr.checkState(recordingEngine(0), finished, { entries: "last" }).stack.length, 300);
  // a past entry's version, player to move and board are checked
  for (const [change, message] of [[{ _version: "19990101" }, /stack entry 7 is of version "19990101"/],
    [{ currplayer: 3 }, /stack entry 7: the player to move is not 1 to 2: 3/], [{ board: {} }, /stack entry 7: the board is not a Map/]]) {
    const spoiled = longState(300);
    spoiled.stack[7] = { ...spoiled.stack[7], ...change };
    assert.throws(() => tr.checkState(engine, spoiled, { entries: "last" }), message);
  }
  // the versions a class reads
  assert.throws(() => tr.checkState(engine, longState(3), { versions: ["20261207"] }), /stack entry 0 is of version "20250205"; this engine reads 20261207/);
});

test("parseJson restores Maps and Sets as JSON.parse with gameslib's reviver does, for every recorded stored game", () => {
  const replacer = (_k, v) => (v instanceof Map ? { map: [...v] } : v instanceof Set ? { set: [...v] } : v);
  const gameslibReviver = (_k, v) => (v !== null && typeof v === "object" && v.dataType === "Map" ? new Map(v.value)
    : v !== null && typeof v === "object" && v.dataType === "Set" ? new Set(v.value) : v);
  for (const g of recorded.games) {
    const text = gunzipSync(Buffer.from(g.stored, "base64")).toString("utf8");
    assert.equal(JSON.stringify(tr.parseJson(text), replacer), JSON.stringify(JSON.parse(text, gameslibReviver), replacer));
  }
  const odd = '{"__proto__":{"dataType":"Map","value":[["a",1]]},"s":{"dataType":"Set","value":[1,2]},"n":[{"dataType":"Map","value":[]}]}';
  const parsed = tr.parseJson(odd);
  assert.equal(Object.getPrototypeOf(parsed), Object.prototype, "a key __proto__ stays a data property");
  assert.ok(Object.getOwnPropertyDescriptor(parsed, "__proto__").value instanceof Map);
  assert.deepEqual([...parsed.s], [1, 2]);
  assert.ok(parsed.n[0] instanceof Map);
});

test("checkState refuses a stack of more than MAX_STACK entries before reading any, and bounds results by values and depth", () => {
  let reads = 0;
  const entries = longState(1).stack;
  const state = longState(1);
  state.stack = new Proxy(new Array(tr.MAX_STACK + 1).fill(entries[0]), {
    get(target, key) {
      if (typeof key === "string" && /^\d+$/.test(key)) {
        reads++;
      }
      return Reflect.get(target, key);
    },
  });
  const recording = recordingEngine();
  assert.throws(() => tr.checkState(recording, state), /stack has 10001 entries, more than the 10000 a state may have/);
  assert.equal(reads, 0, "no stack entry was read");
  assert.equal(recording.calls.length, 0, "the engine was not asked");

  const results = longState(2);
  let deep = [];
  for (let i = 0; i < tr.MAX_RESULT_DEPTH; i++) {
    deep = [deep];
  }
  results.stack[1]._results = deep;
  assert.throws(() => tr.checkState(engine, results), /^TranslationError: stack entry 1: the results(\[0\]){16}: the results nest deeper than 16$/);
  results.stack[1]._results = [{ type: "move", from: "a3", to: "b4" }, new Array(tr.MAX_RESULT_VALUES)];
  assert.throws(() => tr.checkState(engine, results), /stack entry 1: the results\[1\]: an array of 1000000 elements, more than the results may hold/);
  results.stack[1]._results = [{ type: "winners", players: [1] }, { type: "eog", reason: "score", note: null }];
  assert.deepEqual(tr.checkState(engine, results).stack[1]._results, results.stack[1]._results, "JSON data is copied whole");
});

test("show() writes at most 200 characters from a value's first parts, never throwing and never calling its code", () => {
  let reads = 0;
  const claimsTenMillion = new Proxy(new Array(1e7), {
    getOwnPropertyDescriptor(target, key) {
      reads++;
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  const text = tr.show(claimsTenMillion);
  assert.ok(text.length <= 201, text);
  assert.ok(reads < 250, `${reads} elements read`);
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  const cyclic = { a: 1 };
  cyclic.self = cyclic;
  let called = false;
  const getter = { get x() { called = true; return 1; }, toJSON() { called = true; }, toString() { called = true; } };
  for (const [value, shown] of [[10n, "10n"], [10n ** 100n, "a BigInt of more than 40 digits"], [Symbol("s"), 'Symbol("s")'],
    [Symbol(), "Symbol()"], [Object.create(null), "{}"], [revocable.proxy, "an object that cannot be read (a revoked Proxy)"],
    [new Number(5), "a boxed number 5"], [new String("x"), 'a boxed string "x"'], [getter, '{"x":(a getter),"toJSON":a function,"toString":a function}'],
    [new Map([["a1", 1]]), "a Map of 1 entries"], [undefined, "undefined"], [NaN, "NaN"], [() => 1, "a function"]]) {
    assert.equal(tr.show(value), shown);
  }
  assert.match(tr.show(cyclic), /^\{"a":1,"self":\{"a":1,"self":\{"a":1,"self":\{…\}\}\}\}$/);
  assert.equal(called, false, "no getter, toJSON or toString of the value ran");
  assert.equal(tr.show("x".repeat(5_000_000)).length, 201);
});
