// pacru serve: the page's questions, answered by the engine: the npm package pacru running in this
// browser (engine.js loads it; searches run in worker.js, off the main thread), which answers as
// the JSON API (/api/v1/…) does. Where the package cannot load, the server's API answers instead.
import { loading } from "../engine.js";
import { track } from "./dom.js";
import { state } from "./state.js";

/** @typedef {import("./types.js").Engine} Engine */

/** The loaded package, or null: the server's API answers. @type {Engine | null} */
let engine = null;
/** The worker of the searches, started on the first one. @type {Worker | null} */
let thinker = null;
/** The search in flight. @type {{id: number, call: string, body: object, resolve: (a: any) => void, reject: (e: any) => void} | null} */
let thinking = null;
let thoughts = 0;           // the last search's number
let workerFails = false;    // the browser cannot run the worker: searches run in the page

const SEARCHES = new Set(["move", "analyse"]);

/** The package from engine.js, or a reason why not. Without it the server answers. @returns {Promise<string | null>} */
export async function loadEngine() {
  try {
    engine = await loading;
    document.body.dataset.engine = engine.target;
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** One question to the engine, counted as work in flight. @returns {Promise<any>} */
export async function api(/** @type {string} */ endpoint, /** @type {object} */ body) {
  track(1);
  try {
    return await request(endpoint, body);
  } finally {
    track(-1);
  }
}

/** @returns {Promise<any>} */
async function request(/** @type {string} */ endpoint, /** @type {object} */ plain) {
  // Every call asks for the page's language: violations, facts, events and outcomes come back in it.
  const body = Object.assign({}, plain, {lang: state.lang});
  if (engine === null) {
    return serverRequest(endpoint, body);
  }
  const answer = SEARCHES.has(endpoint) && !workerFails ? await think(endpoint, body) : engine[endpoint](body);
  if (answer.error) {
    throw answer.error;
  }
  return endpoint === "svg" ? answer.svg : answer;
}

/** A search in the worker, so that the page never freezes while the computer thinks. @returns {Promise<any>} */
function think(/** @type {string} */ call, /** @type {object} */ body) {
  if (thinker === null) {
    const worker = new Worker("worker.js", {type: "module"});
    thinker = worker;
    worker.onmessage = (event) => {
      if (thinking !== null && event.data.id === thinking.id) {
        const t = thinking;
        thinking = null;
        t.resolve(event.data.answer);
      }
    };
    worker.onerror = (event) => {
      // No module workers here (or the worker cannot load the package): think in the page.
      event.preventDefault();
      workerFails = true;
      worker.terminate();
      thinker = null;
      if (thinking !== null && engine !== null) {
        const t = thinking;
        thinking = null;
        t.resolve(engine[t.call](t.body));
      }
    };
  }
  const worker = thinker;
  return new Promise((resolve, reject) => {
    const id = ++thoughts;
    thinking = {id, call, body, resolve, reject};
    worker.postMessage({id, call, body});
  });
}

/** Whether a search is in flight. */
export function isThinking() {
  return thinking !== null;
}

/** Stops the search in flight: the worker is ended, a new one starts with the next search. */
export function cancelThinking() {
  if (thinking !== null) {
    const t = thinking;
    thinking = null;
    if (thinker !== null) {
      thinker.terminate();
      thinker = null;
    }
    t.reject({cancelled: true, message: "the computer's search was cancelled"});
  }
}

/** @returns {Promise<any>} */
async function serverRequest(/** @type {string} */ endpoint, /** @type {object} */ body) {
  const response = await fetch("api/v1/" + endpoint, {
    method: "POST",
    headers: {"Content-Type": "application/json"},
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    let error;
    try {
      error = JSON.parse(text).error;
    } catch (e) {
      error = {status: response.status, message: text};
    }
    throw error;
  }
  return endpoint === "svg" ? text : JSON.parse(text);
}

/** Whether pacru serve's API is there to answer (the page is served by it, not by a static site). */
export async function serverAnswers() {
  try {
    return (await fetch("api/v1/info")).ok;
  } catch (e) {
    return false;
  }
}
