/* eslint-disable @typescript-eslint/no-unused-expressions */

// Pacru on the pacru engine. gameslib's five Pacru tests, kept where the rules agree and changed where
// the earlier class accepted a string the rules forbid (pacru's RULES.md §11, D1–D7: now refused, naming
// the rule); the two stored games of the earlier tests load and continue; every D1–D7 kind is refused
// with a UserFacingError; edge rotations get buffer strips.
import "mocha";
import { expect } from "chai";
import { PacruGame } from '../../src/games';
import type {CellContents, playerid} from "../../src/games/pacru";
import { PacruGraph } from "../../src/games/pacru/graph";
import { UserFacingError } from "../../src/common";
import { addResource } from "../../src";
import i18next from "i18next";
import { loadSync } from "pacru";
import { boardOf, playerOf, MESSAGE_KEYS } from "pacru/abstractplay-translate";
import pako from "pako";

const old2PStart = (): PacruGame => {
    const g = new PacruGame(2);
    // adjust starting position to pre-change
    const oldp: [string, CellContents][] = [
        ["a9", {chevron: {owner: 1, facing: "SE"}}],
        ["c9", {chevron: {owner: 2, facing: "S"}}],
        ["g9", {chevron: {owner: 1, facing: "S"}}],
        ["a5", {chevron: {owner: 2, facing: "E"}}],
        ["i5", {chevron: {owner: 1, facing: "W"}}],
        ["c1", {chevron: {owner: 2, facing: "N"}}],
        ["g1", {chevron: {owner: 1, facing: "N"}}],
        ["i1", {chevron: {owner: 2, facing: "NW"}}],
    ];
    g.board.clear();
    for (const [cell, contents] of oldp) {
        g.board.set(cell, contents);
    }
    return g;
}

/** A game at a pacru position (pacru's NOTATION.md §3), set up through the translation layer. */
const atPosition = (position: string): PacruGame => {
    const view = loadSync().abstractplay({op: "board", position});
    if ("error" in view) {
        throw new Error(view.error.message);
    }
    const g = new PacruGame(view.players);
    g.board = boardOf(view.cells) as Map<string, CellContents>;
    g.currplayer = playerOf(view.toMove) as playerid;
    return g;
};

const snapshot = (g: PacruGame): string => JSON.stringify([g.serialize(), [...g.board.entries()], g.currplayer, g.results, g.lastmove, g.gameover, g.winner]);

describe("Pacru", () => {
    // the client messages in English, as gameslib's backend loads them
    before(() => {
        addResource("en");
    });
    after(() => {
        i18next.removeResourceBundle("en", "apgames");
        i18next.removeResourceBundle("en", "apresults");
    });

    it ("Side effects detected", () => {
        const graph = new PacruGraph();
        let g = old2PStart();
        let effects = g.getSideEffects("g9", "f8");
        expect(effects.size).equal(1);
        expect(effects.has("blChange")).to.be.true;
        for (const cell of graph.ctr2cells("e8")) {
            if (cell === "f8") {
                g.board.set("f8", {tile: 1});
            } else {
                g.board.set(cell, {tile: 2});
            }
        }
        effects = g.getSideEffects("g9", "f8");
        expect(effects.size).equal(1);
        expect(effects.has("blTransform")).to.be.true;
        for (const cell of graph.ctr2cells("e8")) {
            g.board.delete(cell);
        }
        g.board.set("e7", {tile: 1});
        g.board.set("i9", {tile: 1});
        g.board.set("i8", {tile: 1});
        g.board.set("g9", {tile: 1, chevron: {owner: 1, facing: "S"}});
        expect(g.baseMoves().includes("g9-e7")).to.be.true;
        effects = g.getSideEffects("g9", "e7");
        expect(effects.size).equal(2);
        expect(effects.has("blChange")).to.be.true;
        expect(effects.has("connChange")).to.be.true;
        expect(g.board.has("f8")).to.be.false;
        g.executeMove("g9-e7(*)");
        const contents = g.board.get("f8");
        expect(contents).to.not.be.undefined;
        expect(contents!.tile).equal(1);

        // check that blChange is triggered after pincer, too
        g = old2PStart();
        g.board.set("d9", {chevron: {owner: 1, facing: "S"}});
        for (const cell of ["i9", "i8", "i7", "e9", "e8", "e7"]) {
            g.board.set(cell, {tile: 1});
        }
        g.board.set("d6", {chevron: {owner: 2, facing: "S"}});
        expect(g.baseMoves().includes("d9xd6")).to.be.true;
        effects = g.getSideEffects("d9", "d6", true);
        expect(effects.size).equal(1);
        expect(effects.has("blChange")).to.be.true;

        // check that blTransform is caught correctly after pincer
        g = old2PStart();
        g.board.set("d9", {chevron: {owner: 1, facing: "S"}});
        for (const cell of ["i9", "i8", "i7", "e9", "e8", "e7"]) {
            g.board.set(cell, {tile: 1});
        }
        for (const cell of graph.ctr2cells("e5")) {
            if (cell === "d6") {
                g.board.set("d6", {tile: 2, chevron: {owner: 2, facing: "S"}});
            } else {
                g.board.set(cell, {tile: 2});
            }
        }
        expect(g.baseMoves().includes("d9xd6")).to.be.true;
        effects = g.getSideEffects("d9", "d6", true);
        expect(effects.size).equal(1);
        expect(effects.has("blTransform")).to.be.true;

        // blChange triggers even when you move into last neutral cell
        g = old2PStart();
        for (const cell of graph.ctr2cells("e8")) {
            if (cell !== "f8") {
                g.board.set(cell, {tile: 2});
            }
        }
        expect(g.baseMoves().includes("g9-f8")).to.be.true;
        effects = g.getSideEffects("g9", "f8");
        expect(effects.size).equal(1);
        expect(effects.has("blChange")).to.be.true;
        const results = g.validateMove("g9-f8(f8)");
        expect(results.valid).to.be.true;
        expect(results.complete).equal(1);
    });

    it ("Pincers detected and executed correctly", () => {
        const g = old2PStart();
        g.board.set("e9", {chevron: {owner: 1, facing: "S"}});
        g.board.set("i9", {tile: 1});
        g.board.set("i8", {tile: 1});
        g.board.set("d9", {tile: 1});
        g.board.set("d8", {tile: 1});
        g.board.set("e7", {chevron: {owner: 2, facing: "S"}});
        expect(g.baseMoves().includes("e9xe7")).to.be.true;
        expect(g.baseMoves().includes("g9xe7")).to.be.true;
        g.executeMove("e9xe7");
        const contents = g.board.get("e7");
        expect(contents).to.not.be.undefined;
        expect(contents?.tile).equal(1);
        expect(contents?.chevron).to.not.be.undefined;
        expect(contents?.chevron?.owner).equal(1);
    });

    it ("Meetings detected", () => {
        // not enough enemy tiles
        const graph = new PacruGraph();
        let g = old2PStart();
        g.board.set("g9", {tile: 1, chevron: {owner: 1, facing: "S"}});
        g.board.set("g8", {tile: 1});
        g.board.set("g7", {tile: 1, chevron: {owner: 1, facing: "N"}});
        g.executeMove("g9-g8");
        expect(g.isMeeting("g8")).to.be.false;

        // enough enemy tiles: the meeting's bonus field must be named (R6.2; the earlier class
        // executed the move without it, RULES.md §11 D1)
        g = old2PStart();
        g.board.set("g9", {tile: 1, chevron: {owner: 1, facing: "S"}});
        g.board.set("g8", {tile: 1});
        g.board.set("g7", {tile: 1, chevron: {owner: 1, facing: "N"}});
        for (const cell of graph.ctr2cells("e5")) {
            g.board.set(cell, {tile: 2});
        }
        expect(() => g.executeMove("g9-g8")).to.throw(/R9\.2|R6\.2/);
        let results = g.validateMove("g9-g8(e5)");
        expect(results.valid).to.be.true;
        expect(results.complete).equal(1);
        g.executeMove("g9-g8(e5)");
        expect(g.isMeeting("g8")).to.be.true;
        expect(g.board.get("e5")?.tile).equal(1);

        // `to` doesn't have a tile
        g = old2PStart();
        g.board.set("g9", {tile: 1, chevron: {owner: 1, facing: "S"}});
        g.board.set("g7", {tile: 1, chevron: {owner: 1, facing: "N"}});
        for (const cell of graph.ctr2cells("e5")) {
            g.board.set(cell, {tile: 2});
        }
        g.executeMove("g9-g8");
        expect(g.isMeeting("g8")).to.be.false;

        // Meeting detected after placing a marker after blChange (a stored game)
        g = new PacruGame(bugstate2);
        results = g.validateMove("h3-f3(f3)");
        expect(results.valid).to.be.true;
        expect(results.complete).equal(-1);
    });

    it("Cell validation edge cases", () => {
        // combination capture + blChange + meeting
        const graph = new PacruGraph();
        const g = old2PStart();
        for (const cell of graph.ctr2cells("b5")) {
            g.board.set(cell, {tile: 2});
        }
        g.board.set("d3", {chevron: {owner: 1, facing: "N"}});
        g.board.set("e3", {chevron: {owner: 1, facing: "N"}});
        g.board.set("e4", {chevron: {owner: 2, facing: "N"}});
        g.board.set("e5", {tile: 1, chevron: {owner: 1, facing: "S"}});
        g.board.set("i8", {tile: 1});
        const result = g.validateMove("e3xe4(e6, i9)");
        expect(result.valid).to.be.true;
        expect(result.complete).equal(1);
        // each wrong choice is refused, naming the rule: the first claim outside the borderland, the
        // field just captured, an occupied field, too many fields, a field of your own
        for (const [m, rule] of [["e3xe4(e7, i9)", "R4.4"], ["e3xe4(e4, i9)", "R4.4"], ["e3xe4(e6, g9)", "R6.2"],
            ["e3xe4(e6, i9, i8)", "NOTATION"], ["e3xe4(e6, i8)", "R6.2"]]) {
            const r = g.validateMove(m);
            expect(r.valid, m).to.be.false;
            expect(r.message, m).to.include(rule === "NOTATION" ? "is not a Pacru move as written" : `breaks rule ${rule} of Pacru`);
        }
    });

    it("Connection change bug", () => {
        const g = new PacruGame(bugstate);
        const results = g.validateMove("f7-i4(*)");
        expect(results.valid).to.be.true;
        expect(results.complete).equal(1);
        g.move("f7-i4(*)");
        expect(g.board.get("i4")?.chevron?.owner).equal(1);
    });

    it("Stored games (base64 of gzipped JSON) load, serialize the same way, and continue", () => {
        for (const stored of [bugstate, bugstate2]) {
            const g = new PacruGame(stored);
            const again = new PacruGame(g.serialize());
            expect(again.stack.length).equal(g.stack.length);
            expect([...again.board.entries()]).deep.equal([...g.board.entries()]);
            expect(g.serialize().startsWith("{")).to.be.false;
            const m = g.randomMove();
            g.move(m);
            expect(g.stack.length).to.be.greaterThan(again.stack.length);
        }
    });

    // pacru's RULES.md §11: strings the earlier class accepted, now refused with the rule (UserFacingError)
    const S = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
    const C3 = "a.AN2cc1c1/1cccCSWac1cc/2c5c/1.CWc4.CSE1/2.AW1ac3/c1ac2ccc/1c1c3c1/b3cbcc1/1c2c1.AS1c C 3";
    const defects: [string, string, string, string][] = [
        ["D1", S, "a3-b4", "R9.2"],
        ["D2", ".CSW1c1dc3/.BNWdb3a2/.BW4c2.BE/4d2d1/1d1d2c1a/1db2d3/1b2c4/a1b.CSE1cCW3/ddc5c C 4", "d2-e2(e2)", "R6.1"],
        ["D3", "b1bbabb1b/3aabab1/bbbaaa3/1bbb1bba1/2b1bbb2/aaBSWa1aASEabbb/3aBNWaaaAEaAWa/b1bb2abb/a.BNEbASW1aabaANWb A 2", "h1-f3(d2,a3)", "R4.4"],
        ["D4", C3, "d8>(e9,f9,h9)", "R7.1"],
        ["D5", S, "e1-e20", "NOTATION"],
        ["D6", "6b2/2.ANW6/8aAE/3b1aa.BSE1/1b2.BSE2a1/3.BWaaANW1b1/3b.ANW4/4a2a1/5.BE3 A 2", "f4-f6(a1)", "R4.5"],
        ["D7", "bbbbbabBS1a/baa1baba1/1babbb3/baaababBNEba/1b1baAWab2/abab1b1b.AW/a2babBEbba/b.BE1a1ab1a/aaba1baba B 2", "g6-g8(*,g7)", "R6.2"],
    ];
    for (const [defect, position, m, rule] of defects) {
        it(`RULES.md §11 ${defect}: '${m}' is refused with ${rule} as a UserFacingError, and the game is unchanged`, () => {
            const g = atPosition(position);
            const before = snapshot(g);
            const v = g.validateMove(m);
            expect(v.valid === true && v.complete === 1, v.message).to.be.false;
            let thrown: unknown;
            try {
                g.move(m);
            } catch (e) {
                thrown = e;
            }
            expect(thrown).to.be.instanceOf(UserFacingError);
            // the rule once, in the player's words (malformed text: where it goes wrong)
            const client = (thrown as UserFacingError).client;
            expect(client).to.include(rule === "NOTATION" ? `${m} is not a Pacru move as written` : `${m} breaks rule ${rule} of Pacru: `);
            expect(client).to.not.match(/RULES\.md|Abstract Play/);
            expect(snapshot(g)).equal(before);
        });
    }

    it("A refusal in Spanish (es-US, where the front end reads Spanish): gameslib's key, pacru's Spanish reason, the rule once", () => {
        addResource("es-US");
        try {
            const g = new PacruGame(2);
            let thrown: unknown;
            try {
                g.move("a3-b4");
            } catch (e) {
                thrown = e;
            }
            expect(thrown).to.be.instanceOf(UserFacingError);
            const client = (thrown as UserFacingError).client;
            expect(client).to.match(/^a3-b4 infringe la regla R9\.2 de Pacru: el cruce de frontera a la zona fronteriza con centro en b5/);
            expect(client.match(/R9\.2/g)).to.have.length(1);
        } finally {
            void i18next.changeLanguage("en");
            i18next.removeResourceBundle("es-US", "apgames");
            i18next.removeResourceBundle("es-US", "apresults");
        }
    });

    // Every message a player can read from validateMove, move and handleClick, in English and Spanish.
    const ENGLISH = /\b(the|of|is|not|field|fields|chevron|chevrons|marker|markers|borderland|names|expected|found|breaks|rule|character|and|or|to|an|at|one|end|turn|holds|may|move|moves)\b/i;
    const messagesOf = (): [string, string, string][] => {
        const made: [string, string, string][] = [];  // [what, message, key]
        const keyOf = (text: string): string => {
            for (const key of MESSAGE_KEYS) {
                // the key whose text, values aside, the message is
                const pattern = (i18next.t(`apgames:${key}`, {interpolation: {escapeValue: false}}) as string)
                    .split(/\{\{\w+\}\}/).map(p => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^]*");
                if (new RegExp(`^${pattern}$`).test(text)) {
                    return key;
                }
            }
            return "?";
        };
        const add = (what: string, text: string) => made.push([what, text, keyOf(text)]);
        const refused = (g: PacruGame, m: string): string => {
            try {
                g.move(m);
            } catch (e) {
                return (e as UserFacingError).client;
            }
            throw new Error(`${m} was not refused`);
        };
        const s = new PacruGame(2);
        add("validateMove('')", s.validateMove("").message);
        for (const m of ["e1", "e1-e2", "a3-b4", "a3-b4(c6", "e1-e2(", "e1*", "c9", "c9*", "a7", "a7*", "e1-e20", "zz", "e1-e5", "c9-c8", "a3-b4(a1)", "e1-", "e1-d2(*"]) {
            add(`validateMove('${m}')`, s.validateMove(m).message);
        }
        for (const m of ["e1", "a3-b4", "a3-b4(c6", "e1-e2(", "c9", "a7", "e1-e20", "e1-e5", "pass"]) {
            add(`move('${m}')`, refused(s, m));
        }
        const t = atPosition("4.BS3.ASW/9/.BE7.BW/9/aaaa5/9/.AN7.AW/9/.BNE3.AN4 A 2");
        for (const m of ["a3*", "a3>", "a3>(b5"]) {
            add(`validateMove('${m}') with markers to relinquish`, t.validateMove(m).message);
        }
        add("a click at 135° while reorienting", t.handleClick("a3*", 7, 1).message);
        // A's chevron on a1 faces SW, off the board, and A has no tiles to turn it with: nothing starts there
        add("validateMove('a1') with a chevron that cannot move or turn",
            atPosition("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.ASW3.BN4 A 2").validateMove("a1").message);
        // e1-e4 crosses into the borderland centred on e5, which has no neutral field: it converts (R4.4b)
        add("validateMove('e1-e4') into a borderland without neutral fields",
            atPosition("4.BS3.ASW/9/.BE7.BW/3bbb3/3bbb3/3bab3/.AE2aaa2.AW/3aaa3/.BNE2a.ANa3 A 2").validateMove("e1-e4").message);
        add("a click off the board", t.handleClick("a3", -1, -1).message);
        const over = new PacruGame(2);
        over.gameover = true;
        add("a finished game", over.validateMove("e1").message);
        add("move in a finished game", refused(over, "e1-e2"));
        // each kind of choice a move brings (SELECT_CELL_*): a borderland's neutral field to mark, an
        // opposing marker to convert (the borderland centred on e5 has no neutral field), a crossing or
        // the connection, the meeting's bonus after them, the connection alone
        const d3 = "b1bbabb1b/3aabab1/bbbaaa3/1bbb1bba1/2b1bbb2/aaBSWa1aASEabbb/3aBNWaaaAEaAWa/b1bb2abb/a.BNEbASW1aabaANWb A 2";
        for (const [position, m] of [["", "a3-b4"], ["4.BS3.ASW/9/.BE7.BW/3bbb3/3bbb3/3bab3/.AE2aaa2.AW/3aaa3/.BNE2a.ANa3 A 2", "e1-e4"],
            [d3, "e4-g2"], [d3, "e4-g2(*,"], ["6.CNc1/.BW6.CE.AE/9/3c5/3.CSE.BNE4/c2b5/2.AW1b4/1b1a1aANW3/a2.BSEb4 A 3", "f2-d2"]]) {
            const g = position === "" ? new PacruGame(2) : atPosition(position);
            add(`validateMove('${m}')`, g.validateMove(m).message);
        }
        return made;
    };
    for (const lang of ["en", "es-US"]) {
        it(`Every message of validateMove, move and handleClick in ${lang}: every key, no RULES.md, no Abstract Play, no rule ID or move twice${lang === "en" ? "" : ", no English"}`, () => {
            addResource(lang);
            try {
                const made = messagesOf();
                const keys = new Set(made.map(([, , key]) => key));
                expect(MESSAGE_KEYS.filter(k => !keys.has(k)), "keys never made").to.deep.equal([]);
                for (const [what, text, key] of made) {
                    const about = `${lang} ${what}: ${text}`;
                    expect(key, about).to.not.equal("?");
                    expect(text, about).to.not.match(/RULES\.md|Abstract Play|§\s*11|\bD[1-7]\b|\{\{|undefined|null/);
                    const rules = text.match(/\bR\d+(\.\d+)?[a-z]?\b/g) ?? [];
                    expect(new Set(rules).size, `a rule ID twice: ${about}`).to.equal(rules.length);
                    if (lang !== "en") {
                        expect(text.replace(/\bPacru\b/g, ""), `English inside Spanish: ${about}`).to.not.match(ENGLISH);
                    }
                }
            } finally {
                void i18next.changeLanguage("en");
                if (lang !== "en") {
                    i18next.removeResourceBundle(lang, "apgames");
                    i18next.removeResourceBundle(lang, "apresults");
                }
            }
        });
    }

    it("Typing a move: no meeting is announced while none can occur", () => {
        const g = new PacruGame(2);
        for (const m of ["e1-e2(", "a3-b4(", "a3-b4(c6"]) {
            const v = g.validateMove(m);
            expect(v.message, m).to.not.include("meeting");
        }
        expect(g.validateMove("a3-b4(").message).to.include("Borderland change");
    });

    it("Reorienting a chevron of another player, or an empty cell, says so; an own chevron without tiles to relinquish cannot turn", () => {
        const g = new PacruGame(2);
        expect(g.validateMove("a7*").message).to.equal("The chevron on a7 is not yours. Select one of your chevrons.");
        expect(g.validateMove("c9*").message).to.equal("There is no chevron on c9. Select one of your chevrons.");
        expect(g.validateMove("a3*").message).to.include("Your chevron on a3 cannot be reoriented (rule R7.1)");
    });

    it("Games stored by the earlier engine (version 20250205) load and continue; new entries are of version 20261207", () => {
        expect(PacruGame.gameinfo.version).to.equal("20261207");
        const g = new PacruGame(bugstate);
        expect(g.stack.every(e => e._version === "20250205")).to.be.true;
        g.move(g.randomMove());
        expect(g.stack[g.stack.length - 1]._version).to.equal("20261207");
        const again = new PacruGame(g.serialize());
        expect(again.stack.map(e => e._version)).to.deep.equal(g.stack.map(e => e._version));
        // a version neither wrote is refused, naming it
        const state = JSON.parse(pako.ungzip(Buffer.from(bugstate, "base64"), {to: "string"}));
        state.stack[0]._version = "20990101";
        expect(() => new PacruGame(JSON.stringify(state))).to.throw(/20990101/);
    });

    it("A chevron on the edge being reoriented: buffer strips and highlights make its turns clickable", () => {
        // A's chevron on a3 faces N; with four unoccupied markers of A it may turn 45° or 90° either way
        // (R7.1), and 90° to the left faces the west edge
        const g = atPosition("4.BS3.ASW/9/.BE7.BW/9/aaaa5/9/.AN7.AW/9/.BNE3.AN4 A 2");
        g.move("a3*", {partial: true});
        const rep = g.render();
        const board = rep.board as {buffer?: {show?: string[]}};
        expect(board.buffer?.show).to.include("W");
        const annotations = (rep.annotations ?? []) as {type: string, targets: unknown[]}[];
        expect(annotations.some(a => a.type === "enter" && a.targets.length > 0)).to.be.true;
        // a click on the west buffer strip (column -1, row 6) turns the chevron toward the west edge
        const click = g.handleClick("a3*", -1, -1, "-1,6");
        expect(click.valid, click.message).to.be.true;
        expect(click.move).equal("a3<<");
    });
});

const bugstate = `H4sIAAAAAAAAA+2dS2/jNhDHv4tOamEKEh96Hfa2x/bSBQo0CBYi9bDQxA4cZxdFkO9e0onpyLbEccR4/SCQQyRTEk39/kPODEk/e01xX3m591CIxZM38WZP9w93xX/V4tHL8cT7USzaYraUBze3k1XZ+Y9q4eV1cfdYTbyf7WymDtWHj8tC/Cv/ffa+yyKP7Xwmb4tDzEIcMnnn74vq8elufavvy/a+kpfcP7yVQiFGEf4WpTmjOYuDJAv/kVeJp8XitUJeHk08Pi8WpZc/e2WxLL7996Cq/kfx4Kma3j3Jo5sbr8i8ybMnptWPharDszf/OXu7vC5EO2vkNX999V5ebic3nugpjN8XfivbQG78VrZg5vuu69D2lH1/37/X9Y3M9/1zXd+estGesi3kvqtK3L68TADv+Nlbvr6ee0mM/KhezO/lkWpDbzmX/9Wpp270VkrcFe29/OjntFqo4zLzXgyYpDllQcroNiayynfF43L1XPVAVKd+mf3m/WJ6LpcIWVi+THOrrQuXq1ZbtneyxaOxQAkNVDkIVJUAgGJpQBO2x+68A0pkqEz9KvkUoBwkPZCoMz2X430NKV+3vhyPZUxV/JWxKjVSlOVRHJAsHjZLdYqq1BF0IEF2oVBnAEha6PXKDUBmM5TlOA4ykg6boVIClDiARgPUYWICJuk43BS6c+OG8VCWh2EesoAk0bDhKTLEMyg3DgWLKMiyHCDErxawYRobBsEmCcIkGzY3BUOcAbFxKNhEQZWF6nAcNlxbGwGyNlnAEsMwh2dIQK2NwwaCzQEmuc87tWxtuLY2AmJtokh2UnjY2nCGhLM2FrEBo6DKHsfavHPcsyHHvTaMmF+hAox8lOOe+TXYcT9vsPZhtO9tH4G9A0xWnXS0MZIwbZhKNkhYDCAM04Bhg08mGCqZX8eOsOMStkWNqughzMUWQ0WV9vRLQ6hoRRWh5gh2laISGipyRPUTZZWSgdCT5RjAKsrzmjGJBzMmFMAbZUESG1y9KkF17JfUWbFe5mzzBGYYzJwqSy3atXKTt0sG0ywQq8fCAOOdNEvX6pUZqhP/9+uAEEKYCdQNI6dMoe7ZLY3xVJu/cjmNIOSlAYsMCb42QtPojLBzJG2++RTQxhb65FZ7FlNzrxtJ8IIkNIzyWobkvWDUOZJOiCRVlgLyaxawUy3zht3gULAxO7SRisMxvANl1xTWMZrGfgN2aK8IzDOCThWO4V+zsekPr2zaCtkGYimjOMAZGbaUU4oaZylPEMiPM6bOAHC2YEKn2oS2g35MY86ARTkO92XAuiZ0GqM28Rvw/ENH7PGIHUGhcvcSwJvSwGcWjWqjjWo9GNiuIOMAzIKMJoZJtBTVzK/cOOAsIB4Dpvp6AJ9WhzGquFP3kUEm7VZVkMECIUEU71sl8D6MxFB1uYMFR2IviepMjzHf9R9HumUbbM0TICS2LAjZzgSIrenBElvoBAiH7YlhO4ZEVRgaUxyZV9KDiIoM5pUIgGkaBpgZsuMVRRXxS3K5g4jr4/qA8LekzKyBdVMQi6PlqjMNxIwyC3BoGA9XaqKHw/hiMP44mgOug217TTTG2IgxVuFdnJosMkHyXg7jC8F4BJqqLAaIwEYSQ89naenQuKM1u4B4tdQuNcz7rBPUUr8Fz2c5GdIdxZ9Jsao7PdiujAxwYD1VHg+xL8xjbpxjHJB4h/2t8AdGAvvi/Mbcjv3D2f8AzvIqAVCMnsJic1y+WRQrBlMxhXkBgBRDGrDdHUPw9pJZkfgFeAHAyYvBAf7JgKszPU2wN81eWF2+oDsLDukOCAsYNS1QwIgTR/9V0W+VaHmGA5xlGzsFbZJBYnCyk4D4CSQN0tQ045ghEfvicvyESxDI2UGvntUzEWZv2krQzrNGLsXVMSI+6FsDFurinGKpGcNaEU4Qp75gTjNOM9sVGyMDJTlAzmz9+l+XmFryS4QOUPHBjgewt4YUURakkSHZKxLEY587EV2iiE5JF+pqwMO1pjnrPHxk36TzzaDeh7EgYzszgbd6HwrfJsKJ5ppF0xGCaU2JboRfJxahpymLwV0tuTk2RvKQBiHbGcht9UExEqnPXWzsSuR0AgpRDwWE89dkcKuxNb1slJuT6WSVTDetlRIR4tBkulOEU4R1RagzgFC3jdic2OxyMrh3E2APFKJ21kmIIXUjUrV3U5lCu6cPC8zElH7PToSXK8Ixwpqsk9S2eqpOGNwspjSIkp3Zi9H2NlWr8aUT0rUK6fREMuDi7bgUhwpqvmir2dLr/LjEVsNuurDHQizauhVVdwaCOiiW8v/IVJgfVJgdUFi91HeFjbaAxgGNjdvsfPniF8mEyz82gSe/Ps0uDGzW7uzCoQH8kZo/UT33hUr42GlEJGdJQKkh5yVixA+ZRuSk4qRikAqHNNS+TNvoZFero/Lt4CqwxjwFiaqN5AkxdDgtRS3xG/CMVKeeY6nn4pShvmDPvI1OVddNSDoPH5nt2iSRzTEQqvbST03rJ3mCOHQfWKeaq1aNVSGo6gB+ZcnCUI5vhnLmFDHNIxKEkWFbPR7Df7fEieb0RHOmOtARE8CTRm5opTNZjTmTRdWWVRkxZLKmEWo+PZN1AppxOjgpHagnHSl/1bub9Xwm77h8H2abeO1sVTLyDtrlWkqNBBk2LUk6bJfrk11Y7dTm1Na/XZ1eyFQPxhgqUAeWyA7M8PNRDUY18SvsZOVkdXxZ1YesFalw50tJod2+/A+kyHw9lX8AAA==`;
const bugstate2 = `H4sIAAAAAAAAA+2cyW7jOBCG34UnzcAkxEWb73OcvnQDA0wQBNQujJfAdhI0DL/7kEnMxJtYaslO0ubNsimaJr/6q4pFeY0qOS3QGN3LbPGARmj2ML2fyJ/FYonGbIQe5aKRs5W6uLkdPbedPxYLNC7lZFmM0FMzm+lL/eFyJbP/1Ms1ulNNls18prplPgt85geq57tFsXyYbLu6WzXTQt0yvX9thX2GqfjB6JgHYxqQ0I//VXdlD4vFy4DQmI5QOpeLHI3XKJcr+ePnvR763/Ie6ZFOHtTVzQ2SHI3WKKuLx4UewxrNn2avt5cya2aVuucvtNncjm5QQe1tv722bQD9/rNtm9jbft82ltHxxuzYgE90/L7t9+0gAP2aMZyYiPdtvz0P4nazGQHWeI1WL8szVcSoj8rFfKqu9OKg1Vy9SjnatIMQ8DGlhAfhPghqUBO5XD33rLvEqe4VwoZb787rrRqnUIvqyQbdsiEZhA1G4iQ5IhLv2aBY9eXY6MQGeLn1eBmAo/5opEY2MpBscJLwAzR2ZSPlOHOy0VU2oMut2mYXUg1mVAOEhiCJOPAoe6rBsHRodEQDvNyj0yHawKqRGdXIFRoj0yqbyGaqPnqqi4W+LiDgMEqCOGjXlIzjnHsF/8PB01FXoECotnmX+P657aqZqPmmw8WuUrThpD+148SJiIRFhziWwpPC4dQRpx6I6F8g3t5RvZ9dpvT0vnBVxxByAiLiA3J2hahJsOrrY6m5RhDUTXreYcbSU40ik0mHrWoUApjiCaGRb1GjCKehJ8OPVqOrZEWnZSHgd5sIK3w3nL6oFSYxLyGJuWDE51G7QBUUl9DE3MFxXjjUO+WJvG7HVodI1oQJodpFK4BwprJ8YRMtgWXo/QnVrN8MtUtyBMUajpr+hmBAGSvNTkHF2uCrKAS+mNCQtotcyXDFvIo6+j4NfXtAqXcqAI/br6zokOlkaLQwatXCCIBjwAjn3KKFIZaRJyOH42Wc6qCsmYTqcnnpcwb5kpeCEFTuOD4o2u4qYh3jOrpi/L48UdqETswf3Z/rnkmH2RXJIbsiQUSixLKvXyQ4h+6KdNofc0Rdhig9fycEnB0IeD/8KhMs1pDqQKA3UCw5b8VwDS0rXS9+nxkp3TFgAofIlHPjfLPW6DBLrHSKsU8Js0WHeYyzyMuSc0SHjtB+hMKh04VYwGQbnLNkwAS7NgWyprVAVtu3pBWzgrDEoqg1x43wavCWtGP2csz2wVBPv+iAfB3u/LyhCitaW09TnNrDUkVxQMLAlpdHOEvOs0d5TRBfkFCrvWx/Vh+K9RTGQ6qz4bpu3Xuv7ccXFNcxEcxyGqaOcB16Nfj4ggO7BexPDeuxrzhmcXs8627EgMqdvW0ZtCp3DomZKSURPdjg31XuLMF54uUuZv5Ywj8LvXoluljeAGlibYoIdXvIbS+oCn1sOmCWpy3qENfCBStfm3gIzlCr6E68/qZgZzQ9z8+9BTb2OoWiPCExPfZw2fvzc9F56hQO298J25Z840Czesq8OTdTt55kb+xHF8SYMxKHlqdjaoFr7jVnObrgjODcRvAhhAP3KU0ZdsizFG+5bQVxAVyQ8DDQofvZa+VcwNXT/+tE66m8kHcw++4lbc17Qd4hJn5iO8bBcUm93HmHq7ePHsyrtiXgEQEzTfmQDqMyDqNsLa+WkK0iQYnvs3Z3UkW4jLzyLFtFzmS+tsn0MQN9exeLG7Le23AEPyOjzEQQP7B4lobDz8g47B32v4Y9MLAbIDTLTUmibC1JFCA/E5AosfiZPMFlh2Kys6HL29CnNxCwkXc+oT2Q48mN4wH8dYPQz+oEtqNEOccF+D8/3huCbcPRwO5sxdnKB9hKaiqEKaQGGPiEMouPSUOcBpe1FYf/1eKv5y0ArNprsHa7+R89pMJu1VIAAA==`;

