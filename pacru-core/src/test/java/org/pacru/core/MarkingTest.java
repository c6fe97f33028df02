package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.core.Setup.STANDARD;
import static org.pacru.core.Setup.board;
import static org.pacru.core.Setup.completions;
import static org.pacru.core.Setup.violation;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Event;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/** RULES.md section 4: marking after a move. */
class MarkingTest {

    /** A's chevron on e3 facing N (E2 borderland), B far away. */
    private static Setup crossing() {
        return board(2).chevron("e3", "AN").chevron("a9", "BS");
    }

    /** A's chevron on e1 facing N with A markers on e1 and e3 (range 2 in E2). */
    private static Setup connection() {
        return board(2).chevron("e1", "AN").chevron("a9", "BS").markers('A', "e1 e3");
    }

    @Test
    @DisplayName("R4.1 a move inside one borderland is no border crossing and names nothing")
    void r4_1_noCrossingInsideBorderland() {
        Position p = board(2).chevron("e2", "AN").chevron("a9", "BS").build();
        assertThat(completions(STANDARD, p, "e2-e3")).containsExactly("e2-e3");
    }

    @Test
    @DisplayName("R4.1 R4.4a a border crossing marks one neutral field of D, the destination included")
    void r4_4a_crossingMarksNeutralField() {
        Position p = crossing().build();
        assertThat(completions(STANDARD, p, "e3-e4")).containsExactly("e3-e4(d4)", "e3-e4(d5)", "e3-e4(d6)",
                "e3-e4(e4)", "e3-e4(e5)", "e3-e4(e6)", "e3-e4(f4)", "e3-e4(f5)", "e3-e4(f6)");
        Transition t = Setup.apply(STANDARD, p, "e3-e4(e4)");
        assertThat(t.after().markerAt(Field.E4)).contains(Player.A);
        assertThat(t.events()).contains(new Event.MarkerClaimed(Field.E4, Player.A, Event.Cause.BORDER_CROSSING));
    }

    @Test
    @DisplayName("R4.4a only neutral fields holding no chevron qualify; opposing and own fields never")
    void r4_4a_onlyUnoccupiedNeutralFields() {
        Position p = crossing().chevron("d5", "BS").markers('B', "d4 e6").markers('A', "f6").build();
        assertThat(completions(STANDARD, p, "e3-e4")).containsExactly("e3-e4(d6)", "e3-e4(e4)", "e3-e4(e5)",
                "e3-e4(f4)", "e3-e4(f5)");
        Violation v = violation(STANDARD, p, "e3-e4(d4)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.CROSSING_FIELD_INVALID);
        assertThat(v.rule().id()).isEqualTo("R4.4");
        assertThat(violation(STANDARD, p, "e3-e4(d5)").reason()).isEqualTo(Violation.Reason.CROSSING_FIELD_INVALID);
    }

    @Test
    @DisplayName("R4.4a crossing into a borderland whose only neutral field holds a chevron gains nothing")
    void r4_4a_onlyNeutralFieldOccupied() {
        Position p = crossing().fill('B', "d4", "f6").markers('A', "e4").noMarkerAt("e5").chevron("e5", "BS").build();
        assertThat(completions(STANDARD, p, "e3-e4")).containsExactly("e3-e4");
        assertThat(violation(STANDARD, p, "e3-e4(d4)").reason()).isEqualTo(Violation.Reason.CHOICE_EXTRA);
    }

    @Test
    @DisplayName("R4.4b a full borderland: convert an opposing marker on an unoccupied field other than the destination")
    void r4_4b_fullBorderlandConverts() {
        Position p = crossing().fill('B', "d4", "f6").markers('A', "e4 d4").chevron("e6", "BS").build();
        assertThat(completions(STANDARD, p, "e3-e4")).containsExactly("e3-e4(d5)", "e3-e4(d6)", "e3-e4(e5)",
                "e3-e4(f4)", "e3-e4(f5)", "e3-e4(f6)");
        Transition t = Setup.apply(STANDARD, p, "e3-e4(f5)");
        assertThat(t.after().markerAt(Field.F5)).contains(Player.A);
        assertThat(t.events()).contains(new Event.MarkerConverted(Field.F5, Player.B, Player.A, Event.Cause.BORDER_CROSSING));
        assertThat(violation(STANDARD, p, "e3-e4(d4)").message()).contains("carries no opposing marker");
    }

    @Test
    @DisplayName("R4.4b a full borderland without opposing markers on unoccupied fields gains nothing")
    void r4_4b_nothingToConvert() {
        Position p = crossing().fill('A', "d4", "f6").fill('B', "e5", "e5").chevron("e5", "BS").build();
        assertThat(completions(STANDARD, p, "e3-e4")).containsExactly("e3-e4");
    }

    @Test
    @DisplayName("R4.2 R4.5 a connection fills the fields between and is named *")
    void r4_2_connectionFillsBetween() {
        Position p = connection().markers('B', "e2").build();
        assertThat(completions(STANDARD, p, "e1-e3")).containsExactly("e1-e3(*)");
        Transition t = Setup.apply(STANDARD, p, "e1-e3(*)");
        assertThat(t.after().markerAt(Field.E2)).contains(Player.A);
        assertThat(t.events()).contains(new Event.MarkerConverted(Field.E2, Player.B, Player.A, Event.Cause.CONNECTION));
    }

    @Test
    @DisplayName("R4.2 standard: no connection when every field between is already the mover's")
    void r4_2_connectionNeedsGap() {
        Position p = connection().markers('A', "e2").build();
        assertThat(completions(STANDARD, p, "e1-e3")).containsExactly("e1-e3");
        Violation v = violation(STANDARD, p, "e1-e3(*)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.CONNECTION_INVALID);
        assertThat(v.message()).contains("nothing to fill");
    }

    @Test
    @DisplayName("R4.2 a jump is never a connection")
    void r4_2_jumpIsNoConnection() {
        Position p = connection().chevron("e2", "BS").build();
        assertThat(completions(STANDARD, p, "e1-e3")).containsExactly("e1-e3");
        assertThat(violation(STANDARD, p, "e1-e3(*)").message()).contains("a jump is never a connection");
    }

    @Test
    @DisplayName("R4.2 a one-step move is never a connection")
    void r4_2_oneStepIsNoConnection() {
        Position p = connection().markers('A', "e2").build();
        assertThat(completions(STANDARD, p, "e1-e2")).containsExactly("e1-e2");
        assertThat(violation(STANDARD, p, "e1-e2(*)").message()).contains("one-step");
    }

    @Test
    @DisplayName("R4.3 a connection that is the only effect is mandatory")
    void r4_3_onlyEffectIsMandatory() {
        Position p = connection().build();
        Violation v = violation(STANDARD, p, "e1-e3");
        assertThat(v.reason()).isEqualTo(Violation.Reason.CHOICE_MISSING);
        assertThat(v.message()).startsWith("R9.2: e1-e3: the connection is mandatory");
    }

    @Test
    @DisplayName("R4.3 crossing and connection together: the mover chooses exactly one")
    void r4_3_crossingAndConnectionChoice() {
        Position p = crossing().markers('A', "e3 e5 d1").build();
        assertThat(completions(STANDARD, p, "e3-e5")).containsExactly("e3-e5(*)", "e3-e5(d4)", "e3-e5(d5)",
                "e3-e5(d6)", "e3-e5(e4)", "e3-e5(e6)", "e3-e5(f4)", "e3-e5(f5)", "e3-e5(f6)");
        Position byConnection = Setup.apply(STANDARD, p, "e3-e5(*)").after();
        assertThat(byConnection.markerAt(Field.E4)).contains(Player.A);
        assertThat(byConnection.markerAt(Field.D4)).isEmpty();
        Position byCrossing = Setup.apply(STANDARD, p, "e3-e5(d4)").after();
        assertThat(byCrossing.markerAt(Field.E4)).isEmpty();
        assertThat(byCrossing.markerAt(Field.D4)).contains(Player.A);
        assertThat(violation(STANDARD, p, "e3-e5").message()).contains("names exactly one of them (R4.3)");
    }

    @Test
    @DisplayName("R4.6 a converted marker goes back to its owner: the counts change by one each")
    void r4_6_conversionMovesOneMarker() {
        Position p = connection().markers('B', "e2").build();
        Position after = Setup.apply(STANDARD, p, "e1-e3(*)").after();
        assertThat(after.markerCount(Player.A)).isEqualTo(p.markerCount(Player.A) + 1);
        assertThat(after.markerCount(Player.B)).isEqualTo(p.markerCount(Player.B) - 1);
    }
}
