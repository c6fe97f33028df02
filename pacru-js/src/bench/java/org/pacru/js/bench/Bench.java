package org.pacru.js.bench;

import java.util.Arrays;
import java.util.random.RandomGenerator;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.RandomPlayer;
import org.pacru.rules.Ruleset;
import org.teavm.jso.JSExport;

/**
 * The engine's speed on the JVM, in WebAssembly and in JavaScript, by the same code: perft from a
 * start layout (R1.6) and random playouts. Compiled by TeaVM in the {@code js-bench} profile
 * (README, "Use pacru from JavaScript or TypeScript"); {@code src/bench/node/bench.mjs} times the
 * two builds, {@link #main} the JVM.
 */
public final class Bench {
    private Bench() {
    }

    /**
     * Perft from the start layout.
     *
     * @param players 2, 3 or 4
     * @param depth the depth in plies
     * @return the leaf count, as text (a long)
     */
    @JSExport
    public static String perft(int players, int depth) {
        return Long.toString(PacruRules.of(Ruleset.STANDARD).perft(Position.initial(players), depth));
    }

    /**
     * Random playouts from the start layout, the self-play policy (rotations with probability 0.1).
     *
     * @param players 2, 3 or 4
     * @param games how many
     * @param seed the seed
     * @return the plies played, as text (a long)
     */
    @JSExport
    public static String playouts(int players, int games, int seed) {
        RandomPlayer player = RandomPlayer.of(Ruleset.STANDARD, 0.1);
        RandomGenerator random = new SplitMix(seed);
        Position start = Position.initial(players);
        long plies = 0;
        for (int g = 0; g < games; g++) {
            player.play(start, random, 100_000);
            plies += player.plies();
        }
        return Long.toString(plies);
    }

    /**
     * Times both on the JVM: a warm-up, then the median of five runs of each.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            perft(2, 5);
            playouts(2, 2_000, 1);
        }
        System.out.println("jvm perft(5), 2 players: " + perft(2, 5) + " leaves, median " + median(() -> perft(2, 5)) + " ms");
        System.out.println("jvm 2,000 playouts, 2 players: " + playouts(2, 2_000, 7) + " plies, median "
                + median(() -> playouts(2, 2_000, 7)) + " ms");
    }

    private static long median(Runnable run) {
        long[] ms = new long[5];
        for (int i = 0; i < ms.length; i++) {
            long t = System.nanoTime();
            run.run();
            ms[i] = (System.nanoTime() - t) / 1_000_000;
        }
        Arrays.sort(ms);
        return ms[ms.length / 2];
    }

    /** SplitMix64, with every method the playouts call implemented here: none is left to a class library default. */
    private static final class SplitMix implements RandomGenerator {
        private long state;

        SplitMix(long seed) {
            state = seed;
        }

        @Override
        public long nextLong() {
            long z = state += 0x9E3779B97F4A7C15L;
            z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
            z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
            return z ^ (z >>> 31);
        }

        @Override
        public int nextInt() {
            return (int) (nextLong() >>> 32);
        }

        @Override
        public int nextInt(int bound) {
            return (int) ((nextLong() >>> 33) % bound);
        }

        @Override
        public long nextLong(long bound) {
            return (nextLong() >>> 1) % bound;
        }

        @Override
        public double nextDouble() {
            return (nextLong() >>> 11) * 0x1.0p-53;
        }
    }
}
