// pacru serve: what a player says about a ply: a comment on the ply on view (or on the start),
// a move glyph (!, ?, !!, ??, !?, ?!) toggled by its button, and the shapes drawn on the board
// (overlay.js reports them). All are kept in the tree's node on view (tree.js), so in the move
// list, the link and the record.
import { showError } from "./build.js";
import { $, button, textarea, track } from "./dom.js";
import { t } from "./lang.js";
import { GLYPHS, renderMoves } from "./moves.js";
import { moveNumber, shown } from "./navigate.js";
import { onShapesDrawn, setDrawnShapes } from "./overlay.js";
import { keepTree } from "./records.js";
import { state, theGame, writeFragment } from "./state.js";
import { nodeAt } from "./tree.js";

/** @typedef {import("./types.js").Tree} Tree */
/** @typedef {import("./types.js").TreeNode} TreeNode */

/** The node the comment box and the glyph buttons speak of: the one on view when last drawn. @type {Tree | TreeNode | null} */
let onView = null;
/** The pending save of a comment being typed. @type {number | undefined} */
let typing;

/** The node on view: the start's, or the ply's. */
export function nodeOnView() {
  return nodeAt(state.actions, Math.min(shown(), state.actions.length));
}

/** The comment box and the glyph buttons for the ply on view. */
export function renderAnnotation() {
  const node = nodeOnView();
  const box = textarea("comment");
  if (node !== onView || document.activeElement !== box) {
    box.value = node.comment;
  }
  onView = node;
  // The board's overlay draws the ply's shapes (overlay.js, contract C2).
  setDrawnShapes(node.shapes);
  const n = shown();
  const ply = n > 0 ? theGame().plies[n - 1] : null;
  $("comment-label").textContent = ply ? t("annotate.comment", {move: moveNumber(ply.round, ply.player), action: ply.action})
    : t("annotate.commentStart");
  for (let g = 1; g <= GLYPHS.length; g++) {
    const b = button("glyph-" + g);
    b.disabled = !("action" in node);
    b.setAttribute("aria-pressed", String("action" in node && node.glyphs.includes(g)));
  }
}

/** After an annotation changed: the move list, and the link's record written again. */
async function saved() {
  track(1);
  try {
    await keepTree();
    writeFragment();
    renderMoves();
  } catch (error) {
    showError(error);
  } finally {
    track(-1);
  }
}

/**
 * A move glyph of the ply on view, on or off: a ply has one move glyph at most (a new one replaces
 * the old), and keeps any other glyph a record gave it ($14…).
 */
function toggleGlyph(/** @type {number} */ g) {
  const node = onView;
  if (node === null || !("action" in node)) {
    return;
  }
  const had = node.glyphs.includes(g);
  node.glyphs = node.glyphs.filter((k) => k > GLYPHS.length);
  if (!had) {
    node.glyphs.unshift(g);
  }
  renderAnnotation();
  saved();
}

/**
 * The shapes drawn on the board for the ply on view, as overlay.js reports them: kept in its node.
 */
export function keepShapes(/** @type {string[]} */ shapes) {
  const node = nodeOnView();
  node.shapes = shapes.slice();
  saved();
}

export function wireAnnotation() {
  onShapesDrawn(keepShapes);
  const box = textarea("comment");
  box.addEventListener("input", () => {
    if (onView === null) {
      return;
    }
    // A record's comment holds no control character but line breaks (NOTATION.md §4): a tab is a space.
    onView.comment = box.value.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, " ");
    // Saved once the typing pauses; counted as work in flight meanwhile, so the page is not settled.
    if (typing === undefined) {
      track(1);
    }
    clearTimeout(typing);
    typing = window.setTimeout(() => {
      typing = undefined;
      track(-1);
      saved();
    }, 400);
  });
  box.addEventListener("change", () => {
    if (typing !== undefined) {
      clearTimeout(typing);
      typing = undefined;
      track(-1);
      saved();
    }
  });
  for (let g = 1; g <= GLYPHS.length; g++) {
    $("glyph-" + g).addEventListener("click", () => toggleGlyph(g));
  }
}
