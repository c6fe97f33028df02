// A TypeScript program using the pacru package: compiled with tsc --strict by the package test.
import { load, type ApiError, type LegalAnswer, type Pacru, type Result } from "pacru";

function isError<T extends object>(answer: Result<T>): answer is ApiError {
  return "error" in answer;
}

async function main(): Promise<void> {
  const pacru: Pacru = await load();
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
  const next = pacru.next({ position: legal.position, action: first });
  const after: string = isError(next) ? next.error.message : next.position;
  const choice = pacru.choose({ position: after, player: "random", seed: 7 });
  const action: string = isError(choice) ? choice.error.code : choice.action;
  console.log([pacru.target, legal.moves.length, first, rule, after, action].join("\n"));
}

await main();
