package org.pacru.bench;

import java.util.List;
import java.util.Optional;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.IntList;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * Per-position operations over the fixed position set of {@link BenchData} (2, 3 and 4 players,
 * every phase): each benchmark call handles the next position of the set, so a score is calls
 * per second averaged over the set. Methods named {@code engine…} use the engine's allocation-free
 * fast path ({@link Engine}, {@link IntList}); {@code api…} go through {@link PacruRules}, the
 * public API with its immutable lists, checks and events. Counters such as {@code baseMoves}
 * report generated items per second.
 *
 * <pre>{@code
 * java -jar examples/bench/target/benchmarks.jar EngineBench -prof gc
 * }</pre>
 */
public class EngineBench extends PositionSetBench {

    /** A thread's cursor over the set and its reusable move list. */
    @State(Scope.Thread)
    public static class Cursor extends SetCursor {
        final IntList list = new IntList();
    }

    /** Items generated, reported per second next to the calls per second. */
    @State(Scope.Thread)
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    public static class Generated {
        /** Base moves generated. */
        public long baseMoves;
        /** Fully specified legal moves generated. */
        public long legalMoves;

        /** Resets the counters. */
        @Setup(Level.Iteration)
        public void reset() {
            baseMoves = 0;
            legalMoves = 0;
        }
    }

    /**
     * Legal base moves (no choices), into a reused list.
     *
     * @param d the data
     * @param c the cursor
     * @param g the counters
     * @return the count
     */
    @Benchmark
    public int engineBaseMoves(BenchSet d, Cursor c, Generated g) {
        IntList list = c.list;
        list.clear();
        int n = d.engine.baseMoves(d.data.positions[c.next(d.data.positions.length)], list);
        g.baseMoves += n;
        return n;
    }

    /**
     * Fully specified legal moves (rotations excluded), into a reused list.
     *
     * @param d the data
     * @param c the cursor
     * @param g the counters
     * @return the count
     */
    @Benchmark
    public int engineLegalMoves(BenchSet d, Cursor c, Generated g) {
        IntList list = c.list;
        list.clear();
        int n = d.engine.legalMoves(d.data.positions[c.next(d.data.positions.length)], list);
        g.legalMoves += n;
        return n;
    }

    /**
     * {@code Rules.baseMoves}: an immutable list of API moves.
     *
     * @param d the data
     * @param c the cursor
     * @param g the counters
     * @return the list
     */
    @Benchmark
    public List<Move> apiBaseMoves(BenchSet d, Cursor c, Generated g) {
        List<Move> l = d.rules.baseMoves(d.data.positions[c.next(d.data.positions.length)]);
        g.baseMoves += l.size();
        return l;
    }

    /**
     * {@code Rules.legalMoves}: every fully specified legal move as API moves.
     *
     * @param d the data
     * @param c the cursor
     * @param g the counters
     * @return the list
     */
    @Benchmark
    public List<Move> apiLegalMoves(BenchSet d, Cursor c, Generated g) {
        List<Move> l = d.rules.legalMoves(d.data.positions[c.next(d.data.positions.length)]);
        g.legalMoves += l.size();
        return l;
    }

    /**
     * {@code Rules.countLegalActions}: moves plus rotations, counted without building them.
     *
     * @param d the data
     * @param c the cursor
     * @return the count
     */
    @Benchmark
    public long apiCountLegalActions(BenchSet d, Cursor c) {
        return d.rules.countLegalActions(d.data.positions[c.next(d.data.positions.length)]);
    }

    /**
     * {@code Rules.countRotations} (R7, combinatorial).
     *
     * @param d the data
     * @param c the cursor
     * @return the count
     */
    @Benchmark
    public long apiCountRotations(BenchSet d, Cursor c) {
        return d.rules.countRotations(d.data.positions[c.next(d.data.positions.length)]);
    }

    /**
     * {@code Rules.check} of the policy's action (a move or a rotation; legal).
     *
     * @param d the data
     * @param c the cursor
     * @return the verdict
     */
    @Benchmark
    public Optional<Violation> apiCheck(BenchSet d, Cursor c) {
        int i = c.next(d.data.positions.length);
        return d.rules.check(d.data.positions[i], d.data.actions[i]);
    }

    /**
     * {@code Rules.apply} of the policy's action: checked, with events and outcome.
     *
     * @param d the data
     * @param c the cursor
     * @return the transition
     */
    @Benchmark
    public Transition apiApply(BenchSet d, Cursor c) {
        int i = c.next(d.data.positions.length);
        return d.rules.apply(d.data.positions[i], d.data.actions[i]);
    }

    /**
     * {@code Position.zobrist()}.
     *
     * @param d the data
     * @param c the cursor
     * @return the hash
     */
    @Benchmark
    public long zobrist(BenchSet d, Cursor c) {
        return d.data.positions[c.next(d.data.positions.length)].zobrist();
    }

    /**
     * {@code Position.hashCode()}.
     *
     * @param d the data
     * @param c the cursor
     * @return the hash
     */
    @Benchmark
    public int hashCode(BenchSet d, Cursor c) {
        return d.data.positions[c.next(d.data.positions.length)].hashCode();
    }

    /**
     * Prints a position string (NOTATION.md §3).
     *
     * @param d the data
     * @param c the cursor
     * @return the string
     */
    @Benchmark
    public String notationFormatPosition(BenchSet d, Cursor c) {
        return PositionNotation.format(d.data.positions[c.next(d.data.positions.length)]);
    }

    /**
     * Parses a position string (NOTATION.md §3).
     *
     * @param d the data
     * @param c the cursor
     * @return the position
     */
    @Benchmark
    public Position notationParsePosition(BenchSet d, Cursor c) {
        return PositionNotation.parse(d.data.positionStrings[c.next(d.data.positions.length)]);
    }

    /**
     * Prints a move (NOTATION.md §2).
     *
     * @param d the data
     * @param c the cursor
     * @return the string
     */
    @Benchmark
    public String notationFormatMove(BenchSet d, Cursor c) {
        return ActionNotation.format(d.data.moves[c.next(d.data.positions.length)]);
    }

    /**
     * Parses a move (NOTATION.md §2).
     *
     * @param d the data
     * @param c the cursor
     * @return the move
     */
    @Benchmark
    public Action notationParseMove(BenchSet d, Cursor c) {
        return ActionNotation.parse(d.data.moveStrings[c.next(d.data.positions.length)]);
    }

    /**
     * A baseline: only the cursor and a blackhole, to show the harness cost per call.
     *
     * @param d the data
     * @param c the cursor
     * @param bh the blackhole
     */
    @Benchmark
    public void baseline(BenchSet d, Cursor c, Blackhole bh) {
        bh.consume(d.data.positions[c.next(d.data.positions.length)]);
    }
}
