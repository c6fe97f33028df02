package org.pacru.core.engine;

import java.util.random.RandomGenerator;
import org.pacru.action.Turn;
import org.pacru.internal.ChevronCode;

/**
 * Rotation (R7), the one place it is counted, enumerated, ranked, unranked and drawn. A player's
 * rotations in canonical order: chevrons by field; for each the turns in {@link Turn#values()}
 * order ({@code <}, {@code <<}, {@code >}, {@code >>}); then the sets of relinquished fields (R7.1:
 * exactly the turn's cost, chosen among the player's markers on unoccupied fields) in
 * lexicographic field order. Every chevron has the same rotations (R7.3: even a blocked one), so
 * the count is combinatorial and the i-th rotation is found without enumerating the others. The
 * caller checks R2.2 (the player has a legal move) first.
 *
 * <p>An instance is a cursor over one player's rotations: {@link #reset}, then {@link #advance}
 * through them, or {@link #seek} the i-th, or {@link #draw} a uniformly random one; then read
 * {@link #field}, {@link #turn} and the relinquished fields. Not thread-safe.
 */
final class Rotations {
    private static final Turn[] TURNS = Turn.values();

    private int[] chevrons = new int[16];
    private int chevronCount;
    private final int[] fields = new int[Tables.FIELDS];
    private int fieldCount;
    private int ci;
    private int ti = -1;
    private final int[] idx2 = new int[2];
    private final int[] idx4 = new int[4];
    /** The relinquished fields of the current rotation as indices into {@link #fields}; null before the first. */
    private int[] idx;

    /** A cursor to {@link #reset} before use. */
    Rotations() {
    }

    /** R7.1: the fields 0–63 whose markers p may relinquish: p's markers on unoccupied fields. */
    static long relinquishableLo(Board b, int p) {
        return b.m[2 * p] & ~b.occLo;
    }

    /** R7.1: the fields 64–80 whose markers p may relinquish (see {@link #relinquishableLo}). */
    static long relinquishableHi(Board b, int p) {
        return b.m[2 * p + 1] & ~b.occHi;
    }

    /** R7.1–R7.3: the number of rotations of each of p's chevrons: the sum over the turns of C(n, cost). */
    static long perChevron(Board b, int p) {
        long n = Tables.count(relinquishableLo(b, p), relinquishableHi(b, p));
        long c2 = n * (n - 1) / 2;
        long c4 = n < 4 ? 0 : n * (n - 1) * (n - 2) * (n - 3) / 24;
        return 2 * c2 + 2 * c4;
    }

    /** R7: the number of p's rotations (R2.2 aside): {@link #perChevron} per own chevron. */
    static long count(Board b, int p) {
        return perChevron(b, p) * b.chevronCount(p);
    }

    /** Starts over with the rotations of p on the board, before the first. */
    Rotations reset(Board b, int p) {
        int k = b.chevronCount(p);
        if (chevrons.length < k) {
            chevrons = new int[k];
        }
        chevronCount = k;
        int j = 0;
        for (short s : b.chev) {
            if (ChevronCode.owner(s) == p) {
                chevrons[j++] = ChevronCode.field(s);
            }
        }
        long lo = relinquishableLo(b, p);
        int hi = (int) relinquishableHi(b, p);          // the hi word's 17 fields fit in an int
        j = 0;
        for (; lo != 0; lo &= lo - 1) {
            fields[j++] = Long.numberOfTrailingZeros(lo);
        }
        for (; hi != 0; hi &= hi - 1) {
            fields[j++] = Tables.hiField(Integer.numberOfTrailingZeros(hi));
        }
        fieldCount = j;
        ci = 0;
        ti = -1;
        idx = null;
        return this;
    }

    /** The number of rotations of the player the cursor was reset for. */
    long total() {
        return perTurnSum() * chevronCount;
    }

    private long perTurnSum() {
        long n = 0;
        for (Turn t : TURNS) {
            n += choose(fieldCount, t.cost());
        }
        return n;
    }

    /** Moves to the next rotation in canonical order; false when there is none. */
    boolean advance() {
        if (idx != null && nextCombination()) {
            return true;
        }
        while (true) {
            ti++;
            if (ti == TURNS.length) {
                ti = 0;
                ci++;
            }
            if (ci >= chevronCount) {
                idx = null;
                return false;
            }
            int k = TURNS[ti].cost();
            if (k <= fieldCount) {
                idx = k == 2 ? idx2 : idx4;
                for (int i = 0; i < k; i++) {
                    idx[i] = i;
                }
                return true;
            }
        }
    }

    private boolean nextCombination() {
        int k = idx.length;
        int n = fieldCount;
        for (int i = k - 1; i >= 0; i--) {
            if (idx[i] < n - k + i) {
                idx[i]++;
                for (int j = i + 1; j < k; j++) {
                    idx[j] = idx[j - 1] + 1;
                }
                return true;
            }
        }
        return false;
    }

    /**
     * Moves to the rotation with the given index in canonical order (unranking: chevron, turn,
     * then the lexicographic k-subset), without enumerating the others.
     *
     * @throws IndexOutOfBoundsException if there is no rotation with that index
     */
    void seek(long index) {
        long per = perTurnSum();
        if (index < 0 || index >= per * chevronCount) {
            throw new IndexOutOfBoundsException("R7: rotation " + index + " of " + per * chevronCount);
        }
        ci = (int) (index / per);
        long rem = index % per;
        ti = 0;
        while (rem >= choose(fieldCount, TURNS[ti].cost())) {
            rem -= choose(fieldCount, TURNS[ti].cost());
            ti++;
        }
        int k = TURNS[ti].cost();
        idx = k == 2 ? idx2 : idx4;
        int next = 0;
        for (int i = 0; i < k; i++) {
            for (int e = next; ; e++) {
                long c = choose(fieldCount - 1 - e, k - 1 - i);
                if (rem < c) {
                    idx[i] = e;
                    next = e + 1;
                    break;
                }
                rem -= c;
            }
        }
    }

    /** Moves to a uniformly random rotation (one draw of {@code random.nextLong(total())}). */
    void draw(RandomGenerator random) {
        seek(random.nextLong(total()));
    }

    /**
     * The index in canonical order of the rotation turning the chevron on {@code field} by
     * {@code turn} and relinquishing the fields of the mask; the rotation must be legal (R7.1).
     */
    long indexOf(int field, Turn turn, long relLo, long relHi) {
        int c = 0;
        while (chevrons[c] != field) {
            c++;
        }
        long index = c * perTurnSum();
        for (int t = 0; t < turn.ordinal(); t++) {
            index += choose(fieldCount, TURNS[t].cost());
        }
        int k = turn.cost();
        int i = 0;
        int next = 0;
        for (int e = 0; e < fieldCount && i < k; e++) {
            if (Tables.has(relLo, relHi, fields[e])) {
                for (int skipped = next; skipped < e; skipped++) {
                    index += choose(fieldCount - 1 - skipped, k - 1 - i);
                }
                next = e + 1;
                i++;
            }
        }
        return index;
    }

    /** The field of the current rotation's chevron. */
    int field() {
        return chevrons[ci];
    }

    /** The current rotation's turn. */
    Turn turn() {
        return TURNS[ti];
    }

    /** The current rotation's relinquished fields 0–63. */
    long relLo() {
        long m = 0;
        for (int i : idx) {
            m |= Tables.loBit(fields[i]);
        }
        return m;
    }

    /** The current rotation's relinquished fields 64–80. */
    long relHi() {
        long m = 0;
        for (int i : idx) {
            m |= Tables.hiBit(fields[i]);
        }
        return m;
    }

    /** The current rotation's relinquished field indices, ascending. */
    int[] relinquished() {
        int[] r = new int[idx.length];
        for (int i = 0; i < idx.length; i++) {
            r[i] = fields[idx[i]];
        }
        return r;
    }

    private static long choose(int n, int k) {
        if (k < 0 || k > n) {
            return 0;
        }
        long c = 1;
        for (int i = 0; i < k; i++) {
            c = c * (n - i) / (i + 1);
        }
        return c;
    }
}
