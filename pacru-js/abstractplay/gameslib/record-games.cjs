// Records the test data of pacru-js/src/test/node/abstractplay-translate.test.mjs from gameslib's current
// Pacru class (a tsc build of an unpatched gameslib checkout): games it plays and stores, for the build's
// test of the translation layer without gameslib.
//   node record-games.cjs OLD_BUILD PACRU_PACKAGE_DIR OUT.json [games=9] [seed=3737]
// Each game: the player count, its move list (the stack's lastmove entries) and the state as gameslib
// stores it (base64 of gzipped JSON). The old class's random player chooses the moves; a string the
// pacru engine refuses (RULES.md §11, D1–D7) is recorded under "accepted" with its position, and the game
// goes on with another move, so the games themselves follow the rules.
"use strict";
const path = require("node:path");
const fs = require("node:fs");

const [oldDir, packageDir, out] = process.argv.slice(2, 5).map((d) => path.resolve(d));
const nGames = Number(process.argv[5] ?? 9);
let seed = Number(process.argv[6] ?? 3737);
Math.random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
};
const { probes } = require("./probes.cjs");
const OLD = require(oldDir).GameFactory;
const { loadSync } = require(packageDir);
const tr = require(fs.existsSync(path.join(packageDir, "abstractplay-translate.cjs"))
    ? path.join(packageDir, "abstractplay-translate.cjs") : path.join(packageDir, "abstractplay-translate.js"));
const engine = loadSync();

const games = [];
const accepted = [];
for (let i = 0; i < nGames; i++) {
    const players = [2, 3, 4][i % 3];
    const g = OLD("pacru", players);
    const plies = 30 + Math.floor(Math.random() * 60);
    for (let k = 0; k < plies && !g.gameover; k++) {
        let done = false;
        for (let attempt = 0; attempt < 20 && !done; attempt++) {
            let m;
            try {
                m = g.randomMove();
            } catch {
                break;
            }
            const position = tr.positionOf(g.board, g.currplayer, g.numplayers);
            const answer = engine.abstractplay({ op: "move", position, move: m });
            if (answer.action === null) {
                if (accepted.length < 40 && /§11 D\d/.test(answer.problem ?? "")) {
                    accepted.push({ position, move: m, defect: /§11 (D\d)/.exec(answer.problem)[1], rule: answer.rule });
                }
                continue;
            }
            // the strings of RULES.md §11 made from it that the old class accepts (on a copy)
            for (const p of probes(m)) {
                const copy = g.clone();
                let oldAccepts = true;
                try {
                    copy.move(p.move);
                } catch {
                    oldAccepts = false;
                }
                const refused = engine.abstractplay({ op: "move", position, move: p.move });
                if (oldAccepts && refused.action === null && /§11 D\d/.test(refused.problem ?? "")
                    && accepted.filter((a) => a.defect === /§11 (D\d)/.exec(refused.problem)[1]).length < 4) {
                    accepted.push({ position, move: p.move, defect: /§11 (D\d)/.exec(refused.problem)[1], rule: refused.rule });
                }
            }
            g.move(m);
            done = true;
        }
        if (!done) {
            break;
        }
    }
    games.push({ players, moves: g.stack.slice(1).map((e) => e.lastmove), stored: g.serialize() });
}
fs.writeFileSync(out, JSON.stringify({ recordedWith: "gameslib b8c3115 src/games/pacru.ts (random moves of its class)", games, accepted }, null, 1) + "\n");
console.log(`${out}: ${games.length} games, ${games.reduce((n, g) => n + g.moves.length, 0)} stack entries, ${accepted.length} strings the class accepted in error`);
