// pacru serve: the move list (the tree of variations: the main line numbered by round, a button per
// ply to view it, each ply's glyphs and comment, its variations indented in brackets, the current
// line marked) and the game log (one line per event of every ply of the current line, in the
// rulebook's words with the rule's ID linked).
import { resetBuild } from "./build.js";
import { $, para } from "./dom.js";
import { update } from "./game.js";
import { appendWithRuleLinks, sentence, t } from "./lang.js";
import { moveNumber, showLine, shown } from "./navigate.js";
import { state, theGame } from "./state.js";
import { addLine, branchPly } from "./tree.js";

/** @typedef {import("./types.js").Game} Game */
/** @typedef {import("./types.js").Tree} Tree */
/** @typedef {import("./types.js").TreeNode} TreeNode */

export function renderMoves() {
  const game = theGame();
  const list = $("moves");
  list.innerHTML = "";
  learnLine(game);
  const startItem = document.createElement("li");
  startItem.className = "start";
  startItem.appendChild(plyButton(null, [], t("ply.start")));
  list.appendChild(startItem);
  if (state.tree.comment) {
    list.appendChild(commentItem(state.tree.comment));
  }
  // The main line a round per row, a column per player (a round of 3 or 4 players too); after a ply
  // its comment, then its variations, indented and in brackets as a record writes them.
  list.style.setProperty("--players", String(game.players));
  list.dataset.players = String(game.players);
  /** @type {HTMLLIElement | null} */
  let item = null;
  let round = 0;
  /** @type {Tree | TreeNode} */
  let node = state.tree;
  /** @type {string[]} */
  let path = [];
  while (node.children.length) {
    /** @type {TreeNode} */
    const next = node.children[0];
    const variations = node.children.slice(1);
    const before = path;
    path = path.concat(next.action);
    const info = infoOf(next, node);
    const column = info.player.charCodeAt(0) - 64;
    if (info.round !== round || !item) {
      // A round goes on after a comment or variations: its row again, "…" where its earlier moves stood.
      const goesOn = info.round === round && column > 1;
      round = info.round;
      item = document.createElement("li");
      item.className = "round-row";
      const number = document.createElement("span");
      number.className = "round";
      number.textContent = round + ".";
      item.appendChild(number);
      if (goesOn) {
        const skipped = document.createElement("span");
        skipped.className = "skipped";
        skipped.textContent = "…";
        skipped.style.gridColumn = "1 / " + column;
        item.appendChild(skipped);
      }
      list.appendChild(item);
    }
    const b = plyButton(next, path, next.action);
    // The column of the ply's player (a player out of the game leaves theirs empty).
    b.style.gridColumn = String(column);
    item.appendChild(b);
    if (next.comment) {
      list.appendChild(commentItem(next.comment));
      item = null;
    }
    if (variations.length) {
      const block = document.createElement("li");
      block.className = "variations";
      for (const v of variations) {
        block.appendChild(variationLine(node, v, before));
      }
      list.appendChild(block);
      item = null;
    }
    node = next;
  }
  $("live").hidden = state.view === null;
  /** @type {HTMLButtonElement} */ ($("undo")).disabled = state.actions.length === 0;
  renderLog();
  // The list follows the game: the ply on view is in sight, scrolled inside the list alone.
  const current = list.querySelector("[aria-current]");
  if (current) {
    const at = current.getBoundingClientRect();
    const box = list.getBoundingClientRect();
    if (at.top < box.top || at.bottom > box.bottom) {
      list.scrollTop += at.top - box.top - box.height / 2;
    }
  }
}

/** Round and player of each node, as the engine counts them (learnt from the replays of the lines shown). @type {WeakMap<TreeNode, {round: number, player: string}>} */
const numbers = new WeakMap();

/** The current line's rounds and players, from its replay: exact, whatever eliminations skipped. */
function learnLine(/** @type {Game} */ game) {
  /** @type {Tree | TreeNode} */
  let node = state.tree;
  for (const ply of game.plies) {
    /** @type {TreeNode | undefined} */
    const next = node.children.find((c) => c.action === ply.action);
    if (!next) {
      return;
    }
    numbers.set(next, {round: ply.round, player: ply.player});
    node = next;
  }
}

/**
 * A node's round and player: learnt from a replay, else counted on from its parent's (the next
 * player in turn, a new round after the last), which only an elimination in a line never shown
 * could make wrong until it is shown.
 * @returns {{round: number, player: string}}
 */
function infoOf(/** @type {TreeNode} */ node, /** @type {Tree | TreeNode} */ parent) {
  const known = numbers.get(node);
  if (known) {
    return known;
  }
  const game = theGame();
  let info;
  if (!("action" in parent)) {
    info = {round: 1, player: game.startToMove};
  } else {
    const before = infoOf(parent, parentOf(parent));
    const player = String.fromCharCode(65 + (before.player.charCodeAt(0) - 64) % game.players);
    info = {round: before.round + (player <= before.player ? 1 : 0), player};
  }
  numbers.set(node, info);
  return info;
}

/** The parent of a node, found from the start (the tree keeps no links upwards). @returns {Tree | TreeNode} */
function parentOf(/** @type {TreeNode} */ node) {
  /** @type {(Tree | TreeNode)[]} */
  const todo = [state.tree];
  while (todo.length) {
    const n = /** @type {Tree | TreeNode} */ (todo.pop());
    if (n.children.includes(node)) {
      return n;
    }
    todo.push(...n.children);
  }
  return state.tree;
}

/**
 * A variation, in brackets, its plies inline with their numbers ("3... e1-e2 4. a7-b7"), its
 * comments, and after a ply the variations that replace it, nested the same way.
 */
function variationLine(/** @type {Tree | TreeNode} */ parent, /** @type {TreeNode} */ first, /** @type {string[]} */ before) {
  const line = document.createElement("div");
  line.className = "variation-line";
  add(line, bracket("["));
  let from = parent;
  let node = first;
  let path = before.concat(first.action);
  // A number opens the variation and each round, and goes again after a nested variation, as in a record.
  let renumber = true;
  // The round of the move before: a new one opens with its number.
  let previous = "action" in parent ? infoOf(parent, parentOf(parent)) : null;
  for (;;) {
    const info = infoOf(node, from);
    const opens = previous === null || previous.round !== info.round;
    previous = info;
    if (renumber || opens) {
      const number = document.createElement("span");
      number.className = "number";
      number.textContent = info.round + (opens ? "." : "...");
      add(line, number);
    }
    add(line, plyButton(node, path, node.action));
    renumber = false;
    if (node.comment) {
      const comment = document.createElement("span");
      comment.className = "comment";
      comment.textContent = node.comment;
      add(line, comment);
      renumber = true;
    }
    if (node !== first && from.children.length > 1) {
      const nested = document.createElement("div");
      nested.className = "variations";
      for (const v of from.children.slice(1)) {
        nested.appendChild(variationLine(from, v, path.slice(0, -1)));
      }
      add(line, nested);
      renumber = true;
    }
    if (!node.children.length) {
      break;
    }
    from = node;
    node = node.children[0];
    path = path.concat(node.action);
  }
  add(line, bracket("]"));
  return line;
}

/** A token of a variation's line, a space before it as in a record (none inside the brackets' ends). */
function add(/** @type {HTMLElement} */ line, /** @type {Node} */ token) {
  const last = line.lastChild;
  const opening = last instanceof HTMLElement && last.textContent === "[";
  const closing = token instanceof HTMLElement && token.textContent === "]";
  if (last !== null && !opening && !closing) {
    line.appendChild(document.createTextNode(" "));
  }
  line.appendChild(token);
}

function bracket(/** @type {string} */ text) {
  const b = document.createElement("span");
  b.className = "bracket";
  b.textContent = text;
  return b;
}

function commentItem(/** @type {string} */ text) {
  const li = document.createElement("li");
  li.className = "comment";
  li.textContent = text;
  return li;
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

/** The symbols of the six move glyphs (NAG 1 to 6); any other glyph is written $ and its number. */
export const GLYPHS = ["!", "?", "!!", "??", "!?", "?!"];

/** A glyph as a record writes it. */
export function glyphText(/** @type {number} */ n) {
  return GLYPHS[n - 1] || "$" + n;
}

/**
 * A ply's button (or the start's): shows the position after it. On the current line it keeps that
 * line; on another, that line becomes the current one (continued to its end).
 */
function plyButton(/** @type {TreeNode | null} */ node, /** @type {string[]} */ path, /** @type {string} */ text) {
  const n = path.length;
  const b = document.createElement("button");
  b.type = "button";
  b.className = "ply";
  b.textContent = text;
  b.dataset.ply = String(n);
  const onLine = path.every((a, i) => state.actions[i] === a);
  const onMain = branchPly(path) === n;
  if (node && node.glyphs.length) {
    const glyphs = document.createElement("span");
    glyphs.className = "glyph";
    glyphs.textContent = node.glyphs.map(glyphText).join(" ");
    b.appendChild(glyphs);
  }
  if (!onMain) {
    b.classList.add("variation");
  }
  if (onLine && n > 0) {
    b.classList.add("current-line");
  }
  let label = t("ply.viewStart");
  if (node) {
    const info = numbers.get(node);
    label = t("ply.view", {move: info ? moveNumber(info.round, info.player) : "", action: text
      + (node.glyphs.length ? " " + node.glyphs.map(glyphText).join(" ") : "")})
      + (onMain ? "" : t("ply.inVariation"));
  }
  b.setAttribute("aria-label", label);
  if (onLine && n === shown()) {
    b.setAttribute("aria-current", "step");
  }
  b.addEventListener("click", () => {
    if (path.every((a, i) => state.actions[i] === a)) {
      state.view = n === state.actions.length ? null : n;
      resetBuild();
      update();
    } else {
      showLine(addLine(path, n, []), n);
    }
  });
  return b;
}
