package org.pacru.core.engine;

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

    /** Starts over with room for the given number of chevrons. */
    void clear(int capacity) {
        if (from.length < capacity) {
            from = new int[capacity];
            masks = new long[4 * capacity];
        }
        count = 0;
    }

    /** R5.2: keeps only the capture targets in the mask (those with two attackers). */
    void keepCaptures(long lo, long hi) {
        for (int k = 0; k < count; k++) {
            masks[4 * k + 2] &= lo;
            masks[4 * k + 3] &= hi;
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
