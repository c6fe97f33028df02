package org.pacru.board;

/** Fixed Zobrist keys for {@link Position#zobrist()}, from a SplitMix64 sequence with a fixed seed. */
final class Zobrist {
    static final long[][] MARKER = new long[4][Field.COUNT];
    /** Indexed by owner << 3 | facing, then field index. */
    static final long[][] CHEVRON = new long[32][Field.COUNT];
    static final long[] TO_MOVE = new long[4];
    static final long[] PLAYERS = new long[5];

    static {
        long[] state = {0x5041_4352_5500_0001L};
        for (long[] row : MARKER) {
            fill(row, state);
        }
        for (long[] row : CHEVRON) {
            fill(row, state);
        }
        fill(TO_MOVE, state);
        fill(PLAYERS, state);
    }

    private Zobrist() {
    }

    private static void fill(long[] row, long[] state) {
        for (int i = 0; i < row.length; i++) {
            long z = (state[0] += 0x9E37_79B9_7F4A_7C15L);
            z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
            row[i] = z ^ (z >>> 31);
        }
    }
}
