// pacru serve: the tree of variations in game records (NOTATION.md §4.1), written and read by the
// engine: the link's record= (so that a link shares every line, comment, glyph and shape), the
// share dialog's record box, and an imported record's variations.
import { api } from "./api.js";
import { page, state } from "./state.js";
import { addLine, fromRecordTree, isInTree, isPlain, mainLine, toRecordTree, treeOfLine } from "./tree.js";

/** @typedef {import("./types.js").Game} Game */

/** The tags the engine names itself from the game (the record call writes them): not kept in state.tags. */
const OWN_TAGS = ["Players", "Ruleset", "Setup", "Result"];

/** The tags of a record a page keeps: its Event, Site, players' names…, not those the game decides. */
export function keptTags(/** @type {Record<string, string>} */ tags) {
  return Object.fromEntries(Object.entries(tags).filter(([name]) => !OWN_TAGS.includes(name)));
}

/** The record of the whole tree, written by the engine (format 2 where it has variations or annotations). @returns {Promise<string>} */
export async function treeRecord() {
  const answer = await api("record", {ruleset: state.ruleset, position: state.start, tags: state.tags, tree: toRecordTree()});
  return answer.record;
}

/** After a change of the tree: the link's record written again, or none while the tree is one plain line. */
export async function keepTree() {
  page.treeRecord = isPlain() && !Object.keys(state.tags).length ? null : await treeRecord();
}

/**
 * The tree of an answer of replay (an imported record): every line, and the main line as the
 * current line, on view at its end.
 */
export function takeTree(/** @type {Game} */ answer) {
  state.tree = fromRecordTree(answer.tree);
  state.tags = keptTags(answer.tags);
  state.actions = mainLine();
  state.view = null;
}

/**
 * The tree the link holds, once readFragment has read it: a record (read by the engine; the
 * link's current line is kept if it is a line of it), an older link's main line with its one
 * variation, or the current line alone.
 */
export async function openLinkTree() {
  const link = page.link;
  page.link = {record: null, main: null, branch: -1};
  state.tags = {};
  if (link.record) {
    try {
      /** @type {Game} */
      const answer = await api("replay", {record: link.record});
      const line = state.actions;
      const view = state.view;
      takeTree(answer);
      state.start = answer.start;
      if (line.length && isInTree(line)) {
        state.actions = addLine(line, line.length, []);
        state.view = view;
      }
      return;
    } catch (e) {
      // A record the engine cannot read (a link cut short): the link's current line alone.
    }
  }
  const main = link.main;
  const branch = link.branch;
  if (main !== null && branch >= 0 && branch <= Math.min(main.length, state.actions.length)
      && main.slice(0, branch).join(" ") === state.actions.slice(0, branch).join(" ")) {
    // A link of the page before the tree: its main line, and the variation it was showing.
    state.tree = treeOfLine(main);
    state.actions = addLine(main, branch, state.actions.slice(branch));
  } else {
    state.tree = treeOfLine(state.actions);
  }
}
