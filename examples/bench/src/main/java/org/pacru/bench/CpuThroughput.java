package org.pacru.bench;

import java.util.Locale;
import java.util.SplittableRandom;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.IntList;
import org.pacru.core.engine.RandomPlayout;
import org.pacru.rules.Ruleset;

/**
 * A companion to the JMH benchmarks for busy machines: the same fast-path workloads (base moves,
 * legal moves, apply, checked apply, hashing, random playouts, perft), timed by the benchmark thread's CPU time
 * rather than by the wall clock, so that other processes competing for the cores do not lower
 * the figures. Each workload is warmed up, then run {@code reps} times (default 7); the median
 * and the range are printed. Single thread.
 *
 * <pre>{@code
 * java -cp examples/bench/target/benchmarks.jar org.pacru.bench.CpuThroughput 7
 * }</pre>
 */
public final class CpuThroughput {
    private CpuThroughput() {
    }

    /**
     * Runs every workload and prints its median throughput.
     *
     * @param args optional: the number of repetitions
     */
    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        Engine engine = Engine.of(Ruleset.STANDARD);
        PacruRules rules = PacruRules.STANDARD;
        BenchData data = BenchData.create(Ruleset.STANDARD, 12);
        Position[] ps = data.positions;
        IntList list = new IntList();
        System.out.println(String.format(Locale.ROOT, "%d benchmark positions, %.2f base moves and %.2f legal moves on average",
                ps.length, data.meanBaseMoves, data.meanLegalMoves));
        CpuTime.report("base moves/s", reps, () -> {
            long n = 0;
            for (int k = 0; k < 5_000; k++) {
                for (Position p : ps) {
                    list.clear();
                    n += engine.baseMoves(p, list);
                }
            }
            return n;
        });
        CpuTime.report("legal moves/s (fully specified)", reps, () -> {
            long n = 0;
            for (int k = 0; k < 1_000; k++) {
                for (Position p : ps) {
                    list.clear();
                    n += engine.legalMoves(p, list);
                }
            }
            return n;
        });
        CpuTime.report("apply (engine play)/s", reps, () -> {
            long n = 0;
            for (int k = 0; k < 1_000; k++) {
                for (int i = 0; i < ps.length; i++) {
                    n += engine.play(ps[i], data.moveCodes[i]).playerCount() > 0 ? 1 : 0;
                }
            }
            return n;
        });
        CpuTime.report("checked apply (PacruRules.next)/s", reps, () -> {
            long n = 0;
            for (int k = 0; k < 1_000; k++) {
                for (int i = 0; i < ps.length; i++) {
                    n += rules.next(ps[i], data.moves[i]).playerCount() > 0 ? 1 : 0;
                }
            }
            return n;
        });
        CpuTime.report("zobrist/s", reps, () -> {
            long n = 0;
            long h = 0;
            for (int k = 0; k < 5_000; k++) {
                for (Position p : ps) {
                    h ^= p.zobrist();
                    n++;
                }
            }
            return h == 42 ? n + 1 : n;
        });
        for (int players = 2; players <= 4; players++) {
            Position start = Position.initial(players);
            RandomPlayout playout = new RandomPlayout(engine, 0.1);
            SplittableRandom random = new SplittableRandom(20261129L);
            CpuTime.report("random playouts/s, " + players + " players", reps, () -> {
                for (int g = 0; g < 5_000; g++) {
                    playout.play(start, random, 100_000);
                }
                return 5_000;
            });
        }
        for (int players = 2; players <= 4; players++) {
            Position start = Position.initial(players);
            CpuTime.report("perft(5) leaves/s, " + players + " players", reps, () -> engine.perft(start, 5));
        }
    }
}
