package org.pacru.bench;

import java.util.Locale;
import org.openjdk.jol.info.GraphLayout;
import org.openjdk.jol.vm.VM;
import org.pacru.board.Position;
import org.pacru.rules.Ruleset;

/**
 * Measures the retained size of positions with JOL: the position object and everything it
 * references alone (its chevron array). Prints the minimum, mean and maximum over the benchmark
 * positions and the size of each start position.
 *
 * <pre>{@code
 * java -cp examples/bench/target/benchmarks.jar org.pacru.bench.PositionFootprint
 * }</pre>
 */
public final class PositionFootprint {
    private PositionFootprint() {
    }

    /**
     * The retained size of one position, in bytes.
     *
     * @param p the position
     * @return the bytes of the position and its private arrays
     */
    static long retainedSize(Position p) {
        return GraphLayout.parseInstance(p).totalSize();
    }

    /**
     * Prints the sizes.
     *
     * @param args unused
     */
    public static void main(String[] args) {
        System.out.println(VM.current().details());
        for (int n = 2; n <= 4; n++) {
            Position p = Position.initial(n);
            System.out.println("start, " + n + " players: " + retainedSize(p) + " bytes");
            System.out.println(GraphLayout.parseInstance(p).toFootprint());
        }
        BenchData data = BenchData.create(Ruleset.STANDARD, 12);
        long min = Long.MAX_VALUE;
        long max = 0;
        long sum = 0;
        for (Position p : data.positions) {
            long s = retainedSize(p);
            min = Math.min(min, s);
            max = Math.max(max, s);
            sum += s;
        }
        System.out.println(String.format(Locale.ROOT, "benchmark positions (%d): min %d, mean %.1f, max %d bytes",
                data.positions.length, min, (double) sum / data.positions.length, max));
    }
}
