package org.pacru.bench;

import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.pacru.core.engine.Engine;
import org.pacru.rules.Ruleset;

/**
 * Perft from the start layouts of R1.6 (rotations included, the last ply counted in bulk: moves
 * by their completions, rotations combinatorially). One call is one whole perft; the
 * {@code leaves} counter reports leaf actions per second.
 *
 * <pre>{@code
 * java -jar examples/bench/target/benchmarks.jar PerftBench
 * }</pre>
 */
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
public class PerftBench extends StartBench {

    /** The depth in plies. */
    @Param({"5"})
    public int depth;

    private Engine engine;

    /** Leaves counted, reported per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Leaves {
        /** Leaf actions counted. */
        public long leaves;

        /** Resets the counter. */
        @Setup(Level.Iteration)
        public void reset() {
            leaves = 0;
        }
    }

    /** Prepares the engine. */
    @Setup(Level.Trial)
    public void setUp() {
        engine = Engine.of(Ruleset.STANDARD);
    }

    /**
     * One perft.
     *
     * @param counter the leaf counter
     * @return the leaf count
     */
    @Benchmark
    public long perft(Leaves counter) {
        long n = engine.perft(start, depth);
        counter.leaves += n;
        return n;
    }
}
