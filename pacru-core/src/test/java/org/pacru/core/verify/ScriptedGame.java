package org.pacru.core.verify;

import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.RandomDistribution;

/**
 * A random game as data that jqwik generates and shrinks: the draws that choose the start
 * position and how greedy the players are, then one list of draws per ply, read by the same
 * helpers ({@link RandomGames}) as a {@link Random} would be. A failing game shrinks to fewer plies
 * and to smaller draws (draw 0 is the first choice at every step), so jqwik reports a short game
 * instead of a seed.
 *
 * <pre>{@code
 * @Property
 * void p(@ForAll("games") ScriptedGame game) {
 *     Random setup = game.setup();
 *     Position p = RandomGames.start(rules, players, setup);
 *     for (Random ply : game.plies()) { ... RandomGames.randomAction(rules, p, ply, 0.05, greedy) ... }
 * }
 * }</pre>
 *
 * @param setupDraws the draws of the start position and the greediness
 * @param plyDraws the draws of each ply, one list per ply
 */
record ScriptedGame(List<Integer> setupDraws, List<List<Integer>> plyDraws) {

    /** The largest draw: any value below it is as good as another; shrinking goes towards 0. */
    private static final int MAX_DRAW = 1 << 20;

    /**
     * Games of up to {@code maxPlies} plies.
     *
     * @param maxPlies the most plies
     * @return the arbitrary
     */
    static Arbitrary<ScriptedGame> games(int maxPlies) {
        // Up to 36 draws a ply: a greedy ply samples up to 30 moves (RandomGames.greedyMove).
        Arbitrary<List<Integer>> draws = Arbitraries.integers().between(0, MAX_DRAW).list().ofMaxSize(36)
                .withSizeDistribution(RandomDistribution.uniform());
        // Lengths uniform up to the most plies and no edge cases (empty and one-ply games), so that
        // most games reach their end; shrinking still takes plies away.
        return Combinators.combine(draws, draws.list().ofMaxSize(maxPlies).withSizeDistribution(RandomDistribution.uniform()))
                .as(ScriptedGame::new).withoutEdgeCases();
    }

    /**
     * The source of the setup's choices.
     *
     * @return a new source reading {@link #setupDraws}
     */
    Random setup() {
        return new Draws(setupDraws);
    }

    /**
     * The sources of the plies' choices, one per ply: the game has at most this many plies.
     *
     * @return new sources, one for each list of {@link #plyDraws}
     */
    List<Random> plies() {
        return plyDraws.stream().<Random>map(Draws::new).toList();
    }

    /**
     * A {@link Random} whose choices are the given draws, in order, then 0: {@code nextInt(n)} is
     * the next draw modulo {@code n}, {@code nextBoolean()} whether it is even, {@code nextDouble()}
     * 0.999 less its last three digits as thousandths, so that draw 0, where shrinking leads, is the
     * plainest choice everywhere: the first option, and no "with probability p" branch.
     */
    private static final class Draws extends Random {
        private static final long serialVersionUID = 1L;
        private final List<Integer> draws;
        private int next;

        Draws(List<Integer> draws) {
            super(0);
            this.draws = draws;
        }

        private int draw() {
            return next < draws.size() ? draws.get(next++) : 0;
        }

        @Override
        public int nextInt(int bound) {
            if (bound <= 0) {
                throw new IllegalArgumentException("bound must be positive: " + bound);
            }
            return draw() % bound;
        }

        @Override
        public int nextInt() {
            return draw();
        }

        @Override
        public boolean nextBoolean() {
            return draw() % 2 == 0;
        }

        @Override
        public double nextDouble() {
            return (999 - draw() % 1000) / 1000.0;
        }

        @Override
        protected int next(int bits) {
            return bits >= 32 ? draw() : draw() & ((1 << bits) - 1);
        }
    }
}
