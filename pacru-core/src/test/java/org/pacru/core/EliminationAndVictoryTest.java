package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.core.Setup.STANDARD;
import static org.pacru.core.Setup.board;
import static org.pacru.core.Setup.violation;

import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Event;
import org.pacru.rules.Outcome;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;
import org.pacru.rules.WinReason;

/** RULES.md section 8: elimination and the end of the game. */
class EliminationAndVictoryTest {

    @Test
    @DisplayName("R8.1 3 players: a player stuck at the start of their turn is eliminated; markers stay")
    void r8_1_eliminationThreePlayers() {
        Position p = board(3).chevron("e5", "AN").chevron("a1", "BS").chevron("i9", "CS").markers('B', "c3").build();
        Transition t = Setup.apply(STANDARD, p, "e5-e6");
        assertThat(t.events()).containsExactly(
                new Event.Moved(Player.A, Field.E5, Field.E6, org.pacru.board.Direction.N),
                new Event.Eliminated(Player.B));
        assertThat(t.after().isOut(Player.B)).isTrue();
        assertThat(t.after().markerAt(Field.C3)).contains(Player.B);
        assertThat(t.after().toMove()).isEqualTo(Player.C);
        assertThat(t.outcome()).isEmpty();
    }

    @Test
    @DisplayName("R8.1 R8.2 4 players: the stuck player is eliminated, the player who is out is skipped")
    void r8_1_eliminationFourPlayers() {
        Position p = board(4).chevron("e5", "AN").chevron("a1", "BS").chevron("i9", "DS").markers('C', "c3").build();
        Transition t = Setup.apply(STANDARD, p, "e5-e6");
        assertThat(t.events()).endsWith(new Event.Eliminated(Player.B));
        assertThat(t.after().toMove()).isEqualTo(Player.D);
        assertThat(t.after().playersIn()).containsExactly(Player.A, Player.D);
    }

    @Test
    @DisplayName("R8.1 R8.3b eliminating the last opponents ends the game; the side to move is the player the turn reached")
    void r8_1_eliminationEndsGame() {
        Position p = board(3).chevron("e5", "AN").chevron("a1", "BS").chevron("i1", "CS").build();
        Transition t = Setup.apply(STANDARD, p, "e5-e6");
        assertThat(t.events()).endsWith(new Event.Eliminated(Player.B), new Event.Eliminated(Player.C),
                new Event.GameOver(Player.A, WinReason.LAST_WITH_CHEVRONS));
        assertThat(t.outcome()).contains(new Outcome(Player.A, WinReason.LAST_WITH_CHEVRONS));
        assertThat(t.after().toMove()).isEqualTo(Player.A);
    }

    @Test
    @DisplayName("R8.2 a player with no chevrons is out and never gets the turn")
    void r8_2_outPlayerSkipped() {
        Position p = board(3).chevron("e5", "AN").chevron("i9", "CS").toMove('A').build();
        assertThat(Setup.apply(STANDARD, p, "e5-e6").after().toMove()).isEqualTo(Player.C);
    }

    @Test
    @DisplayName("R8.3a reaching the target (42 with 2 players) wins at once")
    void r8_3a_targetReached() {
        Position p = board(2).chevron("h3", "AN").chevron("i9", "BS").fill('A', "a1", "d9").markers('A', "e1 e2 e3 e4 e5")
                .build();
        assertThat(p.markerCount(Player.A)).isEqualTo(41);
        Transition t = Setup.apply(STANDARD, p, "h3-h4(h4)");
        assertThat(t.outcome()).contains(new Outcome(Player.A, WinReason.TARGET_REACHED));
        assertThat(t.events()).last().isEqualTo(new Event.GameOver(Player.A, WinReason.TARGET_REACHED));
        assertThat(t.after().toMove()).isEqualTo(Player.B);
        assertThat(STANDARD.legalMoves(t.after())).isEmpty();
        assertThat(violation(STANDARD, t.after(), "i9-i8").reason()).isEqualTo(Violation.Reason.GAME_OVER);
    }

    @Test
    @DisplayName("R8.3b R8.5 capturing the last enemy chevron wins; the side to move is the next player, who is out")
    void r8_3b_lastWithChevrons() {
        Position p = board(2).chevron("e4", "AN").chevron("e6", "AS").chevron("e5", "BW").build();
        Transition t = Setup.apply(STANDARD, p, "e4xe5");
        assertThat(t.outcome()).contains(new Outcome(Player.A, WinReason.LAST_WITH_CHEVRONS));
        assertThat(t.after().toMove()).isEqualTo(Player.B);
        assertThat(t.after().isOut(Player.B)).isTrue();
    }

    @Test
    @DisplayName("R8.3 (a) is checked before (b)")
    void r8_3_targetBeforeLastWithChevrons() {
        Position p = board(2).chevron("e5", "AN").fill('A', "a1", "d9").markers('A', "e1 e2 e3 e4 e5 e6").build();
        assertThat(STANDARD.outcome(p)).contains(new Outcome(Player.A, WinReason.TARGET_REACHED));
    }

    @Test
    @DisplayName("R8.3 decision: several players at the target (user-built): most markers wins, ties to turn order")
    void r8_3_severalAtTarget() {
        Position p = board(3).chevron("e5", "AN").chevron("e9", "BS").chevron("i9", "CS")
                .fill('B', "a1", "c9").markers('B', "d1").fill('C', "g1", "i9").markers('C', "f1 f2").build();
        assertThat(STANDARD.outcome(p)).contains(new Outcome(Player.C, WinReason.TARGET_REACHED));
        Position tie = board(3).chevron("e5", "AN").chevron("e9", "BS").chevron("i9", "CS")
                .fill('B', "a1", "c9").markers('B', "d1").fill('C', "g1", "i9").markers('C', "f1").build();
        assertThat(STANDARD.outcome(tie)).contains(new Outcome(Player.B, WinReason.TARGET_REACHED));
    }

    @Test
    @DisplayName("R8.3 decision: no chevrons on the board at all: no outcome and no legal action")
    void r8_3_noChevronsAtAll() {
        Position p = board(2).markers('A', "a1").build();
        assertThat(STANDARD.outcome(p)).isEmpty();
        assertThat(STANDARD.countLegalActions(p)).isZero();
    }

    @Test
    @DisplayName("R8.4 no move limit and no draw: a game played to its end has a winner")
    void r8_4_gameEndsWithWinner() {
        Position p = Position.initial(2);
        int plies = 0;
        Optional<Outcome> outcome = Optional.empty();
        while (outcome.isEmpty() && plies < 5000) {
            Transition t = STANDARD.apply(p, STANDARD.legalMoves(p).get(plies * 7 % STANDARD.legalMoves(p).size()));
            p = t.after();
            outcome = t.outcome();
            plies++;
        }
        assertThat(outcome).isPresent();
        assertThat(STANDARD.outcome(p)).isEqualTo(outcome);
    }

    @Test
    @DisplayName("R8.5 after an action the turn passes 1→2→3→1")
    void r8_5_turnPassesInOrder() {
        Position p = Position.initial(3);
        assertThat(p.toMove()).isEqualTo(Player.A);
        p = STANDARD.apply(p, STANDARD.legalMoves(p).get(0)).after();
        assertThat(p.toMove()).isEqualTo(Player.B);
        p = STANDARD.apply(p, STANDARD.legalMoves(p).get(0)).after();
        assertThat(p.toMove()).isEqualTo(Player.C);
        p = STANDARD.apply(p, STANDARD.legalMoves(p).get(0)).after();
        assertThat(p.toMove()).isEqualTo(Player.A);
    }
}
