// pacru serve: the board turned so that a chosen seat's side is at the bottom. The engine draws the
// board with rank 1 at the bottom; the page turns the drawing, the click targets and its own layers
// (overlay.js) as one SVG group about the board's centre, and writes again what must stay upright:
// the coordinates along the bottom and left edges of the screen, and every text inside the group.
import { svgElement } from "./dom.js";
import { state } from "./state.js";

/**
 * Each seat's side of the board, from the start layouts of R1.6, as the angle (clockwise, in
 * degrees) that brings it to the bottom of the screen:
 * - 2 players: A starts on the south side (e1 N, a3 E, i3 W), B on the north (e9 S, a7 E, i7 W);
 * - 3 players: A on the east (g9 S, i5 W, g1 N), B on the west (c9 S, a5 E, c1 N), C on the north
 *   (e9 S, a7 E, i7 W);
 * - 4 players: as 3, and D on the south (a3 E, i3 W, e1 N).
 * The seat is the same in any position of that many players (a set-up or a game far from its
 * start): the side a seat starts on is the side it looks from.
 * @type {Record<string, Record<string, number>>}
 */
const SIDES = {
  2: {A: 0, B: 180},
  3: {A: 90, B: 270, C: 180},
  4: {A: 90, B: 270, C: 180, D: 0},
};

/** The number of players of a position string ("<board> <to-move> <players>", NOTATION.md §3). */
export function playersOf(/** @type {string} */ position) {
  const n = Number(position.trim().split(/\s+/).pop());
  return n === 3 || n === 4 ? n : 2;
}

/** The seats of a game of `players`, in the order the board's turn button goes through them. */
export function seatsOf(/** @type {number} */ players) {
  return Object.keys(SIDES[players] || SIDES[2]);
}

/**
 * The seat at the bottom in a game of `players`: the chosen one; with none chosen (or one the game
 * does not have) the board is drawn as the engine draws it, north at the top, and the seat at the
 * bottom is the one whose side is south (A with 2 players, D with 4), or "" (3 players: nobody's).
 */
export function seatAtTheBottom(/** @type {number} */ players) {
  const sides = SIDES[players] || SIDES[2];
  if (state.orientation in sides) {
    return state.orientation;
  }
  return Object.keys(sides).find((seat) => sides[seat] === 0) || "";
}

/** The board's angle (0, 90, 180 or 270, clockwise) with the chosen seat's side at the bottom. */
export function angleOf(/** @type {number} */ players) {
  const seat = seatAtTheBottom(players);
  return seat === "" ? 0 : (SIDES[players] || SIDES[2])[seat];
}

/**
 * The next view, after the one on the screen now: each seat's in turn (A, B, …). A seat whose side
 * is south is the board as the engine draws it, kept as "" (no orient= in the link); with 3 players,
 * whose south side is nobody's, north at the top comes again after the last seat.
 */
export function nextSeat(/** @type {number} */ players) {
  const sides = SIDES[players] || SIDES[2];
  const seats = Object.keys(sides);
  const now = seats.indexOf(seatAtTheBottom(players));
  if (players === 3 && now === seats.length - 1) {
    return "";
  }
  const next = seats[(now + 1) % seats.length];
  return sides[next] === 0 ? "" : next;
}

/**
 * Where a field is drawn on the screen, as a column and a row from the top left (0 to 8), with
 * the board turned by `angle`.
 * @returns {[number, number]}
 */
export function screenCell(/** @type {string} */ field, /** @type {number} */ angle) {
  const col = field.charCodeAt(0) - 97;
  const row = 9 - Number(field.slice(1));
  // A quarter turn clockwise about the centre (4, 4) takes (col, row) to (8 - row, col).
  switch (angle) {
    case 90: return [8 - row, col];
    case 180: return [8 - col, 8 - row];
    case 270: return [row, 8 - col];
    default: return [col, row];
  }
}

/** The field drawn at a column and row of the screen (0 to 8 from the top left), the board turned by `angle`. */
export function fieldAtCell(/** @type {number} */ col, /** @type {number} */ row, /** @type {number} */ angle) {
  /** @type {[number, number]} */
  let unturned;
  switch (angle) {
    case 90: unturned = [row, 8 - col]; break;
    case 180: unturned = [8 - col, 8 - row]; break;
    case 270: unturned = [8 - row, col]; break;
    default: unturned = [col, row];
  }
  return String.fromCharCode(97 + unturned[0]) + (9 - unturned[1]);
}

/**
 * The field one step from `field` in a direction of the screen (dx right, dy down), the board
 * turned by `angle`: the arrow keys move the way they point on the screen. At the edge the field stays.
 */
export function stepOnScreen(/** @type {string} */ field, /** @type {number} */ dx, /** @type {number} */ dy,
    /** @type {number} */ angle) {
  const [col, row] = screenCell(field, angle);
  const clamp = (/** @type {number} */ n) => Math.min(8, Math.max(0, n));
  return fieldAtCell(clamp(col + dx), clamp(row + dy), angle);
}

/** The board's geometry, read from its click targets: the top left corner of the fields and a field's size. */
export function geometry(/** @type {SVGSVGElement} */ root) {
  const hit = root.querySelector("rect.hit[data-field='a9']");
  const left = Number(hit ? hit.getAttribute("x") : 2);
  const top = Number(hit ? hit.getAttribute("y") : 2);
  const cell = Number(hit ? hit.getAttribute("width") : 60);
  return {left, top, cell, centre: [left + 4.5 * cell, top + 4.5 * cell]};
}

/**
 * Gathers the engine's drawing of the board (not its white ground, the caption and the
 * coordinates) and the click targets into one group, `g.turned`, with the page's layers
 * (overlay.js) between them, once per drawing; then turns it (turn).
 * @returns {SVGGElement} the group
 */
export function turnedGroup(/** @type {SVGSVGElement} */ root) {
  const existing = /** @type {SVGGElement | null} */ (root.querySelector("g.turned"));
  if (existing !== null) {
    return existing;
  }
  const group = /** @type {SVGGElement} */ (svgElement("g"));
  group.setAttribute("class", "turned");
  const drawing = /** @type {SVGGElement} */ (svgElement("g"));
  drawing.setAttribute("class", "drawing");
  drawing.setAttribute("aria-hidden", "true");
  const engineDrawing = root.querySelector("g[aria-hidden='true']");
  if (engineDrawing !== null) {
    const ground = engineDrawing.firstElementChild;
    for (const child of [...engineDrawing.children]) {
      if (child !== ground && !child.matches("text.caption, text.coordinate")) {
        drawing.appendChild(child);
      }
    }
  }
  group.appendChild(drawing);
  for (const layer of ["preview-layer", "engine-lines", "shapes"]) {
    const g = svgElement("g");
    g.setAttribute("class", layer);
    group.appendChild(g);
  }
  const hits = svgElement("g");
  hits.setAttribute("class", "hits");
  for (const hit of [...root.querySelectorAll("rect.hit")]) {
    hits.appendChild(hit);
  }
  group.appendChild(hits);
  root.appendChild(group);
  return group;
}

/**
 * Turns the board drawn in `root` so that the chosen seat's side is at the bottom: the group of
 * the drawing and click targets rotates about the board's centre, every text inside it turns back
 * upright about its own middle, and the coordinates are written again along the screen's bottom
 * edge (in each field's bottom right corner) and left edge (top left corner), as the engine writes
 * them on the unturned board. Turning again (another seat) rewrites the same elements.
 */
export function turn(/** @type {SVGSVGElement} */ root, /** @type {number} */ players) {
  const angle = angleOf(players);
  const group = turnedGroup(root);
  const {left, top, cell, centre} = geometry(root);
  root.dataset.orientation = seatAtTheBottom(players);
  root.dataset.angle = String(angle);
  if (angle === 0) {
    group.removeAttribute("transform");
  } else {
    group.setAttribute("transform", "rotate(" + angle + " " + centre[0] + " " + centre[1] + ")");
  }
  for (const text of group.querySelectorAll("text")) {
    uprightText(text, angle);
  }
  relabel(root, angle, left, top, cell);
}

/** A text of the turned group turned back by `angle` about its middle, so that it reads upright. */
export function uprightText(/** @type {SVGTextElement} */ text, /** @type {number} */ angle) {
  const x = Number(text.getAttribute("x"));
  const y = Number(text.getAttribute("y"));
  // Its middle: (x, y) where the page centres its own texts, else a little above the baseline.
  const size = Number(text.getAttribute("font-size") || 16);
  const cy = text.getAttribute("dominant-baseline") === "central" ? y : y - 0.35 * size;
  if (angle === 0) {
    text.removeAttribute("transform");
  } else {
    text.setAttribute("transform", "rotate(" + (-angle) + " " + x + " " + cy + ")");
  }
}

/**
 * The coordinates, outside the turned group so that they stay upright and on the screen's edges:
 * along the bottom the coordinate that changes along that edge (the files, or on a quarter-turned
 * board the ranks), down the left edge the other.
 */
function relabel(/** @type {SVGSVGElement} */ root, /** @type {number} */ angle, /** @type {number} */ left,
    /** @type {number} */ top, /** @type {number} */ cell) {
  const labels = [...root.querySelectorAll("text.coordinate")];
  if (labels.length === 0) {
    return;
  }
  const template = labels[0];
  for (const label of labels) {
    label.remove();
  }
  // Over the turned drawing (whose borderlands would cover them), under no click: the field's
  // click target below a label takes the click.
  let parent = root.querySelector("g.coordinates");
  if (parent === null) {
    parent = svgElement("g");
    parent.setAttribute("class", "coordinates");
    parent.setAttribute("aria-hidden", "true");
    parent.setAttribute("pointer-events", "none");
    root.appendChild(parent);
  }
  const labelGroup = parent;
  const quarter = angle === 90 || angle === 270;
  const write = (/** @type {number} */ x, /** @type {number} */ y, /** @type {string} */ anchor,
      /** @type {string} */ s, /** @type {string} */ edge) => {
    const label = /** @type {SVGTextElement} */ (template.cloneNode(false));
    label.setAttribute("x", String(x));
    label.setAttribute("y", String(y));
    label.setAttribute("text-anchor", anchor);
    label.dataset.edge = edge;
    label.textContent = s;
    labelGroup.appendChild(label);
  };
  for (let i = 0; i < 9; i++) {
    const bottom = fieldAtCell(i, 8, angle);
    write(left + i * cell + cell - 4, top + 9 * cell - 5, "end", quarter ? bottom.slice(1) : bottom[0], "bottom");
    const side = fieldAtCell(0, i, angle);
    write(left + 3, top + i * cell + 18, "start", quarter ? side[0] : side.slice(1), "left");
  }
}
