// Adds this folder's locale keys (locales/<lang>.apgames.json, nested as in gameslib's files) to gameslib's
// locales/<lang>/apgames.json as text, so that the diff holds the new lines only:
//   node add-locale-keys.cjs FROM_DIR GAMESLIB_LOCALES_DIR
// Each key gameslib lacks goes into its object in key order: before the first sibling whose key sorts
// after it (as i18next-parser's `sort: true` orders a catalogue), indented as its siblings. A key gameslib
// already has is left as it is. A language folder gameslib lacks (es-US on gameslib b8c3115) gets a new
// file holding these keys only. Fails if the result is not the JSON expected, or if gameslib's English text
// of a key differs from this folder's (the English here is what pacru's tests check).
"use strict";
const fs = require("node:fs");
const path = require("node:path");

/**
 * The members of every object in a JSON text: for each object, by its path ("validation.pacru"), the
 * offset of its "{", of its "}" and of each member ({key, start: offset of the key's quote, end: offset
 * after its value}).
 */
function objects(text) {
    const found = new Map();
    let i = 0;
    const ws = () => {
        while (/\s/.test(text[i])) {
            i++;
        }
    };
    const string = () => {
        const start = i;
        i++;
        while (text[i] !== '"') {
            i += text[i] === "\\" ? 2 : 1;
        }
        i++;
        return JSON.parse(text.slice(start, i));
    };
    const value = (at) => {
        ws();
        if (text[i] === "{") {
            const object = { open: i, close: -1, members: [] };
            found.set(at.join("."), object);
            i++;
            ws();
            while (text[i] !== "}") {
                ws();
                const start = i;
                const key = string();
                ws();
                i++;  // :
                value([...at, key]);
                object.members.push({ key, start, end: i });
                ws();
                if (text[i] === ",") {
                    i++;
                    ws();
                }
            }
            object.close = i;
            i++;
        } else if (text[i] === "[") {
            i++;
            ws();
            while (text[i] !== "]") {
                value([...at, "[]"]);
                ws();
                if (text[i] === ",") {
                    i++;
                }
                ws();
            }
            i++;
        } else if (text[i] === '"') {
            string();
        } else {
            while (/[^,\]}\s]/.test(text[i])) {
                i++;
            }
        }
    };
    value([]);
    return found;
}

/** The leaves of a nested object as [path, value], in order. */
function leaves(object, at = []) {
    return Object.entries(object).flatMap(([k, v]) => (v !== null && typeof v === "object" ? leaves(v, [...at, k]) : [[[...at, k], v]]));
}

/** The indentation of the line holding offset `at`. */
function indentAt(text, at) {
    const line = text.lastIndexOf("\n", at) + 1;
    return /^[ \t]*/.exec(text.slice(line))[0];
}

/** Inserts the leaf `keyPath` = `val` into the JSON text, creating the objects on its path where missing. */
function insert(text, keyPath, val) {
    const found = objects(text);
    let depth = keyPath.length - 1;
    while (depth > 0 && !found.has(keyPath.slice(0, depth).join("."))) {
        depth--;
    }
    const parent = found.get(keyPath.slice(0, depth).join("."));
    const key = keyPath[depth];
    // the value: the leaf, or the objects still missing around it
    let member = val;
    for (let d = keyPath.length - 1; d > depth; d--) {
        member = { [keyPath[d]]: member };
    }
    const unit = parent.members.length > 0 ? indentAt(text, parent.members[0].start).length - indentAt(text, parent.open).length : 4;
    const pad = " ".repeat(indentAt(text, parent.open).length + Math.max(unit, 1));
    const json = JSON.stringify(member, null, Math.max(unit, 1)).replace(/\n/g, `\n${pad}`);
    const line = `${JSON.stringify(key)}: ${json}`;
    const next = parent.members.find((m) => m.key > key);
    if (next !== undefined) {
        return `${text.slice(0, next.start)}${line},\n${pad}${text.slice(next.start)}`;
    }
    if (parent.members.length === 0) {
        return `${text.slice(0, parent.open + 1)}\n${pad}${line}\n${indentAt(text, parent.open)}${text.slice(parent.close)}`;
    }
    const last = parent.members[parent.members.length - 1];
    return `${text.slice(0, last.end)},\n${pad}${line}${text.slice(last.end)}`;
}

const [from, to] = process.argv.slice(2);
for (const file of fs.readdirSync(from).filter((f) => f.endsWith(".apgames.json")).sort()) {
    const lang = file.slice(0, -".apgames.json".length);
    const target = path.join(to, lang, "apgames.json");
    const keys = JSON.parse(fs.readFileSync(path.join(from, file), "utf8"));
    const exists = fs.existsSync(target);
    let text = exists ? fs.readFileSync(target, "utf8") : "{}\n";
    const have = JSON.parse(text);
    const get = (object, keyPath) => keyPath.reduce((o, k) => (o !== null && typeof o === "object" ? o[k] : undefined), object);
    let added = 0;
    for (const [keyPath, val] of leaves(keys)) {
        const had = get(have, keyPath);
        if (lang === "en" && had !== undefined && had !== val) {
            // the English texts here are the ones pacru's tests check: they must be gameslib's
            throw new Error(`${target}: ${keyPath.join(".")} is ${JSON.stringify(had)} in gameslib, ${JSON.stringify(val)} here`);
        }
        if (had === undefined) {
            text = insert(text, keyPath, val);
            added++;
        }
    }
    const result = JSON.parse(text);
    for (const [keyPath, val] of leaves(keys)) {
        const expected = get(have, keyPath) ?? val;
        if (get(result, keyPath) !== expected) {
            throw new Error(`${target}: ${keyPath.join(".")} did not come out as expected`);
        }
    }
    if (added > 0) {
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, text);
    }
    console.log(`${target}: ${added} keys added${exists ? "" : " (a new file)"}`);
}
