// pacru serve: the engine's lines (issue 46, "Engine lines on the board"): the best actions of a
// search of the position on view, each with its continuation in notation, its evaluation and the
// reason for it, and drawn as arrows on the board (overlay.js). Hovering or focusing a line
// previews its first action; a click plays the whole line into the tree of variations, from the
// ply on view; a small "explain" keeps the explanation of the action (explain.js).
import { api } from "./api.js";
import { $, para } from "./dom.js";
import { explain } from "./explain.js";
import { appendWithRuleLinks, plural, playerName, sentence, t } from "./lang.js";
import { showLine, shown } from "./navigate.js";
import { clearEngineLines, setPreview, showEngineLines } from "./overlay.js";
import { currentPly, state } from "./state.js";
import { addLine } from "./tree.js";

/** @typedef {import("./types.js").Analysis} Analysis */
/** @typedef {import("./types.js").Suggestion} Suggestion */
/** @typedef {import("./types.js").Facts} Facts */

/** How many of the best actions are shown, and drawn: more arrows than three hide the board. */
const SHOWN = 3;

/** The preview's number: a newer preview (or its end) makes an older one's answer stale. */
let previewed = 0;

/** The from- and to-field of an action in notation (§2); a rotation has no to-field (""). */
function actionFields(/** @type {string} */ action) {
  const m = /^([a-i][1-9])[-x]([a-i][1-9])/.exec(action);
  if (m) {
    return {from: m[1], to: m[2]};
  }
  return {from: action.slice(0, 2), to: ""};
}

/** A win chance as the page's language writes a percentage. */
function percent(/** @type {number} */ x) {
  return (x * 100).toLocaleString(state.lang, {maximumFractionDigits: 0}) + " %";
}

/** The line of a suggestion: the action, then the search's expected continuation. */
function lineOf(/** @type {Suggestion} */ s) {
  return s.line && s.line.length && s.line[0] === s.action ? s.line : [s.action];
}

/**
 * Why the engine suggests the action, in the page's language, and from where: the engine's
 * sentence ("engine") when it was asked in this language, else the same facts written here
 * ("facts": after a language switch, finding 7), so that nothing stays in the old language.
 */
function whyOf(/** @type {Analysis} */ analysis, /** @type {Suggestion} */ s) {
  if (s.why && analysis.lang === state.lang) {
    return {text: sentence(s.why), from: "engine"};
  }
  return {text: s.facts ? sentence(factsText(s.facts)) : "", from: "facts"};
}

/** The facts of an action (gains, captures, threats, markers given up) in the page's words, with their rules. */
function factsText(/** @type {Facts} */ f) {
  const parts = [];
  if (f.gains > 0) {
    parts.push(plural("why.gains", f.gains));
  }
  if (f.captures.length) {
    parts.push(t("why.captures", {fields: f.captures.join(", ")}));
  }
  if (f.threatsBefore !== f.threatsAfter) {
    parts.push(t("why.threats", {before: f.threatsBefore, after: f.threatsAfter}));
  }
  if (f.relinquished.length) {
    parts.push(t("why.relinquishes", {fields: f.relinquished.join(", ")}));
  }
  return parts.length ? parts.join(t("why.separator")) : t("why.quiet");
}

/** A suggestion's arrow, for the board's overlay: rank 1 (the best) drawn thickest, named (with its rank) by its action and chance. */
function arrow(/** @type {Analysis} */ analysis, /** @type {Suggestion} */ s, /** @type {number} */ rank) {
  return Object.assign({action: s.action, rank,
    text: t("lines.arrow", {action: s.action, player: playerName(analysis.toMove), value: percent(s.value)})},
  actionFields(s.action));
}

/** The arrows of the suggestions shown, best first. */
function arrows(/** @type {Analysis} */ analysis) {
  return analysis.actions.slice(0, SHOWN).map((s, i) => arrow(analysis, s, i + 1));
}

/** Takes the engine's lines off the board: arrows and preview. */
export function clearLines() {
  previewed++;
  clearEngineLines();
  setPreview(null);
}

/**
 * Writes the suggestions of a search into the box (in the page's language) and draws them on the
 * board; `deeper`: a longer search of the same position is on its way.
 */
export function renderLines(/** @type {HTMLElement} */ box, /** @type {Analysis} */ analysis, /** @type {boolean} */ deeper) {
  const best = analysis.actions.slice(0, SHOWN);
  const total = analysis.actions.reduce((sum, a) => sum + a.visits, 0) || 1;
  const player = playerName(analysis.toMove);
  box.appendChild(para(t(deeper ? "lines.titleDeeper" : "hint.title",
    {player, iterations: analysis.iterations.toLocaleString(state.lang)}), "hint-title"));
  const list = document.createElement("ol");
  list.className = "hint-actions";
  list.dataset.position = analysis.position;
  best.forEach((s, i) => list.appendChild(lineItem(analysis, s, i + 1, s.visits / total)));
  box.appendChild(list);
  if (best.length) {
    const evaluation = para(t("hint.evaluation", {player, value: percent(best[0].value)}), "evaluation");
    evaluation.dataset.value = String(best[0].value);
    box.appendChild(evaluation);
  }
  previewed++;
  setPreview(null);
  showEngineLines(arrows(analysis));
}

/** One suggestion: a button that plays its line (hovered or focused: previews it), its reason, and "explain". */
function lineItem(/** @type {Analysis} */ analysis, /** @type {Suggestion} */ s, /** @type {number} */ rank, /** @type {number} */ share) {
  const line = lineOf(s);
  const li = document.createElement("li");
  li.className = "engine-line";
  li.dataset.rank = String(rank);
  const head = document.createElement("div");
  head.className = "line-head";
  const play = document.createElement("button");
  play.type = "button";
  play.className = "hint-action";
  play.dataset.action = s.action;
  play.dataset.line = line.join(" ");
  play.dataset.share = String(share);
  play.dataset.value = String(s.value);
  const action = document.createElement("strong");
  action.className = "line-action";
  action.textContent = s.action;
  play.appendChild(action);
  if (line.length > 1) {
    // Each action whole on one line: a long line wraps between actions only.
    const rest = document.createElement("span");
    rest.className = "line-continuation";
    for (const reply of line.slice(1)) {
      const one = document.createElement("span");
      one.textContent = reply;
      rest.append(" ", one);
    }
    play.appendChild(rest);
  }
  const value = document.createElement("span");
  value.className = "line-value";
  value.textContent = " " + percent(s.value);
  play.appendChild(value);
  play.setAttribute("aria-label", t("lines.play", {line: line.join(" "), player: playerName(analysis.toMove), value: percent(s.value)}));
  play.title = t("lines.playTitle", {share: percent(share)});
  play.addEventListener("click", () => { playLine(analysis, line); });
  for (const [on, off] of [["mouseenter", "mouseleave"], ["focus", "blur"]]) {
    play.addEventListener(on, () => { preview(analysis, s, rank); });
    play.addEventListener(off, () => { endPreview(analysis); });
  }
  head.appendChild(play);
  const more = document.createElement("button");
  more.type = "button";
  more.className = "line-explain";
  more.textContent = t("lines.explain");
  more.setAttribute("aria-label", t("lines.explainLabel", {action: s.action}));
  more.addEventListener("click", () => { explain(s.action); });
  head.appendChild(more);
  li.appendChild(head);
  const why = whyOf(analysis, s);
  if (why.text) {
    const p = para("", "why");
    appendWithRuleLinks(p, why.text);
    p.dataset.from = why.from;
    li.appendChild(p);
  }
  return li;
}

/** Shows a suggestion's first action on the board: its arrow alone, and the position it leads to. */
async function preview(/** @type {Analysis} */ analysis, /** @type {Suggestion} */ s, /** @type {number} */ rank) {
  const mine = ++previewed;
  showEngineLines([arrow(analysis, s, rank)]);
  try {
    const after = await api("apply", {ruleset: state.ruleset, position: analysis.position, action: s.action});
    if (mine === previewed) {
      setPreview(after.position);
    }
  } catch (error) {
    // An action the rules refuse here (a stale answer): no preview; a click would say why.
  }
}

function endPreview(/** @type {Analysis} */ analysis) {
  previewed++;
  setPreview(null);
  showEngineLines(arrows(analysis));
}

/**
 * Plays a line into the tree after the ply on view (the tree keeps every line: played at an
 * earlier ply it is a variation) and shows its last ply. The board's top stays on screen (finding 4).
 */
async function playLine(/** @type {Analysis} */ analysis, /** @type {string[]} */ line) {
  if (analysis.position !== currentPly().position) {
    return;  // the position on view changed since the search: its lines belong to another
  }
  const ply = shown();
  const actions = addLine(state.actions, ply, line);
  const end = ply + line.length;
  await showLine(actions, end >= actions.length ? null : end);
  keepBoardInView();
}

/** Brings the board's top back on screen where it is not (a phone shows the lines under the board). */
function keepBoardInView() {
  const board = $("board");
  const top = board.getBoundingClientRect().top;
  if (top < 0 || top > window.innerHeight) {
    board.scrollIntoView({block: "start"});
  }
}
