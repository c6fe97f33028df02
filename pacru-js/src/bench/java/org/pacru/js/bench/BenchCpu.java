package org.pacru.js.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;

/**
 * {@link Bench} on the JVM timed in thread CPU time as well as wall time, for a machine other
 * work shares: the medians of nine runs of each after a warm-up. Not compiled by TeaVM (nothing
 * of the package reaches it); {@code src/bench/node/bench.mjs} prints Node's process CPU time
 * beside its wall times likewise.
 */
public final class BenchCpu {
    private BenchCpu() {
    }

    /**
     * Times perft(5) and 2,000 playouts from the 2-player start.
     *
     * @param args ignored
     */
    public static void main(String[] args) {
        for (int i = 0; i < 5; i++) {
            Bench.perft(2, 5);
            Bench.playouts(2, 2_000, 1);
        }
        System.out.println("jvm perft(5), 2 players: " + time(() -> Bench.perft(2, 5)));
        System.out.println("jvm 2,000 playouts, 2 players: " + time(() -> Bench.playouts(2, 2_000, 7)));
    }

    private static String time(Runnable run) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long[] wall = new long[9];
        long[] cpu = new long[9];
        for (int i = 0; i < wall.length; i++) {
            long w = System.nanoTime();
            long c = threads.getCurrentThreadCpuTime();
            run.run();
            cpu[i] = (threads.getCurrentThreadCpuTime() - c) / 1_000_000;
            wall[i] = (System.nanoTime() - w) / 1_000_000;
        }
        Arrays.sort(wall);
        Arrays.sort(cpu);
        return "median " + wall[wall.length / 2] + " ms (cpu " + cpu[cpu.length / 2] + ")";
    }
}
