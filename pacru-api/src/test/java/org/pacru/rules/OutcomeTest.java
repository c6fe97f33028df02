package org.pacru.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Player;

class OutcomeTest {

    @Test
    @DisplayName("R8.3 an outcome names the winner and the reason; prints as in the conformance vectors")
    void r8_3_outcome() {
        Outcome o = new Outcome(Player.A, WinReason.TARGET_REACHED);
        assertThat(o.winner()).isEqualTo(Player.A);
        assertThat(o.reason()).isEqualTo(WinReason.TARGET_REACHED);
        assertThat(o).hasToString("A TARGET_REACHED");
        assertThat(new Outcome(Player.C, WinReason.LAST_WITH_CHEVRONS)).hasToString("C LAST_WITH_CHEVRONS");
        assertThat(o).isEqualTo(new Outcome(Player.A, WinReason.TARGET_REACHED))
                .isNotEqualTo(new Outcome(Player.B, WinReason.TARGET_REACHED));
        assertThatThrownBy(() -> new Outcome(null, WinReason.TARGET_REACHED)).hasMessage("winner");
        assertThatThrownBy(() -> new Outcome(Player.A, null)).hasMessage("reason");
    }

    @Test
    @DisplayName("R8.4 no draws: a win by target (R8.3a) or by being last with chevrons (R8.3b)")
    void r8_4_winReasons() {
        assertThat(WinReason.values()).containsExactly(WinReason.TARGET_REACHED, WinReason.LAST_WITH_CHEVRONS);
        assertThat(WinReason.TARGET_REACHED.citation()).isEqualTo("R8.3a");
        assertThat(WinReason.LAST_WITH_CHEVRONS.citation()).isEqualTo("R8.3b");
    }

    @Test
    @DisplayName("R8.3 a win reason cites the rule R8.3, whose clause a or b it is, and the two together")
    void r8_3_winReasonCitesRuleAndClause() {
        for (WinReason w : WinReason.values()) {
            assertThat(w.rule()).isSameAs(Rule.of(RuleIds.R8_3));
            assertThat(w.citation()).isEqualTo(w.rule().id() + w.clause());
        }
        assertThat(WinReason.TARGET_REACHED.clause()).isEqualTo("a");
        assertThat(WinReason.LAST_WITH_CHEVRONS.clause()).isEqualTo("b");
        assertThat(WinReason.TARGET_REACHED.rule().title()).isEqualTo(Rule.of("R8.3").title());
    }

    @Test
    @DisplayName("R8.3 the GameOver event announces the same outcome")
    void r8_3_gameOverEvent() {
        Event.GameOver e = new Event.GameOver(Player.B, WinReason.LAST_WITH_CHEVRONS);
        assertThat(e.outcome()).isEqualTo(new Outcome(Player.B, WinReason.LAST_WITH_CHEVRONS));
    }
}
