// The proof's game part (run by prove.sh): gameslib's current Pacru class (OLD, a tsc build of the
// unpatched checkout) against the patched one (NEW, on the pacru engine), both through GameFactory("pacru", …).
//   (a) N games played and serialized by OLD (base64 of gzipped JSON, as gameslib stores them) are
//       loaded by NEW, compared with OLD's view of them, and continued to their end;
//   (b) random games played by both classes side by side, ply by ply: every move string is given to
//       both; boards, stack entries (results, player to move), game end and winners must be identical,
//       except where OLD accepts a string the rules forbid (pacru's RULES.md §11, D1–D7), which NEW
//       must refuse naming the defect; both then go on with a move NEW accepts.
// Usage: node compare.cjs OLD_BUILD NEW_BUILD [stored=100] [random=100] [seed=37]
"use strict";
const path = require("node:path");

const [oldDir, newDir] = process.argv.slice(2, 4).map((d) => path.resolve(d));
const nStored = Number(process.argv[4] ?? 100);
const nRandom = Number(process.argv[5] ?? 100);
let seed = Number(process.argv[6] ?? 37);
if (!oldDir || !newDir) {
    console.error("usage: node compare.cjs OLD_BUILD NEW_BUILD [stored] [random] [seed]");
    process.exit(2);
}
// Both classes draw their random moves from Math.random: seeded here, so a run can be repeated.
Math.random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
};
const { probes } = require("./probes.cjs");
const OLD = require(oldDir).GameFactory;
const NEW = require(newDir).GameFactory;
// the client messages in English, as gameslib's backend loads them (both builds share i18next)
require(newDir).addResource("en");

const MAX_PLIES = 300;

/** A board as sorted entries without undefined properties, for comparison. */
function boardKey(board) {
    return JSON.stringify([...board.entries()]
        .map(([cell, c]) => [cell, JSON.parse(JSON.stringify(c))])
        .filter(([, c]) => c.tile !== undefined || c.chevron !== undefined)
        .sort((a, b) => (a[0] < b[0] ? -1 : 1)));
}

/** Results as a sorted list (the two classes may list the same results in another order). */
function resultsKey(results) {
    return JSON.stringify((results ?? []).map((r) => JSON.stringify(r)).sort());
}

function entryKey(e) {
    return JSON.stringify([boardKey(e.board), e.currplayer, resultsKey(e._results), e.lastmove ?? null]);
}

// The engine and the translation layer the patched gameslib installed: the defect (RULES.md §11) a refused
// string shows is in the engine's developer text (its "problem"); a player's message names the rule only.
const fromGameslib = (name) => require(require.resolve(name, { paths: [process.cwd()] }));
const engine = fromGameslib("pacru").loadSync();
const tr = fromGameslib("pacru/abstractplay-translate");

/** The RULES.md §11 defect (D1–D7) of a string the new class refused in `game` (unchanged by the refusal), or null. */
function defectOf(game, m) {
    const position = tr.positionOf(game.board, game.currplayer, game.numplayers);
    const answer = engine.abstractplay({ op: "move", position, move: tr.normalise(m) });
    const d = /§11 (D\d)/.exec(answer.problem ?? "");
    return d === null ? null : d[1];
}

function clientOf(e) {
    return e && e.client !== undefined ? e.client : (e instanceof Error ? e.message : String(e));
}

const report = { stored: { played: 0, loaded: 0, sameView: 0, continued: 0, finished: 0, refusedLoad: [], failedContinue: [] },
    random: { games: 0, plies: 0, identical: 0, probes: 0, probesAlike: 0, probesBothRefuse: 0, defects: {}, otherRefusals: [], mismatches: [], oldRefusesNewAccepts: [], finished: 0, winnersAgree: 0 } };

const t0 = Date.now();
// (a) stored games
for (let i = 0; i < nStored; i++) {
    const players = [2, 3, 4][i % 3];
    const old = OLD("pacru", players);
    const plies = 5 + Math.floor(Math.random() * 150);
    for (let k = 0; k < plies && !old.gameover; k++) {
        let m;
        try {
            m = old.randomMove();
            old.move(m);
        } catch {
            break;  // the old class's random player has no move it can play here
        }
    }
    report.stored.played++;
    const stored = old.serialize();
    let g;
    try {
        g = NEW("pacru", stored);
    } catch (e) {
        report.stored.refusedLoad.push({ game: i, players, plies: old.stack.length - 1, error: clientOf(e) });
        continue;
    }
    report.stored.loaded++;
    if (g.stack.length === old.stack.length && g.stack.every((e, j) => entryKey(e) === entryKey(old.stack[j]))
        && boardKey(g.board) === boardKey(old.board) && g.currplayer === old.currplayer && g.gameover === old.gameover) {
        report.stored.sameView++;
    }
    // a stored game is serialized again the same way (base64 of gzipped JSON) and continues
    const again = NEW("pacru", g.serialize());
    if (again.stack.length !== g.stack.length) {
        report.stored.failedContinue.push({ game: i, error: "serialize/load changed the stack" });
        continue;
    }
    try {
        for (let k = 0; k < MAX_PLIES && !g.gameover; k++) {
            g.move(g.randomMove());
        }
        report.stored.continued++;
        if (g.gameover) {
            report.stored.finished++;
        }
    } catch (e) {
        report.stored.failedContinue.push({ game: i, players, error: clientOf(e) });
    }
}
const t1 = Date.now();

// (b) random games side by side
for (let i = 0; i < nRandom; i++) {
    const players = [2, 3, 4][i % 3];
    let old = OLD("pacru", players);
    const g = NEW("pacru", players);
    report.random.games++;
    let diverged = false;
    for (let ply = 0; ply < MAX_PLIES && !g.gameover && !diverged; ply++) {
        // the string to try: the old class's random player's (which never rotates) or pacru's (every legal action)
        let m;
        try {
            m = ply % 2 === 0 ? old.randomMove() : g.randomMove();
        } catch {
            m = g.randomMove();
        }
        // the strings of RULES.md §11 made from this move, tried on copies of both games
        for (const p of probes(m)) {
            report.random.probes++;
            const o = old.clone();
            const n = g.clone();
            let oe = null;
            let ne = null;
            const nBefore = n.stack.length;
            const oBefore = o.stack.length;
            try {
                o.move(p.move);
            } catch (e) {
                oe = clientOf(e);
            }
            try {
                n.move(p.move);
            } catch (e) {
                ne = clientOf(e);
            }
            if (oe === null && ne !== null) {
                const d = defectOf(n, p.move);
                if (d === null) {
                    report.random.otherRefusals.push({ game: i, ply, move: p.move, message: ne });
                } else {
                    report.random.defects[d] = report.random.defects[d] ?? { count: 0, example: { move: p.move, message: ne } };
                    report.random.defects[d].count++;
                }
            } else if (oe !== null && ne === null) {
                report.random.oldRefusesNewAccepts.push({ game: i, ply, move: p.move, old: oe });
            } else if (oe === null && ne === null) {
                const a = n.stack.slice(nBefore).map(entryKey);
                const b = o.stack.slice(oBefore).map(entryKey);
                if (JSON.stringify(a) === JSON.stringify(b)) {
                    report.random.probesAlike++;
                } else {
                    report.random.mismatches.push({ game: i, ply, move: p.move, probe: p.kind, new: a, old: b });
                }
            } else {
                report.random.probesBothRefuse++;
            }
        }
        const oldBefore = old.clone();
        const newBefore = g.stack.length;
        let oldError = null;
        let newError = null;
        try {
            old.move(m);
        } catch (e) {
            oldError = clientOf(e);
        }
        try {
            g.move(m);
        } catch (e) {
            newError = clientOf(e);
        }
        if (oldError === null && newError !== null) {
            const d = defectOf(g, m);
            if (d === null) {
                report.random.otherRefusals.push({ game: i, ply, move: m, message: newError });
            } else {
                report.random.defects[d] = report.random.defects[d] ?? { count: 0, example: { move: m, message: newError } };
                report.random.defects[d].count++;
            }
            // go on with a move the new class accepts, in both
            old = oldBefore;
            m = g.randomMove();
            oldError = null;
            try {
                old.move(m);
            } catch (e) {
                oldError = clientOf(e);
            }
            g.move(m);
            newError = null;
        }
        if (oldError !== null && newError === null) {
            report.random.oldRefusesNewAccepts.push({ game: i, ply, move: m, old: oldError });
            diverged = true;
            break;
        }
        if (oldError !== null && newError !== null) {
            continue;
        }
        report.random.plies++;
        const added = g.stack.slice(newBefore);
        const oldAdded = old.stack.slice(oldBefore.stack.length);
        const same = added.length === oldAdded.length && added.every((e, j) => entryKey(e) === entryKey(oldAdded[j]))
            && g.gameover === old.gameover && JSON.stringify(g.winner) === JSON.stringify(old.winner);
        if (same) {
            report.random.identical++;
        } else {
            report.random.mismatches.push({ game: i, ply, move: m, new: added.map(entryKey), old: oldAdded.map(entryKey),
                gameover: [g.gameover, old.gameover], winner: [g.winner, old.winner] });
            diverged = true;
        }
    }
    if (g.gameover) {
        report.random.finished++;
        if (JSON.stringify(g.winner) === JSON.stringify(old.winner) && old.gameover) {
            report.random.winnersAgree++;
        }
    }
}
const t2 = Date.now();

const r = report.random;
console.log(`(a) stored games: ${report.stored.played} played and serialized by the old class; ${report.stored.loaded} loaded by the new one, `
    + `${report.stored.sameView} with the same stack, board and player to move; ${report.stored.continued} continued `
    + `(${report.stored.finished} to their end); ${report.stored.refusedLoad.length} refused on load, `
    + `${report.stored.failedContinue.length} failed to continue; ${((t1 - t0) / 1000).toFixed(1)} s`);
for (const x of report.stored.refusedLoad.slice(0, 5)) {
    console.log(`    refused on load: ${JSON.stringify(x)}`);
}
for (const x of report.stored.failedContinue.slice(0, 5)) {
    console.log(`    failed to continue: ${JSON.stringify(x)}`);
}
console.log(`(b) random games: ${r.games} (2, 3 and 4 players), ${r.plies} plies played by both, ${r.identical} identical `
    + `(board, stack entries, end, winners); ${r.finished} finished, winners agreeing in ${r.winnersAgree}; `
    + `${r.mismatches.length} mismatches; ${r.oldRefusesNewAccepts.length} strings the old class refused and the new accepted; `
    + `${((t2 - t1) / 1000).toFixed(1)} s`);
console.log(`    RULES.md §11 probes (strings made from the moves played: choices left out, reversed, a rotation's markers wrong): `
    + `${r.probes}; both classes refuse ${r.probesBothRefuse}, both accept identically ${r.probesAlike}, `
    + `the old accepts and the new refuses naming its defect ${Object.values(r.defects).reduce((n, x) => n + x.count, 0)}`);
for (const [d, x] of Object.entries(r.defects).sort()) {
    console.log(`    ${d}: ${x.count} strings the old class accepted, refused by the new one; e.g. ${x.example.move}: ${x.example.message}`);
}
for (const x of r.otherRefusals.slice(0, 5)) {
    console.log(`    refused by the new class without a D1-D7 defect: ${JSON.stringify(x)}`);
}
for (const x of r.mismatches.slice(0, 5)) {
    console.log(`    MISMATCH: ${JSON.stringify(x)}`);
}
for (const x of r.oldRefusesNewAccepts.slice(0, 5)) {
    console.log(`    old refuses, new accepts: ${JSON.stringify(x)}`);
}
const ok = report.stored.refusedLoad.length === 0 && report.stored.failedContinue.length === 0 && r.mismatches.length === 0
    && r.otherRefusals.length === 0 && r.oldRefusesNewAccepts.length === 0;
console.log(ok ? "COMPARE PASSED" : "COMPARE FAILED");
process.exit(ok ? 0 : 1);
