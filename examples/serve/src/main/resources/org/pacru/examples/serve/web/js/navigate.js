// pacru serve: stepping through the game (first, previous, next, last: buttons and the arrow keys,
// Home and End), and a variation: a move played at an earlier position starts one (game.js), shown
// in the move list, with a way back to the main line.
import { resetBuild } from "./build.js";
import { $, button } from "./dom.js";
import { refresh, update } from "./game.js";
import { t } from "./lang.js";
import { state, theGame } from "./state.js";

/** Shows the position after ply `view` (null or the last: the live position). */
export function goTo(/** @type {number | null} */ view) {
  const count = theGame().plies.length;
  const target = view === null || view >= count ? null : Math.max(0, view);
  if (target === state.view) {
    return;
  }
  state.view = target;
  resetBuild();
  update();
}

/** The ply on view: the number of plies played to reach the position shown. */
function shown() {
  return state.view === null ? theGame().plies.length : state.view;
}

export function renderNavigation() {
  const atStart = shown() === 0;
  const atEnd = state.view === null;
  button("first").disabled = atStart;
  button("previous").disabled = atStart;
  button("next").disabled = atEnd;
  button("last").disabled = atEnd;
  const variation = $("variation");
  variation.hidden = state.main === null;
  if (state.main !== null && state.branch !== null) {
    $("variation-text").textContent = t("variation.text", {ply: state.branch,
      action: state.main[state.branch] || "—"});
  }
}

/** The state back on the main line, at the position the variation left it (nothing without a variation). */
export function leaveVariation() {
  if (state.main === null) {
    return;
  }
  state.actions = state.main;
  state.view = state.branch;
  state.main = null;
  state.branch = null;
}

function backToTheMainLine() {
  leaveVariation();
  resetBuild();
  refresh();
}

/**
 * Whether a key press belongs to a control that reads the arrow keys itself: a text field, an open
 * dialog, the set-up's radio buttons, or the board while the keyboard moves its focus frame (a
 * click on a field leaves no focus there, board.js). Anywhere else the keys step through the game.
 */
function keysTaken(/** @type {EventTarget | null} */ target) {
  const e = /** @type {Element | null} */ (target);
  if (e === null || typeof e.closest !== "function") {
    return false;
  }
  if (e.closest("textarea, dialog, #board, [contenteditable]") !== null) {
    return true;
  }
  const type = e instanceof HTMLInputElement ? e.type : "";
  return e instanceof HTMLInputElement && !["button", "submit", "reset", "checkbox"].includes(type);
}

export function wireNavigation() {
  $("first").addEventListener("click", () => goTo(0));
  $("previous").addEventListener("click", () => goTo(shown() - 1));
  $("next").addEventListener("click", () => goTo(shown() + 1));
  $("last").addEventListener("click", () => goTo(null));
  $("main-line").addEventListener("click", backToTheMainLine);
  document.addEventListener("keydown", (event) => {
    if (state.mode !== "play" || !theGameReady() || keysTaken(event.target) || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    /** @type {Record<string, () => number | null>} */
    const keys = {ArrowLeft: () => shown() - 1, ArrowRight: () => shown() + 1, Home: () => 0, End: () => null};
    const to = keys[event.key];
    if (to) {
      event.preventDefault();
      goTo(to());
    }
  });
}

function theGameReady() {
  try {
    theGame();
    return true;
  } catch (e) {
    return false;
  }
}
