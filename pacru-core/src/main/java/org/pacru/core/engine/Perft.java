package org.pacru.core.engine;

import org.pacru.board.Position;

/**
 * Perft: the number of action sequences of a given length, rotations included, on a stack of
 * working boards, one per ply: each child is a copy of its parent's board (a few words) with the
 * action applied, so no position is built on the way. The last ply is counted in bulk (moves by
 * their completion counts, rotations combinatorially, R7). One instance per call.
 */
final class Perft {
    private final RuleOptions options;
    private final Board[] boards;
    private final IntList[] lists;
    private final Rotations[] rotations;
    private final Completions completions = new Completions();

    Perft(RuleOptions options, Position position, int depth) {
        this.options = options;
        boards = new Board[depth + 1];
        lists = new IntList[depth + 1];
        rotations = new Rotations[depth + 1];
        for (int i = 0; i <= depth; i++) {
            rotations[i] = new Rotations();
            boards[i] = new Board();
            boards[i].recycleChevrons();      // no node becomes a position
            lists[i] = new IntList(64);
        }
        boards[0].load(position);
    }

    /**
     * The leaf count at the given depth below the board of the given ply. A child's base moves come
     * from the destinations the stuck test of the turn passing that made it left on its board.
     */
    long count(int ply, int depth) {
        if (depth == 0) {
            return 1;
        }
        Board b = boards[ply];
        if (Turns.outcome(b, options) != Turns.NO_OUTCOME) {
            return 0;
        }
        int p = b.toMove;
        IntList moves = lists[ply];
        moves.clear();
        int nb = Movement.baseMoves(b, p, moves);       // the board's destinations, if they are p's
        if (nb == 0) {
            return 0;
        }
        if (depth == 1) {
            long n = 0;
            for (int i = 0; i < nb; i++) {
                n += completions.expand(b, options, p, moves.get(i), null);
            }
            return n + Rotations.count(b, p);
        }
        for (int i = 0; i < nb; i++) {           // completions appended after the base moves
            completions.expand(b, options, p, moves.get(i), moves);
        }
        Board next = boards[ply + 1];
        long n = 0;
        for (int i = nb; i < moves.size(); i++) {
            next.copyFrom(b);
            Effects.applyMove(next, options, p, moves.get(i), null);
            Turns.passTurn(next, options, p, null, true);
            n += count(ply + 1, depth - 1);
        }
        Rotations rot = rotations[ply].reset(b, p);
        while (rot.advance()) {
            next.copyFrom(b);
            Effects.applyRotation(next, p, rot.field(), rot.turn().steps(), rot.relLo(), rot.relHi(), null);
            Turns.passTurn(next, options, p, null, true);
            n += count(ply + 1, depth - 1);
        }
        return n;
    }
}
