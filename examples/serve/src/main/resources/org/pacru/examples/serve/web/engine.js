// pacru serve: the page's engine. Loads the npm package from pkg/ (WebAssembly GC where the browser
// has it, else the package's JavaScript build) and hands it to app.js as window.pacruEngine, a
// promise. A module script: a browser too old for ES modules skips it, and app.js then asks the
// server's JSON API instead (when there is a server).
import { load } from "./pkg/index.js";

window.pacruEngine = load();
// Settled by app.js, which reports a failure on the page; never an unhandled rejection here.
window.pacruEngine.catch(() => {});
