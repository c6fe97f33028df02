package org.pacru.js.build;

/**
 * {@code Long.bitCount}, {@code numberOfTrailingZeros} and {@code numberOfLeadingZeros} through
 * the two {@code int} halves of the {@code long}: what {@link IntWordCountsPlugin} compiles into the
 * JavaScript build in place of TeaVM's own {@code Long} methods. TeaVM's JavaScript backend holds
 * a {@code long} in a BigInt, and its {@code Long} methods are bit tricks of some thirty BigInt
 * operations, each allocating; these take two or three, then work on JavaScript numbers. Same
 * results for every argument (IntWordCountsTest). Never used on the JVM or in WebAssembly, where
 * {@code Long}'s methods are single instructions.
 */
public final class IntWordCounts {
    private IntWordCounts() {
    }

    /**
     * {@link Long#bitCount(long)}.
     *
     * @param i the value
     * @return its number of one bits
     */
    public static int bitCount(long i) {
        return Integer.bitCount((int) i) + Integer.bitCount((int) (i >>> 32));
    }

    /**
     * {@link Long#numberOfTrailingZeros(long)}.
     *
     * @param i the value
     * @return 0–64
     */
    public static int numberOfTrailingZeros(long i) {
        int lo = (int) i;
        return lo != 0 ? Integer.numberOfTrailingZeros(lo) : 32 + Integer.numberOfTrailingZeros((int) (i >>> 32));
    }

    /**
     * {@link Long#numberOfLeadingZeros(long)}.
     *
     * @param i the value
     * @return 0–64
     */
    public static int numberOfLeadingZeros(long i) {
        int hi = (int) (i >>> 32);
        return hi != 0 ? Integer.numberOfLeadingZeros(hi) : 32 + Integer.numberOfLeadingZeros((int) i);
    }
}
