package org.pacru.bench;

import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.pacru.core.PacruRules;
import org.pacru.core.engine.Engine;
import org.pacru.rules.Ruleset;

/**
 * The shared, read-only data of the per-position benchmarks ({@link EngineBench},
 * {@link FastPathBench}): the positions of {@link BenchData} (12 games per player count) under the
 * standard ruleset, with the engine and the rules that handle them.
 */
@State(Scope.Benchmark)
public class BenchSet {
    BenchData data;
    Engine engine;
    PacruRules rules;

    /** Builds the position set. */
    @Setup(Level.Trial)
    public void setUp() {
        data = BenchData.create(Ruleset.STANDARD, 12);
        engine = Engine.of(Ruleset.STANDARD);
        rules = PacruRules.STANDARD;
    }
}
