package org.pacru.core.engine;

import static org.pacru.core.engine.Tables.BETWEEN_HI;
import static org.pacru.core.engine.Tables.BETWEEN_LO;
import static org.pacru.core.engine.Tables.BL_HI;
import static org.pacru.core.engine.Tables.BL_LO;
import static org.pacru.core.engine.Tables.BORDERLAND;
import static org.pacru.core.engine.Tables.FIELDS;
import static org.pacru.core.engine.Tables.has;
import static org.pacru.core.engine.Tables.hiBit;
import static org.pacru.core.engine.Tables.loBit;

/**
 * Markers from a move (R4): whether a move crosses a border (R4.1) and which fields the crossing
 * may mark (R4.4), whether it is a connection (R4.2) and which fields it fills (R4.5). Everything
 * is judged on the board before the move. The choice between them (R4.3) is made in
 * {@link Completions}; the markers are placed by {@link Effects}.
 */
final class Marking {
    /** R4.1: the move stays in its borderland. */
    static final int NO_CROSSING = 0;
    /** R4.4: the move crosses, but there is no field to mark or convert. */
    static final int NOTHING_GAINED = 1;
    /** R4.4(a): the mover marks a neutral field of the destination borderland holding no chevron. */
    static final int CLAIM_NEUTRAL = 2;
    /** R4.4(b): the borderland has no neutral field; the mover converts an opposing marker. */
    static final int CONVERT_OPPOSING = 3;

    private Marking() {
    }

    /** R4.1: the move from {@code from} to {@code to} ends in another borderland. */
    static boolean crossesBorder(int from, int to) {
        return BORDERLAND[from] != BORDERLAND[to];
    }

    /**
     * R4.4: which case of the border-crossing effect the move of p applies, with the fields it lets
     * p mark in {@code fields} (empty unless the case is {@link #CLAIM_NEUTRAL} or
     * {@link #CONVERT_OPPOSING}). A capture's destination is neither neutral (R5.4) nor convertible.
     *
     * @return {@link #NO_CROSSING}, {@link #NOTHING_GAINED}, {@link #CLAIM_NEUTRAL} or {@link #CONVERT_OPPOSING}
     */
    static int crossingCase(Board b, int p, int from, int to, boolean capture, FieldSet fields) {
        fields.set(0, 0);
        if (!crossesBorder(from, to)) {
            return NO_CROSSING;
        }
        int d = BORDERLAND[to];
        long allLo = b.allLo();
        long allHi = b.allHi();
        long nLo = BL_LO[d] & ~allLo;
        long nHi = BL_HI[d] & ~allHi;
        if (capture) {                      // R4.4a, R5.4: a capture's destination does not count
            nLo &= ~loBit(to);
            nHi &= ~hiBit(to);
        }
        if ((nLo | nHi) != 0) {             // R4.4a: mark a neutral field holding no chevron
            fields.set(nLo & ~b.occLo, nHi & ~b.occHi);
            return fields.isEmpty() ? NOTHING_GAINED : CLAIM_NEUTRAL;
        }
        // R4.4b: convert an opposing marker on an unoccupied field other than the destination
        fields.set(BL_LO[d] & allLo & ~b.m[2 * p] & ~b.occLo & ~loBit(to),
                BL_HI[d] & allHi & ~b.m[2 * p + 1] & ~b.occHi & ~hiBit(to));
        return fields.isEmpty() ? NOTHING_GAINED : CONVERT_OPPOSING;
    }

    /**
     * R4.2: the move of p is a connection: it goes from an own field to an own field over at least
     * one field, with no chevron between (a jump is never a connection), and — with the ruleset
     * option connectionNeedsGap (R10) — at least one field between is not p's yet.
     */
    static boolean isConnection(Board b, int p, int from, int to, boolean needsGap) {
        long ownLo = b.m[2 * p];
        long ownHi = b.m[2 * p + 1];
        int i = from * FIELDS + to;
        long btLo = BETWEEN_LO[i];
        long btHi = BETWEEN_HI[i];
        return has(ownLo, ownHi, from) && has(ownLo, ownHi, to)
                && (btLo & b.occLo) == 0 && (btHi & b.occHi) == 0
                && (needsGap ? ((btLo & ~ownLo) | (btHi & ~ownHi)) != 0 : (btLo | btHi) != 0);
    }

    /** R4.5: the fields a connection from {@code from} to {@code to} fills (all fields strictly between), fields 0–63. */
    static long connectionLo(int from, int to) {
        return BETWEEN_LO[from * FIELDS + to];
    }

    /** R4.5: as {@link #connectionLo}, fields 64–80. */
    static long connectionHi(int from, int to) {
        return BETWEEN_HI[from * FIELDS + to];
    }
}
