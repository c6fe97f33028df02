// Types of the pacru npm package. Every call takes one request object and returns one answer
// object: the answer, or { error } (ApiError); nothing is thrown. `legal` and `check` answer as
// `pacru serve`'s POST /api/v1/legal and /api/v1/check (docs/API.md).

/** A ruleset of RULES.md §10: the rules as written, or as Abstract Play plays them. */
export type RulesetName = "standard" | "abstractplay";

/** A player's letter. */
export type PlayerLetter = "A" | "B" | "C" | "D";

/** What every call reads: a position in NOTATION.md §2 form, or the start for `players`. A
 *  position the rules do not allow (R1.5, R8.5) is a bad-notation error, as on the server. */
export interface PositionRequest {
  /** The position, e.g. "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2"; default: the start. */
  readonly position?: string;
  /** Players of the start position when `position` is absent: 2 (default), 3 or 4. */
  readonly players?: 2 | 3 | 4;
  /** Default "standard". */
  readonly ruleset?: RulesetName;
}

/** A position and one action in NOTATION.md §3 form, e.g. "a3-b4(c6)" or "e1>NE". */
export interface ActionRequest extends PositionRequest {
  readonly action: string;
}

/** A computer player's choice. */
export interface ChooseRequest extends PositionRequest {
  /** "random", "greedy" (default), "mcts" (2,000 iterations) or "mcts:N" (N from 1 to 1,000,000). */
  readonly player?: "random" | "greedy" | "mcts" | `mcts:${number}`;
  /** Makes a random or mcts choice repeatable; default: the clock. */
  readonly seed?: number;
}

/** How the game ended (R8.3). */
export interface Outcome {
  readonly winner: PlayerLetter;
  readonly reason: "TARGET_REACHED" | "LAST_WITH_CHEVRONS";
  /** The rule that decided it: "R8.3a" or "R8.3b". */
  readonly rule: string;
}

/** A position as every answer shows it. */
export interface PositionView {
  readonly position: string;
  readonly toMove: PlayerLetter;
  readonly players: 2 | 3 | 4;
  /** Markers on the board per player in the game. */
  readonly markers: Readonly<Partial<Record<PlayerLetter, number>>>;
  /** The players who are out (R8.2). */
  readonly out: readonly PlayerLetter[];
}

/** The rule an action breaks. */
export interface Violation {
  /** The rule ID, e.g. "R3.2". */
  readonly rule: string;
  /** A stable name of the reason, e.g. "OUT_OF_RANGE". */
  readonly reason: string;
  /** A sentence naming the rule, the action and what is wrong. */
  readonly message: string;
  /** The rule's title in RULES.md, e.g. "Range". */
  readonly ruleTitle?: string;
  /** The rule's own text in RULES.md. */
  readonly ruleText?: string;
}

/** `legal`: the legal moves. */
export interface LegalAnswer extends PositionView {
  readonly outcome: Outcome | null;
  /** The moves without their choices. */
  readonly baseMoves: readonly string[];
  /** Every fully specified legal move (R9.2), sorted. */
  readonly moves: readonly string[];
  /** Legal rotations are counted, never listed (there can be tens of thousands). */
  readonly rotationCount: number;
}

/** `check`: is an action legal, and if not, why. */
export interface CheckAnswer {
  readonly action: string;
  readonly legal: boolean;
  readonly violation: Violation | null;
}

/** `next`: the position after a legal action. */
export interface NextAnswer extends PositionView {
  readonly action: string;
  readonly outcome: Outcome | null;
}

/** `choose`: a computer player's action. */
export interface ChooseAnswer {
  readonly player: string;
  readonly action: string;
}

/** The error codes of docs/API.md that the package answers with. */
export type ErrorCode =
  | "malformed-json"
  | "bad-notation"
  | "bad-request"
  | "not-found"
  | "illegal-action"
  | "game-over"
  | "internal";

/** A request that cannot be answered, as the HTTP API's error body. */
export interface ApiError {
  readonly error: {
    /** The HTTP status the server would send. */
    readonly status: number;
    readonly code: ErrorCode;
    readonly message: string;
    /** The request field at fault. */
    readonly field?: string;
    /** bad-notation: where reading stopped, what was expected there and what was found. */
    readonly offset?: number;
    readonly expected?: string;
    readonly found?: string;
    /** illegal-action: the rule broken. */
    readonly violation?: Violation;
    readonly action?: string;
  };
}

/** An answer or an error: test with `"error" in answer`. */
export type Result<T> = T | ApiError;

/** The loaded engine. */
export interface Pacru {
  /** The build in use. */
  readonly target: "wasm" | "js";
  legal(request?: PositionRequest): Result<LegalAnswer>;
  check(request: ActionRequest): Result<CheckAnswer>;
  next(request: ActionRequest): Result<NextAnswer>;
  choose(request?: ChooseRequest): Result<ChooseAnswer>;
}

export interface LoadOptions {
  /** "wasm" (WebAssembly GC) or "js"; default: "wasm" where the runtime has WebAssembly GC, else "js". */
  readonly target?: "wasm" | "js";
}

/** Loads the engine; rejects if the chosen build cannot run here. */
export function load(options?: LoadOptions): Promise<Pacru>;

/** Whether this runtime has WebAssembly GC (Node 22 or later, current browsers). */
export function supportsWasmGc(): boolean;
