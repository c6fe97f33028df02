// A static file server on 127.0.0.1 for the hosts' proof (gameslib's playground, the front end's production build).
//
//   node serve.mjs ROOT PORT [--spa]   serves ROOT; --spa: a path that names no file gets index.html (as
//                                      `serve -s`, the front end's start-prod, and its CloudFront setup do)
// or, imported: serve(root, { port, spa }) -> { url, close() }.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
  ".eot": "application/vnd.ms-fontobject",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

export function contentType(file) {
  return TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

export function serve(root, { port = 0, spa = false } = {}) {
  root = path.resolve(root);
  const server = http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, "http://127.0.0.1").pathname);
    } catch {
      res.writeHead(400).end("bad path");
      return;
    }
    let file = path.join(root, pathname);
    if (!file.startsWith(root)) {
      res.writeHead(403).end("outside the root");
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    if (!fs.existsSync(file)) {
      if (spa && !path.extname(pathname)) file = path.join(root, "index.html");
      else {
        res.writeHead(404, { "content-type": "text/plain" }).end(`no ${pathname}`);
        return;
      }
    }
    const body = fs.readFileSync(file);
    res.writeHead(200, { "content-type": contentType(file), "content-length": body.length, "cache-control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const url = `http://127.0.0.1:${server.address().port}`;
      resolve({ url, close: () => new Promise((r) => { server.closeAllConnections(); server.close(() => r()); }) });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [root, port, flag] = process.argv.slice(2);
  if (!root || !port) {
    console.error("usage: serve.mjs ROOT PORT [--spa]");
    process.exit(2);
  }
  const { url } = await serve(root, { port: Number(port), spa: flag === "--spa" });
  console.log(`serving ${path.resolve(root)} at ${url}`);
}
