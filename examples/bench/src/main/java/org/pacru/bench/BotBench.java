package org.pacru.bench;

import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.pacru.board.Position;
import org.pacru.core.RandomPlayer;
import org.pacru.core.bot.MctsBot;
import org.pacru.core.bot.SearchResult;
import org.pacru.rules.Ruleset;

/**
 * Playouts inside the Monte Carlo tree search against {@link RandomPlayer} alone, from the start
 * layout of R1.6, one thread: {@code mctsSearch} is one search of 1,000 iterations (a new seed each
 * call), {@code randomPlayer} one whole random game with the same policy (rotation probability
 * 0.1). The counters {@code playouts} and {@code plies} report playouts and playout actions per
 * second; the search's figures include all its tree work (selection, expansion, the positions of
 * new nodes, back-propagation). The target: the search's playouts per second at least 80 %
 * of {@code randomPlayer}'s.
 *
 * <pre>{@code
 * java -cp examples/bench/target/benchmarks.jar org.pacru.bench.Medians BotBench -p players=2
 * }</pre>
 */
public class BotBench extends StartBench {

    private RandomPlayer player;
    private SplittableRandom random;
    private long seed;

    /** Playouts and their actions, reported per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Counters {
        /** Random playouts (whole games or playouts to the end). */
        public long playouts;
        /** Actions played in them. */
        public long plies;

        /** Resets the counters. */
        @Setup(Level.Iteration)
        public void reset() {
            playouts = 0;
            plies = 0;
        }
    }

    /** The seeded sources. */
    @Setup(Level.Trial)
    public void setUp() {
        player = RandomPlayer.of(Ruleset.STANDARD, 0.1);
        random = new SplittableRandom(20261201L);
    }

    /**
     * One search of 1,000 iterations.
     *
     * @param counters playouts and plies
     * @return the search result
     */
    @Benchmark
    public SearchResult mctsSearch(Counters counters) {
        SearchResult r = MctsBot.builder(Ruleset.STANDARD).iterations(1_000).seed(seed++).build().search(start);
        counters.playouts += r.playouts();
        counters.plies += r.playoutPlies();
        return r;
    }

    /**
     * One whole random game.
     *
     * @param counters playouts and plies
     * @return the final position
     */
    @Benchmark
    public Position randomPlayer(Counters counters) {
        Position end = player.play(start, random, 100_000);
        counters.playouts++;
        counters.plies += player.plies();
        return end;
    }
}
