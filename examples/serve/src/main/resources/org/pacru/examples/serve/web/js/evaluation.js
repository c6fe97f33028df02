// pacru serve: the evaluation over the game. The engine's searches (analyse), kept per position,
// give each position of the line on view a win chance per player; from them the page draws the bar
// beside the board (the position on view), the graph of the whole line, and judges each move by the
// win chance it cost its player (inaccuracy, mistake, blunder), shown in the move list and in a
// summary per player. The searches themselves are js/review.js's; this module only reads them.
// docs/serving.md ("Evaluation over the game") gives the numbers behind the thresholds.
import { $, svgElement } from "./dom.js";
import { goTo } from "./navigate.js";
import { playerName, t } from "./lang.js";
import { state, theGame } from "./state.js";

/**
 * A position's search: `chance`, the win chance of the player to move (the visit-weighted mean
 * value of the searched actions: the best action's own mean is the maximum of noisy means, a few
 * points higher); `best`, the search's best action; `iterations`, its budget.
 * @typedef {{chance: number, best: string, iterations: number}} Evaluation
 * @typedef {"inaccuracy" | "mistake" | "blunder"} Kind
 * @typedef {{ply: number, player: string, action: string, loss: number, kind: Kind | null,
 *   better: string | null}} Judgement
 */

/**
 * The loss of win chance (for the player who moved, 0 to 1) from which a move is an inaccuracy, a
 * mistake, a blunder. Measured at the whole-game analysis's budget (2,000 iterations), the engine's
 * own best moves lose 5 ± 4 points by this measure (the side to move is searched a little
 * optimistically), 15 at the 99th percentile, 21 at most in 177 plies: so a loss under 15 points
 * is the search's noise, and a mistake or a blunder is a loss no move of the engine's showed.
 */
export const THRESHOLDS = {inaccuracy: 0.15, mistake: 0.25, blunder: 0.35};

/** The glyph of each kind, as game records write them (NOTATION.md §4.1: ?!, ?, ??). */
export const GLYPHS = {inaccuracy: "?!", mistake: "?", blunder: "??"};

/** The players' colours on the page (app.css's swatches). @type {Record<string, string>} */
const COLOURS = {A: "#c0392b", B: "#1f5fa8", C: "#23843a", D: "#d97706"};

/** The searches, by ruleset and position string. @type {Map<string, Evaluation>} */
const evaluations = new Map();

function key(/** @type {string} */ position) {
  return state.ruleset + " " + position;
}

/** The search of a position, if it was searched. */
export function evaluationOf(/** @type {string} */ position) {
  return evaluations.get(key(position)) || null;
}

/** Keeps a search's answer for its position. @returns {Evaluation} */
export function remember(/** @type {string} */ position,
    /** @type {{iterations: number, best: string, actions: {action: string, visits: number, value: number}[]}} */ answer) {
  const visits = answer.actions.reduce((sum, a) => sum + a.visits, 0);
  const chance = visits > 0 ? answer.actions.reduce((sum, a) => sum + a.visits * a.value, 0) / visits
    : answer.actions.length ? answer.actions[0].value : 0.5;
  const evaluation = {chance, best: answer.best, iterations: answer.iterations};
  evaluations.set(key(position), evaluation);
  return evaluation;
}

/**
 * The positions a whole-game analysis went over (searched by it, or before it at the same budget):
 * only its moves are judged, so that a move is never marked by the bar's searches while stepping.
 * @type {Set<string>}
 */
const reviewed = new Set();

/** A position the whole-game analysis went over, its search done. */
export function markReviewed(/** @type {string} */ position) {
  reviewed.add(key(position));
}

/** Forgets every search (a new game, an import, a position set up). */
export function forgetAll() {
  evaluations.clear();
  reviewed.clear();
}

/**
 * The line on view, position by position: `positions[k]` is the position after ply k (0: the
 * start), `movers[k]` who is to move there, `actions[k]` and `players[k]` the ply k+1 played from
 * it; `outcome` the end's, if the line ends the game.
 */
export function lineOnView() {
  const game = theGame();
  return {
    positions: [game.start].concat(game.plies.map((p) => p.position)),
    movers: [game.startToMove].concat(game.plies.map((p) => p.toMove)),
    actions: game.plies.map((p) => p.action),
    players: game.plies.map((p) => p.player),
    count: game.players,
    outcome: game.outcome,
  };
}

/** The positions of the line that a search can evaluate (all but a finished game's last). */
export function searchable() {
  const line = lineOnView();
  return line.outcome ? line.positions.slice(0, -1) : line.positions;
}

/** The letters of the game's players. */
function letters(/** @type {number} */ count) {
  return "ABCD".slice(0, count).split("");
}

/**
 * Every player's win chance after ply k of the line on view (summing to 1), or null before its
 * search. Two players: the mover's chance and its complement. Three or four: a search gives the
 * chance of the player to move only, so each other player's comes from the search of the next
 * position where they are to move within the round (their own view of their chances), or, not
 * searched yet, an equal part of the mover's complement; the chances are then scaled to sum to 1.
 * A finished game: the winner 1, the others 0.
 * @returns {Record<string, number> | null}
 */
export function chances(/** @type {number} */ k) {
  const line = lineOnView();
  const players = letters(line.count);
  /** @type {Record<string, number>} */
  const result = {};
  if (k === line.positions.length - 1 && line.outcome) {
    for (const p of players) {
      result[p] = p === line.outcome.winner ? 1 : 0;
    }
    return result;
  }
  const own = evaluationOf(line.positions[k]);
  if (own === null) {
    return null;
  }
  const mover = line.movers[k];
  if (players.length === 2) {
    for (const p of players) {
      result[p] = p === mover ? own.chance : 1 - own.chance;
    }
    return result;
  }
  /** @type {Record<string, number>} */
  const seen = {[mover]: own.chance};
  for (let j = k + 1; j < line.positions.length && j < k + players.length; j++) {
    const later = j === line.positions.length - 1 && line.outcome ? null : evaluationOf(line.positions[j]);
    if (later !== null && !(line.movers[j] in seen)) {
      seen[line.movers[j]] = later.chance;
    }
  }
  const guess = (1 - own.chance) / (players.length - 1);
  let sum = 0;
  for (const p of players) {
    result[p] = p in seen ? seen[p] : guess;
    sum += result[p];
  }
  for (const p of players) {
    result[p] = sum > 0 ? result[p] / sum : 1 / players.length;
  }
  return result;
}

/**
 * Each ply of the line on view judged, where a whole-game analysis went over the positions before and after it: the
 * win chance it cost its player (their chance before, from the search of their own turn, minus
 * their chance after), its kind by {@link THRESHOLDS}, and the search's best action when it differs
 * from the ply's (the better move). @returns {(Judgement | null)[]} index k-1 for ply k
 */
export function judgements() {
  const line = lineOnView();
  /** @type {(Judgement | null)[]} */
  const result = [];
  const end = line.positions.length - 1;
  for (let k = 1; k < line.positions.length; k++) {
    const before = evaluationOf(line.positions[k - 1]);
    const after = chances(k);
    const analysed = reviewed.has(key(line.positions[k - 1])) && (reviewed.has(key(line.positions[k])) || (k === end && line.outcome));
    if (before === null || after === null || !analysed) {
      result.push(null);
      continue;
    }
    const player = line.players[k - 1];
    const action = line.actions[k - 1];
    const loss = before.chance - after[player];
    /** @type {Kind | null} */
    const kind = loss >= THRESHOLDS.blunder ? "blunder" : loss >= THRESHOLDS.mistake ? "mistake"
      : loss >= THRESHOLDS.inaccuracy ? "inaccuracy" : null;
    result.push({ply: k, player, action, loss, kind, better: before.best !== action ? before.best : null});
  }
  return result;
}

/** A chance as the page writes percentages: 62 %. */
function percent(/** @type {number} */ x) {
  return (x * 100).toLocaleString(state.lang, {maximumFractionDigits: 0}) + " %";
}

/** Points of win chance lost: 34. */
function points(/** @type {number} */ x) {
  return (x * 100).toLocaleString(state.lang, {maximumFractionDigits: 0});
}

/** The ply on view. */
function shownPly() {
  return state.view === null ? theGame().plies.length : state.view;
}

/** Draws the bar, the graph, the marks of the move list and the summary, for the line on view. */
export function renderEvaluation() {
  if (state.mode !== "play") {
    return;
  }
  const marks = judgements();
  renderBar();
  renderGraph(marks);
  markMoves(marks);
  renderSummary(marks);
}

/**
 * The bar beside the board: a segment per player in their colour, as long as their win chance
 * at the position on view (A's at the bottom, or on the left on a phone); grey while unknown.
 */
function renderBar() {
  const bar = $("eval-bar");
  const k = shownPly();
  const shares = chances(k);
  bar.innerHTML = "";
  bar.dataset.ply = String(k);
  if (shares === null) {
    bar.dataset.state = "unknown";
    bar.setAttribute("aria-label", t("eval.barUnknown"));
    return;
  }
  bar.dataset.state = "known";
  const line = lineOnView();
  const mover = line.movers[k];
  const parts = [];
  for (const [p, share] of Object.entries(shares)) {
    const segment = document.createElement("div");
    segment.className = "eval-segment player-" + p;
    segment.dataset.player = p;
    segment.dataset.share = String(share);
    segment.style.flexGrow = String(share);
    segment.style.background = COLOURS[p];
    if (share >= 0.12) {
      segment.textContent = String(Math.round(share * 100));
    }
    bar.appendChild(segment);
    parts.push(t("eval.share", {player: playerName(p), share: percent(share)}));
  }
  bar.setAttribute("aria-label", t("eval.bar", {shares: parts.join(", "), player: playerName(mover)}));
}

const WIDTH = 600;
const HEIGHT = 140;
const PAD = 8;

/**
 * The graph: each player's win chance over the line on view (two players: A's, the middle line
 * even), a point per position (the start and each ply; hollow while not yet evaluated, coloured by
 * the move's mark), the position on view marked. A point is a button: a click, Enter or Space
 * shows its position; the arrow keys step as everywhere on the page.
 */
function renderGraph(/** @type {(Judgement | null)[]} */ marks) {
  const box = $("eval-graph");
  const line = lineOnView();
  const n = line.positions.length;
  const players = letters(line.count);
  // Redrawn with the focus in it: the point of the ply on view keeps it as one steps (the arrow
  // keys), another point keeps it when a search's answer redraws the graph.
  const active = box.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement) : null;
  const focused = active === null ? undefined : active.hasAttribute("aria-current") ? "current" : active.dataset.ply;
  const x = (/** @type {number} */ k) => PAD + (n > 1 ? k * (WIDTH - 2 * PAD) / (n - 1) : (WIDTH - 2 * PAD) / 2);
  const y = (/** @type {number} */ v) => HEIGHT - PAD - v * (HEIGHT - 2 * PAD);
  const all = Array.from({length: n}, (_, k) => chances(k));
  const el = svgElement;
  const svg = el("svg", {viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: "group",
    "aria-label": t("eval.graph")});
  svg.appendChild(el("line", {x1: 0, x2: WIDTH, y1: y(0.5), y2: y(0.5), class: "eval-even"}));
  const shown = shownPly();
  svg.appendChild(el("line", {x1: x(shown), x2: x(shown), y1: 0, y2: HEIGHT, class: "eval-now"}));
  // Two players: A's chance (B's is its mirror); more: one line per player.
  const drawn = players.length === 2 ? ["A"] : players;
  for (const p of drawn) {
    let d = "";
    let pen = "M";
    all.forEach((c, k) => {
      if (c === null) {
        pen = "M";
        return;
      }
      d += `${pen}${x(k).toFixed(1)} ${y(c[p]).toFixed(1)} `;
      pen = "L";
    });
    if (d) {
      svg.appendChild(el("path", {d, class: "eval-line", stroke: COLOURS[p], "data-player": p}));
    }
  }
  const column = n > 1 ? (WIDTH - 2 * PAD) / (n - 1) : WIDTH;
  for (let k = 0; k < n; k++) {
    // The point sits on the line of the player who made ply k (at the start: of the player to move).
    const p = players.length === 2 ? "A" : k > 0 ? line.players[k - 1] : line.movers[0];
    const c = all[k];
    const mark = k > 0 ? marks[k - 1] : null;
    const point = el("g", {class: "eval-point" + (mark && mark.kind ? " judged-" + mark.kind : "") + (c === null ? " unknown" : ""),
      role: "button", tabindex: k === shown ? 0 : -1, "data-ply": k});
    point.setAttribute("aria-label", pointName(k, c, mark));
    if (k === shown) {
      point.setAttribute("aria-current", "step");
    }
    point.appendChild(el("rect", {x: x(k) - column / 2, y: 0, width: column, height: HEIGHT, class: "eval-hit"}));
    const dot = el("circle", {cx: x(k), cy: y(c === null ? 0.5 : c[p]), r: k === shown ? 6 : 4,
      class: "eval-dot", fill: c === null ? "#fff" : COLOURS[p]});
    if (c !== null) {
      dot.setAttribute("data-chance", String(c[p]));
    }
    point.appendChild(dot);
    if (c !== null && mark && mark.kind) {
      // The mark's glyph beside the point, above it or, near the top, under it.
      const cy = y(c[p]);
      const glyph = el("text", {x: x(k), y: cy < 24 ? cy + 20 : cy - 9, class: "eval-glyph", "aria-hidden": "true"});
      glyph.textContent = GLYPHS[mark.kind];
      point.appendChild(glyph);
    }
    const go = () => goTo(k);
    point.addEventListener("click", go);
    point.addEventListener("keydown", (event) => {
      const e = /** @type {KeyboardEvent} */ (event);
      if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        go();
      }
    });
    svg.appendChild(point);
  }
  box.innerHTML = "";
  box.appendChild(svg);
  if (focused !== undefined) {
    const again = /** @type {SVGGElement | null} */ (focused !== "current" && svg.querySelector(`.eval-point[data-ply="${focused}"]`)
      || svg.querySelector(".eval-point[aria-current]"));
    if (again) {
      again.focus();
    }
  }
}

/** A point's accessible name: the ply, the chances, the move's mark. */
function pointName(/** @type {number} */ k, /** @type {Record<string, number> | null} */ c, /** @type {Judgement | null} */ mark) {
  const ply = k === 0 ? t("ply.viewStart") : t("eval.pointPly", {ply: k, action: lineOnView().actions[k - 1]});
  const shares = c === null ? t("eval.notYet")
    : Object.entries(c).map(([p, s]) => t("eval.share", {player: playerName(p), share: percent(s)})).join(", ");
  return ply + ": " + shares + (mark && mark.kind ? ". " + judgementText(mark) : "");
}

/** A mark in words: "Blunder: 34 points of win chance lost; better: d4-e5". */
function judgementText(/** @type {Judgement} */ mark) {
  const text = t("eval.kind." + mark.kind, {points: points(mark.loss)});
  return mark.better ? text + "; " + t("eval.better", {action: mark.better}) : text;
}

/**
 * The move list's marks: each judged ply's button on the line on view (moves.js marks it
 * current-line; a variation's plies of the same number are other moves) gets the mark's glyph,
 * colour and words, beside any glyph the player gave it.
 */
function markMoves(/** @type {(Judgement | null)[]} */ marks) {
  for (const mark of marks) {
    if (mark === null || mark.kind === null) {
      continue;
    }
    const b = /** @type {HTMLButtonElement | null} */ (document.querySelector(`#moves button.ply.current-line[data-ply="${mark.ply}"]`));
    if (b === null || b.querySelector(".judgement")) {
      continue;
    }
    b.classList.add("judged-" + mark.kind);
    const glyph = document.createElement("span");
    glyph.className = "judgement";
    glyph.textContent = GLYPHS[mark.kind];
    glyph.setAttribute("aria-hidden", "true");
    b.appendChild(glyph);
    b.title = judgementText(mark);
    b.setAttribute("aria-label", (b.getAttribute("aria-label") || "") + ". " + judgementText(mark));
  }
}

/**
 * The summary: per player the count of each kind and the average loss of their judged moves (a
 * gain counts as no loss), then the marked moves in order, each a button to its position.
 */
function renderSummary(/** @type {(Judgement | null)[]} */ marks) {
  const box = $("review-summary");
  box.innerHTML = "";
  const judged = /** @type {Judgement[]} */ (marks.filter((m) => m !== null));
  if (!judged.length) {
    return;
  }
  // A column per player (a phone has room for four), a row per kind and the average loss.
  const players = letters(lineOnView().count).filter((p) => judged.some((m) => m.player === p));
  const table = document.createElement("table");
  table.className = "review-table";
  const head = table.createTHead().insertRow();
  const corner = document.createElement("td");
  head.appendChild(corner);
  for (const p of players) {
    const th = document.createElement("th");
    th.scope = "col";
    th.dataset.player = p;
    const swatch = document.createElement("span");
    swatch.className = "swatch player-" + p;
    swatch.setAttribute("aria-hidden", "true");
    th.append(swatch, p);
    th.title = playerName(p);
    head.appendChild(th);
  }
  const body = table.createTBody();
  /** @type {[string, string, (mine: Judgement[]) => string][]} */
  const rows = [
    ["inaccuracy", "eval.inaccuracies", (mine) => String(mine.filter((m) => m.kind === "inaccuracy").length)],
    ["mistake", "eval.mistakes", (mine) => String(mine.filter((m) => m.kind === "mistake").length)],
    ["blunder", "eval.blunders", (mine) => String(mine.filter((m) => m.kind === "blunder").length)],
    // A gain counts as no loss.
    ["average", "eval.averageLoss", (mine) => points(mine.reduce((sum, m) => sum + Math.max(0, m.loss), 0) / mine.length)],
  ];
  for (const [kind, label, value] of rows) {
    const row = body.insertRow();
    row.dataset.kind = kind;
    const name = document.createElement("th");
    name.scope = "row";
    name.textContent = t(label);
    row.appendChild(name);
    for (const p of players) {
      const cell = row.insertCell();
      cell.dataset.player = p;
      cell.dataset.kind = kind;
      cell.textContent = value(judged.filter((m) => m.player === p));
    }
  }
  box.appendChild(table);
  const list = document.createElement("ol");
  list.className = "review-moves";
  for (const m of judged) {
    if (m.kind === null) {
      continue;
    }
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.className = "review-move judged-" + m.kind;
    b.dataset.ply = String(m.ply);
    b.textContent = t("eval.move", {ply: m.ply, player: m.player, action: m.action, glyph: GLYPHS[m.kind]})
      + (m.better ? " — " + t("eval.better", {action: m.better}) : "");
    b.setAttribute("aria-label", t("eval.move", {ply: m.ply, player: m.player, action: m.action, glyph: ""}).trim()
      + ". " + judgementText(m));
    b.addEventListener("click", () => goTo(m.ply));
    li.appendChild(b);
    list.appendChild(li);
  }
  if (list.children.length) {
    box.appendChild(list);
  }
}
