// pacru serve: the page's state. `state` is what the link's fragment holds, so that a link shares
// a position or a game; `page` holds the page's working values, shared by its modules.
import { readLanguage } from "./lang.js";

/** @typedef {import("./types.js").Game} Game */
/** @typedef {import("./types.js").Build} Build */
/** @typedef {import("./types.js").Setup} Setup */
/** @typedef {import("./types.js").Shown} Shown */
/** @typedef {import("./types.js").Tree} Tree */

export const state = {
  ruleset: "standard",
  /** The position string of the game's start. @type {string | null} */
  start: null,
  /** The current line: the actions from the start to the end of the line on view, a path of `tree`. @type {string[]} */
  actions: [],
  /** null: the end of the current line (the live position); n: the position after ply n (0: the start). @type {number | null} */
  view: null,
  /** Player letter -> "human" or a computer player's name. @type {Record<string, string>} */
  seats: {},
  /** Every line played or loaded, with comments, glyphs and shapes (tree.js). @type {Tree} */
  tree: {comment: "", shapes: [], children: []},
  /** The game record's tags (an imported record's Event, Site…), written back with the tree. @type {Record<string, string>} */
  tags: {},
  /** "play" or "setup". */
  mode: "play",
  /** The language of the page and of the engine's sentences: "en", "es" or "ja". */
  lang: "en",
  /**
   * The seat whose side of the board is at the bottom of the screen (orientation.js says which
   * side is whose); A's by default. In the link as orient= when it is another seat's.
   */
  orientation: "A",
};

export const page = {
  /** The last replay answer. @type {Game | null} */
  game: null,
  /** The clicks of the action being built (step notations). @type {string[]} */
  steps: [],
  /** The last build answer. @type {Build | null} */
  building: null,
  /** Clicks that no legal action continues, kept for Explain. @type {string | null} */
  attempt: null,
  /** Field -> highlight kind, drawn on the board. @type {Record<string, string>} */
  marks: {},
  focusField: "e5",
  /** Field -> what clicking it does now, for its accessible name. @type {Record<string, string>} */
  fieldActions: {},
  boardShown: false,
  busy: 0,
  /** The position being set up. @type {Setup | null} */
  setup: null,
  /** @type {string[]} */
  computerPlayers: [],
  defaultComputer: "",
  /** The position the explanation on screen is about, or null. @type {string | null} */
  explained: null,
  /** The format-2 record of the tree for the link, or null while the tree is one plain line (records.js). @type {string | null} */
  treeRecord: null,
  /** What the link said of the tree, until records.js has read it. @type {{record: string | null, main: string[] | null, branch: number}} */
  link: {record: null, main: null, branch: -1},
};

/** The game replayed; asked for only once there is one. */
export function theGame() {
  if (page.game === null) {
    throw new Error("no game has been replayed yet");
  }
  return page.game;
}

/** The position on view. @returns {Shown} */
export function currentPly() {
  const game = theGame();
  if (state.view === null || state.view >= game.plies.length) {
    return {position: game.position, toMove: game.toMove, markers: game.markers, live: true};
  }
  if (state.view === 0) {
    return {position: game.start, toMove: game.startToMove, markers: null, live: false};
  }
  const ply = game.plies[state.view - 1];
  return {position: ply.position, toMove: ply.toMove, markers: null, live: false};
}

// ---- the URL fragment holds the whole state: a link shares a position or a game ----

export function writeFragment() {
  const parts = ["ruleset=" + state.ruleset, "start=" + encodeURIComponent(state.start || "")];
  if (state.actions.length) {
    parts.push("actions=" + encodeURIComponent(state.actions.join(" ")));
  }
  if (state.view !== null) {
    parts.push("view=" + state.view);
  }
  if (page.treeRecord !== null) {
    // The whole tree, with its comments, glyphs and shapes: a format-2 record (NOTATION.md §4.1).
    parts.push("record=" + encodeURIComponent(page.treeRecord));
  }
  const seats = Object.entries(state.seats).filter(([, s]) => s !== "human");
  if (seats.length) {
    parts.push("computer=" + seats.map(([p, s]) => p + ":" + s).join(","));
  }
  if (state.orientation !== "A") {
    parts.push("orient=" + state.orientation);
  }
  parts.push("lang=" + state.lang);
  const hash = "#" + parts.join("&");
  if (location.hash !== hash) {
    history.replaceState(null, "", hash);
  }
}

export function readFragment() {
  const params = new URLSearchParams(location.hash.replace(/^#/, ""));
  state.ruleset = params.get("ruleset") === "abstractplay" ? "abstractplay" : "standard";
  state.start = params.get("start");
  state.actions = (params.get("actions") || "").split(/\s+/).filter((a) => a);
  const view = params.get("view");
  state.view = view !== null && /^\d+$/.test(view) ? Number(view) : null;
  // The tree: a record (records.js reads it with the engine), or the main line and branch of an
  // older link's one variation, or none (the current line alone).
  const main = params.get("main");
  const branch = params.get("branch");
  page.link = {record: params.get("record"), main: main === null ? null : main.split(/\s+/).filter((a) => a),
    branch: branch !== null && /^\d+$/.test(branch) ? Number(branch) : -1};
  readLanguage(params.get("lang"));
  const orient = params.get("orient");
  state.orientation = orient !== null && /^[A-D]$/.test(orient) ? orient : "A";
  state.seats = {};
  for (const entry of (params.get("computer") || "").split(",")) {
    // "B:mcts:1000": the player, then the whole strength (which may hold a colon itself).
    const colon = entry.indexOf(":");
    const p = entry.slice(0, colon);
    const s = entry.slice(colon + 1);
    if (colon > 0 && s) {
      state.seats[p] = s;
    }
  }
}
