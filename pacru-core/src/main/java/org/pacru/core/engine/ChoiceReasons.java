package org.pacru.core.engine;

import static org.pacru.core.engine.Tables.BL_HI;
import static org.pacru.core.engine.Tables.BL_LO;
import static org.pacru.core.engine.Tables.BORDERLAND;
import static org.pacru.core.engine.Tables.DIST;
import static org.pacru.core.engine.Tables.FIELDS;
import static org.pacru.core.engine.Tables.count;
import static org.pacru.core.engine.Tables.has;
import static org.pacru.core.engine.Tables.hiBit;
import static org.pacru.core.engine.Tables.loBit;

import org.pacru.board.Borderland;
import org.pacru.board.Field;
import org.pacru.board.Player;

/**
 * The words of {@link Explainer}'s violations about a move's choices (R4, R6, R9.2): which R4
 * choice a move has, and why a named crossing field, connection, bonus field or meeting does not
 * hold. Every condition is read from the engine's predicates and the board's R4 facts
 * ({@link Marking#crossingCase} gives the case); nothing here decides legality.
 */
final class ChoiceReasons {
    private final Engine engine;
    private final Board b;
    private final int p;

    ChoiceReasons(Engine engine, Board b) {
        this.engine = engine;
        this.b = b;
        this.p = b.toMove;
    }

    private static String name(int field) {
        return Field.ofIndex(field).toString();
    }

    private static String player(int q) {
        return Player.ofNumber(q + 1).toString();
    }

    /** R4.4a: whether D has a neutral field (a capture's destination does not count). */
    boolean hasNeutral(int to, boolean capture) {
        int d = BORDERLAND[to];
        long lo = BL_LO[d] & ~b.allLo() & ~(capture ? loBit(to) : 0);
        long hi = BL_HI[d] & ~b.allHi() & ~(capture ? hiBit(to) : 0);
        return (lo | hi) != 0;
    }

    String r4Effect(int to, int crossingCase, boolean conn, long xLo, long xHi) {
        boolean crossing = (xLo | xHi) != 0;
        Borderland d = Borderland.values()[BORDERLAND[to]];
        StringBuilder sb = new StringBuilder();
        if (crossing && conn) {
            sb.append("the move is a border crossing and a connection: it names exactly one of them (R4.3), a field of borderland ")
                    .append(d).append(" or *");
        } else if (crossing) {
            sb.append("the border crossing into borderland ").append(d).append(" names one field to ")
                    .append(crossingCase == Marking.CLAIM_NEUTRAL ? "mark (R4.4a)" : "convert (R4.4b)");
        } else if (conn) {
            sb.append("the connection is mandatory and named * (R4.3, R4.5)");
        } else {
            sb.append("the move has no R4 effect");
        }
        if (crossing) {
            sb.append(": one of ");
            boolean first = true;
            for (int i = 0; i < FIELDS; i++) {
                if (has(xLo, xHi, i)) {
                    sb.append(first ? "" : ", ").append(name(i));
                    first = false;
                }
            }
        }
        return sb.toString();
    }

    String noConnection(int from, int to) {
        if (DIST[from * FIELDS + to] < 2) {
            return "a one-step move is never a connection (R4.2)";
        }
        if (!b.hasMarker(p, from) || !b.hasMarker(p, to)) {
            return "no connection (R4.2): " + (!b.hasMarker(p, from) ? name(from) : name(to)) + " does not carry your marker";
        }
        if (!Movement.pathClear(b, from, to)) {
            return "no connection (R4.2): a chevron stands between " + name(from) + " and " + name(to)
                    + " (a jump is never a connection)";
        }
        return "no connection (R4.2): every field between " + name(from) + " and " + name(to)
                + " is yours already, so there is nothing to fill (connectionNeedsGap)";
    }

    String notCrossingField(int to, int crossingCase, int x) {
        Borderland d = Borderland.values()[BORDERLAND[to]];
        if (BORDERLAND[x] != BORDERLAND[to]) {
            return name(x) + " is not in the destination borderland " + d;
        }
        if (crossingCase == Marking.CLAIM_NEUTRAL) {
            if (b.markerAt(x) >= 0) {
                return name(x) + " is not neutral, and borderland " + d + " has neutral fields, so one of them is marked (R4.4a)";
            }
            return name(x) + " holds a chevron before the move (R4.4a)";
        }
        if (x == to) {
            return "the destination " + name(x) + " cannot be converted (R4.4b)";
        }
        if (b.occupied(x)) {
            return name(x) + " holds a chevron (R4.4b: only unoccupied fields are converted)";
        }
        return name(x) + " carries no opposing marker (R4.4b: borderland " + d + " has no neutral field, so an opposing marker is converted)";
    }

    String notBonus(int from, int to, int y, long oaLo, long oaHi, String madeOwnBy) {
        if (y == to) {
            return name(y) + " is where the chevron lands; the bonus field must hold no chevron after the move";
        }
        if (y == from && !engine.ruleset().bonusOnStartField()) {
            return "the start field " + name(y) + " does not qualify under this ruleset (bonusOnStartField = false)";
        }
        if (y != from && b.occupied(y)) {
            return name(y) + " holds a chevron";
        }
        if (has(oaLo, oaHi, y) && !b.hasMarker(p, y)) {
            return name(y) + " is yours already: " + (madeOwnBy.isEmpty() ? "the capture" : madeOwnBy)
                    + " has just made it yours, so the bonus would gain nothing";
        }
        return name(y) + " is yours already; the bonus marks a field that is not";
    }

    String noMeeting(int to, boolean capture, int pf, long oaLo, long oaHi) {
        if (!has(oaLo, oaHi, to)) {
            return "(a) " + name(to) + " does not carry your marker after the move and its effects"
                    + " (the bonus cannot create the meeting it pays for)";
        }
        if (!has(oaLo, oaHi, pf)) {
            return "(b) the chevron ahead on " + name(pf) + " does not stand on your marker";
        }
        StringBuilder sb = new StringBuilder("(d) no other player has ")
                .append(engine.ruleset().meetingThreshold()).append(" markers on the board (");
        for (int q = 0, k = 0; q < b.players; q++) {
            if (q != p) {
                sb.append(k++ == 0 ? "" : ", ").append(player(q)).append(" has ")
                        .append(count(b.m[2 * q], b.m[2 * q + 1]));
            }
        }
        return sb.append(" before the move)").toString();
    }
}
