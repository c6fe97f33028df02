package org.pacru.core.engine;

import org.pacru.internal.FieldBits;

/**
 * Precomputed geometry of the 9×9 board: rays, steps, alignment, distances, the masks of the
 * fields strictly between two fields, and the borderland masks (R1.1, R1.2, R3.1, R3.4).
 * Field indices are {@code Field.index()} (9·file + rank); field sets are "lo"/"hi" pairs of
 * words in the layout of {@link FieldBits}, whose helpers these delegate to. Directions are
 * {@code Direction} ordinals (N = 0, clockwise). All arrays are constant after class
 * initialisation and never handed out.
 */
final class Tables {
    static final int FIELDS = 81;
    /** All 17 fields of the hi mask. */
    static final long HI_ALL = FieldBits.HI_ALL;

    private static final int[] DF = {0, 1, 1, 1, 0, -1, -1, -1};
    private static final int[] DR = {1, 1, 0, -1, -1, -1, 0, 1};

    /** RAY[f * 8 + d]: the fields from f (exclusive) in direction d up to the edge, nearest first. */
    static final int[][] RAY = new int[FIELDS * 8][];
    /** STEP[f * 8 + d]: the neighbour of f in direction d, or -1 off the board. */
    static final int[] STEP = new int[FIELDS * 8];
    /** DIR[f * 81 + t]: the direction from f to t if they lie on a line and differ, else -1. */
    static final byte[] DIR = new byte[FIELDS * FIELDS];
    /** DIST[f * 81 + t]: the number of steps from f to t along their line (0 if not aligned). */
    static final byte[] DIST = new byte[FIELDS * FIELDS];
    /** BETWEEN_LO/HI[f * 81 + t]: the fields strictly between f and t (0 if not aligned). */
    static final long[] BETWEEN_LO = new long[FIELDS * FIELDS];
    static final long[] BETWEEN_HI = new long[FIELDS * FIELDS];
    /**
     * RAY_LO/HI[(f * 8 + d) * 9 + n]: the first n fields of the ray from f in direction d (n = 0–8,
     * capped at the edge). Directions N, NE, E, SE (0–3) have increasing field indices, the others
     * decreasing ones.
     */
    static final long[] RAY_LO = new long[FIELDS * 8 * 9];
    static final long[] RAY_HI = new long[FIELDS * 8 * 9];
    /** BORDERLAND[f]: the borderland of f, as the {@code Borderland} ordinal (R1.2). */
    static final byte[] BORDERLAND = new byte[FIELDS];
    /** BL_LO/HI[b]: the nine fields of borderland b. */
    static final long[] BL_LO = new long[9];
    static final long[] BL_HI = new long[9];

    static {
        for (int f = 0; f < FIELDS; f++) {
            int file = f / 9;
            int rank = f % 9;
            int b = (file / 3) * 3 + rank / 3;
            BORDERLAND[f] = (byte) b;
            BL_LO[b] |= loBit(f);
            BL_HI[b] |= hiBit(f);
            for (int t = 0; t < FIELDS; t++) {
                DIR[f * FIELDS + t] = -1;
            }
            for (int d = 0; d < 8; d++) {
                int n = 0;
                int[] tmp = new int[8];
                int x = file + DF[d];
                int y = rank + DR[d];
                long lo = 0;
                long hi = 0;
                while (x >= 0 && x < 9 && y >= 0 && y < 9) {
                    int t = x * 9 + y;
                    tmp[n++] = t;
                    DIR[f * FIELDS + t] = (byte) d;
                    DIST[f * FIELDS + t] = (byte) n;
                    BETWEEN_LO[f * FIELDS + t] = lo;
                    BETWEEN_HI[f * FIELDS + t] = hi;
                    lo |= loBit(t);
                    hi |= hiBit(t);
                    x += DF[d];
                    y += DR[d];
                }
                int[] ray = new int[n];
                System.arraycopy(tmp, 0, ray, 0, n);
                long rl = 0;
                long rh = 0;
                for (int k = 0; k <= 8; k++) {
                    if (k > 0 && k <= n) {
                        rl |= loBit(ray[k - 1]);
                        rh |= hiBit(ray[k - 1]);
                    }
                    RAY_LO[(f * 8 + d) * 9 + k] = rl;
                    RAY_HI[(f * 8 + d) * 9 + k] = rh;
                }
                RAY[f * 8 + d] = ray;
                STEP[f * 8 + d] = n > 0 ? ray[0] : -1;
            }
        }
    }

    private Tables() {
    }

    /** Whether field f is in the mask lo/hi ({@link FieldBits#has}). */
    static boolean has(long lo, long hi, int f) {
        return FieldBits.has(lo, hi, f);
    }

    /** The lo word of field f alone ({@link FieldBits#loBit}). */
    static long loBit(int f) {
        return FieldBits.loBit(f);
    }

    /** The hi word of field f alone ({@link FieldBits#hiBit}). */
    static long hiBit(int f) {
        return FieldBits.hiBit(f);
    }

    /** The number of fields in the mask lo/hi ({@link FieldBits#count}). */
    static int count(long lo, long hi) {
        return FieldBits.count(lo, hi);
    }

    /** The field of bit {@code bit} of a hi mask ({@link FieldBits#hiField}). */
    static int hiField(int bit) {
        return FieldBits.hiField(bit);
    }
}
