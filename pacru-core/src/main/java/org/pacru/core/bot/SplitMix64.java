package org.pacru.core.bot;

import java.util.random.RandomGenerator;

/**
 * SplitMix64, the generator of {@code java.util.SplittableRandom}: for the same seed it returns
 * the same sequence as {@code new SplittableRandom(seed)} from every method the bots use, so a
 * seeded bot chooses the same actions as before. It is the library's own so that it behaves the
 * same wherever the library is compiled to: every method a bot calls is implemented here, none
 * is left to a {@link RandomGenerator} default that another class library may implement with
 * another algorithm. One generator serves one thread.
 */
final class SplitMix64 implements RandomGenerator {
    /** The odd increment of the state, the golden ratio's fraction (SplittableRandom's GOLDEN_GAMMA). */
    private static final long GAMMA = 0x9E3779B97F4A7C15L;

    private long state;

    /**
     * A generator with this seed.
     *
     * @param seed any value
     */
    SplitMix64(long seed) {
        this.state = seed;
    }

    @Override
    public long nextLong() {
        long z = state += GAMMA;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Override
    public int nextInt() {
        long z = state += GAMMA;
        z = (z ^ (z >>> 33)) * 0x62A9D9ED799705F5L;
        return (int) (((z ^ (z >>> 28)) * 0xCB24D0A5C88C35B3L) >>> 32);
    }

    /** Uniform in [0, bound): a power of two masks one draw, any other bound rejects the over-represented ones. */
    @Override
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        int m = bound - 1;
        int r = nextInt();
        if ((bound & m) == 0) {
            return r & m;
        }
        int u = r >>> 1;
        while (u + m - (r = u % bound) < 0) {
            u = nextInt() >>> 1;
        }
        return r;
    }

    /** Uniform in [0, bound), by the same method as {@link #nextInt(int)}. */
    @Override
    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0) {
            return r & m;
        }
        long u = r >>> 1;
        while (u + m - (r = u % bound) < 0) {
            u = nextLong() >>> 1;
        }
        return r;
    }

    /** Uniform in [0, 1): the top 53 bits of one {@link #nextLong()}. */
    @Override
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    @Override
    public boolean nextBoolean() {
        return nextInt() < 0;
    }
}
