// The messages a player reads from the gameslib class (pacru-js/abstractplay/gameslib/src/games/pacru.ts):
// its validateMove, move and handleClick answer with the keys of pacru/abstractplay-translate's
// MESSAGE_KEYS, made by validation, refusal and clickRefusal from the engine's abstractplay answers. This
// walks every key, in English and in Spanish (the engine asked in each), and writes each message with the
// folder's locale files (the keys the patch adds to gameslib's locales/en and locales/es-US, and gameslib's
// English of the keys it has) as i18next does: none names RULES.md, Abstract Play or a defect, none writes
// a rule ID or the move twice, a Spanish one holds no English sentence. CI has no gameslib: its mocha test
// of the class (test/games/pacru.test.ts) checks the same through i18next itself.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadPackage, packageDir } from "./common.mjs";

const tr = await import(pathToFileURL(join(packageDir, "abstractplay-translate.js")).href);
const engine = await loadPackage();
const LOCALES = join("abstractplay", "gameslib", "locales");
const bundles = {
  en: JSON.parse(readFileSync(join(LOCALES, "en.apgames.json"), "utf8")),
  es: JSON.parse(readFileSync(join(LOCALES, "es-US.apgames.json"), "utf8")),
};

/** A key's text in a bundle, as i18next looks it up (a context appended with "_"), or undefined. */
function lookup(bundle, key, values) {
  const path = key.split(".");
  if (values?.context !== undefined) {
    path[path.length - 1] += `_${values.context}`;
  }
  return path.reduce((o, k) => (o !== null && typeof o === "object" ? o[k] : undefined), bundle);
}

/** A message written as i18next writes it (interpolation unescaped, as the class asks): every value given. */
function write(lang, { key, values }) {
  const text = lookup(bundles[lang], key, values);
  assert.equal(typeof text, "string", `${lang}: no text for ${key} ${JSON.stringify(values)}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    assert.ok(values !== undefined && name in values, `${lang} ${key}: no value for {{${name}}}`);
    return String(values[name]);
  });
}

const START = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
/** A3's chevron faces N with four unoccupied markers of A: it may turn (R7.1). */
const TURNS = "4.BS3.ASW/9/.BE7.BW/9/aaaa5/9/.AN7.AW/9/.BNE3.AN4 A 2";

function game(position) {
  const view = engine.abstractplay({ op: "board", position });
  assert.ok(!("error" in view), JSON.stringify(view));
  return { position, board: tr.boardOf(view.cells), currplayer: tr.playerOf(view.toMove), view };
}

function ask(g, lang) {
  return (m) => {
    const answer = engine.abstractplay({ op: "move", position: g.position, move: m, lang });
    assert.ok(!("error" in answer), JSON.stringify(answer));
    return answer;
  };
}

/** validateMove's message for a string, as the class makes it (a rotation mode "e1*" asks about "e1"). */
function validation(g, m, lang) {
  const answer = ask(g, lang)(/^[a-i][1-9]\*$/.test(m) ? m.slice(0, 2) : m);
  return tr.validation(m, answer, g.board, g.currplayer);
}

function refusal(g, m, lang) {
  const answer = ask(g, lang)(m);
  assert.equal(answer.action, null, m);
  return tr.refusal(m, answer, g.board, g.currplayer);
}

/** Positions of random games (seeded), for the choices a move brings: a meeting, a connection, a conversion. */
function* randomPositions() {
  // e1-e4 crosses into the borderland centred on e5, which has no neutral field: it converts (R4.4b)
  yield "4.BS3.ASW/9/.BE7.BW/3bbb3/3bbb3/3bab3/.AE2aaa2.AW/3aaa3/.BNE2a.ANa3 A 2";
  // crowded boards (RULES.md §11's D3 and D7 examples)
  yield "b1bbabb1b/3aabab1/bbbaaa3/1bbb1bba1/2b1bbb2/aaBSWa1aASEabbb/3aBNWaaaAEaAWa/b1bb2abb/a.BNEbASW1aabaANWb A 2";
  yield "bbbbbabBS1a/baa1baba1/1babbb3/baaababBNEba/1b1baAWab2/abab1b1b.AW/a2babBEbba/b.BE1a1ab1a/aaba1baba B 2";
  for (let seed = 1; seed <= 40; seed++) {
    let position = engine.abstractplay({ op: "board", players: 2 + (seed % 3) }).position;
    for (let ply = 0; ply < 120; ply++) {
      yield position;
      const chosen = engine.move({ position, ruleset: tr.RULESET, player: "random", seed: seed * 1000 + ply });
      if ("error" in chosen || chosen.outcome !== null && chosen.outcome !== undefined && chosen.action === undefined) {
        break;
      }
      const applied = engine.apply({ position, ruleset: tr.RULESET, action: chosen.action });
      if ("error" in applied || applied.outcome !== null) {
        break;
      }
      position = applied.position;
    }
  }
}

/** Every message the class can answer with, made in `lang`: [what was asked, the message]. */
function everyMessage(lang) {
  const made = [];
  const add = (what, msg) => made.push([what, msg]);
  // the class's own, without values
  add("validateMove('')", { key: "validation.pacru.INITIAL_INSTRUCTIONS", values: {} });
  add("a finished game", { key: "MOVES_GAMEOVER", values: {} });
  add("move('pass')", { key: "validation.pacru.NO_PASS", values: {} });
  const s = game(START);
  for (const m of ["e1", "e1-e2", "a3-b4", "a3-b4(c6", "e1-e2(", "e1*", "c9", "c9*", "a7", "a7*", "e1-e20", "zz", "e1-e5",
    "c9-c8", "a3-b4(a1)", "e1>(d1,f1)", "e1-", "e1-d2(*"]) {
    add(`validateMove('${m}') at the start`, validation(s, m, lang));
  }
  for (const m of ["e1", "a3-b4", "a3-b4(c6", "e1-e2(", "c9", "a7", "e1-e20", "e1-e5"]) {
    add(`move('${m}') at the start`, refusal(s, m, lang));
  }
  const t = game(TURNS);
  for (const m of ["a3*", "a3>", "a3>(b5", "a3>>(a5,b5,c5,d5)"]) {
    add(`validateMove('${m}') with markers to relinquish`, validation(t, m, lang));
  }
  // A's chevron on a1 faces SW, off the board, and A has no tiles to turn it with: nothing starts there
  const stuck = game("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.ASW3.BN4 A 2");
  add("validateMove('a1') with a chevron that cannot move or turn", validation(stuck, "a1", lang));
  add("a click at 135° while reorienting", tr.clickRefusal(catchClick(() => tr.clickNext(t.board, 1, "a3*", "b2"))));
  add("a click off the board", tr.clickRefusal(catchClick(() => tr.clickNext(t.board, 1, "a3", undefined))));
  // the choices of moves in random games: each kind of SELECT_CELL, until every one is seen
  const contexts = new Set();
  for (const position of randomPositions()) {
    if (contexts.size === 5) {
      break;
    }
    const g = game(position);
    for (const base of g.view.baseMoves) {
      const first = validation(g, base, lang);
      const steps = [[base, first]];
      const answer = ask(g, lang)(base);
      if (answer.valid && answer.next.length > 0 && answer.action === null) {
        const deeper = `${answer.next[0]},`;
        steps.push([deeper, validation(g, deeper, lang)]);
      }
      for (const [m, msg] of steps) {
        const context = msg.values?.context;
        if (msg.key === "validation.pacru.SELECT_CELL" && !contexts.has(context)) {
          contexts.add(context);
          add(`validateMove('${m}') at ${position}`, msg);
        }
      }
    }
  }
  return made;
}

function catchClick(click) {
  try {
    click();
  } catch (e) {
    return e;
  }
  assert.fail("the click was not refused");
}

const fullKey = ({ key, values }) => (values?.context === undefined ? key : `${key}_${values.context}`);

const ENGLISH = /\b(the|of|is|not|field|fields|chevron|chevrons|marker|markers|borderland|names|expected|found|breaks|rule|character|and|or|to|an|at|one|end|turn|holds|may|move|moves)\b/i;

for (const lang of ["en", "es"]) {
  test(`${lang}: every key of MESSAGE_KEYS is made, written from the locale files with every value, and names no RULES.md, Abstract Play, defect, rule ID or move twice`, () => {
    const made = everyMessage(lang);
    const keys = new Set(made.map(([, msg]) => fullKey(msg)));
    assert.deepEqual([...tr.MESSAGE_KEYS].filter((k) => !keys.has(k)), [], "keys never made");
    assert.deepEqual([...keys].filter((k) => !tr.MESSAGE_KEYS.includes(k)), [], "keys made that MESSAGE_KEYS does not list");
    for (const [what, msg] of made) {
      const text = write(lang, msg);
      if (process.env.PACRU_SHOW_MESSAGES) {
        console.log(`${what}\t${text}`);
      }
      const about = `${lang} ${what}: ${text}`;
      assert.doesNotMatch(text, /RULES\.md|Abstract Play|§\s*11|\bD[1-7]\b|\{\{|undefined|null|NaN|\[object/, about);
      const rules = text.match(/\bR\d+(\.\d+)?[a-z]?\b/g) ?? [];
      assert.equal(new Set(rules).size, rules.length, `a rule ID twice: ${about}`);
      const move = msg.values?.move;
      if (typeof move === "string" && move.length > 2) {
        assert.equal(text.split(move).length - 1, 1, `the move once: ${about}`);
      }
      assert.ok(!/^\s|\s$|\s{2}|\.\.|: \./.test(text), `spacing and stops: ${about}`);
      if (lang === "es") {
        assert.doesNotMatch(text.replace(/\bPacru\b/g, ""), ENGLISH, `English inside Spanish: ${about}`);
        assert.notEqual(text, write("en", msg), `the same as in English: ${about}`);
      }
    }
  });
}

test("the engine's reasons are the player's: a violation's detail without its rule ID, the string or the defect", () => {
  const s = game(START);
  for (const lang of ["en", "es", "ja"]) {
    const answer = ask(s, lang)("a3-b4");
    assert.equal(answer.reason.rule, "R9.2");
    assert.match(answer.problem, /RULES\.md §11 D1/, "the developer's text keeps the defect");
    assert.doesNotMatch(answer.reason.text, /RULES\.md|Abstract Play|^R9\.2|a3-b4/);
  }
  assert.match(ask(s, "en")("a3-b4").reason.text, /^the border crossing into the borderland centred on b5/);
  assert.match(ask(s, "es")("a3-b4").reason.text, /^el cruce de frontera/);
  const notation = ask(s, "es")("e1-e20").notation;
  assert.equal(notation.offset, 5);
  assert.doesNotMatch(`${notation.expected} ${notation.found}`, ENGLISH);
  assert.equal(ask(s, "en")("e1-e2").reason, null);
  assert.equal(ask(s, "en")("e1-e2").notation, null);
});

test("the messages' keys are in gameslib's key order in the locale files, and both files hold the same keys", () => {
  const leaves = (o, at = []) => Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? leaves(v, [...at, k]) : [[...at, k].join(".")]));
  assert.deepEqual(leaves(bundles.es), leaves(bundles.en));
  const sorted = (o) => {
    const keys = Object.keys(o);
    assert.deepEqual(keys, [...keys].sort(), `keys in order: ${keys}`);
    Object.values(o).filter((v) => typeof v === "object").forEach(sorted);
  };
  sorted(bundles.en);
  sorted(bundles.es);
});
