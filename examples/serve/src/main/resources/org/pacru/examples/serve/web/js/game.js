// pacru serve: the game. The fragment's state is replayed by the engine and drawn; a person's turn
// is built by clicks (build.js), a computer's move is asked for after a short pause.
import { api } from "./api.js";
import { drawBoard, refocusBoard } from "./board.js";
import { buildStep, setPrompt, showError } from "./build.js";
import { renderWatch, scheduleComputer, stopComputer } from "./computer.js";
import { $, input } from "./dom.js";
import { clearHint } from "./hint.js";
import { clearExplanation } from "./explain.js";
import { t } from "./lang.js";
import { renderMoves } from "./moves.js";
import { renderNavigation } from "./navigate.js";
import { followView } from "./review.js";
import { humans, renderPlayers, renderStatus, strengthText } from "./seats.js";
import { drawSetup } from "./setup.js";
import { currentPly, page, state, theGame, writeFragment } from "./state.js";

/** @typedef {import("./types.js").Game} Game */
/** @typedef {import("./types.js").Shown} Shown */

/** The position drawn last: a new one clears the Action input and the hint. */
let drawn = "";

/** Replays the game from the fragment's state and draws what is on view. */
export async function refresh() {
  page.busy++;
  try {
    /** @type {Game} */
    const game = await api("replay", {ruleset: state.ruleset, position: state.start, actions: state.actions});
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
 * Plays an action: at the end of the game, or at an earlier position on view, where it starts a
 * variation (the main line is kept, to go back to).
 */
export async function play(/** @type {string} */ action) {
  if (state.view !== null) {
    const n = state.view;
    if (state.main === null) {
      state.main = state.actions.slice();
      state.branch = n;
    } else if (state.branch !== null && n < state.branch) {
      state.branch = n;
    }
    state.actions = state.actions.slice(0, n);
    state.view = null;
  }
  state.actions.push(action);
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
  renderWatch();
  followView();
  if (drawn !== currentPly().position) {
    drawn = currentPly().position;
    input("explain-action").value = "";
    clearHint();
  }
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
