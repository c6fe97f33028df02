// One seeded game, played through the package's calls exactly as the JVM's Expectations.game(g)
// plays it (pacru-js/src/test/java/org/pacru/js/Expectations.java): game g has 2 + g % 3 players,
// the standard ruleset for even g and abstractplay for odd; each ply is a move of the random
// player with seed g * 1000 + ply, every seventh ply the greedy player's; at most maxPlies plies.
// The line: g, every action, the final position, the outcome ("*" while the game goes on), tab-separated.

function call(pacru, name, request) {
  const answer = pacru[name](request);
  if ("error" in answer) {
    throw new Error(`${name} ${JSON.stringify(request)}: ${JSON.stringify(answer.error)}`);
  }
  return answer;
}

export function seededGame(pacru, g, maxPlies = 150) {
  const ruleset = g % 2 === 0 ? "standard" : "abstractplay";
  let position = call(pacru, "legal", { players: 2 + (g % 3), ruleset }).position;
  let outcome = null;
  const actions = [];
  for (let ply = 0; ply < maxPlies && outcome === null; ply++) {
    const player = ply % 7 === 6 ? "greedy" : "random";
    const move = call(pacru, "move", { position, ruleset, player, seed: g * 1000 + ply });
    actions.push(move.action);
    position = move.position;
    outcome = move.outcome;
  }
  return `${g}\t${actions.join(" ")}\t${position}\t${outcome === null ? "*" : `${outcome.winner} ${outcome.reason}`}`;
}
