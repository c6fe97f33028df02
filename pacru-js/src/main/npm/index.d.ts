// Types of the pacru npm package. Every call takes one request object and returns one answer
// object: the answer, or { error } (ApiError); nothing is thrown. Each call answers as
// `pacru serve`'s POST /api/v1/<call> does (docs/API.md). isError() tells the two apart; unwrap()
// returns the answer or throws a PacruError. The ```ts examples below are compiled and run by the
// package's tests (snippets.test.mjs), with the values their comments give.

/** A ruleset of RULES.md §10: the rules as written, or as Abstract Play plays them. */
export type RulesetName = "standard" | "abstractplay";

/** The languages pacru writes its sentences in: English, Spanish, Japanese. */
export type LanguageTag = "en" | "es" | "ja";

/** A player's letter. */
export type PlayerLetter = "A" | "B" | "C" | "D";

/** What every call reads: a position in NOTATION.md §3 form, or the start for `players`. A
 *  position the rules do not allow (R1.5, R8.5) is a bad-notation error, as on the server. */
export interface PositionRequest {
  /** The position, e.g. "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2"; default: the start. */
  readonly position?: string;
  /** Players of the start position when `position` is absent: 2 (default), 3 or 4. */
  readonly players?: 2 | 3 | 4;
  /** Default "standard". */
  readonly ruleset?: RulesetName;
  /** The language of the answer's sentences (violation messages, fact, event and outcome texts, the
   *  words of an SVG picture):
   *  "en" (default), "es" or "ja", a region allowed ("es-MX"). Rule IDs, fields and notation read
   *  the same in every language. Another tag answers in English and says so in the answer's `lang`. */
  readonly lang?: LanguageTag | (string & {});
}

/**
 * A position (NOTATION.md §3) and one action in NOTATION.md §2 form: a move such as "a3-b4(c6)" (a3 to b4, claiming
 * the crossing field c6, R4.4), or a rotation such as "e1<(a2,b3)" (the chevron on e1 turns 45°
 * anticlockwise, giving up the markers on a2 and b3, R7.1).
 * ```ts
 * import { loadSync, unwrap } from "pacru";
 *
 * const pacru = loadSync();
 * console.log(unwrap(pacru.check({ action: "a3-b4(c6)" })).legal); // true
 * const position = "4.BS4/9/9/9/9/9/1a7/a8/4.AN4 A 2";
 * console.log(unwrap(pacru.check({ position, action: "e1<(a2,b3)" })).legal); // true
 * ```
 */
export interface ActionRequest extends PositionRequest {
  readonly action: string;
}

/** A whole game: from a game record (NOTATION.md §4), from a start and actions, or from a start and
 *  an Abstract Play move list. */
export interface ReplayRequest extends PositionRequest {
  /** A game record; the record names its own start and ruleset. */
  readonly record?: string;
  /** Actions from `position` (or the start of `players`), in order. */
  readonly actions?: readonly string[];
  /** Abstract Play's move strings from `position`, "pass" included, as the `abstractplay` list of an answer. */
  readonly abstractplay?: readonly string[];
}

/** A line of a game tree (NOTATION.md §4): the main line from the start, or a variation, which
 *  replaces the ply it belongs to and is played from the position before it. Its plies are an array,
 *  so that a request nests by variations only (at most 7 deep within the 32 levels of a request). */
export interface TreeLine {
  /** The comment on the position where the line starts. */
  readonly comment?: string;
  /** The shapes drawn there, as records write them: "Ge1e5" (an arrow), "Re4" (a circle). */
  readonly shapes?: readonly string[];
  readonly plies: readonly TreePly[];
}

/** One action of a line, with its annotation and the variations that replace it. */
export interface TreePly {
  readonly action: string;
  /** Move glyphs as NAG numbers: 1 "!", 2 "?", 3 "!!", 4 "??", 5 "!?", 6 "?!", up to 255. */
  readonly glyphs?: readonly number[];
  readonly comment?: string;
  readonly shapes?: readonly string[];
  /** Alternatives to this action, each of one ply or more. */
  readonly variations?: readonly TreeLine[];
}

/** A game tree as `replay` answers it: every field present. */
export interface AnsweredTreeLine extends TreeLine {
  readonly comment: string;
  readonly shapes: readonly string[];
  readonly plies: readonly AnsweredTreePly[];
}

export interface AnsweredTreePly extends TreePly {
  readonly glyphs: readonly number[];
  readonly comment: string;
  readonly shapes: readonly string[];
  readonly variations: readonly AnsweredTreeLine[];
}

/** `record`: a game tree written as a game record, every action of every line judged by the rules. */
export interface RecordRequest extends PositionRequest {
  /** Tags besides those the record names itself (Players, Ruleset, Setup, Result), or replacing them. */
  readonly tags?: Readonly<Record<string, string>>;
  readonly tree: TreeLine;
}

/** `record`: the record's text, format 2 where the tree has variations or annotations. */
export interface RecordAnswer {
  readonly record: string;
}

/** `svg`: a picture of a position; its words (the caption under the board, the title, tooltips and
 *  the hit areas' names) in the request's `lang`. */
export interface SvgRequest extends PositionRequest {
  /** Fields drawn as selected. */
  readonly highlight?: readonly string[];
  /** Field to highlight kind: "selected", "start", "target", "capture", "choice", "last", "recent", "problem". */
  readonly marks?: Readonly<Record<string, string>>;
  /** Adds a focusable, named hit area per field (rect.hit with data-field), as pacru serve's page uses. */
  readonly interactive?: boolean;
}

/** `svg`: the picture as SVG text (the server sends the same text as image/svg+xml). */
export interface SvgAnswer {
  readonly svg: string;
}

/** `setup`: a position from its parts. */
export interface SetupRequest {
  /** 2 (default) to 4; other counts from 1 to 9 are listed as a problem (R1.5). */
  readonly players?: number;
  /** Default "A". */
  readonly toMove?: string;
  /** Field to owner and facing, e.g. {"e5": "AN", "a1": "BSW"}. */
  readonly chevrons?: Readonly<Record<string, string>>;
  /** Field to owner, e.g. {"e4": "a"}. */
  readonly markers?: Readonly<Record<string, string>>;
  readonly ruleset?: RulesetName;
}

/** A problem of a set-up: its rule ID, the field it is on (or null), the sentence, and both as one message. */
export interface SetupProblem {
  readonly rule: string;
  readonly field: string | null;
  readonly text: string;
  readonly message: string;
}

/** `setup`: the position and its outcome, or every problem. */
export type SetupAnswer =
  | (PositionView & { readonly valid: true; readonly problems: readonly []; readonly outcome: Outcome | null })
  | { readonly valid: false; readonly position: null; readonly problems: readonly SetupProblem[] };

/** `info`: what the package offers. */
export interface InfoAnswer {
  /** The calls, in docs/API.md's order. */
  readonly endpoints: readonly string[];
  /** The strengths pacru serve's page offers for a computer seat, weakest first. */
  readonly computerPlayers: readonly string[];
  readonly defaultComputer: string;
  readonly rulesets: readonly RulesetName[];
  /** A search's caps (the server's info adds the limits of its HTTP front). */
  readonly limits: { readonly maxIterations: number; readonly maxMillis: number };
}

/** A computer player: "random", "greedy", "mcts" or "mcts:N" (Monte Carlo tree search of N iterations). */
export type BotName = "random" | "greedy" | "mcts" | `mcts:${number}`;

/** A computer player's choice. */
export interface MoveRequest extends PositionRequest {
  /** The computer player that chooses: "random", "greedy" (default), "mcts" or "mcts:N". The answer
   *  names it `computer`; the answer's `player` is the seat that moved. */
  readonly bot?: BotName;
  /** @deprecated `bot`'s older name, still read in its place (both given: a bad-request error). */
  readonly player?: BotName;
  /** Makes a random or mcts choice repeatable; default: the clock. */
  readonly seed?: number;
  /** For "mcts": the budget in iterations (1 to 20,000; default 2,000) ... */
  readonly iterations?: number;
  /** ... or in milliseconds (1 to 10,000). Every search also stops at 10,000 ms (README: time cap). */
  readonly millis?: number;
}

/** A Monte Carlo tree search of the position. */
export interface AnalyseRequest extends PositionRequest {
  readonly seed?: number;
  /** The budget in iterations (1 to 20,000; default 2,000) ... */
  readonly iterations?: number;
  /** ... or in milliseconds (1 to 10,000). Every search also stops at 10,000 ms (README: time cap). */
  readonly millis?: number;
}

/** Click to act: the steps so far, such as ["e3", "xe4", "e6"]. */
export interface BuildRequest extends PositionRequest {
  readonly steps?: readonly string[];
}

/** How the game ended (R8.3). */
export interface Outcome {
  readonly winner: PlayerLetter;
  readonly reason: "TARGET_REACHED" | "LAST_WITH_CHEVRONS";
  /** The rule that decided it: "R8.3a" or "R8.3b". */
  readonly rule: string;
  /** The end in one sentence: "Game over: A wins, the last player with chevrons (R8.3b)". */
  readonly text: string;
  /** The end in a few words: "Game over: A wins (R8.3b)". */
  readonly caption: string;
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

/** One thing an action did, in order. */
export interface GameEvent {
  readonly type: "Moved" | "Captured" | "MarkerClaimed" | "MarkerConverted" | "MarkerRelinquished" | "Rotated"
    | "Meeting" | "Eliminated" | "GameOver";
  /** One sentence citing the rule, e.g. "A claims c6 (border crossing, R4.4)". */
  readonly text: string;
  /** The fields it concerns (absent for Eliminated and GameOver). */
  readonly fields?: readonly string[];
}

/** `apply`: the position after a legal action, its events and the outcome. */
export interface ApplyAnswer extends PositionView {
  readonly action: string;
  readonly events: readonly GameEvent[];
  readonly outcome: Outcome | null;
}

/** One ply of a replayed game. */
export interface Ply {
  readonly ply: number;
  readonly round: number;
  readonly player: PlayerLetter;
  readonly action: string;
  /** The position after it. */
  readonly position: string;
  readonly events: readonly GameEvent[];
}

/** `replay`: the final position, the start, the outcome, every ply, the record and the Abstract Play move list. */
export interface ReplayAnswer extends PositionView {
  readonly start: string;
  readonly outcome: Outcome | null;
  readonly plies: readonly Ply[];
  /** The game as a game record. */
  readonly record: string;
  /** The game as Abstract Play's move list (a "pass" after each automatic elimination, R8.1). */
  readonly abstractplay: readonly string[];
  /** The record's tags (from actions: those a record of the game names). */
  readonly tags: Readonly<Record<string, string>>;
  /** The record's variations, comments, glyphs and shapes (from actions: the plain main line). */
  readonly tree: AnsweredTreeLine;
}

/** One fact behind a verdict, as the library words it. */
export interface Fact {
  /** The kind of fact, e.g. "Range", "Path", "CrossingEffect". */
  readonly kind: string;
  readonly topic: "TURN" | "MOVEMENT" | "MARKING" | "MEETING" | "COMPLETIONS" | "ROTATION";
  /** The rule, e.g. "R3.2", and the exact citation, e.g. "R4.4b". */
  readonly rule: string;
  readonly citation: string;
  /** Whether this fact allows the action: false if it forbids it, and false for a rule not checked. */
  readonly allowed: boolean;
  /**
   * The fact's verdict under its own rule: "NOT_CHECKED" for a rule the engine did not reach because
   * the action is already illegal (the completions, R9.2, of an illegal base move).
   */
  readonly status: "ALLOWED" | "NOT_ALLOWED" | "NOT_CHECKED";
  readonly fields: readonly string[];
  readonly text: string;
  /** How to draw its fields: the topic in lower case, or "problem" for a fact that forbids the action. */
  readonly mark: string;
  /** For a "Range" fact (R3.2): how many fields the chevron may move, and how far the action goes. */
  readonly range?: number;
  readonly distance?: number;
}

/** `explain`: the verdict and the facts behind it. */
export interface ExplainAnswer {
  readonly action: string;
  readonly player: PlayerLetter;
  readonly legal: boolean;
  readonly verdict: "LEGAL" | "ILLEGAL";
  readonly violation: Violation | null;
  readonly facts: readonly Fact[];
  /** For a legal action: the `apply` answer. */
  readonly after?: ApplyAnswer;
}

/** A search's statistics. */
export interface Search {
  readonly iterations: number;
  readonly playouts: number;
  readonly millis: number;
  /** The most visited actions, at most 10. */
  readonly actions: readonly { readonly action: string; readonly visits: number; readonly value: number }[];
  readonly principalVariation: readonly string[];
}

/** `move`: the computer's action and the position after it. */
export interface MoveAnswer extends ApplyAnswer {
  /** The seat that moved. */
  readonly player: PlayerLetter;
  /** The computer player that chose, as requested (`bot`): "random", "greedy", "mcts" or "mcts:N". */
  readonly computer: string;
  /** For "mcts". */
  readonly search?: Search;
}

/**
 * Why a suggested action is worth playing, as data (`analyse`): the markers it gives the mover now
 * (claimed and converted, a captured field's included), the fields of the chevrons it captures, how
 * many of the mover's chevrons an opponent could capture (attacked twice, R5.2) before and after it,
 * and the fields a rotation gives up (R7.1).
 */
export interface ActionFacts {
  readonly gains: number;
  readonly captures: readonly string[];
  readonly threatsBefore: number;
  readonly threatsAfter: number;
  readonly relinquished: readonly string[];
}

/** One action `analyse` reports: the search's statistics, its expected line and why it is worth playing. */
export interface AnalysedAction {
  readonly action: string;
  readonly visits: number;
  readonly value: number;
  /**
   * The action, then the search's expected replies: only those visited 5 times or more, 6 plies at
   * most (at 5,000 iterations mostly 2 or 3).
   */
  readonly line: readonly string[];
  /**
   * In the request's language, from the mover's side, citing the rules: what the action claims,
   * converts or captures, which capture it prevents, leaves or invites, what capture it sets up, and
   * for a rotation what it gives up and what its chevron's moves gain next turn against now, e.g.
   * "claims b6 (crossing into b5, R4.4)".
   */
  readonly why: string;
  readonly facts: ActionFacts;
}

/** `analyse`: a search's view of the position, each reported action with its line and reasons. */
export interface AnalyseAnswer extends Search {
  /** The most visited actions, at most 10. */
  readonly actions: readonly AnalysedAction[];
  readonly best: string;
}

/** One possible next step of an action being built. */
export interface Step {
  readonly kind: "CHEVRON" | "DESTINATION" | "CROSSING_FIELD" | "CONNECTION" | "BONUS_FIELD" | "TURN" | "RELINQUISHED_MARKER";
  readonly field?: string;
  readonly rule: string;
  /** The step's notation, to send back in `steps`. */
  readonly text: string;
  /** For a DESTINATION: whether moving there captures. */
  readonly capture?: boolean;
}

/** `build`: the action so far and what may follow. */
export interface BuildAnswer {
  readonly partial: string;
  readonly viable: boolean;
  readonly complete: boolean;
  /** The action, once complete. */
  readonly action: string | null;
  readonly next: readonly Step[];
  /** A dead end: the rule that stops it, where the rules can tell ... */
  readonly violation?: Violation;
  /** ... else why not. */
  readonly reason?: string;
  /** A rotation being built, once its turn is chosen (R7.1). */
  readonly rotation?: {
    readonly field: string;
    readonly from: string;
    readonly to: string;
    readonly degrees: 45 | 90;
    readonly clockwise: boolean;
    readonly cost: number;
    readonly picked: number;
    readonly rule: "R7.1";
  };
}

/** `abstractplay` (the package's own call, for pacru/abstractplay): ruleset "abstractplay" unless named. */
export interface AbstractPlayBoardRequest extends PositionRequest {
  readonly op: "board";
}
/**
 * An Abstract Play move string, whole or partial, e.g. "a3-b4(c6)" or "a3-b4(".
 * ```ts
 * import { loadSync, unwrap } from "pacru";
 *
 * const answer = unwrap(loadSync().abstractplay({ op: "move", move: "a3-b4(" }));
 * console.log([answer.valid, answer.complete, answer.action]); // [true, false, null]
 * ```
 */
export interface AbstractPlayMoveRequest extends PositionRequest {
  readonly op: "move";
  readonly move: string;
}
/**
 * A stack of positions checked in one call (pacru/abstractplay reads a stored game's stack with it):
 * at most 10,000, each read as the field `position` is.
 * ```ts
 * import { loadSync, unwrap } from "pacru";
 *
 * const start = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
 * const answer = unwrap(loadSync().abstractplay({ op: "positions", positions: [start, start.replace(" A 2", " C 2")] }));
 * console.log([answer.count, answer.invalid?.index, answer.invalid?.error.code]); // [2, 1, "bad-notation"]
 * ```
 */
export interface AbstractPlayPositionsRequest {
  readonly op: "positions";
  readonly positions: readonly string[];
}
/** The count of positions checked and the first that pacru does not accept (R1.5, R8.5, NOTATION), or null. */
export interface AbstractPlayPositionsAnswer {
  readonly count: number;
  readonly invalid: { readonly index: number; readonly error: ApiError["error"] } | null;
}
/** The position's fields, as the drop-in PacruGame's board reads them. */
export interface AbstractPlayBoardAnswer extends PositionView {
  readonly outcome: Outcome | null;
  /** The markers that win (R8.3a) under the request's ruleset: 42, 28 or 24 for 2, 3 or 4 players. */
  readonly target: number;
  readonly cells: readonly {
    readonly field: string;
    readonly marker?: PlayerLetter;
    readonly chevron?: { readonly owner: PlayerLetter; readonly facing: string };
  }[];
  readonly baseMoves: readonly string[];
}
/** A move string: the legal action it is, or the rule it breaks (naming RULES.md §11's defect); and the click answer. */
export interface AbstractPlayMoveAnswer {
  readonly move: string;
  readonly position: string;
  /** The action in canonical notation, if the string is a whole legal action. */
  readonly action: string | null;
  /** Else the rule it breaks ("NOTATION" for malformed text) and why, for a developer: the rule, the
   *  string and the RULES.md §11 defect. */
  readonly rule: string | null;
  readonly problem: string | null;
  /** Whether a legal action starts with the string, whether it is one, and the strings one click further. */
  readonly valid: boolean;
  readonly complete: boolean;
  readonly next: readonly string[];
  /** The kind of each of `next` (as `build` names them): "DESTINATION", "CROSSING_FIELD", "CONNECTION", "BONUS_FIELD", … */
  readonly kinds: readonly ("CHEVRON" | "DESTINATION" | "CROSSING_FIELD" | "CONNECTION" | "BONUS_FIELD" | "TURN" | "RELINQUISHED_MARKER")[];
  /** Why the string is not valid, for a developer ("" when it is). */
  readonly message: string;
  /** For a player, in the request's language (`lang`): the rule a whole action breaks and what it forbids
   *  (the violation's detail: without the rule ID, the string or the defect); null where the string is no
   *  whole action the rules forbid. */
  readonly reason: { readonly rule: string; readonly text: string } | null;
  /** For a player, where text that is no move (rule "NOTATION") goes wrong, in the request's language; else null. */
  readonly notation: { readonly offset: number; readonly expected: string; readonly found: string } | null;
}

/** The error codes of docs/API.md that the package answers with. */
export type ErrorCode =
  | "malformed-json"
  | "bad-notation"
  /** A position string that reads but breaks R1.5 or R8 (docs/API.md), with its `problems`. */
  | "invalid-position"
  | "bad-request"
  | "not-found"
  | "illegal-action"
  | "game-over"
  | "no-legal-action"
  | "budget-over-limit"
  | "internal"
  /** 503: the JavaScript stack ran out during the call (a call from deep recursion): nothing was
   *  changed; the call may be made again from a shallower stack. The engine instance it ran in was
   *  replaced (an exhausted stack may leave one half-initialised), so later calls are answered rightly. */
  | "stack-exhausted"
  /** 503: only where a browser refuses to instantiate WebAssembly synchronously: the engine failed
   *  and its replacement, made in the background, is not ready yet; it is once the event loop turns
   *  (await anything), then calls are answered again. Elsewhere a replacement is made at once. */
  | "engine-restarting";

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
    /** illegal-action: the rule broken, the action, and for `replay` its number, the rule and the position before it. */
    readonly violation?: Violation;
    readonly action?: string;
    readonly number?: number;
    readonly round?: number;
    readonly player?: PlayerLetter;
    readonly rule?: string;
    readonly position?: string;
    /** illegal-action of `record`: the line from the start to the illegal action, and its number there. */
    readonly line?: readonly string[];
    readonly ply?: number;
  };
}

/** What an answer says when the request's `lang` names a language pacru does not write. */
export interface LanguageNote {
  /** The tag the request gave. */
  readonly requested: string;
  /** The language answered in: "en". */
  readonly used: LanguageTag;
  /** E.g. "unknown language 'de' (en, es or ja): answering in English". */
  readonly message: string;
}

/** An answer or an error, told apart by `error` (isError(answer), or `"error" in answer`). An answer
 *  to a request with an unknown `lang` carries `lang` (answered in English). */
export type Result<T> = (T & { readonly lang?: LanguageNote }) | ApiError;

/**
 * The loaded engine. Each call takes any JavaScript value and answers an answer or an error object,
 * never throwing: the request is written as `JSON.stringify` writes it (`toJSON` called, a boxed
 * primitive unboxed: `new Number(5)` is `5`, `new String("x")` `"x"`, `new Boolean(false)` `false`;
 * functions, symbols and undefined left out), and checked while written: over 4 MB of JSON, nesting
 * deeper than 32, a cycle, a BigInt, or a getter, Proxy or `toJSON` that throws is a 400
 * `malformed-json`, `NaN` or `±Infinity` a 400 `bad-request`, naming the field (its first 40
 * characters); a request that is no object (a string, a number) is the engine's `malformed-json`.
 */
export interface Pacru {
  /** The build in use. */
  readonly target: "wasm" | "js";
  legal(request?: PositionRequest): Result<LegalAnswer>;
  check(request: ActionRequest): Result<CheckAnswer>;
  apply(request: ActionRequest): Result<ApplyAnswer>;
  explain(request: ActionRequest): Result<ExplainAnswer>;
  svg(request?: SvgRequest): Result<SvgAnswer>;
  replay(request?: ReplayRequest): Result<ReplayAnswer>;
  record(request: RecordRequest): Result<RecordAnswer>;
  move(request?: MoveRequest): Result<MoveAnswer>;
  analyse(request?: AnalyseRequest): Result<AnalyseAnswer>;
  build(request?: BuildRequest): Result<BuildAnswer>;
  setup(request?: SetupRequest): Result<SetupAnswer>;
  info(): Result<InfoAnswer>;
  /** Abstract Play's move strings through the Java AbstractPlayAdapter (RULES.md §11); pacru/abstractplay uses it. */
  abstractplay(request: AbstractPlayBoardRequest): Result<AbstractPlayBoardAnswer>;
  abstractplay(request: AbstractPlayMoveRequest): Result<AbstractPlayMoveAnswer>;
  abstractplay(request: AbstractPlayPositionsRequest): Result<AbstractPlayPositionsAnswer>;
}

export interface LoadOptions {
  /** "wasm" (WebAssembly GC) or "js"; default: "wasm" where the runtime has WebAssembly GC and can
   *  call it safely, else "js". Node.js 22 and 23 (V8 before 13.6) call it safely only when started
   *  with --no-turbo-inline-js-wasm-calls: without it the default there is "js", and "wasm" sets that
   *  flag for the process and says so once (process warning PACRU_V8_FLAG). */
  readonly target?: "wasm" | "js" | undefined;
}

export interface LoadSyncOptions extends LoadOptions {
  /** The WebAssembly (pacru.wasm's bytes, or the module compiled from them), for a browser using
   *  "pacru", which reads no file synchronously; Node.js reads the file next to the package's
   *  module, and "pacru/sync" carries the bytes inside its modules. */
  readonly wasm?: BufferSource | WebAssembly.Module | undefined;
}

/**
 * Loads the engine asynchronously; rejects if the chosen build cannot run here, and with a TypeError
 * whose message starts "pacru.load: " for options that are not an object, cannot be read (a getter or
 * Proxy that throws) or name another target. A browser fetches
 * `pacru.wasm` (or imports `pacru.js`) next to the package's module; with "pacru/sync" nothing is
 * fetched. On Node.js whose V8 is older than 13.6 (Node.js 22, 23) V8 can abort the process on calls
 * into WebAssembly unless it runs with --no-turbo-inline-js-wasm-calls, a flag of the whole process:
 * without a target, load() and loadSync() choose the JavaScript build there unless the process was
 * started with the flag; `target: "wasm"` sets the flag and says so once, as the process warning
 * PACRU_V8_FLAG (README: WebAssembly on Node.js 22).
 * ```ts
 * import { load } from "pacru";
 *
 * const pacru = await load({ target: "js" });
 * console.log(pacru.target); // "js"
 * ```
 */
export function load(options?: LoadOptions): Promise<Pacru>;

/**
 * Loads the engine synchronously: WebAssembly GC compiled on the spot where the runtime has it
 * (Node.js: from the file next to the package's module; a browser: from `options.wasm`, or with
 * "pacru/sync" from the bytes its modules carry), else the JavaScript build (Node.js, and "pacru/sync"
 * everywhere; choice as load()'s). Throws if the chosen build cannot be loaded synchronously here, and a
 * TypeError whose message starts "pacru.loadSync: " for options as load() refuses them or a `wasm`
 * that is neither bytes nor a WebAssembly.Module.
 * ```ts
 * import { loadSync, unwrap } from "pacru";
 *
 * const pacru = loadSync();
 * console.log(unwrap(pacru.legal({ players: 2 })).moves.length); // 28
 * ```
 */
export function loadSync(options?: LoadSyncOptions): Pacru;

/** Whether this runtime has WebAssembly GC (Node 22 or later, current browsers). */
export function supportsWasmGc(): boolean;

/**
 * Whether an answer is an error (narrows a Result to ApiError, and else to the answer): an object with
 * a property `error`. Any value may be asked; one that cannot be (a revoked Proxy) is no error.
 * ```ts
 * import { isError, loadSync } from "pacru";
 *
 * const answer = loadSync().legal({ position: "4.BS3.ASW/9" });
 * console.log(isError(answer) ? answer.error.code : answer.moves.length); // "bad-notation"
 * ```
 */
export function isError<T>(answer: Result<T>): answer is ApiError;

/**
 * An error answer, thrown by unwrap(): its HTTP status, code, message and, where it names one, the rule.
 * Made from any value without throwing: where the error is not the package's (no string message, no
 * numeric status), the message says so and status or code is undefined.
 * ```ts
 * import { loadSync, unwrap, PacruError } from "pacru";
 *
 * try {
 *   unwrap(loadSync().apply({ action: "e1-e3" }));
 * } catch (e) {
 *   if (e instanceof PacruError) {
 *     console.log([e.status, e.code, e.rule]); // [422, "illegal-action", "R3.2"]
 *   }
 * }
 * ```
 */
export class PacruError extends Error {
  readonly name: "PacruError";
  /** The HTTP status the server would send, e.g. 400 or 422. */
  readonly status: number;
  readonly code: ErrorCode;
  /** The rule broken, e.g. "R3.2", where the error names one. */
  readonly rule?: string;
  /** The whole error object of the answer. */
  readonly error: ApiError["error"];
  constructor(error: ApiError["error"]);
}

/** The answer, or a PacruError thrown for an error answer (isError); any other value is returned as it is. */
export function unwrap<T>(answer: Result<T>): T & { readonly lang?: LanguageNote };
