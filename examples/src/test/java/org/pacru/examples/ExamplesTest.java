package org.pacru.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.game.Game;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;

/** The embedding examples: the README's random game, the greedy player and the text game. */
class ExamplesTest {

    @Test
    @DisplayName("RandomGame (README's API tour) plays a whole legal game to its end, the same for the same seed")
    void randomGame() {
        Game game = RandomGame.play(42);
        assertThat(game.isOver()).isTrue();
        assertThat(game.outcome()).isPresent();
        assertThat(Game.start(game.rules(), Position.initial(2)).plyCount()).isZero();
        Game replayed = Game.start(game.rules(), Position.initial(2));
        for (var a : game.actions()) {
            replayed = replayed.play(a);
        }
        assertThat(replayed.position()).isEqualTo(game.position());
        assertThat(RandomGame.play(42).actions()).isEqualTo(game.actions());
    }

    @Test
    @DisplayName("the greedy player takes the move that wins at once (R8.3a)")
    void greedyTakesTheWin() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Position p = org.pacru.notation.PositionNotation.parse(
                "a.AN2cc1c1/1cccCSWac1cc/2c5c/1.CWc4.CSE1/2.AW1ac3/c1ac2ccc/1c1c3c1/b3cbcc1/1c2c1.AS1c C 3");
        Move m = new GreedyPlayer(rules).choose(p);
        assertThat(rules.apply(p, m).outcome().orElseThrow().winner()).isEqualTo(Player.C);
    }

    @Test
    @DisplayName("the text game: scripted input plays legal moves, reports illegal ones with their rule, and quits")
    void textGame() throws IOException {
        StringWriter text = new StringWriter();
        String input = "moves e1\ne1-e3\nnonsense\ne1-e2\nundo\ne1-f2\nquit\n";
        Game game = TextGame.play(Ruleset.STANDARD, new BufferedReader(new StringReader(input)),
                new PrintWriter(text, true));
        String out = text.toString();
        assertThat(out).contains("e1-d2 e1-e2 e1-f2")
                .contains("Illegal: R3.2: e1-e3")
                .contains("Not an action:")
                .contains("A plays e1-e2").contains("B plays ").contains("A plays e1-f2")
                .contains("You quit after 2 actions.");
        assertThat(game.plyCount()).isEqualTo(2);
        assertThat(game.actions().get(0)).hasToString("e1-f2");
    }

    @Test
    @DisplayName("the text game ends with the winner when the game ends, and at end of input otherwise")
    void textGameEnds() throws IOException {
        StringWriter text = new StringWriter();
        Game game = TextGame.play(Ruleset.ABSTRACT_PLAY, new BufferedReader(new StringReader("e1-e2\n")),
                new PrintWriter(text, true));
        assertThat(text.toString()).contains("End of input: game left unfinished after 2 actions.");
        assertThat(game.isOver()).isFalse();
    }
}
