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
    /** Per chevron k: the lo words of its plain moves and captures at {@code 2k} and {@code 2k + 1}. */
    long[] lo = new long[2 * 16];
    /** Per chevron k: the hi words of its plain moves and captures at {@code 2k} and {@code 2k + 1}. */
    int[] hi = new int[2 * 16];
    /** The number of chevrons recorded. */
    int count;

    /** Starts over with room for the given number of chevrons. */
    void clear(int capacity) {
        if (from.length < capacity) {
            from = new int[capacity];
            lo = new long[2 * capacity];
            hi = new int[2 * capacity];
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
        long[] xLo = lo;
        int[] xHi = hi;
        int[] f = from;
        int n = count;
        long mineLo = 0;
        int mineHi = 0;
        long att1Lo = 0;
        int att1Hi = 0;
        long att2Lo = 0;
        int att2Hi = 0;
        for (int k = 0; k < n; k++) {
            mineLo |= Tables.loBit(f[k]);
            mineHi |= Tables.hiBit(f[k]);
            long eLo = xLo[2 * k + 1];
            int eHi = xHi[2 * k + 1];
            att2Lo |= att1Lo & eLo;         // a chevron attacks a field along one ray at most
            att2Hi |= att1Hi & eHi;
            att1Lo |= eLo;
            att1Hi |= eHi;
        }
        long keepLo = att2Lo & ~mineLo;
        int keepHi = att2Hi & ~mineHi;
        for (int k = 0; k < n; k++) {
            xLo[2 * k + 1] &= keepLo;
            xHi[2 * k + 1] &= keepHi;
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
        return lo[2 * k];
    }

    int plainHi(int k) {
        return hi[2 * k];
    }

    long captureLo(int k) {
        return lo[2 * k + 1];
    }

    int captureHi(int k) {
        return hi[2 * k + 1];
    }

    /** The number of base moves recorded: plain moves and captures of every chevron. */
    int moveCount() {
        int n = 0;
        for (int j = 0; j < 2 * count; j++) {
            n += FieldBits.count(lo[j], hi[j]);
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
        for (int j = 0; j < 2 * count; j++) {
            int c = FieldBits.count(lo[j], hi[j]);
            if (i >= c) {                           // not in this set: skip it whole
                i -= c;
                continue;
            }
            for (int w = 0; ; w++) {
                int word = FieldBits.word(lo[j], hi[j], w);
                int cw = Integer.bitCount(word);
                if (i >= cw) {
                    i -= cw;
                    continue;
                }
                for (; i > 0; i--) {
                    word &= word - 1;
                }
                return MoveCode.base(from[j >> 1], FieldBits.field(w, word), (j & 1) != 0);
            }
        }
        throw new IndexOutOfBoundsException("no base move " + i);
    }

    /** Whether any chevron has any destination or capture. */
    boolean any() {
        long xLo = 0;
        int xHi = 0;
        for (int j = 0; j < 2 * count; j++) {
            xLo |= lo[j];
            xHi |= hi[j];
        }
        return (xLo != 0) | (xHi != 0);
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
