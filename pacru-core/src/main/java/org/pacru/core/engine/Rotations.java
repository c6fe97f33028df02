package org.pacru.core.engine;

/**
 * Enumerates the rotations of one player (R7.1) in canonical notation order: chevrons by field;
 * for each {@code <}, {@code <<}, {@code >}, {@code >>} (steps −1, −2, 1, 2); then the sets of
 * relinquished fields, chosen among the player's markers on unoccupied fields, in lexicographic
 * field order. The caller checks R2.2 (the player has a legal move) first. Not thread-safe.
 */
final class Rotations {
    private static final int[] STEPS = {-1, -2, 1, 2};

    private final int[] chevrons;
    private final int[] fields;
    private int ci;
    private int si = -1;
    private int[] idx;

    Rotations(Board b, int p) {
        int k = Engine.chevronCount(b, p);
        chevrons = new int[k];
        int j = 0;
        for (short s : b.chev) {
            if ((s >>> 3 & 3) == p) {
                chevrons[j++] = s >>> 5;
            }
        }
        long lo = b.m[2 * p] & ~b.occLo;
        long hi = b.m[2 * p + 1] & ~b.occHi;
        fields = new int[Tables.count(lo, hi)];
        j = 0;
        for (; lo != 0; lo &= lo - 1) {
            fields[j++] = Long.numberOfTrailingZeros(lo);
        }
        for (; hi != 0; hi &= hi - 1) {
            fields[j++] = 64 + Long.numberOfTrailingZeros(hi);
        }
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
            if (ci >= chevrons.length) {
                idx = null;
                return false;
            }
            int k = 2 * Math.abs(STEPS[si]);
            if (k <= fields.length) {
                idx = new int[k];
                for (int i = 0; i < k; i++) {
                    idx[i] = i;
                }
                return true;
            }
        }
    }

    private boolean nextCombination() {
        int k = idx.length;
        int n = fields.length;
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
