package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Choice;
import org.pacru.board.Borderland;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.notation.ActionNotation;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.Explanation;
import org.pacru.rules.Fact;
import org.pacru.rules.MarkingFact;
import org.pacru.rules.MeetingFact;
import org.pacru.rules.MovementFact;
import org.pacru.rules.TurnFact;

/**
 * The facts of an explanation on the board's edge cases: A's chevron facing N on a1 (the first
 * field: the engine's chevron code 0), A's marker (player 0), a move due north (direction 0), and
 * moves whose fields lie on h2-i9 (the engine's second mask word). Positions as in
 * {@link RuleScenarios#board}.
 */
class ExplanationEdgeFieldsTest {

    private static Explanation explain(Player toMove, String board, String action) {
        Position p = RuleScenarios.board(2, toMove, board);
        return PacruRules.STANDARD.explain(p, ActionNotation.parse(action));
    }

    private static <F extends Fact> List<F> facts(Explanation e, Class<F> type) {
        return e.facts().stream().filter(type::isInstance).map(type::cast).collect(Collectors.toList());
    }

    private static <F extends Fact> F fact(Explanation e, Class<F> type) {
        List<F> found = facts(e, type);
        assertThat(found).as("%s facts of %s", type.getSimpleName(), e.action()).hasSize(1);
        return found.get(0);
    }

    @Test
    @DisplayName("R2.1 R3.1 R3.3 a1-a2 with A's chevron facing N on a1 onto A's marker: the chevron, the heading N, the marker")
    void r2_1_chevronOnA1FacingNorthMovesNorthOntoOwnMarker() {
        Explanation e = explain(Player.A, "a1:aAN a2:a i9:BS", "a1-a2");
        assertThat(fact(e, TurnFact.StartField.class)).isEqualTo(
                new TurnFact.StartField(Field.A1, Player.A, Optional.of(new Chevron(Player.A, Direction.N)), true, false));
        assertThat(fact(e, MovementFact.Heading.class)).isEqualTo(
                new MovementFact.Heading(Field.A1, Field.A2, Direction.N, Optional.of(Direction.N), true));
        assertThat(fact(e, MovementFact.Destination.class)).isEqualTo(
                new MovementFact.Destination(Field.A2, Player.A, Optional.of(Player.A), Optional.empty(), true));
        Explanation empty = explain(Player.A, "a1:aAN i9:BS", "b5-b6");
        assertThat(fact(empty, TurnFact.StartField.class)).isEqualTo(
                new TurnFact.StartField(Field.B5, Player.A, Optional.empty(), false, false));
    }

    @Test
    @DisplayName("R5.5 R5.2 B's capture of A's chevron on a1: the enemy chevron is named, one attacker")
    void r5_2_captureOfTheChevronOnA1NamesIt() {
        Explanation e = explain(Player.B, "a1:AN a2:BS b1:b b2:b i9:AS", "a2xa1");
        assertThat(fact(e, MovementFact.CaptureTarget.class)).isEqualTo(
                new MovementFact.CaptureTarget(Field.A1, Optional.of(new Chevron(Player.A, Direction.N)), true, true));
        assertThat(fact(e, MovementFact.Attackers.class).attackers()).containsExactly(Field.A2);
        assertThat(fact(e, MovementFact.Attackers.class).allowed()).isFalse();
    }

    @Test
    @DisplayName("R6.1 the partner facing back on a1 is named, and the meeting outcome is given (no meeting: a2 is not A's)")
    void r6_1_partnerOnA1IsNamed() {
        Explanation e = explain(Player.A, "a3:AS a1:AN i9:BS", "a3-a2");
        assertThat(fact(e, MeetingFact.MeetingPartner.class)).isEqualTo(
                new MeetingFact.MeetingPartner(Field.A2, Direction.S, Player.A, Optional.of(Field.A1), 9));
        assertThat(fact(e, MeetingFact.MeetingOutcome.class)).isEqualTo(
                new MeetingFact.MeetingOutcome(Optional.empty(), false, 0, List.of()));
    }

    @Test
    @DisplayName("R3.2 R3.4 range and path on files h-i: the markers of borderland h5, the fields passed over")
    void r3_2_rangeAndPathOnFilesHAndI() {
        Explanation e = explain(Player.A, "h4:aAN i5:a i9:BS", "h4-h7");
        assertThat(fact(e, MovementFact.Range.class)).isEqualTo(
                new MovementFact.Range(Player.A, Borderland.H5, List.of(Field.H4, Field.I5), 2, 3, false));
        assertThat(fact(e, MovementFact.Path.class).passedOver()).containsExactly(Field.H5, Field.H6);
    }

    @Test
    @DisplayName("R5.3 R6.1 a capture makes its destination the mover's: a meeting on e5, and on h8 (second mask word)")
    void r6_1_captureMakesTheDestinationOwnForTheMeeting() {
        Explanation low = explain(Player.A, "e4:AN d4:ANE e6:aAS e5:bBS a1:BN a9:b b9:b c9:b d9:b f9:b g9:b a8:b b8:b c8:b",
                "e4xe5");
        assertThat(fact(low, MeetingFact.MeetingOutcome.class).meeting()).isTrue();
        assertThat(fact(low, MeetingFact.MeetingOutcome.class).thresholdCount()).isEqualTo(9);
        Explanation high = explain(Player.A, "h7:AN g7:ANE h9:aAS h8:bBS a1:BN d8:b e8:b f8:b g8:b i8:b d9:b e9:b f9:b c9:b",
                "h7xh8");
        assertThat(fact(high, MeetingFact.MeetingOutcome.class).meeting()).isTrue();
        assertThat(fact(high, MeetingFact.MeetingOutcome.class).bonusFields()).contains(Field.A2, Field.I9)
                .doesNotContain(Field.H8, Field.H9);
    }

    @Test
    @DisplayName("R4.2 R6.1 a connection on file i fills i2: with it, the move meets i4, and i2 is no bonus field")
    void r6_1_connectionOnFileIMakesTheMeeting() {
        Explanation e = explain(Player.A, "i1:aAN i3:a i4:aAS h1:a a7:b a8:b a9:bBS b7:b b8:b b9:b c7:b c8:b c9:b",
                "i1-i3(*,a1)");
        MeetingFact.MeetingOutcome outcome = fact(e, MeetingFact.MeetingOutcome.class);
        assertThat(outcome.choice()).contains(Choice.connection());
        assertThat(outcome.meeting()).isTrue();
        assertThat(outcome.bonusFields()).contains(Field.A1).doesNotContain(Field.I2, Field.I1, Field.I3);
    }

    @Test
    @DisplayName("R4.4 R6.1 a border crossing that also meets: every crossing choice meets, low on the board and on files h-i")
    void r6_1_crossingChoicesAllMeet() {
        Explanation low = explain(Player.A, "e3:AN e4:a e5:aAS a1:BN g7:b g8:b g9:b h7:b h8:b h9:b i7:b i8:b i9:b", "e3-e4");
        Explanation high = explain(Player.A, "h3:AN h4:a h5:aAS a1:BN a9:b b9:b c9:b d9:b e9:b f9:b a8:b b8:b c8:b", "h3-h4");
        for (Explanation e : List.of(low, high)) {
            List<MeetingFact.MeetingOutcome> outcomes = facts(e, MeetingFact.MeetingOutcome.class);
            assertThat(outcomes).as("%s", e.action()).isNotEmpty().allMatch(MeetingFact.MeetingOutcome::meeting);
            assertThat(outcomes).allMatch(o -> o.choice().isPresent());
        }
        assertThat(facts(high, MeetingFact.MeetingOutcome.class).stream().map(o -> o.choice().orElseThrow()))
                .containsExactly(Choice.of(Field.G4), Choice.of(Field.G5), Choice.of(Field.G6), Choice.of(Field.H6),
                        Choice.of(Field.I4), Choice.of(Field.I5), Choice.of(Field.I6));
    }

    @Test
    @DisplayName("R4.4 a border crossing that gains nothing is named so, whether every neutral field holds a chevron or none is left")
    void r4_4_crossingThatGainsNothing() {
        Explanation allOccupied = explain(Player.A, "a3:AN a4:a a5:BS a6:a b4:a b5:a b6:a c4:a c5:a c6:a", "a3-a4");
        assertThat(fact(allOccupied, MarkingFact.CrossingEffect.class)).isEqualTo(
                new MarkingFact.CrossingEffect(Borderland.B5, Fact.CrossingCase.NOTHING_GAINED, List.of()));
        Explanation allOwn = explain(Player.A, "a3:AN i9:BS a4:a a5:a a6:a b4:a b5:a b6:a c4:a c5:a c6:a", "a3-a4");
        assertThat(fact(allOwn, MarkingFact.CrossingEffect.class)).isEqualTo(
                new MarkingFact.CrossingEffect(Borderland.B5, Fact.CrossingCase.NOTHING_GAINED, List.of()));
        Explanation convert = explain(Player.A, "a3:AN i9:BS a4:a a5:b a6:a b4:a b5:a b6:a c4:a c5:a c6:a", "a3-a4");
        assertThat(fact(convert, MarkingFact.CrossingEffect.class)).isEqualTo(
                new MarkingFact.CrossingEffect(Borderland.B5, Fact.CrossingCase.CONVERT_OPPOSING, List.of(Field.A5)));
    }
}
