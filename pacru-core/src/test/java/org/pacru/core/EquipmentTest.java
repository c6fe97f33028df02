package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.core.Setup.STANDARD;
import static org.pacru.core.Setup.bases;
import static org.pacru.core.Setup.board;
import static org.pacru.core.Setup.completions;
import static org.pacru.core.Setup.violation;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Layout;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Violation;

/** RULES.md section 1: equipment and coordinates, as the engine sees them. */
class EquipmentTest {

    @Test
    @DisplayName("R1.1 a1 is the south-west corner: a chevron there facing NE has exactly a2, b1 and b2")
    void r1_1_cornerGeometry() {
        Position p = board(2).chevron("a1", "ANE").chevron("i9", "BS").build();
        assertThat(bases(STANDARD, p)).containsExactly("a1-a2", "a1-b1", "a1-b2");
        assertThat(violation(STANDARD, board(2).chevron("i9", "AN").chevron("e5", "AN").chevron("a1", "BN").build(), "i9-h8").rule().id())
                .isEqualTo("R3.1");
    }

    @Test
    @DisplayName("R1.2 borderlands are 3×3 blocks: c3-d4 crosses into e5, b2-c3 stays in b2")
    void r1_2_borderlands() {
        Position p = board(2).chevron("c3", "ANE").chevron("b2", "ANE").chevron("i9", "BS").build();
        assertThat(completions(STANDARD, p, "b2-c3")).isEmpty();
        assertThat(completions(STANDARD, p, "c3-d4")).hasSize(9).allMatch(m -> m.matches("c3-d4\\([def][456]\\)"));
        Position q = board(2).chevron("b2", "ANE").chevron("i9", "BS").build();
        assertThat(completions(STANDARD, q, "b2-c3")).containsExactly("b2-c3");
    }

    @Test
    @DisplayName("R1.3 a field has at most one chevron: an occupied field is no destination; friendly fields are")
    void r1_3_fieldsAndMarkers() {
        Position p = board(2).chevron("e5", "AN").chevron("e6", "AN").chevron("d6", "BS")
                .markers('A', "f6").build();
        assertThat(bases(STANDARD, p)).filteredOn(m -> m.startsWith("e5")).containsExactly("e5-f6");
        assertThat(violation(STANDARD, p, "e5-e6").reason()).isEqualTo(Violation.Reason.DESTINATION_OCCUPIED);
    }

    @Test
    @DisplayName("R1.4 N is +1 rank and E is +1 file")
    void r1_4_compass() {
        Position p = board(2).chevron("e5", "AE").chevron("a9", "BS").build();
        assertThat(bases(STANDARD, p)).containsExactly("e5-f4", "e5-f5", "e5-f6");
    }

    @Test
    @DisplayName("R1.5 turns pass 1→2→3→4→1")
    void r1_5_turnOrder() {
        Position p = Position.initial(4);
        for (Player expected : new Player[] {Player.B, Player.C, Player.D, Player.A}) {
            p = STANDARD.apply(p, STANDARD.legalMoves(p).get(0)).after();
            assertThat(p.toMove()).isEqualTo(expected);
        }
    }

    @Test
    @DisplayName("R1.6 the start positions for 2, 3, 4 players and the legacy 2-player layout are playable")
    void r1_6_startPositions() {
        Position two = Position.initial(2);
        assertThat(bases(STANDARD, two)).contains("a3-b2", "a3-b3", "a3-b4", "e1-d2", "e1-e2", "e1-f2", "i9-h8", "i9-h9", "i9-i8");
        for (Layout layout : Layout.values()) {
            assertThat(STANDARD.countLegalActions(layout.position())).as(layout.name()).isPositive();
            assertThat(STANDARD.countRotations(layout.position())).isZero();
            assertThat(STANDARD.outcome(layout.position())).isEmpty();
        }
        assertThat(two.chevronAt(Field.E1)).isPresent();
    }
}
