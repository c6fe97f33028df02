// pacru serve: the searches behind the evaluation (js/evaluation.js): the whole-game analysis
// ("Analyse the game": every position of the line on view, one after the other, with its progress,
// Stop, and Analyse again to go on where it stopped), and otherwise a search of the position on
// view when the bar has none. One search at a time, in the worker, behind the computer's and the
// hint's (api.js's study): the page stays responsive and its other searches never wait for these.
import { cancelStudies, study } from "./api.js";
import { $, button } from "./dom.js";
import { evaluationOf, forgetAll, markReviewed, remember, renderEvaluation, searchable } from "./evaluation.js";
import { t } from "./lang.js";
import { page, state, theGame } from "./state.js";

/**
 * The budget of every evaluation's search, iterations: enough for the noise of a position's
 * win chance to stay under the marks' thresholds (evaluation.js THRESHOLDS, measured at this
 * budget), short enough for a whole game: in Chromium (WebAssembly, 2 shared cores) 0.1 to 0.3 s a
 * position, a 60-ply game in 6 to 20 s (docs/serving.md).
 */
export const BUDGET = 2000;

/**
 * The whole-game analysis: the positions of its line (taken when it started), the time it started;
 * null when none runs.
 * @type {{positions: string[], started: number} | null}
 */
let review = null;
/** What the analysis's status line says (its text key and placeholders), kept to be written again in another language. */
let said = {key: "", params: /** @type {Record<string, unknown>} */ ({})};
/** Whether one of the evaluation's searches is in flight. */
let searching = false;
/** Counts the forgetting (a new game): an answer for what was forgotten is dropped. */
let generation = 0;

/** After every drawing of the game: the evaluation drawn, and the next search started if one is due. */
export function followView() {
  renderReview();
  renderEvaluation();
  pump();
}

/** Forgets every evaluation (a new game, an import, a position set up) and ends the analysis. */
export function forgetEvaluations() {
  generation++;
  review = null;
  said = {key: "", params: {}};
  cancelStudies();
  forgetAll();
}

/** The analysis's line analysed so far: how many of its positions have a search (each then judged, evaluation.js). */
function progress() {
  const positions = review === null ? [] : review.positions;
  const done = positions.filter((p) => evaluationOf(p) !== null);
  done.forEach(markReviewed);
  return {done: done.length, total: positions.length};
}

/** The next position to search: the analysis's next, else the one on view if the bar has none. */
function next() {
  if (review !== null) {
    const position = review.positions.find((p) => evaluationOf(p) === null);
    if (position !== undefined) {
      return position;
    }
  }
  if (state.mode !== "play" || page.game === null || computerToMove()) {
    return null;
  }
  const positions = searchable();
  const k = state.view === null ? theGame().plies.length : state.view;
  return k < positions.length && evaluationOf(positions[k]) === null ? positions[k] : null;
}

/**
 * Whether the computer is about to move at the live position: its search comes first, and the bar
 * waits for the position after it rather than slowing it down.
 */
function computerToMove() {
  const game = theGame();
  return state.view === null && !game.outcome && (state.seats[game.toMove] || "human") !== "human";
}

/** Runs the next search, if one is due and none is in flight; then the one after it. */
async function pump() {
  if (searching) {
    return;
  }
  finish();
  const position = next();
  if (position === null) {
    return;
  }
  searching = true;
  const mine = generation;
  let failed = null;
  try {
    const answer = await study({ruleset: state.ruleset, position, iterations: BUDGET});
    if (mine === generation) {
      remember(position, answer);
    }
  } catch (error) {
    const e = /** @type {{cancelled?: boolean, message?: string}} */ (error);
    if (!e.cancelled) {
      failed = e.message || String(error);
    }
  } finally {
    searching = false;
  }
  if (mine !== generation) {
    pump();
    return;
  }
  if (failed !== null) {
    // A search that fails would fail again: the analysis stops and says why.
    review = null;
    said = {key: "error", params: {message: failed}};
  }
  if (page.game !== null && state.mode === "play") {
    // The analysis's progress first: it marks the positions it went over, which the marks read.
    renderReview();
    renderEvaluation();
  }
  if (failed === null) {
    pump();
  }
}

/** The analysis done: it says so, with its time. */
function finish() {
  if (review !== null && progress().done === review.positions.length) {
    const seconds = (performance.now() - review.started) / 1000;
    said = {key: "review.done", params: {total: review.positions.length,
      seconds: seconds.toLocaleString(state.lang, {maximumFractionDigits: 1})}};
    review = null;
    renderReview();
  }
}

function startReview() {
  review = {positions: searchable(), started: performance.now()};
  progress();
  renderEvaluation();
  renderReview();
  pump();
}

function stopReview() {
  if (review === null) {
    return;
  }
  const {done, total} = progress();
  review = null;
  said = {key: "review.stopped", params: {ply: done, total}};
  cancelStudies();
  renderReview();
  // The bar goes on with the position on view only.
  pump();
}

/** The analysis's buttons, progress bar and status line. */
export function renderReview() {
  const running = review !== null;
  button("review-start").hidden = running;
  button("review-stop").hidden = !running;
  const bar = /** @type {HTMLProgressElement} */ ($("review-progress"));
  bar.hidden = !running;
  const status = $("review-status");
  if (running) {
    const {done, total} = progress();
    bar.max = total;
    bar.value = done;
    status.textContent = t("review.progress", {ply: done, total});
    status.dataset.done = String(done);
    status.dataset.total = String(total);
  } else {
    status.textContent = said.key ? t(said.key, said.params) : "";
    delete status.dataset.done;
    delete status.dataset.total;
  }
  $("review").dataset.running = String(running);
}

export function wireReview() {
  $("review-start").addEventListener("click", startReview);
  $("review-stop").addEventListener("click", stopReview);
}
