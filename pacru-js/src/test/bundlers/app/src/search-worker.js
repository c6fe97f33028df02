// search-worker.js: the engine in a module worker, so that a search never blocks the page.
// Each message { call, request, options } is answered with the call's answer (options: load()'s).
import { load } from "pacru";

/** @type {Promise<import("pacru").Pacru> | undefined} */
let pacru;
globalThis.onmessage = async (/** @type {MessageEvent} */ event) => {
  const { call, request, options } = event.data;
  pacru ??= load(options);
  globalThis.postMessage((await pacru)[/** @type {"move" | "analyse"} */ (call)](request));
};
