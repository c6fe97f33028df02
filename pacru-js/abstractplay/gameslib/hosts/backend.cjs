// node-backend's own handlers play a game of Pacru on Node.js 24, AWS faked in memory (prove-hosts.sh H13):
//
//   node backend.cjs BACKEND [PLIES=400]
//
// BACKEND: a node-backend checkout, installed (npm install) and compiled (tsc: api/abstractplay.js next to its .ts).
// Runs itself twice, each a fresh Node.js process (a Lambda's cold start):
//  1. "cold": require of node-backend's api/abstractplay.js (gameslib with every game), then its first Pacru call,
//     GameFactory("pacru", 2) as its handlers call it (the engine loaded on first use), then a second, each timed;
//  2. "game": the handlers as API Gateway calls them (authQuery with the Cognito claims of a user): a challenge to a
//     game of Pacru accepted (challenge_response: acceptChallenge constructs the game and stores it), then
//     submit_move by the player to move, ply by ply (a move of pacru's random player on the stored state), each
//     answer checked (status 200, the stored game one ply on, the other player to move), until the game ends or
//     PLIES; a string the rules forbid is refused and changes nothing. The first handler call is the process's first
//     Pacru call: its time is the cold start's, through the handler.
// AWS (the "game" run only: the "cold" run calls no handler): the send() of every client class of the AWS SDK v3
// packages node-backend depends on is replaced: DynamoDB's document client by an in-memory table (Get, Put, Update with SET/ADD/REMOVE/DELETE, Delete, Query on
// the table's keys, BatchGet, BatchWrite, TransactWrite, Scan); SES, SQS, API Gateway and the rest answer {} and are
// counted. Nothing leaves the process.
"use strict";
const fs = require("fs");
const path = require("path");
const { execFileSync } = require("child_process");  // the two runs, each a fresh process

const [backendArg, pliesArg, mode] = process.argv.slice(2);
if (!backendArg) {
  console.error("usage: backend.cjs BACKEND [PLIES]");
  process.exit(2);
}
const backend = path.resolve(backendArg);
const maxPlies = Number(pliesArg ?? 400);
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const fmt = (x) => `${x.toFixed(1)} ms`;

if (mode === undefined) {
  // the parent: two cold processes, their output shown as it comes
  console.log(`node-backend ${backend} on Node.js ${process.version}`);
  let rc = 0;
  for (const m of ["cold", "game"]) {
    try {
      execFileSync(process.execPath, [__filename, backend, String(maxPlies), m], { stdio: "inherit", timeout: 600_000 });
    } catch (e) {
      rc = 1;
      console.log(`  FAIL the ${m} run: ${e.status !== null ? `exit ${e.status}` : e.signal}`);
    }
  }
  process.exit(rc);
}

// ---------------------------------------------------------------------------------------------------------------
// AWS in memory
const calls = new Map();
const count = (name) => calls.set(name, (calls.get(name) ?? 0) + 1);
const table = new Map();  // "pk\0sk" -> item
const keyOf = (k) => `${k.pk}\u0000${k.sk}`;
const clone = (v) => (v === undefined ? undefined : structuredClone(v));

function resolveName(token, names) {
  return token.startsWith("#") ? names[token] : token;
}
function pathParts(expr, names) {
  // a.b[0].#c -> ["a", "b", 0, "<#c>"]
  const parts = [];
  for (const seg of expr.trim().split(".")) {
    const m = /^([^[\]]+)((?:\[\d+\])*)$/.exec(seg.trim());
    if (!m) throw new Error(`fake DynamoDB: cannot read the path ${expr}`);
    parts.push(resolveName(m[1], names));
    for (const idx of m[2].matchAll(/\[(\d+)\]/g)) parts.push(Number(idx[1]));
  }
  return parts;
}
function getPath(item, parts) {
  let v = item;
  for (const p of parts) {
    if (v === undefined || v === null) return undefined;
    v = v[p];
  }
  return v;
}
function setPath(item, parts, value) {
  let v = item;
  for (let i = 0; i < parts.length - 1; i++) {
    if (v[parts[i]] === undefined || v[parts[i]] === null) v[parts[i]] = typeof parts[i + 1] === "number" ? [] : {};
    v = v[parts[i]];
  }
  v[parts[parts.length - 1]] = value;
}
function removePath(item, parts) {
  const parent = getPath(item, parts.slice(0, -1));
  if (parent === undefined || parent === null) return;
  const last = parts[parts.length - 1];
  if (Array.isArray(parent) && typeof last === "number") parent.splice(last, 1);
  else delete parent[last];
}
function splitTop(s, sep) {
  // splits at sep outside parentheses
  const out = [];
  let depth = 0;
  let cur = "";
  for (const ch of s) {
    if (ch === "(") depth++;
    if (ch === ")") depth--;
    if (ch === sep && depth === 0) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  if (cur.trim() !== "") out.push(cur);
  return out;
}
function operand(expr, item, names, values) {
  expr = expr.trim();
  let m = /^if_not_exists\s*\((.*)\)$/.exec(expr);
  if (m) {
    const [p, dflt] = splitTop(m[1], ",");
    const cur = getPath(item, pathParts(p, names));
    return cur !== undefined ? cur : operand(dflt, item, names, values);
  }
  m = /^list_append\s*\((.*)\)$/.exec(expr);
  if (m) {
    const [a, b] = splitTop(m[1], ",");
    return [...(operand(a, item, names, values) ?? []), ...(operand(b, item, names, values) ?? [])];
  }
  const plus = splitTop(expr, "+");
  if (plus.length === 2) return operand(plus[0], item, names, values) + operand(plus[1], item, names, values);
  const minus = splitTop(expr, "-");
  if (minus.length === 2) {
    return operand(minus[0], item, names, values) - operand(minus[1], item, names, values);
  }
  if (expr.startsWith(":")) {
    if (!(expr in values)) throw new Error(`fake DynamoDB: no value ${expr}`);
    return clone(values[expr]);
  }
  return clone(getPath(item, pathParts(expr, names)));
}
function applyUpdate(item, expression, names = {}, values = {}) {
  const clauses = [...expression.matchAll(/\b(SET|REMOVE|ADD|DELETE)\b([\s\S]*?)(?=\b(?:SET|REMOVE|ADD|DELETE)\b|$)/gi)];
  if (clauses.length === 0) throw new Error(`fake DynamoDB: cannot read the update ${expression}`);
  for (const [, kind, body] of clauses) {
    for (const action of splitTop(body, ",")) {
      const a = action.trim();
      if (a === "") continue;
      switch (kind.toUpperCase()) {
        case "SET": {
          const i = a.indexOf("=");
          setPath(item, pathParts(a.slice(0, i), names), operand(a.slice(i + 1), item, names, values));
          break;
        }
        case "REMOVE":
          removePath(item, pathParts(a, names));
          break;
        case "ADD": {
          const [p, v] = a.split(/\s+/);
          const parts = pathParts(p, names);
          const cur = getPath(item, parts);
          const add = clone(values[v]);
          if (add instanceof Set) setPath(item, parts, new Set([...(cur ?? []), ...add]));
          else setPath(item, parts, (cur ?? 0) + add);
          break;
        }
        case "DELETE": {
          const [p, v] = a.split(/\s+/);
          const parts = pathParts(p, names);
          const cur = getPath(item, parts);
          if (cur instanceof Set) {
            for (const x of values[v]) cur.delete(x);
            if (cur.size === 0) removePath(item, parts);
          }
          break;
        }
      }
    }
  }
}
function keyCondition(input) {
  // "#pk = :pk", "pk = :pk AND begins_with(sk, :p)", "... AND sk = :s", "... AND sk BETWEEN :a AND :b", "sk > :x"
  const names = input.ExpressionAttributeNames ?? {};
  const values = input.ExpressionAttributeValues ?? {};
  const expr = input.KeyConditionExpression ?? "";
  const tests = [];
  for (const part of expr.split(/\s+AND\s+(?![^(]*\))/i)) {
    let m = /^\s*begins_with\s*\(\s*([^,\s]+)\s*,\s*(:\w+)\s*\)\s*$/i.exec(part);
    if (m) {
      const [n, v] = [resolveName(m[1], names), values[m[2]]];
      tests.push((it) => typeof it[n] === "string" && it[n].startsWith(v));
      continue;
    }
    m = /^\s*([^\s=<>]+)\s*(=|<=|>=|<|>)\s*(:\w+)\s*$/.exec(part);
    if (m) {
      const [n, op, v] = [resolveName(m[1], names), m[2], values[m[3]]];
      tests.push((it) => ({ "=": it[n] === v, "<": it[n] < v, ">": it[n] > v, "<=": it[n] <= v, ">=": it[n] >= v }[op]));
      continue;
    }
    m = /^\s*([^\s]+)\s+BETWEEN\s+(:\w+)\s*$/i.exec(part);  // the AND of BETWEEN was split off: the rest follows
    if (m) throw new Error(`fake DynamoDB: BETWEEN is not faked (${expr})`);
    throw new Error(`fake DynamoDB: cannot read the key condition ${expr}`);
  }
  return (it) => tests.every((t) => t(it));
}

const docCommands = {
  GetCommand: (i) => ({ Item: clone(table.get(keyOf(i.Key))) }),
  PutCommand: (i) => {
    table.set(keyOf(i.Item), clone(i.Item));
    return {};
  },
  DeleteCommand: (i) => {
    const old = table.get(keyOf(i.Key));
    table.delete(keyOf(i.Key));
    return i.ReturnValues === "ALL_OLD" ? { Attributes: clone(old) } : {};
  },
  UpdateCommand: (i) => {
    const k = keyOf(i.Key);
    const item = table.get(k) ?? { ...clone(i.Key) };
    applyUpdate(item, i.UpdateExpression, i.ExpressionAttributeNames, i.ExpressionAttributeValues);
    table.set(k, item);
    return { Attributes: i.ReturnValues && i.ReturnValues !== "NONE" ? clone(item) : undefined };
  },
  QueryCommand: (i) => {
    if (i.IndexName) {
      count(`QueryCommand on index ${i.IndexName} (answered empty)`);
      return { Items: [], Count: 0 };
    }
    const test = keyCondition(i);
    const items = [...table.values()].filter(test).sort((a, b) => String(a.sk).localeCompare(String(b.sk)));
    if (i.ScanIndexForward === false) items.reverse();
    const limited = i.Limit ? items.slice(0, i.Limit) : items;
    return { Items: clone(limited), Count: limited.length };
  },
  ScanCommand: () => ({ Items: clone([...table.values()]), Count: table.size }),
  BatchGetCommand: (i) => {
    const Responses = {};
    for (const [t, req] of Object.entries(i.RequestItems)) {
      Responses[t] = req.Keys.map((k) => clone(table.get(keyOf(k)))).filter((x) => x !== undefined);
    }
    return { Responses, UnprocessedKeys: {} };
  },
  BatchWriteCommand: (i) => {
    for (const reqs of Object.values(i.RequestItems)) {
      for (const r of reqs) {
        if (r.PutRequest) table.set(keyOf(r.PutRequest.Item), clone(r.PutRequest.Item));
        if (r.DeleteRequest) table.delete(keyOf(r.DeleteRequest.Key));
      }
    }
    return { UnprocessedItems: {} };
  },
  TransactWriteCommand: (i) => {
    for (const t of i.TransactItems) {
      if (t.Put) docCommands.PutCommand(t.Put);
      if (t.Update) docCommands.UpdateCommand(t.Update);
      if (t.Delete) docCommands.DeleteCommand(t.Delete);
    }
    return {};
  },
};

async function fakeSend(command) {
  const client = this.constructor.name;
  const name = command.constructor.name;
  count(`${client}.${name}`);
  if (client === "DynamoDBDocumentClient") {
    const f = docCommands[name];
    if (!f) throw new Error(`fake DynamoDB: ${name} is not faked`);
    return f(command.input);
  }
  if (client === "DynamoDBClient") throw new Error(`fake DynamoDB: the low-level ${name} is not faked`);
  return { MessageId: "fake", $metadata: { httpStatusCode: 200 } };
}

function fakeAws() {
  // the AWS SDK v3 clients node-backend depends on (its package.json: @aws-sdk/client-*, @aws-sdk/lib-*): each class
  // *Client they export gets its own send(), in front of the one it inherits from Smithy's Client
  const pkg = JSON.parse(fs.readFileSync(path.join(backend, "package.json"), "utf8"));
  const names = Object.keys(pkg.dependencies ?? {}).filter((n) => /^@aws-sdk\/(client|lib)-/.test(n));
  const faked = [];
  for (const name of names) {
    const mod = require(require.resolve(name, { paths: [backend] }));
    for (const [exported, value] of Object.entries(mod)) {
      if (typeof value === "function" && /Client$/.test(exported) && typeof value.prototype?.send === "function") {
        Object.defineProperty(value.prototype, "send", { value: fakeSend, configurable: true, writable: true });
        if (!exported.startsWith("__")) faked.push(exported);  // __Client: Smithy's, which every client extends
      }
    }
  }
  if (!faked.includes("DynamoDBDocumentClient")) throw new Error("no DynamoDBDocumentClient among node-backend's AWS packages");
  return [...new Set(faked)];
}

// ---------------------------------------------------------------------------------------------------------------
const env = {
  ABSTRACT_PLAY_TABLE: "abstract-play-proof", AWS_REGION: "us-east-1", AWS_ACCESS_KEY_ID: "proof", AWS_SECRET_ACCESS_KEY: "proof",
  AWS_EC2_METADATA_DISABLED: "true", userpoolId: "us-east-1_proof", userpoolClient: "proof",
};
for (const [k, v] of Object.entries(env)) if (process.env[k] === undefined) process.env[k] = v;

let failed = 0;
const out = console.log.bind(console);  // the handlers' own logging is kept aside (quiet()), this is the proof's
const pass = (what, detail) => out(`  PASS ${what}${detail ? `: ${detail}` : ""}`);
const fail = (what, detail) => {
  failed++;
  out(`  FAIL ${what}${detail ? `: ${detail}` : ""}`);
};

// the handlers log every step to the console; kept aside, shown on failure
const logged = [];
const quiet = () => {
  for (const k of ["log", "info", "warn", "error", "debug"]) console[k] = (...a) => logged.push(`${k}: ${a.map(String).join(" ")}`.slice(0, 2000));
};

async function cold() {
  quiet();
  let t = process.hrtime.bigint();
  const api = require(path.join(backend, "api", "abstractplay.js"));
  const requireMs = ms(t);
  const gameslib = require(require.resolve("@abstractplay/gameslib", { paths: [backend] }));
  t = process.hrtime.bigint();
  const g1 = gameslib.GameFactory("pacru", 2);
  const firstMs = ms(t);
  t = process.hrtime.bigint();
  const g2 = gameslib.GameFactory("pacru", 2);
  const secondMs = ms(t);
  t = process.hrtime.bigint();
  const g3 = gameslib.GameFactory("pacru", g1.serialize());
  const loadMs = ms(t);
  out(`cold start (a fresh process): require of api/abstractplay.js (gameslib, every game) ${fmt(requireMs)}; ` +
    `the first GameFactory("pacru", 2) ${fmt(firstMs)} (the pacru engine loaded), the second ${fmt(secondMs)}, ` +
    `GameFactory("pacru", state) ${fmt(loadMs)}`);
  if (typeof api.authQuery !== "function") fail("api/abstractplay.js exports authQuery");
  if (!(g1 && g2 && g3 && g3.stack.length === 1)) fail("GameFactory(\"pacru\", …) constructs games");
  else pass("the cold start's first Pacru call", `${fmt(firstMs)} after a require of ${fmt(requireMs)}`);
}

async function game() {
  const faked = fakeAws();
  quiet();
  const t0 = process.hrtime.bigint();
  const api = require(path.join(backend, "api", "abstractplay.js"));
  const requireMs = ms(t0);
  const gameslib = require(require.resolve("@abstractplay/gameslib", { paths: [backend] }));
  const pacruVersion = require(require.resolve("pacru/package.json", { paths: [path.dirname(require.resolve("@abstractplay/gameslib", { paths: [backend] }))] })).version;
  out(`handlers: api/abstractplay.js loaded in ${fmt(requireMs)}; AWS faked in memory (${faked.join(", ")}); pacru ${pacruVersion}`);
  const users = [
    { id: "proof-player-1", name: "Ada" },
    { id: "proof-player-2", name: "Brook" },
  ];
  for (const u of users) {
    table.set(keyOf({ pk: "USER", sk: u.id }), { pk: "USER", sk: u.id, id: u.id, name: u.name, email: "", language: "en",
      settings: { all: { notifications: { gameStart: false, gameEnd: false, challenges: false, yourturn: false } } },
      games: [], challenges: {}, ratings: {} });
  }
  const challengeId = "proof-challenge-1";
  table.set(keyOf({ pk: "CHALLENGE", sk: challengeId }), {
    pk: "CHALLENGE", sk: challengeId, id: challengeId, metaGame: "pacru", numPlayers: 2, standing: false, seating: "s1",
    variants: [], challenger: users[0], challengees: [users[1]], players: [users[0]],
    clockStart: 72, clockInc: 24, clockMax: 240, clockHard: false, rated: false, noExplore: false, comment: "",
  });
  const call = async (user, query, pars) => {
    const t = process.hrtime.bigint();
    const res = await api.authQuery({ body: { query, pars }, cognitoPoolClaims: { sub: user.id, email: "", email_verified: true } });
    return { res, ms: ms(t) };
  };
  const gameItem = () => [...table.values()].find((it) => it.pk === "GAME");
  const hydrated = (item) => {
    const { hydrateGameState } = require(path.join(backend, "lib", "gameState.js"));
    return hydrateGameState(clone(item));
  };

  // the challenge accepted: acceptChallenge constructs the game (the process's first Pacru call)
  const accepted = await call(users[1], "challenge_response", { response: true, id: challengeId, metaGame: "pacru", standing: false, comment: "" });
  const item0 = gameItem();
  if (!(accepted.res && accepted.res.statusCode === 200 && item0)) {
    fail("challenge_response (accept) starts a game of Pacru", `${JSON.stringify(accepted.res)?.slice(0, 300)}; the handler's log:\n${logged.slice(-30).join("\n")}`);
    return;
  }
  const g0 = hydrated(item0);
  const e0 = gameslib.GameFactory("pacru", g0.state);
  pass("challenge_response (accept) starts a game of Pacru", `${fmt(accepted.ms)} (the first Pacru call of the process, through the handler); ` +
    `stored ${item0.sk}, ${e0.numplayers} players, ${e0.stack.length} stack entry, toMove ${item0.toMove}`);

  // submit_move, ply by ply, by the player to move
  const times = [];
  let plies = 0;
  let refusedChecked = false;
  for (; plies < maxPlies; plies++) {
    const item = gameItem();
    const g = hydrated(item);
    const engine = gameslib.GameFactory("pacru", g.state);
    if (engine.gameover) break;
    const mover = g.players[Number(g.toMove)];
    if (!refusedChecked && plies === 3) {
      // a string the rules forbid: a step with its choices left out (RULES.md §11 D1), or a malformed one
      let bad = "e1-e20";
      for (let k = 0; k < 200; k++) {
        const m = /^([a-i][1-9]-[a-i][1-9])\(/.exec(engine.randomMove());
        if (m) { bad = m[1]; break; }
      }
      const r = await call({ id: mover.id }, "submit_move", { id: g.id, move: bad, draw: "", metaGame: "pacru", cbit: 0 });
      const after = hydrated(gameItem());
      const body = String(r.res?.body ?? "");
      if (r.res?.statusCode !== 200 && after.state === g.state) pass(`submit_move refuses ${bad}`, `status ${r.res?.statusCode}: ${body.slice(0, 200)}`);
      else fail(`submit_move refuses ${bad}`, `status ${r.res?.statusCode}, the stored game ${after.state === g.state ? "unchanged" : "CHANGED"}`);
      refusedChecked = true;
    }
    const move = engine.randomMove();
    const r = await call({ id: mover.id }, "submit_move", { id: g.id, move, draw: "", metaGame: "pacru", cbit: 0 });
    times.push(r.ms);
    // the stored game one move on (or more: the automatic passes of eliminated players), the move its last or before
    const next = hydrated(gameItem());
    const ne = gameslib.GameFactory("pacru", next.state);
    const ok = r.res?.statusCode === 200 && ne.stack.length > engine.stack.length
      && ne.stack.slice(engine.stack.length).some((e) => e.lastmove === move);
    if (!ok) {
      fail(`submit_move ${move} (ply ${plies + 1})`, `status ${r.res?.statusCode}, stack ${engine.stack.length} -> ${ne.stack.length}: ${String(r.res?.body ?? "").slice(0, 300)}\n${logged.slice(-20).join("\n")}`);
      break;
    }
    if (/#1#/.test(next.sk)) {  // the game ended: its record moved to pacru#1#…
      plies++;
      break;
    }
  }
  const final = hydrated(gameItem());
  const ended = /#1#/.test(final.sk) ? final : null;
  const fe = gameslib.GameFactory("pacru", final.state);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
  if (failed === 0) {
    pass(`submit_move played ${plies} plies`, `${ended ? `the game ended (winner ${JSON.stringify(final.winner)}), stored as ${ended.sk}` : `the game goes on`}, ${final.numMoves} moves stored; ` +
      `engine: ${fe.stack.length} stack entries, gameover ${fe.gameover}`);
    out(`  submit_move handler times: first ${fmt(times[0])}, median ${fmt(median)}, max ${fmt(sorted[sorted.length - 1])} over ${times.length} calls`);
  }
  const aws = [...calls.entries()].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ×${v}`).join(", ");
  out(`  AWS calls answered in memory: ${aws}`);
}

(async () => {
  try {
    if (mode === "cold") await cold();
    else await game();
  } catch (e) {
    fail(`the ${mode} run`, `${e.stack}\n${logged.slice(-30).join("\n")}`);
  }
  out(`${mode}: ${failed === 0 ? "passed" : `${failed} checks failed`}`);
  process.exit(failed === 0 ? 0 : 1);
})();
