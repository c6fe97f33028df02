package org.pacru.core.engine;

import org.pacru.board.Position;
import org.pacru.internal.PositionAccess;

/**
 * A mutable working copy of a position's raw masks, used by one engine call on one thread (never
 * shared, never stored). Markers: {@code m[2p]} (fields 0–63) and {@code m[2p + 1]} (fields 64–80)
 * for player index p. The chevron array is that of {@code PositionAccess}: sorted by field,
 * {@code field << 5 | owner << 3 | facing}; it is shared with the position it came from and is
 * therefore never modified in place, only replaced.
 */
final class Board {
    private static final PositionAccess ACCESS = PositionAccess.get();

    final long[] m = new long[8];
    long occLo;
    long occHi;
    short[] chev;
    int toMove;
    int players;
    /** Set by {@code Engine.passTurn}: the outcome code after the action (R8.3), or NO_OUTCOME. */
    int outcome;

    // Scratch results of Engine.r4 (the R4 facts of one base move).
    boolean crossing;
    /** 0: no crossing or nothing gained; 1: R4.4a (mark a neutral field); 2: R4.4b (convert). */
    int crossCase;
    long xLo;
    long xHi;
    boolean conn;
    long cnLo;
    long cnHi;
    // Scratch results of Engine.destinations (plain moves, captures of one chevron).
    long dLo;
    long dHi;
    long kLo;
    long kHi;
    // Scratch results of Engine.generate: per own chevron its field, plain destinations, captures.
    final int[] genFrom = new int[Tables.FIELDS];
    final long[] gen = new long[4 * Tables.FIELDS];
    // Scratch result of Engine.bonus (R6.2 candidates).
    long bLo;
    long bHi;

    Board(Position p) {
        load(p);
    }

    /** An empty board, to {@link #load} later (a reusable scratch board). */
    Board() {
        chev = new short[0];
        players = 2;
    }

    /** Makes this board a working copy of the position (a few words; the chevrons are shared). */
    Board load(Position p) {
        long[] mm = m;
        for (int q = 0; q < 4; q++) {
            mm[2 * q] = ACCESS.lo(p, q);
            mm[2 * q + 1] = ACCESS.hi(p, q);
        }
        occLo = ACCESS.occLo(p);
        occHi = ACCESS.occHi(p);
        chev = ACCESS.chevrons(p);
        toMove = ACCESS.toMove(p);
        players = p.playerCount();
        return this;
    }

    /** Makes this board a copy of another (the chevron array is shared, as it is never modified). */
    void copyFrom(Board o) {
        System.arraycopy(o.m, 0, m, 0, 8);
        occLo = o.occLo;
        occHi = o.occHi;
        chev = o.chev;
        toMove = o.toMove;
        players = o.players;
    }

    Position toPosition() {
        return ACCESS.create(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], chev, toMove, players);
    }

    long allLo() {
        return m[0] | m[2] | m[4] | m[6];
    }

    long allHi() {
        return m[1] | m[3] | m[5] | m[7];
    }

    boolean occupied(int f) {
        return Tables.has(occLo, occHi, f);
    }

    /** The marker owner on f (0–3), or -1 if neutral. */
    int markerAt(int f) {
        for (int q = 0; q < 4; q++) {
            if (Tables.has(m[2 * q], m[2 * q + 1], f)) {
                return q;
            }
        }
        return -1;
    }

    boolean hasMarker(int q, int f) {
        return Tables.has(m[2 * q], m[2 * q + 1], f);
    }

    /** The encoded chevron on f, or -1. */
    int chevronAt(int f) {
        if (!occupied(f)) {
            return -1;
        }
        short[] c = chev;
        for (int i = 0; i < c.length; i++) {
            if (c[i] >>> 5 == f) {
                return c[i];
            }
        }
        return -1;
    }

    boolean hasChevrons(int q) {
        short[] c = chev;
        for (int i = 0; i < c.length; i++) {
            if ((c[i] >>> 3 & 3) == q) {
                return true;
            }
        }
        return false;
    }

    /** Gives player p the markers of the mask (claims neutral fields, converts opposing ones). */
    void setMarkers(int p, long lo, long hi) {
        for (int q = 0; q < 4; q++) {
            m[2 * q] &= ~lo;
            m[2 * q + 1] &= ~hi;
        }
        m[2 * p] |= lo;
        m[2 * p + 1] |= hi;
    }

    /** Replaces the chevron array and recomputes the occupancy. */
    void setChevrons(short[] c) {
        chev = c;
        long lo = 0;
        long hi = 0;
        for (short s : c) {
            int f = s >>> 5;
            if (f < 64) {
                lo |= 1L << f;
            } else {
                hi |= 1L << (f - 64);
            }
        }
        occLo = lo;
        occHi = hi;
    }
}
