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
import static org.pacru.messages.MessageTable.*;

import java.util.ArrayList;
import java.util.List;

import org.pacru.board.Borderland;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.rules.Message;

/**
 * The words of {@link Explainer}'s violations about a move's choices (R4, R6, R9.2): which R4
 * choice a move has, and why a named crossing field, connection, bonus field or meeting does not
 * hold, as messages of the message tables. Every condition is read from the engine's predicates and the board's R4 facts
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

    private static Field name(int field) {
        return Field.ofIndex(field);
    }

    private static Player player(int q) {
        return Player.ofNumber(q + 1);
    }

    /** R4.4a: whether D has a neutral field (a capture's destination does not count). */
    boolean hasNeutral(int to, boolean capture) {
        int d = BORDERLAND[to];
        long lo = BL_LO[d] & ~b.allLo() & ~(capture ? loBit(to) : 0);
        long hi = BL_HI[d] & ~b.allHi() & ~(capture ? hiBit(to) : 0);
        return (lo | hi) != 0;
    }

    Message r4Effect(int to, int crossingCase, boolean conn, long xLo, long xHi) {
        boolean crossing = (xLo | xHi) != 0;
        Borderland d = Borderland.values()[BORDERLAND[to]];
        if (!crossing) {
            return Message.of(conn ? CHOICE_R4_CONNECTION : CHOICE_R4_NONE);
        }
        List<Field> fields = new ArrayList<>();
        for (int i = 0; i < FIELDS; i++) {
            if (has(xLo, xHi, i)) {
                fields.add(name(i));
            }
        }
        String key = conn ? CHOICE_R4_BOTH : crossingCase == Marking.CLAIM_NEUTRAL ? CHOICE_R4_MARK : CHOICE_R4_CONVERT;
        return Message.of(key, "borderland", d, "fields", fields);
    }

    Message noConnection(int from, int to) {
        if (DIST[from * FIELDS + to] < 2) {
            return Message.of(CHOICE_NO_CONNECTION_ONE_STEP);
        }
        if (!b.hasMarker(p, from) || !b.hasMarker(p, to)) {
            return Message.of(CHOICE_NO_CONNECTION_UNMARKED, "field", !b.hasMarker(p, from) ? name(from) : name(to));
        }
        if (!Movement.pathClear(b, from, to)) {
            return Message.of(CHOICE_NO_CONNECTION_BLOCKED, "from", name(from), "to", name(to));
        }
        return Message.of(CHOICE_NO_CONNECTION_NO_GAP, "from", name(from), "to", name(to));
    }

    Message notCrossingField(int to, int crossingCase, int x) {
        Borderland d = Borderland.values()[BORDERLAND[to]];
        if (BORDERLAND[x] != BORDERLAND[to]) {
            return Message.of(CHOICE_CROSSING_OTHER_BORDERLAND, "field", name(x), "borderland", d);
        }
        if (crossingCase == Marking.CLAIM_NEUTRAL) {
            if (b.markerAt(x) >= 0) {
                return Message.of(CHOICE_CROSSING_NOT_NEUTRAL, "field", name(x), "borderland", d);
            }
            return Message.of(CHOICE_CROSSING_OCCUPIED_NEUTRAL, "field", name(x));
        }
        if (x == to) {
            return Message.of(CHOICE_CROSSING_DESTINATION, "field", name(x));
        }
        if (b.occupied(x)) {
            return Message.of(CHOICE_CROSSING_OCCUPIED_OPPOSING, "field", name(x));
        }
        return Message.of(CHOICE_CROSSING_NOT_OPPOSING, "field", name(x), "borderland", d);
    }

    /** {@code madeOwnBy}: the key of what made fields the mover's before the bonus, "" for the capture alone. */
    Message notBonus(int from, int to, int y, long oaLo, long oaHi, String madeOwnBy) {
        if (y == to) {
            return Message.of(CHOICE_BONUS_LANDING, "field", name(y));
        }
        if (y == from && !engine.ruleset().bonusOnStartField()) {
            return Message.of(CHOICE_BONUS_START, "field", name(y));
        }
        if (y != from && b.occupied(y)) {
            return Message.of(CHOICE_BONUS_OCCUPIED, "field", name(y));
        }
        if (has(oaLo, oaHi, y) && !b.hasMarker(p, y)) {
            return Message.of(CHOICE_BONUS_JUST_MADE_OWN, "field", name(y),
                    "cause", Message.of(madeOwnBy.isEmpty() ? CHOICE_MADE_OWN_CAPTURE : madeOwnBy));
        }
        return Message.of(CHOICE_BONUS_OWN, "field", name(y));
    }

    Message noMeeting(int to, boolean capture, int pf, long oaLo, long oaHi) {
        if (!has(oaLo, oaHi, to)) {
            return Message.of(CHOICE_MEETING_NOT_OWN_DESTINATION, "field", name(to));
        }
        if (!has(oaLo, oaHi, pf)) {
            return Message.of(CHOICE_MEETING_NOT_OWN_PARTNER, "field", name(pf));
        }
        List<Message> counts = new ArrayList<>();
        for (int q = 0; q < b.players; q++) {
            if (q != p) {
                counts.add(Message.of(CHOICE_MEETING_COUNT, "player", player(q), "count", count(b.m[2 * q], b.m[2 * q + 1])));
            }
        }
        return Message.of(CHOICE_MEETING_THRESHOLD, "threshold", engine.ruleset().meetingThreshold(), "counts", counts);
    }
}
