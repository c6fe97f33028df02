// Types of pacru/sync: the same exports and types as pacru (index.d.ts). In browsers and bundlers
// pacru/sync carries the engine inside its JavaScript modules, so loadSync() needs no options and
// fetches nothing; on Node.js it is pacru itself.
export * from "./index.js";
