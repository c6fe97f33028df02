package org.pacru.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Turn;
import org.pacru.board.Borderland;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;

/** Every kind of fact is listed under the part of the rulebook it comes from (R2–R9), by family. */
class FactTopicTest {

    private static final Borderland E2 = Borderland.of(Field.E1);
    private static final Borderland E5 = Borderland.of(Field.E4);

    @Test
    @DisplayName("turn facts: R8.3 and R2.2 under Turn, R9.2's completions under their own topic")
    void turnFacts() {
        assertThat(new TurnFact.GameOver(new Outcome(Player.A, WinReason.TARGET_REACHED)).topic()).isEqualTo(Fact.Topic.TURN);
        assertThat(new TurnFact.NoLegalMove(Player.A).topic()).isEqualTo(Fact.Topic.TURN);
        assertThat(new TurnFact.Completions(List.of(Move.of(Field.E1, Field.E2))).topic()).isEqualTo(Fact.Topic.COMPLETIONS);
    }

    @Test
    @DisplayName("R2.1: the start field belongs to the movement of a move and to the rotation of a rotation")
    void startFieldFollowsTheAction() {
        Optional<Chevron> chevron = Optional.of(new Chevron(Player.A, Direction.N));
        assertThat(new TurnFact.StartField(Field.E1, Player.A, chevron, true, false).topic()).isEqualTo(Fact.Topic.MOVEMENT);
        assertThat(new TurnFact.StartField(Field.E1, Player.A, chevron, true, true).topic()).isEqualTo(Fact.Topic.ROTATION);
    }

    @Test
    @DisplayName("R3 and R5 facts are under Movement")
    void movementFacts() {
        List<Fact> facts = List.of(
                new MovementFact.Heading(Field.E1, Field.E2, Direction.N, Optional.of(Direction.N), true),
                new MovementFact.Range(Player.A, E2, List.of(), 1, 1, true),
                new MovementFact.Path(Field.E1, Field.E3, Player.A, List.of(Field.E2), List.of(), false, false, true),
                new MovementFact.Destination(Field.E2, Player.A, Optional.empty(), Optional.empty(), true),
                new MovementFact.CaptureTarget(Field.E5, Optional.empty(), true, false),
                new MovementFact.Attackers(Field.E4, Field.E5, Player.A, List.of(Field.E4), false));
        assertThat(facts).extracting(Fact::topic).containsOnly(Fact.Topic.MOVEMENT);
    }

    @Test
    @DisplayName("R4 facts are under Marking")
    void markingFacts() {
        List<Fact> facts = List.of(
                new MarkingFact.BorderCrossing(E2, E5),
                new MarkingFact.CrossingEffect(E5, Fact.CrossingCase.CLAIM_NEUTRAL, List.of(Field.D4)),
                new MarkingFact.Connection(Field.E1, Field.E3, Player.A, false, List.of()),
                new MarkingFact.MarkingChoices(List.of(Choice.of(Field.D4))));
        assertThat(facts).extracting(Fact::topic).containsOnly(Fact.Topic.MARKING);
    }

    @Test
    @DisplayName("R6 facts are under Meeting")
    void meetingFacts() {
        List<Fact> facts = List.of(
                new MeetingFact.MeetingPartner(Field.E2, Direction.N, Player.A, Optional.empty(), 9),
                new MeetingFact.MeetingOutcome(Optional.empty(), false, 0, List.of()));
        assertThat(facts).extracting(Fact::topic).containsOnly(Fact.Topic.MEETING);
    }

    @Test
    @DisplayName("R7 facts are under Rotation")
    void rotationFacts() {
        List<Fact> facts = List.of(
                new RotationFact.RotationCost(Field.E1, Turn.CLOCKWISE_45, Player.A, List.of(Field.A1, Field.A2), true),
                new RotationFact.Relinquished(Turn.CLOCKWISE_45, List.of(Field.A1, Field.A2), true, List.of(), List.of()),
                new RotationFact.RotationEffects(Field.E1));
        assertThat(facts).extracting(Fact::topic).containsOnly(Fact.Topic.ROTATION);
    }

    @Test
    @DisplayName("every topic has its heading in English, Spanish and Japanese, by language or by locale, and its part of the rulebook")
    void everyTopicHasItsHeadingInEachLanguage() {
        assertThat(Fact.Topic.values()).extracting(t -> t.title())
                .containsExactly("Turn", "Movement", "Marking", "Meeting", "Fully specified moves of this base move", "Rotation");
        assertThat(Fact.Topic.values()).extracting(t -> t.title(Language.SPANISH))
                .containsExactly("Turno", "Movimiento", "Marcado", "Encuentro",
                        "Movimientos completos de este movimiento base", "Rotación");
        assertThat(Fact.Topic.values()).extracting(t -> t.title(Language.JAPANESE))
                .containsExactly("手番", "移動", "マーカーの配置", "会合", "この基本の移動の完全な指し手", "回転");
        assertThat(Fact.Topic.values()).extracting(Fact.Topic::section)
                .containsExactly("R2, R8", "R3", "R4", "R6", "R9.2", "R7");
        for (Fact.Topic t : Fact.Topic.values()) {
            assertThat(t.title(Locale.forLanguageTag("es-AR"))).isEqualTo(t.title(Language.SPANISH));
            assertThat(t.title(Language.ENGLISH)).isEqualTo(t.title());
        }
    }
}
