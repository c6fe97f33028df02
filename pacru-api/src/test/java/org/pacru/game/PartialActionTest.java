package org.pacru.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.action.Turn;
import org.pacru.board.Field;

/** PartialAction and Step: the shapes of an action under construction, and their notation. */
class PartialActionTest {

    @Test
    @DisplayName("R9.1 R9.2 a complete move's steps print as the move: chevron, destination, choices in order")
    void r9_2_moveSteps() {
        Move m = Move.capture(Field.E3, Field.E4).withChoices(Choice.of(Field.E6), Choice.of(Field.I9));
        PartialAction p = PartialAction.of(m);
        assertThat(p.steps()).containsExactly(new Step.Select(Field.E3), new Step.Destination(Field.E4, true),
                Step.Pick.crossing(Field.E6), Step.Pick.bonus(Field.I9));
        assertThat(p).hasToString(m.toString());
        assertThat(p.isMove()).isTrue();
        assertThat(p.isRotation()).isFalse();
        assertThat(p.baseMove()).contains(m.base());
        assertThat(p.choices()).isEqualTo(m.choices());
        assertThat(p.turn()).isEmpty();
        assertThat(p.relinquished()).isEmpty();
        assertThat(p.size()).isEqualTo(4);
    }

    @Test
    @DisplayName("R9.3 a complete rotation's steps print as the rotation, relinquished fields in canonical order")
    void r9_3_rotationSteps() {
        Rotation r = Rotation.of(Field.D9, 2, Field.C4, Field.B7, Field.B5, Field.A7);
        PartialAction p = PartialAction.of(r);
        assertThat(p).hasToString("d9>>(a7,b5,b7,c4)");
        assertThat(p.isRotation()).isTrue();
        assertThat(p.isMove()).isFalse();
        assertThat(p.turn()).contains(Turn.CLOCKWISE_90);
        assertThat(p.relinquished()).containsExactly(Field.A7, Field.B5, Field.B7, Field.C4);
        assertThat(p.baseMove()).isEmpty();
        assertThat(p.choices()).isEmpty();
        assertThat(p.prefix(3)).hasToString("d9>>(a7)");
        assertThat(p.prefix(2)).hasToString("d9>>");
        assertThat(p.prefix(1)).hasToString("d9");
        assertThat(p.prefix(0)).isEqualTo(PartialAction.empty());
    }

    @Test
    @DisplayName("the empty partial action has no chevron and prints as nothing")
    void empty() {
        PartialAction e = PartialAction.empty();
        assertThat(e.isEmpty()).isTrue();
        assertThat(e.chevron()).isEmpty();
        assertThat(e).hasToString("");
        assertThat(e.then(new Step.Select(Field.E1)).chevron()).contains(Field.E1);
        assertThat(e.size()).isZero();
    }

    @Test
    @DisplayName("every action round-trips through its steps, click by click")
    void actionsRoundTrip() {
        List<Action> actions = List.of(Move.of(Field.E1, Field.E2), Move.of(Field.A4, Field.A6).withChoices(Choice.connection()),
                Move.of(Field.A4, Field.A6).withChoices(Choice.connection(), Choice.of(Field.B2)),
                Rotation.of(Field.E1, -1, Field.B3, Field.A2), Rotation.of(Field.E1, 1, Field.A2, Field.A2));
        for (Action a : actions) {
            PartialAction full = PartialAction.of(a);
            PartialAction built = PartialAction.empty();
            for (Step s : full.steps()) {
                built = built.then(s);
            }
            assertThat(built).isEqualTo(full).hasToString(a.toString());
        }
    }

    @Test
    @DisplayName("R9 steps out of shape are refused: no chevron first, a move to its own field, three choices, * second")
    void r9_shapeChecks() {
        PartialAction e1 = PartialAction.empty().then(new Step.Select(Field.E1));
        assertThatThrownBy(() -> PartialAction.empty().then(new Step.Destination(Field.E2, false)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> e1.then(new Step.Destination(Field.E1, false)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> e1.then(new Step.Select(Field.E2))).isInstanceOf(IllegalArgumentException.class);
        PartialAction move = e1.then(new Step.Destination(Field.E4, false));
        assertThatThrownBy(() -> move.then(new Step.Relinquish(Field.A1))).isInstanceOf(IllegalArgumentException.class);
        PartialAction two = move.then(Choice.of(Field.E6)).then(Choice.of(Field.I9));
        assertThatThrownBy(() -> two.then(Choice.of(Field.A1)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("e1-e4(e6,i9)")
                .hasMessageStartingWith("R9.1-R9.3: step 5 'a1' cannot follow 'e1-e4(e6,i9)'");
        assertThatThrownBy(() -> move.then(Choice.of(Field.E6)).then(Choice.connection()))
                .isInstanceOf(IllegalArgumentException.class);
        PartialAction turn = e1.then(new Step.Turn(Turn.CLOCKWISE_45));
        assertThatThrownBy(() -> turn.then(Choice.of(Field.A1))).isInstanceOf(IllegalArgumentException.class);
        PartialAction paid = turn.then(new Step.Relinquish(Field.A1)).then(new Step.Relinquish(Field.A2));
        assertThat(paid.then(new Step.Relinquish(Field.A3)))
                .as("R7.1: a 45° turn relinquishes 2 fields; naming 3 is representable (and not viable)")
                .hasToString("e1>(a1,a2,a3)");
    }

    @Test
    @DisplayName("R7.2 a turn step holds one of the four turns; steps print as notation")
    void r7_2_stepsPrint() {
        assertThat(new Step.Turn(Turn.CLOCKWISE_45)).hasToString(">");
        assertThat(new Step.Turn(Turn.CLOCKWISE_90)).hasToString(">>");
        assertThat(new Step.Turn(Turn.ANTICLOCKWISE_45)).hasToString("<");
        assertThat(new Step.Turn(Turn.ANTICLOCKWISE_90)).hasToString("<<");
        assertThat(new Step.Destination(Field.E4, false)).hasToString("-e4");
        assertThat(new Step.Destination(Field.E4, true)).hasToString("xe4");
    }

    @Test
    @DisplayName("the steps are an unmodifiable copy")
    void stepsCopied() {
        List<Step> list = new java.util.ArrayList<>(List.of(new Step.Select(Field.E1)));
        PartialAction p = new PartialAction(list);
        list.add(new Step.Turn(Turn.CLOCKWISE_45));
        assertThat(p.size()).isEqualTo(1);
        assertThatThrownBy(() -> p.steps().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    @DisplayName("R9.2 R4.1 R4.4: a choice made without a position takes its kind from the move's shape")
    void r9_2_pickKindsFromShape() {
        PartialAction crossing = PartialAction.of(Move.of(Field.A3, Field.B4));
        assertThat(crossing.then(Choice.of(Field.C6)).steps().get(2)).isEqualTo(Step.Pick.crossing(Field.C6));
        assertThat(crossing.then(Choice.of(Field.I9)).steps().get(2)).as("outside the destination borderland")
                .isEqualTo(Step.Pick.bonus(Field.I9));
        PartialAction inside = PartialAction.of(Move.of(Field.A1, Field.A2));
        assertThat(inside.then(Choice.of(Field.B2)).steps().get(2)).as("no border crossed")
                .isEqualTo(Step.Pick.bonus(Field.B2));
        assertThat(inside.then(Choice.connection()).steps().get(2)).isEqualTo(Step.Pick.connection());
        assertThat(PartialAction.of(Move.of(Field.A4, Field.A6).withChoices(Choice.connection(), Choice.of(Field.B2)))
                .steps().subList(2, 4)).extracting(Step::kind)
                .containsExactly(StepKind.CONNECTION, StepKind.BONUS_FIELD);
    }

    @Test
    @DisplayName("the kinds, fields and rule IDs of the steps")
    void stepKinds() {
        assertThat(new Step.Select(Field.E3).field()).contains(Field.E3);
        assertThat(new Step.Select(Field.E3).kind()).isEqualTo(StepKind.CHEVRON);
        assertThat(new Step.Destination(Field.E4, true).field()).contains(Field.E4);
        assertThat(Step.Pick.connection().field()).isEmpty();
        assertThat(Step.Pick.connection().ruleId()).isEqualTo("R4.3");
        assertThat(Step.Pick.crossing(Field.E6).ruleId()).isEqualTo("R4.4");
        assertThat(Step.Pick.bonus(Field.E6).ruleId()).isEqualTo("R6.2");
        assertThat(new Step.Turn(Turn.CLOCKWISE_45).field()).isEmpty();
        assertThat(new Step.Turn(Turn.CLOCKWISE_45).ruleId()).isEqualTo("R7.2");
        assertThat(new Step.Relinquish(Field.A7).field()).contains(Field.A7);
        assertThat(new Step.Relinquish(Field.A7).ruleId()).isEqualTo("R7.1");
        assertThatThrownBy(() -> new Step.Pick(Choice.of(Field.A1), StepKind.CONNECTION))
                .isInstanceOf(IllegalArgumentException.class);
        for (StepKind kind : StepKind.values()) {
            assertThat(kind.rule().id()).as("the rulebook has the rule of %s", kind).isEqualTo(kind.ruleId());
        }
        assertThat(Step.Pick.bonus(Field.E6).rule().id()).isEqualTo("R6.2");
    }
}
