// The measurement of speed.cjs, the same in Node.js and in Chromium (speed.cjs bundles this file with both
// classes for the page): for each stored game, both classes load it (the constructor from the serialized
// string, as Abstract Play's front end and backend do) and answer its clicks (handleClick, then on a fresh
// object of the same game move(…, {partial: true}) and render(), as the front end does after a click),
// OLD and NEW interleaved, each measurement repeated `reps` times. Times in milliseconds.
"use strict";

/** The [row, col, piece] clicks that enter a move string, as a player clicks it on Abstract Play's board. */
function clicksOf(m, board) {
    const FILES = "abcdefghi";
    const rc = (cell) => [9 - Number(cell[1]), FILES.indexOf(cell[0])];
    const from = m.slice(0, 2);
    const clicks = [rc(from)];
    const rot = /^([a-i][1-9])([<>]{1,2})(?:\((.*)\))?$/.exec(m);
    if (rot !== null) {
        // the chevron again (reorienting), the cell it is to face, then the markers to relinquish
        const dirs = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];
        const facing = board.get(from)?.chevron?.facing;
        const steps = (rot[2][0] === ">" ? 1 : -1) * rot[2].length;
        const dir = dirs[(dirs.indexOf(facing) + steps + 8) % 8];
        const [row, col] = rc(from);
        const r = row + (dir.includes("S") ? 1 : dir.includes("N") ? -1 : 0);
        const c = col + (dir.includes("E") ? 1 : dir.includes("W") ? -1 : 0);
        clicks.push(rc(from));
        clicks.push(r < 0 || r > 8 || c < 0 || c > 8 ? [-1, -1, `${c},${r}`] : [r, c]);
        for (const cell of (rot[3] ?? "").split(",").filter((x) => x.length > 0)) {
            clicks.push(rc(cell));
        }
        return clicks;
    }
    const mv = /^([a-i][1-9])[-x]([a-i][1-9])(?:\((.*)\))?$/.exec(m);
    if (mv === null) {
        return clicks;
    }
    clicks.push(rc(mv[2]));
    for (const choice of (mv[3] ?? "").split(",").filter((x) => x.length > 0)) {
        clicks.push(rc(choice === "*" ? from : choice));
    }
    return clicks;
}

function percentile(sorted, p) {
    if (sorted.length === 0) {
        return NaN;
    }
    return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function summary(samples) {
    const sorted = [...samples].sort((a, b) => a - b);
    return { n: sorted.length, median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] };
}

/**
 * Measures both classes on the games: [{stored, players, plies, moves: [string, …]}]. `now` is the clock
 * (performance.now); loads are measured `loadReps` times. Returns {load: {old, new}, click: {old, new}}
 * summaries and the refusals counted.
 * NEW keeps the engine's answers for the strings of a position (a click asks about them several times):
 * with `reps` above 1 the later repetitions ask again what the first asked, so speed.cjs measures one.
 */
function measure({ Old, New, games, reps, loadReps = reps, now }) {
    const samples = { load: { old: [], new: [] }, click: { old: [], new: [] } };
    const invalid = { old: 0, new: 0 };
    const classes = [["old", Old], ["new", New]];
    // warm-up, not measured: the engine's first load (NEW), the first calls of both
    const first = games.find((game) => game.moves.length > 0);
    for (const [, Game] of classes) {
        const g = new Game(first.stored);
        g.handleClick("", ...clicksOf(first.moves[0], g.board)[0]);
        g.render();
    }
    // loading: every game, `loadReps` times, OLD first on every other game
    for (let rep = 0; rep < loadReps; rep++) {
        for (const [index, game] of games.entries()) {
            for (const [name, Game] of (rep + index) % 2 === 0 ? classes : [...classes].reverse()) {
                const t0 = now();
                void new Game(game.stored);
                samples.load[name].push(now() - t0);
            }
        }
    }
    // clicks: the moves of the games not over
    for (let rep = 0; rep < reps; rep++) {
        for (const [index, game] of games.entries()) {
            // OLD first on every other game
            const order = (rep + index) % 2 === 0 ? classes : [...classes].reverse();
            for (const [name, Game] of order) {
                const g = new Game(game.stored);
                for (const m of game.moves) {
                    let move = "";
                    for (const [row, col, piece] of clicksOf(m, g.board)) {
                        const fresh = new Game(game.stored);
                        const t1 = now();
                        const result = g.handleClick(move, row, col, piece);
                        if (result.valid && result.move !== "") {
                            try {
                                fresh.move(result.move, { partial: true });
                            } catch {
                                // a partial string this class cannot show: the click's answer stands
                            }
                            fresh.render();
                        }
                        samples.click[name].push(now() - t1);
                        if (!result.valid) {
                            invalid[name]++;
                        }
                        move = result.move;
                    }
                }
            }
        }
    }
    return {
        load: { old: summary(samples.load.old), new: summary(samples.load.new) },
        click: { old: summary(samples.click.old), new: summary(samples.click.new) },
        invalidClicks: invalid,
    };
}

module.exports = { clicksOf, measure, summary };
