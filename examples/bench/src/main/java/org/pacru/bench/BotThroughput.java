package org.pacru.bench;

import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;
import org.pacru.board.Position;
import org.pacru.core.MoveCursor;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.RandomBot;
import org.pacru.core.bot.MctsBot;
import org.pacru.core.bot.SearchPolicy;
import org.pacru.core.bot.SearchResult;
import org.pacru.core.engine.Engine;
import org.pacru.rules.Ruleset;

/**
 * The players' figures timed by the thread's CPU time, for a busy machine (as {@link CpuThroughput}
 * does for the engine): random playouts through {@link RandomBot} alone, and the playouts inside
 * a {@link MctsBot} search of 1,000 iterations from the same start position (all its tree work
 * included), with each {@link SearchPolicy} (a heuristic playout is cut off after 16 actions, so
 * its actions per second say more than its playouts), for 2, 3 and 4 players; and the public
 * fast path: {@code PacruRules.next} against the engine's unchecked apply of the same moves
 * (interleaved runs, the median ratio; the target 0.70), {@code randomRotation} and
 * {@link MoveCursor}. Each workload is warmed up, then run
 * {@code reps} times (default 7); the median and the range are printed.
 *
 * <pre>{@code
 * java -cp examples/bench/target/benchmarks.jar org.pacru.bench.BotThroughput 7
 * }</pre>
 */
public final class BotThroughput {
    private BotThroughput() {
    }

    /**
     * Runs every workload and prints its median throughput.
     *
     * @param args optional: the number of repetitions
     */
    public static void main(String[] args) {
        int reps = args.length > 0 ? Integer.parseInt(args[0]) : 7;
        for (int players = 2; players <= 4; players++) {
            Position start = Position.initial(players);
            RandomBot player = RandomBot.of(Ruleset.STANDARD, 0, 0.1);
            SplittableRandom random = new SplittableRandom(20261201L);
            long[] plies = new long[1];
            double games = CpuTime.report("RandomBot playouts/s, " + players + " players", reps, () -> {
                for (int g = 0; g < 2_000; g++) {
                    plies[0] += player.play(start, random, 100_000).plies();
                }
                return 2_000;
            });
            for (SearchPolicy policy : SearchPolicy.values()) {
                long[] seed = new long[1];
                long[] searchPlies = new long[1];
                long[] searchPlayouts = new long[1];
                double inSearch = CpuTime.report("MCTS playouts/s in search (" + policy + "), " + players + " players", reps, () -> {
                    long n = 0;
                    for (int s = 0; s < 4; s++) {
                        SearchResult r = MctsBot.builder(Ruleset.STANDARD).policy(policy).iterations(1_000).seed(seed[0]++).build()
                                .search(start);
                        n += r.playouts();
                        searchPlies[0] += r.playoutPlies();
                        searchPlayouts[0] += r.playouts();
                    }
                    return n;
                });
                double perPlayout = (double) searchPlies[0] / searchPlayouts[0];
                System.out.println(String.format(Locale.ROOT,
                        "  ratio %.2f (%.1f actions per RandomBot game, %.1f per playout in the search: %.0f actions/s)",
                        inSearch / games, (double) plies[0] / (2_000.0 * (reps + 2)), perPlayout, inSearch * perPlayout));
            }
        }
        BenchData data = BenchData.create(Ruleset.STANDARD, 12);
        Position[] ps = data.positions;
        MoveCursor cursor = MoveCursor.of(Ruleset.STANDARD);
        Engine engine = Engine.of(Ruleset.STANDARD);
        PacruRules rules = PacruRules.STANDARD;
        // Interleaved: the unchecked apply, then next on the same moves, 15 times; the median ratio.
        double[] ratios = new double[15];
        long sink = 0;
        for (int rep = -3; rep < ratios.length; rep++) {
            long t0 = CpuTime.now();
            for (int k = 0; k < 300; k++) {
                for (int i = 0; i < ps.length; i++) {
                    sink += engine.play(ps[i], data.moveCodes[i]).playerCount();
                }
            }
            long t1 = CpuTime.now();
            for (int k = 0; k < 300; k++) {
                for (int i = 0; i < ps.length; i++) {
                    sink += rules.next(ps[i], data.moves[i]).playerCount();
                }
            }
            long t2 = CpuTime.now();
            if (rep >= 0) {
                ratios[rep] = (double) (t1 - t0) / (t2 - t1);
            }
            if (rep == ratios.length - 1) {
                System.out.println(String.format(Locale.ROOT, "engine play (unchecked) %.0f ns, PacruRules.next %.0f ns (last run)",
                        (t1 - t0) / (300.0 * ps.length), (t2 - t1) / (300.0 * ps.length)));
            }
        }
        Arrays.sort(ratios);
        System.out.println(String.format(Locale.ROOT, "  next / unchecked apply speed: median %.2f (min %.2f, max %.2f, %d interleaved runs)%s",
                ratios[ratios.length / 2], ratios[0], ratios[ratios.length - 1], ratios.length, sink == 42 ? " " : ""));
        SplittableRandom rnd = new SplittableRandom(5);
        CpuTime.report("PacruRules.randomRotation/s", reps, () -> {
            long n = 0;
            for (int k = 0; k < 1_000; k++) {
                for (Position p : ps) {
                    if (p.playerCount() > 0 && rules.countRotations(p) > 0) {
                        n += rules.randomRotation(p, rnd).cost() > 0 ? 1 : 0;
                    }
                }
            }
            return n;
        });
        CpuTime.report("MoveCursor legal moves/s", reps, () -> {
            long n = 0;
            for (int k = 0; k < 1_000; k++) {
                for (Position p : ps) {
                    cursor.reset(p);
                    while (cursor.advance()) {
                        n += cursor.to().index() >= 0 ? 1 : 0;
                    }
                }
            }
            return n;
        });
    }
}
