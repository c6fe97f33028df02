package org.pacru.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Ruleset;

/** The fast path agrees with the public API it backs. */
class EngineFastPathTest {

    private static final Engine ENGINE = Engine.of(Ruleset.STANDARD);
    private static final Position MARKED =
            PositionNotation.parse("7b1/6.BNW1.BE/6.AN1a/9/1.ANWb6/3a1.ASW3/.BSW.ANWb6/4b4/5.BSE3 B 2");

    @Test
    @DisplayName("encoded legal moves and unchecked play match legalMoves and apply")
    void encodedMovesMatchApi() {
        IntList codes = new IntList();
        ENGINE.legalMoves(MARKED, codes);
        List<Move> moves = PacruRules.STANDARD.legalMoves(MARKED);
        assertThat(codes.size()).isEqualTo(moves.size()).isEqualTo((int) ENGINE.countMoves(MARKED));
        for (int i = 0; i < codes.size(); i++) {
            assertThat(MoveCode.toMove(codes.get(i))).isEqualTo(moves.get(i));
            assertThat(ENGINE.play(MARKED, codes.get(i))).isEqualTo(PacruRules.STANDARD.apply(MARKED, moves.get(i)).after());
        }
    }

    @Test
    @DisplayName("R7 playRotation(index) plays the index-th rotation of legalRotations")
    void rotationUnrankingMatchesEnumeration() {
        List<Rotation> all = PacruRules.STANDARD.legalRotations(MARKED).collect(Collectors.toList());
        assertThat(all).hasSize((int) ENGINE.countRotations(MARKED)).isNotEmpty();
        for (int i = 0; i < all.size(); i++) {
            assertThat(ENGINE.playRotation(MARKED, i)).isEqualTo(PacruRules.STANDARD.apply(MARKED, all.get(i)).after());
        }
        assertThatThrownBy(() -> ENGINE.playRotation(MARKED, all.size())).isInstanceOf(IndexOutOfBoundsException.class);
    }
}
