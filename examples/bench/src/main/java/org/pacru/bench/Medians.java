package org.pacru.bench;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;

/**
 * Runs JMH with the usual command-line options and then prints the <em>median</em> over all
 * measurement iterations of every score: the primary one (calls per second) and the secondary
 * ones (the counters {@code baseMoves}, {@code legalMoves}, {@code plies}, {@code leaves}, and
 * {@code gc.alloc.rate.norm} with {@code -prof gc}). JMH itself prints means, which a single
 * disturbed iteration on a busy machine can drag down.
 *
 * <pre>{@code
 * java -cp examples/bench/target/benchmarks.jar org.pacru.bench.Medians PlayoutBench -p players=2 -prof gc
 * }</pre>
 */
public final class Medians {
    private Medians() {
    }

    /**
     * Runs the benchmarks and prints the medians.
     *
     * @param args JMH's command-line options
     * @throws CommandLineOptionException if the options are malformed
     * @throws RunnerException if JMH fails
     */
    public static void main(String[] args) throws CommandLineOptionException, RunnerException {
        Collection<RunResult> results = new Runner(new CommandLineOptions(args)).run();
        System.out.println();
        System.out.println("Medians over the measurement iterations:");
        for (RunResult run : results) {
            BenchmarkParams params = run.getParams();
            StringBuilder name = new StringBuilder(params.getBenchmark().replace("org.pacru.bench.", ""));
            for (String key : params.getParamsKeys()) {
                name.append(' ').append(key).append('=').append(params.getParam(key));
            }
            List<Double> primary = new ArrayList<>();
            Map<String, List<Double>> secondary = new TreeMap<>();
            String unit = "";
            Map<String, String> units = new TreeMap<>();
            for (BenchmarkResult br : run.getBenchmarkResults()) {
                for (IterationResult ir : br.getIterationResults()) {
                    primary.add(ir.getPrimaryResult().getScore());
                    unit = ir.getPrimaryResult().getScoreUnit();
                    for (Map.Entry<String, Result> e : ir.getSecondaryResults().entrySet()) {
                        secondary.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(e.getValue().getScore());
                        units.put(e.getKey(), e.getValue().getScoreUnit());
                    }
                }
            }
            System.out.println(String.format(Locale.ROOT, "%-48s %18.1f %s", name, median(primary), unit));
            for (Map.Entry<String, List<Double>> e : secondary.entrySet()) {
                String key = e.getKey();
                if (key.equals("gc.alloc.rate.norm") || !key.startsWith("gc.")) {
                    double m = median(e.getValue());
                    if (m != 0 || key.startsWith("gc.")) {
                        System.out.println(String.format(Locale.ROOT, "%-48s %18.1f %s", "  :" + key, m, units.get(key)));
                    }
                }
            }
        }
    }

    private static double median(List<Double> values) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        List<Double> v = new ArrayList<>(values);
        Collections.sort(v);
        int n = v.size();
        return n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
    }
}
