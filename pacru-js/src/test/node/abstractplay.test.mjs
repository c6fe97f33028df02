// pacru/abstractplay: the drop-in PacruGame for Abstract Play's gameslib. Abstract Play's own five Pacru
// tests (test/games/pacru.test.ts of AbstractPlay/gameslib) rewritten against it, replays of Abstract
// Play move lists, click sequences, RULES.md §11 (D1–D7), and bad input.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { conformanceDir, lines, packageDir } from "./common.mjs";

const { PacruGame, engine } = await import(pathToFileURL(join(packageDir, "abstractplay.mjs")).href);

const S = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
const FILES = "abcdefghi";

/** The nine cells of the borderland around a centre (b2, b5, … h8). */
function borderland(centre) {
  const f = FILES.indexOf(centre[0]);
  const r = Number(centre[1]);
  const cells = [];
  for (let df = -1; df <= 1; df++) {
    for (let dr = -1; dr <= 1; dr++) {
      cells.push(`${FILES[f + df]}${r + dr}`);
    }
  }
  return cells;
}

/** Abstract Play's test start: its two-player start before 2025's change, set up on the board. */
function old2PStart() {
  const g = new PacruGame(2);
  g.board.clear();
  for (const [cell, owner, facing] of [["a9", 1, "SE"], ["c9", 2, "S"], ["g9", 1, "S"], ["a5", 2, "E"], ["i5", 1, "W"],
    ["c1", 2, "N"], ["g1", 1, "N"], ["i1", 2, "NW"]]) {
    g.board.set(cell, { chevron: { owner, facing } });
  }
  return g;
}

function rowCol(cell) {
  const [col, row] = PacruGame.algebraic2coords(cell);
  return [row, col];
}

/** Everything observable of a game, to compare before and after a rejected call. */
function snapshot(g) {
  return JSON.stringify([g.serialize(), [...g.board.entries()], g.currplayer, g.results, g.lastmove, g.gameover, g.winner, g.render()]);
}

// --- Abstract Play's five tests, against the drop-in ------------------------------------------------

test("AP test 1, side effects: a border crossing onto neutral or opponent's fields, a connection, after a capture too", () => {
  let g = old2PStart();
  assert.deepEqual([...g.getSideEffects("g9", "f8")], ["blChange"]);
  for (const cell of borderland("e8")) {
    g.board.set(cell, { tile: cell === "f8" ? 1 : 2 });
  }
  assert.deepEqual([...g.getSideEffects("g9", "f8")], ["blTransform"]);
  for (const cell of borderland("e8")) {
    g.board.delete(cell);
  }
  g.board.set("e7", { tile: 1 });
  g.board.set("i9", { tile: 1 });
  g.board.set("i8", { tile: 1 });
  g.board.set("g9", { tile: 1, chevron: { owner: 1, facing: "S" } });
  assert.ok(g.baseMoves().includes("g9-e7"));
  const effects = g.getSideEffects("g9", "e7");
  assert.deepEqual([...effects].sort(), ["blChange", "connChange"]);
  assert.equal(g.board.has("f8"), false);
  g.executeMove("g9-e7(*)");
  assert.equal(g.board.get("f8")?.tile, 1, "the connection fills f8 (R4.5)");

  // a crossing after a capture
  g = old2PStart();
  g.board.set("d9", { chevron: { owner: 1, facing: "S" } });
  for (const cell of ["i9", "i8", "i7", "e9", "e8", "e7"]) {
    g.board.set(cell, { tile: 1 });
  }
  g.board.set("d6", { chevron: { owner: 2, facing: "S" } });
  assert.ok(g.baseMoves().includes("d9xd6"));
  assert.deepEqual([...g.getSideEffects("d9", "d6", true)], ["blChange"]);

  // converting after a capture
  g = old2PStart();
  g.board.set("d9", { chevron: { owner: 1, facing: "S" } });
  for (const cell of ["i9", "i8", "i7", "e9", "e8", "e7"]) {
    g.board.set(cell, { tile: 1 });
  }
  for (const cell of borderland("e5")) {
    g.board.set(cell, cell === "d6" ? { tile: 2, chevron: { owner: 2, facing: "S" } } : { tile: 2 });
  }
  assert.ok(g.baseMoves().includes("d9xd6"));
  assert.deepEqual([...g.getSideEffects("d9", "d6", true)], ["blTransform"]);

  // the crossing claims the last neutral field, the one moved onto
  g = old2PStart();
  for (const cell of borderland("e8")) {
    if (cell !== "f8") {
      g.board.set(cell, { tile: 2 });
    }
  }
  assert.ok(g.baseMoves().includes("g9-f8"));
  assert.deepEqual([...g.getSideEffects("g9", "f8")], ["blChange"]);
  const v = g.validateMove("g9-f8(f8)");
  assert.equal(v.valid, true, v.message);
  assert.equal(v.complete, 1);
});

test("AP test 2, pincers: two chevrons attack, either captures and marks the field (R5)", () => {
  const g = old2PStart();
  g.board.set("e9", { chevron: { owner: 1, facing: "S" } });
  for (const cell of ["i9", "i8", "d9", "d8"]) {
    g.board.set(cell, { tile: 1 });
  }
  g.board.set("e7", { chevron: { owner: 2, facing: "S" } });
  assert.ok(g.baseMoves().includes("e9xe7"));
  assert.ok(g.baseMoves().includes("g9xe7"));
  const completions = g.moves().filter((m) => m.startsWith("e9xe7"));
  assert.ok(completions.length > 0);
  g.executeMove(completions[0]);
  const contents = g.board.get("e7");
  assert.equal(contents?.tile, 1);
  assert.equal(contents?.chevron?.owner, 1);
  assert.deepEqual(g.results.slice(0, 2), [{ type: "move", from: "e9", to: "e7" }, { type: "capture", where: "e7" }]);
});

test("AP test 3, meetings: the threshold (R6.1), a chevron without a marker, the bonus field (R6.2)", () => {
  // not enough opponent's markers: no meeting
  let g = old2PStart();
  g.board.set("g9", { tile: 1, chevron: { owner: 1, facing: "S" } });
  g.board.set("g8", { tile: 1 });
  g.board.set("g7", { tile: 1, chevron: { owner: 1, facing: "N" } });
  g.executeMove("g9-g8");
  assert.equal(g.isMeeting("g8"), false);

  // enough: the move must name its bonus field (R6.2; Abstract Play executed it without, D1)
  g = old2PStart();
  g.board.set("g9", { tile: 1, chevron: { owner: 1, facing: "S" } });
  g.board.set("g8", { tile: 1 });
  g.board.set("g7", { tile: 1, chevron: { owner: 1, facing: "N" } });
  for (const cell of borderland("e5")) {
    g.board.set(cell, { tile: 2 });
  }
  assert.throws(() => g.executeMove("g9-g8"), /R9\.2|R6\.2/);
  const v = g.validateMove("g9-g8(e5)");
  assert.equal(v.valid, true, v.message);
  assert.equal(v.complete, 1);
  g.executeMove("g9-g8(e5)");
  assert.equal(g.isMeeting("g8"), true);
  assert.equal(g.board.get("e5")?.tile, 1, "the bonus converts e5 (R6.2)");

  // no marker under the chevron moved: no meeting
  g = old2PStart();
  g.board.set("g9", { tile: 1, chevron: { owner: 1, facing: "S" } });
  g.board.set("g7", { tile: 1, chevron: { owner: 1, facing: "N" } });
  for (const cell of borderland("e5")) {
    g.board.set(cell, { tile: 2 });
  }
  g.executeMove("g9-g8");
  assert.equal(g.isMeeting("g8"), false);
});

test("AP test 4, cell validation: capture, crossing and meeting together; each wrong choice refused with its rule", () => {
  const g = old2PStart();
  for (const cell of borderland("b5")) {
    g.board.set(cell, { tile: 2 });
  }
  g.board.set("d3", { chevron: { owner: 1, facing: "N" } });
  g.board.set("e3", { chevron: { owner: 1, facing: "N" } });
  g.board.set("e4", { chevron: { owner: 2, facing: "N" } });
  g.board.set("e5", { tile: 1, chevron: { owner: 1, facing: "S" } });
  g.board.set("i8", { tile: 1 });
  const ok = g.validateMove("e3xe4(e6, i9)");
  assert.equal(ok.valid, true, ok.message);
  assert.equal(ok.complete, 1);
  for (const [m, rule] of [["e3xe4(e7, i9)", "R4.4"], ["e3xe4(e4, i9)", "R4.4"], ["e3xe4(e6, g9)", "R6.2"],
    ["e3xe4(e6, i9, i8)", "NOTATION"], ["e3xe4(e6, i8)", "R6.2"]]) {
    const r = g.validateMove(m);
    assert.equal(r.valid, false, m);
    assert.match(r.message, new RegExp(rule.replace(".", "\\.")), `${m}: ${r.message}`);
  }
});

test("AP test 5, the connection-change bug: a connection that also crosses a border is one choice, * (R4.5)", () => {
  // Abstract Play's test reads a real game's state; here the same kind of move on a board set up for it:
  // f7 (range 3: markers f7, d8, e8 in borderland e8) moves along its facing to its own marker on i4.
  const g = old2PStart();
  for (const cell of ["d8", "e8", "i4"]) {
    g.board.set(cell, { tile: 1 });
  }
  g.board.set("f7", { tile: 1, chevron: { owner: 1, facing: "SE" } });
  assert.deepEqual([...g.getSideEffects("f7", "i4")].sort(), ["blChange", "connChange"]);
  const v = g.validateMove("f7-i4(*)");
  assert.equal(v.valid, true, v.message);
  assert.equal(v.complete, 1);
  g.move("f7-i4(*)");
  assert.equal(g.lastmove, "f7-i4(*)");
  assert.equal(g.board.get("i4")?.chevron?.owner, 1);
  assert.equal(g.board.get("g6")?.tile, 1, "the connection fills g6 and h5 (R4.5)");
  assert.equal(g.board.get("h5")?.tile, 1);
  assert.equal(g.currplayer, 2);
});

// --- replays of Abstract Play move lists -------------------------------------------------------------

test("every legal action of play-abstractplay.tsv: validateMove complete, move() gives pacru's next position", () => {
  let n = 0;
  for (const line of lines(join(conformanceDir, "play-abstractplay.tsv"))) {
    const [position, action, after] = line.split("\t");
    const g = PacruGame.fromPosition(position);
    const v = g.validateMove(action);
    assert.equal(v.valid, true, `${position} ${action}: ${v.message}`);
    assert.equal(v.complete, 1, `${position} ${action}`);
    g.move(action);
    const expected = PacruGame.fromPosition(after);
    assert.deepEqual([...g.board.entries()].sort(), [...expected.board.entries()].sort(), `${position} ${action}`);
    if (!g.gameover) {
      assert.equal(g.position(), after, `${position} ${action}`);
    }
    assert.equal(g.gameover, expected.gameover);
    n++;
  }
  assert.ok(n > 9000, `${n} lines`);
});

/** Plays a seeded game of pacru's computer players; returns the actions. */
function seededActions(players, seed) {
  const actions = [];
  let position;
  for (let ply = 0; ply < 150; ply++) {
    const chosen = engine.move({ players, position, ruleset: "abstractplay", player: seed % 2 === 0 ? "random" : "greedy", seed: seed * 1000 + ply });
    if ("error" in chosen) {
      assert.equal(chosen.error.code, "game-over", JSON.stringify(chosen.error));
      break;
    }
    actions.push(chosen.action);
    position = chosen.position;
  }
  return actions;
}

test("seeded games as Abstract Play move lists, its automatic passes included, replay ply by ply into pacru's states", () => {
  let passes = 0;
  let outForRounds = 0;
  for (const players of [2, 3, 4]) {
    for (let seed = 1; seed <= 6; seed++) {
      const actions = seededActions(players, seed);
      const replay = engine.replay({ players, ruleset: "abstractplay", actions });
      assert.ok(!("error" in replay));
      // The game as Abstract Play records it: each action, and a pass whenever the turn comes to a
      // player who is out (R8.1, R8.2), as its engine enters them.
      const recorder = new PacruGame(players);
      for (const a of actions) {
        recorder.move(a);
      }
      const list = recorder.stack.slice(1).map((e) => e.lastmove);
      // the Java adapter writes the same list, passes included
      assert.deepEqual(list, replay.abstractplay);
      // one entry per seat in turn order, round after round: a pass each time the turn comes to a
      // player who is out, however long ago they went out (R8.2, R8.5)
      const passesOf = new Map();
      for (let i = 1; i < recorder.stack.length; i++) {
        assert.equal(recorder.stack[i].currplayer, recorder.stack[i - 1].currplayer % players + 1, `entry ${i}`);
        if (recorder.stack[i].lastmove === "pass") {
          const passer = recorder.stack[i - 1].currplayer;
          passesOf.set(passer, (passesOf.get(passer) ?? 0) + 1);
        }
      }
      outForRounds = Math.max(outForRounds, ...passesOf.values(), 0);
      // Replaying that list: each action valid and complete, each pass where the drop-in enters it.
      const g = new PacruGame(players);
      for (let i = 0; i < list.length; i++) {
        const entry = list[i];
        if (entry === "pass") {
          passes++;
          assert.equal(g.stack[i + 1]?.lastmove, "pass", `entry ${i + 1}: the pass is entered automatically (R8.1)`);
          // the player who passes is out (R8.2): as Abstract Play shows it, their chevrons stay on the
          // board until this pass removes them
          const passer = g.stack[i].currplayer;
          assert.ok(![...g.stack[i + 1].board.values()].some((c) => c.chevron?.owner === passer),
            `entry ${i + 1}: player ${passer}, who passes, is out (R8.2)`);
          continue;
        }
        assert.equal(g.stack.length, i + 1, `entry ${i + 1}`);
        const v = g.validateMove(entry);
        assert.equal(v.valid, true, `entry ${i + 1} ${entry}: ${v.message}`);
        assert.equal(v.complete, 1, `entry ${i + 1} ${entry}`);
        g.move(entry);
        const ply = replay.plies[list.slice(0, i + 1).filter((m) => m !== "pass").length - 1];
        assert.deepEqual([...g.board.entries()].sort(), [...PacruGame.fromPosition(ply.position).board.entries()].sort(), `entry ${i + 1}`);
      }
      assert.equal(g.stack.length, list.length + 1);
      assert.equal(g.gameover, replay.outcome !== null);
      if (replay.outcome !== null) {
        assert.deepEqual(g.winner, [["A", "B", "C", "D"].indexOf(replay.outcome.winner) + 1]);
        assert.equal(g.moves().length, 0);
        assert.throws(() => g.move(actions[0]), /R8\.3/);
      }
      // through the serialized state, as Abstract Play stores a game between moves
      const reloaded = new PacruGame(g.serialize());
      assert.equal(reloaded.serialize(), g.serialize());
      assert.equal(reloaded.position(), g.position());
    }
  }
  assert.ok(passes > 0, "some games had eliminations");
  assert.ok(outForRounds >= 3, `a player passed in three rounds or more (most: ${outForRounds})`);
});

// --- clicks ---------------------------------------------------------------------------------------

/** Clicks an action's cells in Abstract Play's way; returns the click results. */
function clickThrough(g, action, facing) {
  const out = [];
  let move = "";
  const click = (cell, piece) => {
    const [row, col] = cell === undefined ? [-1, -1] : rowCol(cell);
    const r = g.handleClick(move, row, col, piece);
    assert.equal(r.valid, true, `${action}: click ${cell ?? piece} after '${move}': ${r.message}`);
    move = r.move;
    out.push(r);
  };
  const from = action.slice(0, 2);
  const rotation = /^[a-i][1-9][<>]/.test(action);
  const paren = action.indexOf("(");
  const choices = paren < 0 ? [] : action.slice(paren + 1, -1).split(",");
  click(from);
  if (rotation) {
    click(from);
    const [x, y] = PacruGame.algebraic2coords(from);
    const d = { N: [0, -1], NE: [1, -1], E: [1, 0], SE: [1, 1], S: [0, 1], SW: [-1, 1], W: [-1, 0], NW: [-1, -1] }[facing];
    const tx = x + d[0];
    const ty = y + d[1];
    if (tx >= 0 && tx < 9 && ty >= 0 && ty < 9) {
      click(PacruGame.coords2algebraic(tx, ty));
    } else {
      click(undefined, `${tx},${ty}`);
    }
  } else {
    click(action.slice(3, 5));
  }
  for (const c of choices) {
    const current = move.indexOf("(") < 0 ? [] : move.slice(move.indexOf("(") + 1, -1).split(",");
    if (current.includes(c)) {
      continue;  // the drop-in took a step that was the only one (R4.5, R4.4)
    }
    click(c === "*" ? from : c);
  }
  return { move, out };
}

/** The first legal action of the vectors matching a test, with its position and the position after it. */
function findAction(matches) {
  for (const line of lines(join(conformanceDir, "play-abstractplay.tsv"))) {
    const [position, action, after] = line.split("\t");
    const applied = engine.apply({ position, action, ruleset: "abstractplay" });
    if (matches(action, applied)) {
      return { position, action, after };
    }
  }
  throw new Error("no such action in the vectors");
}

test("click sequences through handleClick: a move, a border crossing, a connection, a meeting bonus, a capture, a rotation", () => {
  const cases = {
    move: findAction((a) => /^[a-i][1-9]-[a-i][1-9]$/.test(a)),
    crossing: findAction((a) => /^[a-i][1-9]-[a-i][1-9]\([a-i][1-9]\)$/.test(a)),
    connection: findAction((a) => /\(\*\)$/.test(a)),
    capture: findAction((a) => a.includes("x")),
    rotation: findAction((a) => /[<>]/.test(a)),
  };
  for (const [name, { position, action, after }] of Object.entries(cases)) {
    const g = PacruGame.fromPosition(position);
    const facing = /[<>]/.test(action) ? PacruGame.fromPosition(after).board.get(action.slice(0, 2)).chevron.facing : undefined;
    const { move, out } = clickThrough(g, action, facing);
    assert.equal(move, action, name);
    assert.equal(out[out.length - 1].complete, 1, `${name}: ${action}`);
    for (const r of out.slice(0, -1)) {
      assert.notEqual(r.complete, 1, `${name}: ${r.move} is not yet whole`);
    }
    g.move(move);
    assert.equal(g.position().split(" ")[0], after.split(" ")[0], name);
  }
  // a meeting's bonus field (R6.2), on Abstract Play's test board (the vectors have no meeting)
  const m = old2PStart();
  m.board.set("g9", { tile: 1, chevron: { owner: 1, facing: "S" } });
  m.board.set("g8", { tile: 1 });
  m.board.set("g7", { tile: 1, chevron: { owner: 1, facing: "N" } });
  for (const cell of borderland("e5")) {
    m.board.set(cell, { tile: 2 });
  }
  const { move, out } = clickThrough(m, "g9-g8(e5)");
  assert.equal(move, "g9-g8(e5)");
  assert.equal(out[1].complete, -1, "g9-g8 still needs its bonus field");
  assert.equal(out[2].complete, 1);
  m.move(move);
  assert.equal(m.board.get("e5")?.tile, 1);
  // a click that makes no sense is refused and keeps the move so far
  const g = new PacruGame(2);
  const r = g.handleClick("e1", ...rowCol("e5"));
  assert.equal(r.valid, false);
  assert.equal(r.move, "e1");
  assert.match(r.message, /R3/);
});

// --- RULES.md §11 -----------------------------------------------------------------------------------

const C3 = "a.AN2cc1c1/1cccCSWac1cc/2c5c/1.CWc4.CSE1/2.AW1ac3/c1ac2ccc/1c1c3c1/b3cbcc1/1c2c1.AS1c C 3";
const DEFECTS = [
  ["D1", S, "a3-b4", "R9.2"],
  ["D1", S, "a3", "R9.1"],
  ["D2", ".CSW1c1dc3/.BNWdb3a2/.BW4c2.BE/4d2d1/1d1d2c1a/1db2d3/1b2c4/a1b.CSE1cCW3/ddc5c C 4", "d2-e2(e2)", "R6.1"],
  ["D3", "b1bbabb1b/3aabab1/bbbaaa3/1bbb1bba1/2b1bbb2/aaBSWa1aASEabbb/3aBNWaaaAEaAWa/b1bb2abb/a.BNEbASW1aabaANWb A 2", "h1-f3(d2,a3)", "R4.4"],
  ["D4", C3, "d8>(e9,f9,h9)", "R7.1"],
  ["D4", C3, "d8>(e9)", "R7.1"],
  ["D5", S, "e1-e20", "NOTATION"],
  ["D5", S, "a10-b2", "NOTATION"],
  ["D5", C3, "d8<>(e9,f9)", "NOTATION"],
  ["D5", C3, "d8>(e9,e9)", "R7.1"],
  ["D6", "6b2/2.ANW6/8aAE/3b1aa.BSE1/1b2.BSE2a1/3.BWaaANW1b1/3b.ANW4/4a2a1/5.BE3 A 2", "f4-f6(a1)", "R4.5"],
  ["D7", "bbbbbabBS1a/baa1baba1/1babbb3/baaababBNEba/1b1baAWab2/abab1b1b.AW/a2babBEbba/b.BE1a1ab1a/aaba1baba B 2", "g6-g8(*,g7)", "R6.2"],
  ["D7", "1abbASbBWbbbaAS/aaaa1abaa/a1ab1bbba/1abbaaaaaANW/ab1bBNE1aaaa/ba1bBSa1bab/babbbAWbbaa/1ba.BWba1ba/abaaabbab A 2", "i6-i8(a2,g7)", "R9.2"],
];

for (const [defect, position, m, rule] of DEFECTS) {
  test(`RULES.md §11 ${defect}: '${m}' is refused with ${rule}, and the game is unchanged`, () => {
    const g = PacruGame.fromPosition(position);
    const before = snapshot(g);
    const v = g.validateMove(m);
    assert.notEqual(v.valid === true && v.complete === 1, true, `${m} is not a whole legal action`);
    assert.throws(() => g.move(m), (e) => {
      assert.ok(e instanceof Error);
      assert.ok(e.message.includes(rule), e.message);
      return true;
    });
    assert.equal(snapshot(g), before);
  });
}

// --- bad input --------------------------------------------------------------------------------------

test("bad move strings: validateMove answers valid false with a message citing the rule; move() throws and changes nothing", () => {
  const g = new PacruGame(3);
  g.move(g.moves()[0]);
  const before = snapshot(g);
  for (const m of ["j1-j2", "a0-a1", "e1--e2", "e1-e2)", "(*)", "e1-e2(*", "xx", "pass", "a3-b4(c6,c6)", "e9-e8", "d8>>>(a1)", "e1-e2(z9)"]) {
    const v = g.validateMove(m);
    if (v.valid) {
      assert.notEqual(v.complete, 1, m);
    } else {
      assert.match(v.message, /(R\d+(\.\d+)?)|NOTATION/, `${m}: ${v.message}`);
    }
    assert.throws(() => g.move(m), Error, m);
    assert.equal(snapshot(g), before, m);
  }
  assert.equal(g.handleClick("", 12, 3).valid, false);
  assert.equal(snapshot(g), before);
});

test("bad states: the constructor and load() throw an Error naming the problem; a rejected state changes no game", () => {
  const g = new PacruGame(2);
  g.move("a3-b4(c6)");
  const good = g.serialize();
  const state = () => JSON.parse(good, (k, v) => (v !== null && typeof v === "object" && v.dataType === "Map" ? new Map(v.value) : v));
  const cases = [
    [5, /R1\.5/],
    ["not a state", /neither JSON nor base64|not JSON/],
    ["{\"game\": \"pacru\"", /not valid JSON/],
    [good.replace("\"pacru\"", "\"tintas\""), /tintas/],
    [good.replaceAll("20250205", "19990101"), /version "19990101"/],
    [(() => { const s = state(); s.stack[1].board.set("j5", { tile: 1 }); return s; })(), /unknown cell "j5"/],
    [(() => { const s = state(); s.stack[1].board.set("e5", { tile: 7 }); return s; })(), /R1\.5/],
    [(() => { const s = state(); s.stack[0].board.set("e5", { chevron: { owner: 1, facing: "UP" } }); return s; })(), /chevron on e5/],
    [(() => { const s = state(); s.stack = []; return s; })(), /no stack/],
    [(() => { const s = state(); s.numplayers = 6; return s; })(), /R1\.5/],
    [(() => { const s = state(); s.stack[1].currplayer = 3; return s; })(), /stack entry 1: the player to move is not 1 to 2/],
    [(() => { const s = state(); s.stack[1].board = [...s.stack[1].board]; return s; })(), /stack entry 1: the board is not a Map/],
  ];
  for (const [input, message] of cases) {
    assert.throws(() => new PacruGame(input), (e) => {
      assert.ok(e instanceof Error);
      assert.match(e.message, message);
      return true;
    });
  }
  const before = snapshot(g);
  assert.throws(() => g.load(5), /could not load stack entry 5/);
  assert.throws(() => g.load(-3), /could not load/);
  assert.equal(snapshot(g), before);
  // a board edited into nonsense is refused by the next call that reads it, not repaired
  const h = new PacruGame(good);
  h.board.set("z1", { tile: 1 });
  assert.match(h.validateMove("e9-e8").message, /unknown cell "z1"/);
  assert.throws(() => h.move("e9-e8"), /unknown cell "z1"/);
  assert.equal(h.stack.length, 2);
});

test("Abstract Play's stored form, base64 of gzipped JSON, is read on Node.js 22 (where zlib is at hand), else refused by name", async () => {
  const g = new PacruGame(2);
  g.move("a3-b4(c6)");
  const { gzipSync } = await import("node:zlib");
  const stored = gzipSync(Buffer.from(g.serialize(), "utf8")).toString("base64");
  if (typeof process.getBuiltinModule === "function") {
    const h = new PacruGame(stored);
    assert.equal(h.serialize(), g.serialize());
  } else {
    assert.throws(() => new PacruGame(stored), /base64 of gzipped JSON is read only on Node\.js 22/);
  }
  assert.throws(() => new PacruGame(stored.slice(0, 40)), /PacruGame: /);
});

test("state, moveState, clone, load and render keep Abstract Play's shapes", () => {
  const g = new PacruGame(2);
  assert.equal(PacruGame.gameinfo.uid, "pacru");
  g.move("a3-b4(c6)");
  g.move("e9-e8");
  const c = g.clone();
  c.move(c.moves()[0]);
  assert.equal(g.stack.length, 3, "the clone is independent");
  assert.equal(c.stack.length, 4);
  g.load(1);
  assert.equal(g.currplayer, 2);
  assert.equal(g.lastmove, "a3-b4(c6)");
  assert.deepEqual(g.results, [{ type: "move", from: "a3", to: "b4" }, { type: "claim", where: "c6" }]);
  const rep = g.render();
  assert.equal(rep.pieces.split("\n").length, 9);
  assert.equal(rep.pieces.split("\n")[3].split(",")[2], "A_x", "c6 carries A's marker: row 3, column 2");
  assert.deepEqual(rep.annotations?.[0], { type: "move", targets: [{ row: 6, col: 0 }, { row: 5, col: 1 }] });
  assert.deepEqual(g.sidebarScores(), [{ name: "Markers", scores: [1, 0] }]);
  assert.equal(g.calcMvPower("b4"), 1);
  assert.equal(g.moveState().currplayer, 2);
  assert.ok(g.randomMove().length >= 5);
  const partial = new PacruGame(2).move("a3-b4", { partial: true });
  assert.equal(partial.render().annotations?.at(-1)?.targets.length, 9, "the nine fields to claim are highlighted (R4.4)");
  assert.equal(partial.stack.length, 1);
});

// --- bounded states, one error for every bad argument -------------------------------------------------

/** Runs f with Node's zlib.gunzipSync (the one PacruGame reaches) recorded: the options of each call, and how it ended. */
async function withGunzipRecorded(f) {
  const zlib = process.getBuiltinModule("node:zlib");
  const real = zlib.gunzipSync;
  const calls = [];
  zlib.gunzipSync = (buffer, options) => {
    const call = { options, outcome: "returned" };
    calls.push(call);
    try {
      const out = real(buffer, options);
      call.bytes = out.length;
      return out;
    } catch (e) {
      call.outcome = e.code;
      throw e;
    }
  };
  try {
    await f();
  } finally {
    zlib.gunzipSync = real;
  }
  return calls;
}

test("a base64 state that inflates past PacruGame.limits.stateBytes (2 MB of base64, 1.6 GB inflated) is refused: inflating stops at the limit", async (t) => {
  if (typeof process.getBuiltinModule !== "function") {
    t.skip("no process.getBuiltinModule: base64 states are refused by name on this Node.js");
    return;
  }
  const { gzipSync } = await import("node:zlib");
  const limit = PacruGame.limits.stateBytes;
  assert.equal(limit, 16 * 1024 * 1024);
  const member = gzipSync(Buffer.alloc(limit, " "));     // gzip members one after another inflate to their sum
  const bomb = Buffer.concat(new Array(100).fill(member)).toString("base64");
  assert.ok(bomb.length > 2_000_000 && bomb.length < limit, `${bomb.length} characters of base64`);
  const calls = await withGunzipRecorded(() => {
    assert.throws(() => new PacruGame(bomb), /^Error: PacruGame: the state inflates to more than 16777216 bytes of JSON, the most a state may have/);
  });
  assert.equal(calls.length, 1);
  assert.equal(calls[0].options.maxOutputLength, limit, "inflating is bounded by the limit");
  assert.equal(calls[0].outcome, "ERR_BUFFER_TOO_LARGE", "zlib stopped at the limit");

  // within the limit, the stored form reads as before
  const g = new PacruGame(2).move("a3-b4(c6)");
  const stored = gzipSync(Buffer.from(g.serialize(), "utf8")).toString("base64");
  const read = await withGunzipRecorded(() => {
    assert.equal(new PacruGame(stored).serialize(), g.serialize());
  });
  assert.equal(read[0].options.maxOutputLength, limit);
});

test("a state text longer than PacruGame.limits.stateBytes is refused unread: JSON.parse never sees it", () => {
  const text = `{"game":"pacru",${" ".repeat(PacruGame.limits.stateBytes)}}`;
  const parse = JSON.parse;
  let parsed = 0;
  JSON.parse = (...args) => {
    parsed++;
    return parse(...args);
  };
  try {
    assert.throws(() => new PacruGame(text), /^Error: PacruGame: the state is 16777233 characters long, more than the 16777216 a state may have$/);
  } finally {
    JSON.parse = parse;
  }
  assert.equal(parsed, 0);
});

test("a stack of 100,000 entries is refused before any entry is read, as an object, as JSON and as base64 of gzip; 10,000 (the limit) is read, and move() never writes more", async () => {
  const g = new PacruGame(2).move("a3-b4(c6)");
  const state = g.state();
  let reads = 0;
  const entries = new Array(100_000).fill(state.stack[1]);
  state.stack = new Proxy(entries, {
    get(target, key) {
      if (typeof key === "string" && /^\d+$/.test(key)) {
        reads++;
      }
      return Reflect.get(target, key);
    },
  });
  const refused = /^Error: PacruGame: the state's stack has 100000 entries, more than the 10000 a state may have$/;
  assert.throws(() => new PacruGame(state), refused);
  assert.equal(reads, 0, "no stack entry was read");
  const small = { _version: "20250205", _results: [], currplayer: 1, board: { dataType: "Map", value: [] } };
  const json = JSON.stringify({ game: "pacru", numplayers: 2, variants: [], gameover: false, winner: [], stack: new Array(100_000).fill(small) });
  assert.ok(json.length < PacruGame.limits.stateBytes, "within the size limit: the stack's own limit refuses it");
  assert.throws(() => new PacruGame(json), refused);
  if (typeof process.getBuiltinModule === "function") {
    const { gzipSync } = await import("node:zlib");
    assert.throws(() => new PacruGame(gzipSync(json).toString("base64")), refused);
  }

  const most = g.state();
  most.stack = Array.from({ length: PacruGame.limits.stackEntries }, (_, i) => ({ ...most.stack[i % 2] }));
  const full = new PacruGame(most);
  assert.equal(full.stack.length, 10_000);
  const before = snapshot(full);
  assert.throws(() => full.move(full.moves()[0]), /^Error: PacruGame: the game's stack would have more than 10000 entries, the most a state may have/);
  assert.equal(snapshot(full), before, "the refused move changed nothing");
});

test("every member refuses an argument of the wrong type or range with PacruGame's Error naming it, never a TypeError or a wrong answer", () => {
  const g = new PacruGame(2).move("a3-b4(c6)");
  const before = snapshot(g);
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  const cases = [
    [() => g.moves(5), /^PacruGame: moves: the player is 1 to 2, not 5$/],
    [() => g.moves(3), /^PacruGame: moves: the player is 1 to 2, not 3$/],
    [() => g.baseMoves(10n), /^PacruGame: baseMoves: the player is 1 to 2, not 10n$/],
    [() => g.getPlayerScore(5), /^PacruGame: getPlayerScore: the player is 1 to 2, not 5$/],
    [() => g.getPlayerScore(), /^PacruGame: getPlayerScore: the player is 1 to 2, not undefined$/],
    [() => g.load(Symbol("i")), /^PacruGame: load: the stack index is an integer, not Symbol\("i"\)$/],
    [() => g.load(Object.create(null)), /^PacruGame: load: the stack index is an integer, not \{\}$/],
    [() => g.load(revocable.proxy), /^PacruGame: load: the stack index is an integer, not an object that cannot be read/],
    [() => g.calcMvPower(10n), /^PacruGame: calcMvPower: 10n is not a cell a1 to i9$/],
    [() => g.getSideEffects("b4", Symbol("to")), /^PacruGame: getSideEffects: Symbol\("to"\) is not a cell a1 to i9$/],
    [() => g.getSideEffects("b4", "c5", "yes"), /^PacruGame: getSideEffects: isCapture is a boolean, not "yes"$/],
    [() => g.isMeeting(revocable.proxy), /^PacruGame: isMeeting: an object that cannot be read/],
    [() => g.move("e9-e8", revocable.proxy), /^PacruGame: move's option partial cannot be read: TypeError/],
    [() => g.move("a".repeat(2_000_000)), /^PacruGame: a move string is at most 1000 characters, not 2000000$/],
    [() => PacruGame.fromPosition(Symbol("p")), /^PacruGame: fromPosition: a position is a string of at most 1000 characters/],
    [() => PacruGame.fromPosition(undefined), /^PacruGame: fromPosition: a position is a string/],
    [() => new PacruGame(2, new Array(1e9)), /^PacruGame: variants must be a list of at most 100 strings/],
    [() => new PacruGame(undefined), /^PacruGame: a game is made from 2, 3 or 4 players, a state or its text, not undefined$/],
    [() => new PacruGame(revocable.proxy), /^PacruGame: the state cannot be read: TypeError/],
  ];
  for (const [call, message] of cases) {
    assert.throws(call, (e) => {
      assert.equal(Object.getPrototypeOf(e), Error.prototype, `${e.name}: ${e.message}`);
      assert.match(e.message, message);
      assert.doesNotMatch(e.message, / undefined 2/, "no internal position with undefined to move");
      return true;
    });
  }
  assert.equal(snapshot(g), before, "no refused call changed the game");
  assert.deepEqual([g.getPlayerScore(1), g.getPlayerScore(2)], [1, 0]);
  assert.equal(g.moves(1).length > 0, true, "a player of the game is answered");
});

test("bad parts of a state are refused by name: results that are no JSON data or nest 2,000 deep, a timestamp that is a Symbol, a BigInt or throws", () => {
  const good = () => new PacruGame(2).move("a3-b4(c6)").state();
  let deep = [];
  for (let i = 0; i < 2_000; i++) {
    deep = [deep];
  }
  const cases = [
    [(s) => { s.stack[1]._results = deep; }, /^PacruGame: stack entry 1: the results(\[0\]){16}: the results nest deeper than 16$/],
    [(s) => { s.stack[1]._results = [() => 1]; }, /^PacruGame: stack entry 1: the results\[0\] is a function: results are JSON data/],
    [(s) => { s.stack[1]._results = [{ type: "move", where: 10n }]; }, /^PacruGame: stack entry 1: the results\[0\]\.where is a bigint/],
    [(s) => { s.stack[1]._results = [new Map()]; }, /^PacruGame: stack entry 1: the results\[0\] is not a plain object: a Map of 0 entries$/],
    [(s) => { s.stack[1]._timestamp = Symbol("t"); }, /^PacruGame: stack entry 1: the timestamp is not a Date, a date string or a number: Symbol\("t"\)$/],
    [(s) => { s.stack[1]._timestamp = 5n; }, /^PacruGame: stack entry 1: the timestamp is not a Date, a date string or a number: 5n$/],
    [(s) => { s.stack[1]._timestamp = { valueOf() { throw new Error("valueOf"); } }; }, /^PacruGame: stack entry 1: the timestamp is not a Date/],
    [(s) => { Object.defineProperty(s.stack[1], "currplayer", { get() { throw new Error("a getter"); } }); },
      /^PacruGame: stack entry 1 cannot be read: Error: a getter$/],
    [(s) => { s.stack[1].board = new Map([...s.stack[1].board, ...Array.from({ length: 100 }, (_, i) => [`x${i}`, {}])]); },
      /^PacruGame: stack entry 1: the board holds 1\d\d entries, more than the 81 cells a1 to i9$/],
  ];
  for (const [spoil, message] of cases) {
    const s = good();
    spoil(s);
    assert.throws(() => new PacruGame(s), (e) => {
      assert.equal(Object.getPrototypeOf(e), Error.prototype, `${e.name}: ${e.message}`);
      assert.match(e.message, message);
      return true;
    });
  }
  const deepText = new PacruGame(2).serialize().replace('"_results":[]', `"_results":${"[".repeat(100_000)}${"]".repeat(100_000)}`);
  assert.throws(() => new PacruGame(deepText), /^Error: PacruGame: stack entry 0: the results(\[0\]){16}: the results nest deeper than 16$/);
  const dated = good();
  dated.stack[1]._timestamp = "2025-02-19T10:00:00.000Z";
  assert.equal(new PacruGame(dated).stack[1]._timestamp.getTime(), Date.UTC(2025, 1, 19, 10));
});

test("the fields a host may assign are checked before a member reads them; a board pacru refuses is named without the position", () => {
  const spoil = (field, value) => {
    const g = new PacruGame(2).move("a3-b4(c6)");
    g[field] = value;
    return g;
  };
  assert.throws(() => spoil("currplayer", 7).moves(), /^Error: PacruGame: the game's currplayer is a player 1 to 2, not 7$/);
  assert.throws(() => spoil("numplayers", 5n).position(), /^Error: PacruGame: the game's numplayers is 2, 3 or 4, not 5n$/);
  assert.throws(() => spoil("stack", new Array(1e9)).state(), /^Error: PacruGame: the game's stack is not a list of at most 10000/);
  assert.throws(() => spoil("board", new Map([["e5", null]])).render(), /^Error: PacruGame: the contents of e5 are not an object$/);
  assert.throws(() => spoil("results", [() => 1]).moveState(), /^Error: PacruGame: the game's results\[0\] is a function/);
  const trap = spoil("winner", new Proxy([], { get() { throw new Error("a trap"); } }));
  assert.throws(() => trap.clone(), /^Error: PacruGame: the game's winner cannot be read \(Error: a trap\)$/);
  assert.match(spoil("gameover", "no").validateMove("e9-e8").message, /^PacruGame: the game's gameover is a boolean, not "no"$/);
  const outOfChevrons = new PacruGame(3);    // A out of chevrons while B and C play on: A cannot be to move (R8.5)
  for (const [cell, contents] of outOfChevrons.board) {
    if (contents.chevron?.owner === 1) {
      outOfChevrons.board.delete(cell);
    }
  }
  assert.throws(() => outOfChevrons.moves(), (e) => {
    assert.match(e.message, /^PacruGame: the board is not a position pacru accepts: R8\.5/);
    assert.doesNotMatch(e.message, /\/9\//, "the position's text is not quoted");
    return true;
  });
});
