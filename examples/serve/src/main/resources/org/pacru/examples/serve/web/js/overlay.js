// pacru serve: what the page draws over the engine's board (contract C2 of issue 46): the arrows and
// circles a person draws with the mouse, as on Lichess, the engine's best actions as numbered
// arrows, and a faint preview of another position. Each is a layer of the board's turned group
// (orientation.js), between the drawing and the click targets, so it turns with the board and
// never takes a click meant for a field. Every layer is drawn again after each drawBoard.
import { api } from "./api.js";
import { svgElement } from "./dom.js";
import { t } from "./lang.js";
import { geometry, turnedGroup, uprightText } from "./orientation.js";
import { state } from "./state.js";
import { isInTree, nodeAt } from "./tree.js";

/** A shape as records keep it (NOTATION.md §4.1): colour, field, and for an arrow the field it points to. */
const SHAPE = /^([GRYB])([a-i][1-9])([a-i][1-9])?$/;

/** The four colours, Lichess's brushes: G green, R red, B blue, Y yellow. @type {Record<string, string>} */
const BRUSHES = {G: "#15781b", R: "#882020", B: "#003088", Y: "#e68f00"};

/** The engine's arrows: slate with a white edge and a number, a colour no person's shape has. */
const ENGINE_INK = "#334155";

/** The shapes of the ply on view. @type {string[]} */
let drawn = [];
/** Who hears of a shape drawn or erased. @type {((shapes: string[]) => void)[]} */
const listeners = [];
/** The engine's best actions, and the position they are about (drawn on that position only). */
/** @type {{action: string, from: string, to?: string, rank: number, text: string}[]} */
let engineLines = [];
/** @type {string | null} */
let linesPosition = null;
/** The position previewed, and its drawing once the engine has drawn it. @type {string | null} */
let previewed = null;
/** @type {string | null} */
let previewDrawing = null;
/** The position on the board now (the last drawBoard's). */
let onBoard = "";

/** The shapes of the ply on view (C1 strings: "Ge1e5", "Re4"), drawn from now on. */
export function setDrawnShapes(/** @type {string[]} */ shapes) {
  drawn = shapes.filter((s) => SHAPE.test(s));
  redraw();
}

/** `listener` hears the whole list of the ply's shapes each time a person draws or erases one. */
export function onShapesDrawn(/** @type {(shapes: string[]) => void} */ listener) {
  listeners.push(listener);
}

/**
 * The engine's best actions as arrows from field to field (a rotation, with no `to`: a circle on
 * its chevron with the turn's sense), the best (rank 1) the thickest, each numbered by its rank
 * and named by its text. They belong to the position on the board now and are not drawn on any other.
 */
export function showEngineLines(/** @type {{action: string, from: string, to?: string, rank: number, text: string}[]} */ lines) {
  engineLines = lines.filter((l) => /^[a-i][1-9]$/.test(l.from) && (!l.to || /^[a-i][1-9]$/.test(l.to)));
  linesPosition = onBoard;
  redraw();
}

export function clearEngineLines() {
  engineLines = [];
  linesPosition = null;
  redraw();
}

/**
 * A faint picture of another position over the board (null: none), for a line previewed
 * elsewhere: its markers and chevrons drawn without interaction over the board's own, which fade.
 * The click targets stay the board's. @returns {Promise<void>}
 */
export async function setPreview(/** @type {string | null} */ position) {
  previewed = position;
  previewDrawing = null;
  if (position !== null) {
    try {
      const svg = /** @type {string} */ (await api("svg", {ruleset: state.ruleset, position, marks: {}, interactive: true}));
      if (previewed !== position) {
        return;  // another preview was asked for meanwhile
      }
      previewDrawing = svg;
    } catch (e) {
      // A position the engine cannot draw is not previewed: the board stays as it is.
      previewed = null;
    }
  }
  redraw();
}

/**
 * Draws the layers on the board just drawn (board.js, after every drawBoard) and, once, starts
 * listening to the mouse on the board.
 */
export function drawOverlay(/** @type {SVGSVGElement} */ root, /** @type {string} */ position) {
  onBoard = position;
  drawn = shapesOnView();
  listen();
  draw(root);
}

function redraw() {
  const root = /** @type {SVGSVGElement | null} */ (document.querySelector("#board svg"));
  if (root !== null) {
    draw(root);
  }
}

function draw(/** @type {SVGSVGElement} */ root) {
  const group = turnedGroup(root);
  const angle = Number(root.dataset.angle || 0);
  drawPreview(root, layer(group, "preview-layer"));
  const engine = layer(group, "engine-lines");
  engine.replaceChildren();
  if (linesPosition === onBoard && state.mode === "play") {
    // The worst first, so that the best is drawn on top.
    for (const line of engineLines.slice().sort((a, b) => b.rank - a.rank)) {
      engine.appendChild(engineLine(root, line));
    }
  }
  const shapes = layer(group, "shapes");
  shapes.replaceChildren();
  if (state.mode === "play") {
    for (const s of drawn) {
      shapes.appendChild(userShape(root, s));
    }
  }
  for (const text of group.querySelectorAll(".engine-lines text, .shapes text")) {
    uprightText(/** @type {SVGTextElement} */ (text), angle);
  }
}

function layer(/** @type {SVGGElement} */ group, /** @type {string} */ name) {
  return /** @type {SVGGElement} */ (group.querySelector("g." + name));
}

function titled(/** @type {SVGElement} */ g, /** @type {string} */ text) {
  const title = svgElement("title", {});
  title.textContent = text;
  g.appendChild(title);
  return g;
}

/** The middle of a field on the unturned board. @returns {[number, number]} */
function middle(/** @type {SVGSVGElement} */ root, /** @type {string} */ field) {
  const {left, top, cell} = geometry(root);
  return [left + (field.charCodeAt(0) - 97 + 0.5) * cell, top + (9 - Number(field.slice(1)) + 0.5) * cell];
}

/**
 * An arrow from the middle of one field to near the middle of another: a shaft `width` wide and a
 * head three times as wide, its tip a little short of the middle so that the field stays readable.
 */
function arrow(/** @type {[number, number]} */ a, /** @type {[number, number]} */ b, /** @type {number} */ width,
    /** @type {Record<string, string | number>} */ paint) {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const [ux, uy] = [(b[0] - a[0]) / length, (b[1] - a[1]) / length];
  const tip = [b[0] - ux * 6, b[1] - uy * 6];
  const head = 2.2 * width + 6;
  const base = [tip[0] - ux * head, tip[1] - uy * head];
  const half = 1.5 * width + 2;
  const g = svgElement("g", {});
  g.appendChild(svgElement("line", Object.assign({x1: r(a[0]), y1: r(a[1]), x2: r(base[0] + ux), y2: r(base[1] + uy),
    "stroke-width": width, "stroke-linecap": "round"}, paint)));
  const points = [tip, [base[0] - uy * half, base[1] + ux * half], [base[0] + uy * half, base[1] - ux * half]];
  g.appendChild(svgElement("polygon", Object.assign({points: points.map((p) => r(p[0]) + "," + r(p[1])).join(" ")},
    paint, {fill: paint.stroke})));
  return g;
}

function r(/** @type {number} */ n) {
  return Math.round(n * 10) / 10;
}

/** A person's arrow or circle in its colour, named for screen readers. */
function userShape(/** @type {SVGSVGElement} */ root, /** @type {string} */ shape) {
  const [, colour, from, to] = /** @type {RegExpExecArray} */ (SHAPE.exec(shape));
  const g = svgElement("g", {class: "shape", "data-shape": shape, opacity: 0.8});
  const paint = {stroke: BRUSHES[colour]};
  const colourName = t("shape." + colour);
  if (to) {
    g.appendChild(arrow(middle(root, from), middle(root, to), 10, paint));
    return titled(g, t("shape.arrow", {colour: colourName, from, to}));
  }
  const [cx, cy] = middle(root, from);
  g.appendChild(svgElement("circle", {cx, cy, r: 26, fill: "none", stroke: BRUSHES[colour], "stroke-width": 5}));
  return titled(g, t("shape.circle", {colour: colourName, field: from}));
}

/**
 * One of the engine's best actions: a slate arrow with a white edge (the best thickest), or for a
 * rotation a ring on the chevron's field with the turn's sense (↻ clockwise, ↺ anticlockwise),
 * and a white disc with the rank on it.
 */
function engineLine(/** @type {SVGSVGElement} */ root, /** @type {{action: string, from: string, to?: string, rank: number, text: string}} */ line) {
  const rank = Math.max(1, Math.round(line.rank));
  const width = rank === 1 ? 12 : rank === 2 ? 9 : rank === 3 ? 7 : 5;
  const g = svgElement("g", {class: "engine-line", "data-action": line.action, "data-rank": rank, opacity: rank === 1 ? 0.9 : 0.7});
  const from = middle(root, line.from);
  /** @type {[number, number]} */
  let badge;
  if (line.to) {
    const to = middle(root, line.to);
    g.appendChild(arrow(from, to, width + 4, {stroke: "#ffffff"}));
    g.appendChild(arrow(from, to, width, {stroke: ENGINE_INK}));
    badge = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2];
  } else {
    g.appendChild(svgElement("circle", {cx: from[0], cy: from[1], r: 24, fill: "none", stroke: "#ffffff", "stroke-width": width + 4}));
    g.appendChild(svgElement("circle", {cx: from[0], cy: from[1], r: 24, fill: "none", stroke: ENGINE_INK, "stroke-width": width}));
    const sense = svgElement("text", {x: from[0] + 19, y: from[1] + 19, "font-size": 22, "font-weight": "bold",
      "text-anchor": "middle", "dominant-baseline": "central", fill: ENGINE_INK, stroke: "#ffffff", "stroke-width": 3,
      "paint-order": "stroke", class: "turn-sense"});
    sense.textContent = line.action.includes("<") ? "↺" : "↻";
    g.appendChild(sense);
    badge = [from[0] - 19, from[1] - 19];
  }
  g.appendChild(svgElement("circle", {cx: badge[0], cy: badge[1], r: 10, fill: "#ffffff", stroke: ENGINE_INK, "stroke-width": 2}));
  const number = svgElement("text", {x: badge[0], y: badge[1], "font-size": 14, "font-weight": "bold", "text-anchor": "middle",
    "dominant-baseline": "central", fill: ENGINE_INK});
  number.textContent = String(rank);
  g.appendChild(number);
  return titled(g, t("engine.line", {rank, action: line.action, text: line.text || line.action}));
}

/** The previewed position's markers and chevrons over the board, whose own fade (app.css: svg.previewing). */
function drawPreview(/** @type {SVGSVGElement} */ root, /** @type {SVGGElement} */ target) {
  target.replaceChildren();
  root.classList.toggle("previewing", previewDrawing !== null);
  if (previewDrawing === null) {
    return;
  }
  const doc = new DOMParser().parseFromString(previewDrawing, "image/svg+xml");
  for (const piece of doc.querySelectorAll("rect.marker, g.chevron")) {
    const copy = /** @type {SVGElement} */ (document.importNode(piece, true));
    for (const title of copy.querySelectorAll("title")) {
      title.remove();
    }
    target.appendChild(copy);
  }
}

// ---- the mouse: a right-button drag draws an arrow, a right click a circle ----

let listening = false;
/** Where the button went down, which button, and the colour then. @type {{field: string, button: number, colour: string} | null} */
let pressed = null;
/** Whether the Draw button is pressed: the left button and a finger draw too, and play nothing. */
let drawing = false;

/** The colour of a shape by the keys held, as on Lichess: green, Shift red, Alt blue, Shift and Alt yellow. */
export function brushOf(/** @type {{shiftKey: boolean, altKey: boolean}} */ keys) {
  return keys.shiftKey && keys.altKey ? "Y" : keys.shiftKey ? "R" : keys.altKey ? "B" : "G";
}

/** The field under a point of the screen, or null: the click target there, wherever the board is turned. */
function fieldAt(/** @type {number} */ x, /** @type {number} */ y) {
  const e = document.elementFromPoint(x, y);
  const hit = e === null ? null : e.closest("#board rect.hit");
  return hit === null ? null : /** @type {SVGRectElement} */ (hit).dataset.field || null;
}

/**
 * The board listens once (its SVG is replaced at every drawing, its box stays): no context menu
 * on it; the right button down on a field starts a shape, up on the same field makes it a circle,
 * on another an arrow. A left click only plays, as before: it never clears the drawn shapes,
 * which are the ply's annotations (Lichess clears them; here a click that selects a chevron
 * would lose them). With Draw pressed (a touch screen has no right button), the left button and
 * a finger draw the same way, and their clicks play nothing.
 */
function listen() {
  if (listening) {
    return;
  }
  listening = true;
  const board = /** @type {HTMLElement} */ (document.getElementById("board"));
  board.addEventListener("contextmenu", (event) => event.preventDefault());
  board.addEventListener("pointerdown", (event) => {
    if (!(event.button === 2 || (drawing && event.button === 0)) || state.mode !== "play") {
      return;
    }
    const field = fieldAt(event.clientX, event.clientY);
    pressed = field === null ? null : {field, button: event.button, colour: brushOf(event)};
    event.preventDefault();
  });
  // Released anywhere: off the board the shape is dropped.
  window.addEventListener("pointerup", (event) => {
    if (pressed === null || event.button !== pressed.button) {
      return;
    }
    const start = pressed;
    pressed = null;
    const end = fieldAt(event.clientX, event.clientY);
    if (end !== null) {
      toggle(start.colour + start.field + (end === start.field ? "" : end));
    }
  });
  window.addEventListener("pointercancel", () => { pressed = null; });
  // While drawing, a click on a field (the end of a left-button or finger shape) plays nothing:
  // caught on its way down to the field's own listener (board.js).
  board.addEventListener("click", (event) => {
    if (drawing && event.detail > 0 && state.mode === "play") {
      event.stopPropagation();
      event.preventDefault();
    }
  }, true);
}

/** The Draw button: pressed, the left button and a finger draw arrows and circles instead of playing. */
export function wireDrawing() {
  const button = /** @type {HTMLButtonElement} */ (document.getElementById("draw-shapes"));
  button.addEventListener("click", () => {
    drawing = !drawing;
    button.setAttribute("aria-pressed", String(drawing));
    /** @type {HTMLElement} */ (document.getElementById("board")).classList.toggle("drawing", drawing);
  });
}

/**
 * A shape drawn: the same shape again erases it; one on the same fields in another colour is
 * recoloured (one shape per field or pair of fields, NOTATION.md §4.1). The listeners hear the new list.
 */
export function toggle(/** @type {string} */ shape) {
  const place = shape.slice(1);
  const same = drawn.find((s) => s.slice(1) === place);
  drawn = drawn.filter((s) => s.slice(1) !== place);
  if (same !== shape) {
    drawn.push(shape);
  }
  redraw();
  const shapes = drawn.slice();
  for (const listener of listeners) {
    listener(shapes);
  }
}

// ---- the shapes of the ply on view: kept in its node of the tree of variations (tree.js), where
// annotate.js stores what onShapesDrawn reports; so they are in the move's record and the link ----

/** The shapes of the ply on view, read at every drawing of the board: its node's in the tree. */
export function shapesOnView() {
  const ply = state.view === null ? state.actions.length : Math.min(state.view, state.actions.length);
  return isInTree(state.actions) ? nodeAt(state.actions, ply).shapes.slice() : [];
}
