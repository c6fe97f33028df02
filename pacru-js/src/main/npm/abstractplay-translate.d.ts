// Types of pacru/abstractplay-translate: the one translation layer between Abstract Play's Pacru state and
// pacru's, shared by pacru/abstractplay's PacruGame and the gameslib class. It decides no rule.

import type { AbstractPlayMoveAnswer, Pacru } from "./index.js";

/** A player as Abstract Play numbers them: 1 is pacru's A, 2 is B, … */
export type playerid = 1 | 2 | 3 | 4;
export type Direction = "N" | "NE" | "E" | "SE" | "S" | "SW" | "W" | "NW";
export interface Chevron {
  owner: playerid;
  facing: Direction;
}
/** One cell of Abstract Play's board: a marker ("tile") and/or a chevron. */
export interface CellContents {
  tile?: playerid;
  chevron?: Chevron;
}
/** One entry of Abstract Play's results of a move (its APMoveResult, the kinds Pacru writes). */
export type TranslatedResult =
  | { type: "move"; from: string; to: string }
  | { type: "capture"; where: string }
  | { type: "orient"; where: string; facing?: Direction }
  | { type: "claim"; where: string }
  | { type: "convert"; what: string; into: string; where: string }
  | { type: "sacrifice"; where: string; what: string }
  | { type: "pass" }
  | { type: "eliminated"; who: string }
  | { type: "remove"; where: string }
  | { type: "eog"; reason: "score" | "lastManStanding" }
  | { type: "winners"; players: playerid[] };
/** One event of an engine answer (apply, move). */
export interface EngineEvent {
  readonly type: string;
  readonly fields?: readonly string[];
}
/** The part of the engine's abstractplay "move" answer that the translation reads. */
export type MoveAnswer = Pick<AbstractPlayMoveAnswer, "action" | "rule" | "problem" | "valid" | "complete" | "next" | "message" | "kinds" | "reason" | "notation">;
/** A message a player reads: an i18next key of gameslib's apgames namespace (one of MESSAGE_KEYS, a
 *  `SELECT_CELL` key with its `context`) and its interpolation values. */
export interface PlayerMessage {
  key: string;
  values: Record<string, string | number>;
}
export interface StackEntry {
  _version: string;
  _results: TranslatedResult[];
  _timestamp: Date;
  currplayer: playerid;
  board: Map<string, CellContents>;
  lastmove?: string;
}
export interface TurnEntry {
  results: TranslatedResult[];
  currplayer: playerid;
  lastmove: string;
  /** The board after this entry as Abstract Play shows it: an eliminated player's chevrons stay until their pass. */
  board: Map<string, CellContents>;
}

export declare const RULESET: "abstractplay";
export declare const LETTERS: readonly ["A", "B", "C", "D"];
export declare const FILES: "abcdefghi";
export declare const DIRECTIONS: readonly Direction[];
export declare const VERSIONS: readonly string[];
/** The most stack entries a state may have (10,000), refused before any entry is read. */
export declare const MAX_STACK: number;
/** The most values the results of a state's stack may hold in all (1,000,000). */
export declare const MAX_RESULT_VALUES: number;
/** How deep results may nest (16). */
export declare const MAX_RESULT_DEPTH: number;
/** The most variants a state may name (100). */
export declare const MAX_VARIANTS: number;

/** A state or board the translation cannot read; its message names the problem and the rule where one applies. */
export declare class TranslationError extends Error {
  constructor(message: string, code?: string);
  /** What kind of problem, where callers tell them apart: "TURN_ANGLE" (clickNext: a turn of 0° or more than 90°). */
  readonly code: string | undefined;
}

export declare function cite(rule: string, message: string): string;
/** A value as a message shows it: at most 200 characters, from its first parts only, never throwing. */
export declare function show(value: unknown): string;
/** Whether a value is a Map (a Proxy is none), asked without running its code. */
export declare function isMap(value: unknown): value is Map<unknown, unknown>;
/** A thrown value's name and message as a message quotes them: bounded, never throwing. */
export declare function errorText(e: unknown): string;
/** A board's entries read from the Map itself; a TranslationError for no Map or one of more than 81 entries. */
export declare function boardEntries(board: unknown, where: string): [unknown, unknown][];
/** A bounded copy of results as JSON data; a TranslationError naming `where` and the path for anything else. */
export declare function copyData<T>(value: T, where: string, budget?: { left: number }): T;
/** What is wrong with a position the engine refused, without the position's text. */
export declare function positionProblem(error: { message?: string; found?: string; expected?: string; problems?: readonly { message: string }[] }): string;
export declare function letterOf(player: number): string;
export declare function playerOf(letter: string): playerid;
export declare function isCell(cell: unknown): cell is string;
export declare function normalise(m: string): string;
export declare function cellAt(row: number, col: number): string | undefined;
export declare function coordsOf(cell: string): [number, number];
export declare function closed(m: string): string;
export declare function open(m: string): string;
export declare function checkContents(cell: string, contents: unknown, numplayers: number): CellContents;
/** pacru's position (NOTATION.md §3) of Abstract Play's board, player to move and player count. */
export declare function positionOf(board: Map<string, CellContents>, currplayer: number, numplayers: number): string;
export declare function boardOf(cells: readonly { field: string; marker?: string; chevron?: { owner: string; facing: string } }[]): Map<string, CellContents>;
export declare function copyBoard(board: Map<string, CellContents>): Map<string, CellContents>;
export declare function resultsOf(events: readonly EngineEvent[], before: Map<string, CellContents>, after: Map<string, CellContents>, player: number): TranslatedResult[];
export declare function removedChevrons(before: Map<string, CellContents>, after: Map<string, CellContents>): Map<number, string[]>;
/** The stack entries Abstract Play writes for one action: its own, then the automatic passes (R8.1, R8.2, R8.5). */
export declare function turnEntries(args: {
  action: string;
  player: number;
  numplayers: number;
  before: Map<string, CellContents>;
  after: Map<string, CellContents>;
  events: readonly EngineEvent[];
  toMove: string;
  outcome: { winner: string; reason: string } | null;
}): { entries: TurnEntry[]; gameover: boolean; winner: playerid[] };
export declare function reviver(key: string, value: unknown): unknown;
/** JSON of a state with its Maps and Sets ({dataType, value}) restored as gameslib's reviver restores them, without a reviver call per value. */
export declare function parseJson(text: string): unknown;
export declare function replacer(key: string, value: unknown): unknown;
/**
 * Checks an Abstract Play state against the engine; throws a TranslationError naming the first problem,
 * for any value (a getter or Proxy that throws included). Bounded before the work: at most MAX_STACK
 * entries, results of at most MAX_RESULT_VALUES values and MAX_RESULT_DEPTH deep, every position checked
 * in one engine call (abstractplay op "positions").
 */
export declare function checkState(engine: Pacru, state: unknown, options?: {
  /** The versions of stack entries read (default VERSIONS). */
  versions?: readonly string[];
  /** "all" (default): every entry is read whole, copied, and its position checked by the engine; "last":
   *  only the last one, the others checked for their version, player to move and board (a Map) and kept as given. */
  entries?: "all" | "last";
}): {
  numplayers: 2 | 3 | 4;
  gameover: boolean;
  winner: playerid[];
  variants: string[];
  stack: StackEntry[];
};
/** The move string after a click on a cell (undefined off the board) or a buffer strip ("x,y"). */
export declare function clickNext(board: Map<string, CellContents>, currplayer: number, m: string, cell: string | undefined, piece?: string): string;
export declare function forcedSteps(m: string, ask: (m: string) => MoveAnswer): string;
export declare function nextCells(next: readonly string[]): string[];
export declare function nextKind(m: string, next: readonly string[]): { kind: "relinquish" | "connection" | "destination" | "choice"; cells: string[] };
/** For a developer: the rule a refused string breaks (RULES.md §11's D1–D7 named in the sentence) and the engine's sentence. */
export declare function developerRefusal(answer: MoveAnswer): { rule: string; message: string };
/** The keys `validation`, `refusal` and `clickRefusal` answer with (apgames namespace). */
export declare const MESSAGE_KEYS: readonly string[];
/** pacru's language for an i18next language: "es-US" → "es"; es and ja, else en. */
export declare function playerLanguage(language: string | undefined): "en" | "es" | "ja";
/**
 * validateMove's answer for a normalised, non-empty string of a game not over, from the engine's
 * abstractplay "move" answer asked in the player's language (for "e1*", the answer for "e1").
 */
export declare function validation(m: string, answer: MoveAnswer, board: Map<string, CellContents>, currplayer: number):
  PlayerMessage & { valid: boolean; complete?: -1 | 0 | 1; canrender?: boolean };
/** Why move() refuses a string the engine did not convert (`answer.action` null). */
export declare function refusal(m: string, answer: MoveAnswer, board: Map<string, CellContents>, currplayer: number): PlayerMessage;
/** The message for a click clickNext refused: TURN_ANGLE for a turn of more than 90° (R7.1), else UNKNOWN_CLICK. */
export declare function clickRefusal(error: unknown): PlayerMessage;
