// pacru serve: Explain. An action (typed, or the clicks so far) judged at the position on view:
// the verdict, the rule it breaks with the rule's text, the facts that count (each shown on the
// board), and what the action would do.
import { api } from "./api.js";
import { drawBoard } from "./board.js";
import { $, input, para } from "./dom.js";
import { appendWithRuleLinks, t } from "./lang.js";
import { currentPly, page, state } from "./state.js";

/** @typedef {import("./types.js").Fact} Fact */

export function clearExplanation() {
  page.explained = null;
  $("explanation").innerHTML = "";
}

export async function explain(/** @type {string} */ action) {
  const cur = currentPly();
  input("explain-action").value = action;
  const box = $("explanation");
  box.innerHTML = "";
  page.explained = cur.position;
  let answer;
  try {
    answer = await api("explain", {ruleset: state.ruleset, position: cur.position, action});
  } catch (error) {
    const p = para(t("explain.cannotRead", {action, message: (/** @type {{message?: string}} */ (error)).message}), "error");
    box.appendChild(p);
    p.scrollIntoView({block: "center"});
    return;
  }
  const verdict = para("", "verdict " + (answer.legal ? "legal" : "illegal"));
  verdict.id = "verdict";
  verdict.textContent = t("explain.verdict", {action: answer.action, player: answer.player,
    verdict: t("explain." + answer.verdict)});
  box.appendChild(verdict);
  if (answer.violation) {
    const v = answer.violation;
    const rule = para("", "rule");
    const id = document.createElement("strong");
    id.className = "rule-id";
    appendWithRuleLinks(id, v.rule);
    rule.appendChild(id);
    rule.appendChild(document.createTextNode(" " + (v.ruleTitle ? v.ruleTitle + ": " : "")
      + v.message.replace(/^R[\d.]+[a-z]?: /, "")));
    box.appendChild(rule);
    if (v.ruleText) {
      const q = document.createElement("blockquote");
      q.className = "rule-text";
      q.textContent = v.ruleText;
      box.appendChild(q);
    }
  }
  /** @type {Record<string, string>} */
  const factMarks = {};
  const list = document.createElement("ul");
  list.className = "facts";
  for (const f of /** @type {Fact[]} */ (answer.facts || [])) {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.className = "fact " + f.mark + (f.status === "NOT_ALLOWED" ? " forbids" : f.status === "NOT_CHECKED" ? " unchecked" : "");
    b.textContent = f.citation + " " + f.text;
    b.title = t("explain.show", {citation: f.citation});
    b.addEventListener("click", () => {
      /** @type {Record<string, string>} */
      const only = {};
      for (const field of f.fields) {
        only[field] = f.mark;
      }
      drawBoard(cur.position, only);
    });
    li.appendChild(b);
    list.appendChild(li);
    for (const field of f.fields) {
      if (!factMarks[field] || f.status === "NOT_ALLOWED") {
        factMarks[field] = f.mark;
      }
    }
  }
  box.appendChild(list);
  if (answer.after) {
    const after = para(t("explain.then"), "after");
    appendWithRuleLinks(after, answer.after.events.map((/** @type {{text: string}} */ e) => e.text).join(t("explain.eventSeparator"))
      + (state.lang === "ja" ? "。" : "."));
    box.appendChild(after);
  }
  page.fieldActions = {};
  await drawBoard(cur.position, factMarks);
  // The verdict is brought into view, on a phone too, where it is drawn below the board.
  verdict.scrollIntoView({block: "center"});
}
