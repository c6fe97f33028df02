package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Rotation;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.notation.ActionNotation;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.Explanation;
import org.pacru.rules.Fact;
import org.pacru.rules.RotationFact;
import org.pacru.rules.TurnFact;

/**
 * The facts of a rotation's explanation at their edges: A's chevron facing N on a1 (the engine's
 * chevron code 0) and exactly as many markers on unoccupied fields as the turn costs (R7.2).
 * Positions as in {@link RuleScenarios#board}.
 */
class RotationExplanationTest {

    /** a1>(b1,c1): a 45° turn clockwise, relinquishing b1 and c1. */
    private static final Rotation A1_TURN = (Rotation) ActionNotation.parse("a1>(b1,c1)");

    /** The explanation of the rotation by A, to move, on the board of {@link RuleScenarios#board}. */
    private static Explanation explained(String board, String rotation) {
        return PacruRules.STANDARD.explain(RuleScenarios.board(2, Player.A, board), ActionNotation.parse(rotation));
    }

    private static <F extends Fact> F fact(Explanation e, Class<F> type) {
        return e.facts().stream().filter(type::isInstance).map(type::cast).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("R7.1 R7.2 a1>(b1,c1) with A's chevron facing N on a1 and exactly two markers to relinquish: own chevron, cost met")
    void r7_2_rotationOnA1WithExactlyTheCost() {
        Explanation e = explained("a1:AN b1:a c1:a i9:BS", "a1>(b1,c1)");
        assertThat(e.violation()).isEmpty();
        assertThat(fact(e, TurnFact.StartField.class)).isEqualTo(
                new TurnFact.StartField(Field.A1, Player.A, Optional.of(new Chevron(Player.A, Direction.N)), true, true));
        assertThat(fact(e, RotationFact.RotationCost.class)).isEqualTo(
                new RotationFact.RotationCost(Field.A1, A1_TURN.turning(), Player.A, List.of(Field.B1, Field.C1), true));
    }

    @Test
    @DisplayName("R7.2 a1>(b1,c1) with one marker short of the cost: the cost is not met")
    void r7_2_rotationOneMarkerShort() {
        Explanation e = explained("a1:AN b1:a i9:BS", "a1>(b1,c1)");
        assertThat(e.violation()).isPresent();
        assertThat(fact(e, RotationFact.RotationCost.class)).isEqualTo(
                new RotationFact.RotationCost(Field.A1, A1_TURN.turning(), Player.A, List.of(Field.B1), false));
    }

    @Test
    @DisplayName("R7.1 e5>(b1,c1) on an empty field: the start field has no chevron, the rotation is refused")
    void r7_1_rotationOnAnEmptyField() {
        Explanation e = explained("a1:AN b1:a c1:a i9:BS", "e5>(b1,c1)");
        assertThat(e.violation()).isPresent();
        assertThat(fact(e, TurnFact.StartField.class)).isEqualTo(
                new TurnFact.StartField(Field.E5, Player.A, Optional.empty(), false, true));
    }
}
