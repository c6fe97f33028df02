// Abstract Play's front end, served at BASE (its production build or its dev server), shows and plays Pacru in
// headless Chromium, without its AWS backend (every request off 127.0.0.1 is refused):
//
//   node front.mjs BASE LABEL FRONT [BASELINE]
//
// FRONT: the front end's checkout (its node_modules' gameslib reads the Playground's stored state and picks moves,
// as the page's own copy does). LABEL names the screenshots, the page logs and the results file (PROVE_OUT/
// front-LABEL.json). BASELINE: the LABEL of a run of the same checks on the same front end built with gameslib
// unpatched: a check that failed there too does not fail this run (it is reported as such).
//
//  1. /explore, the games gallery, "Show All": its table of every game (each row's description is a game constructed
//     by GameFactory), Pacru's row among them; and the gallery filtered to Pacru (its row alone: the game constructed);
//  2. /games/pacru, Pacru's page: the game constructed (GameFactory("pacru", 2)), its name and description (the page
//     waits for the backend's counts of games: that one answer is given, empty);
//  3. /playground, the Playground (no login, no backend): Pacru chosen in the game picker, 2 players, Launch; the
//     board drawn; moves made by clicks on the board (the cells of a move of pacru's random player), each accepted:
//     the Playground's stored session one move on;
// each page with no error in the console (a refused request to the backend is not the page's error) and a
// screenshot (LABEL names them).
import path from "node:path";
import { createRequire } from "node:module";
import { cellPoint, Checks, launch, openPage, realErrors, screenshot, shortError, writeLog } from "./browser.mjs";

const [base, label, front, baselineLabel] = process.argv.slice(2);
if (!base || !label || !front) {
  console.error("usage: front.mjs BASE LABEL FRONT [BASELINE]");
  process.exit(2);
}
const out = process.env.PROVE_OUT ?? ".";
const gameslib = createRequire(path.join(path.resolve(front), "package.json"))("@abstractplay/gameslib");
const checks = new Checks(`front (${label})`, baselineLabel ? { baseline: path.join(out, `front-${baselineLabel}.json`) } : {});
const browser = await launch();

/** A page's checks; `excusable`: a check of the whole host (not of Pacru) whose failure without the patch too is not
 * the patch's (Checks, browser.mjs). */
async function page(name, fn, { excusable = false, ...options } = {}) {
  const { context, page, rec } = await openPage(browser, options);
  page.setDefaultTimeout(60_000);
  try {
    await fn(page, rec);
  } catch (e) {
    checks.fail(name, e.message.split("\n")[0], { excusable });
    await screenshot(page, `front-${label}-${name}-error`).catch(() => {});
  } finally {
    const errors = realErrors(rec);
    checks.check(errors.length === 0, `${name}: no errors in the console`,
      errors.length ? errors.map(shortError).join(" | ") : `${rec.console.length} console messages, none an error; ${rec.blocked.length} requests off 127.0.0.1 refused`,
      { excusable });
    if (rec.dialogs.length) console.log(`  alerts: ${rec.dialogs.join(" | ")}`);
    writeLog(`front-${label}-${name}`, rec);
    await context.close();
  }
}

const t = (t0) => `${Date.now() - t0} ms`;

// Where the games gallery is: /explore since the front end's 7ca5298d (2026-08-15, "Make game lists deep linkable"),
// /games before it (the same Explore component). Its router answers an unknown path with "404 Not Found".
async function openGallery(p) {
  await p.goto(`${base}/explore`, { waitUntil: "load" });
  const notFound = p.getByRole("heading", { name: "404 Not Found" });
  const table = p.locator("table thead input").first();
  await Promise.race([notFound.waitFor(), table.waitFor()]);
  if (await notFound.isVisible()) {
    console.log("  the games gallery is at /games in this front end (/explore is its 404 page)");
    await p.goto(`${base}/games`, { waitUntil: "load" });
    return "/games";
  }
  return "/explore";
}

await page("gallery-pacru", async (p) => {
  const t0 = Date.now();
  const where = await openGallery(p);
  await p.locator("table thead input").first().fill("Pacru");
  const row = p.locator("table tbody tr", { has: p.getByRole("link", { name: "Pacru", exact: true }) }).first();
  await row.waitFor();
  const rows = await p.locator("table tbody tr").count();
  const description = (await row.locator("td").nth(3).innerText()).trim();
  checks.check(rows === 1 && description.length > 0, `the games gallery (${where}) filtered to Pacru: its row, described`,
    `${rows} row, ${t(t0)}; "${description.slice(0, 100)}"`);
  await screenshot(p, `front-${label}-1-gallery-pacru`);
});

await page("gallery", async (p) => {
  const t0 = Date.now();
  const where = await openGallery(p);
  // every game on one page ("Show All"): each row's description is a game constructed (gameDescription)
  const sizes = p.locator("select", { has: p.locator("option", { hasText: /\bAll$/ }) }).first();
  const all = await sizes.locator("option", { hasText: /\bAll$/ }).first().getAttribute("value");
  await sizes.selectOption(all);
  const row = p.locator("table tbody tr", { has: p.getByRole("link", { name: "Pacru", exact: true }) }).first();
  await row.waitFor();
  await row.scrollIntoViewIfNeeded();
  const rows = await p.locator("table tbody tr").count();
  const games = gameslib.gameinfo.size;
  const description = (await row.locator("td").nth(3).innerText()).trim();
  checks.check(rows === games && description.length > 0, `the games gallery (${where}, Show All) lists every game, Pacru's row described`,
    `${rows} rows for ${games} games in gameslib, ${t(t0)}; Pacru: "${description.slice(0, 100)}"`, { excusable: true });
  await screenshot(p, `front-${label}-1-gallery-all`);
}, { excusable: true });

// Pacru's page renders only once the backend's counts of games (the open API's meta_games query) arrived: that one
// answer is given, empty (no counts); every other backend request is refused
const metaGamesOnly = (url) => (/\.amazonaws\.com$/.test(url.hostname) && url.searchParams.get("query") === "meta_games" ? "{}" : undefined);
await page("game-page", async (p) => {
  const t0 = Date.now();
  await p.goto(`${base}/games/pacru`, { waitUntil: "load" });
  await p.locator("#main").getByText("Mike Wellman").first().waitFor();
  const text = await p.evaluate(() => document.getElementById("main")?.innerText ?? "");
  const described = /territory|chevron|borderland/i.test(text) && /Pacru/.test(text);
  checks.check(described, "Pacru's page (/games/pacru) shows the game: its name, designer and description",
    `${t(t0)}; "${text.replace(/\s+/g, " ").slice(0, 160)}…"`);
  await screenshot(p, `front-${label}-2-game-page`);
}, { answers: metaGamesOnly });


/** The Playground's stored session (localStorage "ap-lab-saves": its lastSession), read by gameslib. */
async function session(p) {
  const raw = await p.evaluate(() => localStorage.getItem("ap-lab-saves"));
  const last = raw ? JSON.parse(raw).lastSession : null;
  if (!last || last.metaGame !== "pacru" || !last.state) return null;
  const g = gameslib.GameFactory("pacru", last.state);
  return { state: last.state, plies: g.stack.length, board: JSON.stringify([...g.board.entries()]), currplayer: g.currplayer, game: g };
}

async function waitSession(p, test, ms = 15_000) {
  const end = Date.now() + ms;
  let s = null;
  while (Date.now() < end) {
    s = await session(p);
    if (s && test(s)) return s;
    await p.waitForTimeout(250);
  }
  return s;
}

await page("playground", async (p) => {
  await p.goto(`${base}/playground`, { waitUntil: "load" });
  await p.locator("#labGameSelect").click();
  await p.locator("#gamePickerSearch").fill("Pacru");
  await p.locator(".game-picker-row", { hasText: "Pacru" }).first().click();
  if (await p.locator("#labNumPlayers").count()) await p.selectOption("#labNumPlayers", "2");
  const t0 = Date.now();
  await p.locator("button.apButton").filter({ hasText: /launch/i }).first().click();
  const s0 = await waitSession(p, () => true);
  if (!checks.check(s0 !== null && s0.plies === 1, "the Playground launches a game of Pacru (2 players)",
    s0 ? `stored, ${s0.plies} stack entry, ${t(t0)}` : "no Pacru session stored")) {
    await screenshot(p, `front-${label}-3-playground-launch-failed`);
    return;
  }
  for (let k = 0; k < 120 && (await cellPoint(p, "a1")) === null; k++) await p.waitForTimeout(250);
  await screenshot(p, `front-${label}-3-playground-launched`);
  let s = s0;
  for (let i = 0; i < 3; i++) {
    // the second a move with a choice to click (a crossing field or a meeting bonus) where the random player finds one
    let move = null;
    for (let k = 0; k < 300; k++) {
      const m = s.game.randomMove();
      if (/^[a-i][1-9]-[a-i][1-9]\([a-i][1-9](,[a-i][1-9])*\)$/.test(m) && i === 1) {
        move = m;
        break;
      }
      if (/^[a-i][1-9]-[a-i][1-9](\([a-i][1-9](,[a-i][1-9])*\))?$/.test(m)) move ??= m;
    }
    if (!checks.check(move !== null, `click move ${i + 1}: a move made of cells to click`, move ?? "none in 200 random moves")) break;
    const cells = move.match(/[a-i][1-9]/g);
    for (const cell of cells) {
      const pt = await cellPoint(p, cell);
      if (pt === null) throw new Error(`no cell ${cell} on the board drawn`);
      await p.mouse.click(pt.x, pt.y);
      await p.waitForTimeout(300);
    }
    const next = await waitSession(p, (x) => x.plies === s.plies + 1);
    const ok = next !== null && next.plies === s.plies + 1 && next.board !== s.board;
    const played = ok ? next.game.stack[next.game.stack.length - 1].lastmove : null;
    checks.check(ok && played === move, `click move ${i + 1}: ${move} by ${cells.length} clicks (${cells.join(", ")}) accepted`,
      `stored session ${s.plies} -> ${next?.plies} stack entries, last move ${played}, player ${next?.currplayer} to move`);
    await screenshot(p, `front-${label}-${4 + i}-playground-move`);
    if (!ok) break;
    s = next;
  }
});

await browser.close();
checks.done(path.join(out, `front-${label}.json`));
