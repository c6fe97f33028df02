// Every JavaScript and TypeScript snippet of the user's documentation, as a user would paste it:
// the ```js and ```ts blocks of README.md, docs/javascript.md, the package's README.md,
// pacru-js/abstractplay/README.md and the doc comments of index.d.ts and abstractplay.d.ts. Each
// is compiled against the package (tsc --strict --exactOptionalPropertyTypes
// --noUncheckedIndexedAccess, module nodenext: a block with require( as CommonJS, any other as
// an ES module; .js blocks type-checked with checkJs) and then run on Node.js. A console.log line
// whose comment is a JSON value (// 28, // "R3.2", // ["A", "B"], // -1: why) must log that value;
// any other comment describes and is not checked. A snippet for browsers fetches the package's files as a
// page does: here fetch reads file: URLs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { packageDir, workDir } from "./common.mjs";

const root = resolve("..");
const SOURCES = [
  "README.md",
  "docs/javascript.md",
  "pacru-js/src/main/npm/README.md",
  "pacru-js/abstractplay/README.md",
  "pacru-js/src/main/npm/index.d.ts",
  "pacru-js/src/main/npm/abstractplay.d.ts",
];

/** The snippets of a file: [{ lang, code, line }], from fenced blocks (in a .d.ts: inside its comments). */
export function snippets(file) {
  const text = readFileSync(join(root, file), "utf8");
  const lines = text.split("\n").map((l) => (file.endsWith(".d.ts") ? l.replace(/^\s*\*\s?/, "") : l));
  const found = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(js|javascript|ts|typescript)\s*$/.exec(lines[i]);
    if (open === null) {
      continue;
    }
    const start = i + 1;
    let end = start;
    while (end < lines.length && !lines[end].startsWith("```")) {
      end++;
    }
    found.push({ lang: open[1].startsWith("t") ? "ts" : "js", code: lines.slice(start, end).join("\n") + "\n", line: start });
    i = end;
  }
  return found;
}

/** The values the snippet's console.log lines must print, in order (undefined: not checked). */
function expectations(code) {
  return code.split("\n").filter((l) => /^\s*console\.log\(/.test(l)).map((l) => {
    const comment = /\)\s*;\s*\/\/\s*(.+)$/.exec(l);
    if (comment === null) {
      return undefined;
    }
    // the whole comment, else what comes before its first ": " (// -1: why)
    for (const text of [comment[1].trim(), comment[1].split(": ")[0].trim()]) {
      try {
        return { value: JSON.parse(text) };
      } catch {
        // not a JSON value: a description
      }
    }
    return undefined;
  });
}

const tsc = process.env.PACRU_TSC;
const dir = join(workDir, "snippets");

test("every JavaScript and TypeScript snippet of the docs compiles under tsc --strict --exactOptionalPropertyTypes and runs, printing what its comments say", (t) => {
  if (!tsc) {
    if (process.env.PACRU_NODE_TESTS === "required") {
      assert.fail("PACRU_TSC must name TypeScript's tsc when the Node tests are required (.ci/run installs it)");
    }
    t.skip("no tsc (PACRU_TSC)");
    return;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, "node_modules"), { recursive: true });
  symlinkSync(packageDir, join(dir, "node_modules", "pacru"), "dir");
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "snippets", private: true }));
  // console.log records what it prints, for the comparison with the comments
  writeFileSync(join(dir, "record.cjs"), `"use strict";
const logged = [];
const log = console.log;
console.log = (...args) => { logged.push(args.length === 1 ? args[0] : args); log(...args); };
process.on("exit", () => require("node:fs").writeFileSync(process.env.PACRU_SNIPPET_LOG, JSON.stringify(logged)));
// a browser's fetch of the package's files, which Node.js's fetch refuses for file: URLs
const fetch = globalThis.fetch;
globalThis.fetch = async (url, ...rest) => String(url).startsWith("file:")
  ? new Response(require("node:fs").readFileSync(new URL(String(url))), { headers: { "Content-Type": "application/wasm" } })
  : fetch(url, ...rest);
`);
  const all = [];
  for (const file of SOURCES) {
    for (const s of snippets(file)) {
      const commonJs = /\brequire\(/.test(s.code);
      const ext = s.lang === "ts" ? (commonJs ? "cts" : "mts") : (commonJs ? "cjs" : "mjs");
      const name = `${file.replace(/[^A-Za-z0-9]+/g, "_")}_${s.line}.${ext}`;
      writeFileSync(join(dir, name), s.code);
      all.push({ ...s, file, name, out: name.replace(/\.([cm])ts$/, ".$1js") });
    }
  }
  assert.ok(all.length >= 8, `only ${all.length} snippets found`);
  writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({
    compilerOptions: {
      strict: true, exactOptionalPropertyTypes: true, noUncheckedIndexedAccess: true, allowJs: true, checkJs: true,
      target: "es2022", module: "nodenext", moduleResolution: "nodenext", outDir: "out", skipLibCheck: false, types: [],
      lib: ["es2022", "dom"],
    },
    files: all.map((s) => s.name),
  }));
  try {
    execFileSync(process.execPath, [tsc, "-p", "."], { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (e) {
    assert.fail(`tsc: the snippets do not compile (file name: source_line):\n${e.stdout}${e.stderr}`);
  }
  let checked = 0;
  for (const s of all) {
    const where = `${s.file}, the snippet at line ${s.line}`;
    const log = join(dir, `${s.name}.log.json`);
    try {
      execFileSync(process.execPath, ["--require", "./record.cjs", join("out", s.out)], {
        cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, PACRU_SNIPPET_LOG: log },
      });
    } catch (e) {
      assert.fail(`${where} fails when run: ${e.stderr || e.message}`);
    }
    const logged = JSON.parse(readFileSync(log, "utf8"));
    const expected = expectations(s.code);
    assert.equal(logged.length, expected.length, `${where}: ${expected.length} console.log lines, ${logged.length} printed`);
    expected.forEach((e, i) => {
      if (e !== undefined) {
        assert.deepEqual(JSON.parse(JSON.stringify(logged[i])), e.value, `${where}: console.log number ${i + 1}`);
        checked++;
      }
    });
  }
  console.log(`snippets: ${all.length} compiled and run, ${checked} printed values checked`);
});
