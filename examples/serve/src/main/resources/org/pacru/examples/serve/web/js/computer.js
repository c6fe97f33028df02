// pacru serve: the computer's moves, to watch: a pause before each (by the speed chosen), Pause and
// Resume, Step (one move now), and each move announced to screen readers.
import { api, cancelThinking } from "./api.js";
import { showError } from "./build.js";
import { $, button, select, track } from "./dom.js";
import { play, update } from "./game.js";
import { playerName, sentence, t } from "./lang.js";
import { humans } from "./seats.js";
import { currentPly, state, theGame } from "./state.js";

/** The pause before a computer's move, ms, by speed. @type {Record<string, number>} */
const SPEEDS = {slow: 2000, normal: 800, fast: 120};

export const watch = {
  paused: false,
  /** The speed chosen; until then, fast where a person plays (a reply), normal where only computers play. */
  chosen: /** @type {string | null} */ (null),
};

/** @type {number | null} */
let computerTimer = null;

/** The speed in force. */
function speed() {
  return watch.chosen || (humans().length ? "fast" : "normal");
}

async function computerMove() {
  const cur = currentPly();
  const seat = state.seats[cur.toMove];
  const before = state.actions.length;
  try {
    const answer = await api("move", {ruleset: state.ruleset, position: cur.position, player: seat});
    if (state.actions.length !== before || state.view !== null) {
      return; // the user changed the game meanwhile
    }
    await play(answer.action);
    announce();
  } catch (error) {
    if (!(/** @type {{cancelled?: boolean}} */ (error)).cancelled) {
      showError(error);
    }
  }
}

/** The computer's last move, said to screen readers (a polite live region): who, what, and its events. */
function announce() {
  const plies = theGame().plies;
  const ply = plies[plies.length - 1];
  if (ply) {
    $("announce").textContent = t("announce.move", {player: playerName(ply.player), action: ply.action,
      events: ply.events.map((e) => sentence(e.text)).join(" ")});
  }
}

/** The computer's turn: its move after the pause, unless paused (then the prompt says so). */
export function scheduleComputer() {
  if (watch.paused) {
    $("prompt").textContent = t("prompt.paused", {player: currentPly().toMove});
    return;
  }
  track(1);
  computerTimer = window.setTimeout(() => {
    computerTimer = null;
    computerMove().finally(() => track(-1));
  }, SPEEDS[speed()]);
}

/** Stops the computer's move: the pause before it, or its search. */
export function stopComputer() {
  cancelThinking();
  if (computerTimer !== null) {
    clearTimeout(computerTimer);
    computerTimer = null;
    track(-1);
  }
}

/** The watch controls: shown while a computer plays a seat, Step offered while paused on its turn. */
export function renderWatch() {
  const computers = Object.values(state.seats).some((s) => s !== "human");
  $("watch").hidden = !computers;
  const pause = button("pause");
  pause.textContent = t(watch.paused ? "watch.resume" : "watch.pause");
  pause.setAttribute("aria-pressed", String(watch.paused));
  const cur = currentPly();
  const computerToMove = cur.live && !theGame().outcome && (state.seats[cur.toMove] || "human") !== "human";
  button("step-computer").disabled = !(watch.paused && computerToMove);
  select("speed").value = speed();
}

export function wireWatch() {
  $("pause").addEventListener("click", () => {
    watch.paused = !watch.paused;
    stopComputer();
    update();
  });
  $("step-computer").addEventListener("click", () => {
    stopComputer();
    track(1);
    computerMove().finally(() => track(-1));
  });
  $("speed").addEventListener("change", () => {
    watch.chosen = select("speed").value;
  });
}
