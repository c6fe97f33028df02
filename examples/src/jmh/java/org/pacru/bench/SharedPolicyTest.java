package org.pacru.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.RandomPlayout;
import org.pacru.examples.cli.RandomPolicy;
import org.pacru.rules.Ruleset;

/**
 * The engine's fast playout policy (measured by the benchmarks) and the command-line tool's
 * {@link RandomPolicy} (used by {@code pacru selfplay}, on the public API) are one policy: from
 * the same seed they choose the same action at every ply, rotations included.
 */
class SharedPolicyTest {

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {2, 3, 4})
    @DisplayName("RandomPlayout and the CLI's RandomPolicy play the same games from the same seed")
    void samePolicyAsTheCli(int players) {
        PacruRules rules = PacruRules.STANDARD;
        RandomPolicy cli = new RandomPolicy(0.1);
        RandomPlayout fast = new RandomPlayout(Engine.of(Ruleset.STANDARD), 0.1);
        int rotations = 0;
        for (int g = 0; g < 6; g++) {
            SplittableRandom r1 = new SplittableRandom(31L * g + players);
            SplittableRandom r2 = new SplittableRandom(31L * g + players);
            Position p = Position.initial(players);
            int plies = 0;
            while (rules.outcome(p).isEmpty()) {
                Action a = cli.choose(rules, p, r1);
                Action b = fast.choose(p, r2);
                assertThat(b).as("ply %d of %s", plies, p).isEqualTo(a);
                if (!(a instanceof org.pacru.action.Move)) {
                    rotations++;
                }
                p = rules.apply(p, a).after();
                plies++;
            }
            Position end = fast.play(Position.initial(players), new SplittableRandom(31L * g + players), 100_000);
            assertThat(end).isEqualTo(p);
            assertThat(fast.plies()).isEqualTo(plies);
        }
        assertThat(rotations).as("rotations played").isPositive();
    }
}
