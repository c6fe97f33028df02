// node node-fake-timers.cjs sinon|jest before|after [--target=wasm|js]: the package under a test
// runner's fake timers (@sinonjs/fake-timers' install(), or jest's ModernFakeTimers, what
// jest.useFakeTimers() installs), installed before the package loads or after: performance.now() and
// Date stand still, and every search still ends, bounded by its iterations. Prints the build, whether
// the clock is frozen, then each search's request and its iterations, and the best action.
"use strict";
const { loadSync } = require("pacru");

const [library, when] = process.argv.slice(2);
const target = process.argv.find((a) => a.startsWith("--target="))?.slice("--target=".length);

function installFakeTimers() {
  if (library === "sinon") {
    const FakeTimers = require("@sinonjs/fake-timers");
    const clock = FakeTimers.install();
    return () => clock.uninstall();
  }
  if (library === "jest") {
    const { ModernFakeTimers } = require("@jest/fake-timers");
    const timers = new ModernFakeTimers({ global: globalThis, config: { fakeTimers: {} } });
    timers.useFakeTimers();
    return () => timers.useRealTimers();
  }
  throw new Error(`no fake timers named ${library}: sinon or jest`);
}

/** A position eight plies before the end of a seeded game of random moves: searches there are short. */
function latePosition(pacru) {
  const positions = [];
  let position;
  for (let seed = 1; ; seed++) {
    const answer = pacru.move(position === undefined ? { player: "random", seed } : { position, player: "random", seed });
    if (answer.error) {
      throw new Error(JSON.stringify(answer.error));
    }
    positions.push(position);
    position = answer.position;
    if (answer.outcome !== undefined && answer.outcome !== null) {
      return positions[Math.max(0, positions.length - 8)];
    }
  }
}

const uninstall = when === "before" ? installFakeTimers() : null;
const pacru = loadSync(target ? { target } : {});
const position = latePosition(pacru);
const restore = uninstall ?? installFakeTimers();
const t = performance.now();
const d = Date.now();
let spin = 0;
for (let i = 0; i < 1e7; i++) {
  spin += i;
}
console.log(pacru.target);
console.log(performance.now() === t && Date.now() === d && spin > 0 ? "clock frozen" : "clock moves");
for (const request of [{ millis: 50, seed: 1 }, { iterations: 300, seed: 1 }, { seed: 1 }]) {
  const answer = pacru.analyse({ position, ...request });
  if (answer.error) {
    throw new Error(JSON.stringify(answer.error));
  }
  console.log(`analyse ${JSON.stringify(request)}: ${answer.iterations} iterations, best ${answer.best}`);
}
const moved = pacru.move({ position, player: "mcts", millis: 20, seed: 2 });
console.log(`move mcts millis 20: ${moved.search.iterations} iterations, ${moved.action}`);
restore();
