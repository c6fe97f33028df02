// pacru serve: the computer seats' thinking, off the page's main thread. A module worker that loads
// the npm package too and answers one message {id, call, body} with {id, answer}: the package's
// answer or its error object, as the page's other calls get them. The page terminates the worker
// to cancel a search (a search cannot be interrupted from inside).
import { load } from "./pkg/index.js";

const engine = load();

self.onmessage = async (event) => {
  const { id, call, body } = event.data;
  let answer;
  try {
    answer = (await engine)[call](body);
  } catch (e) {
    answer = { error: { status: 500, code: "internal", message: "the engine did not load in the worker: " + (e && e.message || e) } };
  }
  self.postMessage({ id, answer });
};
