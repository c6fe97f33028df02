// pacru serve: Set up. A position put together field by field; the engine (setup) lists what is
// wrong with it by rule, and it can be played or explained from.
import { api } from "./api.js";
import { drawBoard, focusOn } from "./board.js";
import { resetBuild } from "./build.js";
import { $, button, para, select } from "./dom.js";
import { clearExplanation } from "./explain.js";
import { stopComputer } from "./computer.js";
import { refresh, update } from "./game.js";
import { plural, t } from "./lang.js";
import { forgetEvaluations } from "./review.js";
import { chosenSeats, seatRows } from "./seats.js";
import { currentPly, page, state } from "./state.js";
import { emptyTree } from "./tree.js";

/** @typedef {import("./types.js").Setup} Setup */
/** @typedef {import("./types.js").Problem} Problem */

/** Reads a position string's fields into the set-up model, by the notation of NOTATION.md §3. @returns {Setup} */
export function positionToSetup(/** @type {string} */ position) {
  const [board, toMove, players] = position.split(" ");
  /** @type {Setup} */
  const model = {players: Number(players), toMove, chevrons: {}, markers: {}};
  const ranks = board.split("/");
  for (let r = 0; r < 9; r++) {
    let file = 0;
    const text = ranks[r];
    let i = 0;
    while (i < text.length) {
      const c = text[i];
      if (/[1-9]/.test(c)) {
        file += Number(c);
        i++;
        continue;
      }
      const field = String.fromCharCode(97 + file) + (9 - r);
      if (/[a-d]/.test(c)) {
        model.markers[field] = c.toUpperCase();
      }
      i++;
      if (i < text.length && /[A-D]/.test(text[i])) {
        const owner = text[i];
        i++;
        let facing = "";
        while (i < text.length && /[NESW]/.test(text[i]) && facing.length < 2) {
          facing += text[i];
          i++;
        }
        model.chevrons[field] = owner + facing;
      }
      file++;
    }
  }
  return model;
}

/** The position being set up; asked for only in set-up mode. */
function theSetup() {
  if (page.setup === null) {
    throw new Error("no position is being set up");
  }
  return page.setup;
}

/** The owners the set-up offers (chevron, marker, to move): the players of its game only. */
function offerOwners(/** @type {number} */ players) {
  for (const id of ["tool-owner", "tool-marker", "setup-tomove"]) {
    for (const option of select(id).options) {
      const hidden = option.value.charCodeAt(0) - 64 > players;
      option.hidden = hidden;
      option.disabled = hidden;
    }
    if (select(id).value.charCodeAt(0) - 64 > players) {
      select(id).value = "A";
    }
  }
}

/** The seat choices of Play from here: a person at every seat unless chosen otherwise. */
function renderSetupSeats() {
  const players = theSetup().players;
  /** @type {Record<string, string>} */
  const kept = {};
  for (const s of /** @type {NodeListOf<HTMLSelectElement>} */ ($("setup-seats").querySelectorAll("select"))) {
    kept[s.id.slice(-1)] = s.value;
  }
  seatRows($("setup-seats"), "setup-seat-", players, (p) => kept[p] || "human");
}

export async function drawSetup() {
  const setup = theSetup();
  page.fieldActions = {};
  if (setup.toMove.charCodeAt(0) - 64 > setup.players) {
    // Fewer players than before: the player to move is one of the game's (A unless chosen again).
    setup.toMove = "A";
  }
  select("setup-players").value = String(setup.players);
  offerOwners(setup.players);
  if ($("setup-seats").querySelectorAll("select").length !== setup.players) {
    renderSetupSeats();
  }
  select("setup-tomove").value = setup.toMove;
  const answer = await api("setup", Object.assign({ruleset: state.ruleset}, setup));
  const list = $("problems");
  list.innerHTML = "";
  for (const p of /** @type {Problem[]} */ (answer.problems)) {
    const li = document.createElement("li");
    const id = document.createElement("strong");
    id.textContent = p.rule;
    li.appendChild(id);
    li.appendChild(document.createTextNode(" " + p.message.replace(/^R[\d.a-z]+: /, "")));
    list.appendChild(li);
  }
  const noChevrons = answer.valid && Object.keys(setup.chevrons).length === 0;
  if (noChevrons) {
    const li = document.createElement("li");
    const id = document.createElement("strong");
    id.textContent = "R8.3";
    li.appendChild(id);
    li.appendChild(document.createTextNode(" " + t("setup.noChevrons")));
    list.appendChild(li);
  }
  // A valid position may be decided already (one player left, R8.3): it is said, not offered to play.
  let decided = false;
  if (answer.valid && !noChevrons) {
    /** @type {import("./types.js").Game} */
    const game = await api("replay", {ruleset: state.ruleset, position: answer.position, actions: []});
    if (game.outcome) {
      decided = true;
      const li = document.createElement("li");
      const id = document.createElement("strong");
      id.textContent = game.outcome.rule;
      li.appendChild(id);
      li.appendChild(document.createTextNode(" " + t("setup.decided", {text: game.outcome.text})));
      list.appendChild(li);
    }
  }
  if (!answer.problems.length && !noChevrons && !decided) {
    list.appendChild(para(t("setup.none"), "ok"));
  }
  const playable = answer.valid && !noChevrons && !decided;
  button("setup-play").disabled = !playable;
  button("setup-explain").disabled = !playable;
  setup.valid = playable ? answer.position : null;
  // The board shows the parts placed, drawn as a four-player position (so any owner can be seen).
  const owners = Object.values(setup.chevrons).map((c) => c[0]);
  const preview = Object.assign({}, setup, {players: 4, toMove: owners.includes(setup.toMove) || !owners.length
    ? setup.toMove : owners[0]});
  const previewPosition = await api("setup", preview);
  /** @type {Record<string, string>} */
  const problemMarks = {};
  for (const [f, c] of Object.entries(setup.chevrons)) {
    if (c.charCodeAt(0) - 64 > setup.players) {
      problemMarks[f] = "problem";
    }
  }
  for (const [f, m] of Object.entries(setup.markers)) {
    if (m.charCodeAt(0) - 64 > setup.players) {
      problemMarks[f] = "problem";
    }
  }
  // A valid set-up is drawn as the position it is; one with problems as a four-player preview.
  const shown = answer.valid ? answer.position : previewPosition.valid ? previewPosition.position : "9/9/9/9/9/9/9/9/9 A 4";
  await drawBoard(shown, problemMarks);
  const caption = t("setup.status", {players: setup.players, player: setup.toMove})
    + (answer.valid ? "" : plural("setup.problemCount", answer.problems.length));
  $("status").textContent = caption;
  // The board's caption says the same, never the preview's own state (its outcome, its four players' markers).
  const drawnCaption = document.querySelector("#board svg text.caption");
  if (drawnCaption) {
    drawnCaption.textContent = caption;
  }
}

export function setupClick(/** @type {string} */ field) {
  const setup = theSetup();
  const checked = /** @type {HTMLInputElement} */ (document.querySelector("input[name=tool]:checked"));
  const tool = checked.value;
  if (tool === "chevron") {
    setup.chevrons[field] = select("tool-owner").value + select("tool-facing").value;
  } else if (tool === "marker") {
    setup.markers[field] = select("tool-marker").value;
  } else if (tool === "no-chevron") {
    delete setup.chevrons[field];
  } else {
    delete setup.markers[field];
  }
  const active = document.activeElement;
  const keyboard = active !== null && active.classList.contains("hit");
  drawSetup().then(() => {
    if (keyboard) {
      focusOn(field);
    }
  });
}

export function enterSetup() {
  state.mode = "setup";
  clearExplanation();
  page.setup = positionToSetup(currentPly().position);
  renderSetupSeats();
  $("setup-mode").setAttribute("aria-pressed", "true");
  $("setup-panel").hidden = false;
  $("play-panel").hidden = true;
  stopComputer();
  update();
}

/** Back to play: from the position set up, or (null) the game as it was. */
export function leaveSetup(/** @type {string | null} */ position) {
  state.mode = "play";
  $("setup-mode").setAttribute("aria-pressed", "false");
  $("setup-panel").hidden = true;
  $("play-panel").hidden = false;
  if (position) {
    forgetEvaluations();
    state.start = position;
    state.actions = [];
    state.view = null;
    state.tree = emptyTree();
    state.tags = {};
    state.seats = chosenSeats("setup-seat-", Number(position.split(" ")[2]));
  }
  resetBuild();
  refresh();
}

/** The set-up panel's controls. */
export function wireSetup() {
  select("setup-players").addEventListener("change", () => {
    theSetup().players = Number(select("setup-players").value);
    renderSetupSeats();
    drawSetup();
  });
  select("setup-tomove").addEventListener("change", () => { theSetup().toMove = select("setup-tomove").value; drawSetup(); });
  $("setup-clear").addEventListener("click", () => { theSetup().chevrons = {}; theSetup().markers = {}; drawSetup(); });
  $("setup-play").addEventListener("click", () => {
    const valid = theSetup().valid;
    if (valid) {
      leaveSetup(valid);
    }
  });
  $("setup-explain").addEventListener("click", () => {
    const valid = theSetup().valid;
    if (valid) {
      leaveSetup(valid);
      $("explain-action").focus();
    }
  });
}
