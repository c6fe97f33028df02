package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Position;
import org.pacru.notation.PositionNotation;

/** {@link PacruRules#perft}: the depth range is documented and enforced by the API itself. */
class PerftDepthRangeTest {

    @Test
    @DisplayName("perft refuses a depth below 0 or above MAX_PERFT_DEPTH with a message, before any work")
    void depthOutOfRangeIsRefused() {
        for (int depth : new int[] {-1, Integer.MIN_VALUE, PacruRules.MAX_PERFT_DEPTH + 1, 1_000_000,
                Integer.MAX_VALUE}) {
            assertThatThrownBy(() -> PacruRules.STANDARD.perft(Position.initial(2), depth))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("perft depth must be 0 to 64, not " + depth);
        }
        assertThatThrownBy(() -> PacruRules.STANDARD.perft(null, 1)).isInstanceOf(NullPointerException.class)
                .hasMessage("position");
    }

    @Test
    @DisplayName("R8.3 a finished game counts 0 at every depth up to MAX_PERFT_DEPTH, 1 at depth 0")
    void finishedGameAtTheDeepestDepth() {
        // B has no chevrons left: A wins as the last player with chevrons (R8.3b).
        Position over = PositionNotation.parse("4.AS4/9/9/9/9/9/9/9/9 B 2");
        assertThat(PacruRules.STANDARD.outcome(over)).isPresent();
        assertThat(PacruRules.STANDARD.perft(over, 0)).isEqualTo(1);
        assertThat(PacruRules.STANDARD.perft(over, PacruRules.MAX_PERFT_DEPTH)).isZero();
        assertThat(PacruRules.STANDARD.perft(Position.initial(2), 1)).isEqualTo(28);
    }
}
