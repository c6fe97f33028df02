// pacru serve: a person's move, built by clicks. The engine (build) offers the next steps; the page
// marks them on the board and as buttons, says in the prompt what the next click may be, and keeps
// clicks that no legal action continues as an attempt for Explain.
import { api } from "./api.js";
import { drawBoard, refocusBoard } from "./board.js";
import { $ } from "./dom.js";
import { lastPlyMarks, play } from "./game.js";
import { colour, narrow, t } from "./lang.js";
import { setupClick } from "./setup.js";
import { currentPly, page, state } from "./state.js";

/** @typedef {import("./types.js").Build} Build */
/** @typedef {import("./types.js").Step} Step */

/** The action being built, forgotten. */
export function resetBuild() {
  page.steps = [];
  page.attempt = null;
  page.marks = {};
  page.fieldActions = {};
}

/** The build answer on view; asked for only while a person's move is built. */
function theBuild() {
  if (page.building === null) {
    throw new Error("no move is being built");
  }
  return page.building;
}

/** Asks the engine for the steps that continue the clicks so far, and shows them. */
export async function buildStep(/** @type {boolean} */ hadFocus) {
  const cur = currentPly();
  /** @type {Build} */
  const building = await api("build", {ruleset: state.ruleset, position: cur.position, steps: page.steps});
  page.building = building;
  if (building.complete && building.next.length === 0) {
    const action = building.action;
    resetBuild();
    await play(action);
    return;
  }
  /** @type {Record<string, string>} */
  const boardMarks = {};
  page.fieldActions = {};
  for (let i = 0; i < page.steps.length; i++) {
    const field = page.steps[i].replace(/^[-x]/, "");
    if (/^[a-i][1-9]$/.test(field)) {
      boardMarks[field] = "selected";
      page.fieldActions[field] = i === 0 ? t("field.selected") : t("field.picked");
    }
  }
  for (const s of building.next) {
    if (s.field) {
      boardMarks[s.field] = s.kind === "DESTINATION" ? (s.capture ? "capture" : "target")
        : s.kind === "CHEVRON" ? "start" : "choice";
      page.fieldActions[s.field] = stepAction(s);
    }
  }
  page.marks = boardMarks;
  renderChoices();
  setPrompt(promptText());
  await drawBoard(cur.position, lastPlyMarks(cur));
  refocusBoard(hadFocus);
}

/** What clicking a field offered as a step does, for its accessible name. */
function stepAction(/** @type {Step} */ s) {
  const rule = {rule: s.rule};
  switch (s.kind) {
    case "CHEVRON": return t("step.CHEVRON", rule);
    case "DESTINATION": return s.capture ? t("step.capture", rule) : t("step.DESTINATION", rule);
    case "CROSSING_FIELD": return t("step.CROSSING_FIELD", rule);
    case "BONUS_FIELD": return t("step.BONUS_FIELD", rule);
    case "RELINQUISHED_MARKER": return t("step.RELINQUISHED_MARKER", rule);
    default: return t("step.other", rule);
  }
}

/** What the next click may be, said in the prompt, by the kind of step the engine offers. */
function kindText(/** @type {string} */ kind) {
  return t("kind." + kind);
}

function promptText() {
  const building = theBuild();
  const cur = currentPly();
  if (page.attempt) {
    // On a phone there is no Escape key: the prompt names the Cancel button instead.
    return t(narrow() ? "prompt.attemptTouch" : "prompt.attempt", {attempt: page.attempt});
  }
  if (!building.viable) {
    return t("prompt.noContinuation");
  }
  /** @type {string[]} */
  const kinds = [];
  /** @type {Record<string, string>} */
  const rules = {};
  for (const s of building.next) {
    if (!kinds.includes(s.kind)) {
      kinds.push(s.kind);
      rules[s.kind] = s.rule;
    }
  }
  const stop = state.lang === "ja" ? "。" : ". ";
  let text = t("prompt.toMove", {player: cur.toMove, colour: colour(cur.toMove)})
    + (page.steps.length ? t("prompt.soFar", {partial: building.partial}) : "") + stop;
  const r = building.rotation;
  if (r && kinds.includes("RELINQUISHED_MARKER")) {
    text += t(r.picked ? "prompt.rotationMore" : "prompt.rotation", {field: r.field, from: r.from, to: r.to,
      degrees: r.degrees, sense: t(r.clockwise ? "prompt.clockwise" : "prompt.anticlockwise"), cost: r.cost,
      rule: r.rule, left: r.cost - r.picked});
  } else if (kinds.includes("CONNECTION")) {
    text += t("choice.title", {kind: kindText("CONNECTION"), rule: rules.CONNECTION}) + stop.trim();
  } else {
    text += kinds.map((k) => t("choice.title", {kind: kindText(k), rule: rules[k]})).join(t("prompt.list")) + stop.trim();
  }
  if (building.complete) {
    text += t("prompt.orPlay", {action: building.action});
  }
  return cur.live ? text : t("prompt.viewingBranch") + " " + text;
}

function renderChoices() {
  const building = theBuild();
  const box = $("choices");
  box.innerHTML = "";
  for (const s of building.next) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "choice " + s.kind.toLowerCase().replace(/_/g, "-");
    b.textContent = choiceLabel(s);
    b.dataset.step = s.text;
    b.dataset.kind = s.kind;
    b.title = t("choice.title", {kind: t("kindName." + s.kind), rule: s.rule});
    b.addEventListener("click", () => takeStep(s.text));
    box.appendChild(b);
  }
  if (building.complete) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "choice play";
    b.textContent = t("choice.play", {action: building.action});
    b.addEventListener("click", async () => {
      const action = building.action;
      resetBuild();
      await play(action);
    });
    box.appendChild(b);
  }
}

function choiceLabel(/** @type {Step} */ s) {
  if (s.kind === "TURN") {
    return [">", ">>", "<", "<<"].includes(s.text) ? t("turn." + s.text) : s.text;
  }
  if (s.kind === "CONNECTION") {
    return t("choice.connection");
  }
  return s.text;
}

async function takeStep(/** @type {string} */ text) {
  page.steps.push(text);
  page.attempt = null;
  await buildStep(true);
}

/** A click on a field (or Enter on it): a step offered, a fresh selection, or an attempt kept for Explain. */
export async function fieldClicked(/** @type {string} */ field) {
  page.focusField = field;
  if (state.mode === "setup") {
    setupClick(field);
    return;
  }
  const building = page.building;
  if (!building || page.busy) {
    return;
  }
  const offered = building.next.find((s) => s.field === field);
  if (offered) {
    await takeStep(offered.text);
    return;
  }
  // Not offered: a fresh chevron selection restarts the action; anything else is kept as an
  // attempt that Explain can judge.
  if (page.steps.length > 0 && page.steps.length <= 2) {
    /** @type {Build} */
    const fresh = await api("build", {ruleset: state.ruleset, position: currentPly().position, steps: []});
    if (fresh.next.some((s) => s.field === field)) {
      page.steps = [];
      await takeStep(field);
      return;
    }
  }
  page.attempt = attemptText(field);
  setPrompt(promptText());
}

function attemptText(/** @type {string} */ field) {
  const steps = page.steps;
  if (steps.length === 0) {
    return field;
  }
  if (steps.length === 1) {
    return steps[0] + "-" + field;
  }
  return theBuild().partial.replace(/\)$/, "") + (steps.length === 2 ? "(" : ",") + field + ")";
}

export function setPrompt(/** @type {string} */ text) {
  $("prompt").textContent = text;
}

export function showError(/** @type {unknown} */ error) {
  const e = /** @type {{message?: string}} */ (error);
  setPrompt(t("error", {message: e && e.message || error}));
}
