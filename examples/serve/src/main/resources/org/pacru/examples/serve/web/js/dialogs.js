// pacru serve: the dialogs. New game (players, rules, who plays each seat) and Import / export
// (the link, the position string, the game record, the Abstract Play move list), with import
// errors pointed at their place in the input.
import { api } from "./api.js";
import { resetBuild } from "./build.js";
import { $, dialog, input, select, textarea, track } from "./dom.js";
import { clearExplanation } from "./explain.js";
import { refresh } from "./game.js";
import { appendWithRuleLinks, t } from "./lang.js";
import { forgetEvaluations } from "./review.js";
import { LEVELS, chosenSeats, seatRows as seatRowsOf } from "./seats.js";
import { leaveSetup } from "./setup.js";
import { takeTree, treeRecord } from "./records.js";
import { currentPly, page, state, theGame } from "./state.js";
import { emptyTree } from "./tree.js";

/** @typedef {import("./types.js").ApiError} ApiError */

/**
 * New game's seats: a person at A; at every other seat the computer as in the game on screen, or
 * at the level chosen last (kept in the browser), not the default level again.
 */
function seatRows() {
  const last = lastLevel();
  seatRowsOf($("new-seats"), "seat-", Number(select("new-players").value), (p) => p === "A" ? "human"
    : state.seats[p] && state.seats[p] !== "human" ? state.seats[p] : last);
}

/** The computer's level chosen last (New game, Play from here), or the default one. */
export function lastLevel() {
  try {
    const level = localStorage.getItem("pacru.level");
    if (level && (LEVELS[level] || page.computerPlayers.includes(level))) {
      return level;
    }
  } catch (e) {
    // No storage (a private window): the default level.
  }
  return page.defaultComputer;
}

/** Remembers the level of the seats just chosen, for the next New game. */
export function rememberLevel(/** @type {Record<string, string>} */ seats) {
  const level = Object.values(seats).find((s) => s !== "human");
  if (level) {
    try {
      localStorage.setItem("pacru.level", level);
    } catch (e) {
      // No storage: nothing to remember it in.
    }
  }
}

function startNewGame() {
  const players = Number(select("new-players").value);
  $("import-notice").hidden = true;
  state.ruleset = select("new-ruleset").value;
  state.seats = chosenSeats("seat-", players);
  rememberLevel(state.seats);
  forgetEvaluations();
  state.start = null;
  state.actions = [];
  state.tree = emptyTree();
  state.tags = {};
  state.view = null;
  resetBuild();
  clearExplanation();
  api("legal", {players}).then((answer) => {
    state.start = answer.position;
    if (state.mode === "setup") {
      leaveSetup(null);
    } else {
      refresh();
    }
  });
}

async function openShare() {
  const game = theGame();
  input("share-link").value = location.href;
  input("share-position").value = currentPly().position;
  // The whole tree: every variation, comment, glyph and shape (the current line alone is game.record).
  // (Should the engine refuse it, the current line's record, which it wrote, stands in.)
  textarea("share-record").value = await treeRecord().catch(() => game.record);
  textarea("share-ap").value = game.abstractplay.join("\n");
  clearImportError();
  $("copy-status").textContent = "";
  apStarts(game.players);
  dialog("share-dialog").showModal();
}

/**
 * Where the Abstract Play move list starts (a list names no start): the standard start for 2, 3 or
 * 4 players, the current game's count first, or this game's start (a set-up position).
 */
function apStarts(/** @type {number} */ players) {
  const choice = select("ap-start");
  choice.innerHTML = "";
  for (const n of [players].concat([2, 3, 4].filter((k) => k !== players))) {
    const o = document.createElement("option");
    o.value = String(n);
    o.textContent = t("share.apStandard", {players: n});
    choice.appendChild(o);
  }
  const own = document.createElement("option");
  own.value = "game";
  own.textContent = t("share.apThisGame");
  choice.appendChild(own);
  choice.value = String(players);
}

/** Loads the Abstract Play move list from the start chosen, and says which start that was. */
async function loadAbstractPlay() {
  const from = select("ap-start").value;
  const start = from === "game" ? theGame().start : (await api("legal", {players: Number(from)})).position;
  const said = from === "game" ? t("share.apThisGame") : t("share.apStandard", {players: Number(from)});
  const moves = textarea("share-ap").value.split(/\n/).map((s) => s.trim()).filter((s) => s);
  if (await importGame({position: start, abstractplay: moves}, false, "share-ap")) {
    $("import-notice").textContent = t("import.apFrom", {start: said});
    $("import-notice").hidden = false;
  }
}

/** Copies one of the dialog's texts (the link, the position string, the record, the move list). */
async function copy(/** @type {string} */ id, /** @type {string} */ copiedKey) {
  const field = importInput(id);
  let copied = false;
  track(1);
  try {
    await navigator.clipboard.writeText(field.value);
    copied = true;
  } catch (e) {
    // No clipboard API here (an insecure origin, or no permission): the selection and the copy command.
    field.focus();
    field.select();
    copied = document.execCommand("copy");
  } finally {
    track(-1);
  }
  $("copy-status").textContent = copied ? t(copiedKey) : t("share.copyManually");
}

/** @type {Record<string, string>} */
const IMPORT_TITLES = {
  "share-position": "import.position",
  "share-record": "import.record",
  "share-ap": "import.abstractPlay",
};

/** The dialog's texts (the link, and the three an import reads). @returns {HTMLInputElement | HTMLTextAreaElement} */
function importInput(/** @type {string} */ id) {
  return /** @type {HTMLInputElement | HTMLTextAreaElement} */ ($(id));
}

function clearImportError() {
  $("share-error").textContent = "";
  $("share-error").hidden = true;
  for (const id of Object.keys(IMPORT_TITLES)) {
    $(id).removeAttribute("aria-invalid");
    $(id).removeAttribute("aria-describedby");
  }
}

/**
 * An import error: styled as one, with the rule, and pointing at the offending place in the input
 * (the text selected there, and quoted with a caret under it).
 */
function showImportError(/** @type {string} */ inputId, /** @type {string} */ message,
                         /** @type {number | null} */ start, /** @type {number | null} */ end) {
  const box = $("share-error");
  box.innerHTML = "";
  box.hidden = false;
  const title = document.createElement("p");
  title.className = "error-title";
  title.textContent = t(IMPORT_TITLES[inputId]);
  box.appendChild(title);
  const head = document.createElement("p");
  head.className = "error-message";
  appendWithRuleLinks(head, message);
  box.appendChild(head);
  const field = importInput(inputId);
  field.setAttribute("aria-invalid", "true");
  field.setAttribute("aria-describedby", "share-error");
  if (start !== null && start >= 0 && start <= field.value.length) {
    const text = field.value;
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    const lineEnd = text.indexOf("\n", start) < 0 ? text.length : text.indexOf("\n", start);
    const line = text.slice(lineStart, lineEnd);
    const column = start - lineStart;
    const pointer = document.createElement("pre");
    pointer.className = "pointer";
    pointer.textContent = line + "\n" + " ".repeat(column) + "^"
      + (text.slice(0, start).split("\n").length > 1 ? t("import.line", {line: text.slice(0, start).split("\n").length}) : "")
      + t("import.column", {column: column + 1});
    box.appendChild(pointer);
    field.focus();
    field.setSelectionRange(start, Math.max(start + 1, Math.min(end === null ? start + 1 : end, text.length)));
  } else {
    field.focus();
  }
}

/** Where an error points: the offset the parser gives, or the illegal action's entry in the input. @returns {[number | null, number | null]} */
function errorPlace(/** @type {string} */ inputId, /** @type {ApiError} */ error) {
  const text = importInput(inputId).value;
  if (typeof error.offset === "number") {
    const length = error.action && text.startsWith(error.action, error.offset) ? error.action.length : 1;
    return [error.offset, error.offset + length];
  }
  if (inputId === "share-ap" && typeof error.number === "number") {
    const lines = text.split("\n");
    let at = 0;
    let entry = 0;
    for (const line of lines) {
      if (line.trim()) {
        entry++;
        if (entry === error.number) {
          return [at, at + line.length];
        }
      }
      at += line.length + 1;
    }
  }
  if (error.action) {
    // The entry as written, searched from its round's number ("12.") in a record.
    const from = typeof error.round === "number" ? Math.max(0, text.search(new RegExp("(^|\\s)" + error.round + "\\."))) : 0;
    const at = text.indexOf(error.action, from);
    if (at >= 0) {
      return [at, at + error.action.length];
    }
  }
  return [null, null];
}

/**
 * Loads a game or a position from the dialog: replayed by the engine, or the error pointed at.
 * An import is a new game: a person at every seat, whatever the game before it had.
 * @returns {Promise<boolean>} whether it was loaded
 */
async function importGame(/** @type {object} */ body, /** @type {boolean} */ startFrom, /** @type {string} */ inputId) {
  clearImportError();
  $("import-notice").hidden = true;
  try {
    const answer = await api("replay", Object.assign({ruleset: state.ruleset}, body));
    if (answer.out.length === answer.players && !answer.outcome) {
      showImportError(inputId, t("setup.noChevrons") + " (R8.3)", null, null);
      return false;
    }
    state.seats = {};
    forgetEvaluations();
    state.start = answer.start;
    // The record's variations, comments, glyphs and shapes (a plain main line for the other imports).
    takeTree(answer);
    if (startFrom) {
      state.actions = [];
      state.tree = emptyTree();
    }
    resetBuild();
    clearExplanation();
    dialog("share-dialog").close();
    if (state.mode === "setup") {
      leaveSetup(null);
    } else {
      await refresh();
    }
    return true;
  } catch (thrown) {
    const error = /** @type {ApiError} */ (thrown);
    const [start, end] = errorPlace(inputId, error);
    // The engine names the request's field first ("position: "), a word of the API, not of the page.
    let message = String(error.message).replace(/^(position|record|abstractplay|actions): /, "") + (error.rule && !String(error.message).includes(error.rule) ? " (" + error.rule + ")" : "");
    if (error.problems) {
      message += ": " + error.problems.map((p) => p.message).join("; ");
    }
    showImportError(inputId, message, start, end);
    return false;
  }
}

/** The dialogs' buttons. */
export function wireDialogs() {
  $("new-game").addEventListener("click", () => {
    const game = page.game;
    select("new-players").value = String(game ? Number(game.start.split(" ")[2]) : 2);
    select("new-ruleset").value = state.ruleset;
    seatRows();
    dialog("new-dialog").showModal();
  });
  $("new-players").addEventListener("change", seatRows);
  $("new-cancel").addEventListener("click", () => dialog("new-dialog").close());
  $("new-form").addEventListener("submit", (event) => {
    const submitter = /** @type {SubmitEvent} */ (event).submitter;
    if (submitter && submitter.id === "new-start") {
      startNewGame();
    }
  });
  $("share").addEventListener("click", openShare);
  $("load-position").addEventListener("click", () => {
    const position = input("share-position");
    position.value = position.value.trim();
    importGame({position: position.value}, true, "share-position");
  });
  $("load-record").addEventListener("click", () => importGame({record: textarea("share-record").value}, false, "share-record"));
  $("load-ap").addEventListener("click", loadAbstractPlay);
  $("copy-link").addEventListener("click", () => copy("share-link", "share.copied"));
  $("copy-position").addEventListener("click", () => copy("share-position", "share.copiedPosition"));
  $("copy-record").addEventListener("click", () => copy("share-record", "share.copiedRecord"));
  $("copy-ap").addEventListener("click", () => copy("share-ap", "share.copiedAbstractPlay"));
}
