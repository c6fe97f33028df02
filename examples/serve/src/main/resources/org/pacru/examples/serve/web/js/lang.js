// pacru serve: the page's language. texts.js holds its words; the engine answers in the same language.
import { TEXTS } from "../texts.js";
import { $, select } from "./dom.js";
import { state } from "./state.js";

/** A text of the page in its language, its {placeholders} filled. */
export function t(/** @type {string} */ key, /** @type {Record<string, unknown>} */ params = {}) {
  const table = TEXTS[state.lang] || TEXTS.en;
  const template = key in table ? table[key] : TEXTS.en[key];
  return template.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
}

/**
 * The language a link names; none: the one the page shows already (at first the browser's); an
 * unknown one: English, and the notice says so once.
 */
export function readLanguage(/** @type {string | null} */ asked) {
  if (asked === null) {
    return;
  }
  if (Object.prototype.hasOwnProperty.call(TEXTS, asked)) {
    state.lang = asked;
    $("language-notice").hidden = true;
  } else {
    state.lang = "en";
    const notice = $("language-notice");
    notice.textContent = t("notice.unknownLanguage", {lang: asked});
    notice.hidden = false;
  }
  applyLanguage();
}

/** The browser's preferred language among the page's, else English. */
export function browserLanguage() {
  for (const tag of navigator.languages || [navigator.language || ""]) {
    const primary = String(tag).toLowerCase().split("-")[0];
    if (Object.prototype.hasOwnProperty.call(TEXTS, primary)) {
      return primary;
    }
  }
  return "en";
}

/** The rulebook page in the page's language. */
export function rulesPage() {
  return state.lang === "en" ? "rules.html" : "rules." + state.lang + ".html";
}

/** Writes the page's fixed words (the elements marked data-t…) in its language. */
export function applyLanguage() {
  document.documentElement.lang = state.lang;
  select("language").value = state.lang;
  for (const e of document.querySelectorAll("[data-t]")) {
    e.textContent = t(/** @type {HTMLElement} */ (e).dataset.t || "");
  }
  for (const e of document.querySelectorAll("[data-t-html]")) {
    e.innerHTML = t(/** @type {HTMLElement} */ (e).dataset.tHtml || "");
  }
  for (const e of document.querySelectorAll("[data-t-label]")) {
    e.setAttribute("aria-label", t(/** @type {HTMLElement} */ (e).dataset.tLabel || ""));
  }
  for (const e of document.querySelectorAll("[data-t-title]")) {
    /** @type {HTMLElement} */ (e).title = t(/** @type {HTMLElement} */ (e).dataset.tTitle || "");
  }
  document.title = t("page.title");
  for (const a of document.querySelectorAll("a[href^='rules']")) {
    a.setAttribute("href", (a.getAttribute("href") || "").replace(/^rules(\.[a-z]+)?\.html/, rulesPage()));
  }
}

/** A text whose words depend on a count (key.one, key.other…, by the language's plural rules). */
export function plural(/** @type {string} */ key, /** @type {number} */ count) {
  const category = new Intl.PluralRules(state.lang).select(count);
  const table = TEXTS[state.lang] || TEXTS.en;
  return t(key + "." + (key + "." + category in table ? category : "other"), {count: count.toLocaleString(state.lang)});
}

/** Whether the page is laid out for a phone (as app.css's narrow layout): no keyboard to count on. */
export function narrow() {
  return window.matchMedia("(max-width: 700px)").matches;
}

/** A player's name with their colour, as the language writes it: A (red), A（赤）. */
export function playerName(/** @type {string} */ p) {
  return t("player.name", {player: p, colour: colour(p)});
}

/** A player's colour in the page's language. */
export function colour(/** @type {string} */ p) {
  return t("colour." + p);
}

/** A sentence of the engine's, capitalised and ended as the language ends one. */
export function sentence(/** @type {string} */ text) {
  const end = /[.。!?]$/.test(text) ? "" : state.lang === "ja" ? "。" : ".";
  return text.charAt(0).toUpperCase() + text.slice(1) + end;
}

/** Writes text into an element, each rule ID (R8.1, R4.4a) a link to its rule in the rulebook page. */
export function appendWithRuleLinks(/** @type {HTMLElement} */ element, /** @type {string} */ text) {
  const pattern = /\bR(\d+(?:\.\d+)?)([a-z]?)\b/g;
  let at = 0;
  let m;
  while ((m = pattern.exec(text)) !== null) {
    element.appendChild(document.createTextNode(text.slice(at, m.index)));
    const a = document.createElement("a");
    a.href = rulesPage() + "#R" + m[1];
    a.target = "_blank";
    a.rel = "noopener";
    a.className = "rule-link";
    a.textContent = m[0];
    element.appendChild(a);
    at = m.index + m[0].length;
  }
  element.appendChild(document.createTextNode(text.slice(at)));
}
