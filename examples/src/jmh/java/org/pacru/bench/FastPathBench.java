package org.pacru.bench;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.pacru.action.Rotation;
import org.pacru.board.Position;
import org.pacru.core.MoveCursor;
import org.pacru.core.PacruRules;
import org.pacru.core.engine.Engine;
import org.pacru.rules.Ruleset;

/**
 * The public fast path for bot authors, over the positions of {@link BenchData} (each call takes
 * the next position): iterating over the legal moves with {@link MoveCursor} (nothing allocated:
 * {@code gc.alloc.rate.norm} 0 with {@code -prof gc}); the checked {@code PacruRules.next} next
 * to the engine's unchecked apply of the same moves ({@code engineApply}; issue 11's target:
 * {@code apiNext} at least 70 % of it); drawing a uniformly random rotation.
 *
 * <pre>{@code
 * java -cp examples/target/benchmarks.jar org.pacru.bench.Medians FastPathBench -prof gc
 * }</pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class FastPathBench {

    /** The shared, read-only data. */
    @State(Scope.Benchmark)
    public static class Data {
        BenchData data;
        Engine engine;
        PacruRules rules;
        boolean[] rotatable;

        /** Builds the position set. */
        @Setup(Level.Trial)
        public void setUp() {
            data = BenchData.create(Ruleset.STANDARD, 12);
            engine = Engine.of(Ruleset.STANDARD);
            rules = PacruRules.STANDARD;
            rotatable = new boolean[data.positions.length];
            for (int i = 0; i < rotatable.length; i++) {
                rotatable[i] = rules.countRotations(data.positions[i]) > 0;
            }
        }
    }

    /** A thread's position index and its reusable move cursor. */
    @State(Scope.Thread)
    public static class Cursor {
        int i;
        final MoveCursor moves = MoveCursor.of(Ruleset.STANDARD);
        final SplittableRandom random = new SplittableRandom(11);

        int next(int n) {
            int k = i + 1;
            if (k == n) {
                k = 0;
            }
            i = k;
            return k;
        }
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
    public int cursorLegalMoves(Data d, Cursor c, Visited v) {
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
    public Position apiNext(Data d, Cursor c) {
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
    public Rotation apiRandomRotation(Data d, Cursor c) {
        int i = c.next(d.data.positions.length);
        Position p = d.data.positions[i];
        return d.rotatable[i] ? d.rules.randomRotation(p, c.random) : null;
    }

    /**
     * The engine's unchecked apply of an encoded legal move, with turn passing (R8.5).
     *
     * @param d the data
     * @param c the cursor
     * @return the position after
     */
    @Benchmark
    public Position engineApply(Data d, Cursor c) {
        int i = c.next(d.data.positions.length);
        return d.engine.play(d.data.positions[i], d.data.moveCodes[i]);
    }
}
