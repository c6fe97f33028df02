package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.MeetingThresholdTiming;
import org.pacru.rules.Ruleset;

/**
 * R6.1(d), R6.3: with the Abstract Play timing (AFTER_CAPTURE, threshold 9; R10) the opponent's marker under
 * the captured chevron no longer counts: a capture that meets needs 9 other markers. The capture
 * lands low (e5, the engine's first mask word) and high (h8, its second). Positions as in
 * {@link RuleScenarios#board}.
 */
class MeetingThresholdTest {

    /** The moves of p from {@code from} to {@code to}. */
    private static List<Move> moves(Position p, Field from, Field to) {
        return PacruRules.ABSTRACT_PLAY.legalMoves(p).stream().filter(m -> m.from() == from && m.to() == to)
                .collect(Collectors.toList());
    }

    private static void assertMeetsOnlyWithNineOthers(String partners, String nineOthers, String lastOther, Field from, Field to) {
        assertThat(Ruleset.ABSTRACT_PLAY.meetingThreshold()).isEqualTo(9);
        assertThat(Ruleset.ABSTRACT_PLAY.meetingThresholdTiming()).isEqualTo(MeetingThresholdTiming.AFTER_CAPTURE);
        Position nine = RuleScenarios.board(2, Player.A, partners + " " + nineOthers + " " + lastOther);
        Position eight = RuleScenarios.board(2, Player.A, partners + " " + nineOthers);
        List<Move> meets = moves(nine, from, to);
        assertThat(meets).isNotEmpty().allSatisfy(m -> {
            assertThat(m.capture()).isTrue();
            assertThat(m.choices()).as("R6.2 the bonus field of %s", m).hasSize(1);
        });
        assertThat(moves(eight, from, to)).as("8 other B markers after the capture: no meeting")
                .singleElement().satisfies(m -> {
                    assertThat(m.capture()).isTrue();
                    assertThat(m.choices()).isEmpty();
                });
    }

    @Test
    @DisplayName("R6.3 AFTER_CAPTURE: a capture on e5 meets with 9 other B markers, not with 8 and the captured one")
    void r6_3_captureOnE5CountsAfterTheCapture() {
        assertMeetsOnlyWithNineOthers("e4:AN d4:ANE e6:aAS e5:bBS a1:BN",
                "a9:b b9:b c9:b d9:b f9:b g9:b a8:b b8:b", "c8:b", Field.E4, Field.E5);
    }

    @Test
    @DisplayName("R6.3 AFTER_CAPTURE: a capture on h8 meets with 9 other B markers, not with 8 and the captured one")
    void r6_3_captureOnH8CountsAfterTheCapture() {
        assertMeetsOnlyWithNineOthers("h7:AN g7:ANE h9:aAS h8:bBS a1:BN",
                "d8:b e8:b f8:b g8:b i8:b d9:b e9:b f9:b", "c9:b", Field.H7, Field.H8);
    }
}
