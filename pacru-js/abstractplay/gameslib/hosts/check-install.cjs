// check-install.cjs DIR PACRU_TGZ [VIA]: after `npm install` in DIR, says where pacru came from and fails unless it
// is the package of PACRU_TGZ, resolved from the configured registry (DIR's package-lock.json: its version, URL
// and sha512 equal to the tarball's). VIA (e.g. @abstractplay/gameslib): the package that depends on pacru, which
// must be the patched gameslib (its build of src/games/pacru.ts imports pacru).
"use strict";
const fs = require("fs");
const path = require("path");
const crypto = require("crypto");
const { execFileSync } = require("child_process");

const [dir, tgz, via] = process.argv.slice(2);
if (!dir || !tgz) {
  console.error("usage: check-install.cjs DIR PACRU_TGZ [VIA]");
  process.exit(2);
}
const problems = [];
const lock = JSON.parse(fs.readFileSync(path.join(dir, "package-lock.json"), "utf8"));
const tgzManifest = JSON.parse(execFileSync("tar", ["xzOf", tgz, "package/package.json"], { encoding: "utf8" }));
const integrity = "sha512-" + crypto.createHash("sha512").update(fs.readFileSync(tgz)).digest("base64");

if (via) {
  const v = lock.packages[`node_modules/${via}`];
  if (!v) problems.push(`${via} is not in package-lock.json`);
  else console.log(`${via}@${v.version} from ${v.resolved ?? "the registry of its scope (the lock file names no URL)"}`);
  const built = path.join(dir, "node_modules", via, "build", "games", "pacru.js");
  if (!fs.existsSync(built)) problems.push(`no ${built}`);
  else {
    const required = [...fs.readFileSync(built, "utf8").matchAll(/require\("(pacru(?:\/[a-z-]+)?)"\)/g)].map((m) => m[1]);
    if (required.length === 0) problems.push(`${built} requires nothing of pacru: not the patched gameslib`);
    else console.log(`${path.relative(dir, built)}: the patched class (it requires ${[...new Set(required)].join(", ")})`);
  }
}
const candidates = Object.keys(lock.packages).filter((k) => /(^|\/)node_modules\/pacru$/.test(k));
if (candidates.length !== 1) problems.push(`package-lock.json has ${candidates.length} pacru entries: ${candidates.join(", ") || "none"}`);
for (const key of candidates) {
  const e = lock.packages[key];
  const installed = JSON.parse(fs.readFileSync(path.join(dir, key, "package.json"), "utf8"));
  console.log(`${key}: pacru@${installed.version} from ${e.resolved}, ${e.integrity}`);
  if (installed.version !== tgzManifest.version) problems.push(`installed pacru ${installed.version}, the tarball is ${tgzManifest.version}`);
  if (e.integrity !== integrity) problems.push(`pacru's integrity in package-lock.json is not the tarball's (${integrity})`);
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(e.resolved || "")) problems.push(`pacru was not resolved from the local registry: ${e.resolved}`);
}
if (problems.length) {
  for (const p of problems) console.error(`check-install: ${p}`);
  process.exit(1);
}
console.log(`pacru ${tgzManifest.version}: the tarball ${path.basename(tgz)} (same sha512), resolved from the local registry`);
