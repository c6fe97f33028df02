package org.pacru.bench;

import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.RandomPlayout;
import org.pacru.rules.Ruleset;

/**
 * Whole random games with the self-play policy ({@link RandomPlayout}: a random rotation with
 * probability 0.1 when one is legal, else a uniform base move and a uniform completion), one
 * thread, from the start layout of R1.6; one call is one complete game. The random generator is
 * seeded once per trial, so every run plays the same sequence of games. The {@code plies} counter
 * reports actions per second.
 *
 * <pre>{@code
 * java -jar examples/bench/target/benchmarks.jar PlayoutBench -p players=2
 * }</pre>
 */
public class PlayoutBench extends StartBench {

    private RandomPlayout playout;
    private SplittableRandom random;

    /** Actions played, reported per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Plies {
        /** Actions played. */
        public long plies;

        /** Resets the counter. */
        @Setup(Level.Iteration)
        public void reset() {
            plies = 0;
        }
    }

    /** Seeds the generator. */
    @Setup(Level.Trial)
    public void setUp() {
        playout = new RandomPlayout(Engine.of(Ruleset.STANDARD), 0.1);
        random = new SplittableRandom(20261129L);
    }

    /**
     * One complete random game.
     *
     * @param counter the ply counter
     * @return the final position
     */
    @Benchmark
    public Position playout(Plies counter) {
        Position end = playout.play(start, random, 100_000);
        counter.plies += playout.plies();
        return end;
    }
}
