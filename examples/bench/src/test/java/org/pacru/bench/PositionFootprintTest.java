package org.pacru.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Position;
import org.pacru.rules.Ruleset;

/** The retained size of a position stays within its budget of 160 bytes. */
class PositionFootprintTest {

    @Test
    @DisplayName("a position retains at most 160 bytes (start layouts and the benchmark positions)")
    void positionRetainsAtMost160Bytes() {
        for (int n = 2; n <= 4; n++) {
            assertThat(PositionFootprint.retainedSize(Position.initial(n))).as("start, %d players", n).isLessThanOrEqualTo(160);
        }
        for (Position p : BenchData.create(Ruleset.STANDARD, 2).positions) {
            assertThat(PositionFootprint.retainedSize(p)).as("%s", p).isLessThanOrEqualTo(160);
        }
    }
}
