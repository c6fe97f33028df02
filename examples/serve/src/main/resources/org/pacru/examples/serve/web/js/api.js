// pacru serve: the page's questions, answered by the engine: the npm package pacru running in this
// browser (engine.js loads it; searches run in worker.js, off the main thread), which answers as
// the JSON API (/api/v1/…) does. Where the package cannot load, the server's API answers instead.
import { loading } from "../engine.js";
import { track } from "./dom.js";
import { state } from "./state.js";

/** @typedef {import("./types.js").Engine} Engine */

/** The loaded package, or null: the server's API answers. @type {Engine | null} */
let engine = null;
let workerFails = false;    // the browser cannot run a worker: searches run in the page

/**
 * A search asked of the engine: its call and body, and its caller's promise. A study is one of the
 * evaluation's searches (js/review.js), which gives way to the page's others.
 * @typedef {{id: number, call: string, body: object, resolve: (a: any) => void,
 *   reject: (e: any) => void, study: boolean}} Search
 */
/**
 * A worker of searches and the search in flight there. The computer's moves think in one lane, the
 * analysis (hint.js, and the evaluation's studies when it is free) in another: a search is
 * cancelled by ending its worker, so that cancelling the analysis never ends the computer's search,
 * and the computer's never ends the analysis.
 * @typedef {{worker: Worker | null, thinking: Search | null}} Lane
 * @typedef {"computer" | "analysis"} LaneName
 */
/** @type {Record<LaneName, Lane>} */
const lanes = {computer: {worker: null, thinking: null}, analysis: {worker: null, thinking: null}};
let thoughts = 0;           // the last search's number

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

/**
 * One question to the engine, counted as work in flight; a search (move, analyse) runs in the
 * worker of its lane, "computer" unless said.
 * @returns {Promise<any>}
 */
export async function api(/** @type {string} */ endpoint, /** @type {object} */ body, /** @type {LaneName} */ lane = "computer") {
  track(1);
  try {
    return await request(endpoint, body, lane);
  } finally {
    track(-1);
  }
}

/** @returns {Promise<any>} */
async function request(/** @type {string} */ endpoint, /** @type {object} */ plain, /** @type {LaneName} */ lane) {
  // Every call asks for the page's language: violations, facts, events and outcomes come back in it.
  const body = Object.assign({}, plain, {lang: state.lang});
  if (engine === null) {
    return serverRequest(endpoint, body);
  }
  const answer = SEARCHES.has(endpoint) && !workerFails ? await think(lanes[lane], endpoint, body) : engine[endpoint](body);
  if (answer.error) {
    throw answer.error;
  }
  return endpoint === "svg" ? answer.svg : answer;
}

/**
 * A search in the lane's worker, so that the page never freezes while the engine thinks. A search
 * still in flight in the lane is cancelled first (a worker answers one search at a time, and the
 * older one's answer would be stale); a study there is set aside instead, to run again after.
 * @returns {Promise<any>}
 */
function think(/** @type {Lane} */ lane, /** @type {string} */ call, /** @type {object} */ body) {
  cancel(lane);
  return new Promise((resolve, reject) => {
    run(lane, {id: ++thoughts, call, body, resolve, reject, study: false});
  });
}

/** Sends a search to the lane's worker, started first if needed. */
function run(/** @type {Lane} */ lane, /** @type {Search} */ search) {
  if (lane.worker === null) {
    const worker = new Worker("worker.js", {type: "module"});
    lane.worker = worker;
    worker.onmessage = (event) => {
      if (lane.thinking !== null && event.data.id === lane.thinking.id) {
        settle(lane, event.data.answer);
      }
    };
    worker.onerror = (event) => {
      // No module workers here (or the worker cannot load the package): think in the page.
      event.preventDefault();
      workerFails = true;
      worker.terminate();
      lane.worker = null;
      if (lane.thinking !== null && engine !== null) {
        settle(lane, engine[lane.thinking.call](lane.thinking.body));
      }
    };
  }
  lane.thinking = search;
  lane.worker.postMessage({id: search.id, call: search.call, body: search.body});
}

/** The lane's search answered: its caller hears it, then the evaluation's next study may run. */
function settle(/** @type {Lane} */ lane, /** @type {any} */ answer) {
  const t = /** @type {Search} */ (lane.thinking);
  lane.thinking = null;
  t.resolve(answer);
  nextStudy();
}

/** Stops the lane's search in flight: its worker is ended, a new one starts with the lane's next search. */
export function cancelThinking(/** @type {LaneName} */ lane = "computer") {
  cancel(lanes[lane]);
  nextStudy();
}

function cancel(/** @type {Lane} */ lane) {
  if (lane.thinking !== null) {
    const t = lane.thinking;
    lane.thinking = null;
    if (lane.worker !== null) {
      lane.worker.terminate();
      lane.worker = null;
    }
    if (t.study) {
      studies.unshift(t);
    } else {
      t.reject({cancelled: true, message: "the engine's search was cancelled"});
    }
  }
}

// ---- the evaluation's searches (js/review.js): in the analysis's lane, when it is free ----

/** The evaluation's searches waiting, oldest first. @type {Search[]} */
const studies = [];

/**
 * An `analyse` for the evaluation (the bar, the graph, the whole-game analysis): queued behind the
 * analysis lane's search (the hint, continuous analysis), run when that lane is free, and set aside
 * (then run again) when one of those starts, so that they never wait for the evaluation. The
 * computer's moves think in their own lane, beside it. Its answer, or its error object as
 * {@link api} throws it (cancelled by {@link cancelStudies}).
 * @returns {Promise<any>}
 */
export function study(/** @type {object} */ plain) {
  const promise = new Promise((resolve, reject) => {
    const body = Object.assign({}, plain, {lang: state.lang});
    studies.push({id: ++thoughts, call: "analyse", body, study: true,
      resolve: (/** @type {any} */ answer) => answer.error ? reject(answer.error) : resolve(answer), reject});
  });
  nextStudy();
  return promise;
}

/** Starts the evaluation's next study when the analysis lane is free. */
function nextStudy() {
  const lane = lanes.analysis;
  if (lane.thinking !== null || studies.length === 0) {
    return;
  }
  const next = /** @type {Search} */ (studies.shift());
  if (engine === null) {
    // The server answers: a request cannot be ended, so a search that took the lane meanwhile
    // leaves the study's answer unheard (cancel set it aside to run again).
    lane.thinking = next;
    const heard = (/** @type {any} */ answer) => {
      if (lane.thinking === next) {
        settle(lane, answer);
      }
    };
    serverRequest(next.call, next.body).then(heard, (e) => heard({error: e}));
  } else if (workerFails) {
    // No worker: the study runs in the page, after the page has drawn what it was drawing.
    lane.thinking = next;
    setTimeout(() => {
      if (lane.thinking === next) {
        settle(lane, /** @type {Engine} */ (engine)[next.call](next.body));
      }
    }, 0);
  } else {
    run(lane, next);
  }
}

/** Ends the evaluation's studies, the one in flight and those waiting (their callers hear "cancelled"). */
export function cancelStudies() {
  const ended = studies.splice(0);
  const lane = lanes.analysis;
  if (lane.thinking !== null && lane.thinking.study) {
    ended.unshift(lane.thinking);
    lane.thinking = null;
    if (lane.worker !== null) {
      lane.worker.terminate();
      lane.worker = null;
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
