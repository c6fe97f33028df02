// The package attacked as a hostile caller would, each finding a test: no process abort
// on WebAssembly (the V8 inlining defect), no instance broken by an exhausted stack, validateMove's
// "submit it" only for what move() accepts, wrong types and sizes refused with the documented
// errors, and a fuzz run of pacru/abstractplay and the whole API. Sized for a 2-core machine.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { packageDir, loadPackage } from "./common.mjs";

const HOSTILE = join(dirname(fileURLToPath(import.meta.url)), "..", "hostile");
const START = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
const [v8Major, v8Minor] = process.versions.v8.split(".").map(Number);
const V8_ABORTS = v8Major < 13 || (v8Major === 13 && v8Minor < 6);

function node(args, timeout = 240_000, env = {}) {
  return spawnSync(process.execPath, args, { encoding: "utf8", timeout, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, ...env } });
}

const REPRO = join(HOSTILE, "v8-abort-repro.mjs");
const V8_FLAG = "--no-turbo-inline-js-wasm-calls";

/**
 * A script that loads the package (`loads`: its statements, with load and loadSync in scope), prints
 * the builds it got and the PACRU_V8_FLAG warnings the process emitted, then runs the V8 abort repro.
 */
function afterLoading(loads, nodeArgs = []) {
  const script = `const warnings = [];
    process.on("warning", (w) => { if (w.code === "PACRU_V8_FLAG") warnings.push(w.message); });
    const { load, loadSync } = await import(${JSON.stringify(pathToFileURL(join(packageDir, "index.mjs")).href)});
    const targets = [];
    ${loads}
    await new Promise((resolve) => setImmediate(resolve));   // warnings are emitted on the next tick
    console.log(JSON.stringify({ targets, warnings }));
    await import(${JSON.stringify(pathToFileURL(REPRO).href)});`;
  const run = node([...nodeArgs, "--input-type=module", "-e", script]);
  const [first, ...rest] = run.stdout.trim().split("\n");
  let loaded;
  try {
    loaded = JSON.parse(first);
  } catch {
    assert.fail(`no JSON line: exit ${run.status} ${run.signal ?? ""}: ${run.stdout}${run.stderr}`);
  }
  return { ...loaded, run, survived: rest.some((line) => line.startsWith("survived")) };
}

test(`the V8 abort: the repro ${V8_ABORTS ? "aborts" : "survives"} on this Node.js (V8 ${process.versions.v8}), and survives with ${V8_FLAG}`, () => {
  const alone = node([REPRO]);
  if (V8_ABORTS) {
    assert.equal(alone.status, null, `the repro no longer aborts on V8 ${process.versions.v8}: ${alone.stdout}${alone.stderr}`);
    assert.match(alone.stderr, /unreachable code/);
  } else {
    assert.equal(alone.status, 0, alone.stderr);
  }
  const flagged = node([V8_FLAG, REPRO]);
  assert.equal(flagged.status, 0, `${flagged.stdout}${flagged.stderr}`);
  assert.match(flagged.stdout, /survived/);
});

test(`no target on V8 ${process.versions.v8}: load() and loadSync() choose ${V8_ABORTS ? "JavaScript" : "WebAssembly GC"}, warn nothing and change no V8 flag (the repro then ${V8_ABORTS ? "still aborts" : "survives"})`, () => {
  const r = afterLoading(`targets.push((await load()).target, loadSync().target);`);
  const expected = V8_ABORTS ? "js" : "wasm";
  assert.deepEqual(r.targets, [expected, expected], r.run.stderr);
  assert.deepEqual(r.warnings, []);
  assert.doesNotMatch(r.run.stderr, /PACRU_V8_FLAG/);
  if (V8_ABORTS) {
    assert.equal(r.run.status, null, `the repro survived: the package set a flag? ${r.run.stdout}${r.run.stderr}`);
    assert.match(r.run.stderr, /unreachable code/);
  } else {
    assert.equal(r.run.status, 0, r.run.stderr);
    assert.ok(r.survived, r.run.stdout);
  }
});

test(`target "wasm" on V8 ${process.versions.v8}: ${V8_ABORTS ? `${V8_FLAG} set and said once (warning PACRU_V8_FLAG), however many loads` : "no warning"}; the repro survives`, () => {
  const r = afterLoading(`targets.push((await load({ target: "wasm" })).target, loadSync({ target: "wasm" }).target,
      (await load({ target: "wasm" })).target);`);
  assert.deepEqual(r.targets, ["wasm", "wasm", "wasm"]);
  assert.equal(r.run.status, 0, `${r.run.stdout}${r.run.stderr}`);
  assert.ok(r.survived, r.run.stdout);
  if (V8_ABORTS) {
    assert.equal(r.warnings.length, 1, JSON.stringify(r.warnings));
    assert.match(r.warnings[0], /^pacru\.load\(\{ target: "wasm" \}\) set V8's --no-turbo-inline-js-wasm-calls for this process: V8 /);
    assert.equal(r.run.stderr.match(/\[PACRU_V8_FLAG\]/g)?.length, 1, r.run.stderr);
  } else {
    assert.deepEqual(r.warnings, []);
  }
});

test(`started with ${V8_FLAG}: no target chooses WebAssembly GC, with no warning; so does the flag's underscore form`, () => {
  for (const flag of [V8_FLAG, "--no_turbo_inline_js_wasm_calls"]) {
    const r = afterLoading(`targets.push((await load()).target, loadSync().target, loadSync({ target: "wasm" }).target);`, [flag]);
    assert.deepEqual(r.targets, ["wasm", "wasm", "wasm"], `${flag}: ${r.run.stderr}`);
    assert.deepEqual(r.warnings, []);
    assert.equal(r.run.status, 0, r.run.stderr);
    assert.ok(r.survived, r.run.stdout);
  }
  if (V8_ABORTS) {
    // the flag given, then taken back: the last one counts, and no target is JavaScript again
    const r = afterLoading(`targets.push(loadSync().target);`, [V8_FLAG, "--turbo-inline-js-wasm-calls"]);
    assert.deepEqual(r.targets, ["js"]);
    assert.deepEqual(r.warnings, []);
  }
});

test(`Node.js refuses ${V8_FLAG} in NODE_OPTIONS (the package reads the command line only, as documented)`, () => {
  const run = node(["-e", "0"], 30_000, { NODE_OPTIONS: V8_FLAG });
  assert.notEqual(run.status, 0);
  assert.match(run.stderr, /is not allowed in NODE_OPTIONS/);
});

for (const target of ["wasm", "js"]) {
  test(`${target}: a hostile fuzz of pacru/abstractplay and every call, single-threaded, ends without an abort, a throw or a contradiction`, () => {
    const run = node(["--single-threaded", join(HOSTILE, "fuzz.mjs"), packageDir, "12", "40"], 180_000, { PACRU_TARGET: target });
    assert.equal(run.status, 0, `exit ${run.status} ${run.signal ?? ""}: ${run.stdout}${run.stderr.slice(-3000)}`);
    const summary = JSON.parse(run.stdout.trim().split("\n").at(-1));
    console.log(`# fuzz ${target}: ${JSON.stringify(summary)}`);
    assert.equal(summary.target, target);
    assert.ok(summary.calls + summary.gameCalls > 10, JSON.stringify(summary));
    assert.equal(summary.contradictions, 0);
  });
}

/** Calls f from `tries` stack depths just short of exhaustion, every `step` frames; its answers and throws. */
function nearExhaustion(f, tries = 80, step = 25) {
  const out = [];
  let unwound = 0;
  function recurse() {
    try {
      recurse();
    } catch {
      // the stack ran out below this frame
    }
    unwound++;
    if (unwound % step === 0 && out.length < tries) {
      try {
        out.push(f());
      } catch (e) {
        out.push({ threw: e });
      }
    }
  }
  recurse();
  return out;
}

const REQUESTS = [
  ["legal", {}], ["legal", { position: "9/9/9/9/9/9/9/9/9 A 2" }], ["legal", { players: 3, lang: "ja" }],
  ["check", { action: "e1-e3", lang: "ja" }], ["check", { action: "a3-b4(c6)" }], ["apply", { action: "a3-b4(c6)" }],
  ["explain", { action: "e1-e3", lang: "es" }], ["svg", { lang: "ja" }], ["replay", { actions: ["a3-b4(c6)", "e9-e8"] }],
  ["replay", { record: "1. a3-b4(c6) e9-e8" }], ["move", { player: "greedy", seed: 3 }], ["move", { player: "mcts:20", seed: 3 }],
  ["analyse", { iterations: 20, seed: 3 }], ["build", { steps: ["a3", "-b4"] }], ["setup", { chevrons: { e5: "AN", a1: "CN" } }],
  ["info", {}], ["abstractplay", { op: "board" }], ["abstractplay", { op: "move", move: "a3-b4(c6" }],
];

/** An answer as JSON without the searches' time taken, which differs from run to run. */
function same(answer) {
  return JSON.stringify(answer, (key, value) => (key === "millis" ? undefined : value));
}

async function settled(pacru, name, request) {
  for (let i = 0; i < 300; i++) {
    const a = pacru[name](request);
    if (a.error?.code !== "engine-restarting") {
      return a;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the engine did not restart in 30 s");
}

for (const target of ["wasm", "js"]) {
  test(`${target}: every call from a nearly exhausted stack, first use and later, answers rightly or stack-exhausted; afterwards every known answer is the same`, async () => {
    const reference = await loadPackage({ target });
    const known = REQUESTS.map(([name, request]) => same(reference[name](request)));
    const pacru = await loadPackage({ target });
    const seen = new Map();
    for (const round of ["first use", "later"]) {
      for (const [i, [name, request]] of REQUESTS.entries()) {
        for (const r of nearExhaustion(() => pacru[name](request), target === "js" ? 40 : 80)) {
          let kind;
          if ("threw" in r) {
            // only a call with no stack left to enter the wrapper throws, as any function would
            assert.ok(r.threw instanceof RangeError, `${round} ${name}: ${r.threw}`);
            assert.doesNotMatch(String(r.threw.stack), /wasm-function|pacru\.js|pacru\.wasm/,
              `${round} ${name}: a RangeError out of the engine, not a stack-exhausted answer`);
            kind = "RangeError on entry";
          } else if (same(r) === known[i]) {
            kind = "the known answer";
          } else {
            assert.ok(r.error?.code === "stack-exhausted" || r.error?.code === "engine-restarting",
              `${round} ${name} ${JSON.stringify(request)}: ${JSON.stringify(r).slice(0, 300)}`);
            assert.equal(r.error.status, 503);
            kind = r.error.code;
          }
          seen.set(kind, (seen.get(kind) ?? 0) + 1);
        }
        for (const [j, [n, q]] of REQUESTS.entries()) {
          assert.equal(same(await settled(pacru, n, q)), known[j], `after ${name} from a deep stack (${round}): ${n} ${JSON.stringify(q)}`);
        }
      }
    }
    console.log(`# ${target}: ${JSON.stringify(Object.fromEntries(seen))}`);
    assert.ok((seen.get("the known answer") ?? 0) > 0);
  });
}

test("R9.2: validateMove's complete 1 means move() accepts, and move() accepts only what validateMove calls valid, over the fuzz corpus and random partial strings", async () => {
  const { PacruGame } = await import(pathToFileURL(join(packageDir, "abstractplay.mjs")).href);
  const corpus = ["a3-b4(c6", "a3-b4(c6,", "e1-e2(", "e1-e2()", "A3-B4(C6", " a3 - b4 ( c6 ", "a3-b4()", "a3-b4(c6)",
    "e1-e2", "E1-E2", "e1-e3", "pass", "", "e1*", "e1>", "e1>>", "a3-b4(c6,c6)", "a3-b4(c6))", "a3xb4"];
  const alphabet = ["a3", "b4", "c6", "e1", "e2", "e9", "e8", "d2", "f2", "-", "x", "(", ")", ",", "*", ">", "<", " ", "a4", "b5"];
  let seed = 40;
  const rand = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  for (let i = 0; i < 1500; i++) {
    let s = "";
    for (let k = 1 + rand(6); k > 0; k--) s += alphabet[rand(alphabet.length)];
    corpus.push(s);
  }
  const games = [new PacruGame(2), new PacruGame(3)];
  games.push(new PacruGame(2).move("a3-b4(c6)"));
  for (const game of games) {
    corpus.push(...game.moves().slice(0, 40));
  }
  let accepted = 0;
  for (const game of games) {
    for (const m of corpus) {
      const v = game.validateMove(m);
      let ok = true;
      try {
        game.clone().move(m);
      } catch (e) {
        assert.match(e.message, /^PacruGame: /, m);
        ok = false;
      }
      if (v.complete === 1) {
        assert.ok(ok, `validateMove(${JSON.stringify(m)}) said complete, move refused it`);
      }
      if (ok) {
        accepted++;
        assert.equal(v.valid, true, `move(${JSON.stringify(m)}) accepted what validateMove refused: ${v.message}`);
      }
    }
  }
  assert.ok(accepted > 5, `${accepted} accepted`);
  const g = new PacruGame(2);
  const open = g.validateMove("a3-b4(c6");
  assert.equal(open.valid, true);
  assert.equal(open.complete, -1);
  assert.match(open.message, /R9\.2.*a3-b4\(c6\)/);
});

test("the abstractplay call never answers complete without an action", async () => {
  const pacru = await loadPackage({ target: "wasm" });
  for (const move of ["a3-b4(c6", "a3-b4(c6,", "e1-e2(", "e1-e2()", "A3-B4(C6", " a3 - b4 ( c6 ", "a3-b4(c6)", "e1-e2"]) {
    const a = pacru.abstractplay({ op: "move", move });
    assert.equal(a.complete, a.action !== null, `${move}: ${JSON.stringify(a)}`);
  }
});

test("pacru/abstractplay refuses wrong types with its documented error; validateMove and handleClick never throw; messages are made for BigInt and cycles", async () => {
  const { PacruGame } = await import(pathToFileURL(join(packageDir, "abstractplay.mjs")).href);
  const g = new PacruGame(2);
  const cyclic = {};
  cyclic.self = cyclic;
  const hostile = [{}, Object.create(null), null, undefined, 10n, Symbol("s"), cyclic, { toString() { throw new Error("x"); } }, 5, ["e1-e2"]];
  for (const m of hostile) {
    const v = g.validateMove(m);
    assert.equal(typeof v.valid, "boolean");
    if (m !== undefined && m !== null) {
      assert.equal(v.valid, false);
      assert.equal(typeof v.message, "string");
    }
    const c = g.handleClick(m, 6, 0);
    assert.equal(typeof c.valid, "boolean");
    assert.throws(() => g.move(m), /^Error: PacruGame: /);
  }
  for (const opts of [null, 5, "partial", 10n, { partial: "yes" }, { trusted: 1 }]) {
    assert.throws(() => g.move("e1-e2", opts), /^Error: PacruGame: move's option/);
  }
  assert.equal(g.stack.length, 1, "nothing was played");
  for (const state of [{ game: "pacru", numplayers: 2n }, { game: 10n }, cyclic, { game: "pacru", numplayers: 2, winner: [], stack: [cyclic] }]) {
    assert.throws(() => new PacruGame(state), /^Error: PacruGame: /);
  }
  assert.throws(() => PacruGame.coords2algebraic(10n, Symbol("y")), /^Error: PacruGame: /);
  assert.throws(() => g.calcMvPower(Symbol("c")), /^Error: PacruGame: /);
});

for (const target of ["wasm", "js"]) {
  test(`${target}: requests are checked while written: NaN and ±Infinity name their field, the size stops at 4 MB, not after`, async () => {
    const pacru = await loadPackage({ target });
    for (const [request, field] of [[{ players: NaN }, "players"], [{ seed: Infinity }, "seed"], [{ marks: { e1: -Infinity } }, "marks"],
      [{ iterations: NaN }, "iterations"]]) {
      const e = pacru.analyse(request).error;
      assert.equal(e.code, "bad-request", JSON.stringify(e));
      assert.equal(e.field, field);
    }
    const start = performance.now();
    const big = pacru.legal({ steps: new Array(1e8) }).error;
    const ms = performance.now() - start;
    assert.equal(big.code, "malformed-json");
    assert.ok(ms < 20_000, `${Math.round(ms)} ms`);
    assert.equal(pacru.legal({ position: "A".repeat(5_000_000) }).error.code, "malformed-json");
    assert.equal(pacru.legal({ steps: { length: 1e9 }, players: 2 }).players, 2);
  });
}

for (const target of ["wasm", "js"]) {
  test(`${target}: a request is written as JSON.stringify writes it: boxed primitives unboxed (new Number(5) is 5, new String("x") "x", new Boolean(false) false), a boxed BigInt refused`, async () => {
    const pacru = await loadPackage({ target });
    assert.equal(pacru.analyse({ iterations: new Number(5), seed: 1 }).iterations, 5);
    assert.deepEqual(pacru.legal(new String("x")), pacru.legal("x"));
    assert.equal(pacru.legal(new String("x")).error.message, "the body must be a JSON object, not string");
    assert.deepEqual(pacru.legal({ players: new Number(3) }), pacru.legal({ players: 3 }));
    assert.deepEqual(pacru.legal({ position: new String(START) }), pacru.legal({ position: START }));
    assert.deepEqual(pacru.svg({ interactive: new Boolean(false) }), pacru.svg({ interactive: false }));
    // as JSON.stringify: a Number object through its own valueOf, a String object through its toString
    const four = Object.assign(new Number(2), { valueOf: () => 4 });
    assert.equal(pacru.legal({ players: four }).players, JSON.parse(JSON.stringify({ players: four })).players);
    assert.equal(pacru.legal({ players: four }).players, 4);
    const bigint = pacru.legal({ players: Object(3n) }).error;
    assert.equal(bigint.code, "malformed-json");
    assert.equal(bigint.field, "players");
    assert.deepEqual(pacru.legal({ players: new Proxy(new Number(3), {}) }), pacru.legal({ players: {} }),
      "a Proxy of a Number object is an object, {}, as JSON.stringify writes it");
    assert.equal(JSON.stringify({ players: new Proxy(new Number(3), {}) }), '{"players":{}}');
  });

  test(`${target}: a request's error names the field and quotes a bounded prefix of it: a key of a million characters, a getter that throws`, async () => {
    const pacru = await loadPackage({ target });
    const key = "k".repeat(1_000_000);
    const e = pacru.legal({ [key]: NaN }).error;
    assert.equal(e.code, "bad-request");
    assert.equal(e.field, `${"k".repeat(40)}…`);
    assert.ok(e.message.length < 200, e.message);
    const getter = pacru.legal({ marks: { get e1() { throw new Error("x".repeat(1_000_000)); } } }).error;
    assert.equal(getter.code, "malformed-json");
    assert.equal(getter.field, "marks");
    assert.match(getter.message, /^the request cannot be written as JSON at 'marks\.e1': x{200}$/);
    const revocable = Proxy.revocable({}, {});
    revocable.revoke();
    assert.equal(pacru.legal({ steps: revocable.proxy }).error.code, "malformed-json");
  });
}

test("isError, unwrap and PacruError take any value: a revoked Proxy is no error, an error answer of any shape throws a PacruError with a message", async () => {
  const { isError, unwrap, PacruError } = await import(pathToFileURL(join(packageDir, "index.mjs")).href);
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  assert.equal(isError(revocable.proxy), false);
  assert.equal(unwrap(revocable.proxy), revocable.proxy);
  for (const value of [5, Symbol("s"), 10n, null, undefined, "error"]) {
    assert.equal(isError(value), false);
    assert.equal(unwrap(value), value);
  }
  for (const error of [null, 5, Symbol("s"), { message: Symbol("m") }, { message: 10n, status: "500" }, revocable.proxy,
    { get message() { throw new Error("a getter"); } }]) {
    assert.throws(() => unwrap({ error }), (e) => {
      assert.ok(e instanceof PacruError);
      assert.match(e.message, /^an error answer without a message: its error is /);
      assert.equal(e.status, undefined);
      return true;
    });
  }
  const ok = new PacruError({ status: 422, code: "illegal-action", message: "R3.2: …", violation: { rule: "R3.2" } });
  assert.deepEqual([ok.message, ok.status, ok.code, ok.rule], ["R3.2: …", 422, "illegal-action", "R3.2"]);
});

test("load() and loadSync() refuse options they cannot read with this package's TypeError naming the function", async () => {
  const { load, loadSync } = await import(pathToFileURL(join(packageDir, "index.mjs")).href);
  const revocable = Proxy.revocable({}, {});
  revocable.revoke();
  const throws = { get target() { throw new Error("a getter"); } };
  const trap = new Proxy({}, { getPrototypeOf() { throw new Error("a trap"); } });
  for (const [options, message] of [[Symbol("o"), /options must be an object, not a symbol$/], [10n, /options must be an object, not 10n$/],
    [revocable.proxy, /the options cannot be read: Cannot perform 'get' on a proxy that has been revoked$/],
    [throws, /the options cannot be read: a getter$/], [{ target: Symbol("t") }, /target must be "wasm" or "js", not a symbol$/]]) {
    await assert.rejects(load(options), (e) => e instanceof TypeError && e.message.startsWith("pacru.load: ") && message.test(e.message));
    assert.throws(() => loadSync(options), (e) => e instanceof TypeError && e.message.startsWith("pacru.loadSync: ") && message.test(e.message));
  }
  for (const wasm of [5, "bytes", trap, [0, 97, 115, 109]]) {
    assert.throws(() => loadSync({ target: "wasm", wasm }), /^TypeError: pacru\.loadSync: options\.wasm must be pacru\.wasm's bytes/);
  }
  // each option is read once: a getter that answers once and throws after cannot escape as its own error
  const bytes = readFileSync(join(packageDir, "pacru.wasm"));
  const reads = { target: 0, wasm: 0 };
  const once = {
    get target() {
      if (reads.target++ > 0) throw new Error("read twice");
      return "wasm";
    },
    get wasm() {
      if (reads.wasm++ > 0) throw new Error("read twice");
      return bytes;
    },
  };
  assert.equal(loadSync(once).legal({}).moves.length, 28);
  assert.deepEqual(reads, { target: 1, wasm: 1 });
});

for (const [target, seed] of [["wasm", 40], ["js", 41]]) {
  test(`${target}: a property test over hostile values (Symbols, BigInts, null-prototype objects, throwing getters, Proxies revoked or not, deep nesting, boxed primitives, functions, huge array-likes): every member of PacruGame and every function of the package answers or fails as documented, and a request is answered as its JSON`, () => {
    const run = node([join(HOSTILE, "hostile-values.mjs"), packageDir, target, String(seed), "300"], 600_000,
      { PACRU_LOADERS: target === "wasm" ? "yes" : "no" });
    assert.equal(run.status, 0, `exit ${run.status} ${run.signal ?? ""}: ${run.stdout}${run.stderr.slice(-5000)}`);
    const summary = JSON.parse(run.stdout.trim().split("\n").at(-1));
    console.log(`# hostile values ${target}: ${JSON.stringify(summary)}`);
    assert.equal(summary.target, target);
    assert.equal(summary.failures, 0);
    assert.ok(summary.answers > 1_000 && summary.refusals > 10_000, JSON.stringify(summary));
    assert.ok(summary.jsonCompared > 500, "requests compared with their JSON");
  });
}
