package org.pacru.core.verify;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Rotation;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.engine.Engine;
import org.pacru.reference.NaiveRules;
import org.pacru.rules.Ruleset;

/**
 * R1.3, R3, R7 on a position where the side to move has 18 chevrons, more than any start layout
 * (R1.6) gives a player: a position may hold any number, and the engine's per-chevron buffers
 * (sized for 16) must grow. Moves and rotations agree with the naive reference rules.
 */
class ManyChevronsTest {

    /** A's chevrons on files a (facing E) and c (facing N), A's markers on e1-e3, B's chevron on i9. */
    private static Position eighteenChevrons() {
        Position.Builder b = Position.builder(2);
        for (int rank = 0; rank < 9; rank++) {
            b.chevron(Field.of(0, rank), new Chevron(Player.A, Direction.E));
            b.chevron(Field.of(2, rank), new Chevron(Player.A, Direction.N));
        }
        b.marker(Field.E1, Player.A).marker(Field.E2, Player.A).marker(Field.E3, Player.A);
        b.chevron(Field.I9, new Chevron(Player.B, Direction.S));
        return b.build();
    }

    @Test
    @DisplayName("R3 R7 eighteen chevrons of the side to move: base moves, legal moves and rotations as the naive rules say")
    void eighteenChevronsAgreeWithTheNaiveRules() {
        Position p = eighteenChevrons();
        assertThat(p.chevronFields(Player.A)).hasSize(18);
        NaiveRules naive = new NaiveRules(Ruleset.STANDARD);
        PacruRules rules = PacruRules.STANDARD;
        assertThat(rules.baseMoves(p)).containsExactlyElementsOf(naive.baseMoves(p));
        assertThat(rules.legalMoves(p)).containsExactlyElementsOf(naive.legalMoves(p));
        List<Rotation> rotations = rules.legalRotations(p).collect(Collectors.toList());
        // 18 chevrons, 2 directions, C(3, 2) = 3 pairs of relinquished markers (no turn of 90°: 4 markers needed)
        assertThat(rotations).hasSize(18 * 2 * 3).containsExactlyInAnyOrderElementsOf(naive.rotations(p));
        assertThat(rules.countRotations(p)).isEqualTo(108);
        Engine engine = Engine.of(Ruleset.STANDARD);
        for (int i : new int[] {0, 95, 107}) {
            assertThat(engine.rotationAt(p, i)).isEqualTo(rotations.get(i));
            assertThat(engine.indexOf(p, rotations.get(i))).isEqualTo(i);
        }
        assertThat(rotations.get(107).field()).isEqualTo(Field.C9);
    }
}
