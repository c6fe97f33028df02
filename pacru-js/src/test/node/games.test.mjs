// 200 seeded games (moves of the random and greedy players) and 2,000-iteration MCTS choices through both
// builds, compared with the JVM's (Expectations.game and Expectations.mcts play them the same way).
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { call, jvmDir, lines, loadPackage, outcome } from "./common.mjs";

const GAMES = Number(process.env.PACRU_GAMES);
const MAX_PLIES = Number(process.env.PACRU_MAX_PLIES);

function game(pacru, g) {
  const rs = g % 2 === 0 ? "standard" : "abstractplay";
  let position = call(pacru, "legal", { players: 2 + (g % 3), ruleset: rs }).position;
  let result = null;
  const actions = [];
  for (let ply = 0; ply < MAX_PLIES && result === null; ply++) {
    const player = ply % 7 === 6 ? "greedy" : "random";
    const move = call(pacru, "move", { position, ruleset: rs, player, seed: g * 1000 + ply });
    actions.push(move.action);
    position = move.position;
    result = move.outcome;
  }
  return `${g}\t${actions.join(" ")}\t${position}\t${outcome(result)}`;
}

const jvmGames = lines(join(jvmDir, "games.tsv"));
const jvmMcts = lines(join(jvmDir, "mcts.tsv"));

for (const target of ["wasm", "js"]) {
  test(`${GAMES} seeded games through ${target} equal the JVM's`, async () => {
    const pacru = await loadPackage({ target });
    assert.equal(jvmGames.length, GAMES);
    const started = performance.now();
    let plies = 0;
    for (let g = 0; g < GAMES; g++) {
      const line = game(pacru, g);
      plies += line.split("\t")[1].split(" ").length;
      assert.equal(line, jvmGames[g], `game ${g}`);
    }
    console.log(`${target}: ${GAMES} games, ${plies} plies, identical to the JVM's in ${(performance.now() - started).toFixed(0)} ms`);
  });

  test(`MCTS (2,000 iterations, seed 11) through ${target} chooses as on the JVM`, async () => {
    const pacru = await loadPackage({ target });
    for (const line of jvmMcts) {
      const [players, action] = line.split("\t");
      const started = performance.now();
      const answer = call(pacru, "move", { players: Number(players), player: "mcts:2000", seed: 11 });
      assert.equal(answer.action, action, `${players} players`);
      console.log(`${target}: mcts:2000 from the ${players}-player start in ${(performance.now() - started).toFixed(0)} ms`);
    }
  });
}
