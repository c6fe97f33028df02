// host-lockfile.cjs DIR REGISTRY: prepares a checkout of gameslib, the front end or node-backend for a plain
// `npm install` from the local registry (prove-hosts.sh), changing only what GitHub's registry alone could serve:
//  - package-lock.json: each @abstractplay/* entry keeps its version, and loses GitHub's tarball URL and checksum
//    (`resolved`, `integrity`): npm fetches that version from the registry @abstractplay is pointed at. Its
//    dependencies become those of the package published there under that version (the patched gameslib's add
//    pacru), so npm installs what they add. Every other entry stays as it is (npm's default replace-registry-host
//    sends their registry.npmjs.org URLs to the configured registry, which proxies the public one).
//  - package.json: a devDependency whose version the public npm registry does not have is left out (gameslib's
//    `serverless` 3.40.0-19128fad, for deploying only; prove.sh leaves it out too), named.
//
// host-lockfile.cjs DIR --drop NAME: the lock file's entries of NAME go (prove-hosts.sh, when the registry answers 404
// for the version a lock file names: node-backend's names @aws-sdk/client-apigatewaymanagementapi 3.957.0, which the
// public npm registry does not have); npm resolves NAME again by the ranges that ask for it.
"use strict";
const fs = require("fs");
const path = require("path");

const [dir, arg, dropName] = process.argv.slice(2);
if (!dir || !arg || (arg === "--drop" && !dropName)) {
  console.error("usage: host-lockfile.cjs DIR REGISTRY | host-lockfile.cjs DIR --drop NAME");
  process.exit(2);
}
const lockFile = path.join(dir, "package-lock.json");
const readLock = () => JSON.parse(fs.readFileSync(lockFile, "utf8"));
const writeLock = (lock) => fs.writeFileSync(lockFile, JSON.stringify(lock, null, 2) + "\n");

if (arg === "--drop") {
  const lock = readLock();
  const gone = [];
  for (const key of Object.keys(lock.packages || {})) {
    if (key === `node_modules/${dropName}` || key.endsWith(`/node_modules/${dropName}`)) {
      gone.push(`${key} ${lock.packages[key].version}`);
      delete lock.packages[key];
    }
  }
  if (gone.length === 0) {
    console.error(`host-lockfile.cjs: package-lock.json has no entry of ${dropName}`);
    process.exit(1);
  }
  writeLock(lock);
  console.log(`package-lock.json: ${gone.join(", ")} left out: the registry has no such version (404); npm resolves ${dropName} again by the ranges asking for it`);
  process.exit(0);
}

const registry = arg.endsWith("/") ? arg : `${arg}/`;
// devDependencies only a private registry serves: name -> the versions (prove.sh leaves them out too)
const UNRESOLVABLE = { serverless: /^3\.40\.0-19128fad$/ };

(async () => {
  const pkgFile = path.join(dir, "package.json");
  const pkg = JSON.parse(fs.readFileSync(pkgFile, "utf8"));
  let pkgChanged = false;
  for (const [name, spec] of Object.entries(UNRESOLVABLE)) {
    const v = pkg.devDependencies && pkg.devDependencies[name];
    if (v !== undefined && spec.test(v)) {
      delete pkg.devDependencies[name];
      pkgChanged = true;
      console.log(`package.json: devDependency ${name}@${v} left out (the public npm registry has no such version; deploying only)`);
    }
  }
  if (pkgChanged) fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2) + "\n");

  if (!fs.existsSync(lockFile)) {
    console.log("no package-lock.json");
    return;
  }
  const lock = readLock();
  for (const [key, entry] of Object.entries(lock.packages || {})) {
    const m = /(?:^|\/)node_modules\/(@abstractplay\/[^/]+)$/.exec(key);
    if (!m) continue;
    const name = m[1];
    const url = `${registry}${name.replace("/", "%2f")}/${encodeURIComponent(entry.version)}`;
    const res = await fetch(url);
    if (!res.ok) {
      console.error(`host-lockfile.cjs: ${key}: the registry has no ${name}@${entry.version} (${url}: HTTP ${res.status})`);
      process.exit(1);
    }
    const manifest = await res.json();
    const before = Object.keys(entry.dependencies ?? {});
    for (const field of ["dependencies", "optionalDependencies", "peerDependencies"]) {
      if (manifest[field] && Object.keys(manifest[field]).length > 0) entry[field] = manifest[field];
      else delete entry[field];
    }
    delete entry.resolved;
    delete entry.integrity;
    const added = Object.keys(entry.dependencies ?? {}).filter((d) => !before.includes(d)).map((d) => `${d}@${entry.dependencies[d]}`);
    console.log(`package-lock.json: ${key} ${entry.version}: GitHub's tarball URL and checksum left out, fetched from the local registry` +
      (added.length ? `; its dependencies as published there add ${added.join(", ")}` : ""));
  }
  writeLock(lock);
})().catch((e) => {
  console.error(`host-lockfile.cjs: ${e.stack}`);
  process.exit(1);
});
