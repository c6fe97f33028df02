// pacru serve: the game. The fragment's state is replayed by the engine and drawn; a person's turn
// is built by clicks (build.js), a computer's move is asked for after a short pause.
import { renderAnnotation } from "./annotate.js";
import { api } from "./api.js";
import { drawBoard, refocusBoard } from "./board.js";
import { buildStep, setPrompt, showError } from "./build.js";
import { renderWatch, scheduleComputer, stopComputer } from "./computer.js";
import { $, input } from "./dom.js";
import { clearHint, followPosition } from "./hint.js";
import { clearExplanation } from "./explain.js";
import { t } from "./lang.js";
import { renderMoves } from "./moves.js";
import { keepTree } from "./records.js";
import { renderNavigation } from "./navigate.js";
import { followView } from "./review.js";
import { humans, renderPlayers, renderStatus, strengthText } from "./seats.js";
import { drawSetup } from "./setup.js";
import { currentPly, page, state, theGame, writeFragment } from "./state.js";
import { addLine, isInTree, nodeAt } from "./tree.js";

/** @typedef {import("./types.js").Game} Game */
/** @typedef {import("./types.js").Shown} Shown */

/** The position drawn last: a new one clears the Action input and the hint. */
let drawn = "";

/**
 * Replays the current line and draws what is on view. The line is one of the tree's (continued to
 * its end), or a new one from a link or an import, put into the tree once the engine has replayed it.
 */
export async function refresh() {
  page.busy++;
  try {
    const known = isInTree(state.actions);
    const line = known ? addLine(state.actions, state.actions.length, []) : state.actions;
    /** @type {Game} */
    const game = await api("replay", {ruleset: state.ruleset, position: state.start, actions: line});
    state.actions = known ? line : addLine([], 0, line);
    await keepTree();
    game.startToMove = game.start.split(" ")[1];
    for (const ply of game.plies) {
      ply.toMove = ply.position.split(" ")[1];
    }
    page.game = game;
    if (state.view !== null && state.view > game.plies.length) {
      state.view = null;
    }
  } catch (error) {
    showError(error);
    page.busy--;
    return;
  }
  page.busy--;
  await update();
}

/**
 * Plays an action at the position on view: at the end of the line it goes on; at an earlier
 * position it follows the move already there (shown after it) or starts a variation there (played
 * on from its end). No line is ever thrown away.
 */
export async function play(/** @type {string} */ action) {
  const n = state.view === null ? state.actions.length : state.view;
  const existing = nodeAt(state.actions, n).children.some((c) => c.action === action);
  state.actions = addLine(state.actions, n, [action]);
  state.view = existing && n + 1 < state.actions.length ? n + 1 : null;
  await refresh();
}

/** Draws the game's state: the lists, the board, the turn (a person's clicks or the computer's move). */
export async function update() {
  const game = theGame();
  writeFragment();
  renderStatus();
  renderPlayers();
  renderMoves();
  renderNavigation();
  renderAnnotation();
  renderWatch();
  followView();
  if (drawn !== currentPly().position) {
    drawn = currentPly().position;
    input("explain-action").value = "";
    clearHint();
  }
  // Analyse, when on, follows what is on view now (a new position, the set-up, the computer's turn).
  followPosition();
  if (page.explained !== null && (state.mode !== "play" || page.explained !== currentPly().position)) {
    clearExplanation();
  }
  const active = document.activeElement;
  const hadFocus = active !== null && active.classList.contains("hit");
  if (state.mode === "setup") {
    await drawSetup();
    refocusBoard(hadFocus);
    return;
  }
  const cur = currentPly();
  stopComputer();
  if (cur.live && game.outcome) {
    page.building = null;
    page.fieldActions = {};
    $("choices").innerHTML = "";
    setPrompt(t("prompt.over"));
    await drawBoard(cur.position, lastPlyMarks(cur));
    refocusBoard(hadFocus);
    return;
  }
  const seat = state.seats[cur.toMove] || "human";
  if (seat !== "human" && cur.live) {
    page.building = null;
    page.fieldActions = {};
    $("choices").innerHTML = "";
    setPrompt(t("prompt.thinking", {player: cur.toMove, strength: strengthText(seat)}));
    await drawBoard(cur.position, lastPlyMarks(cur));
    refocusBoard(hadFocus);
    scheduleComputer();
    return;
  }
  await buildStep(hadFocus);
}

/**
 * The last ply is drawn as "last"; the plies of the round before it, back to and including the
 * last move of a player at this screen, as "recent": one's own move stays marked when the
 * computer replies.
 */
export function lastPlyMarks(/** @type {Shown} */ cur) {
  const game = theGame();
  const shown = cur.live ? game.plies.length : state.view || 0;
  /** @type {Record<string, string>} */
  const result = {};
  const mine = humans();
  for (let n = shown; n >= 1 && n > shown - game.players; n--) {
    const ply = game.plies[n - 1];
    for (const e of ply.events) {
      for (const f of e.fields || []) {
        if (!result[f]) {
          result[f] = n === shown ? "last" : "recent";
        }
      }
    }
    if (mine.includes(ply.player)) {
      break;
    }
  }
  return Object.assign(result, page.marks);
}
