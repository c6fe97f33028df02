// A local npm registry for the hosts' proof: Verdaccio on loopback, its storage in a folder of the proof.
//
//   node registry.mjs start TOOLS DIR   starts Verdaccio (TOOLS/node_modules/.bin/verdaccio) on 127.0.0.1 and a
//                                       free port, registers one user, writes DIR/npmrc (registry and token) and
//                                       DIR/url, prints the registry's URL
//   node registry.mjs stop DIR          ends the Verdaccio this script started (DIR/pid)
//
// The packages the proof publishes — pacru and @abstractplay/* — are served from this registry only (never
// proxied: a name the public registry also has cannot shadow them); every other package is proxied from
// https://registry.npmjs.org/ (override with NPM_UPLINK), where nothing can be published. Published packages
// live in DIR/storage/local and are removed at every start, so a run publishes the same versions again; the
// proxied packages' cache, DIR/storage/*, is kept between runs.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const [command, ...args] = process.argv.slice(2);

function fail(message) {
  console.error(`registry.mjs: ${message}`);
  process.exit(1);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, ms, log) {
  const end = Date.now() + ms;
  let last = "no answer";
  while (Date.now() < end) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (e) {
      last = e.cause?.code ?? e.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  fail(`Verdaccio did not answer ${url} within ${ms / 1000} s (${last}); its log, ${log}:\n` +
    (fs.existsSync(log) ? fs.readFileSync(log, "utf8").slice(-4000) : "(none)"));
}

function config(dir, port) {
  const uplink = process.env.NPM_UPLINK || "https://registry.npmjs.org/";
  const ours = `    access: $all
    publish: $authenticated
    unpublish: $authenticated
    storage: local
`;
  return `# written by registry.mjs: loopback only, our packages local, everything else from ${uplink}
storage: ${JSON.stringify(path.join(dir, "storage"))}
listen: 127.0.0.1:${port}
web:
  enable: false
auth:
  htpasswd:
    file: ${JSON.stringify(path.join(dir, "htpasswd"))}
    max_users: 1
uplinks:
  npmjs:
    url: ${JSON.stringify(uplink)}
    timeout: 120s
    max_fails: 5
packages:
  'pacru':
${ours}  '@abstractplay/*':
${ours}  '**':
    access: $all
    publish: no-one-publishes-here
    proxy: npmjs
max_body_size: 500mb
# JSON web tokens: a request's token is checked by its signature (a legacy token is a password, bcrypt-checked on
# every request: 0.2 to 1.3 s each, measured, which made an install of the front end take minutes)
security:
  api:
    legacy: false
    jwt:
      sign:
        expiresIn: 7d
server:
  keepAliveTimeout: 60
middlewares:
  audit:
    enabled: false
log:
  type: stdout
  format: pretty
  level: warn
`;
}

async function start(tools, dir) {
  const bin = path.join(tools, "node_modules", ".bin", "verdaccio");
  if (!fs.existsSync(bin)) fail(`no Verdaccio at ${bin}`);
  fs.mkdirSync(dir, { recursive: true });
  const pidFile = path.join(dir, "pid");
  if (fs.existsSync(pidFile)) await stop(dir);
  // the packages of the previous run, and its user, go
  fs.rmSync(path.join(dir, "storage", "local"), { recursive: true, force: true });
  fs.rmSync(path.join(dir, "storage", ".verdaccio-db.json"), { force: true });  // its list of published packages
  fs.rmSync(path.join(dir, "htpasswd"), { force: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  fs.writeFileSync(path.join(dir, "config.yaml"), config(dir, port));
  const log = path.join(dir, "verdaccio.log");
  const out = fs.openSync(log, "w");
  const child = spawn(process.execPath, [bin, "--config", path.join(dir, "config.yaml")], {
    detached: true,
    stdio: ["ignore", out, out],
  });
  child.unref();
  fs.writeFileSync(pidFile, String(child.pid));
  await waitFor(`${url}-/ping`, 90_000, log);

  // one user, registered as `npm adduser` does; its token publishes
  const user = "pacru-proof";
  const password = randomBytes(18).toString("base64url");
  const res = await fetch(`${url}-/user/org.couchdb.user:${user}`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ _id: `org.couchdb.user:${user}`, name: user, password, type: "user", roles: [] }),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok || !body.token) fail(`registering the user failed: HTTP ${res.status} ${JSON.stringify(body)}`);
  const hostPath = url.replace(/^http:/, "");
  fs.writeFileSync(path.join(dir, "npmrc"),
    `registry=${url}\n${hostPath}:_authToken=${body.token}\naudit=false\nfund=false\nupdate-notifier=false\n`);
  fs.writeFileSync(path.join(dir, "url"), url);
  console.log(url);
}

async function stop(dir) {
  const pidFile = path.join(dir, "pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8"));
  fs.rmSync(pidFile);
  try {
    process.kill(-pid, "SIGTERM");  // its process group: spawned detached, it leads one
  } catch {
    return;  // already ended
  }
  for (let i = 0; i < 40; i++) {
    await new Promise((r) => setTimeout(r, 250));
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
  }
  try { process.kill(-pid, "SIGKILL"); } catch { /* ended meanwhile */ }
}

if (command === "start" && args.length === 2) await start(path.resolve(args[0]), path.resolve(args[1]));
else if (command === "stop" && args.length === 1) await stop(path.resolve(args[0]));
else fail("usage: registry.mjs start TOOLS DIR | registry.mjs stop DIR");
