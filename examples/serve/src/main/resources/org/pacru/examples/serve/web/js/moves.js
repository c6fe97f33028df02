// pacru serve: the move list (numbered by round, a button per ply to view it) and the game log
// (one line per event of every ply, in the rulebook's words with the rule's ID linked).
import { resetBuild } from "./build.js";
import { $, para } from "./dom.js";
import { update } from "./game.js";
import { appendWithRuleLinks, sentence, t } from "./lang.js";
import { state, theGame } from "./state.js";

export function renderMoves() {
  const game = theGame();
  const list = $("moves");
  list.innerHTML = "";
  /** @type {HTMLLIElement | null} */
  let item = null;
  let round = 0;
  const startItem = document.createElement("li");
  startItem.className = "start";
  startItem.appendChild(plyButton(t("ply.start"), 0));
  list.appendChild(startItem);
  // A round per row, a column per player (a round of 3 or 4 players too), the variation's plies marked.
  list.style.setProperty("--players", String(game.players));
  list.dataset.players = String(game.players);
  for (const ply of game.plies) {
    if (ply.round !== round || !item) {
      round = ply.round;
      item = document.createElement("li");
      item.className = "round-row";
      const number = document.createElement("span");
      number.className = "round";
      number.textContent = round + ".";
      item.appendChild(number);
      list.appendChild(item);
    }
    const b = plyButton(ply.action, ply.ply, ply.player);
    // The column of the ply's player (a player out of the game leaves theirs empty).
    b.style.gridColumn = String(ply.player.charCodeAt(0) - 64);
    if (state.main !== null && state.branch !== null && ply.ply > state.branch) {
      b.classList.add("variation");
    }
    item.appendChild(b);
  }
  $("live").hidden = state.view === null;
  /** @type {HTMLButtonElement} */ ($("undo")).disabled = state.actions.length === 0;
  renderLog();
  // The list follows the game: the newest move (or the one on view) is in sight.
  const current = list.querySelector("[aria-current]");
  if (state.view === null) {
    list.scrollTop = list.scrollHeight;
  } else if (current) {
    current.scrollIntoView({block: "nearest"});
  }
}

/** One line per event of every ply, numbered by round, as the move list is. */
function renderLog() {
  const game = theGame();
  const log = $("log");
  log.innerHTML = "";
  const shown = state.view === null ? game.plies.length : state.view;
  for (const ply of game.plies) {
    for (const e of ply.events) {
      const li = document.createElement("li");
      li.className = "event " + e.type;
      li.dataset.ply = String(ply.ply);
      if (ply.ply === shown) {
        li.classList.add("shown");
      }
      const number = document.createElement("span");
      number.className = "round-number";
      number.textContent = ply.round + ".";
      li.appendChild(number);
      li.appendChild(document.createTextNode(" "));
      appendWithRuleLinks(li, sentence(e.text));
      log.appendChild(li);
    }
  }
  if (!game.plies.length) {
    log.appendChild(para(t("log.empty"), "empty"));
  }
  if (state.view === null) {
    log.scrollTop = log.scrollHeight;
  } else {
    const first = log.querySelector("li.shown");
    if (first) {
      first.scrollIntoView({block: "nearest"});
    }
  }
}

/** A ply's button: shows the position after it. */
function plyButton(/** @type {string} */ text, /** @type {number} */ n, /** @type {string} */ player = "") {
  const game = theGame();
  const b = document.createElement("button");
  b.type = "button";
  b.className = "ply";
  b.textContent = text;
  b.dataset.ply = String(n);
  b.setAttribute("aria-label", n === 0 ? t("ply.viewStart") : t("ply.view", {ply: n, player, action: text}));
  if ((state.view === null && n === game.plies.length) || state.view === n) {
    b.setAttribute("aria-current", "step");
  }
  b.addEventListener("click", () => {
    state.view = n === theGame().plies.length ? null : n;
    resetBuild();
    update();
  });
  return b;
}
