package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.game.Game;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Outcome;
import org.pacru.rules.Transition;
import org.pacru.rules.WinReason;

/** {@link Game}: an immutable game with history, played with the engine. */
class GameTest {

    private static final Move E1_E2 = Move.of(Field.E1, Field.E2);
    private static final Move E9_E8 = Move.of(Field.E9, Field.E8);

    @Test
    @DisplayName("a new game has no history and is at its start position")
    void newGame() {
        Game g = Game.start(PacruRules.STANDARD, Position.initial(2));
        assertThat(g.plyCount()).isZero();
        assertThat(g.history()).isEmpty();
        assertThat(g.actions()).isEmpty();
        assertThat(g.lastTransition()).isEmpty();
        assertThat(g.position()).isEqualTo(Position.initial(2)).isEqualTo(g.startPosition());
        assertThat(g.rules()).isSameAs(PacruRules.STANDARD);
        assertThat(g.outcome()).isEmpty();
        assertThat(g.isOver()).isFalse();
        assertThat(g.toString()).isEqualTo("Game[0 plies, standard, 4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2]");
    }

    @Test
    @DisplayName("R8.4 play returns a new game one ply longer; the old game is unchanged")
    void r8_4_playIsImmutable() {
        Game g0 = Game.start(PacruRules.STANDARD, Position.initial(2));
        Game g1 = g0.play(E1_E2);
        Game g2 = g1.play(E9_E8);
        assertThat(g0.plyCount()).isZero();
        assertThat(g0.position()).isEqualTo(Position.initial(2));
        assertThat(g1.plyCount()).isEqualTo(1);
        assertThat(g1.position().toMove()).isEqualTo(Player.B);
        assertThat(g2.plyCount()).isEqualTo(2);
        assertThat(g2.position().toMove()).isEqualTo(Player.A);
        assertThat(g2.actions()).containsExactly(E1_E2, E9_E8);
        assertThat(g2.history()).extracting(Transition::action).containsExactly(E1_E2, E9_E8);
        assertThat(g2.history().get(0).before()).isEqualTo(Position.initial(2));
        assertThat(g2.history().get(0).after()).isEqualTo(g1.position());
        assertThat(g2.history().get(1).before()).isEqualTo(g1.position());
        assertThat(g2.lastTransition().map(Transition::after)).contains(g2.position());
        assertThat(g2.startPosition()).isEqualTo(Position.initial(2));
        // branching from g1 leaves g2 alone
        Game other = g1.play(Move.of(Field.A7, Field.B7));
        assertThat(other.actions()).containsExactly(E1_E2, Move.of(Field.A7, Field.B7));
        assertThat(g2.actions()).containsExactly(E1_E2, E9_E8);
    }

    @Test
    @DisplayName("undo returns the game before the last action; at the start there is nothing to undo")
    void undo() {
        Game g0 = Game.start(PacruRules.STANDARD, Position.initial(2));
        Game g2 = g0.play(E1_E2).play(E9_E8);
        Game back = g2.undo();
        assertThat(back.plyCount()).isEqualTo(1);
        assertThat(back.actions()).containsExactly(E1_E2);
        assertThat(back.undo().position()).isEqualTo(g0.position());
        assertThat(back.undo().plyCount()).isZero();
        assertThat(g2.plyCount()).isEqualTo(2);
        assertThatThrownBy(g0::undo).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("nothing to undo");
    }

    @Test
    @DisplayName("R3.2 an illegal action throws with its rule and leaves the game unchanged")
    void r3_2_illegalPlayLeavesGameUnchanged() {
        Game g = Game.start(PacruRules.STANDARD, Position.initial(2)).play(E1_E2);
        Action tooFar = Move.of(Field.E9, Field.E4);
        assertThatThrownBy(() -> g.play(tooFar))
                .isInstanceOfSatisfying(IllegalActionException.class, e -> {
                    assertThat(e.violation().rule().id()).isEqualTo("R3.2");
                    assertThat(e.position()).isEqualTo(g.position());
                    assertThat(e.action()).isEqualTo(tooFar);
                });
        assertThat(g.plyCount()).isEqualTo(1);
        assertThat(g.actions()).containsExactly(E1_E2);
    }

    @Test
    @DisplayName("history and actions are unmodifiable")
    void historyUnmodifiable() {
        Game g = Game.start(PacruRules.STANDARD, Position.initial(2)).play(E1_E2);
        List<Transition> h = g.history();
        List<Action> a = g.actions();
        assertThatThrownBy(h::clear).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(a::clear).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    @DisplayName("R8.3b a game ends when the last enemy chevron is captured; outcome and isOver report it")
    void r8_3b_gameOver() {
        Position p = Setup.board(2).chevron("e4", "AN").chevron("d4", "ANE").chevron("e5", "BS").build();
        Game g = Game.start(PacruRules.STANDARD, p).play(Move.capture(Field.E4, Field.E5));
        assertThat(g.isOver()).isTrue();
        assertThat(g.outcome()).contains(new Outcome(Player.A, WinReason.LAST_WITH_CHEVRONS));
        assertThat(g.lastTransition().flatMap(Transition::outcome)).isEqualTo(g.outcome());
        assertThat(g.undo().isOver()).isFalse();
        assertThatThrownBy(() -> g.play(Move.of(Field.D4, Field.E5)))
                .isInstanceOfSatisfying(IllegalActionException.class,
                        e -> assertThat(e.violation().rule().id()).isEqualTo("R8.3"));
    }

    @Test
    @DisplayName("null rules or start position are refused by name")
    void nullsRefused() {
        assertThatThrownBy(() -> Game.start(null, Position.initial(2))).hasMessage("rules");
        assertThatThrownBy(() -> Game.start(PacruRules.STANDARD, null)).hasMessage("start");
    }

    @Test
    @DisplayName("R8.4 games that branch after undo keep their own histories; every view agrees with replaying")
    void branchesKeepTheirHistories() {
        java.util.SplittableRandom random = new java.util.SplittableRandom(3);
        Game main = Game.start(PacruRules.STANDARD, Position.initial(2));
        List<Game> games = new java.util.ArrayList<>();
        for (int i = 0; i < 60 && !main.isOver(); i++) {
            List<Move> moves = PacruRules.STANDARD.legalMoves(main.position());
            main = main.play(moves.get(random.nextInt(moves.size())));
            games.add(main);
        }
        List<List<Action>> mainLines = new java.util.ArrayList<>();
        for (Game g : games) {
            mainLines.add(List.copyOf(g.actions()));
        }
        // Branch twice past the first 16 plies (where the line's log was copied once), each branch
        // with a move the main line did not play.
        Game branch = games.get(20).undo().undo();
        Action played = games.get(20).actions().get(19);
        List<Move> moves = new java.util.ArrayList<>(PacruRules.STANDARD.legalMoves(branch.position()));
        moves.remove(played);
        Game other = branch.play(moves.get(moves.size() - 1));
        games.add(other);
        games.add(branch.play(moves.get(0)));
        games.add(other.play(PacruRules.STANDARD.legalMoves(other.position()).get(0)));
        for (int i = 0; i < mainLines.size(); i++) {
            assertThat(games.get(i).actions()).as("main line game %d after branching", i).isEqualTo(mainLines.get(i));
        }
        for (Game g : games) {
            Position p = g.startPosition();
            for (int i = 0; i < g.plyCount(); i++) {
                Transition t = g.history().get(i);
                assertThat(t.before()).isEqualTo(p);
                assertThat(g.actions().get(i)).isEqualTo(t.action());
                p = t.after();
            }
            assertThat(g.position()).isEqualTo(p);
            assertThat(g.history()).hasSize(g.plyCount());
            assertThat(g.outcome()).isEqualTo(PacruRules.STANDARD.outcome(p));
            assertThat(g.isOver()).isEqualTo(g.outcome().isPresent());
        }
        assertThat(other.plyCount()).isEqualTo(20);
        assertThat(games.get(19).plyCount()).as("the main line is untouched by the branch").isEqualTo(20);
    }
}
