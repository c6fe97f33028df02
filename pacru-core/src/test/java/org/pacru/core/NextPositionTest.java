package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Ruleset;

/** {@link PacruRules#next}: the checked apply that returns only the next position. */
class NextPositionTest {

    @Test
    @DisplayName("R8.5: next is apply's position after, for moves and rotations along random games, 2-4 players, both rulesets")
    void nextIsApplysPositionAfter() {
        int rotations = 0;
        for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
            PacruRules rules = PacruRules.of(ruleset);
            RandomPlayer player = RandomPlayer.of(ruleset, 0.2);
            for (int players = 2; players <= 4; players++) {
                SplittableRandom rnd = new SplittableRandom(31L * players);
                Position p = Position.initial(players);
                while (rules.outcome(p).isEmpty()) {
                    Action a = player.choose(p, rnd);
                    Position after = rules.next(p, a);
                    assertThat(after).as("%s at %s", a, p).isEqualTo(rules.apply(p, a).after());
                    if (rules.countRotations(p) > 0) {
                        Rotation r = rules.randomRotation(p, rnd);
                        assertThat(rules.next(p, r)).isEqualTo(rules.apply(p, r).after());
                        rotations++;
                    }
                    p = after;
                }
            }
        }
        assertThat(rotations).isPositive();
    }

    @Test
    @DisplayName("R3.2: next refuses an illegal action with the violation check names; the position is unchanged")
    void nextChecks() {
        Position start = Position.initial(2);
        Move tooFar = Move.of(Field.E1, Field.E3);
        assertThatThrownBy(() -> PacruRules.STANDARD.next(start, tooFar))
                .isInstanceOf(IllegalActionException.class)
                .satisfies(e -> assertThat(((IllegalActionException) e).violation())
                        .isEqualTo(PacruRules.STANDARD.check(start, tooFar).orElseThrow()));
        assertThat(start).isEqualTo(Position.initial(2));
    }
}
