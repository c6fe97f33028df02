// Every conformance line through both builds, compared with the JVM's answer line by line
// (Expectations.answer computes the JVM's the same way).
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { call, conformanceDir, jvmDir, lines, loadPackage, outcome, ruleset, vectorFiles } from "./common.mjs";

function answer(pacru, file, line) {
  const cols = line.split("\t");
  const rs = ruleset(file);
  if (file.startsWith("legal-")) {
    const a = call(pacru, "legal", { position: cols[0], ruleset: rs });
    return `${a.moves.join(" ")}\t${a.rotationCount}`;
  }
  const a = call(pacru, "apply", { position: cols[0], action: cols[1], ruleset: rs });
  return `${a.position}\t${outcome(a.outcome)}`;
}

const jvm = lines(join(jvmDir, "conformance.tsv"));

for (const target of ["wasm", "js"]) {
  test(`every conformance line through ${target} equals the JVM's`, async () => {
    const pacru = await loadPackage({ target });
    assert.equal(pacru.target, target);
    const computed = [];
    const started = performance.now();
    for (const file of vectorFiles()) {
      lines(join(conformanceDir, file)).forEach((line, i) => {
        if (line.trim() !== "") {
          computed.push(`${file}\t${i + 1}\t${answer(pacru, file, line)}`);
        }
      });
    }
    const ms = performance.now() - started;
    assert.equal(computed.length, jvm.length, "as many lines as the JVM answered");
    assert.ok(computed.length >= 12818, `${computed.length} lines`);
    const differing = computed.map((c, i) => [c, jvm[i]]).filter(([c, j]) => c !== j);
    assert.deepEqual(differing.slice(0, 5), [], `${differing.length} lines differ`);
    console.log(`${target}: ${computed.length} conformance lines identical to the JVM's in ${ms.toFixed(0)} ms`);
  });
}
