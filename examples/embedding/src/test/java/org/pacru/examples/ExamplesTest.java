package org.pacru.examples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.GreedyBot;
import org.pacru.core.bot.MctsBot;
import org.pacru.game.Game;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;

/** The embedding examples: the random game of docs/tour.md, the greedy player and the text game. */
class ExamplesTest {

    @Test
    @DisplayName("RandomGame (the API tour of docs/tour.md) plays a whole legal game to its end, the same for the same seed")
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
    @DisplayName("the library's greedy player, as the text game uses it, takes the move that wins at once (R8.3a)")
    void greedyTakesTheWin() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Position p = org.pacru.notation.PositionNotation.parse(
                "a.AN2cc1c1/1cccCSWac1cc/2c5c/1.CWc4.CSE1/2.AW1ac3/c1ac2ccc/1c1c3c1/b3cbcc1/1c2c1.AS1c C 3");
        Action m = GreedyBot.of(Ruleset.STANDARD).choose(p);
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
    @DisplayName("the text game lets you choose the computer's strength: MCTS answers with a legal action")
    void textGameAgainstMcts() throws IOException {
        StringWriter text = new StringWriter();
        Game game = TextGame.play(Ruleset.STANDARD, MctsBot.builder(Ruleset.STANDARD).iterations(200).seed(1).build(),
                new BufferedReader(new StringReader("e1-e2\nquit\n")), new PrintWriter(text, true));
        assertThat(text.toString()).contains("the computer is B (MctsBot[200 iterations").contains("B plays ");
        assertThat(game.plyCount()).isEqualTo(2);
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

    @Test
    @DisplayName("the API snippets of docs/tour.md do what their comments say")
    void readmeSnippets() {
        Rules rules = PacruRules.of(Ruleset.ABSTRACT_PLAY);
        Position p = org.pacru.notation.PositionNotation.parse("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2");
        org.pacru.action.Action a = org.pacru.notation.ActionNotation.parse("e1-e3");
        assertThat(rules.check(p, a).orElseThrow().message())
                .startsWith("R3.2: e1-e3: the chevron on e1 may move at most 1 field");
        assertThat(rules.baseMoves(p).subList(0, 4)).extracting(Object::toString)
                .containsExactly("a3-b2", "a3-b3", "a3-b4", "e1-d2");
        assertThat(rules.completions(p, Move.of(org.pacru.board.Field.A3, org.pacru.board.Field.B4)).subList(0, 2))
                .extracting(Object::toString).containsExactly("a3-b4(a4)", "a3-b4(a5)");
        assertThat(rules.countRotations(p)).isZero();
        org.pacru.rules.Transition t = rules.apply(p, org.pacru.notation.ActionNotation.parse("a3-b4(c6)"));
        assertThat(t.events()).containsExactly(
                new org.pacru.rules.Event.Moved(Player.A, org.pacru.board.Field.A3, org.pacru.board.Field.B4,
                        org.pacru.board.Direction.NE),
                new org.pacru.rules.Event.MarkerClaimed(org.pacru.board.Field.C6, Player.A,
                        org.pacru.rules.Event.Cause.BORDER_CROSSING));
        assertThat(t.after().toMove()).isEqualTo(Player.B);
        org.pacru.rules.Explanation e = PacruRules.STANDARD.explain(p,
                Move.of(org.pacru.board.Field.E1, org.pacru.board.Field.E3));
        assertThat(e.violation().orElseThrow().rule().title()).isEqualTo("Range");
        assertThat(e.facts()).filteredOn(f -> f.status() == org.pacru.rules.Fact.Status.NOT_ALLOWED)
                .extracting(f -> f.citation()).containsExactly("R3.2");
        assertThat(e.facts()).filteredOn(f -> f.status() == org.pacru.rules.Fact.Status.NOT_CHECKED)
                .extracting(f -> f.citation()).containsExactly("R9.2");

        org.pacru.game.ActionBuilder b = org.pacru.game.ActionBuilder.start(rules, Position.initial(2));
        assertThat(b.nextSteps()).extracting(Object::toString).containsExactly("a3", "e1", "i3", "i9");
        b = b.then(new org.pacru.game.Step.Select(org.pacru.board.Field.A3))
                .then(new org.pacru.game.Step.Destination(org.pacru.board.Field.B4, false));
        assertThat(b.isComplete()).isFalse();
        assertThat(b.nextSteps()).extracting(Object::toString)
                .containsExactly("a4", "a5", "a6", "b4", "b5", "b6", "c4", "c5", "c6");
        assertThat(b.nextSteps().get(0).kind()).isEqualTo(org.pacru.game.StepKind.CROSSING_FIELD);
        assertThat(b.nextSteps().get(0).field()).contains(org.pacru.board.Field.A4);
        assertThat(b.nextSteps().get(0).ruleId()).isEqualTo("R4.4");
        assertThat(b.then(org.pacru.game.Step.Pick.crossing(org.pacru.board.Field.C6)).action()
                .orElseThrow()).hasToString("a3-b4(c6)");
        Game replayed = org.pacru.notation.GameRecordReader.replay("[Players \"2\"]\n\n1. e1-e2 a7-b7\n", PacruRules::of);
        assertThat(replayed.plyCount()).isEqualTo(2);
    }
}
