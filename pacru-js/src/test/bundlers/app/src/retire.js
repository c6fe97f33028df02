// Forced retirements of the engine instance. A call that fails inside the engine (a throw out of it,
// or its answer 500 internal) retires the instance: the package answers that call with the error
// and sends the next call to a fresh instance. A host whose clock throws is such a failure on both
// builds: the search reads performance.now(), the throw goes through the engine, and its Java code
// answers 500 internal. Shared by the sample app's pages (every bundler, the plain page), the
// Node.js retirement script and the browser tests.

/** Whether an answer is the package's word that the engine failed during the call and was retired. */
export function retiredBy(answer) {
  const error = answer?.error;
  return error !== undefined && ((error.code === "stack-exhausted" && error.message.includes("in the engine"))
    || error.code === "internal");
}

/** Makes one call fail inside the engine (a search under a clock that throws); whether it was retired. */
export function forceRetirement(pacru) {
  const clock = globalThis.performance;
  const now = clock.now;
  clock.now = () => {
    throw new Error("a clock that throws");
  };
  try {
    return retiredBy(pacru.analyse({ iterations: 1, seed: 1 }));
  } finally {
    clock.now = now;
  }
}

/**
 * `count` forced retirements, each followed by the same request from a shallow stack (which makes
 * the fresh instance) compared with its answer before: the counts of retirements and of exact
 * answers after them, and the first answer that differed.
 */
export function retireAndCheck(pacru, count) {
  const request = { position: "4.BS3.ASW/9" };
  const known = JSON.stringify(pacru.legal(request));
  let retirements = 0;
  let exact = 0;
  let differed = null;
  for (let i = 0; i < count; i++) {
    if (forceRetirement(pacru)) {
      retirements++;
    }
    const after = JSON.stringify(pacru.legal(request));
    if (after === known) {
      exact++;
    } else if (differed === null) {
      differed = after.slice(0, 300);
    }
  }
  return { retirements, exact, differed };
}
