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
/** @typedef {{id: number, call: string, body: object, resolve: (a: any) => void, reject: (e: any) => void}} Search */
/** The search in flight of the computer or the hint. @type {Search | null} */
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
  // One search at a time: a search of the page's own (the computer's move, the hint) ends one still
  // in flight (its caller hears "cancelled") and sets aside the analysis's, which runs again after it.
  if (thinking !== null) {
    cancelThinking();
  }
  if (studying !== null) {
    const s = studying;
    studying = null;
    endWorker();
    studies.unshift(s);
  }
  return new Promise((resolve, reject) => {
    thinking = {id: ++thoughts, call, body, resolve, reject};
    post(thinking);
  });
}

/** Sends a search to the worker, started first if needed. */
function post(/** @type {{id: number, call: string, body: object}} */ search) {
  if (thinker === null) {
    const worker = new Worker("worker.js", {type: "module"});
    thinker = worker;
    worker.onmessage = (event) => {
      const done = thinking !== null && event.data.id === thinking.id ? thinking
        : studying !== null && event.data.id === studying.id ? studying : null;
      if (done !== null) {
        settle(done, event.data.answer);
      }
    };
    worker.onerror = (event) => {
      // No module workers here (or the worker cannot load the package): think in the page.
      event.preventDefault();
      workerFails = true;
      endWorker();
      for (const s of [thinking, studying]) {
        if (s !== null && engine !== null) {
          settle(s, engine[s.call](s.body));
        }
      }
    };
  }
  thinker.postMessage({id: search.id, call: search.call, body: search.body});
}

/** A search's answer to its caller; then the analysis's next search, if one waits. */
function settle(/** @type {Search} */ search, /** @type {any} */ answer) {
  if (search === thinking) {
    thinking = null;
  } else if (search === studying) {
    studying = null;
  }
  search.resolve(answer);
  nextStudy();
}

function endWorker() {
  if (thinker !== null) {
    thinker.terminate();
    thinker = null;
  }
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
    endWorker();
    t.reject({cancelled: true, message: "the computer's search was cancelled"});
    nextStudy();
  }
}

// ---- the evaluation's searches (js/review.js): in the background, never beside another ----

/** The evaluation's search in flight, or null. @type {Search | null} */
let studying = null;
/** The evaluation's searches waiting, oldest first. @type {Search[]} */
const studies = [];

/**
 * An `analyse` for the evaluation (the bar, the graph, the whole-game analysis): queued behind any
 * search of the computer or the hint, run when the worker is free, and set aside (then run again)
 * when one of those starts: they never wait for the evaluation, and no two searches ever overlap.
 * Its answer, or its error object as {@link api} throws it (cancelled by {@link cancelStudies}).
 * @returns {Promise<any>}
 */
export function study(/** @type {object} */ plain) {
  const promise = new Promise((resolve, reject) => {
    const body = Object.assign({}, plain, {lang: state.lang});
    studies.push({id: ++thoughts, call: "analyse", body,
      resolve: (/** @type {any} */ answer) => answer.error ? reject(answer.error) : resolve(answer), reject});
  });
  nextStudy();
  return promise;
}

/** Starts the evaluation's next search when nothing else runs (a search of the worker, or in the page without one). */
function nextStudy() {
  if (thinking !== null || studying !== null || studies.length === 0) {
    return;
  }
  const next = /** @type {Search} */ (studies.shift());
  if (engine === null) {
    studying = next;
    serverRequest(next.call, next.body).then((a) => settle(next, a), (e) => settle(next, {error: e}));
  } else if (workerFails) {
    // No worker: the search runs in the page, after the page has drawn what it was drawing.
    studying = next;
    setTimeout(() => { if (studying === next) { settle(next, /** @type {Engine} */ (engine)[next.call](next.body)); } }, 0);
  } else {
    studying = next;
    post(next);
  }
}

/** Ends the evaluation's searches, the one in flight and those waiting (their callers hear "cancelled"). */
export function cancelStudies() {
  const ended = studies.splice(0);
  if (studying !== null) {
    ended.unshift(studying);
    studying = null;
    if (engine !== null && !workerFails) {
      endWorker();
    }
  }
  for (const s of ended) {
    s.reject({cancelled: true, message: "the analysis was stopped"});
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
