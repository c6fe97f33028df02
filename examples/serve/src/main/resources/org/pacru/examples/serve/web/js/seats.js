// pacru serve: who plays what (a person at this screen, or the computer at a strength), the player
// list and the status line under the board.
import { $ } from "./dom.js";
import { colour, playerName, t } from "./lang.js";
import { currentPly, page, state, theGame } from "./state.js";

/**
 * The page's levels: each a computer player of the engine at a budget (docs/strength.md measures
 * how often each beats the one below it).
 * @type {Record<string, string>}
 */
export const LEVELS = {"random": "beginner", "mcts:100": "casual", "mcts:1000": "strong", "mcts:5000": "strongest"};

/** A computer player's strength in words: its level, or (for another budget, from a link) what it does. */
export function strengthText(/** @type {string} */ seat) {
  if (LEVELS[seat]) {
    return t("level." + LEVELS[seat]);
  }
  const [name, budget] = seat.split(":");
  if (name === "random") {
    return t("strength.random");
  }
  if (name === "greedy") {
    return t("strength.greedy");
  }
  if (name === "mcts") {
    const ms = /^(\d+)ms$/.exec(budget || "");
    return ms ? t("strength.mctsMillis", {millis: Number(ms[1]).toLocaleString(state.lang)})
      : /^\d+$/.test(budget || "") ? t("strength.mctsIterations", {iterations: Number(budget).toLocaleString(state.lang)})
        : t("strength.mcts");
  }
  return seat;
}

/** The players a person plays at this screen. */
export function humans() {
  const count = page.game ? page.game.players : 2;
  const list = [];
  for (let i = 0; i < count; i++) {
    const p = String.fromCharCode(65 + i);
    if ((state.seats[p] || "human") === "human") {
      list.push(p);
    }
  }
  return list;
}

export function seatText(/** @type {string} */ p) {
  const seat = state.seats[p] || "human";
  if (seat !== "human") {
    return t("seat.computer", {strength: strengthText(seat)});
  }
  return humans().length === 1 ? t("seat.you") : t("seat.atThisScreen");
}

export function renderPlayers() {
  const game = theGame();
  const list = $("players");
  list.innerHTML = "";
  const outs = outOnView();
  for (let i = 0; i < game.players; i++) {
    const p = String.fromCharCode(65 + i);
    const li = document.createElement("li");
    li.dataset.player = p;
    const swatch = document.createElement("span");
    swatch.className = "swatch player-" + p;
    swatch.setAttribute("aria-hidden", "true");
    li.appendChild(swatch);
    const name = document.createElement("strong");
    name.textContent = playerName(p);
    li.appendChild(name);
    li.appendChild(document.createTextNode(": " + seatText(p) + (outs.includes(p) ? t("play.out") : "")));
    list.appendChild(li);
  }
  const mine = humans();
  $("welcome-who").textContent = mine.length === 1
    ? t("welcome.youPlay", {player: mine[0], colour: colour(mine[0]), opponents: opponentsText(mine)})
    : mine.length === 0 ? t("welcome.computerPlaysAll")
      : t("welcome.sharedScreen", {players: mine.join(t("prompt.list")), opponents: opponentsText(mine)});
}

/**
 * The players out of the game in the position on view: the game's last answer says who is out at
 * its end; an earlier position on view is read from its string, where a player without a chevron
 * (an upper-case letter on the board) is out (R8.2).
 */
function outOnView() {
  const game = theGame();
  const cur = currentPly();
  if (cur.live) {
    return game.out || [];
  }
  const board = cur.position.split(" ")[0];
  const out = [];
  for (let i = 0; i < game.players; i++) {
    const p = String.fromCharCode(65 + i);
    if (!board.includes(p)) {
      out.push(p);
    }
  }
  return out;
}

function opponentsText(/** @type {string[]} */ mine) {
  const others = [];
  for (let i = 0; i < theGame().players; i++) {
    const p = String.fromCharCode(65 + i);
    if (!mine.includes(p)) {
      others.push(t("welcome.opponent", {player: p, colour: colour(p), strength: strengthText(state.seats[p])}));
    }
  }
  const separator = t("welcome.separator");
  return others.length ? separator + others.join(separator) : "";
}

/** The line under the board: who is to move (and who plays them), the markers, what is on view. */
export function renderStatus() {
  const game = theGame();
  const cur = currentPly();
  let text;
  if (game.outcome && cur.live) {
    // The one statement of the end, the server's, as the log's last line and the board's caption say it.
    text = game.outcome.text;
  } else {
    text = t("status.line", {player: cur.toMove, colour: colour(cur.toMove), seat: seatText(cur.toMove)});
  }
  if (cur.markers) {
    text += t("status.markers", {counts: Object.entries(cur.markers).map(([p, n]) => p + " " + n).join(t("prompt.list"))});
  }
  if (!cur.live) {
    // Counted as the move list counts: the round and the player ("after 62. B a7-b7"), never a ply number.
    const ply = state.view ? game.plies[state.view - 1] : null;
    text += ply ? t("status.viewingPly", {move: t("move.number", {round: ply.round, player: ply.player}), action: ply.action})
      : t("status.viewingStart");
  }
  text += t("status.rules", {ruleset: t("ruleset." + state.ruleset)});
  $("status").textContent = text;
}

/**
 * The seat choices of a dialog or panel: one select per player, "human" or a level, ids
 * PREFIX + player; each starts at the choice `initial` gives it.
 */
export function seatRows(/** @type {HTMLElement} */ box, /** @type {string} */ prefix, /** @type {number} */ players,
                         /** @type {(p: string) => string} */ initial) {
  for (const old of box.querySelectorAll("p")) {
    old.remove();
  }
  for (let i = 0; i < players; i++) {
    const p = String.fromCharCode(65 + i);
    const row = document.createElement("p");
    const label = document.createElement("label");
    label.textContent = t("seat.player", {player: p});
    const choice = document.createElement("select");
    choice.id = prefix + p;
    // The levels, weakest first; then the engine's other players (greedy) by what they do.
    const others = page.computerPlayers.filter((name) => !LEVELS[name]);
    for (const name of ["human"].concat(Object.keys(LEVELS), others)) {
      const o = document.createElement("option");
      o.value = name;
      o.textContent = name === "human" ? t("seat.human")
        : t("seat.computerOption", {strength: LEVELS[name] ? t("levelInfo." + LEVELS[name]) : strengthText(name)});
      choice.appendChild(o);
    }
    choice.value = initial(p);
    label.appendChild(choice);
    row.appendChild(label);
    box.appendChild(row);
  }
}

/** The seats chosen in a dialog or panel's selects. @returns {Record<string, string>} */
export function chosenSeats(/** @type {string} */ prefix, /** @type {number} */ players) {
  /** @type {Record<string, string>} */
  const seats = {};
  for (let i = 0; i < players; i++) {
    const p = String.fromCharCode(65 + i);
    seats[p] = /** @type {HTMLSelectElement} */ ($(prefix + p)).value;
  }
  return seats;
}
