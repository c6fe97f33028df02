// Types of pacru/abstractplay: a drop-in PacruGame for Abstract Play's gameslib, with the public surface
// of its game class. The Abstract Play types below are pacru's own declarations of the shapes that
// gameslib (src/games/_base.ts, src/schemas) and its renderer use; they are structurally compatible.

import type { LoadOptions, Pacru } from "./index.js";
import type { CellContents, playerid, TranslatedResult } from "./abstractplay-translate.js";

/** The engine PacruGame uses: ready()'s, else loaded synchronously (loadSync()) on first use. */
export declare const engine: Pacru;

/**
 * Loads the engine asynchronously, once, for the PacruGames to come: in a browser, await ready()
 * before the first new PacruGame (Node.js loads it synchronously on first use).
 * ```ts
 * import { PacruGame, ready } from "pacru/abstractplay";
 *
 * await ready();
 * const game = new PacruGame(2);
 * game.move("a3-b4(c6)");
 * console.log([game.currplayer, game.lastmove]); // [2, "a3-b4(c6)"]
 * ```
 */
export declare function ready(options?: LoadOptions): Promise<Pacru>;

export type { Chevron, CellContents, Direction, playerid } from "./abstractplay-translate.js";
export type SideEffect = "blChange" | "blTransform" | "connChange";

/** One entry of Abstract Play's results of a move (its APMoveResult, the kinds Pacru uses). */
export type APMoveResult = TranslatedResult;

/** One position of the game's stack. */
export interface IMoveState {
  _version: string;
  _results: APMoveResult[];
  _timestamp: Date;
  currplayer: playerid;
  board: Map<string, CellContents>;
  lastmove?: string;
}
export interface IPacruState {
  game: string;
  numplayers: number;
  variants: string[];
  gameover: boolean;
  winner: playerid[];
  stack: IMoveState[];
}
export interface IValidationResult {
  valid: boolean;
  /** 1: complete; 0: complete but more may be added; -1: not complete. */
  complete?: -1 | 0 | 1;
  canrender?: boolean;
  /** Why not valid (naming the rule), or what to do next. */
  message: string;
}
export interface IClickResult extends IValidationResult {
  /** The move string after the click (the one before it if the click was not valid). */
  move: string;
}
export interface IScores {
  name: string;
  scores: number[];
}
export interface APGamesInformation {
  readonly name: string;
  readonly uid: string;
  readonly playercounts: readonly number[];
  readonly version: string;
  readonly dateAdded: string;
  readonly description: string;
  readonly notes: string;
  readonly urls: readonly string[];
  readonly bggid: string;
  readonly people: readonly { readonly type: string; readonly name: string; readonly urls: readonly string[] }[];
  readonly categories: readonly string[];
  readonly flags: readonly string[];
}
export interface RowCol {
  row: number;
  col: number;
}
export interface Glyph {
  name: string;
  colour?: number;
  scale?: number;
  rotate?: number;
}
export interface APAnnotation {
  type: "move" | "enter" | "exit";
  targets: RowCol[];
  colour?: number;
}
/** Abstract Play's render representation (the subset Pacru draws with). */
export interface APRenderRep {
  board: {
    style: "squares-checkered";
    width: 9;
    height: 9;
    tileWidth: 3;
    tileHeight: 3;
    tileLineMult: 5;
  };
  legend: Record<string, Glyph | [Glyph, ...Glyph[]]>;
  pieces: string;
  annotations?: APAnnotation[];
}

/** What a state, a move string and a position may hold at most (PacruGame.limits). */
export interface PacruGameLimits {
  /** A state's JSON: 16 MiB (16,777,216), as characters of text or bytes inflated from base64 of gzip. */
  readonly stateBytes: number;
  /** A state's stack: 10,000 entries. */
  readonly stackEntries: number;
  /** The values of all of a state's results: 1,000,000. */
  readonly resultValues: number;
  /** How deep results may nest: 16. */
  readonly resultDepth: number;
  /** Variants of a state or a new game: 100. */
  readonly variants: number;
  /** A move string: 1,000 characters. */
  readonly moveChars: number;
  /** A position for fromPosition: 1,000 characters. */
  readonly positionChars: number;
}

/**
 * Abstract Play's Pacru game with pacru's rules: the abstractplay ruleset (RULES.md R10), and every
 * string of RULES.md §11 (D1–D7) refused with the rule it breaks. Constructors and load() throw an
 * Error naming the problem; validateMove and handleClick never throw (a wrong type, a move that is not a
 * string included: an answer with valid false and the reason); move() throws and leaves the game
 * unchanged. Every member, the constructor and the static ones included, answers or throws an Error
 * (never a TypeError, RangeError or DataCloneError) whose message starts "PacruGame: " and names the
 * problem (an argument's, a field's: with the member), for any argument: a BigInt, a Symbol, a cyclic or null-prototype object, a
 * getter or a Proxy (a revoked one too) that throws, deep nesting, an array-like of huge length, a
 * player that is not in the game (moves(5), getPlayerScore(5) in a game of 2), move()'s options not
 * {partial?: boolean, trusted?: boolean}. The public fields a host may assign are checked before each
 * member reads them (numplayers 2 to 4, currplayer one of them, board a Map of cells a1 to i9 with
 * their markers and chevrons, gameover a boolean, the lists bounded by `limits`). A message quotes at
 * most 200 characters of a value, read from its first parts only, and never a position the class made
 * from the board: what is wrong with the board instead. States are bounded before the work
 * (`PacruGame.limits`): a state of more than 16 MiB of JSON, as text or inflated from base64 of gzip
 * (inflating stops there), or of more than 10,000 stack entries (refused before any entry is read) is
 * refused, and the positions of a stack are checked in one engine call; move() refuses a move that
 * would take the stack past 10,000 entries, so that every state the class writes, it reads back. The
 * longest of 3,000 random games had 324 stack entries and 249,514 characters of JSON.
 * validateMove's complete 1 means move() accepts the string as it is (R9.2): an
 * open bracket ("a3-b4(c6") is valid but not complete; handleClick answers the closed string.
 * Constructible synchronously right after require or import: the engine loads on first need.
 * ```js
 * const { PacruGame } = require("pacru/abstractplay");
 *
 * const game = new PacruGame(2);
 * console.log(game.validateMove("a3-b4").complete); // -1
 * game.move("a3-b4(c6)");
 * console.log(game.currplayer); // 2
 * ```
 */
export declare class PacruGame {
  static readonly limits: PacruGameLimits;
  static readonly gameinfo: APGamesInformation;
  static coords2algebraic(x: number, y: number): string;
  static algebraic2coords(cell: string): [number, number];
  /** A game at a pacru position (NOTATION.md §3); pacru's addition. */
  static fromPosition(position: string): PacruGame;

  numplayers: number;
  currplayer: playerid;
  board: Map<string, CellContents>;
  gameover: boolean;
  winner: playerid[];
  variants: string[];
  stack: IMoveState[];
  results: APMoveResult[];
  lastmove?: string;

  /**
   * A new game of 2 to 4 players, or a state (object, JSON, or Abstract Play's base64 of gzipped JSON on
   * Node.js), within `PacruGame.limits`.
   */
  constructor(state: IPacruState | string | number, variants?: string[]);

  /** pacru's position (NOTATION.md §3) of the board as it stands; pacru's addition. */
  position(): string;
  serialize(opts?: { strip?: boolean; player?: number }): string;
  load(idx?: number): PacruGame;
  /** Every legal move fully specified (R9.2); rotations are not listed. */
  moves(player?: playerid): string[];
  randomMove(): string;
  baseMoves(player?: playerid): string[];
  calcMvPower(cell: string): number;
  getSideEffects(from: string, to: string, isCapture?: boolean): Set<SideEffect>;
  isMeeting(to: string): boolean;
  handleClick(move: string, row: number, col: number, piece?: string): IClickResult;
  validateMove(m: string): IValidationResult;
  move(m: string, opts?: { partial?: boolean; trusted?: boolean }): PacruGame;
  executeMove(m: string): void;
  getPlayerScore(player: number): number;
  sidebarScores(): IScores[];
  state(): IPacruState;
  moveState(): IMoveState;
  clone(): PacruGame;
  render(): APRenderRep;
}
