// front-compat.cjs GAMESLIB FRONT: what the front end imports from @abstractplay/gameslib and the gameslib checkout
// does not export, given, so that the front end starts at all (prove-hosts.sh H5, before gameslib's builds without
// and with the patch alike: not part of the patch). Today one name: resolveLocale, imported by the front end's
// src/i18n.js since its commit 6334f362 (2026-08-12), exported by no gameslib commit of the mirrors (main b8c3115,
// develop fa10fff6): without it the front end's first render throws "resolveLocale is not a function". Given as
// the locale gameslib's browser i18n takes for a host's language (its normalizeBrowserLang: a supported locale
// stays, any other is "en"). A gameslib that exports it is left as it is; an import this script does not know
// fails the step, named.
"use strict";
const fs = require("fs");
const path = require("path");

const [gameslib, front] = process.argv.slice(2);
if (!gameslib || !front) {
  console.error("usage: front-compat.cjs GAMESLIB FRONT");
  process.exit(2);
}
// the names the front end imports from gameslib's package root
const imported = new Set();
const walk = (dir) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const f = path.join(dir, e.name);
    if (e.isDirectory()) walk(f);
    else if (/\.(jsx?|mjs|tsx?)$/.test(e.name) && !/\.test\./.test(e.name)) {
      const text = fs.readFileSync(f, "utf8");
      for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@abstractplay\/gameslib["']/g)) {
        for (const n of m[1].split(",")) {
          const name = n.trim().split(/\s+as\s+/)[0].trim();
          if (name) imported.add(name);
        }
      }
    }
  }
};
walk(path.join(front, "src"));
const indexTs = path.join(gameslib, "src", "index.ts");
const index = fs.readFileSync(indexTs, "utf8");
const exported = (name) => new RegExp(`export\\s+(const|function|class|let)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`).test(index);
const missing = [...imported].filter((n) => !exported(n)).sort();
const GIVEN = {
  resolveLocale: `
// prove-hosts.sh (hosts/front-compat.cjs), not part of the pacru patch: the front end imports resolveLocale, which
// this gameslib commit does not export; the locale gameslib's browser i18n takes for a host's language
export const resolveLocale = (lang?: string): string =>
    (lang !== undefined && supportedLocalesForHosts.includes(lang)) ? lang : "en";
import { supportedLocales as supportedLocalesForHosts } from "./i18n-shared";
`,
};
console.log(`the front end imports from @abstractplay/gameslib: ${[...imported].sort().join(", ")}`);
if (missing.length === 0) {
  console.log("gameslib exports every one of them: nothing given");
  process.exit(0);
}
const unknown = missing.filter((n) => !(n in GIVEN));
if (unknown.length > 0) {
  console.error(`front-compat.cjs: gameslib does not export ${unknown.join(", ")}, which the front end imports, and this script gives none of them`);
  process.exit(1);
}
fs.appendFileSync(indexTs, missing.map((n) => GIVEN[n]).join(""));
console.log(`COMPATIBILITY: gameslib does not export ${missing.join(", ")}, which the front end imports: given in src/index.ts ` +
  "(hosts/front-compat.cjs; the same in gameslib's builds without and with the patch; not part of the patch)");
