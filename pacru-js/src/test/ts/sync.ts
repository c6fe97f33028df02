// A TypeScript program using pacru/sync as a browser bundle would (the same exports and types as
// pacru): compiled with tsc --strict by the package test against the installed package, with
// Node.js's resolution (the "node" condition: pacru's own files) and a bundler's ("import":
// sync.d.ts), then run on Node.js.
import { isError, loadSync, supportsWasmGc, unwrap, PacruError, type Pacru, type Result, type LegalAnswer } from "pacru/sync";

const pacru: Pacru = loadSync();
const legal: Result<LegalAnswer> = pacru.legal({ players: 2 });
const moves: number = isError(legal) ? -1 : legal.moves.length;
let rule: string | undefined;
try {
  unwrap(pacru.apply({ action: "e1-e3" }));
} catch (e) {
  rule = e instanceof PacruError ? e.rule : undefined;
}
const js: Pacru = loadSync({ target: "js" });
console.log([typeof supportsWasmGc(), moves, rule, js.target].join(" "));
