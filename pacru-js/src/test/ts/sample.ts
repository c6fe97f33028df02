// A TypeScript program using the pacru package: compiled with tsc --strict by the package test.
import { isError, load, type LegalAnswer, type Pacru, type Result, type Step } from "pacru";

async function main(): Promise<void> {
  const pacru: Pacru = await load();
  // load({ target }) with a target that may be undefined, under exactOptionalPropertyTypes
  const wanted: "wasm" | "js" | undefined = pacru.target === "wasm" ? undefined : "js";
  if ((await load({ target: wanted })).target !== pacru.target) {
    throw new Error("load({ target: undefined }) chose another build");
  }
  const legal: Result<LegalAnswer> = pacru.legal({ players: 2 });
  if (isError(legal)) {
    throw new Error(legal.error.message);
  }
  const first: string | undefined = legal.moves[0];
  if (first === undefined) {
    throw new Error("no legal move");
  }
  const checked = pacru.check({ position: legal.position, action: "e1-e3" });
  const rule: string = isError(checked) ? checked.error.code : checked.violation?.rule ?? "legal";
  const applied = pacru.apply({ position: legal.position, action: first });
  const after: string = isError(applied) ? applied.error.message : applied.position;
  const events: string[] = isError(applied) ? [] : applied.events.map((e) => `${e.type}: ${e.text}`);
  const move = pacru.move({ position: after, player: "mcts:100", seed: 7 });
  const action: string = isError(move) ? move.error.code : `${move.action} (${move.search?.iterations ?? 0} iterations)`;
  const built = pacru.build({ steps: ["e1"] });
  const steps: readonly Step[] = isError(built) ? [] : built.next;
  const explained = pacru.explain({ action: "e1-e3", lang: "es" });
  const facts: number = isError(explained) ? 0 : explained.facts.length;
  const german = pacru.check({ action: "e1-e3", lang: "de" });
  const note: string = isError(german) ? german.error.code : german.lang?.message ?? "";
  const picture = pacru.svg({ position: after, marks: { e1: "start" }, interactive: true });
  const svg: number = isError(picture) ? 0 : picture.svg.length;
  const set = pacru.setup({ players: 2, chevrons: { e5: "AN", e6: "BS" } });
  const setUp: string = isError(set) ? set.error.code : set.valid ? set.position : set.problems.map((p) => p.rule).join();
  const recorded = pacru.record({ tree: { shapes: ["Re4"], plies: [{ action: first, glyphs: [1], comment: "a start" }] } });
  const record: string = isError(recorded) ? recorded.error.code : recorded.record;
  if (!record.startsWith("[Format \"2\"]")) {
    throw new Error("record: " + record);
  }
  const info = pacru.info();
  const strengths: string = isError(info) ? "" : info.computerPlayers.join(" ");
  console.log([pacru.target, legal.moves.length, first, rule, after, action, events.length, steps.length, facts, svg,
    setUp, strengths, note].join("\n"));
}

await main();
