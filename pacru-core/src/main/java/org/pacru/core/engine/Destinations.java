package org.pacru.core.engine;

import org.pacru.internal.FieldBits;

/**
 * The generator's output ({@link Movement#generate}): for each chevron of the mover, in field
 * order, its field, the destinations of its plain moves and the enemy chevrons it may capture, as
 * bit masks. Reused from call to call (a board keeps one); each call of the generator overwrites
 * it, and the caller reads it before it generates again.
 */
final class Destinations {
    /** The field of the k-th chevron (written by the generator directly, read through {@link #from(int)}). */
    int[] from = new int[16];
    /** Per chevron k: plain lo, plain hi, capture lo, capture hi at {@code 4k .. 4k + 3}. */
    long[] masks = new long[4 * 16];
    /** The number of chevrons recorded. */
    int count;
    /** The generator's scratch: the mover's chevron codes, in field order. */
    short[] own = new short[16];

    /** Starts over with room for the given number of chevrons. */
    void clear(int capacity) {
        if (from.length < capacity) {
            from = new int[capacity];
            masks = new long[4 * capacity];
            own = new short[capacity];
        }
        count = 0;
    }

    /**
     * R5.1, R5.2: turns the recorded attacked chevrons (the first chevron on each ray within range)
     * into captures: keeps only enemy chevrons (not on a recorded start field, the mover's own)
     * attacked by at least two of the recorded chevrons. Done once after the generator's loop, so
     * that the loop carries no attack counts (fewer live values on the hot path).
     */
    void keepCaptures() {
        long[] x = masks;
        int[] f = from;
        int n = count;
        long mineLo = 0;
        long mineHi = 0;
        long att1Lo = 0;
        long att1Hi = 0;
        long att2Lo = 0;
        long att2Hi = 0;
        for (int k = 0; k < n; k++) {
            mineLo |= Tables.loBit(f[k]);
            mineHi |= Tables.hiBit(f[k]);
            long eLo = x[4 * k + 2];
            long eHi = x[4 * k + 3];
            att2Lo |= att1Lo & eLo;         // a chevron attacks a field along one ray at most
            att2Hi |= att1Hi & eHi;
            att1Lo |= eLo;
            att1Hi |= eHi;
        }
        long keepLo = att2Lo & ~mineLo;
        long keepHi = att2Hi & ~mineHi;
        for (int k = 0; k < n; k++) {
            x[4 * k + 2] &= keepLo;
            x[4 * k + 3] &= keepHi;
        }
    }

    /** The number of chevrons recorded. */
    int count() {
        return count;
    }

    /** The field of the k-th chevron. */
    int from(int k) {
        return from[k];
    }

    long plainLo(int k) {
        return masks[4 * k];
    }

    long plainHi(int k) {
        return masks[4 * k + 1];
    }

    long captureLo(int k) {
        return masks[4 * k + 2];
    }

    long captureHi(int k) {
        return masks[4 * k + 3];
    }

    /** The number of base moves recorded: plain moves and captures of every chevron. */
    int moveCount() {
        long[] x = masks;
        int n = 0;
        for (int j = 0; j < 4 * count; j += 2) {    // lo and hi words: plain moves, then captures
            n += FieldBits.count(x[j], x[j + 1]);
        }
        return n;
    }

    /**
     * The base move with index {@code i} in canonical order (the order of
     * {@link Movement#baseMoves}: by chevron, then plain moves by destination, then captures),
     * found without listing the others.
     *
     * @param i 0 to {@link #moveCount()} - 1
     * @return its {@link MoveCode}
     */
    int moveAt(int i) {
        long[] x = masks;
        for (int j = 0; j < 4 * count; j++) {
            long mask = x[j];
            int c = Long.bitCount(mask);
            if (i >= c) {
                i -= c;
                continue;
            }
            for (; i > 0; i--) {
                mask &= mask - 1;
            }
            int to = FieldBits.field(Long.numberOfTrailingZeros(mask), (j & 1) != 0);
            return MoveCode.base(from[j >> 2], to, (j & 2) != 0);
        }
        throw new IndexOutOfBoundsException("no base move " + i);
    }

    /** Whether any chevron has any destination or capture. */
    boolean any() {
        long x = 0;
        for (int j = 0; j < 4 * count; j++) {
            x |= masks[j];
        }
        return x != 0;
    }

    /** The index of the chevron on a field, or -1. */
    int indexOf(int field) {
        for (int k = 0; k < count; k++) {
            if (from[k] == field) {
                return k;
            }
        }
        return -1;
    }

    /**
     * Whether the chevron on {@code field} may move to {@code to}, as a capture or a plain move: the
     * generator's verdict on one base move.
     */
    boolean allows(int field, int to, boolean capture) {
        int k = indexOf(field);
        if (k < 0) {
            return false;
        }
        return capture ? Tables.has(captureLo(k), captureHi(k), to) : Tables.has(plainLo(k), plainHi(k), to);
    }
}
