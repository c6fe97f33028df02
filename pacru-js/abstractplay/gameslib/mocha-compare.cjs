// prove.sh's step 6: gameslib's whole mocha suite with the patch against the same suite without it
// (step 2c), run the same way on the same checkout (mocha's json reporter, the same --timeout).
//   node mocha-compare.cjs summary RUN.json
//       counts and the failing tests of one run (exit 0 when the run produced its report)
//   node mocha-compare.cjs diff BEFORE.json AFTER.json RERUN_FILES
//       exit 0: no failure with the patch that is not also a failure without it, no test of another
//         game lost, and test/games/pacru.test.ts ran and passed;
//       exit 3: the only new failures are mocha timeouts in other games' tests: their files are
//         written to RERUN_FILES (one a line) for one rerun with the patch (prove.sh does it);
//       exit 1: anything else (a new failure that is not a timeout, a failing Pacru test, a lost test)
//   node mocha-compare.cjs rerun BEFORE.json AFTER.json RERUN.json
//       exit 0 when every new timeout of AFTER passed in the rerun of its file, else 1
"use strict";
const fs = require("node:fs");
const path = require("node:path");

const PACRU_TEST = path.join("test", "games", "pacru.test.ts");

function load(file) {
    if (!fs.existsSync(file)) {
        console.error(`mocha-compare: ${file} is missing (mocha did not finish its run)`);
        process.exit(1);
    }
    return JSON.parse(fs.readFileSync(file, "utf8"));
}
const rel = (f) => (f ? path.relative(process.cwd(), f) : "(no file)");
const key = (t) => `${rel(t.file)} :: ${t.fullTitle}`;
const isTimeout = (t) => /^Timeout of \d+ms exceeded/.test(t.err?.message ?? "");
const firstLine = (t) => String(t.err?.message ?? "").split("\n")[0].slice(0, 160);

function counts(label, run) {
    const s = run.stats;
    const timeouts = run.failures.filter(isTimeout).length;
    return `${label}: ${s.tests} tests, ${s.passes} passing, ${s.failures} failing (${timeouts} of them mocha timeouts), ${s.pending} pending; ${(s.duration / 1000).toFixed(1)} s of tests`;
}
function listFailures(label, failures) {
    if (failures.length === 0) {
        console.log(`${label}: none`);
        return;
    }
    console.log(`${label}: ${failures.length}`);
    for (const t of failures) {
        console.log(`  ${key(t)}${t.duration !== undefined ? ` (${t.duration} ms)` : ""}: ${firstLine(t)}`);
    }
}

const [mode, a, b, c] = process.argv.slice(2);
if (mode === "summary" && a) {
    const run = load(a);
    console.log(counts("mocha", run));
    listFailures("failing", run.failures);
    process.exit(0);
} else if (mode === "diff" && a && b && c) {
    const before = load(a);
    const after = load(b);
    console.log(counts("without the patch (step 2c)", before));
    console.log(counts("with the patch             ", after));
    listFailures("failing without the patch", before.failures);
    listFailures("failing with the patch", after.failures);
    const failedBefore = new Set(before.failures.map(key));
    const newFailures = after.failures.filter((t) => !failedBefore.has(key(t)));
    const fixed = before.failures.filter((t) => !after.failures.some((u) => key(u) === key(t)));
    listFailures("new failures (with the patch only)", newFailures);
    listFailures("failing without the patch, passing with it", fixed);
    // every test of the suite without the patch is still run with it, except Pacru's own (the patch rewrites them)
    const afterKeys = new Set([...after.tests, ...after.pending].map(key));
    const lost = [...before.tests, ...before.pending]
        .filter((t) => rel(t.file) !== PACRU_TEST && !afterKeys.has(key(t)));
    listFailures("tests of other games missing with the patch", lost);
    const pacru = after.tests.filter((t) => rel(t.file) === PACRU_TEST);
    const pacruFailing = pacru.filter((t) => t.err && Object.keys(t.err).length > 0);
    console.log(`Pacru's tests with the patch (${PACRU_TEST}): ${pacru.length}, ${pacru.length - pacruFailing.length} passing`);
    let bad = lost.length > 0 || pacru.length === 0 || pacruFailing.length > 0;
    const untimely = newFailures.filter((t) => !isTimeout(t) || rel(t.file) === PACRU_TEST);
    if (untimely.length > 0) bad = true;
    if (bad) {
        console.log("MOCHA: the patch causes failures (above)");
        process.exit(1);
    }
    if (newFailures.length === 0) {
        console.log(`MOCHA: failures without the patch: ${before.failures.length}, with the patch: ${after.failures.length}, new failures: none`);
        process.exit(0);
    }
    const files = [...new Set(newFailures.map((t) => t.file))];
    fs.writeFileSync(c, files.join("\n") + "\n");
    console.log(`MOCHA: ${newFailures.length} new failures, all mocha timeouts in other games' tests: rerunning their ${files.length} files with the patch`);
    process.exit(3);
} else if (mode === "rerun" && a && b && c) {
    const before = load(a);
    const after = load(b);
    const rerun = load(c);
    console.log(counts("rerun with the patch", rerun));
    const failedBefore = new Set(before.failures.map(key));
    const newFailures = after.failures.filter((t) => !failedBefore.has(key(t)));
    const rerunPassed = new Set(rerun.passes.map(key));
    const still = newFailures.filter((t) => !rerunPassed.has(key(t)));
    listFailures("new timeouts of the whole run that fail again (or did not run) in the rerun", still);
    if (still.length > 0) {
        console.log("MOCHA: the patch causes failures (above)");
        process.exit(1);
    }
    console.log(`MOCHA: failures without the patch: ${before.failures.length}, with the patch: ${after.failures.length}; `
        + `new failures: none that the patch causes (${newFailures.length} timeouts of the whole run passed in the rerun of their files)`);
    process.exit(0);
}
console.error("usage: node mocha-compare.cjs summary RUN.json | diff BEFORE.json AFTER.json RERUN_FILES | rerun BEFORE.json AFTER.json RERUN.json");
process.exit(2);
