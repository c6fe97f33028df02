// What the Node tests share: the package under test, the JVM's answers, the lines of the vectors.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const packageDir = process.env.PACRU_PACKAGE_DIR;
export const jvmDir = process.env.PACRU_JVM_DIR;
export const workDir = process.env.PACRU_WORK_DIR;
export const conformanceDir = process.env.PACRU_CONFORMANCE_DIR;
if (!packageDir || !jvmDir || !conformanceDir || !workDir) {
  throw new Error("run through NodeTest (mvn verify -pl pacru-js -am), which sets PACRU_PACKAGE_DIR, PACRU_JVM_DIR, PACRU_WORK_DIR and PACRU_CONFORMANCE_DIR");
}

/** The package's loader, as built into target/npm/pacru. */
export async function loadPackage(options) {
  const { load } = await import(pathToFileURL(join(packageDir, "index.mjs")).href);
  return load(options);
}

/** The lines of a text file, without a last empty one. */
export function lines(path) {
  const text = readFileSync(path, "utf8");
  const all = text.split("\n");
  return all[all.length - 1] === "" ? all.slice(0, -1) : all;
}

/** The vector files, sorted by name, as the JVM read them. */
export function vectorFiles() {
  return readdirSync(conformanceDir).filter((f) => f.endsWith(".tsv")).sort();
}

/** The ruleset of a vector file: legal-standard.tsv is standard. */
export function ruleset(file) {
  return file.slice(file.indexOf("-") + 1, file.lastIndexOf("."));
}

/** Calls and fails on an error answer, naming the request. */
export function call(pacru, name, request) {
  const answer = pacru[name](request);
  if ("error" in answer) {
    throw new Error(`${name} ${JSON.stringify(request)}: ${JSON.stringify(answer)}`);
  }
  return answer;
}

export function outcome(o) {
  return o === null ? "*" : `${o.winner} ${o.reason}`;
}
