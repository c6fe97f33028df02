// A gameslib-style TypeScript program using pacru/abstractplay's drop-in PacruGame: compiled with
// tsc --strict by the package test, against the installed package, then run.
import { PacruGame, type CellContents, type IClickResult, type IPacruState, type IValidationResult,
  type APRenderRep, type playerid } from "pacru/abstractplay";

const game: PacruGame = new PacruGame(2);
const start: Map<string, CellContents> = game.board;
const first: playerid = game.currplayer;
let click: IClickResult = game.handleClick("", 6, 0);             // a3
click = game.handleClick(click.move, 5, 1);                       // b4
click = game.handleClick(click.move, 3, 2);                       // c6
const check: IValidationResult = game.validateMove("a3-b4");     // D1: not whole
game.move(click.move);
let refused = "";
try {
  game.move("e9-e7");
} catch (e) {
  refused = e instanceof Error ? e.message : String(e);
}
const state: IPacruState = game.state();
const reloaded = new PacruGame(game.serialize());
const rep: APRenderRep = reloaded.render();
console.log([start.size, first, click.move, click.complete ?? "", check.complete ?? "", game.currplayer,
  refused.startsWith("PacruGame: R3.2"), state.stack.length, rep.pieces.split("\n").length,
  reloaded.stack[1]?.lastmove ?? "", PacruGame.gameinfo.uid].join("\n"));
