package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.core.Setup.STANDARD;
import static org.pacru.core.Setup.board;
import static org.pacru.core.Setup.violation;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Violation;

/** RULES.md section 2: turns. */
class TurnTest {

    @Test
    @DisplayName("R2.1 a turn is one move or one rotation; there is no pass")
    void r2_1_oneActionPerTurn() {
        Position p = board(2).chevron("e5", "AN").chevron("a9", "BS").markers('A', "a1 a2").build();
        assertThat(STANDARD.legalActions(p)).allMatch(a -> a instanceof Move || a instanceof Rotation);
        assertThat(STANDARD.legalActions(p).count()).isEqualTo(STANDARD.countLegalActions(p)).isEqualTo(3 + 2);
        assertThat(STANDARD.apply(p, Move.of(org.pacru.board.Field.E5, org.pacru.board.Field.E6)).after().toMove())
                .isEqualTo(Player.B);
        assertThat(violation(STANDARD, p, "a9-a8").reason()).isEqualTo(Violation.Reason.NOT_OWN_CHEVRON);
    }

    @Test
    @DisplayName("R2.2 a player with no legal move has no rotation either and no action at all")
    void r2_2_stuckPlayerHasNoAction() {
        Position p = board(2).chevron("a1", "AS").chevron("e9", "BS").markers('A', "c3 c4 c5 c6").build();
        assertThat(STANDARD.legalMoves(p)).isEmpty();
        assertThat(STANDARD.countRotations(p)).isZero();
        assertThat(STANDARD.legalRotations(p)).isEmpty();
        assertThat(STANDARD.countLegalActions(p)).isZero();
        Violation v = violation(STANDARD, p, "a1>(c3,c4)");
        assertThat(v.reason()).isEqualTo(Violation.Reason.NO_LEGAL_MOVE);
        assertThat(v.rule().id()).isEqualTo("R2.2");
        assertThat(STANDARD.outcome(p)).isEmpty();
    }
}
