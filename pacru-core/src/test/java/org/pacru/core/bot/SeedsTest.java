package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link Seeds}: the derived seeds are SplitMix64's, pinned to the JDK's own implementation and a known value. */
class SeedsTest {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    @Test
    @DisplayName("mix(seed, value) is SplitMix64's output for the state seed + gamma·(value + 1), as SplittableRandom computes it")
    void mixIsSplitMix64() {
        long[] seeds = {0, 1, 7, -3, 42, Long.MAX_VALUE, 0x0123456789ABCDEFL};
        long[] values = {0, 1, 2, 5, -2, 1_000_003, 0xFEDCBA9876543210L};
        for (long seed : seeds) {
            for (long value : values) {
                long expected = new SplittableRandom(seed + GOLDEN_GAMMA * value).nextLong();
                assertThat(Seeds.mix(seed, value)).as("mix(%d, %d)", seed, value).isEqualTo(expected);
            }
        }
    }

    @Test
    @DisplayName("mix(0, 0) is SplitMix64's first output from seed 0, 0xE220A8397B1DCDAF")
    void mixOfZeroIsTheKnownFirstOutput() {
        assertThat(Seeds.mix(0, 0)).isEqualTo(0xE220A8397B1DCDAFL);
    }

    @Test
    @DisplayName("different values (thread numbers, positions) give different seeds")
    void differentValuesGiveDifferentSeeds() {
        assertThat(Seeds.mix(9, 0)).isNotEqualTo(Seeds.mix(9, 1));
        assertThat(Seeds.mix(9, 1)).isNotEqualTo(Seeds.mix(10, 1));
    }
}
