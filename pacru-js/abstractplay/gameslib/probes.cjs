// Strings of the kinds gameslib's current class accepts though the rules forbid them (pacru's RULES.md
// §11), made from a legal move string: the random players of both classes never write them, so the
// proof tries them on purpose. Each probe: {kind, move}. Used by compare.cjs and record-games.cjs.
"use strict";

function probes(m) {
    const out = [];
    const paren = m.indexOf("(");
    if (paren < 0) {
        return out;
    }
    const head = m.slice(0, paren);
    const choices = m.slice(paren + 1, -1).split(",");
    if (/[<>]/.test(head)) {
        // a rotation naming too few markers, or one marker twice (D4, D5)
        out.push({ kind: "D4", move: `${head}(${choices.slice(0, -1).join(",")})` });
        if (choices.length > 1) {
            out.push({ kind: "D5", move: `${head}(${[...choices.slice(0, -1), choices[0]].join(",")})` });
        }
        return out;
    }
    // a move without its choices (D1), with its last choice left out (D1), with its choices in reverse (D7)
    out.push({ kind: "D1", move: head });
    if (choices.length > 1) {
        out.push({ kind: "D1", move: `${head}(${choices.slice(0, -1).join(",")})` });
        out.push({ kind: "D7", move: `${head}(${[...choices].reverse().join(",")})` });
    }
    return out;
}

module.exports = { probes };
