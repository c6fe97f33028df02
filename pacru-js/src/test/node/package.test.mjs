// The package as a user gets it: npm pack, installed from the tarball into an empty folder, used by a
// plain Node script and by the TypeScript sample (src/test/ts/sample.ts) compiled with tsc --strict.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { packageDir, workDir } from "./common.mjs";

const [v8Major, v8Minor] = process.versions.v8.split(".").map(Number);
/** The build load() chooses without a target here: JavaScript where V8 (before 13.6) can abort on WebAssembly. */
const DEFAULT_TARGET = v8Major > 13 || (v8Major === 13 && v8Minor >= 6) ? "wasm" : "js";

const consumer = join(workDir, "consumer");
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

test("npm pack, then npm install of the tarball into an empty folder, and a plain Node script using it", () => {
  const packs = join(workDir, "pack");
  rmSync(packs, { recursive: true, force: true });
  rmSync(consumer, { recursive: true, force: true });
  mkdirSync(packs, { recursive: true });
  mkdirSync(consumer, { recursive: true });
  const manifest = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8"));
  assert.equal(manifest.name, "pacru");
  assert.match(manifest.version, /^\d+\.\d+\.\d+(-SNAPSHOT)?$/);
  run("npm", ["pack", "--pack-destination", packs], packageDir);
  const tarballs = readdirSync(packs).filter((f) => f.endsWith(".tgz"));
  assert.deepEqual(tarballs, [`pacru-${manifest.version}.tgz`]);
  writeFileSync(join(consumer, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
  run("npm", ["install", "--offline", "--no-audit", "--no-fund", join(packs, tarballs[0])], consumer);
  assert.deepEqual(readdirSync(join(consumer, "node_modules", "pacru")).sort(),
    ["LICENSE", "README.md", "THIRD-PARTY-NOTICES.md", "abstractplay.cjs", "abstractplay.d.cts", "abstractplay.d.ts", "abstractplay.js", "abstractplay.mjs",
      "abstractplay-translate.cjs", "abstractplay-translate.d.cts", "abstractplay-translate.d.ts", "abstractplay-translate.js",
      "abstractplay-translate.mjs",
      "index.cjs", "index.d.cts", "index.d.ts", "index.js", "index.mjs", "pacru.cjs", "pacru.js", "pacru.wasm",
      "pacru.wasm-runtime.cjs", "pacru.wasm-runtime.js", "package.json",
      "sync.js", "sync.cjs", "sync.d.ts", "sync.d.cts", "inflate.js", "inflate.cjs", "pacru.wasm-inline.js", "pacru.wasm-inline.cjs"].sort());
  writeFileSync(join(consumer, "main.mjs"), [
    'import { load } from "pacru";',
    "for (const target of [undefined, \"wasm\", \"js\"]) {",
    "  const pacru = await load(target ? { target } : {});",
    "  const legal = pacru.legal({ players: 3 });",
    "  console.log(pacru.target, legal.moves.length, pacru.check({ action: \"e1-e3\" }).violation.rule, pacru.apply({ action: \"a3-b4(c6)\" }).events.length);",
    "}",
  ].join("\n"));
  const out = run(process.execPath, ["main.mjs"], consumer).trim().split("\n");
  assert.equal(out.length, 3);
  assert.match(out[0], new RegExp(`^${DEFAULT_TARGET} \\d+ R3\\.2 2$`));
  assert.match(out[1], /^wasm \d+ R3\.2 2$/);
  assert.equal(out[2], out[1].replace("wasm", "js"));
  assert.equal(out[0], out[1].replace("wasm", DEFAULT_TARGET));
});

test("the TypeScript sample compiles with tsc --strict against the installed package, and runs", (t) => {
  const tsc = process.env.PACRU_TSC;
  if (!tsc) {
    if (process.env.PACRU_NODE_TESTS === "required") {
      assert.fail("PACRU_TSC must name TypeScript's tsc when the Node tests are required (.ci/run installs it)");
    }
    console.log("TypeScript sample SKIPPED: PACRU_TSC names no tsc (npm install --prefix DIR typescript@5; .ci/run does)");
    t.skip("no tsc");
    return;
  }
  copyFileSync(resolve("src", "test", "ts", "sample.ts"), join(consumer, "sample.ts"));
  copyFileSync(resolve("src", "test", "ts", "abstractplay.ts"), join(consumer, "abstractplay.ts"));
  writeFileSync(join(consumer, "tsconfig.json"), JSON.stringify({
    compilerOptions: { strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true,
      target: "es2022", module: "nodenext", moduleResolution: "nodenext", outDir: "out", skipLibCheck: false },
    files: ["sample.ts", "abstractplay.ts"],
  }));
  run(process.execPath, [tsc, "-p", "."], consumer);
  const out = run(process.execPath, [join("out", "sample.js")], consumer).trim().split("\n");
  assert.equal(out[0], DEFAULT_TARGET);
  assert.ok(Number(out[1]) > 10);
  assert.equal(out[3], "R3.2");
  assert.match(out[4], / B 2$/);
  assert.match(out[5], /^\S+ \(100 iterations\)$/);
  assert.ok(Number(out[6]) >= 1 && Number(out[7]) >= 1 && Number(out[8]) >= 3, out.join(" | "));
  assert.equal(out[12], "unknown language 'de' (en, es or ja): answering in English");
  assert.ok(Number(out[9]) > 1000, out.join(" | "));
  assert.equal(out[10], "9/9/9/4.BS4/4.AN4/9/9/9/9 A 2");
  assert.equal(out[11], "random mcts:100 mcts:1000 mcts:5000 greedy");
  // pacru/abstractplay's drop-in PacruGame, typed as gameslib uses it
  const ap = run(process.execPath, [join("out", "abstractplay.js")], consumer).trim().split("\n");
  assert.deepEqual(ap, ["8", "1", "a3-b4(c6)", "1", "-1", "2", "true", "2", "9", "a3-b4(c6)", "pacru"]);
});

test("pacru/sync's types: the TypeScript sample compiles with Node.js's resolution (pacru's own files) and a bundler's (sync.d.ts), and runs", (t) => {
  const tsc = process.env.PACRU_TSC;
  if (!tsc) {
    if (process.env.PACRU_NODE_TESTS === "required") {
      assert.fail("PACRU_TSC must name TypeScript's tsc when the Node tests are required (.ci/run installs it)");
    }
    t.skip("no tsc");
    return;
  }
  const dir = join(workDir, "consumer-sync");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "consumer-sync", private: true, type: "module" }));
  mkdirSync(join(dir, "node_modules"));
  symlinkSync(join(consumer, "node_modules", "pacru"), join(dir, "node_modules", "pacru"), "dir");
  copyFileSync(resolve("src", "test", "ts", "sync.ts"), join(dir, "sync.ts"));
  const strict = { strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true, target: "es2022", skipLibCheck: false };
  for (const [name, options] of [["tsconfig.node.json", { module: "nodenext", moduleResolution: "nodenext", outDir: "out" }],
    ["tsconfig.bundler.json", { module: "esnext", moduleResolution: "bundler", noEmit: true, traceResolution: true }]]) {
    writeFileSync(join(dir, name), JSON.stringify({ compilerOptions: { ...strict, ...options }, files: ["sync.ts"] }));
  }
  run(process.execPath, [tsc, "-p", "tsconfig.node.json"], dir);
  const trace = run(process.execPath, [tsc, "-p", "tsconfig.bundler.json"], dir);
  assert.match(trace, /Module name 'pacru\/sync' was successfully resolved to '[^']*\/sync\.d\.ts'/);
  assert.equal(run(process.execPath, [join("out", "sync.js")], dir).trim(), `boolean 28 R3.2 js`);
});
