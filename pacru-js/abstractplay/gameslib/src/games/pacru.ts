// Pacru on the pacru engine (https://github.com/pacru/pacru): every rule decision is the engine's, under
// its `abstractplay` ruleset (pacru's RULES.md R10); this class translates between gameslib's state and
// pacru's through pacru's own translation layer (pacru/abstractplay-translate, the one copy that
// pacru/abstractplay uses too) and presents the answers through gameslib's i18next keys. Strings the
// earlier class accepted in error (pacru's RULES.md §11, D1–D7) are refused, naming the rule.
import { GameBase, IAPGameState, IClickResult, IIndividualState, IScores, IStatus, IValidationResult } from "./_base";
import { APGamesInformation } from "../schemas/gameinfo";
import { APRenderRep, RowCol } from "@abstractplay/renderer/build/schemas/schema";
import { APMoveResult } from "../schemas/moveresults";
import { dir2deg, Direction, replacer, UserFacingError } from "../common";
import i18next from "i18next";
import { Glyph } from "@abstractplay/renderer";
import { load, loadSync, type Pacru } from "pacru/sync";
import * as tr from "pacru/abstractplay-translate";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const Buffer = require('buffer/').Buffer  // note: the trailing slash is important!
import pako, { Data } from "pako";
// eslint-disable-next-line @typescript-eslint/no-require-imports
const deepclone = require("rfdc/default");

export type playerid = 1|2|3|4;
export type Chevron = {
    owner: playerid;
    facing: Direction;
};
export type CellContents = {
    tile?: playerid;
    chevron?: Chevron;
};

// what a move brings about besides moving (pacru's R4.4, R4.5); meetings (R6) are asked of isMeeting
export type SideEffect = "blChange"|"blTransform"|"connChange";

export interface IMoveState extends IIndividualState {
    currplayer: playerid;
    board: Map<string, CellContents>;
    lastmove?: string;
};

export interface IPacruState extends IAPGameState {
    winner: playerid[];
    stack: Array<IMoveState>;
};

/**
 * The pacru engine, loaded synchronously on first use in every host, with nothing for the host to call:
 * pacru/sync reads the package's files in Node.js and, in a browser bundle, carries the engine inside its
 * JavaScript (WebAssembly GC where the browser has it, else pacru's JavaScript build). A host may load it
 * ahead of the first game with `await PacruGame.ready()`.
 */
let loaded: Pacru | undefined;
const engine = (): Pacru => {
    if (loaded === undefined) {
        try {
            loaded = loadSync();
        } catch (e) {
            throw new Error(`The Pacru engine cannot be loaded here: ${(e as Error).message}`);
        }
    }
    return loaded;
};

const utf8 = new TextDecoder();

/** The state versions this class reads: the earlier engine's and its own (the same state). */
const VERSIONS = ["20250205", "20261207"];

/** An engine call that must answer; an error answer (a position pacru does not accept, R1.5, R8.5) throws. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ask = (name: keyof Pacru, request: object): any => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const answer = (engine()[name] as any)(request);
    if (answer !== null && typeof answer === "object" && "error" in answer) {
        throw new Error(`Pacru: ${answer.error.message}`);
    }
    return answer;
};

/**
 * The engine's answers for move strings, by position, string and language: a click asks about the same
 * string several times (handleClick, validateMove, move(partial), render), and the engine's answer for a
 * position and a string never changes.
 */
const answers = new Map<string, tr.MoveAnswer>();
const ANSWERS_KEPT = 64;

/** A message of the class, an i18next key of the apgames namespace with its values, in the player's language. */
const say = ({key, values}: {key: string, values: Record<string, unknown>}): string =>
    // move strings and pacru's sentences hold ">" and "<" (rotations): shown as written, not escaped
    i18next.t(`apgames:${key}`, {...values, interpolation: {escapeValue: false}}) as string;

type EngineEvent = { type: string; fields?: string[] };

export class PacruGame extends GameBase {
    public static readonly gameinfo: APGamesInformation = {
        name: "Pacru",
        uid: "pacru",
        playercounts: [2,3,4],
        // 20261207: every rule decision is pacru's (RULES.md §11: strings the earlier engine accepted in
        // error are refused); the state is the same, and games stored by 20250205 load and continue
        version: "20261207",
        dateAdded: "2025-02-19",
        // i18next.t("apgames:descriptions.pacru")
        description: "apgames:descriptions.pacru",
        // i18next.t("apgames:notes.pacru")
        notes: "apgames:notes.pacru",
        urls: ["https://boardgamegeek.com/boardgame/6803/pacru", "https://github.com/pacru/pacru"],
        bggid: "6803",
        people: [
            {
                type: "designer",
                name: "Mike Wellman",
                urls: ["http://www.pacru.com/"],
            },
            {
                type: "coder",
                name: "Aaron Dalton (Perlkönig)",
                urls: [],
                apid: "124dd3ce-b309-4d14-9c8e-856e56241dfe",
            },
            {
                type: "coder",
                name: "pacru (the reference rules library)",
                urls: ["https://github.com/pacru/pacru"],
            },
        ],
        categories: ["goal>area", "mechanic>place", "mechanic>move", "mechanic>convert", "mechanic>capture", "board>shape>rect", "board>connect>rect", "components>special", "other>2+players"],
        flags: ["no-moves", "custom-randomization"]
    };

    /** Loads the pacru engine ahead of the first game, asynchronously, once (optional: the first game loads it synchronously). */
    public static async ready(options?: {target?: "wasm"|"js"}): Promise<void> {
        if (loaded === undefined) {
            loaded = await load(options);
        }
    }

    public static coords2algebraic(x: number, y: number): string {
        return GameBase.coords2algebraic(x, y, 9);
    }
    public static algebraic2coords(cell: string): [number, number] {
        return GameBase.algebraic2coords(cell, 9);
    }

    public numplayers = 2;
    public currplayer: playerid = 1;
    public board!: Map<string, CellContents>;
    public gameover = false;
    public winner: playerid[] = [];
    public variants: string[] = [];
    public stack!: Array<IMoveState>;
    public results: Array<APMoveResult> = [];
    private highlights: string[] = [];
    private buffers: Direction[] = [];
    /** The engine's events of the last action executed on this object, for isMeeting. */
    private lastEvents: EngineEvent[] = [];

    constructor(state: IPacruState | string | number, variants?: string[]) {
        super();
        if (typeof state === "number") {
            if (state !== 2 && state !== 3 && state !== 4) {
                throw new Error(`A game of Pacru has 2, 3 or 4 players (R1.5), not ${state}.`);
            }
            this.numplayers = state;
            if (variants !== undefined) {
                this.variants = [...variants];
            }
            const start = ask("abstractplay", {op: "board", players: state});
            const fresh: IMoveState = {
                _version: PacruGame.gameinfo.version,
                _results: [],
                _timestamp: new Date(),
                currplayer: 1,
                board: tr.boardOf(start.cells) as Map<string, CellContents>,
            };
            this.stack = [fresh];
        } else {
            if (typeof state === "string") {
                // is the state a raw JSON obj, or a b64 encoded gzip; read as gameslib's reviver reads it
                // (its Maps and Sets), without a reviver call for every value (loading a stored game: most of its time)
                if (state.startsWith("{")) {
                    state = tr.parseJson(state) as IPacruState;
                } else {
                    const decoded = Buffer.from(state, "base64") as Data;
                    state = tr.parseJson(utf8.decode(pako.ungzip(decoded))) as IPacruState;
                }
            }
            if (state.game !== PacruGame.gameinfo.uid) {
                throw new Error(`The Pacru engine cannot process a game of '${state.game}'.`);
            }
            // the last stack entry, which play goes on from, is read whole and must be a position pacru accepts
            // (R1.5, R8.5): one engine call for one position; the others are checked for their version, player
            // to move and board, and kept as stored (as the earlier class kept them), so that loading a long game
            // costs what loading a short one does. Past moves are not re-judged.
            const checked = tr.checkState(engine(), state, {versions: VERSIONS, entries: "last"});
            this.numplayers = checked.numplayers;
            this.gameover = checked.gameover;
            this.winner = checked.winner;
            this.variants = checked.variants;
            this.stack = checked.stack as IMoveState[];
        }
        this.load();
    }

    // eslint-disable-next-line @typescript-eslint/no-unused-vars
    public serialize(opts?: {strip?: boolean, player?: number}): string {
        const json = JSON.stringify(this.state(), replacer);
        const compressed = pako.gzip(json);

        return Buffer.from(compressed).toString("base64") as string;
    }

    public load(idx = -1): PacruGame {
        if (idx < 0) {
            idx += this.stack.length;
        }
        if ( (idx < 0) || (idx >= this.stack.length) ) {
            throw new Error("Could not load the requested state from the stack.");
        }

        const state = this.stack[idx];
        this.currplayer = state.currplayer;
        this.board = tr.copyBoard(state.board) as Map<string, CellContents>;
        this.lastmove = state.lastmove;
        this.results = [...state._results];
        this.highlights = [];
        this.buffers = [];
        this.lastEvents = [];
        return this;
    }

    /** pacru's position (NOTATION.md §3) of the board, with `player` (default: the player to move) to move. */
    private position(player?: playerid): string {
        return tr.positionOf(this.board, player ?? this.currplayer, this.numplayers);
    }

    /** The engine's answer for an Abstract Play move string, whole or partial, in this position, its reasons in the player's language. */
    private askMove(m: string, player?: playerid): tr.MoveAnswer {
        const position = this.position(player);
        const lang = tr.playerLanguage(i18next.language);
        const key = `${position}\n${m}\n${lang}`;
        let answer = answers.get(key);
        if (answer === undefined) {
            answer = ask("abstractplay", {op: "move", position, move: m, lang}) as tr.MoveAnswer;
            if (answers.size >= ANSWERS_KEPT) {
                answers.delete(answers.keys().next().value as string);
            }
            answers.set(key, answer);
        }
        return answer;
    }

    // pacru's random player: a uniformly random legal action, rotations included
    public randomMove(): string {
        const seed = Math.floor(Math.random() * 2 ** 31);
        return ask("move", {position: this.position(), ruleset: tr.RULESET, player: "random", seed}).action as string;
    }

    // The moves without their choices, from the engine: "e1-e2", "d9xd6".
    public baseMoves(player?: playerid): string[] {
        return [...ask("abstractplay", {op: "board", position: this.position(player)}).baseMoves as string[]];
    }

    // How far the chevron on `cell` may move (R3.2), as the engine's Range fact states it.
    public calcMvPower(cell: string): number {
        const contents = this.board.get(cell);
        if (contents === undefined || contents.chevron === undefined) {
            throw new Error(`No chevron at ${cell}`);
        }
        const position = this.position(contents.chevron.owner);
        const [x, y] = PacruGame.algebraic2coords(cell);
        for (const [dx, dy] of [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]]) {
            const to = tr.cellAt(y + dy, x + dx);
            if (to === undefined) {
                continue;
            }
            const answer = engine().explain({position, ruleset: tr.RULESET, action: `${cell}-${to}`});
            if ("error" in answer) {
                continue;
            }
            const fact = answer.facts.find(f => f.kind === "Range");
            if (fact !== undefined && fact.range !== undefined) {
                return fact.range;
            }
        }
        throw new Error(`pacru states no range for the chevron on ${cell}`);
    }

    // What a move brings about besides moving (R4.4, R4.5), from the engine's completions of it:
    // "blChange" (a neutral field of the new borderland to claim), "blTransform" (an opponent's
    // marker to convert), "connChange" (the connection to fill).
    public getSideEffects(from: string, to: string, isCapture = false): Set<SideEffect> {
        const contents = this.board.get(from);
        if (contents === undefined || contents.chevron === undefined) {
            throw new Error(`No chevron at ${from}`);
        }
        const built = ask("build", {position: this.position(contents.chevron.owner), ruleset: tr.RULESET, steps: [from, `${isCapture ? "x" : "-"}${to}`]});
        const set = new Set<SideEffect>();
        for (const step of built.next as {kind: string, field?: string}[]) {
            if (step.kind === "CONNECTION") {
                set.add("connChange");
            } else if (step.kind === "CROSSING_FIELD" && step.field !== undefined) {
                const marker = this.board.get(step.field)?.tile;
                set.add(marker === undefined || (isCapture && step.field === to) ? "blChange" : "blTransform");
            }
        }
        return set;
    }

    // Whether the last action executed on this object brought its chevron on `to` into a meeting (R6.1),
    // as the engine's events say.
    public isMeeting(to: string): boolean {
        const tContents = this.board.get(to);
        if (tContents === undefined || tContents.chevron === undefined) {
            throw new Error(`There is no chevron or tile at ${to}.`);
        }
        return this.lastEvents.some(e => e.type === "Meeting" && (e.fields ?? []).includes(to));
    }

    // returns the highest number of markers on the board for any player except the one specified
    public mostTiles(excluded: playerid): number {
        const counts = new Map<playerid, number>();
        for (let p = 1; p <= this.numplayers; p++) {
            if (p === excluded) {
                continue;
            }
            counts.set(p as playerid, 0);
        }
        for (const contents of this.board.values()) {
            if (contents.tile !== undefined && contents.tile !== excluded) {
                const curr = counts.get(contents.tile)!;
                counts.set(contents.tile, curr + 1);
            }
        }
        return Math.max(...counts.values());
    }

    public handleClick(move: string, row: number, col: number, piece?: string): IClickResult {
        try {
            const before = tr.normalise(move ?? "");
            const cell = tr.cellAt(row, col);
            let newmove: string;
            try {
                newmove = tr.clickNext(this.board, this.currplayer, before, cell, piece);
            } catch (e) {
                if (e instanceof tr.TranslationError) {
                    // a click that names nothing to do: the move stays as it was
                    return {move, valid: false, message: say(tr.clickRefusal(e))};
                }
                throw e;
            }
            newmove = tr.forcedSteps(newmove, (m: string) => this.askMove(m));
            const result = this.validateMove(newmove) as IClickResult;
            result.move = result.valid ? tr.closed(newmove) : move;
            return result;
        } catch (e) {
            return {
                move,
                valid: false,
                message: i18next.t("apgames:validation._general.GENERIC", {move, row, col, piece, emessage: (e as Error).message})
            }
        }
    }

    public validateMove(m: string): IValidationResult {
        m = tr.normalise(m);

        if (m.length === 0) {
            return {valid: true, complete: -1, message: i18next.t("apgames:validation.pacru.INITIAL_INSTRUCTIONS")};
        }
        if (this.gameover) {
            return {valid: false, message: i18next.t("apgames:MOVES_GAMEOVER")};
        }
        let answer: tr.MoveAnswer;
        try {
            // reorienting ("e1*"): what the chevron may do
            answer = this.askMove(/^[a-i][1-9]\*$/.test(m) ? m.substring(0, 2) : m);
        } catch (e) {
            return {valid: false, message: i18next.t("apgames:validation._general.GENERIC", {move: m, row: -1, col: -1, piece: "", emessage: (e as Error).message})};
        }
        const {key, values, ...result} = tr.validation(m, answer, this.board, this.currplayer);
        return {...result, message: say({key, values})} as IValidationResult;
    }

    // Splits a move string into its parts (notation only: no rule is checked here).
    public parseMove(m: string): {from?: string, to?: string, cells?: string[], isCapture: boolean, orientation?: string, isOrienting: boolean} {
        let from: string|undefined;
        let orientation: string|undefined;
        let to: string|undefined;
        let isCapture = false;
        let isOrienting = false;
        let cells: string[]|undefined

        if (m.length > 0) {
            from = m.substring(0, 2);
            // check for orientation first
            if (m.includes(">") || m.includes("<")) {
                let oIdx = m.indexOf(">");
                if (oIdx < 0) {
                    oIdx = m.indexOf("<");
                }
                const pIdx = m.indexOf("(");
                if (pIdx < 0) {
                    orientation = m.substring(oIdx);
                } else {
                    orientation = m.substring(oIdx, pIdx);
                    const cellStr = m.substring(pIdx + 1, m.length - 1);
                    cells = [...new Set<string>(cellStr.split(","))];
                }
            }
            // is orientation signalled
            else if (m.endsWith("*")) {
                isOrienting = true;
            }
            // if not orientation, must be a move of some kind
            else {
                let opIdx = m.indexOf("-");
                if (opIdx < 0) {
                    opIdx = m.indexOf("x");
                    if (opIdx >= 0) {
                        isCapture = true;
                    }
                }
                if (opIdx >= 0) {
                    to = m.substring(opIdx+1, opIdx + 3);
                    const pIdx = m.indexOf("(");
                    if (pIdx >= 0) {
                        const cellStr = m.substring(pIdx + 1, m.length - 1);
                        cells = [...new Set<string>(cellStr.split(","))];
                    }
                }
            }
        }

        return {from, to, cells, isCapture, orientation, isOrienting};
    }

    // Executes an action on the board without changing the player to move or the stack, as gameslib's
    // tests do. The engine executes only a legal action of the chevron's owner: a broken rule throws,
    // naming it (pacru's RULES.md; RULES.md §11 for the strings the earlier class executed anyway).
    public executeMove(m: string): void {
        const text = tr.normalise(m);
        const from = text.substring(0, 2);
        const contents = this.board.get(from);
        if (contents === undefined || contents.chevron === undefined) {
            throw new Error(`'${m}': there is no chevron on ${from}`);
        }
        const owner = contents.chevron.owner;
        const position = this.position(owner);
        const conversion = this.askMove(text, owner);
        if (conversion.action === null) {
            throw new Error(tr.developerRefusal(conversion).message);
        }
        const applied = ask("apply", {position, ruleset: tr.RULESET, action: conversion.action});
        const after = tr.boardOf(ask("abstractplay", {op: "board", position: applied.position}).cells) as Map<string, CellContents>;
        this.results.push(...tr.resultsOf(applied.events, this.board, after, owner) as APMoveResult[]);
        this.lastEvents = applied.events as EngineEvent[];
        this.board = after;
    }

    public numChevrons(p?: playerid): number {
        if (p === undefined) {
            p = this.currplayer;
        }
        let count = 0;
        for (const {chevron} of this.board.values()) {
            if (chevron !== undefined && chevron.owner === p) {
                count++;
            }
        }
        return count;
    }

    public numTiles(p?: playerid, trimOccupied = false): number {
        if (p === undefined) {
            p = this.currplayer;
        }
        if (!trimOccupied) {
            return [...this.board.values()].filter(({tile}) => tile === p).length;
        } else {
            return [...this.board.values()].filter(({tile, chevron}) => tile === p && chevron === undefined).length;
        }
    }

    /** Highlights and buffer strips for a partial move: the cells one click further, and the edges a rotation turns toward. */
    private showPartial(m: string): void {
        this.highlights = [];
        this.buffers = [];
        if (m.length === 0) {
            return;
        }
        if (m.endsWith("*")) {
            const src = m.substring(0, 2);
            const facing = this.board.get(src)?.chevron?.facing;
            if (facing === undefined) {
                return;
            }
            const answer = this.askMove(src);
            const [sx, sy] = PacruGame.algebraic2coords(src);
            const turns = new Set(answer.next.filter(s => /[<>]$/.test(s)).map(s => s.substring(2)));
            for (const turn of turns) {
                const steps = (turn.startsWith(">") ? 1 : -1) * turn.length;
                const dir = tr.DIRECTIONS[(tr.DIRECTIONS.indexOf(facing) + steps + 8) % 8];
                const x = sx + (dir.includes("E") ? 1 : dir.includes("W") ? -1 : 0);
                const y = sy + (dir.includes("S") ? 1 : dir.includes("N") ? -1 : 0);
                const cell = tr.cellAt(y, x);
                if (cell !== undefined) {
                    this.highlights.push(cell);
                }
                // a bearing off the board is clicked on the buffer strip of that edge
                for (const [edge, off] of [["W", x < 0], ["E", x > 8], ["N", y < 0], ["S", y > 8]] as [Direction, boolean][]) {
                    if (off && !this.buffers.includes(edge)) {
                        this.buffers.push(edge);
                    }
                }
            }
            return;
        }
        const answer = this.askMove(m);
        this.highlights = tr.nextCells(answer.next);
        // a chevron may also be clicked again to turn it (R7.1)
        if (/^[a-i][1-9]$/.test(m) && answer.next.some(s => /[<>]/.test(s))) {
            this.highlights.push(m);
        }
    }

    public move(m: string, {trusted = false, partial = false} = {}): PacruGame {
        if (this.gameover) {
            throw new UserFacingError("MOVES_GAMEOVER", i18next.t("apgames:MOVES_GAMEOVER"));
        }
        void trusted;  // every string goes through the engine: it executes only legal actions

        m = tr.normalise(m);
        if (partial) {
            const result = this.validateMove(m);
            if (! result.valid) {
                throw new UserFacingError("VALIDATION_GENERAL", result.message)
            }
            this.results = [];
            this.showPartial(m);
            return this;
        }
        if (m === "pass") {
            // Abstract Play enters "pass" itself for a player who is out (R8.1, R8.2); a player may not pass (R2.1)
            throw new UserFacingError("VALIDATION_GENERAL", i18next.t("apgames:validation.pacru.NO_PASS"));
        }

        // Everything is computed first; the object changes only when nothing more can fail.
        const position = this.position();
        const conversion = this.askMove(m);
        if (conversion.action === null) {
            throw new UserFacingError("VALIDATION_GENERAL", say(tr.refusal(m, conversion, this.board, this.currplayer)));
        }
        const applied = ask("apply", {position, ruleset: tr.RULESET, action: conversion.action});
        const view = ask("abstractplay", {op: "board", position: applied.position});
        const after = tr.boardOf(view.cells) as Map<string, CellContents>;
        const {entries, gameover, winner} = tr.turnEntries({
            action: m, player: this.currplayer, numplayers: this.numplayers, before: this.board, after,
            events: applied.events, toMove: view.toMove, outcome: applied.outcome,
        });

        this.lastEvents = applied.events as EngineEvent[];
        this.highlights = [];
        this.buffers = [];
        this.gameover = gameover;
        this.winner = winner;
        for (const e of entries) {
            // an eliminated player's chevrons stay on the board until the pass that removes them, as before
            this.board = e.board as Map<string, CellContents>;
            this.results = e.results as APMoveResult[];
            this.lastmove = e.lastmove;
            this.currplayer = e.currplayer;
            this.saveState();
        }
        return this;
    }

    // The markers that win (R8.3a), as the engine states them for this many players.
    public get targetScore(): number {
        return ask("abstractplay", {op: "board", players: this.numplayers}).target as number;
    }

    public getPlayerScore(player: number): number {
        return this.numTiles(player as playerid);
    }

    public sidebarScores(): IScores[] {
        const scores: number[] = [];
        for (let p = 1; p <= this.numplayers; p++) {
            scores.push(this.getPlayerScore(p));
        }
        return [{ name: i18next.t("apgames:status.pacru.TILES"), scores }];
    }

    public sidebarStatuses(): IStatus[] {
        return [{ key: i18next.t("apgames:status.pacru.TARGET"), value: [this.targetScore.toString()] }];
    }

    // Whether the game is over (R8.3) on the board as it stands, as the engine decides.
    protected checkEOG(): PacruGame {
        const outcome = ask("abstractplay", {op: "board", position: this.position()}).outcome;
        if (outcome !== null) {
            this.gameover = true;
            this.winner = [tr.playerOf(outcome.winner)];
            this.results.push(
                {type: "eog", reason: outcome.reason === "TARGET_REACHED" ? "score" : "lastManStanding"},
                {type: "winners", players: [...this.winner]}
            );
        }
        return this;
    }

    public state(): IPacruState {
        return {
            game: PacruGame.gameinfo.uid,
            numplayers: this.numplayers,
            variants: this.variants,
            gameover: this.gameover,
            winner: [...this.winner],
            stack: [...this.stack]
        };
    }

    public moveState(): IMoveState {
        return {
            _version: PacruGame.gameinfo.version,
            _results: [...this.results],
            _timestamp: new Date(),
            currplayer: this.currplayer,
            lastmove: this.lastmove,

            board: deepclone(this.board) as Map<string, CellContents>,
        };
    }

    public render(): APRenderRep {
        const labels = ["A","B","C","D"];
        // Build piece string
        let pstr = "";
        const allPcs = new Set<string>();
        for (let row = 0; row < 9; row++) {
            if (pstr.length > 0) {
                pstr += "\n";
            }
            const pieces: string[] = [];
            for (let col = 0; col < 9; col++) {
                const cell = PacruGame.coords2algebraic(col, row);
                const contents = this.board.get(cell);
                if (contents !== undefined && (contents.tile !== undefined || contents.chevron !== undefined)) {
                    const tile = contents.tile === undefined ? "x" : labels[contents.tile - 1];
                    const chevron = contents.chevron === undefined ? "x" : [labels[contents.chevron.owner - 1], contents.chevron.facing].join("_");
                    const pc = [tile, chevron].join("_");
                    pieces.push(pc);
                    allPcs.add(pc);
                } else {
                    pieces.push("-");
                }
            }
            pstr += pieces.join(",");
        }

        const legend: {[key: string]: Glyph|[Glyph, ...Glyph[]]} = {};
        for (const pc of allPcs) {
            const [tile, owner, facing] = pc.split("_");
            const rotate = dir2deg.get(facing as Direction);
            // just tile
            if (owner === "x") {
                legend[pc] = {
                    name: "piece",
                    scale: 0.33,
                    colour: labels.indexOf(tile) + 1,
                };
            }
            // just chevron
            else if (tile === "x") {
                legend[pc] = {
                    name: "arrowhead",
                    colour: labels.indexOf(owner) + 1,
                    rotate,
                };
            }
            // both
            else {
                legend[pc] = [
                    {
                        name: "piece",
                        scale: 0.33,
                        colour: labels.indexOf(tile) + 1,
                    },
                    {
                        name: "arrowhead",
                        colour: labels.indexOf(owner) + 1,
                        rotate,
                    },
                ];
            }
        }

        // Build rep
        const rep: APRenderRep =  {
            board: {
                style: "squares-checkered",
                width: 9,
                height: 9,
                tileWidth: 3,
                tileHeight: 3,
                tileLineMult: 5,
                buffer: this.buffers.length === 0 ? undefined : {
                    separated: true,
                    width: 0.2,
                    pattern: "slant",
                    show: [...this.buffers] as ("N" | "E" | "S" | "W")[],
                },
            },
            legend,
            pieces: pstr
        };

        // Add annotations
        if (this.results.length > 0) {
            rep.annotations = [];
            for (const move of this.results) {
                if (move.type === "move") {
                    const [fromX, fromY] = PacruGame.algebraic2coords(move.from);
                    const [toX, toY] = PacruGame.algebraic2coords(move.to);
                    rep.annotations.push({type: "move", targets: [{row: fromY, col: fromX}, {row: toY, col: toX}]});
                } else if (move.type === "orient" || move.type === "claim" || move.type === "convert") {
                    const [x, y] = PacruGame.algebraic2coords(move.where!);
                    rep.annotations.push({type: "enter", targets: [{row: y, col: x}]});
                } else if (move.type === "capture" || move.type === "sacrifice" || move.type === "remove") {
                    const [x, y] = PacruGame.algebraic2coords(move.where!);
                    rep.annotations.push({type: "exit", targets: [{row: y, col: x}]});
                }
            }
            if (rep.annotations.length === 0) {
                delete rep.annotations;
            }
        }

        // add highlighting if requested
        if (this.highlights.length > 0) {
            if (!("annotations" in rep)) {
                rep.annotations = [];
            }
            const targets: RowCol[] = [];
            for (const cell of this.highlights) {
                const [x, y] = PacruGame.algebraic2coords(cell);
                targets.push({row: y, col: x});
            }
            rep.annotations!.push({type: "enter", targets: targets as [RowCol, ...RowCol[]], colour: this.currplayer});
        }

        return rep;
    }

    public chat(node: string[], player: string, results: APMoveResult[], r: APMoveResult): boolean {
        let resolved = false;
        switch (r.type) {
            case "sacrifice":
                node.push(i18next.t("apresults:SACRIFICE.nowhat", {player, where: r.where}));
                resolved = true;
                break;
            case "convert":
                node.push(i18next.t("apresults:CONVERT.pacru", {player, where: r.where}));
                resolved = true;
                break;
        }
        return resolved;
    }

    public clone(): PacruGame {

        const cloned = Object.assign(new PacruGame(this.numplayers), deepclone(this) as PacruGame);
        return cloned;
    }
}
