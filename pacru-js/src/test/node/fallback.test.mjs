// On a runtime without WebAssembly GC (Node.js 20), load() picks the JavaScript build by itself,
// refuses the WebAssembly one with a message, and the JavaScript build answers every legal line
// of the conformance vectors as the JVM does.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { call, conformanceDir, jvmDir, lines, loadPackage, packageDir, ruleset, vectorFiles } from "./common.mjs";

test(`on Node.js ${process.version}, without WebAssembly GC, load() uses the JavaScript build`, async () => {
  const { supportsWasmGc } = await import(pathToFileURL(join(packageDir, "index.mjs")).href);
  assert.equal(supportsWasmGc(), false);
  const pacru = await loadPackage();
  assert.equal(pacru.target, "js");
  await assert.rejects(loadPackage({ target: "wasm" }), /no WebAssembly GC/);
  const jvm = new Map(lines(join(jvmDir, "conformance.tsv")).map((l) => {
    const [file, number, ...answer] = l.split("\t");
    return [`${file}:${number}`, answer.join("\t")];
  }));
  let compared = 0;
  for (const file of vectorFiles().filter((f) => f.startsWith("legal-"))) {
    lines(join(conformanceDir, file)).forEach((line, i) => {
      const a = call(pacru, "legal", { position: line.split("\t")[0], ruleset: ruleset(file) });
      assert.equal(`${a.moves.join(" ")}\t${a.rotationCount}`, jvm.get(`${file}:${i + 1}`), `${file}:${i + 1}`);
      compared++;
    });
  }
  assert.equal(compared, 306);
});
