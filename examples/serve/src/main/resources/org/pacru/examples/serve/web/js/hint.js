// pacru serve: a hint and an evaluation for the position on view, from the engine's search
// (analyse), run in the worker so that the page never waits for it; Stop cancels it.
import { api, isThinking } from "./api.js";
import { $, para } from "./dom.js";
import { explain } from "./explain.js";
import { playerName, t } from "./lang.js";
import { currentPly, state, theGame } from "./state.js";
import { stopComputer } from "./computer.js";

/** The search's budget: enough to rank the candidates, short enough to wait for. */
const HINT_ITERATIONS = 5000;
/** How many of the best actions the hint names. */
const SHOWN = 3;

/** The hint's number: a newer one (or a new position) makes an older answer stale. */
let asked = 0;

/**
 * What the hint box shows, kept to be written again in another language: the search's answer
 * (for the player to move), or one of the hint's sentences (its text key and placeholders).
 * @type {{answer?: {iterations: number, actions: {action: string, visits: number, value: number}[]},
 *   toMove?: string, key?: string, params?: Record<string, unknown>} | null}
 */
let shown = null;

export function clearHint() {
  asked++;
  shown = null;
  $("hint-box").innerHTML = "";
  $("hint-stop").hidden = true;
}

/** Shows one of the hint's sentences. */
function say(/** @type {string} */ key, /** @type {Record<string, unknown>} */ params = {}) {
  shown = {key, params};
  renderHint();
}

/** Writes the hint box from what it shows, in the page's language (again after a language switch). */
export function renderHint() {
  const box = $("hint-box");
  box.innerHTML = "";
  if (shown === null) {
    return;
  }
  if (shown.key) {
    box.appendChild(para(t(shown.key, shown.params), "hint"));
    return;
  }
  const answer = shown.answer;
  const toMove = shown.toMove || "";
  if (!answer) {
    return;
  }
  const actions = answer.actions;
  const total = actions.reduce((sum, a) => sum + a.visits, 0) || 1;
  const percent = (/** @type {number} */ x) => (x * 100).toLocaleString(state.lang, {maximumFractionDigits: 0}) + " %";
  box.appendChild(para(t("hint.title", {player: playerName(toMove), iterations: answer.iterations.toLocaleString(state.lang)}), "hint-title"));
  const list = document.createElement("ol");
  list.className = "hint-actions";
  for (const a of actions.slice(0, SHOWN)) {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.className = "hint-action";
    b.dataset.action = a.action;
    b.dataset.share = String(a.visits / total);
    b.textContent = t("hint.line", {action: a.action, share: percent(a.visits / total)});
    // Explain shows what the action does, with its rules.
    b.addEventListener("click", () => explain(a.action));
    li.appendChild(b);
    list.appendChild(li);
  }
  box.appendChild(list);
  if (actions.length) {
    const evaluation = para(t("hint.evaluation", {player: playerName(toMove), value: percent(actions[0].value)}), "evaluation");
    evaluation.dataset.value = String(actions[0].value);
    box.appendChild(evaluation);
  }
}

async function hint() {
  const cur = currentPly();
  clearHint();
  const mine = asked;
  if (cur.live && theGame().outcome) {
    say("hint.over");
    return;
  }
  if (isThinking()) {
    // The computer's search in flight would be ended by the hint's: the computer waits instead.
    stopComputer();
  }
  say("hint.thinking");
  $("hint-stop").hidden = false;
  let answer;
  try {
    answer = await api("analyse", {ruleset: state.ruleset, position: cur.position, iterations: HINT_ITERATIONS});
  } catch (error) {
    if (mine === asked) {
      const e = /** @type {{cancelled?: boolean, message?: string}} */ (error);
      if (e.cancelled) {
        say("hint.stopped");
      } else {
        say("error", {message: e.message});
      }
      $("hint-stop").hidden = true;
    }
    return;
  }
  if (mine !== asked) {
    return;
  }
  $("hint-stop").hidden = true;
  shown = {answer, toMove: cur.toMove};
  renderHint();
}

export function wireHint() {
  $("hint").addEventListener("click", () => { hint(); });
  $("hint-stop").addEventListener("click", () => {
    stopComputer();
  });
}
