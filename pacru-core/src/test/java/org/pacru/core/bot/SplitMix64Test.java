package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Position;
import org.pacru.core.RandomPlayer;
import org.pacru.rules.Ruleset;

/**
 * {@link SplitMix64} is {@code SplittableRandom}'s sequence, draw for draw, from every method the
 * bots use: seeded bots choose what they chose when they drew from the JDK's generator.
 */
class SplitMix64Test {
    private static final long[] SEEDS = {0, 1, 7, -5, 42, Long.MIN_VALUE, Long.MAX_VALUE, 0x0123456789ABCDEFL};

    @Test
    @DisplayName("nextLong, nextInt, bounded nextInt and nextLong (powers of two, small, near the maximum), nextDouble, nextBoolean: SplittableRandom's values")
    void sameSequenceAsSplittableRandom() {
        int[] intBounds = {1, 2, 3, 7, 8, 100, 1 << 20, 1_000_003, Integer.MAX_VALUE - 1, Integer.MAX_VALUE, 1 << 30, (1 << 30) + 1};
        long[] longBounds = {1, 2, 5, 64, 1_000_000_007L, 1L << 40, (1L << 62) + 1, Long.MAX_VALUE - 1, Long.MAX_VALUE};
        for (long seed : SEEDS) {
            SplittableRandom jdk = new SplittableRandom(seed);
            SplitMix64 own = new SplitMix64(seed);
            for (int i = 0; i < 20_000; i++) {
                int bi = intBounds[i % intBounds.length];
                long bl = longBounds[i % longBounds.length];
                switch (i % 6) {
                    case 0 -> assertThat(own.nextLong()).as("seed %d draw %d", seed, i).isEqualTo(jdk.nextLong());
                    case 1 -> assertThat(own.nextInt()).as("seed %d draw %d", seed, i).isEqualTo(jdk.nextInt());
                    case 2 -> assertThat(own.nextInt(bi)).as("seed %d draw %d", seed, i).isEqualTo(jdk.nextInt(bi));
                    case 3 -> assertThat(own.nextLong(bl)).as("seed %d draw %d", seed, i).isEqualTo(jdk.nextLong(bl));
                    case 4 -> assertThat(own.nextDouble()).as("seed %d draw %d", seed, i).isEqualTo(jdk.nextDouble());
                    default -> assertThat(own.nextBoolean()).as("seed %d draw %d", seed, i).isEqualTo(jdk.nextBoolean());
                }
            }
        }
    }

    @Test
    @DisplayName("a bound near the maximum rejects over-represented draws and draws again, as SplittableRandom does")
    void rejectionDrawsAgain() {
        // With a bound just above 2^30 (ints) or 2^62 (longs), about a quarter of all draws are
        // rejected: over many draws the two generators would drift apart if rejection differed.
        SplittableRandom jdk = new SplittableRandom(3);
        SplitMix64 own = new SplitMix64(3);
        for (int i = 0; i < 10_000; i++) {
            assertThat(own.nextInt((1 << 30) + 1)).isEqualTo(jdk.nextInt((1 << 30) + 1));
            assertThat(own.nextLong((1L << 62) + 1)).isEqualTo(jdk.nextLong((1L << 62) + 1));
        }
        assertThat(own.nextLong()).isEqualTo(jdk.nextLong());
    }

    @Test
    @DisplayName("the first output of seed 0 is SplitMix64's known 0xE220A8397B1DCDAF")
    void knownFirstOutput() {
        assertThat(new SplitMix64(0).nextLong()).isEqualTo(0xE220A8397B1DCDAFL);
    }

    @Test
    @DisplayName("a bound of zero or less is refused, as by SplittableRandom")
    void nonPositiveBoundsRefused() {
        SplitMix64 own = new SplitMix64(1);
        assertThatThrownBy(() -> own.nextInt(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> own.nextInt(-3)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> own.nextLong(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> own.nextLong(-3)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("whole random games with rotations (R7) are the same with either generator, 4 players, 30 seeds")
    void sameGames() {
        RandomPlayer player = RandomPlayer.of(Ruleset.STANDARD, 0.3);
        for (long seed = 0; seed < 30; seed++) {
            Position start = Position.initial(2 + (int) (seed % 3));
            assertThat(player.play(start, new SplitMix64(seed), 400))
                    .as("seed %d", seed).isEqualTo(player.play(start, new SplittableRandom(seed), 400));
        }
    }
}
