// pacru serve: stepping through the current line (first, previous, next, last: buttons and the
// arrow keys, Home and End), going to any line of the tree of variations (tree.js), and the tree's
// tools for the ply on view: back to the main line, promote the variation, make it the main line,
// delete from here.
import { resetBuild } from "./build.js";
import { $, button } from "./dom.js";
import { refresh, update } from "./game.js";
import { t } from "./lang.js";
import { state, theGame } from "./state.js";
import { branchPly, mainLine, makeMainLine, nodeAt, promote, remove } from "./tree.js";

/** Shows the position after ply `view` of the current line (null or the last: its end). */
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

/**
 * Makes a line of the tree the current one and shows the position after `view` of its plies
 * (null: its end), redrawn as goTo does; a new line is replayed first.
 */
export function showLine(/** @type {string[]} */ actions, /** @type {number | null} */ view) {
  const same = actions.join(" ") === state.actions.join(" ");
  state.actions = actions.slice();
  state.view = view === null || view >= actions.length ? null : Math.max(0, view);
  resetBuild();
  if (same) {
    update();
  } else {
    refresh();
  }
}

/** The ply on view: the number of plies played to reach the position shown. */
export function shown() {
  return state.view === null ? theGame().plies.length : state.view;
}

export function renderNavigation() {
  const atStart = shown() === 0;
  const atEnd = state.view === null;
  button("first").disabled = atStart;
  button("previous").disabled = atStart;
  button("next").disabled = atEnd;
  button("last").disabled = atEnd;
  // A variation on view: where it leaves the main line, and what the main line plays there.
  const branch = branchPly(state.actions);
  const inVariation = branch < state.actions.length;
  $("variation").hidden = !inVariation;
  if (inVariation) {
    const main = mainLine();
    const ply = theGame().plies[branch];
    $("variation-text").textContent = t("variation.text", {move: moveNumber(ply.round, ply.player),
      action: main[branch] || "—"});
  }
  const onView = shown();
  button("promote").disabled = branchPly(state.actions.slice(0, onView)) === onView;
  button("make-main").disabled = button("promote").disabled;
  button("delete-ply").disabled = onView === 0;
}

/** A move's number as the move list writes it: the round, then the player ("12. B"). */
export function moveNumber(/** @type {number} */ round, /** @type {string} */ player) {
  return t("move.number", {round, player});
}

/** Back on the main line, at the position where the current variation leaves it: nothing is lost. */
function backToTheMainLine() {
  showLine(mainLine(), branchPly(state.actions));
}

/** Promotes the variation of the ply on view one step up (Lichess's "Promote variation"), or all the way. */
function promoteOnView(/** @type {boolean} */ all) {
  const onView = shown();
  if (all ? makeMainLine(state.actions, onView) : promote(state.actions, onView)) {
    treeChanged(state.actions, state.view);
  }
}

/** After a change of the tree's shape: the line and ply on view, replayed, and the link's record written again. */
function treeChanged(/** @type {string[]} */ line, /** @type {number | null} */ view) {
  state.actions = line;
  state.view = view === null || view >= line.length ? null : view;
  resetBuild();
  refresh();
}

/** Deletes the ply on view and everything after it in its line; the ply before it is then on view. */
function deleteOnView() {
  const onView = shown();
  if (onView === 0) {
    return;
  }
  const node = nodeAt(state.actions, onView);
  const line = remove(state.actions, onView);
  $("announce").textContent = t("tree.deleted", {action: "action" in node ? node.action : ""});
  treeChanged(line, onView - 1);
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
  $("promote").addEventListener("click", () => promoteOnView(false));
  $("make-main").addEventListener("click", () => promoteOnView(true));
  $("delete-ply").addEventListener("click", deleteOnView);
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
