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

export function clearHint() {
  asked++;
  $("hint-box").innerHTML = "";
  $("hint-stop").hidden = true;
}

async function hint() {
  const cur = currentPly();
  const box = $("hint-box");
  clearHint();
  const mine = asked;
  if (cur.live && theGame().outcome) {
    box.appendChild(para(t("hint.over"), "hint"));
    return;
  }
  if (isThinking()) {
    // The computer's search in flight would be ended by the hint's: the computer waits instead.
    stopComputer();
  }
  box.appendChild(para(t("hint.thinking"), "hint"));
  $("hint-stop").hidden = false;
  let answer;
  try {
    answer = await api("analyse", {ruleset: state.ruleset, position: cur.position, iterations: HINT_ITERATIONS});
  } catch (error) {
    if (mine === asked) {
      box.innerHTML = "";
      const e = /** @type {{cancelled?: boolean, message?: string}} */ (error);
      box.appendChild(para(e.cancelled ? t("hint.stopped") : t("error", {message: e.message}), "hint"));
      $("hint-stop").hidden = true;
    }
    return;
  }
  if (mine !== asked) {
    return;
  }
  $("hint-stop").hidden = true;
  box.innerHTML = "";
  /** @type {{action: string, visits: number, value: number}[]} */
  const actions = answer.actions;
  const total = actions.reduce((sum, a) => sum + a.visits, 0) || 1;
  const percent = (/** @type {number} */ x) => (x * 100).toLocaleString(state.lang, {maximumFractionDigits: 0}) + " %";
  box.appendChild(para(t("hint.title", {player: playerName(cur.toMove), iterations: answer.iterations.toLocaleString(state.lang)}), "hint-title"));
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
    const evaluation = para(t("hint.evaluation", {player: playerName(cur.toMove), value: percent(actions[0].value)}), "evaluation");
    evaluation.dataset.value = String(actions[0].value);
    box.appendChild(evaluation);
  }
}

export function wireHint() {
  $("hint").addEventListener("click", () => { hint(); });
  $("hint-stop").addEventListener("click", () => {
    stopComputer();
  });
}
