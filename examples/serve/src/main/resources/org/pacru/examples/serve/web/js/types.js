// pacru serve: the shapes of the engine's answers that the page reads (docs/api.md gives them in
// full), for the type check of the page's modules (tsc --checkJs --strict; PageTypesTest).

/**
 * @typedef {{type: string, text: string, fields?: string[]}} GameEvent
 * @typedef {{ply: number, round: number, player: string, action: string, position: string,
 *   events: GameEvent[], toMove: string}} Ply
 * @typedef {{winner: string, rule: string, text: string}} Outcome
 * @typedef {{start: string, startToMove: string, position: string, toMove: string, players: number,
 *   plies: Ply[], outcome: Outcome | null, out: string[], markers: Record<string, number>,
 *   record: string, abstractplay: string[], tags: Record<string, string>, tree: TreeLine}} Game
 * @typedef {{comment: string, shapes: string[], children: TreeNode[]}} Tree
 * @typedef {{action: string, glyphs: number[], comment: string, shapes: string[], children: TreeNode[]}} TreeNode
 * @typedef {{comment: string, shapes: string[], plies: TreePly[]}} TreeLine
 * @typedef {{action: string, glyphs: number[], comment: string, shapes: string[], variations: TreeLine[]}} TreePly
 * @typedef {{field?: string, kind: string, text: string, rule: string, capture?: boolean}} Step
 * @typedef {{field: string, from: string, to: string, degrees: number, clockwise: boolean,
 *   cost: number, picked: number, rule: string}} Rotation
 * @typedef {{complete: boolean, next: Step[], action: string, partial: string, viable: boolean,
 *   rotation?: Rotation | null}} Build
 * @typedef {{players: number, toMove: string, chevrons: Record<string, string>,
 *   markers: Record<string, string>, valid?: string | null}} Setup
 * @typedef {{rule: string, message: string}} Problem
 * @typedef {{status?: number, code?: string, message: string, rule?: string, offset?: number,
 *   action?: string, number?: number, round?: number, problems?: Problem[], cancelled?: boolean}} ApiError
 * @typedef {{position: string, toMove: string, markers: Record<string, number> | null, live: boolean}} Shown
 * @typedef {{citation: string, text: string, mark: string, allowed: boolean, status: "ALLOWED" | "NOT_ALLOWED" | "NOT_CHECKED", fields: string[]}} Fact
 * @typedef {{target: string} & Record<string, any>} Engine
 */
export {};
