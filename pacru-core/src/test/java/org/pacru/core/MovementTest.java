package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.core.Setup.STANDARD;
import static org.pacru.core.Setup.bases;
import static org.pacru.core.Setup.board;
import static org.pacru.core.Setup.moves;
import static org.pacru.core.Setup.violation;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/** RULES.md section 3: movement. */
class MovementTest {

    private static Setup lone() {
        return board(2).chevron("e5", "AN").chevron("a9", "BS");
    }

    @Test
    @DisplayName("R3.1 a chevron moves in its facing or 45° to either side, never otherwise")
    void r3_1_threeDirectionsOnly() {
        Position p = lone().build();
        assertThat(bases(STANDARD, p)).filteredOn(m -> m.startsWith("e5")).containsExactly("e5-d6", "e5-e6", "e5-f6");
        Violation v = violation(STANDARD, p, "e5-f5");
        assertThat(v.reason()).isEqualTo(Violation.Reason.WRONG_DIRECTION);
        assertThat(v.message()).startsWith("R3.1: e5-f5: the chevron on e5 faces N");
        assertThat(violation(STANDARD, p, "e5-f7").reason()).isEqualTo(Violation.Reason.WRONG_DIRECTION);
        assertThat(violation(STANDARD, p, "e5-e4").rule().id()).isEqualTo("R3.1");
    }

    @Test
    @DisplayName("R3.2 range counts own markers in the start borderland, under chevrons and the own field included")
    void r3_2_rangeCountsMarkersUnderChevrons() {
        Position p = lone().chevron("d4", "AS").markers('A', "e5 d4 f6 e7").build();
        assertThat(bases(STANDARD, p)).contains("e5-e6", "e5-e7", "e5-e8").doesNotContain("e5-e9");
        Violation v = violation(STANDARD, p, "e5-e9");
        assertThat(v.reason()).isEqualTo(Violation.Reason.OUT_OF_RANGE);
        assertThat(v.message()).isEqualTo(
                "R3.2: e5-e9: the chevron on e5 may move at most 3 fields (3 own markers in the borderland centred on e5), not 4");
    }

    @Test
    @DisplayName("R3.2 range is at least 1 without own markers in the borderland")
    void r3_2_rangeAtLeastOne() {
        Position p = lone().markers('A', "e7 e8").markers('B', "d4 f4").build();
        assertThat(bases(STANDARD, p)).filteredOn(m -> m.startsWith("e5")).containsExactly("e5-d6", "e5-e6", "e5-f6");
        assertThat(violation(STANDARD, p, "e5-e7").message()).isEqualTo(
                "R3.2: e5-e7: the chevron on e5 may move at most 1 field (no own markers in the borderland centred on e5), not 2");
    }

    @Test
    @DisplayName("R3.3 the destination is unoccupied and neutral or friendly")
    void r3_3_destinationNeutralOrFriendly() {
        Position p = lone().chevron("f6", "AN").markers('B', "e6").markers('A', "d6").build();
        assertThat(bases(STANDARD, p)).filteredOn(m -> m.startsWith("e5")).containsExactly("e5-d6");
        Violation opposing = violation(STANDARD, p, "e5-e6");
        assertThat(opposing.reason()).isEqualTo(Violation.Reason.DESTINATION_OPPOSING);
        assertThat(opposing.rule().id()).isEqualTo("R3.3");
        assertThat(violation(STANDARD, p, "e5-f6").reason()).isEqualTo(Violation.Reason.DESTINATION_OCCUPIED);
    }

    @Test
    @DisplayName("R3.4 a chevron between start and destination blocks a move that is not a jump")
    void r3_4_blockedWithoutJump() {
        Position p = lone().chevron("e6", "BS").markers('A', "e5 d5 d4").build();
        Violation v = violation(STANDARD, p, "e5-e7");
        assertThat(v.reason()).isEqualTo(Violation.Reason.PATH_BLOCKED);
        assertThat(v.message()).startsWith("R3.4: e5-e7: a chevron stands on e6 between e5 and e7");
    }

    @Test
    @DisplayName("R3.4 a jump (own markers on start and destination) passes over several chevrons")
    void r3_4_jumpOverSeveralChevrons() {
        Position p = lone().chevron("e6", "BS").chevron("e7", "AS").markers('A', "e5 d5 d4 e8").build();
        assertThat(bases(STANDARD, p)).contains("e5-e8").doesNotContain("e5-e6", "e5-e7");
        Transition t = Setup.apply(STANDARD, p, "e5-e8(d7)");
        assertThat(t.after().chevronAt(Field.E8)).contains(new Chevron(Player.A, Direction.N));
        assertThat(t.after().chevronAt(Field.E6)).isPresent();
    }

    @Test
    @DisplayName("R3.4 a jump needs the mover's marker on the start field too")
    void r3_4_jumpNeedsOwnStart() {
        Position p = lone().chevron("e6", "BS").markers('A', "d5 d4 e8").build();
        assertThat(violation(STANDARD, p, "e5-e7").reason()).isEqualTo(Violation.Reason.PATH_BLOCKED);
    }

    @Test
    @DisplayName("R3.4 markers of any colour on passed fields do not matter")
    void r3_4_passedMarkersDoNotMatter() {
        Position p = lone().markers('A', "e5 d5").markers('B', "e6").build();
        assertThat(bases(STANDARD, p)).contains("e5-e7");
    }

    @Test
    @DisplayName("R3.5 after moving the chevron faces the direction it moved in")
    void r3_5_facesDirectionMoved() {
        Position p = lone().build();
        Transition t = Setup.apply(STANDARD, p, "e5-f6");
        assertThat(t.after().chevronAt(Field.F6)).contains(new Chevron(Player.A, Direction.NE));
        assertThat(t.after().chevronAt(Field.E5)).isEmpty();
    }

    @Test
    @DisplayName("R3.6 moving marks nothing by itself")
    void r3_6_movingMarksNothing() {
        Position p = lone().build();
        assertThat(moves(STANDARD, p)).contains("e5-e6");
        Transition t = Setup.apply(STANDARD, p, "e5-e6");
        assertThat(t.after().markerAt(Field.E6)).isEmpty();
        assertThat(t.after().markerAt(Field.E5)).isEmpty();
        assertThat(t.events()).hasSize(1);
    }
}
