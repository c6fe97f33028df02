package org.pacru.notation;

import org.pacru.board.Player;

/**
 * The rounds of a line of a game record (NOTATION.md §4): a round is one action per player still
 * in the game, and a new round starts when a player who has already acted in the current round is
 * to act again. The one count of rounds that the reader (for the round its errors name) and the
 * writer (for the move numbers it writes) share.
 *
 * @param number the current round, from 1; 0 before the line's first action
 * @param moved the players who have acted in the current round, one bit each (bit 0: A)
 */
record Rounds(int number, int moved) {
    /** A line before its first action. */
    static final Rounds START = new Rounds(0, 0);

    /** The rounds after {@code mover}'s action. */
    Rounds after(Player mover) {
        int bit = 1 << mover.ordinal();
        if (number == 0 || (moved & bit) != 0) {
            return new Rounds(number + 1, bit);
        }
        return new Rounds(number, moved | bit);
    }

    /** Whether {@code after}, the rounds after one more action, began a new round with it. */
    boolean newRound(Rounds after) {
        return after.number != number;
    }

    /** Whether {@code player} has acted in the current round. */
    boolean hasMoved(Player player) {
        return (moved & 1 << player.ordinal()) != 0;
    }

    /** The round an action played now belongs to, as error messages name it: at least 1. */
    int current() {
        return Math.max(1, number);
    }
}
