package org.pacru.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;
import org.pacru.board.Position;

/**
 * What the per-position benchmarks ({@link EngineBench}, {@link FastPathBench}) share: throughput
 * per second, 3 warm-up and 5 measurement iterations of 2 s in one fork, over the positions of
 * {@link BenchSet} taken in turn by a {@link SetCursor}; and the engine's unchecked apply, the
 * baseline that both measure the other paths against (JMH runs it as {@code EngineBench.engineApply}
 * and as {@code FastPathBench.engineApply}).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public abstract class PositionSetBench {

    /**
     * The engine's unchecked apply of an encoded legal move, with turn passing (R8.5).
     *
     * @param d the data
     * @param c the cursor
     * @return the position after
     */
    @Benchmark
    public Position engineApply(BenchSet d, SetCursor c) {
        int i = c.next(d.data.positions.length);
        return d.engine.play(d.data.positions[i], d.data.moveCodes[i]);
    }
}
