package org.pacru.core.engine;

/**
 * Enumerates the rotations of one player (R7.1) in canonical notation order: chevrons by field;
 * for each {@code <}, {@code <<}, {@code >}, {@code >>} (steps −1, −2, 1, 2); then the sets of
 * relinquished fields, chosen among the player's markers on unoccupied fields, in lexicographic
 * field order. The caller checks R2.2 (the player has a legal move) first. Not thread-safe.
 */
final class Rotations {
    private static final int[] STEPS = {-1, -2, 1, 2};

    private int[] chevrons = new int[16];
    private int chevronCount;
    private final int[] fields = new int[Tables.FIELDS];
    private int fieldCount;
    private int ci;
    private int si = -1;
    private final int[] idx2 = new int[2];
    private final int[] idx4 = new int[4];
    private int[] idx;

    Rotations(Board b, int p) {
        reset(b, p);
    }

    /** An enumeration to {@link #reset} before use (perft keeps one per ply). */
    Rotations() {
    }

    /** Starts over with the rotations of p on the board. */
    Rotations reset(Board b, int p) {
        int k = Engine.chevronCount(b, p);
        if (chevrons.length < k) {
            chevrons = new int[k];
        }
        chevronCount = k;
        int j = 0;
        for (short s : b.chev) {
            if ((s >>> 3 & 3) == p) {
                chevrons[j++] = s >>> 5;
            }
        }
        long lo = b.m[2 * p] & ~b.occLo;
        long hi = b.m[2 * p + 1] & ~b.occHi;
        j = 0;
        for (; lo != 0; lo &= lo - 1) {
            fields[j++] = Long.numberOfTrailingZeros(lo);
        }
        for (; hi != 0; hi &= hi - 1) {
            fields[j++] = 64 + Long.numberOfTrailingZeros(hi);
        }
        fieldCount = j;
        ci = 0;
        si = -1;
        idx = null;
        return this;
    }

    /** Moves to the next rotation; false when there is none. */
    boolean advance() {
        if (idx != null && nextCombination()) {
            return true;
        }
        while (true) {
            si++;
            if (si == STEPS.length) {
                si = 0;
                ci++;
            }
            if (ci >= chevronCount) {
                idx = null;
                return false;
            }
            int k = 2 * Math.abs(STEPS[si]);
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

    int field() {
        return chevrons[ci];
    }

    int steps() {
        return STEPS[si];
    }

    long relLo() {
        long m = 0;
        for (int i : idx) {
            m |= Tables.loBit(fields[i]);
        }
        return m;
    }

    long relHi() {
        long m = 0;
        for (int i : idx) {
            m |= Tables.hiBit(fields[i]);
        }
        return m;
    }

    int[] relinquished() {
        int[] r = new int[idx.length];
        for (int i = 0; i < idx.length; i++) {
            r[i] = fields[idx[i]];
        }
        return r;
    }
}
