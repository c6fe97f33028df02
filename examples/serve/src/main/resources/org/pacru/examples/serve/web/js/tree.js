// pacru serve: the tree of variations, as Lichess keeps one. Every line ever played or loaded stays
// in it: the start's node has the first actions as children; a node's children[0] continues its
// line, the others are variations (alternatives to children[0], played from the same position), each
// with its own children, nested to any depth. Nothing here touches the page or asks the engine: the
// page's current line (state.actions) is always a path of this tree, from the start to a leaf.

import { state } from "./state.js";

/** @typedef {import("./types.js").Tree} Tree */
/** @typedef {import("./types.js").TreeNode} TreeNode */
/** @typedef {import("./types.js").TreeLine} TreeLine */
/** @typedef {import("./types.js").TreePly} TreePly */

/** The tree of a new game: the start, no action. @returns {Tree} */
export function emptyTree() {
  return {comment: "", shapes: [], children: []};
}

/** A node for an action, with nothing said about it yet. @returns {TreeNode} */
function newNode(/** @type {string} */ action) {
  return {action, glyphs: [], comment: "", shapes: [], children: []};
}

/**
 * The node after the first `ply` actions of a line (0: the start). A line that leaves the tree is
 * a fault of the caller: the page's lines are paths of the tree.
 * @returns {Tree | TreeNode}
 */
export function nodeAt(/** @type {string[]} */ actions, /** @type {number} */ ply) {
  /** @type {Tree | TreeNode} */
  let node = state.tree;
  for (let i = 0; i < ply; i++) {
    /** @type {TreeNode | undefined} */
    const next = node.children.find((c) => c.action === actions[i]);
    if (!next) {
      throw new Error("not a line of the tree: " + actions.slice(0, i + 1).join(" "));
    }
    node = next;
  }
  return node;
}

/** Whether the actions are a path of the tree from the start. */
export function isInTree(/** @type {string[]} */ actions) {
  /** @type {Tree | TreeNode | undefined} */
  let node = state.tree;
  for (const a of actions) {
    node = node.children.find((c) => c.action === a);
    if (!node) {
      return false;
    }
  }
  return true;
}

/** The path from the start to a node's line end: the actions, then along each children[0]. */
function continued(/** @type {string[]} */ path, /** @type {Tree | TreeNode} */ node) {
  const line = path.slice();
  let n = node;
  while (n.children.length) {
    const next = n.children[0];
    line.push(next.action);
    n = next;
  }
  return line;
}

/**
 * Puts `line` into the tree after ply `ply` of `actions`: each action follows the child that
 * plays it, or is added as a new child (the continuation where there is none, else a variation).
 * Nothing is removed. Answers the new current line: to the end of `line`, then along children[0].
 * @returns {string[]}
 */
export function addLine(/** @type {string[]} */ actions, /** @type {number} */ ply, /** @type {string[]} */ line) {
  let node = nodeAt(actions, ply);
  const path = actions.slice(0, ply);
  for (const action of line) {
    let next = node.children.find((c) => c.action === action);
    if (!next) {
      next = newNode(action);
      node.children.push(next);
    }
    node = next;
    path.push(action);
  }
  return continued(path, node);
}

/** The main line: from the start along every children[0]. @returns {string[]} */
export function mainLine() {
  return continued([], state.tree);
}

/** The ply where a line leaves the main line (its length if it never does, or ends on it). */
export function branchPly(/** @type {string[]} */ actions) {
  /** @type {Tree | TreeNode} */
  let node = state.tree;
  for (let i = 0; i < actions.length; i++) {
    if (!node.children.length || node.children[0].action !== actions[i]) {
      return i;
    }
    node = node.children[0];
  }
  return actions.length;
}

/**
 * Promotes the variation the ply after `ply` of a line lies in one step up, as Lichess's "Promote
 * variation": at the last ply up to there where the line takes a variation, that variation becomes
 * its parent line's continuation (children[0]), the old continuation its first variation. Answers
 * whether anything moved (nothing does on the main line).
 */
export function promote(/** @type {string[]} */ actions, /** @type {number} */ ply) {
  for (let k = ply; k >= 1; k--) {
    if (lift(actions, k)) {
      return true;
    }
  }
  return false;
}

/** Makes a line up to ply `ply` the main line: every variation it takes is promoted. Answers whether anything moved. */
export function makeMainLine(/** @type {string[]} */ actions, /** @type {number} */ ply) {
  let moved = false;
  for (let k = 1; k <= ply; k++) {
    moved = lift(actions, k) || moved;
  }
  return moved;
}

/** Moves the node after ply k of a line to the front of its siblings, if it is not there. */
function lift(/** @type {string[]} */ actions, /** @type {number} */ k) {
  const parent = nodeAt(actions, k - 1);
  const i = parent.children.findIndex((c) => c.action === actions[k - 1]);
  if (i <= 0) {
    return false;
  }
  const [node] = parent.children.splice(i, 1);
  parent.children.unshift(node);
  return true;
}

/**
 * Deletes the ply after `ply - 1` of a line with everything that follows it (its line and the
 * variations in it). Answers the new current line: the line to the ply before, then along its
 * continuation.
 * @returns {string[]}
 */
export function remove(/** @type {string[]} */ actions, /** @type {number} */ ply) {
  const parent = nodeAt(actions, ply - 1);
  parent.children = parent.children.filter((c) => c.action !== actions[ply - 1]);
  return continued(actions.slice(0, ply - 1), parent);
}

/**
 * Takes back the plies of a line after `ply` where nothing else hangs on them (no variation after
 * them, no comment, glyph or shape): the tail an Undo may drop without losing a thing. Answers how
 * many plies of the line are left.
 */
export function takeBack(/** @type {string[]} */ actions, /** @type {number} */ ply) {
  let end = actions.length;
  while (end > ply) {
    const node = /** @type {TreeNode} */ (nodeAt(actions, end));
    if (node.children.length || node.comment || node.glyphs.length || node.shapes.length) {
      break;
    }
    const parent = nodeAt(actions, end - 1);
    parent.children = parent.children.filter((c) => c !== node);
    end--;
  }
  return end;
}

/** Whether the tree is one line without a word, glyph or shape: what a plain record holds. */
export function isPlain() {
  if (state.tree.comment || state.tree.shapes.length) {
    return false;
  }
  /** @type {Tree | TreeNode} */
  let node = state.tree;
  while (node.children.length) {
    if (node.children.length > 1) {
      return false;
    }
    /** @type {TreeNode} */
    const next = node.children[0];
    if (next.comment || next.glyphs.length || next.shapes.length) {
      return false;
    }
    node = next;
  }
  return true;
}

/** A tree of one line of actions, without annotations. @returns {Tree} */
export function treeOfLine(/** @type {string[]} */ actions) {
  const tree = emptyTree();
  /** @type {Tree | TreeNode} */
  let node = tree;
  for (const a of actions) {
    const next = newNode(a);
    node.children.push(next);
    node = next;
  }
  return tree;
}

// ---- the API's shape of a tree (docs/API.md, "Game trees"): lines of plies, each ply with the
// variations that replace it; a request nests by variations, never by the length of the game ----

/** The tree as the engine's record call reads it. @returns {TreeLine} */
export function toRecordTree(/** @type {Tree} */ tree = state.tree) {
  return {comment: tree.comment, shapes: tree.shapes.slice(), plies: plies(tree)};
}

/** The plies of the line from a node along children[0], each with its siblings as variations. @returns {TreePly[]} */
function plies(/** @type {Tree | TreeNode} */ from) {
  /** @type {TreePly[]} */
  const line = [];
  let node = from;
  while (node.children.length) {
    const [next, ...others] = node.children;
    line.push({...plyOf(next), variations: others.map((v) => ({comment: "", shapes: [], plies: [plyOf(v)].concat(plies(v))}))});
    node = next;
  }
  return line;
}

/** @returns {TreePly} */
function plyOf(/** @type {TreeNode} */ node) {
  return {action: node.action, glyphs: node.glyphs.slice(), comment: node.comment, shapes: node.shapes.slice(), variations: []};
}

/**
 * The tree of the engine's answer (replay's `tree`). A comment or shapes before a variation's first
 * action (a record may have them; a node has no place for them) go to that first action.
 * @returns {Tree}
 */
export function fromRecordTree(/** @type {TreeLine} */ line) {
  const tree = emptyTree();
  tree.comment = line.comment || "";
  tree.shapes = (line.shapes || []).slice();
  attach(tree, line.plies);
  return tree;
}

function attach(/** @type {Tree | TreeNode} */ parent, /** @type {TreePly[]} */ list, before = {comment: "", shapes: /** @type {string[]} */ ([])}) {
  let at = parent;
  list.forEach((ply, i) => {
    let node = at.children.find((c) => c.action === ply.action);
    if (!node) {
      node = newNode(ply.action);
      node.glyphs = (ply.glyphs || []).slice();
      const lead = i === 0 ? before : {comment: "", shapes: []};
      node.comment = [lead.comment, ply.comment || ""].filter((c) => c).join(" ");
      node.shapes = lead.shapes.concat((ply.shapes || []).filter((s) => !lead.shapes.includes(s)));
      at.children.push(node);
    }
    for (const v of ply.variations || []) {
      attach(at, v.plies, {comment: v.comment || "", shapes: v.shapes || []});
    }
    at = node;
  });
}
