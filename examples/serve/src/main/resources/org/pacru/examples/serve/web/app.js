// pacru serve: the page. Every rule question goes to the engine, the npm package pacru running in
// this browser (engine.js loads it; a computer seat thinks in worker.js), which answers as the JSON
// API (/api/v1/…) does, from the library (ActionBuilder, Rules, the explanation). Where the package
// cannot load, the server's API answers instead. This file knows no rule of Pacru.
"use strict";

const $ = (id) => document.getElementById(id);
const COMPUTER_DELAY_MS = 120;

const state = {
  ruleset: "standard",
  start: null,          // position string of the game's start
  actions: [],          // the actions played, in notation
  view: null,           // null: the live position; n: the position after ply n (0: the start)
  seats: {},            // player letter -> "human" or a computer player's name
  mode: "play",         // "play" or "setup"
  lang: "en",           // the language of the page and of the engine's sentences: "en", "es" or "ja"
};
let game = null;        // the last replay answer
let steps = [];         // the clicks of the action being built (step notations)
let building = null;    // the last build answer
let attempt = null;     // clicks that no legal action continues, kept for Explain
let marks = {};         // field -> highlight kind, drawn on the board
let focusField = "e5";
let computerTimer = null;
let busy = 0;
let setup = null;       // the position being set up: {players, toMove, chevrons: {}, markers: {}}
let computerPlayers = [];
let defaultComputer = null;

// Work in flight (requests, a computer's pending move), shown as body[data-pending] so that
// tests and assistive tools can tell when the page has settled.
let pending = 0;
function track(delta) {
  pending += delta;
  document.body.dataset.pending = String(pending);
}

async function api(endpoint, body) {
  track(1);
  try {
    return await request(endpoint, body);
  } finally {
    track(-1);
  }
}

// ---- the engine: the package in the page, searches in a worker, the server as a fallback ----

let engine = null;      // the loaded package, or null: the server's API answers
let thinker = null;     // the worker of the computer seats, started on the first search
let thinking = null;    // the search in flight: {id, call, body, resolve, reject}
let thoughts = 0;       // the last search's number
let workerFails = false; // the browser cannot run the worker: searches run in the page

const SEARCHES = new Set(["move", "analyse"]);

// The package from engine.js, or a reason why not. Without it the server answers; a static site
// without a server says what the browser lacks.
async function loadEngine() {
  if (!window.pacruEngine) {
    return "this browser did not run the page's engine (engine.js, an ES module)";
  }
  try {
    engine = await window.pacruEngine;
    document.body.dataset.engine = engine.target;
    return null;
  } catch (e) {
    return "the engine did not load: " + (e && e.message || e);
  }
}

async function request(endpoint, plain) {
  // Every call asks for the page's language: violations, facts, events and outcomes come back in it.
  const body = Object.assign({}, plain, {lang: state.lang});
  if (engine === null) {
    return serverRequest(endpoint, body);
  }
  const answer = SEARCHES.has(endpoint) && !workerFails ? await think(endpoint, body) : engine[endpoint](body);
  if (answer.error) {
    throw answer.error;
  }
  return endpoint === "svg" ? answer.svg : answer;
}

// A search in the worker, so that the page never freezes while the computer thinks.
function think(call, body) {
  if (thinker === null) {
    thinker = new Worker("worker.js", {type: "module"});
    thinker.onmessage = (event) => {
      if (thinking !== null && event.data.id === thinking.id) {
        const t = thinking;
        thinking = null;
        t.resolve(event.data.answer);
      }
    };
    thinker.onerror = (event) => {
      // No module workers here (or the worker cannot load the package): think in the page.
      event.preventDefault();
      workerFails = true;
      thinker.terminate();
      thinker = null;
      if (thinking !== null) {
        const t = thinking;
        thinking = null;
        t.resolve(engine[t.call](t.body));
      }
    };
  }
  return new Promise((resolve, reject) => {
    thinking = {id: ++thoughts, call, body, resolve, reject};
    thinker.postMessage({id: thinking.id, call, body});
  });
}

// Stops the search in flight (the game changed under it): the worker is ended, a new one starts
// with the next search.
function cancelThinking() {
  if (thinking !== null) {
    const t = thinking;
    thinking = null;
    thinker.terminate();
    thinker = null;
    t.reject({cancelled: true, message: "the computer's search was cancelled"});
  }
}

async function serverRequest(endpoint, body) {
  const response = await fetch("api/v1/" + endpoint, {
    method: "POST",
    headers: {"Content-Type": "application/json"},
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    let error;
    try {
      error = JSON.parse(text).error;
    } catch (e) {
      error = {status: response.status, message: text};
    }
    throw error;
  }
  return endpoint === "svg" ? text : JSON.parse(text);
}

// ---- the URL fragment holds the whole state: a link shares a position or a game ----

function writeFragment() {
  const parts = ["ruleset=" + state.ruleset, "start=" + encodeURIComponent(state.start)];
  if (state.actions.length) {
    parts.push("actions=" + encodeURIComponent(state.actions.join(" ")));
  }
  if (state.view !== null) {
    parts.push("view=" + state.view);
  }
  const seats = Object.entries(state.seats).filter(([, s]) => s !== "human");
  if (seats.length) {
    parts.push("computer=" + seats.map(([p, s]) => p + ":" + s).join(","));
  }
  parts.push("lang=" + state.lang);
  const hash = "#" + parts.join("&");
  if (location.hash !== hash) {
    history.replaceState(null, "", hash);
  }
}

function readFragment() {
  const params = new URLSearchParams(location.hash.replace(/^#/, ""));
  state.ruleset = params.get("ruleset") === "abstractplay" ? "abstractplay" : "standard";
  state.start = params.get("start");
  state.actions = (params.get("actions") || "").split(/\s+/).filter((a) => a);
  const view = params.get("view");
  state.view = view !== null && /^\d+$/.test(view) ? Number(view) : null;
  readLanguage(params.get("lang"));
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

// ---- rendering ----

// ---- the page's language (texts.js holds its words) ----

// A text of the page in its language, its {placeholders} filled.
function t(key, params) {
  const table = TEXTS[state.lang] || TEXTS.en;
  const template = key in table ? table[key] : TEXTS.en[key];
  return template.replace(/\{(\w+)\}/g, (all, name) => (params && name in params ? String(params[name]) : all));
}

// The language a link names; none: the one the page shows already (at first the browser's); an
// unknown one: English, and the notice says so once.
function readLanguage(asked) {
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

// The browser's preferred language among the page's, else English.
function browserLanguage() {
  for (const tag of navigator.languages || [navigator.language || ""]) {
    const primary = String(tag).toLowerCase().split("-")[0];
    if (Object.prototype.hasOwnProperty.call(TEXTS, primary)) {
      return primary;
    }
  }
  return "en";
}

// The rulebook page in the page's language.
function rulesPage() {
  return state.lang === "en" ? "rules.html" : "rules." + state.lang + ".html";
}

// Writes the page's fixed words (the elements marked data-t…) in its language.
function applyLanguage() {
  document.documentElement.lang = state.lang;
  $("language").value = state.lang;
  for (const e of document.querySelectorAll("[data-t]")) {
    e.textContent = t(e.dataset.t);
  }
  for (const e of document.querySelectorAll("[data-t-html]")) {
    e.innerHTML = t(e.dataset.tHtml);
  }
  for (const e of document.querySelectorAll("[data-t-label]")) {
    e.setAttribute("aria-label", t(e.dataset.tLabel));
  }
  for (const e of document.querySelectorAll("[data-t-title]")) {
    e.title = t(e.dataset.tTitle);
  }
  document.title = t("page.title");
  for (const a of document.querySelectorAll("a[href^='rules']")) {
    a.href = a.getAttribute("href").replace(/^rules(\.[a-z]+)?\.html/, rulesPage());
  }
}

// The switch: the page, the link and the engine's answers change to the chosen language.
function switchLanguage(lang) {
  state.lang = lang;
  $("language-notice").hidden = true;
  applyLanguage();
  if (!game) {
    return;
  }
  const action = explained !== null ? $("explain-action").value.trim() : "";
  refresh().then(() => {
    if (action && state.mode === "play") {
      explain(action);
    }
  });
}

function colour(p) {
  return t("colour." + p);
}

// What each highlight means, for the legend under the board and the fields' accessible names.
const MARKS = ["selected", "start", "target", "capture", "choice", "last", "recent", "problem"];

let fieldActions = {};  // field -> what clicking it does now, for its accessible name
let boardShown = false;

async function drawBoard(position, boardMarks) {
  const svg = await api("svg", {ruleset: state.ruleset, position, marks: boardMarks, interactive: true});
  const board = $("board");
  board.innerHTML = svg.replace(/^<\?xml[^>]*>\s*/, "");
  if (!boardShown) {
    // The first board is marked on the page's timeline: how long a load takes to show it.
    boardShown = true;
    performance.mark("pacru:first-board");
  }
  const root = board.querySelector("svg");
  root.removeAttribute("width");
  root.removeAttribute("height");
  root.setAttribute("role", "group");
  root.setAttribute("aria-label", t("board.name", {status: statusText(position)}));
  for (const hit of board.querySelectorAll("rect.hit")) {
    const f = hit.dataset.field;
    hit.setAttribute("tabindex", f === focusField ? "0" : "-1");
    // The SVG names what the field holds; the page adds what clicking it does or what it shows.
    const does = fieldActions[f] || (boardMarks[f] ? markText(boardMarks[f]) : "");
    if (does) {
      hit.setAttribute("aria-label", hit.getAttribute("aria-label") + ". " + does);
    }
    hit.addEventListener("click", () => fieldClicked(f));
    hit.addEventListener("keydown", boardKey);
    hit.addEventListener("focus", () => { focusField = f; });
  }
  drawRotationPreview(root);
  renderLegend(root);
}

function markText(kind) {
  return MARKS.includes(kind) ? t("mark." + kind) : t("mark.counted", {kind});
}

// The legend: each highlight on the board, drawn as the board draws it, with what it means.
function renderLegend(root) {
  const legend = $("legend");
  legend.innerHTML = "";
  const seen = new Set();
  for (const mark of root.querySelectorAll("g.mark")) {
    const kind = mark.classList[1];
    const fact = !MARKS.includes(kind);
    const key = fact ? "fact" : kind;
    if (seen.has(key)) {
      continue;
    }
    seen.add(key);
    const hit = root.querySelector("rect.hit[data-field='" + mark.dataset.field + "']");
    const item = document.createElement("li");
    item.dataset.kind = key;
    const swatch = root.cloneNode(false);  // an empty <svg>, as the board's
    for (const name of ["role", "aria-label", "width", "height"]) {
      swatch.removeAttribute(name);
    }
    swatch.setAttribute("viewBox", hit.getAttribute("x") + " " + hit.getAttribute("y") + " 60 60");
    swatch.setAttribute("aria-hidden", "true");
    swatch.setAttribute("class", "swatch");
    swatch.appendChild(mark.cloneNode(true));
    item.appendChild(swatch);
    item.appendChild(document.createTextNode(fact ? t("legend.fact") : t("mark." + kind)));
    legend.appendChild(item);
  }
  legend.hidden = seen.size === 0;
}

// While a rotation is built, the chevron's new facing is drawn as a dashed outline.
function drawRotationPreview(root) {
  const r = building && building.rotation;
  if (!r || state.mode !== "play") {
    return;
  }
  const chevron = root.querySelector("g.chevron[data-field='" + r.field + "']");
  if (!chevron) {
    return;
  }
  const angles = {N: 0, NE: 45, E: 90, SE: 135, S: 180, SW: 225, W: 270, NW: 315};
  const g = chevron.cloneNode(true);
  g.setAttribute("class", "preview");
  g.dataset.facing = r.to;
  g.setAttribute("transform", chevron.getAttribute("transform").replace(/rotate\([^)]*\)/, "rotate(" + angles[r.to] + ")"));
  for (const t of g.querySelectorAll("title")) {
    t.remove();
  }
  const polygon = g.querySelector("polygon");
  polygon.setAttribute("fill", "none");
  polygon.setAttribute("stroke", "#111111");
  polygon.setAttribute("stroke-width", "3");
  polygon.setAttribute("stroke-dasharray", "5 3");
  chevron.parentNode.appendChild(g);
}

function statusText(position) {
  if (!game) {
    return position;
  }
  const p = currentPly();
  return game.outcome && p.live ? t("status.over", {player: game.outcome.winner, rule: game.outcome.rule})
    : t("status.toMove", {player: p.toMove});
}

function boardKey(event) {
  const f = event.currentTarget.dataset.field;
  const file = f.charCodeAt(0) - 97;
  const rank = Number(f[1]);
  const moves = {ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1]};
  if (moves[event.key]) {
    event.preventDefault();
    const nf = Math.min(8, Math.max(0, file + moves[event.key][0]));
    const nr = Math.min(9, Math.max(1, rank + moves[event.key][1]));
    focusOn(String.fromCharCode(97 + nf) + nr);
  } else if (event.key === "Enter" || event.key === " ") {
    event.preventDefault();
    fieldClicked(f);
  }
}

function focusOn(field) {
  focusField = field;
  for (const hit of document.querySelectorAll("#board rect.hit")) {
    const me = hit.dataset.field === field;
    hit.setAttribute("tabindex", me ? "0" : "-1");
    if (me) {
      hit.focus();
    }
  }
}

function refocusBoard(hadFocus) {
  if (hadFocus) {
    focusOn(focusField);
  }
}

function currentPly() {
  // The position on view: {position, toMove, markers}.
  if (state.view === null || state.view >= game.plies.length) {
    return {position: game.position, toMove: game.toMove, markers: game.markers, live: true};
  }
  if (state.view === 0) {
    return {position: game.start, toMove: game.startToMove, markers: null, live: false};
  }
  const ply = game.plies[state.view - 1];
  return {position: ply.position, toMove: ply.toMove, markers: null, live: false};
}

function renderStatus() {
  const cur = currentPly();
  let text;
  if (game.outcome && cur.live) {
    // The one statement of the end, the server's, as the log's last line and the board's caption say it.
    text = game.outcome.text;
  } else {
    text = t("status.line", {player: cur.toMove, colour: colour(cur.toMove), seat: seatText(cur.toMove)});
  }
  if (cur.markers) {
    text += t("status.markers", {counts: Object.entries(cur.markers).map(([p, n]) => p + " " + n).join(t("prompt.list"))});
  }
  if (!cur.live) {
    text += state.view === 0 ? t("status.viewingStart") : t("status.viewingPly", {ply: state.view});
  }
  text += t("status.rules", {ruleset: state.ruleset});
  $("status").textContent = text;
}

// ---- who plays what ----

function strengthText(seat) {
  const [name, budget] = seat.split(":");
  if (name === "random") {
    return t("strength.random");
  }
  if (name === "greedy") {
    return t("strength.greedy");
  }
  if (name === "mcts") {
    const ms = /^(\d+)ms$/.exec(budget || "");
    return ms ? t("strength.mctsMillis", {millis: Number(ms[1]).toLocaleString(state.lang)})
      : /^\d+$/.test(budget || "") ? t("strength.mctsIterations", {iterations: Number(budget).toLocaleString(state.lang)})
        : t("strength.mcts");
  }
  return seat;
}

function humans() {
  const count = game ? game.players : 2;
  const list = [];
  for (let i = 0; i < count; i++) {
    const p = String.fromCharCode(65 + i);
    if ((state.seats[p] || "human") === "human") {
      list.push(p);
    }
  }
  return list;
}

function seatText(p) {
  const seat = state.seats[p] || "human";
  if (seat !== "human") {
    return t("seat.computer", {strength: strengthText(seat), seat});
  }
  return humans().length === 1 ? t("seat.you") : t("seat.atThisScreen");
}

function renderPlayers() {
  const list = $("players");
  list.innerHTML = "";
  const outs = game.out || [];
  for (let i = 0; i < game.players; i++) {
    const p = String.fromCharCode(65 + i);
    const li = document.createElement("li");
    li.dataset.player = p;
    const swatch = document.createElement("span");
    swatch.className = "swatch player-" + p;
    swatch.setAttribute("aria-hidden", "true");
    li.appendChild(swatch);
    const name = document.createElement("strong");
    name.textContent = p + " (" + colour(p) + ")";
    li.appendChild(name);
    li.appendChild(document.createTextNode(": " + seatText(p) + (outs.includes(p) ? t("play.out") : "")));
    list.appendChild(li);
  }
  const mine = humans();
  $("welcome-who").textContent = mine.length === 1
    ? t("welcome.youPlay", {player: mine[0], colour: colour(mine[0]), opponents: opponentsText(mine)})
    : mine.length === 0 ? t("welcome.computerPlaysAll")
      : t("welcome.sharedScreen", {players: mine.join(t("prompt.list")), opponents: opponentsText(mine)});
}

function opponentsText(mine) {
  const others = [];
  for (let i = 0; i < game.players; i++) {
    const p = String.fromCharCode(65 + i);
    if (!mine.includes(p)) {
      others.push(t("welcome.opponent", {player: p, colour: colour(p), strength: strengthText(state.seats[p])}));
    }
  }
  const separator = t("welcome.separator");
  return others.length ? separator + others.join(separator) : "";
}

// ---- the move list and the game log ----

function renderMoves() {
  const list = $("moves");
  list.innerHTML = "";
  let item = null;
  let round = 0;
  const startItem = document.createElement("li");
  startItem.className = "start";
  startItem.appendChild(plyButton(t("ply.start"), 0));
  list.appendChild(startItem);
  for (const ply of game.plies) {
    if (ply.round !== round || !item) {
      round = ply.round;
      item = document.createElement("li");
      const number = document.createElement("span");
      number.className = "round";
      number.textContent = round + ".";
      item.appendChild(number);
      list.appendChild(item);
    }
    item.appendChild(plyButton(ply.action, ply.ply, ply.player));
  }
  $("live").hidden = state.view === null;
  $("undo").disabled = state.actions.length === 0;
  renderLog();
  // The list follows the game: the newest move (or the one on view) is in sight.
  const current = list.querySelector("[aria-current]");
  if (state.view === null) {
    list.scrollTop = list.scrollHeight;
  } else if (current) {
    current.scrollIntoView({block: "nearest"});
  }
}

// One line per event of every ply, in the rulebook's words with the rule's ID linked, numbered by round.
function renderLog() {
  const log = $("log");
  log.innerHTML = "";
  const shown = state.view === null ? game.plies.length : state.view;
  for (const ply of game.plies) {
    for (const e of ply.events) {
      const li = document.createElement("li");
      li.className = "event " + e.type;
      li.dataset.ply = ply.ply;
      if (ply.ply === shown) {
        li.classList.add("shown");
      }
      // Numbered by round, as the move list is.
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

function sentence(text) {
  const end = /[.。!?]$/.test(text) ? "" : state.lang === "ja" ? "。" : ".";
  return text.charAt(0).toUpperCase() + text.slice(1) + end;
}

// Writes text into an element, each rule ID (R8.1, R4.4a) a link to its rule in the rulebook page.
function appendWithRuleLinks(element, text) {
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

function plyButton(text, n, player) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "ply";
  b.textContent = text;
  b.dataset.ply = n;
  b.setAttribute("aria-label", n === 0 ? t("ply.viewStart") : t("ply.view", {ply: n, player, action: text}));
  if ((state.view === null && n === game.plies.length) || state.view === n) {
    b.setAttribute("aria-current", "step");
  }
  b.addEventListener("click", () => {
    state.view = n === game.plies.length ? null : n;
    resetBuild();
    update();
  });
  return b;
}

// ---- the game ----

async function refresh() {
  // Replays the game from the fragment's state and draws what is on view.
  busy++;
  try {
    game = await api("replay", {ruleset: state.ruleset, position: state.start, actions: state.actions});
    game.startToMove = game.start.split(" ")[1];
    for (const ply of game.plies) {
      ply.toMove = ply.position.split(" ")[1];
    }
    if (state.view !== null && state.view > game.plies.length) {
      state.view = null;
    }
  } catch (error) {
    showError(error);
    busy--;
    return;
  }
  busy--;
  await update();
}

async function update() {
  writeFragment();
  renderStatus();
  renderPlayers();
  renderMoves();
  if (explained !== null && (state.mode !== "play" || explained !== currentPly().position)) {
    clearExplanation();
  }
  const hadFocus = document.activeElement && document.activeElement.classList
    && document.activeElement.classList.contains("hit");
  if (state.mode === "setup") {
    await drawSetup();
    refocusBoard(hadFocus);
    return;
  }
  const cur = currentPly();
  stopComputer();
  if (!cur.live || game.outcome) {
    building = null;
    fieldActions = {};
    $("choices").innerHTML = "";
    setPrompt(game.outcome && cur.live ? t("prompt.over") : t("prompt.viewing"));
    await drawBoard(cur.position, lastPlyMarks(cur));
    refocusBoard(hadFocus);
    return;
  }
  const seat = state.seats[cur.toMove] || "human";
  if (seat !== "human") {
    building = null;
    fieldActions = {};
    $("choices").innerHTML = "";
    setPrompt(t("prompt.thinking", {player: cur.toMove, seat}));
    await drawBoard(cur.position, lastPlyMarks(cur));
    refocusBoard(hadFocus);
    scheduleComputer();
    return;
  }
  await buildStep(hadFocus);
}

// The last ply is drawn as "last"; the plies of the round before it, back to and including the
// last move of a player at this screen, as "recent": one's own move stays marked when the
// computer replies.
function lastPlyMarks(cur) {
  const shown = cur.live ? game.plies.length : state.view;
  const result = {};
  const mine = humans();
  for (let n = shown; n >= 1 && n > shown - game.players; n--) {
    const ply = game.plies[n - 1];
    for (const e of ply.events) {
      for (const f of e.fields || []) {
        if (!result[f]) {
          result[f] = n === shown ? "last" : "recent";
        }
      }
    }
    if (mine.includes(ply.player)) {
      break;
    }
  }
  return Object.assign(result, marks);
}

async function computerMove() {
  const cur = currentPly();
  const seat = state.seats[cur.toMove];
  const before = state.actions.length;
  try {
    const answer = await api("move", {ruleset: state.ruleset, position: cur.position, player: seat});
    if (state.actions.length !== before || state.view !== null) {
      return; // the user changed the game meanwhile
    }
    state.actions.push(answer.action);
    await refresh();
  } catch (error) {
    if (!error.cancelled) {
      showError(error);
    }
  }
}

function scheduleComputer() {
  track(1);
  computerTimer = setTimeout(() => {
    computerTimer = null;
    computerMove().finally(() => track(-1));
  }, COMPUTER_DELAY_MS);
}

function stopComputer() {
  cancelThinking();
  if (computerTimer !== null) {
    clearTimeout(computerTimer);
    computerTimer = null;
    track(-1);
  }
}

function resetBuild() {
  steps = [];
  attempt = null;
  marks = {};
  fieldActions = {};
}

async function buildStep(hadFocus) {
  const cur = currentPly();
  building = await api("build", {ruleset: state.ruleset, position: cur.position, steps});
  if (building.complete && building.next.length === 0) {
    const action = building.action;
    resetBuild();
    state.actions.push(action);
    await refresh();
    return;
  }
  const boardMarks = {};
  fieldActions = {};
  for (let i = 0; i < steps.length; i++) {
    const field = steps[i].replace(/^[-x]/, "");
    if (/^[a-i][1-9]$/.test(field)) {
      boardMarks[field] = "selected";
      fieldActions[field] = i === 0 ? t("field.selected") : t("field.picked");
    }
  }
  for (const s of building.next) {
    if (s.field) {
      boardMarks[s.field] = s.kind === "DESTINATION" ? (s.capture ? "capture" : "target")
        : s.kind === "CHEVRON" ? "start" : "choice";
      fieldActions[s.field] = stepAction(s);
    }
  }
  marks = boardMarks;
  renderChoices();
  setPrompt(promptText());
  await drawBoard(cur.position, lastPlyMarks(cur));
  refocusBoard(hadFocus);
}

// What clicking a field offered as a step does, for its accessible name.
function stepAction(s) {
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

// What the next click may be, said in the prompt, by the kind of step the engine offers.
function kindText(kind) {
  return t("kind." + kind);
}

function promptText() {
  const cur = currentPly();
  if (attempt) {
    return t("prompt.attempt", {attempt});
  }
  if (!building.viable) {
    return t("prompt.noContinuation");
  }
  const kinds = [];
  const rules = {};
  for (const s of building.next) {
    if (!kinds.includes(s.kind)) {
      kinds.push(s.kind);
      rules[s.kind] = s.rule;
    }
  }
  const stop = state.lang === "ja" ? "。" : ". ";
  let text = t("prompt.toMove", {player: cur.toMove, colour: colour(cur.toMove)})
    + (steps.length ? t("prompt.soFar", {partial: building.partial}) : "") + stop;
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
  return text;
}

function renderChoices() {
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
      state.actions.push(action);
      await refresh();
    });
    box.appendChild(b);
  }
}

function choiceLabel(s) {
  if (s.kind === "TURN") {
    return [">", ">>", "<", "<<"].includes(s.text) ? t("turn." + s.text) : s.text;
  }
  if (s.kind === "CONNECTION") {
    return t("choice.connection");
  }
  return s.text;
}

async function takeStep(text) {
  steps.push(text);
  attempt = null;
  await buildStep(true);
}

async function fieldClicked(field) {
  focusField = field;
  if (state.mode === "setup") {
    setupClick(field);
    return;
  }
  if (!building || busy) {
    return;
  }
  const offered = building.next.find((s) => s.field === field);
  if (offered) {
    await takeStep(offered.text);
    return;
  }
  // Not offered: a fresh chevron selection restarts the action; anything else is kept as an
  // attempt that Explain can judge.
  if (steps.length > 0 && steps.length <= 2) {
    const fresh = await api("build", {ruleset: state.ruleset, position: currentPly().position, steps: []});
    if (fresh.next.some((s) => s.field === field)) {
      steps = [];
      await takeStep(field);
      return;
    }
  }
  attempt = attemptText(field);
  setPrompt(promptText());
}

function attemptText(field) {
  if (steps.length === 0) {
    return field;
  }
  if (steps.length === 1) {
    return steps[0] + "-" + field;
  }
  return building.partial.replace(/\)$/, "") + (steps.length === 2 ? "(" : ",") + field + ")";
}

function setPrompt(text) {
  $("prompt").textContent = text;
}

function showError(error) {
  setPrompt(t("error", {message: error.message || error}));
}

// ---- explain ----

let explained = null;    // the position the explanation on screen is about, or null

function clearExplanation() {
  explained = null;
  $("explanation").innerHTML = "";
}

async function explain(action) {
  const cur = currentPly();
  $("explain-action").value = action;
  const box = $("explanation");
  box.innerHTML = "";
  explained = cur.position;
  let answer;
  try {
    answer = await api("explain", {ruleset: state.ruleset, position: cur.position, action});
  } catch (error) {
    const p = para(t("explain.cannotRead", {action, message: error.message}), "error");
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
  const factMarks = {};
  const list = document.createElement("ul");
  list.className = "facts";
  for (const f of answer.facts || []) {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.className = "fact " + f.mark + (f.allowed ? "" : " forbids");
    b.textContent = f.citation + " " + f.text;
    b.title = t("explain.show", {citation: f.citation});
    b.addEventListener("click", () => {
      const only = {};
      for (const field of f.fields) {
        only[field] = f.mark;
      }
      drawBoard(cur.position, only);
    });
    li.appendChild(b);
    list.appendChild(li);
    for (const field of f.fields) {
      if (!factMarks[field] || !f.allowed) {
        factMarks[field] = f.mark;
      }
    }
  }
  box.appendChild(list);
  if (answer.after) {
    const after = para(t("explain.then"), "after");
    appendWithRuleLinks(after, answer.after.events.map((e) => e.text).join(t("explain.eventSeparator"))
      + (state.lang === "ja" ? "。" : "."));
    box.appendChild(after);
  }
  fieldActions = {};
  await drawBoard(cur.position, factMarks);
  // The verdict is brought into view, on a phone too, where it is drawn below the board.
  verdict.scrollIntoView({block: "center"});
}

function para(text, className) {
  const p = document.createElement("p");
  p.className = className;
  p.textContent = text;
  return p;
}

// ---- set-up ----


function positionToSetup(position) {
  // Reads a position string's fields into the set-up model, by the notation of NOTATION.md §3.
  const [board, toMove, players] = position.split(" ");
  const model = {players: Number(players), toMove, chevrons: {}, markers: {}};
  const ranks = board.split("/");
  for (let r = 0; r < 9; r++) {
    let file = 0;
    const text = ranks[r];
    let i = 0;
    while (i < text.length) {
      const c = text[i];
      if (/[1-9]/.test(c)) {
        file += Number(c);
        i++;
        continue;
      }
      const field = String.fromCharCode(97 + file) + (9 - r);
      if (/[a-d]/.test(c)) {
        model.markers[field] = c.toUpperCase();
      }
      i++;
      if (i < text.length && /[A-D]/.test(text[i])) {
        const owner = text[i];
        i++;
        let facing = "";
        while (i < text.length && /[NESW]/.test(text[i]) && facing.length < 2) {
          facing += text[i];
          i++;
        }
        model.chevrons[field] = owner + facing;
      }
      file++;
    }
  }
  return model;
}

async function drawSetup() {
  fieldActions = {};
  $("setup-players").value = String(setup.players);
  $("setup-tomove").value = setup.toMove;
  const answer = await api("setup", Object.assign({ruleset: state.ruleset}, setup));
  const list = $("problems");
  list.innerHTML = "";
  for (const p of answer.problems) {
    const li = document.createElement("li");
    const id = document.createElement("strong");
    id.textContent = p.rule;
    li.appendChild(id);
    li.appendChild(document.createTextNode(" " + p.message.replace(/^R[\d.a-z]+: /, "")));
    list.appendChild(li);
  }
  const noChevrons = answer.valid && Object.keys(setup.chevrons).length === 0;
  if (noChevrons) {
    const li = document.createElement("li");
    const id = document.createElement("strong");
    id.textContent = "R8.3";
    li.appendChild(id);
    li.appendChild(document.createTextNode(" " + t("setup.noChevrons")));
    list.appendChild(li);
  }
  if (!answer.problems.length && !noChevrons) {
    list.appendChild(para(t("setup.none"), "ok"));
  }
  const playable = answer.valid && !noChevrons;
  $("setup-play").disabled = !playable;
  $("setup-explain").disabled = !playable;
  setup.valid = playable ? answer.position : null;
  // The board shows the parts placed, drawn as a four-player position (so any owner can be seen).
  const owners = Object.values(setup.chevrons).map((c) => c[0]);
  const preview = Object.assign({}, setup, {players: 4, toMove: owners.includes(setup.toMove) || !owners.length
    ? setup.toMove : owners[0]});
  const previewPosition = await api("setup", preview);
  const problemMarks = {};
  for (const [f, c] of Object.entries(setup.chevrons)) {
    if (c.charCodeAt(0) - 64 > setup.players) {
      problemMarks[f] = "problem";
    }
  }
  for (const [f, m] of Object.entries(setup.markers)) {
    if (m.charCodeAt(0) - 64 > setup.players) {
      problemMarks[f] = "problem";
    }
  }
  const shown = previewPosition.valid ? previewPosition.position : "9/9/9/9/9/9/9/9/9 A 4";
  await drawBoard(shown, problemMarks);
  $("status").textContent = t("setup.status", {players: setup.players, player: setup.toMove})
    + (answer.valid ? "" : t("setup.problemCount", {count: answer.problems.length}));
}

function setupClick(field) {
  const tool = document.querySelector("input[name=tool]:checked").value;
  if (tool === "chevron") {
    setup.chevrons[field] = $("tool-owner").value + $("tool-facing").value;
  } else if (tool === "marker") {
    setup.markers[field] = $("tool-marker").value;
  } else if (tool === "no-chevron") {
    delete setup.chevrons[field];
  } else {
    delete setup.markers[field];
  }
  drawSetup().then(() => focusOn(field));
}

function enterSetup() {
  state.mode = "setup";
  clearExplanation();
  setup = positionToSetup(currentPly().position);
  $("setup-mode").setAttribute("aria-pressed", "true");
  $("setup-panel").hidden = false;
  $("play-panel").hidden = true;
  stopComputer();
  update();
}

function leaveSetup(position) {
  state.mode = "play";
  $("setup-mode").setAttribute("aria-pressed", "false");
  $("setup-panel").hidden = true;
  $("play-panel").hidden = false;
  if (position) {
    state.start = position;
    state.actions = [];
    state.view = null;
  }
  resetBuild();
  refresh();
}

// ---- new game, import and export ----

function seatRows() {
  const box = $("new-seats");
  for (const old of box.querySelectorAll("p")) {
    old.remove();
  }
  const players = Number($("new-players").value);
  for (let i = 0; i < players; i++) {
    const p = String.fromCharCode(65 + i);
    const row = document.createElement("p");
    const label = document.createElement("label");
    label.textContent = t("seat.player", {player: p});
    const select = document.createElement("select");
    select.id = "seat-" + p;
    for (const name of ["human"].concat(computerPlayers)) {
      const o = document.createElement("option");
      o.value = name;
      o.textContent = name === "human" ? t("seat.human") : t("seat.computerOption", {seat: name, strength: strengthText(name)});
      select.appendChild(o);
    }
    select.value = i === 0 ? "human" : defaultComputer;
    label.appendChild(select);
    row.appendChild(label);
    box.appendChild(row);
  }
}

function startNewGame() {
  const players = Number($("new-players").value);
  state.ruleset = $("new-ruleset").value;
  state.seats = {};
  for (let i = 0; i < players; i++) {
    const p = String.fromCharCode(65 + i);
    state.seats[p] = $("seat-" + p).value;
  }
  state.start = null;
  state.actions = [];
  state.view = null;
  resetBuild();
  clearExplanation();
  api("legal", {players}).then((answer) => {
    state.start = answer.position;
    if (state.mode === "setup") {
      leaveSetup(null);
    } else {
      refresh();
    }
  });
}

function openShare() {
  $("share-link").value = location.href;
  $("share-position").value = currentPly().position;
  $("share-record").value = game.record;
  $("share-ap").value = game.abstractplay.join("\n");
  clearImportError();
  $("copy-status").textContent = "";
  $("share-dialog").showModal();
}

async function copyLink() {
  const input = $("share-link");
  let copied = false;
  track(1);
  try {
    await navigator.clipboard.writeText(input.value);
    copied = true;
  } catch (e) {
    // No clipboard API here (an insecure origin, or no permission): the selection and the copy command.
    input.focus();
    input.select();
    copied = document.execCommand("copy");
  } finally {
    track(-1);
  }
  $("copy-status").textContent = copied ? t("share.copied") : t("share.copyManually");
}

const IMPORT_INPUTS = ["share-position", "share-record", "share-ap"];
const IMPORT_TITLES = {
  "share-position": "import.position",
  "share-record": "import.record",
  "share-ap": "import.abstractPlay",
};

function clearImportError() {
  $("share-error").textContent = "";
  $("share-error").hidden = true;
  for (const id of IMPORT_INPUTS) {
    $(id).removeAttribute("aria-invalid");
    $(id).removeAttribute("aria-describedby");
  }
}

// An import error: styled as one, with the rule, and pointing at the offending place in the input
// (the text selected there, and quoted with a caret under it).
function showImportError(inputId, message, start, end) {
  const box = $("share-error");
  box.innerHTML = "";
  box.hidden = false;
  const title = document.createElement("p");
  title.className = "error-title";
  title.textContent = t(IMPORT_TITLES[inputId]);
  box.appendChild(title);
  const head = document.createElement("p");
  head.className = "error-message";
  appendWithRuleLinks(head, message);
  box.appendChild(head);
  const input = $(inputId);
  input.setAttribute("aria-invalid", "true");
  input.setAttribute("aria-describedby", "share-error");
  if (start !== null && start >= 0 && start <= input.value.length) {
    const text = input.value;
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    const lineEnd = text.indexOf("\n", start) < 0 ? text.length : text.indexOf("\n", start);
    const line = text.slice(lineStart, lineEnd);
    const column = start - lineStart;
    const pointer = document.createElement("pre");
    pointer.className = "pointer";
    pointer.textContent = line + "\n" + " ".repeat(column) + "^"
      + (text.slice(0, start).split("\n").length > 1 ? t("import.line", {line: text.slice(0, start).split("\n").length}) : "")
      + t("import.column", {column: column + 1});
    box.appendChild(pointer);
    input.focus();
    input.setSelectionRange(start, Math.max(start + 1, Math.min(end, text.length)));
  } else {
    input.focus();
  }
}

// Where an error points: the offset the parser gives, or the illegal action's entry in the input.
function errorPlace(inputId, error) {
  const text = $(inputId).value;
  if (typeof error.offset === "number") {
    const length = error.action && text.startsWith(error.action, error.offset) ? error.action.length : 1;
    return [error.offset, error.offset + length];
  }
  if (inputId === "share-ap" && typeof error.number === "number") {
    const lines = text.split("\n");
    let at = 0;
    let entry = 0;
    for (const line of lines) {
      if (line.trim()) {
        entry++;
        if (entry === error.number) {
          return [at, at + line.length];
        }
      }
      at += line.length + 1;
    }
  }
  if (error.action) {
    // The entry as written, searched from its round's number ("12.") in a record.
    const from = typeof error.round === "number" ? Math.max(0, text.search(new RegExp("(^|\\s)" + error.round + "\\."))) : 0;
    const at = text.indexOf(error.action, from);
    if (at >= 0) {
      return [at, at + error.action.length];
    }
  }
  return [null, null];
}

async function load(body, startFrom, inputId) {
  clearImportError();
  try {
    const answer = await api("replay", Object.assign({ruleset: state.ruleset}, body));
    if (answer.out.length === answer.players && !answer.outcome) {
      showImportError(inputId, t("setup.noChevrons") + " (R8.3)", null, null);
      return;
    }
    state.start = answer.start;
    state.actions = answer.plies.map((p) => p.action);
    state.view = null;
    if (startFrom) {
      state.actions = [];
    }
    resetBuild();
    clearExplanation();
    $("share-dialog").close();
    if (state.mode === "setup") {
      leaveSetup(null);
    } else {
      await refresh();
    }
  } catch (error) {
    const [start, end] = errorPlace(inputId, error);
    let message = error.message + (error.rule && !String(error.message).includes(error.rule) ? " (" + error.rule + ")" : "");
    if (error.problems) {
      message += ": " + error.problems.map((p) => p.message).join("; ");
    }
    showImportError(inputId, message, start, end);
  }
}

// ---- wiring ----

function wire() {
  $("new-game").addEventListener("click", () => {
    $("new-players").value = String(game ? Number(game.start.split(" ")[2]) : 2);
    $("new-ruleset").value = state.ruleset;
    seatRows();
    $("new-dialog").showModal();
  });
  $("new-players").addEventListener("change", seatRows);
  $("new-cancel").addEventListener("click", () => $("new-dialog").close());
  $("new-form").addEventListener("submit", (event) => {
    if (event.submitter && event.submitter.id === "new-start") {
      startNewGame();
    }
  });
  $("setup-mode").addEventListener("click", () => {
    if (state.mode === "setup") {
      leaveSetup(null);
    } else {
      enterSetup();
    }
  });
  $("share").addEventListener("click", openShare);
  $("cancel").addEventListener("click", () => { resetBuild(); update(); });
  $("undo").addEventListener("click", () => {
    stopComputer();
    if (!state.actions.length) {
      return;
    }
    state.actions.pop();
    // Undo back to a human's turn, past the computer's replies.
    while (state.actions.length && game.plies.length >= state.actions.length) {
      const ply = game.plies[state.actions.length - 1];
      if ((state.seats[ply.toMove] || "human") === "human") {
        break;
      }
      state.actions.pop();
    }
    state.view = null;
    resetBuild();
    refresh();
  });
  $("live").addEventListener("click", () => { state.view = null; resetBuild(); update(); });
  $("explain-clicks").addEventListener("click", () => {
    const text = attempt || (building && building.partial) || "";
    if (text) {
      explain(text);
    } else {
      $("explain-action").focus();
    }
  });
  $("explain-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const action = $("explain-action").value.trim();
    if (action) {
      explain(action);
    }
  });
  $("setup-players").addEventListener("change", () => { setup.players = Number($("setup-players").value); drawSetup(); });
  $("setup-tomove").addEventListener("change", () => { setup.toMove = $("setup-tomove").value; drawSetup(); });
  $("setup-clear").addEventListener("click", () => { setup.chevrons = {}; setup.markers = {}; drawSetup(); });
  $("setup-play").addEventListener("click", () => { if (setup.valid) { leaveSetup(setup.valid); } });
  $("setup-explain").addEventListener("click", () => {
    if (setup.valid) {
      leaveSetup(setup.valid);
      $("explain-action").focus();
    }
  });
  $("load-position").addEventListener("click", () => {
    $("share-position").value = $("share-position").value.trim();
    load({position: $("share-position").value}, true, "share-position");
  });
  $("load-record").addEventListener("click", () => load({record: $("share-record").value}, false, "share-record"));
  $("load-ap").addEventListener("click", () => load({position: game.start,
    abstractplay: $("share-ap").value.split(/\n/).map((s) => s.trim()).filter((s) => s)}, false, "share-ap"));
  $("copy-link").addEventListener("click", copyLink);
  $("language").addEventListener("change", () => switchLanguage($("language").value));
  $("how-to-play").addEventListener("click", () => showWelcome($("welcome").hidden, true));
  $("welcome-close").addEventListener("click", () => showWelcome(false));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && state.mode === "play" && !document.querySelector("dialog[open]")) {
      resetBuild();
      update();
    }
  });
  window.addEventListener("hashchange", () => {
    const before = location.hash;
    readFragment();
    if (!state.start) {
      return;
    }
    resetBuild();
    refresh().then(() => {
      if (location.hash !== before) {
        writeFragment();
      }
    });
  });
}

// The first-visit panel: who plays which colour, how to play, the rulebook. Shown until closed
// once; "How to play" shows it again.
function showWelcome(show, scroll) {
  $("welcome").hidden = !show;
  $("how-to-play").setAttribute("aria-expanded", String(show));
  if (show && scroll) {
    $("welcome").scrollIntoView({block: "start"});
  } else if (!show) {
    try {
      localStorage.setItem("pacru.welcomed", "1");
    } catch (e) {
      // No storage (a private window): the panel shows again next time.
    }
  }
}

function firstVisit() {
  try {
    return !localStorage.getItem("pacru.welcomed");
  } catch (e) {
    return true;
  }
}

// On a phone the prompt and choices stay fixed at the bottom of the screen: the page leaves room
// for them so that nothing is hidden under them, also when something is scrolled into view (a
// focused button, the explanation's verdict).
function keepRoomForTheTurn() {
  const turn = $("turn");
  const fit = () => {
    const room = getComputedStyle(turn).position === "fixed" ? turn.offsetHeight + "px" : "";
    document.body.style.paddingBottom = room;
    document.documentElement.style.scrollPaddingBottom = room;
  };
  new ResizeObserver(fit).observe(turn);
  window.addEventListener("resize", fit);
  fit();
}

// Whether pacru serve's API is there to answer (the page is served by it, not by a static site).
async function serverAnswers() {
  try {
    return (await fetch("api/v1/info")).ok;
  } catch (e) {
    return false;
  }
}

async function main() {
  state.lang = browserLanguage();
  applyLanguage();
  readLanguage(new URLSearchParams(location.hash.replace(/^#/, "")).get("lang"));
  wire();
  keepRoomForTheTurn();
  if (firstVisit()) {
    showWelcome(true, false);
  }
  const problem = await loadEngine();
  if (problem !== null && !(await serverAnswers())) {
    setPrompt(t("cannotPlay", {problem}));
    track(0);
    document.body.dataset.ready = "true";
    return;
  }
  const info = await api("info", {});
  computerPlayers = info.computerPlayers;
  defaultComputer = info.defaultComputer;
  readFragment();
  if (!state.start) {
    const answer = await api("legal", {players: 2});
    state.start = answer.position;
    state.seats = {B: defaultComputer};
  }
  await refresh();
  document.body.dataset.ready = "true";
}

main();
