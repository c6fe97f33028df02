// Adds this folder's new locale keys (locales/<lang>.apgames.json: {"validation": {"pacru": {...}}}) to
// gameslib's locales/<lang>/apgames.json as text, so that the diff holds the new lines only:
//   node add-locale-keys.cjs FROM_DIR GAMESLIB_LOCALES_DIR
// A key gameslib already has is left as it is. Fails if the result is not the JSON expected.
"use strict";
const fs = require("node:fs");
const path = require("node:path");

const [from, to] = process.argv.slice(2);
for (const file of fs.readdirSync(from).filter((f) => f.endsWith(".apgames.json")).sort()) {
    const lang = file.slice(0, -".apgames.json".length);
    const target = path.join(to, lang, "apgames.json");
    const keys = JSON.parse(fs.readFileSync(path.join(from, file), "utf8")).validation.pacru;
    let text = fs.readFileSync(target, "utf8");
    const json = JSON.parse(text);
    const have = json.validation?.pacru ?? {};
    const add = Object.entries(keys).filter(([k]) => !(k in have));
    if (add.length === 0) {
        continue;
    }
    const lines = (indent) => add.map(([k, v]) => `${indent}${JSON.stringify(k)}: ${JSON.stringify(v)},`).join("\n");
    if (json.validation?.pacru !== undefined) {
        // after the line opening "pacru" inside "validation" (4 and 8 spaces, as gameslib writes them)
        const v = text.indexOf('\n    "validation": {');
        const p = text.indexOf('\n        "pacru": {', v);
        if (v < 0 || p < 0) {
            throw new Error(`${target}: no "validation" / "pacru" block where expected`);
        }
        const eol = text.indexOf("\n", p + 1);
        text = `${text.slice(0, eol + 1)}${lines("            ")}\n${text.slice(eol + 1)}`;
    } else if (json.validation === undefined) {
        const body = add.map(([k, v]) => `            ${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(",\n");
        const end = text.lastIndexOf("}");
        const before = text.slice(0, end).replace(/\s*$/, "");
        text = `${before},\n    "validation": {\n        "pacru": {\n${body}\n        }\n    }\n}\n`;
    } else {
        const v = text.indexOf('\n    "validation": {');
        const eol = text.indexOf("\n", v + 1);
        const body = add.map(([k, val]) => `            ${JSON.stringify(k)}: ${JSON.stringify(val)}`).join(",\n");
        text = `${text.slice(0, eol + 1)}        "pacru": {\n${body}\n        },\n${text.slice(eol + 1)}`;
    }
    const result = JSON.parse(text);
    for (const [k, val] of Object.entries(keys)) {
        if (result.validation.pacru[k] !== (have[k] ?? val)) {
            throw new Error(`${target}: ${k} did not come out as expected`);
        }
    }
    fs.writeFileSync(target, text);
    console.log(`${target}: ${add.length} keys added`);
}
