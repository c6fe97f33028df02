package org.pacru.js.build;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/**
 * The JavaScript build's substitutes for {@code Long}'s bit counts give {@code Long}'s results:
 * on the edges of both halves, on every single bit, and on random values.
 */
class IntWordCountsTest {

    private static void sameAsLong(long i) {
        assertThat(IntWordCounts.bitCount(i)).as("bitCount(%x)", i).isEqualTo(Long.bitCount(i));
        assertThat(IntWordCounts.numberOfTrailingZeros(i)).as("numberOfTrailingZeros(%x)", i)
                .isEqualTo(Long.numberOfTrailingZeros(i));
        assertThat(IntWordCounts.numberOfLeadingZeros(i)).as("numberOfLeadingZeros(%x)", i)
                .isEqualTo(Long.numberOfLeadingZeros(i));
    }

    @Test
    void edgesOfBothHalves() {
        for (long i : new long[] {0, -1, 1, Long.MIN_VALUE, Long.MAX_VALUE, 0xFFFF_FFFFL, 0x1_0000_0000L,
                0xFFFF_FFFF_0000_0000L, 0x8000_0000L, 0x7FFF_FFFFL, 0x1_FFFFL}) {
            sameAsLong(i);
        }
    }

    @Test
    void everySingleBitAndEveryLowMask() {
        for (int b = 0; b < 64; b++) {
            sameAsLong(1L << b);
            sameAsLong((1L << b) - 1);
            sameAsLong(-1L << b);
        }
    }

    @Property(tries = 2000)
    void randomValues(@ForAll long i) {
        sameAsLong(i);
    }
}
