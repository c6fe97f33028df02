// Headless Chromium for the hosts' proof, through playwright-core (installed by prove-hosts.sh into PROVE_TOOLS):
// pages that may load only from 127.0.0.1, their console errors, uncaught exceptions, alerts and refused
// requests recorded, screenshots into PROVE_OUT, and a record of checks that passed or failed.
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const tools = process.env.PROVE_TOOLS;
const out = process.env.PROVE_OUT ?? ".";
const executablePath = process.env.PROVE_CHROMIUM ?? "/usr/bin/chromium";
if (!tools) {
  console.error("PROVE_TOOLS (prove-hosts.sh's tools folder, with playwright-core) is not set");
  process.exit(2);
}
const { chromium } = createRequire(path.join(tools, "package.json"))("playwright-core");

export const ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run"];

export function launch() {
  return chromium.launch({ executablePath, headless: true, args: ARGS, timeout: 60_000 });
}

/**
 * The checks of one program: each passes or fails with a reason; the program's exit status says whether all passed.
 * With a baseline (the results file of the same checks run without the patch, `done()` writes one), each failure
 * says whether it failed without the patch too; one that did and is `excusable` (a check of the host as a whole, such
 * as every game of the gallery, not one of Pacru's) does not fail the program: that failure is not the patch's (as
 * prove.sh's step 6 compares mocha with and without the patch). A check of Pacru fails the program whatever the
 * baseline says.
 */
/** A failure's cause, as two builds of the same page say it: addresses, stack lines and minified names left out. */
export function cause(detail) {
  return String(detail ?? "")
    .replace(/\s+at\s[^|]*/g, " ")           // stack lines
    .replace(/[[(]?https?:\/\/\S+/g, "")    // addresses (bundles are named by their hash)
    .replace(/\b[A-Za-z_$][\w$]{0,2}\./g, "") // minified names before a property: "d.Stash", "ls.resolveLocale"
    .replace(/\b\d+ ms\b/g, "")               // times
    .replace(/\s+/g, " ")
    .trim();
}

export class Checks {
  constructor(title, { baseline } = {}) {
    this.title = title;
    this.results = [];
    this.baseline = new Map();
    if (baseline) {
      for (const r of JSON.parse(fs.readFileSync(baseline, "utf8")).results) this.baseline.set(r.what, r);
    }
  }
  pass(what, detail) {
    this.results.push({ what, ok: true, detail });
    console.log(`  PASS ${what}${detail ? `: ${detail}` : ""}`);
  }
  fail(what, detail, { excusable = false } = {}) {
    const before = this.baseline.get(what);
    const failedBefore = before !== undefined && !before.ok;
    const same = failedBefore && cause(before.detail) === cause(detail);
    const known = same && excusable;
    this.results.push({ what, ok: false, detail, known });
    console.log(`  FAIL ${what}${detail ? `: ${detail}` : ""}`);
    if (failedBefore) {
      console.log(`       (it fails without the patch too, ${same ? "the same way" : "differently"}${known ? ": not the patch's failure" : ""}: ` +
        `${String(before.detail).slice(0, 300)})`);
    } else if (before !== undefined) console.log("       (it PASSED without the patch)");
  }
  check(ok, what, detail, options) {
    if (ok) this.pass(what, detail);
    else this.fail(what, detail, options);
    return ok;
  }
  done(resultsFile) {
    const passed = this.results.filter((r) => r.ok).length;
    const failed = this.results.filter((r) => !r.ok);
    const known = failed.filter((r) => r.known).length;
    if (resultsFile) fs.writeFileSync(resultsFile, JSON.stringify({ title: this.title, results: this.results }, null, 2));
    console.log(`${this.title}: ${passed} checks passed, ${failed.length} failed` +
      (this.baseline.size ? ` (${known} of them checks of the whole host that fail without the patch too)` : ""));
    process.exitCode = failed.length - known === 0 ? 0 : 1;
  }
}

/**
 * A page that loads only from 127.0.0.1. `files` answers requests for other origins from local files: a function
 * from a URL to a file path (or undefined); `answers`, from a URL to a JSON text (or undefined), stands in for a
 * backend's answer; every other request elsewhere is refused and recorded in `blocked`.
 * Console errors, uncaught exceptions (`errors`), alerts (`dialogs`, each dismissed) are recorded.
 */
export async function openPage(browser, { files = () => undefined, answers = () => undefined, viewport = { width: 1400, height: 1000 } } = {}) {
  const context = await browser.newContext({ viewport, serviceWorkers: "block" });
  const page = await context.newPage();
  const rec = { errors: [], blocked: [], served: [], answered: [], dialogs: [], console: [] };
  page.on("console", (m) => {
    const loc = m.location();
    const where = loc && loc.url ? ` (${loc.url}${loc.lineNumber ? `:${loc.lineNumber}` : ""})` : "";
    rec.console.push(`${m.type()}: ${m.text()}${where}`);
    if (m.type() === "error") rec.errors.push({ text: m.text(), url: loc?.url ?? "" });
  });
  page.on("pageerror", (e) => rec.errors.push({ text: `uncaught ${e.name}: ${e.message}`, url: "", stack: e.stack }));
  page.on("dialog", (d) => {
    rec.dialogs.push(d.message());
    d.dismiss().catch(() => {});
  });
  await context.route("**/*", async (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1") return route.continue();
    const file = files(url);
    if (file && fs.existsSync(file)) {
      rec.served.push(`${url.href} <- ${file}`);
      const { contentType } = await import("./serve.mjs");
      return route.fulfill({ status: 200, body: fs.readFileSync(file), headers: {
        "content-type": contentType(file), "access-control-allow-origin": "*" } });
    }
    const answer = answers(url);
    if (answer !== undefined) {
      rec.answered.push(`${url.href} <- ${answer}`);
      return route.fulfill({ status: 200, body: answer, headers: { "content-type": "application/json", "access-control-allow-origin": "*" } });
    }
    rec.blocked.push(url.href);
    return route.abort("blockedbyclient");
  });
  return { context, page, rec };
}

/**
 * The console errors that are not the page's own failures: a resource refused because it is not on 127.0.0.1
 * (the AWS backend, Cognito, analytics: what a proof without the backend cannot answer) shows up as
 * "Failed to load resource: net::ERR_BLOCKED_BY_CLIENT" for a URL in `blocked`. Everything else is an error.
 */
export function realErrors(rec) {
  return rec.errors.filter((e) => !(/^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT/.test(e.text)
    && rec.blocked.includes(e.url)));
}

export function shortError(e) {
  return (e.text + (e.url ? ` [${e.url}]` : "")).slice(0, 400);
}

export async function screenshot(page, name) {
  const file = path.join(out, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(`  screenshot ${file}`);
  return file;
}

export function writeLog(name, rec) {
  const file = path.join(out, `${name}.console.txt`);
  fs.writeFileSync(file, [
    `console (${rec.console.length} messages):`, ...rec.console,
    "", `uncaught exceptions and console errors (${rec.errors.length}):`, ...rec.errors.map((e) => e.text + (e.stack ? `\n${e.stack}` : "")),
    "", `refused requests, not on 127.0.0.1 (${rec.blocked.length}):`, ...rec.blocked,
    "", `answered from local files (${rec.served.length}):`, ...rec.served,
    "", `answered in the backend's place (${rec.answered.length}):`, ...rec.answered,
    "", `alerts (${rec.dialogs.length}):`, ...rec.dialogs, ""].join("\n"));
  console.log(`  page log ${file}`);
}

/**
 * The client position of a cell (a1 to i9) of the largest board drawn on the page, found as a player finds it: in the
 * column of its file's label (a to i) and the row of its rank's label (1 to 9), the labels the renderer draws around a
 * squares board. Null where no board with such labels is drawn.
 */
export async function cellPoint(page, cell) {
  return page.evaluate((cell) => {
    const label = (t) => t.textContent.trim();
    const boards = [...document.querySelectorAll("svg")]
      .filter((s) => s.parentElement === null || s.parentElement.closest("svg") === null)
      .map((s) => ({ s, texts: [...s.querySelectorAll("text")] }))
      .filter((x) => x.texts.some((t) => label(t) === "a") && x.texts.some((t) => label(t) === "9"))
      .sort((a, b) => b.s.getBoundingClientRect().width - a.s.getBoundingClientRect().width);
    if (boards.length === 0) return null;
    const { texts } = boards[0];
    const file = texts.find((t) => label(t) === cell[0]);
    const rank = texts.find((t) => label(t) === cell.slice(1));
    if (!file || !rank) return null;
    const f = file.getBoundingClientRect();
    const r = rank.getBoundingClientRect();
    return { x: f.x + f.width / 2, y: r.y + r.height / 2 };
  }, cell);
}
