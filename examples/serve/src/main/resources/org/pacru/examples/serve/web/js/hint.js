// pacru serve: the engine's view of the position on view, from its search (analyse), run in a
// worker of its own (api.js's "analysis" lane) so that the page never waits for it and the
// computer's search is never ended by it. Two ways to ask: Hint searches once; Analyse, while on,
// follows the position on view (each new position cancels the last search) and deepens: a short
// search first, then a longer one of the same position. lines.js shows the answer.
import { api, cancelThinking } from "./api.js";
import { watch } from "./computer.js";
import { $, button, para, track } from "./dom.js";
import { t } from "./lang.js";
import { clearLines, renderLines } from "./lines.js";
import { currentPly, state, theGame } from "./state.js";

/** @typedef {import("./types.js").Analysis} Analysis */

/** The Hint's budget: enough to rank the candidates, short enough to wait for. */
const HINT_ITERATIONS = 5000;
/**
 * The analysis's budgets, one search after the other for the same position: the first answers
 * within about a second on a phone, the second ranks as the Hint does.
 */
const DEEPENING = [1000, 5000];
/**
 * The wait after a position changes before the analysis searches it: stepping through a game with
 * the keys starts no search (and no worker) for each position passed.
 */
const SETTLE_MS = 150;

export const analysis = {
  /** Whether Analyse is on (off when the page opens). */
  on: false,
};

/** The search's number: a newer one (or a new position) makes an older answer stale. */
let asked = 0;

/**
 * What the box shows, kept to be written again in another language: the search's answer (and
 * whether a deeper search is on its way), or one of the box's sentences (its text key and placeholders).
 * @type {{answer?: Analysis, deeper?: boolean, key?: string, params?: Record<string, unknown>} | null}
 */
let shown = null;

/** What the analysis follows: the mode, the position on view and why it waits; a change starts it again. */
let followed = "";
/** The pause before the analysis's search (SETTLE_MS), counted as work in flight. @type {number | null} */
let settling = null;

/** Ends the search in flight (and the pause before one): its answer, if any came, is stale. */
function cancelSearch() {
  asked++;
  cancelThinking("analysis");
  if (settling !== null) {
    clearTimeout(settling);
    settling = null;
    track(-1);
  }
}

/** Ends the search in flight, and clears the box and the board's lines. */
export function clearHint() {
  cancelSearch();
  shown = null;
  $("hint-box").innerHTML = "";
  $("hint-stop").hidden = true;
  clearLines();
}

/** Shows one of the box's sentences. */
function say(/** @type {string} */ key, /** @type {Record<string, unknown>} */ params = {}) {
  shown = {key, params};
  renderHint();
}

/** Writes the box from what it shows, in the page's language (again after a language switch). */
export function renderHint() {
  const box = $("hint-box");
  box.innerHTML = "";
  // The box is a polite live region: a screen reader hears the lines once the deepest search has
  // answered, not each step of it (Analyse rewrites the box after every search).
  box.setAttribute("aria-busy", String(Boolean(shown && (shown.deeper || shown.key === "hint.thinking"))));
  if (shown === null) {
    return;
  }
  if (shown.key) {
    box.appendChild(para(t(shown.key, shown.params), "hint"));
  } else if (shown.answer) {
    renderLines(box, shown.answer, Boolean(shown.deeper));
  }
}

/** The analyse call for the position on view, in the analysis's worker. @returns {Promise<Analysis>} */
async function search(/** @type {number} */ iterations) {
  const cur = currentPly();
  const lang = state.lang;
  const answer = await api("analyse", {ruleset: state.ruleset, position: cur.position, iterations}, "analysis");
  return Object.assign(answer, {lang, position: cur.position, toMove: cur.toMove});
}

/** A failed search says why, unless it was cancelled on purpose (Stop, a new position). */
function failed(/** @type {unknown} */ error, /** @type {number} */ mine) {
  if (mine !== asked) {
    return;
  }
  const e = /** @type {{cancelled?: boolean, message?: string}} */ (error);
  say(e.cancelled ? "hint.stopped" : "error", {message: e.message});
  $("hint-stop").hidden = true;
}

/** Hint: one search of the position on view. */
async function hint() {
  const cur = currentPly();
  clearHint();
  const mine = asked;
  if (cur.live && theGame().outcome) {
    say("hint.over");
    return;
  }
  say("hint.thinking");
  $("hint-stop").hidden = false;
  let answer;
  try {
    answer = await search(HINT_ITERATIONS);
  } catch (error) {
    failed(error, mine);
    return;
  }
  if (mine === asked) {
    $("hint-stop").hidden = true;
    shown = {answer};
    renderHint();
  }
}

/**
 * Why the analysis waits instead of searching the position on view, or null: in the set-up, at
 * the end of the game, and while a computer seat thinks (its move is on its way: the analysis would
 * take half the machine from it, and its position is gone a moment later; Pause lets it search).
 */
function waitsBecause() {
  if (state.mode !== "play") {
    return "analysis.setup";
  }
  const cur = currentPly();
  if (cur.live && theGame().outcome) {
    return "hint.over";
  }
  const seat = state.seats[cur.toMove] || "human";
  return cur.live && seat !== "human" && !watch.paused ? "analysis.computerThinks" : null;
}

/**
 * The analysis follows the page (game.js calls this after every change it draws): a new position,
 * the set-up, or the computer's turn ends the search in flight and starts what fits now.
 */
export function followPosition() {
  if (!analysis.on) {
    return;
  }
  const waits = waitsBecause();
  const key = state.mode + " " + currentPly().position + " " + (waits || "");
  if (key === followed) {
    return;
  }
  followed = key;
  clearHint();
  if (waits) {
    say(waits);
    return;
  }
  say("hint.thinking");
  analyse(false);
}

/**
 * The analysis's searches of the position on view, after the pause that lets stepping pass by:
 * each budget of DEEPENING in turn, the box and the board updated after each.
 */
function analyse(/** @type {boolean} */ now) {
  const mine = asked;
  $("hint-stop").hidden = false;
  track(1);
  settling = window.setTimeout(async () => {
    settling = null;
    try {
      for (const [i, iterations] of DEEPENING.entries()) {
        let answer;
        try {
          answer = await search(iterations);
        } catch (error) {
          failed(error, mine);
          return;
        }
        if (mine !== asked) {
          return;
        }
        shown = {answer, deeper: i < DEEPENING.length - 1};
        renderHint();
      }
      $("hint-stop").hidden = true;
    } finally {
      track(-1);
    }
  }, now ? 0 : SETTLE_MS);
}

/** Analyse on or off. Off: the search stops at once; the lines found so far stay, the board's arrows with them. */
function setAnalysis(/** @type {boolean} */ on) {
  analysis.on = on;
  const toggle = button("analyse");
  toggle.setAttribute("aria-pressed", String(on));
  button("hint").disabled = on;
  followed = "";
  if (on) {
    followPosition();
    return;
  }
  const keep = shown && shown.answer ? {answer: shown.answer} : null;
  clearHint();
  if (keep) {
    shown = keep;
    renderHint();
  } else {
    say("hint.stopped");
  }
}

/**
 * After a language switch: the box in the new language at once (the engine's reasons written from
 * their facts, lines.js), and the analysis, when on, asked again in the new language (a short
 * search first), the lines on view kept meanwhile. A Hint's longer search is not run again.
 */
export function languageChanged() {
  renderHint();
  if (!analysis.on || !shown || !shown.answer || shown.answer.lang === state.lang) {
    return;
  }
  cancelSearch();
  shown.deeper = true;
  renderHint();
  analyse(true);
}

export function wireHint() {
  $("hint").addEventListener("click", () => { hint(); });
  $("analyse").addEventListener("click", () => setAnalysis(!analysis.on));
  $("hint-stop").addEventListener("click", () => {
    // Stop ends the search at once, and the analysis with it (Analyse starts it again).
    if (analysis.on) {
      setAnalysis(false);
    } else {
      cancelThinking("analysis");
    }
  });
}
