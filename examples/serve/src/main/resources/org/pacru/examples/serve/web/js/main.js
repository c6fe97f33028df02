// pacru serve: the page. Every rule question goes to the engine, the npm package pacru running in
// this browser (api.js), which answers as the JSON API does, from the library (ActionBuilder,
// Rules, the explanation). These modules know no rule of Pacru. This one starts the page and
// wires the controls that belong to no panel of their own.
import { wireAnnotation } from "./annotate.js";
import { api, loadEngine, serverAnswers } from "./api.js";
import { drawBoard, wireOrientation } from "./board.js";
import { resetBuild, setPrompt } from "./build.js";
import { wireWatch } from "./computer.js";
import { lastLevel, wireDialogs } from "./dialogs.js";
import { languageChanged, wireHint } from "./hint.js";
import { wireNavigation } from "./navigate.js";
import { openLinkTree } from "./records.js";
import { takeBack } from "./tree.js";
import { $, input, select, track } from "./dom.js";
import { explain } from "./explain.js";
import { stopComputer } from "./computer.js";
import { refresh, update } from "./game.js";
import { applyLanguage, browserLanguage, narrow, readLanguage, t } from "./lang.js";
import { wireReview } from "./review.js";
import { wireDrawing } from "./overlay.js";
import { enterSetup, leaveSetup, wireSetup } from "./setup.js";
import { page, readFragment, state, theGame, writeFragment } from "./state.js";

/** The switch: the page, the link and the engine's answers change to the chosen language. */
function switchLanguage(/** @type {string} */ lang) {
  state.lang = lang;
  $("language-notice").hidden = true;
  applyLanguage();
  // The hint and the engine's lines on view are written again in the new language (hint.js).
  languageChanged();
  if (!page.game) {
    return;
  }
  const action = page.explained !== null ? input("explain-action").value.trim() : "";
  refresh().then(() => {
    if (action && state.mode === "play") {
      explain(action);
    }
  });
}

function wire() {
  wireDialogs();
  wireSetup();
  wireNavigation();
  wireAnnotation();
  wireOrientation();
  wireDrawing();
  wireHint();
  wireWatch();
  wireReview();
  $("setup-mode").addEventListener("click", () => {
    if (state.mode === "setup") {
      leaveSetup(null);
    } else {
      enterSetup();
    }
  });
  $("cancel").addEventListener("click", () => { resetBuild(); update(); });
  $("undo").addEventListener("click", () => {
    stopComputer();
    if (!state.actions.length) {
      return;
    }
    const game = theGame();
    // Undo back to a person's last decision, past the computer's replies: the latest earlier
    // position with a person to move. With none (the computer plays every seat) Undo takes back
    // one ply only, never the whole game.
    const toMoveAfter = (/** @type {number} */ k) => k === 0 ? game.startToMove : game.plies[k - 1].toMove;
    let back = Math.min(state.actions.length, game.plies.length) - 1;
    while (back >= 0 && (state.seats[toMoveAfter(back)] || "human") !== "human") {
      back--;
    }
    const to = back >= 0 ? back : state.actions.length - 1;
    // The plies taken back leave the tree unless something hangs on them (a variation, a comment,
    // a glyph, a shape): then Undo only steps back to the position, and they stay.
    const left = takeBack(state.actions, to);
    state.view = left > to ? to : null;
    state.actions = state.actions.slice(0, left);
    resetBuild();
    refresh();
  });
  $("live").addEventListener("click", () => { state.view = null; resetBuild(); update(); });
  $("explain-clicks").addEventListener("click", () => {
    const text = page.attempt || (page.building && page.building.partial) || "";
    if (text) {
      explain(text);
    } else {
      $("explain-action").focus();
    }
  });
  $("explain-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const action = input("explain-action").value.trim();
    if (action) {
      explain(action);
    }
  });
  $("language").addEventListener("change", () => switchLanguage(select("language").value));
  $("how-to-play").addEventListener("click", () => showWelcome($("welcome").hidden, true));
  $("welcome-close").addEventListener("click", () => showWelcome(false, false));
  $("welcome-more").addEventListener("click", () => $("welcome").classList.remove("short"));
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
    openLinkTree().then(refresh).then(() => {
      if (location.hash !== before) {
        writeFragment();
      }
    });
  });
}

/**
 * The first-visit panel: who plays which colour, how to play, the rulebook. Shown until closed
 * once; "How to play" shows it again.
 */
function showWelcome(/** @type {boolean} */ show, /** @type {boolean} */ scroll) {
  $("welcome").hidden = !show;
  $("welcome").classList.remove("short");
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

/**
 * On a phone the prompt and choices stay fixed at the bottom of the screen: the page leaves room
 * for them so that nothing is hidden under them, also when something is scrolled into view (a
 * focused button, the explanation's verdict).
 */
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

async function main() {
  state.lang = browserLanguage();
  applyLanguage();
  readLanguage(new URLSearchParams(location.hash.replace(/^#/, "")).get("lang"));
  wire();
  keepRoomForTheTurn();
  if (firstVisit()) {
    showWelcome(true, false);
    // On a phone the first visit shows the welcome short (who plays what); its button shows the rest.
    $("welcome").classList.toggle("short", narrow());
  }
  const problem = await loadEngine();
  if (problem !== null && !(await serverAnswers())) {
    setPrompt(t("cannotPlay", {problem}));
    track(0);
    document.body.dataset.ready = "true";
    return;
  }
  const info = await api("info", {});
  page.computerPlayers = info.computerPlayers;
  page.defaultComputer = info.defaultComputer;
  readFragment();
  if (!state.start) {
    const answer = await api("legal", {players: 2});
    state.start = answer.position;
    state.seats = {B: lastLevel()};
  }
  await openLinkTree();
  await refresh();
  document.body.dataset.ready = "true";
}

// The board's drawing stays at hand from the console (and the browser tests), as when the page was
// one classic script: drawBoard(position, {e5: "target"}) shows any highlight.
/** @type {Record<string, unknown>} */ (/** @type {unknown} */ (window)).drawBoard = drawBoard;

main();
