package org.pacru.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.Ruleset;

/** {@link RandomPlayout}: the playout policy's edges. Positions as in {@link RuleScenarios#board}. */
class RandomPlayoutTest {

    private static final Engine ENGINE = Engine.of(Ruleset.STANDARD);
    private static final String NO_ACTION = "no legal action: the game is over (R8.3) or the side to move is stuck (R2.2)";
    /** A draw of 0.0 for nextDouble, 0 for nextInt: the lowest value of every draw. */
    private static final RandomGenerator LOWEST = () -> 0L;

    @Test
    @DisplayName("R2.2: a playout from a position whose mover is stuck plays no action")
    void r2_2_playoutFromAStuckMoverPlaysNothing() {
        Position stuck = RuleScenarios.board(2, Player.A, "a1:ASW a2:a a3:a a4:a a5:a i9:BS");
        RandomPlayout playout = new RandomPlayout(ENGINE, 0);
        assertThat(playout.play(stuck, new SplittableRandom(1), 10)).isEqualTo(stuck);
        assertThat(playout.plies()).isZero();
        assertThatThrownBy(() -> playout.choose(stuck, new SplittableRandom(1)))
                .isInstanceOf(IllegalStateException.class).hasMessage(NO_ACTION);
    }

    @Test
    @DisplayName("R8.3: choose refuses a finished game even when the mover's chevron could still move")
    void r8_3_chooseRefusesAFinishedGame() {
        Position over = RuleScenarios.board(2, Player.A, "e5:aAN e6:a a1:b");
        RandomPlayout playout = new RandomPlayout(ENGINE, 0);
        assertThatThrownBy(() -> playout.choose(over, new SplittableRandom(1)))
                .isInstanceOf(IllegalStateException.class).hasMessage(NO_ACTION);
        assertThat(playout.play(over, new SplittableRandom(1), 10)).isEqualTo(over);
        assertThat(playout.plies()).isZero();
    }

    @Test
    @DisplayName("R7.2: with rotation probability 0 the policy never rotates, even on a draw of 0.0; with 1 it rotates when it can afford to")
    void r7_2_rotationProbabilityIsABound() {
        Position p = RuleScenarios.board(2, Player.A, "a1:AN b1:a c1:a i9:BS");
        assertThat(new RandomPlayout(ENGINE, 0).choose(p, LOWEST)).isInstanceOf(Move.class);
        assertThat(new RandomPlayout(ENGINE, 1).choose(p, LOWEST)).isInstanceOf(Rotation.class);
    }

    @Test
    @DisplayName("R5.3 R8.5: a whole playout is the game its actions make one by one through the checked rules, captures included")
    void playoutIsItsActionsAppliedOneByOne() {
        int captures = 0;
        for (int seed = 0; seed < 24; seed++) {
            Ruleset ruleset = seed % 2 == 0 ? Ruleset.STANDARD : Ruleset.ABSTRACT_PLAY;
            Position start = Position.initial(2 + seed % 3);
            RandomPlayout playout = new RandomPlayout(Engine.of(ruleset), 0.1);
            Position end = playout.play(start, new SplittableRandom(seed), 3_000);
            int plies = playout.plies();
            SplittableRandom random = new SplittableRandom(seed);
            Position p = start;
            for (int i = 0; i < plies; i++) {
                Action a = playout.choose(p, random);
                Position next = PacruRules.of(ruleset).next(p, a);
                captures += next.chevrons().size() < p.chevrons().size() ? 1 : 0;
                p = next;
            }
            assertThat(p).as("seed %d, %d plies", seed, plies).isEqualTo(end);
        }
        assertThat(captures).as("captures along the games").isGreaterThan(10);
    }
}
