package org.pacru.core.bot;

/** Derives independent seeds (SplitMix64's finaliser), so that a choice depends on nothing but its inputs. */
final class Seeds {
    private Seeds() {
    }

    /**
     * A seed for one purpose, mixed from a base seed and a value (a position's hash, a thread's index).
     *
     * @param seed the base seed
     * @param value what the derived seed is for
     * @return a well-mixed seed
     */
    static long mix(long seed, long value) {
        long z = seed + 0x9E3779B97F4A7C15L * (value + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
