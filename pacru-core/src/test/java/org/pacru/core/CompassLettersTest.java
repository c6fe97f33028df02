package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Event;
import org.pacru.rules.Language;
import org.pacru.rules.Transition;

/**
 * Issue 46, finding 8: every sentence the engine writes names a direction in the reader's compass
 * letters (Spanish O, SO, NO for oeste, as the page's set-up offers them), in violations, events and
 * explanations alike, while the notation keeps its own letters ({@code b5<<}, facings in position
 * strings).
 */
class CompassLettersTest {
    /** A's chevron on e5 facing W on A's marker (range 1), B's in the far corner. */
    private static final Position WEST = Position.builder(2)
            .chevron(Field.E5, new Chevron(Player.A, Direction.W)).marker(Field.E5, Player.A).marker(Field.A1, Player.A)
            .marker(Field.A2, Player.A).chevron(Field.I9, new Chevron(Player.B, Direction.S)).build();

    @Test
    @DisplayName("R3.1 violation: Spanish names the facing and the allowed directions O, SO, NO; English W, SW, NW")
    void violationNamesTheDirectionsInTheReadersLetters() {
        Move east = Move.of(Field.E5, Field.F5);
        String es = PacruRules.STANDARD.check(WEST, east).orElseThrow().message(Language.SPANISH);
        assertThat(es).contains("orientada hacia O y solo se mueve en línea recta hacia O, SO o NO, no hacia E")
                .doesNotContain("SW").doesNotContain("NW").doesNotContain(" W");
        assertThat(PacruRules.STANDARD.check(WEST, east).orElseThrow().message(Language.ENGLISH))
                .contains("faces W and moves only W, SW or NW in a straight line, not E");
        assertThat(PacruRules.STANDARD.check(WEST, east).orElseThrow().message(Language.JAPANESE))
                .contains("W").doesNotContain("O、");
    }

    @Test
    @DisplayName("R3.5, R7.1 events: the moved chevron's facing and a rotation's turn in the reader's letters; the action keeps its notation")
    void eventsNameTheDirectionsInTheReadersLetters() {
        Transition moved = PacruRules.STANDARD.apply(WEST, Move.of(Field.E5, Field.D4));
        assertThat(moved.events().get(0).text(Language.SPANISH)).isEqualTo("A mueve la pieza de e5 a d4, ahora orientada hacia SO (R3.5)");
        assertThat(moved.events().get(0).text(Language.ENGLISH)).isEqualTo("A moves the chevron on e5 to d4, now facing SW (R3.5)");
        Rotation turn = Rotation.of(Field.E5, -1, Field.A1, Field.A2);
        Transition rotated = PacruRules.STANDARD.apply(WEST, turn);
        Event turned = rotated.events().stream().filter(e -> e instanceof Event.Rotated).findFirst().orElseThrow();
        assertThat(turned.text(Language.SPANISH)).isEqualTo("A gira la pieza de e5 de O a SO (R7.1)");
        assertThat(turned.text(Language.JAPANESE)).contains("W から SW");
        assertThat(turn).hasToString("e5<(a1,a2)");
    }

    @Test
    @DisplayName("R3.1 explanation: the heading fact in Spanish names O, SO and NO")
    void explanationNamesTheDirectionsInTheReadersLetters() {
        String es = PacruRules.STANDARD.explain(WEST, Move.of(Field.E5, Field.D5)).facts().stream()
                .map(f -> f.text(Language.SPANISH)).reduce("", (a, b) -> a + "\n" + b);
        assertThat(es).contains("orientada hacia O").doesNotContain("NW").doesNotContain("SW");
    }
}
