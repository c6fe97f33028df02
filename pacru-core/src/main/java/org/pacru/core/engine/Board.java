package org.pacru.core.engine;

import org.pacru.board.Position;
import org.pacru.internal.ChevronCode;
import org.pacru.internal.FieldBits;
import org.pacru.internal.PositionAccess;

/**
 * A mutable working copy of a position's raw masks, used by one engine call on one thread (never
 * shared, never stored). Markers: {@code m[2p]} (the lo word) and {@code m[2p + 1]} (the hi word)
 * for player index p, in the layout of {@code FieldBits}. The chevron array is that of {@code PositionAccess}: sorted by field, each
 * a {@link ChevronCode}; it is shared with the position it came from and is therefore never
 * modified in place, only replaced, except once it is a pool array this board owns alone (a
 * playout's board after its first action, see {@link #writableChevrons}).
 *
 * <p>The board records whose generator output its {@link #destinations} hold ({@link
 * #destinationsOf}), so that a caller reads them instead of generating again (a playout's next
 * ply, a perft node, after the stuck test of the turn passing that made the board). The markers,
 * the occupancy and the chevrons change only through this class's methods, and each of them
 * forgets that record.
 *
 * <p>The only holder of the {@link PositionAccess} bridge in the library: it asks for it once, in
 * a private static final field ({@code PositionAccess.get()} refuses every other caller).
 */
final class Board {
    private static final PositionAccess ACCESS = PositionAccess.get();

    final long[] m = new long[8];
    long occLo;
    long occHi;
    short[] chev;
    int toMove;
    int players;
    /** Set by {@code Turns.passTurn}: the outcome code after the action (R8.3), or NO_OUTCOME. */
    int outcome;

    /**
     * The generator's reusable output buffer: {@link Movement#generate} fills it, its caller reads
     * it. Only generator calls on this board write it (a buffer never serves two boards).
     */
    final Destinations destinations = new Destinations();

    /**
     * The player whose complete generator output {@link #destinations} holds for this board as it
     * is now, or -1: set by {@link Movement#generate} when it runs whole for that player, -1 after
     * a restricted or partial run (stopping at the first move, one chevron, the chevrons aligned
     * with a field), and -1 after every change of the markers, the occupancy or the chevrons
     * ({@link #load}, {@link #copyFrom}, {@link #setMarkers}, {@link #clearMarkers}, {@link
     * #moveOccupancy}, {@link #setChevrons}, {@link #replaceChevrons}, {@link #writableChevrons}).
     * {@link #toMove} and {@link #outcome} are not the generator's inputs: a turn passing keeps the
     * record its stuck test made for the next player.
     */
    int destinationsOf = -1;

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
        chevronsOwned = false;
        toMove = ACCESS.toMove(p);
        players = p.playerCount();
        destinationsOf = -1;
        return this;
    }

    /**
     * Makes this board a copy of another (the chevron array is shared, as it is never modified).
     * The other board's destinations are not copied, so this board holds none.
     */
    void copyFrom(Board o) {
        System.arraycopy(o.m, 0, m, 0, 8);
        occLo = o.occLo;
        occHi = o.occHi;
        chev = o.chev;
        chevronsOwned = false;
        toMove = o.toMove;
        players = o.players;
        destinationsOf = -1;
    }

    /**
     * Chevron arrays this board may overwrite, two per length (index {@code 2 * length} and
     * {@code 2 * length + 1}), or null. Only boards that never hand their chevrons to a position
     * (perft's and playouts' working boards) have a pool; see {@link #newChevrons}.
     */
    private short[][] pool;

    /**
     * Whether {@link #chev} is one of this board's pool arrays that no position and no other board
     * shares, so that it may be changed in place: set by {@link #replaceChevrons} on a board with a
     * pool, cleared by {@link #load}, {@link #copyFrom} and {@link #setChevrons}.
     */
    private boolean chevronsOwned;

    /**
     * Lets this board recycle its chevron arrays: for boards whose chevrons never become a
     * position's, since a position adopts the array (perft nodes, playouts until their end).
     */
    void recycleChevrons() {
        pool = new short[2 * (Tables.FIELDS + 1)][];
    }

    /**
     * A chevron array of the given length to build the next chevrons in, never {@code old}: a new
     * one, or with a pool one of this board's two arrays of that length.
     */
    short[] newChevrons(int length, short[] old) {
        if (pool == null) {
            return new short[length];
        }
        short[] a = pool[2 * length];
        if (a == null) {
            a = new short[length];
            pool[2 * length] = a;
        }
        if (a == old) {
            a = pool[2 * length + 1];
            if (a == null) {
                a = new short[length];
                pool[2 * length + 1] = a;
            }
        }
        return a;
    }

    /**
     * Makes {@code c}, an array from {@link #newChevrons} holding the chevrons sorted by field, this
     * board's chevron array (the caller keeps the occupancy in step).
     */
    void replaceChevrons(short[] c) {
        chev = c;
        chevronsOwned = pool != null;
        destinationsOf = -1;
    }

    /**
     * The chevron array if it may be changed in place (see {@link #chevronsOwned}), else null: the
     * playout board's after its first action. The caller changes it, so the board forgets whose
     * destinations it holds.
     */
    short[] writableChevrons() {
        destinationsOf = -1;
        return chevronsOwned ? chev : null;
    }

    /**
     * The chevrons as an array of their own, for a position: a copy if the array is pooled.
     *
     * @return an array no pool will overwrite
     */
    short[] ownChevrons() {
        return pool == null ? chev : chev.clone();
    }

    Position toPosition() {
        return ACCESS.create(m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], ownChevrons(), toMove, players);
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
        return occupied(f) ? chev[chevronIndex(f)] : -1;
    }

    /**
     * The index the chevron on field f has (or would have) in the chevron array, sorted by field:
     * the number of chevrons on lower fields, counted in the occupancy (a popcount, no search).
     * The occupancy must be that of the array (it is, between the engine's steps).
     */
    int chevronIndex(int f) {
        boolean lo = f < FieldBits.HI_FIRST;
        long belowLo = (lo ? 1L << f : 0L) - 1;         // the lo fields below f (all of them if f is hi)
        long belowHi = lo ? 0L : (1L << f) - 1;         // the hi fields below f (a long shift takes f modulo 64)
        return FieldBits.count(occLo & belowLo, occHi & belowHi);
    }

    boolean hasChevrons(int q) {
        short[] c = chev;
        for (int i = 0; i < c.length; i++) {
            if (ChevronCode.owner(c[i]) == q) {
                return true;
            }
        }
        return false;
    }

    /** The number of q's chevrons on the board. */
    int chevronCount(int q) {
        int k = 0;
        for (short s : chev) {
            if (ChevronCode.owner(s) == q) {
                k++;
            }
        }
        return k;
    }

    /** Gives player p the markers of the mask (claims neutral fields, converts opposing ones). */
    void setMarkers(int p, long lo, long hi) {
        for (int q = 0; q < 4; q++) {
            m[2 * q] &= ~lo;
            m[2 * q + 1] &= ~hi;
        }
        m[2 * p] |= lo;
        m[2 * p + 1] |= hi;
        destinationsOf = -1;
    }

    /** Takes p's markers off the fields of the mask (they become neutral, R7.1). */
    void clearMarkers(int p, long lo, long hi) {
        m[2 * p] &= ~lo;
        m[2 * p + 1] &= ~hi;
        destinationsOf = -1;
    }

    /**
     * R3.5 in the occupancy: field {@code from} empties, field {@code to} fills (the caller moves
     * the chevron in the array).
     */
    void moveOccupancy(int from, int to) {
        occLo = occLo & ~Tables.loBit(from) | Tables.loBit(to);
        occHi = occHi & ~Tables.hiBit(from) | Tables.hiBit(to);
        destinationsOf = -1;
    }

    /** Replaces the chevron array and recomputes the occupancy. */
    void setChevrons(short[] c) {
        chev = c;
        chevronsOwned = false;
        destinationsOf = -1;
        long lo = 0;
        long hi = 0;
        for (short s : c) {
            int f = ChevronCode.field(s);
            if (FieldBits.inLo(f)) {                // one branch per chevron, not two
                lo |= Tables.loBit(f);
            } else {
                hi |= Tables.hiBit(f);
            }
        }
        occLo = lo;
        occHi = hi;
    }
}
