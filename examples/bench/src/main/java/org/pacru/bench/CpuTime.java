package org.pacru.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Timing by the current thread's CPU time, for the busy-machine companions of the JMH benchmarks
 * ({@link CpuThroughput}, {@link BotThroughput}): other processes competing for the cores do not
 * lower the figures.
 */
final class CpuTime {
    private static final ThreadMXBean MX = ManagementFactory.getThreadMXBean();

    private CpuTime() {
    }

    /**
     * The CPU time of the current thread.
     *
     * @return nanoseconds
     */
    static long now() {
        return MX.getCurrentThreadCpuTime();
    }

    /**
     * Runs a workload twice to warm up, then {@code reps} times timed, and prints the median rate
     * with the range.
     *
     * @param what the label of the printed line
     * @param reps the number of timed runs
     * @param work the workload; it returns the number of items it did
     * @return the median rate, items per CPU second
     */
    static double report(String what, int reps, LongSupplier work) {
        work.getAsLong();                          // warm-up
        work.getAsLong();
        double[] rates = new double[reps];
        for (int i = 0; i < reps; i++) {
            long t0 = now();
            long n = work.getAsLong();
            long t1 = now();
            rates[i] = n / ((t1 - t0) / 1e9);
        }
        Arrays.sort(rates);
        System.out.println(String.format(Locale.ROOT, "%-44s median %,14.0f   (min %,.0f, max %,.0f, %d runs)",
                what, rates[reps / 2], rates[0], rates[reps - 1], reps));
        return rates[reps / 2];
    }
}
