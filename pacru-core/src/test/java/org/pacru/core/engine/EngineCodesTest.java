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
class EngineCodesTest {

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
    @DisplayName("R7 rotationAt(index) is the index-th rotation of legalRotations, and applying it matches")
    void rotationUnrankingMatchesEnumeration() {
        List<Rotation> all = PacruRules.STANDARD.legalRotations(MARKED).collect(Collectors.toList());
        assertThat(all).hasSize((int) ENGINE.countRotations(MARKED)).isNotEmpty();
        for (int i = 0; i < all.size(); i++) {
            assertThat(ENGINE.rotationAt(MARKED, i)).isEqualTo(all.get(i));
            assertThat(ENGINE.indexOf(MARKED, all.get(i))).isEqualTo(i);
        }
        assertThatThrownBy(() -> ENGINE.rotationAt(MARKED, all.size())).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("R7: there is no rotation " + all.size() + " of " + all.size());
        assertThatThrownBy(() -> ENGINE.rotationAt(MARKED, -1)).isInstanceOf(IndexOutOfBoundsException.class)
                .hasMessage("R7: there is no rotation -1 of " + all.size());
    }

    @Test
    @DisplayName("baseMoves and legalMoves append to a list that is not empty and return how many they appended")
    void movesAreAppendedAndCounted() {
        IntList fresh = new IntList();
        int bases = ENGINE.baseMoves(MARKED, fresh);
        assertThat(bases).isEqualTo(fresh.size()).isEqualTo(PacruRules.STANDARD.baseMoves(MARKED).size()).isPositive();
        IntList out = new IntList();
        out.add(-7);
        out.add(-8);
        assertThat(ENGINE.baseMoves(MARKED, out)).isEqualTo(bases);
        assertThat(out.size()).isEqualTo(2 + bases);
        assertThat(out.get(0)).isEqualTo(-7);
        assertThat(out.get(2)).isEqualTo(fresh.get(0));
        int legal = ENGINE.legalMoves(MARKED, out);
        assertThat(legal).isEqualTo(PacruRules.STANDARD.legalMoves(MARKED).size());
        assertThat(out.size()).isEqualTo(2 + bases + legal);
    }

    @Test
    @DisplayName("R3, R5: Destinations.allows is the generator's verdict for one start field")
    void oneStartFieldReadsTheGenerator() {
        Board b = new Board(MARKED);
        IntList bases = new IntList();
        Movement.baseMoves(b, b.toMove, bases);
        int legal = 0;
        for (int from = 0; from < Tables.FIELDS; from++) {
            for (int to = 0; to < Tables.FIELDS; to++) {
                for (boolean capture : new boolean[] {false, true}) {
                    boolean generated = false;
                    for (int i = 0; i < bases.size(); i++) {
                        generated |= bases.get(i) == MoveCode.base(from, to, capture);
                    }
                    assertThat(Movement.isLegalBaseMove(b, b.toMove, from, to, capture)).isEqualTo(generated);
                    legal += generated ? 1 : 0;
                }
            }
        }
        assertThat(legal).isEqualTo(bases.size()).isPositive();
    }
}
