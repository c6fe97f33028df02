// pacru serve: the computer seats' thinking, off the page's main thread. A module worker that loads
// the npm package too and answers one message {id, call, body} with {id, answer}: the package's
// answer or its error object, as the page's other calls get them. The page terminates the worker
// to cancel a search (a search cannot be interrupted from inside).

/** The package's loader, named by a variable: the type check does not look for pkg/ in the sources. */
const PACKAGE = "./pkg/index.js";

/** The worker's scope, as this file uses it. */
const scope = /** @type {{onmessage: ((event: MessageEvent) => void) | null, postMessage: (message: unknown) => void}} */ (
  /** @type {unknown} */ (self));

/** The loaded package. @type {Promise<import("./js/types.js").Engine>} */
const engine = import(PACKAGE).then((pkg) => pkg.load());

scope.onmessage = async (/** @type {MessageEvent} */ event) => {
  const { id, call, body } = event.data;
  let answer;
  try {
    answer = (await engine)[call](body);
  } catch (e) {
    answer = { error: { status: 500, code: "internal", message: "the engine did not load in the worker: " + (e instanceof Error ? e.message : e) } };
  }
  scope.postMessage({ id, answer });
};
