package org.pacru.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.pacru.board.Position;

/**
 * What the whole-game benchmarks ({@link PlayoutBench}, {@link BotBench}, {@link PerftBench})
 * share: one thread, throughput per second with 3 warm-up and 5 measurement iterations of 2 s in
 * one fork (a subclass may set its own), and a start layout of R1.6 for each player count.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@State(Scope.Thread)
public abstract class StartBench {
    /** The number of players (start layout of R1.6). */
    @Param({"2", "3", "4"})
    public int players;

    /** The start position for {@link #players}. */
    Position start;

    /** Sets up the start position. */
    @Setup(Level.Trial)
    public void setUpStart() {
        start = Position.initial(players);
    }
}
