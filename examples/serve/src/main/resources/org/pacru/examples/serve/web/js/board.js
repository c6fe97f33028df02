// pacru serve: the board, drawn by the engine as SVG; the page adds what clicking a field does, the
// keyboard's way over the fields, the legend of the highlights, a rotation's preview, the board
// turned to a seat's view (orientation.js) and the layers drawn over it (overlay.js).
import { api } from "./api.js";
import { fieldClicked } from "./build.js";
import { $ } from "./dom.js";
import { playerName, t } from "./lang.js";
import { angleOf, nextSeat, playersOf, seatAtTheBottom, stepOnScreen, turn } from "./orientation.js";
import { drawOverlay } from "./overlay.js";
import { currentPly, page, state, writeFragment } from "./state.js";

/** The position drawn last. */
let drawnPosition = "";

/** What each highlight means, for the legend under the board and the fields' accessible names. */
export const MARKS = ["selected", "start", "target", "capture", "choice", "last", "recent", "problem"];

/** Draws a position with highlights (field -> kind). */
export async function drawBoard(/** @type {string} */ position, /** @type {Record<string, string>} */ boardMarks) {
  const svg = /** @type {string} */ (await api("svg", {ruleset: state.ruleset, position, marks: boardMarks, interactive: true}));
  const board = $("board");
  board.innerHTML = svg.replace(/^<\?xml[^>]*>\s*/, "");
  if (!page.boardShown) {
    // The first board is marked on the page's timeline: how long a load takes to show it.
    page.boardShown = true;
    performance.mark("pacru:first-board");
  }
  const root = /** @type {SVGSVGElement} */ (board.querySelector("svg"));
  root.removeAttribute("width");
  root.removeAttribute("height");
  root.setAttribute("role", "group");
  root.setAttribute("aria-label", t("board.name", {status: statusText(position)}));
  for (const hit of /** @type {NodeListOf<SVGRectElement>} */ (board.querySelectorAll("rect.hit"))) {
    const f = hit.dataset.field || "";
    hit.setAttribute("tabindex", f === page.focusField ? "0" : "-1");
    // The SVG names what the field holds; the page adds what clicking it does or what it shows.
    const does = page.fieldActions[f] || (boardMarks[f] ? markText(boardMarks[f]) : "");
    if (does) {
      hit.setAttribute("aria-label", hit.getAttribute("aria-label") + ". " + does);
    }
    hit.addEventListener("click", (event) => {
      if (event.detail > 0) {
        // A click of the mouse or a finger leaves no focus on the board: the arrow keys step
        // through the game, as they do wherever the focus is but in a text field. Enter or Space
        // on a field (the keyboard's way over the board) keeps it there.
        hit.blur();
      }
      fieldClicked(f);
    });
    hit.addEventListener("keydown", boardKey);
    hit.addEventListener("focus", () => { page.focusField = f; });
  }
  drawRotationPreview(root);
  drawnPosition = position;
  turn(root, playersOf(position));
  drawOverlay(root, position);
  renderOrientation();
  renderLegend(root);
}

/**
 * The next seat's view: the board turns at once (the drawing on the screen, not drawn again),
 * and the link keeps the view.
 */
export function turnTheBoard() {
  const players = playersOf(drawnPosition);
  state.orientation = nextSeat(players);
  writeFragment();
  const root = /** @type {SVGSVGElement | null} */ ($("board").querySelector("svg"));
  if (root !== null) {
    turn(root, players);
  }
  renderOrientation();
}

/** Says whose side is at the bottom, beside the board's turn button. */
function renderOrientation() {
  $("orientation").textContent = t("board.seenFrom", {player: playerName(seatAtTheBottom(playersOf(drawnPosition)))});
}

/** The turn button and its key, f, wherever a key is not typed into a field or a dialog. */
export function wireOrientation() {
  $("turn-board").addEventListener("click", turnTheBoard);
  document.addEventListener("keydown", (event) => {
    const target = /** @type {Element | null} */ (event.target);
    const typing = target !== null && typeof target.closest === "function"
      && target.closest("input, textarea, select, dialog, [contenteditable]") !== null;
    if ((event.key === "f" || event.key === "F") && !typing && !event.ctrlKey && !event.altKey && !event.metaKey
        && !document.querySelector("dialog[open]") && drawnPosition !== "") {
      event.preventDefault();
      turnTheBoard();
    }
  });
}

export function markText(/** @type {string} */ kind) {
  return MARKS.includes(kind) ? t("mark." + kind) : t("mark.counted", {kind});
}

/** The legend: each highlight on the board, drawn as the board draws it, with what it means. */
function renderLegend(/** @type {SVGSVGElement} */ root) {
  const legend = $("legend");
  legend.innerHTML = "";
  const seen = new Set();
  for (const mark of /** @type {NodeListOf<SVGGElement>} */ (root.querySelectorAll("g.mark"))) {
    const kind = mark.classList[1];
    const fact = !MARKS.includes(kind);
    const key = fact ? "fact" : kind;
    if (seen.has(key)) {
      continue;
    }
    seen.add(key);
    const hit = /** @type {SVGRectElement} */ (root.querySelector("rect.hit[data-field='" + mark.dataset.field + "']"));
    const item = document.createElement("li");
    item.dataset.kind = key;
    const swatch = /** @type {SVGSVGElement} */ (root.cloneNode(false));  // an empty <svg>, as the board's
    for (const name of ["role", "aria-label", "width", "height"]) {
      swatch.removeAttribute(name);
    }
    swatch.setAttribute("viewBox", hit.getAttribute("x") + " " + hit.getAttribute("y") + " 60 60");
    swatch.setAttribute("aria-hidden", "true");
    swatch.setAttribute("class", "swatch");
    swatch.appendChild(mark.cloneNode(true));
    item.appendChild(swatch);
    item.appendChild(document.createTextNode(fact ? t("legend.fact") : t("mark." + kind)));
    legend.appendChild(item);
  }
  legend.hidden = seen.size === 0;
}

/** While a rotation is built, the chevron's new facing is drawn as a dashed outline. */
function drawRotationPreview(/** @type {SVGSVGElement} */ root) {
  const r = page.building && page.building.rotation;
  if (!r || state.mode !== "play") {
    return;
  }
  const chevron = root.querySelector("g.chevron[data-field='" + r.field + "']");
  if (!chevron || !chevron.parentNode) {
    return;
  }
  /** @type {Record<string, number>} */
  const angles = {N: 0, NE: 45, E: 90, SE: 135, S: 180, SW: 225, W: 270, NW: 315};
  const g = /** @type {SVGGElement} */ (chevron.cloneNode(true));
  g.setAttribute("class", "preview");
  g.dataset.facing = r.to;
  g.setAttribute("transform", (chevron.getAttribute("transform") || "").replace(/rotate\([^)]*\)/, "rotate(" + angles[r.to] + ")"));
  for (const title of g.querySelectorAll("title")) {
    title.remove();
  }
  const polygon = /** @type {SVGPolygonElement} */ (g.querySelector("polygon"));
  polygon.setAttribute("fill", "none");
  polygon.setAttribute("stroke", "#111111");
  polygon.setAttribute("stroke-width", "3");
  polygon.setAttribute("stroke-dasharray", "5 3");
  chevron.parentNode.appendChild(g);
}

/** The board's caption: who is to move, or the end. */
export function statusText(/** @type {string} */ position) {
  const game = page.game;
  if (!game) {
    return position;
  }
  const p = currentPly();
  return game.outcome && p.live ? t("status.over", {player: game.outcome.winner, rule: game.outcome.rule})
    : t("status.toMove", {player: p.toMove});
}

/** The arrow keys move over the fields as the board shows them; Enter or Space clicks one. */
function boardKey(/** @type {KeyboardEvent} */ event) {
  const f = /** @type {SVGRectElement} */ (event.currentTarget).dataset.field || "";
  // The way each key points on the screen (right, down), the board turned or not.
  /** @type {Record<string, number[]>} */
  const moves = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1]};
  if (moves[event.key]) {
    event.preventDefault();
    focusOn(stepOnScreen(f, moves[event.key][0], moves[event.key][1], angleOf(playersOf(drawnPosition))));
  } else if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    fieldClicked(f);
  }
}

export function focusOn(/** @type {string} */ field) {
  page.focusField = field;
  for (const hit of /** @type {NodeListOf<SVGRectElement>} */ (document.querySelectorAll("#board rect.hit"))) {
    const me = hit.dataset.field === field;
    hit.setAttribute("tabindex", me ? "0" : "-1");
    if (me) {
      hit.focus();
    }
  }
}

export function refocusBoard(/** @type {boolean} */ hadFocus) {
  if (hadFocus) {
    focusOn(page.focusField);
  }
}
