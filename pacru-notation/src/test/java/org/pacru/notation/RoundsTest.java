package org.pacru.notation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Player;

class RoundsTest {
    @Test
    @DisplayName("§4 the first action opens round 1; each player acts once a round")
    void firstActionOpensRoundOne() {
        Rounds one = Rounds.START.after(Player.A);
        assertThat(one.number()).isEqualTo(1);
        assertThat(Rounds.START.newRound(one)).isTrue();
        Rounds still = one.after(Player.B);
        assertThat(still.number()).isEqualTo(1);
        assertThat(one.newRound(still)).isFalse();
        assertThat(still.hasMoved(Player.A)).isTrue();
        assertThat(still.hasMoved(Player.B)).isTrue();
        assertThat(still.hasMoved(Player.C)).isFalse();
    }

    @Test
    @DisplayName("§4 a new round starts when a player who has acted in this one is to act again (a player out is not waited for, R8.5)")
    void aPlayerActingAgainOpensANewRound() {
        // Three players, C out: A, B, then A again opens round 2 without C having acted.
        Rounds r = Rounds.START.after(Player.A).after(Player.B);
        Rounds two = r.after(Player.A);
        assertThat(two.number()).isEqualTo(2);
        assertThat(r.newRound(two)).isTrue();
        assertThat(two.hasMoved(Player.A)).isTrue();
        assertThat(two.hasMoved(Player.B)).isFalse();
    }

    @Test
    @DisplayName("errors before the first action name round 1, never 0")
    void errorsBeforeTheFirstActionNameRoundOne() {
        assertThat(Rounds.START.current()).isEqualTo(1);
        assertThat(Rounds.START.after(Player.B).after(Player.B).current()).isEqualTo(2);
    }
}
