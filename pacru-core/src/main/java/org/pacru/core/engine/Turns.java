package org.pacru.core.engine;

import java.util.List;
import org.pacru.board.Player;
import org.pacru.internal.ChevronCode;
import org.pacru.rules.Event;
import org.pacru.rules.Outcome;
import org.pacru.rules.WinReason;

/**
 * Turns, elimination and the end of the game (R8): the outcome of a board (R8.3) and passing the
 * turn after an action (R8.5) with the automatic elimination of stuck players (R8.1, R8.2).
 */
final class Turns {
    /** The code of {@link #outcome} while the game goes on. */
    static final int NO_OUTCOME = -1;

    private Turns() {
    }

    /**
     * R8.3: -1 while the game goes on, else {@code winner | reason << 2} (reason 0 = TARGET_REACHED,
     * 1 = LAST_WITH_CHEVRONS). (a) before (b). Several players at or above the target (only in
     * user-built positions): the one with the most markers wins, ties to the earliest in turn order.
     * No chevrons at all: no outcome (and no legal action).
     */
    static int outcome(Board b, RuleOptions o) {
        int target = o.target(b.players);
        int best = -1;
        int bestCount = -1;
        for (int q = 0; q < b.players; q++) {
            int c = Tables.count(b.m[2 * q], b.m[2 * q + 1]);
            if (c >= target && c > bestCount) {
                best = q;
                bestCount = c;
            }
        }
        if (best >= 0) {
            return best;
        }
        short[] c = b.chev;
        if (c.length == 0) {
            return NO_OUTCOME;
        }
        int owner = ChevronCode.owner(c[0]);
        for (int i = 1; i < c.length; i++) {
            if (ChevronCode.owner(c[i]) != owner) {
                return NO_OUTCOME;              // two players still have chevrons: (b) does not hold
            }
        }
        return owner | 1 << 2;
    }

    /** The API outcome of an outcome code. */
    static Outcome toOutcome(int code) {
        return new Outcome(Player.ofNumber((code & 3) + 1),
                (code >>> 2) == 0 ? WinReason.TARGET_REACHED : WinReason.LAST_WITH_CHEVRONS);
    }

    /**
     * R8.5: passes the turn after an action of {@code mover}: to the next player; R8.3 is checked;
     * players who are out (R8.2) are skipped, stuck players are eliminated (R8.1); R8.3 after each
     * step. Sets {@code b.toMove} and {@code b.outcome}.
     */
    static void passTurn(Board b, RuleOptions o, int mover, List<Event> ev) {
        passTurn(b, o, mover, ev, false);
    }

    /**
     * R8.5 as {@link #passTurn(Board, RuleOptions, int, List)}; with {@code generate} the stuck
     * test runs the whole generator, so that when the turn passes to a player with a legal move,
     * {@code b.destinations} holds every destination of that player on the board as it is now and
     * {@code b.destinationsOf} says so (for a caller that would generate them next: a playout,
     * perft).
     */
    static void passTurn(Board b, RuleOptions o, int mover, List<Event> ev, boolean generate) {
        int cur = mover;
        for (int guard = 0; guard <= 2 * b.players; guard++) {
            cur = (cur + 1) % b.players;
            int oc = outcome(b, o);
            if (oc != NO_OUTCOME) {
                b.toMove = cur;
                b.outcome = oc;
                if (ev != null) {
                    ev.add(new Event.GameOver(Player.ofNumber((oc & 3) + 1), toOutcome(oc).reason()));
                }
                return;
            }
            if (!b.hasChevrons(cur)) {
                continue;
            }
            if (!Movement.hasLegalMove(b, cur, generate)) {
                eliminate(b, cur);
                if (ev != null) {
                    ev.add(new Event.Eliminated(Player.ofNumber(cur + 1)));
                }
                continue;
            }
            b.toMove = cur;
            b.outcome = NO_OUTCOME;
            return;
        }
        b.toMove = cur;
        b.outcome = outcome(b, o);
    }

    /** R8.1: removes the stuck player's chevrons (their markers stay). */
    private static void eliminate(Board b, int q) {
        short[] old = b.chev;
        short[] c = new short[old.length - b.chevronCount(q)];
        int k = 0;
        for (short s : old) {
            if (ChevronCode.owner(s) != q) {
                c[k++] = s;
            }
        }
        b.setChevrons(c);
    }
}
