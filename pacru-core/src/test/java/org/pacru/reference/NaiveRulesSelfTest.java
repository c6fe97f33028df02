package org.pacru.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.rules.Ruleset;

/** The naive engine agrees with itself: counted and enumerated rotations, generated and checked actions. */
class NaiveRulesSelfTest {

    @Test
    @DisplayName("R7: the rotation count equals the number of enumerated rotations, each legal and distinct")
    void rotationCountMatchesEnumeration() throws IOException {
        NaiveRules naive = new NaiveRules(Ruleset.STANDARD);
        int checked = 0;
        for (String[] row : NaiveRulesConformanceTest.rows("play-standard.tsv")) {
            Position p = ReferenceNotation.position(row[0]);
            long count = naive.countRotations(p);
            if (count > 0 && count <= 3000) {
                List<Rotation> all = naive.rotations(p);
                assertThat(all).hasSize((int) count);
                assertThat(new HashSet<>(all)).hasSize(all.size());
                assertThat(all).allMatch(r -> naive.isLegal(p, r));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(20);
    }

    @Test
    @DisplayName("R9.2: every generated move is legal and has the base moves as its bases")
    void generatedMovesAreConsistent() throws IOException {
        NaiveRules naive = new NaiveRules(Ruleset.ABSTRACT_PLAY);
        for (String[] row : NaiveRulesConformanceTest.rows("legal-abstractplay.tsv")) {
            Position p = ReferenceNotation.position(row[0]);
            List<Move> moves = naive.legalMoves(p);
            assertThat(new HashSet<>(moves)).hasSize(moves.size());
            assertThat(moves.stream().map(Move::base).distinct().sorted(NaiveRules.CANONICAL))
                    .containsExactlyElementsOf(naive.baseMoves(p));
            assertThat(naive.isLegal(p, Move.of(Field.A1, Field.I9))).isFalse();
        }
    }
}
