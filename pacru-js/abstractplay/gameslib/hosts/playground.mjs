// gameslib's playground (playground/playground.html and playground.js on dist/APGames.min.js) plays Pacru in
// headless Chromium:
//
//   node playground.mjs SITE    SITE: dist/ with the playground's files and APRender.min.js (prove-hosts.sh H6)
//
// Pacru is selected and launched as a player does (the game list, Launch); moves are made by clicks on the board
// (the cells of a move chosen by pacru's random player, clicked one by one: the playground's handleClick path, its
// auto-submit on), by the move box (a string typed, Move pressed), and by the Random button; a string the rules
// forbid is refused with its rule and changes nothing. After each: the stored state, the board drawn and the page's
// console. The CDN files playground.html names are answered from the npm packages of the same versions.
import path from "node:path";
import { cellPoint, Checks, launch, openPage, realErrors, screenshot, shortError, writeLog } from "./browser.mjs";
import { serve } from "./serve.mjs";

const site = process.argv[2];
if (!site) {
  console.error("usage: playground.mjs SITE");
  process.exit(2);
}
const mods = path.join(process.env.PROVE_TOOLS, "node_modules");

/** The CDN files playground.html and playground.js name, from the same packages' npm tarballs (WORK/tools). */
function cdnFile(url) {
  if (url.hostname === "renderer.dev.abstractplay.com" && url.pathname === "/APRender.min.js") {
    return path.join(site, "APRender.min.js");  // the renderer built with gameslib (prove-hosts.sh H4)
  }
  let m = /^\/ajax\/libs\/([^/]+)\/([^/]+)\/(.+)$/.exec(url.pathname);
  if (url.hostname === "cdnjs.cloudflare.com" && m) {
    const [, lib, , file] = m;
    const base = { showdown: "showdown/dist", "mini.css": "mini.css/dist", "font-awesome": "font-awesome" }[lib];
    return base && path.join(mods, base, file);
  }
  m = /^\/npm\/((?:@[^/]+\/)?[^/@]+)(?:@[^/]+)?\/(.+)$/.exec(url.pathname);
  if (url.hostname === "cdn.jsdelivr.net" && m) {
    const [, pkg, file] = m;
    return path.join(mods, pkg, file === "+esm" ? "index.browser.js" : file);
  }
  return undefined;
}

const checks = new Checks("playground");
const server = await serve(site);
const browser = await launch();
const { page, rec } = await openPage(browser, { files: cdnFile });
page.setDefaultTimeout(30_000);

const stored = () => page.evaluate(() => ({
  gamename: localStorage.getItem("gamename"),
  state: localStorage.getItem("state"),
}));
// the stack and board of the stored state, read through the page's own gameslib (as playground.js reads it)
const gameNow = () => page.evaluate(() => {
  const state = localStorage.getItem("state");
  if (state === null) return null;
  const g = APGames.GameFactory(localStorage.getItem("gamename"), state);
  return { plies: g.stack.length, lastMove: g.stack[g.stack.length - 1].lastmove ?? null, currplayer: g.currplayer,
    gameover: g.gameover, board: JSON.stringify([...g.board.entries()]) };
});
const drawing = () => page.evaluate(() => {
  const svg = document.querySelector("#drawing svg");
  return svg ? svg.outerHTML : null;
});
const status = () => page.evaluate(() => document.getElementById("clickstatus")?.innerText ?? "");

let step = 0;
async function settle() {
  await page.waitForTimeout(300);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r())));
}


try {
  await page.goto(`${server.url}/playground.html`, { waitUntil: "load" });
  await page.waitForFunction(() => document.querySelectorAll("#selectGame option").length > 1);
  const hasPacru = await page.evaluate(() => [...document.querySelectorAll("#selectGame option")].some((o) => o.value === "pacru"));
  checks.check(hasPacru, "the game list offers Pacru", await page.evaluate(() => `${document.querySelectorAll("#selectGame option").length - 1} games listed`));

  // launch: as a player does
  await page.selectOption("#selectGame", "pacru");
  await settle();
  if (await page.$("#playerCountSelect")) await page.selectOption("#playerCountSelect", "2");
  const t0 = Date.now();
  await page.click("#launch");
  await settle();
  const launchMs = Date.now() - t0;
  const alertAtLaunch = rec.dialogs.find((d) => /Failed to launch game/.test(d));
  const s0 = await stored();
  if (!checks.check(!alertAtLaunch && s0.gamename === "pacru" && s0.state !== null, "Launch Game constructs a game of Pacru",
    alertAtLaunch ? `the page alerted "${alertAtLaunch}"` : `state stored, ${launchMs} ms from the click`)) {
    await screenshot(page, "playground-launch-failed");
    throw new Error("no game to play");
  }
  const g0 = await gameNow();
  const svg0 = await drawing();
  checks.check(svg0 !== null && /<svg/.test(svg0), "the board is drawn", `${svg0?.length ?? 0} characters of SVG`);
  checks.check(g0.plies === 1 && g0.currplayer === 1, "a new game: one stack entry, player 1 to move", JSON.stringify({ plies: g0.plies, currplayer: g0.currplayer }));
  console.log(`  status: ${await status()}`);
  await screenshot(page, "playground-1-launched");

  // moves by clicks: a move of pacru's random player whose parts are cells (a step, its choices), clicked in order
  for (let i = 0; i < 2; i++) {
    const before = await gameNow();
    // the second a move with a choice to click (a crossing field or a meeting bonus) where the random player finds one
    const move = await page.evaluate((withChoice) => {
      const g = APGames.GameFactory("pacru", localStorage.getItem("state"));
      let plain = null;
      for (let k = 0; k < 300; k++) {
        const m = g.randomMove();
        if (/^[a-i][1-9]-[a-i][1-9]\([a-i][1-9](,[a-i][1-9])*\)$/.test(m) && withChoice) return m;
        if (/^[a-i][1-9]-[a-i][1-9](\([a-i][1-9](,[a-i][1-9])*\))?$/.test(m)) plain ??= m;
      }
      return plain;
    }, i === 1);
    if (!checks.check(move !== null, `click move ${i + 1}: a move made of cells to click`, move ?? "none in 200 random moves")) break;
    const cells = move.match(/[a-i][1-9]/g);
    const trail = [];
    for (const cell of cells) {
      const p = await cellPoint(page, cell);
      if (p === null) throw new Error(`no cell ${cell} on the board drawn`);
      await page.mouse.click(p.x, p.y);
      await settle();
      trail.push(`${cell} -> "${await page.inputValue("#moveEntry")}"`);
    }
    const after = await gameNow();
    const svg = await drawing();
    const ok = after.plies === before.plies + 1 && after.lastMove === move && svg !== svg0 && after.board !== before.board;
    checks.check(ok, `click move ${i + 1}: ${move} by ${cells.length} clicks (${cells.join(", ")}), auto-submitted`,
      `${trail.join("; ")}; stack ${before.plies} -> ${after.plies}, last move ${after.lastMove}, board ${after.board !== before.board ? "changed" : "UNCHANGED"}, status "${(await status()).slice(0, 160)}"`);
    await screenshot(page, `playground-${2 + i}-click-move`);
    if (!ok) break;
  }

  // a move typed into the move box
  {
    const before = await gameNow();
    const move = await page.evaluate(() => APGames.GameFactory("pacru", localStorage.getItem("state")).randomMove());
    await page.fill("#moveEntry", move);
    await page.click("#moveBtn");
    await settle();
    const after = await gameNow();
    checks.check(after.plies === before.plies + 1 || after.gameover, `move box: ${move} typed, Move pressed`,
      `stack ${before.plies} -> ${after.plies}, status "${(await status()).slice(0, 160)}"`);
  }
  // the Random button
  {
    const before = await gameNow();
    await page.click("#moveRandom");
    await settle();
    const after = await gameNow();
    checks.check(after.plies === before.plies + 1 || after.gameover, "the Random button plays a move",
      `stack ${before.plies} -> ${after.plies}, last move ${after.lastMove}`);
  }
  // a string the rules forbid: refused with its rule, nothing changed
  {
    const before = await gameNow();
    const bad = await page.evaluate(() => {
      // a step of a chevron of the player to move, with its choices left out (RULES.md §11 D1) where one needs them
      const g = APGames.GameFactory("pacru", localStorage.getItem("state"));
      for (let k = 0; k < 200; k++) {
        const m = g.randomMove();
        const plain = /^([a-i][1-9]-[a-i][1-9])\(/.exec(m);
        if (plain) return plain[1];
      }
      return "e1-e20";
    });
    await page.fill("#moveEntry", bad);
    await page.click("#moveBtn");
    await settle();
    const after = await gameNow();
    const msg = await status();
    checks.check(after.plies === before.plies && /ERROR: .*(rule|R\d|NOTATION|notation)/i.test(msg),
      `a forbidden string (${bad}) is refused naming its rule; the game is unchanged`, `status "${msg.slice(0, 200)}"`);
  }
  await screenshot(page, "playground-5-after-moves");
  const final = await gameNow();
  console.log(`  the game after the moves: ${final.plies} stack entries, player ${final.currplayer} to move, last move ${final.lastMove}`);
} catch (e) {
  checks.fail("the playground", e.message.split("\n")[0]);
  await screenshot(page, "playground-error").catch(() => {});
} finally {
  const errors = realErrors(rec);
  checks.check(errors.length === 0, "no errors in the console", errors.length ? errors.map(shortError).join(" | ") : `${rec.console.length} console messages, none an error`);
  checks.check(rec.blocked.length === 0, "nothing loaded from outside 127.0.0.1 but the CDN files answered locally",
    rec.blocked.length ? rec.blocked.join(", ") : `${rec.served.length} CDN files answered from npm packages`);
  if (rec.dialogs.length) console.log(`  alerts: ${rec.dialogs.join(" | ")}`);
  writeLog("playground", rec);
  await browser.close();
  await server.close();
  checks.done();
}
