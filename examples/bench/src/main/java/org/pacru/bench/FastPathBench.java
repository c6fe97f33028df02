package org.pacru.bench;

import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.pacru.action.Rotation;
import org.pacru.board.Position;
import org.pacru.core.MoveCursor;
import org.pacru.rules.Ruleset;

/**
 * The public fast path for bot authors, over the positions of {@link BenchData} (each call takes
 * the next position): iterating over the legal moves with {@link MoveCursor} (nothing allocated:
 * {@code gc.alloc.rate.norm} 0 with {@code -prof gc}); the checked {@code PacruRules.next} next
 * to the engine's unchecked apply of the same moves ({@code engineApply}; the target:
 * {@code apiNext} at least 70 % of it); drawing a uniformly random rotation.
 *
 * <pre>{@code
 * java -cp examples/bench/target/benchmarks.jar org.pacru.bench.Medians FastPathBench -prof gc
 * }</pre>
 */
public class FastPathBench extends PositionSetBench {

    /** A thread's cursor over the set, its reusable move cursor and its random source. */
    @State(Scope.Thread)
    public static class Cursor extends SetCursor {
        final MoveCursor moves = MoveCursor.of(Ruleset.STANDARD);
        final SplittableRandom random = new SplittableRandom(11);
    }

    /** Moves visited, reported per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Visited {
        /** Legal moves visited. */
        public long legalMoves;

        /** Resets the counter. */
        @Setup(Level.Iteration)
        public void reset() {
            legalMoves = 0;
        }
    }

    /**
     * Every legal move of the position through {@link MoveCursor}, reading each move's fields,
     * capture flag and choices.
     *
     * @param d the data
     * @param c the cursor
     * @param v the counter
     * @return a checksum of what was read
     */
    @Benchmark
    public int cursorLegalMoves(BenchSet d, Cursor c, Visited v) {
        MoveCursor m = c.moves.reset(d.data.positions[c.next(d.data.positions.length)]);
        int sum = 0;
        while (m.advance()) {
            sum += m.from().index() + m.to().index() + (m.capture() ? 1 : 0);
            for (int k = 0; k < m.choiceCount(); k++) {
                sum += m.choice(k).hashCode();
            }
        }
        v.legalMoves += m.count();
        return sum;
    }

    /**
     * {@code PacruRules.next}: the checked apply of the same move, returning only the position.
     *
     * @param d the data
     * @param c the cursor
     * @return the position after
     */
    @Benchmark
    public Position apiNext(BenchSet d, Cursor c) {
        int i = c.next(d.data.positions.length);
        return d.rules.next(d.data.positions[i], d.data.moves[i]);
    }

    /**
     * {@code PacruRules.randomRotation}: a uniformly random legal rotation, without enumeration
     * (positions with no rotation are skipped by the cursor).
     *
     * @param d the data
     * @param c the cursor
     * @return the rotation, or null where there is none
     */
    @Benchmark
    public Rotation apiRandomRotation(BenchSet d, Cursor c) {
        int i = c.next(d.data.positions.length);
        Position p = d.data.positions[i];
        return d.data.rotatable[i] ? d.rules.randomRotation(p, c.random) : null;
    }
}
