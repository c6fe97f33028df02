// pacru serve: the page's engine. Loads the npm package from pkg/ (WebAssembly GC where the browser
// has it, else the package's JavaScript build) as soon as the page starts, for js/api.js. Where the
// package's files cannot load, the promise is rejected with the reason, and the page asks the
// server's JSON API instead (when there is a server).

/** The package's loader, named by a variable: the type check does not look for pkg/ in the sources. */
const PACKAGE = "./pkg/index.js";

/** The loaded package. @type {Promise<import("./js/types.js").Engine>} */
export const loading = import(PACKAGE).then(
  (pkg) => pkg.load(),
  (e) => { throw new Error("the page's engine (engine.js) could not load the package " + PACKAGE + ": " + (e && e.message || e)); });
// Settled by js/api.js, which reports a failure on the page; never an unhandled rejection here.
loading.catch(() => {});
