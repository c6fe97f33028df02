// Speed where Abstract Play feels it: gameslib's current Pacru class (OLD, the tsc build of the unpatched
// checkout) against the patched one (NEW), on the same games, in one run, in Node.js and in Chromium:
//   load:  the constructor from the serialized string (base64 of gzipped JSON), as the front end and the
//          backend load a stored game;
//   click: handleClick, then move(…, {partial: true}) and render() on a fresh object of the game, as the
//          front end answers a click (speed-core.cjs).
// Games: GAMES played by OLD's random player (2, 3 and 4 players, 5 to 154 plies, seeded) and serialized;
// in each, the clicks of two moves of its last position (OLD's random move, which never rotates, and NEW's,
// which may). Prints the median and the 95th percentile of each, OLD and NEW, per runtime.
//   cd GAMESLIB && node speed.cjs OLD_BUILD NEW_BUILD [GAMES=60] [node|chromium|both=both]
// Chromium: both classes and speed-core.cjs bundled by gameslib's webpack (the tsc builds, as the front end
// bundles gameslib), served on 127.0.0.1, run headless through chromedriver (CHROMEDRIVER, default
// /usr/bin/chromedriver; CHROME, default /usr/bin/chromium).
"use strict";
const fs = require("node:fs");
const path = require("node:path");
const http = require("node:http");
const { spawn, execFileSync } = require("node:child_process");
const { measure } = require("./speed-core.cjs");

const [oldDir, newDir] = process.argv.slice(2, 4).map((d) => d && path.resolve(d));
const nGames = Number(process.argv[4] ?? 60);
const where = process.argv[5] ?? "both";
if (!oldDir || !newDir) {
    console.error("usage: node speed.cjs OLD_BUILD NEW_BUILD [games] [node|chromium|both]");
    process.exit(2);
}
let seed = 11;
Math.random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
};
const work = path.resolve(".speed");
fs.mkdirSync(work, { recursive: true });

const Old = require(path.join(oldDir, "games", "pacru.js")).PacruGame;
const New = require(path.join(newDir, "games", "pacru.js")).PacruGame;
require(newDir).addResource("en");

// the games, played and serialized by OLD
const games = [];
for (let i = 0; i < nGames; i++) {
    const players = [2, 3, 4][i % 3];
    const old = new Old(players);
    const plies = 5 + Math.floor(Math.random() * 150);
    for (let k = 0; k < plies && !old.gameover; k++) {
        try {
            old.move(old.randomMove());
        } catch {
            break;
        }
    }
    const stored = old.serialize();
    const moves = [];
    if (!old.gameover) {
        // a finished game is loaded, not clicked
        try {
            moves.push(old.randomMove());
        } catch {
            // OLD's random player has no move here
        }
        moves.push(new New(stored).randomMove());
    }
    games.push({ stored, players, plies: old.stack.length - 1, moves });
}
fs.writeFileSync(path.join(work, "games.json"), JSON.stringify(games));
const clicks = games.reduce((n, g) => n + g.moves.length, 0);
const LOAD_REPS = 5;
console.log(`${games.length} games (2, 3 and 4 players, ${Math.min(...games.map((g) => g.plies))} to ${Math.max(...games.map((g) => g.plies))} plies, stored by OLD), each loaded ${LOAD_REPS} times by each class; ${clicks} moves entered by clicks in the ${games.filter((g) => g.moves.length > 0).length} not over`);

function table(runtime, r) {
    const f = (x) => x.toFixed(2);
    console.log(`${runtime}:`);
    for (const what of ["load", "click"]) {
        const o = r[what].old;
        const n = r[what].new;
        console.log(`  ${what.padEnd(5)} OLD median ${f(o.median)} ms, p95 ${f(o.p95)} ms (n ${o.n}) | NEW median ${f(n.median)} ms, p95 ${f(n.p95)} ms (n ${n.n})`
            + ` | NEW/OLD median ${f(n.median / o.median)}, p95 ${f(n.p95 / o.p95)}`);
    }
    console.log(`  clicks answered valid: false: OLD ${r.invalidClicks.old}, NEW ${r.invalidClicks.new}`);
}

async function chromium() {
    // the page's bundle: both classes (tsc builds) and speed-core.cjs, webpack production mode
    const entry = path.join(work, "entry.cjs");
    fs.writeFileSync(entry, `const i18next = require("i18next");
i18next.init({ lng: "en", initImmediate: false, resources: { en: { apgames: require(${JSON.stringify(path.resolve("locales/en/apgames.json"))}) } } });
window.Speed = { Old: require(${JSON.stringify(path.join(oldDir, "games", "pacru.js"))}).PacruGame,
  New: require(${JSON.stringify(path.join(newDir, "games", "pacru.js"))}).PacruGame, measure: require(${JSON.stringify(path.join(__dirname, "speed-core.cjs"))}).measure };
`);
    fs.writeFileSync(path.join(work, "webpack.config.cjs"), `module.exports = { mode: "production", entry: ${JSON.stringify(entry)},
  output: { path: ${JSON.stringify(work)}, filename: "bundle.js", publicPath: "/" }, performance: { hints: false },
  resolve: { conditionNames: ["browser", "import", "module", "default"], fallback: { fs: false, path: false } } };
`);
    execFileSync(process.execPath, [require.resolve("webpack-cli/bin/cli.js", { paths: [process.cwd()] }), "--config", path.join(work, "webpack.config.cjs")],
        { stdio: ["ignore", "ignore", "inherit"] });
    fs.writeFileSync(path.join(work, "speed.html"), `<!doctype html><meta charset="utf-8"><title>speed</title><script src="/bundle.js"></script>
<script>
(async () => {
  try {
    await Speed.New.ready();
    const games = await (await fetch("/games.json")).json();
    window.speedResult = Speed.measure({ Old: Speed.Old, New: Speed.New, games, reps: 1, loadReps: ${LOAD_REPS}, now: () => performance.now() });
  } catch (e) {
    window.speedResult = { error: String(e && e.stack || e) };
  }
})();
</script>`);
    const types = { ".html": "text/html", ".js": "text/javascript", ".json": "application/json", ".wasm": "application/wasm" };
    const server = http.createServer((req, res) => {
        const file = path.join(work, path.normalize(decodeURIComponent(req.url.split("?")[0])).replace(/^(\.\.[/\\])+/, ""));
        if (!file.startsWith(work) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
            res.writeHead(404).end();
            return;
        }
        res.writeHead(200, { "content-type": types[path.extname(file)] ?? "application/octet-stream" });
        fs.createReadStream(file).pipe(res);
    });
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = server.address().port;
    const driverPort = port + 1;
    const driver = spawn(process.env.CHROMEDRIVER ?? "/usr/bin/chromedriver", [`--port=${driverPort}`, "--allowed-ips=127.0.0.1"], { stdio: "ignore" });
    const wd = async (method, url, body) => {
        const r = await fetch(`http://127.0.0.1:${driverPort}${url}`, { method, headers: { "content-type": "application/json" }, body: body && JSON.stringify(body) });
        return (await r.json()).value;
    };
    try {
        let session;
        for (let i = 0; i < 50 && session === undefined; i++) {
            try {
                session = await wd("POST", "/session", { capabilities: { alwaysMatch: { browserName: "chrome", "goog:chromeOptions": {
                    binary: process.env.CHROME ?? "/usr/bin/chromium", args: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] } } } });
            } catch {
                await new Promise((r) => setTimeout(r, 200));
            }
        }
        const id = session.sessionId;
        await wd("POST", `/session/${id}/timeouts`, { script: 30000, pageLoad: 120000 });
        await wd("POST", `/session/${id}/url`, { url: `http://127.0.0.1:${port}/speed.html` });
        const browser = await wd("POST", `/session/${id}/execute/sync`, { script: "return navigator.userAgent", args: [] });
        let result;
        for (let i = 0; i < 1800 && (result === undefined || result === null); i++) {
            await new Promise((r) => setTimeout(r, 1000));
            result = await wd("POST", `/session/${id}/execute/sync`, { script: "return window.speedResult", args: [] });
        }
        await wd("DELETE", `/session/${id}`);
        if (result === null || result === undefined || result.error !== undefined) {
            throw new Error(`the page did not measure: ${result?.error ?? "no result in 30 minutes"}`);
        }
        table(`Chromium (${/Chrome\/[\d.]+/.exec(browser)?.[0] ?? browser})`, result);
    } finally {
        driver.kill();
        server.close();
    }
}

(async () => {
    if (where === "node" || where === "both") {
        table(`Node.js ${process.version}`, measure({ Old, New, games, reps: 1, loadReps: LOAD_REPS, now: () => performance.now() }));
    }
    if (where === "chromium" || where === "both") {
        await chromium();
    }
})().catch((e) => {
    console.error(e);
    process.exit(1);
});
