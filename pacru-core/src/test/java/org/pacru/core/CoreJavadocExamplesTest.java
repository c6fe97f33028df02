package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.bot.RandomBot;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.Explanations;
import org.pacru.core.engine.IntList;
import org.pacru.core.engine.MoveCode;
import org.pacru.game.ActionBuilder;
import org.pacru.game.Game;
import org.pacru.game.Step;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Event;
import org.pacru.rules.Explanation;
import org.pacru.rules.Fact;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.MovementFact;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * The examples in the Javadoc of pacru-core, and those of the pacru-api types that need the engine
 * ({@code Rules}, {@code Transition}, {@code Violation}, {@code IllegalActionException}, {@code Event},
 * {@code Game}), compiled and run, asserting the values their comments claim (STYLE.md 2.8).
 */
class CoreJavadocExamplesTest {

    @Test
    @DisplayName("RandomBot's example plays a whole game and chooses a legal action")
    void randomPlayerExample() {
        RandomBot player = RandomBot.of(Ruleset.STANDARD, 0, 0.1);
        org.pacru.core.bot.Playout game = player.play(Position.initial(2), new java.util.SplittableRandom(7), 100_000);
        assertThat(game.plies()).isPositive();
        assertThat(game.outcome()).isPresent().isEqualTo(PacruRules.STANDARD.outcome(game.end()));
        Action next = player.choose(Position.initial(2), new java.util.SplittableRandom(7));
        assertThat(PacruRules.STANDARD.isLegal(Position.initial(2), next)).isTrue();
    }

    @Test
    @DisplayName("R7 PacruRules.rotationAt example: the last rotation, and indexOf inverts it")
    void rotationAtExample() {
        PacruRules rules = PacruRules.STANDARD;
        Position position = PositionNotation.parse("7b1/6.BNW1.BE/6.AN1a/9/1.ANWb6/3a1.ASW3/.BSW.ANWb6/4b4/5.BSE3 B 2");
        long n = rules.countRotations(position);
        Rotation last = rules.rotationAt(position, n - 1);
        assertThat(last).isEqualTo(rules.legalRotations(position).reduce((a, b) -> b).orElseThrow());
        assertThat(rules.indexOf(position, last)).isEqualTo(n - 1);
        assertThat(rules.randomRotation(position, new java.util.SplittableRandom(1))).satisfies(r -> rules.isLegal(position, r));
    }

    @Test
    @DisplayName("ChevronCode example")
    void chevronCodeExample() {
        short c = org.pacru.internal.ChevronCode.of(Field.E1.index(), 0, org.pacru.board.Direction.N.ordinal());
        assertThat(org.pacru.internal.ChevronCode.field(c)).isEqualTo(36);
        assertThat(org.pacru.internal.ChevronCode.toChevron(c)).hasToString("AN");
    }

    @Test
    @DisplayName("PacruRules class example")
    void pacruRulesExample() {
        PacruRules rules = PacruRules.of(Ruleset.STANDARD);
        Position start = Position.initial(2);
        List<Move> moves = rules.legalMoves(start);
        Transition t = rules.apply(start, moves.get(0));
        Optional<Violation> why = rules.check(start, Move.of(Field.E1, Field.E6));  // R3.2
        long nodes = rules.perft(start, 2);
        assertThat(t.after().toMove().toString()).isEqualTo("B");
        assertThat(why.map(v -> v.rule().id())).contains("R3.2");
        assertThat(why.get().message()).isEqualTo(
                "R3.2: e1-e6: the chevron on e1 may move at most 1 field (no own markers in the borderland centred on e2), not 5");
        assertThat(nodes).isEqualTo(rules.legalMoves(start).stream()
                .mapToLong(m -> rules.countLegalActions(rules.apply(start, m).after())).sum());
    }

    @Test
    @DisplayName("Engine, IntList and MoveCode examples")
    void engineExample() {
        Position position = Position.initial(2);
        Engine engine = Engine.of(Ruleset.STANDARD);
        IntList moves = new IntList();
        engine.legalMoves(position, moves);                       // fully specified, canonical order
        Position next = engine.play(position, moves.get(0));     // unchecked, with R8.5 turn passing
        long nodes = engine.perft(Position.initial(2), 3);
        int code = MoveCode.of(Field.E1.index(), Field.E2.index(), false, 0, 0);
        Move move = MoveCode.toMove(code);                        // e1-e2
        assertThat(next).isEqualTo(PacruRules.STANDARD.apply(position, PacruRules.STANDARD.legalMoves(position).get(0)).after());
        assertThat(nodes).isEqualTo(PacruRules.STANDARD.perft(Position.initial(2), 3));
        assertThat(move.toString()).isEqualTo("e1-e2");
    }

    @Test
    @DisplayName("Rules example")
    void rulesInterface() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Position p = Position.initial(2);
        List<Move> moves = rules.legalMoves(p);          // fully specified moves, rotations excluded
        long rotations = rules.countRotations(p);        // 0: no markers yet
        Transition t = rules.apply(p, moves.get(0));
        Position next = t.after();
        assertThat(moves).isNotEmpty().allMatch(m -> rules.isLegal(p, m));
        assertThat(rotations).isZero();
        assertThat(next.toMove()).isEqualTo(Player.B);
    }

    @Test
    @DisplayName("Transition example")
    void transition() {
        Rules rules = PacruRules.STANDARD;
        Transition t = rules.apply(Position.initial(2), Move.of(Field.E1, Field.E2));
        assertThat(t.after().toMove()).isEqualTo(Player.B);
        assertThat(t.outcome()).isEmpty();               // the game goes on
    }

    @Test
    @DisplayName("Violation example")
    void violation() {
        Rules rules = PacruRules.STANDARD;
        Position position = Position.initial(2);
        Optional<Violation> v = rules.check(position, Move.of(Field.E1, Field.E6));
        assertThat(v.get().rule().id()).isEqualTo("R3.2");
        assertThat(v.get().reason()).isEqualTo(Violation.Reason.OUT_OF_RANGE);
        assertThat(v.get().message()).isEqualTo("R3.2: e1-e6: the chevron on e1 may move at most 1 field (no own markers in the borderland centred on e2), not 5");
    }

    @Test
    @DisplayName("Violation class comment: an R3.3 message as it reads")
    void r3_3_violationMessageInClassComment() {
        Position p = Setup.board(2).chevron("e3", "AN").chevron("i9", "BS").markers('B', "e4").build();
        Optional<Violation> v = PacruRules.STANDARD.check(p, Move.of(Field.E3, Field.E4));
        assertThat(v.map(Violation::message))
                .contains("R3.3: e3-e4: e4 carries a marker of player B: a move never ends on an opposing field");
    }

    @Test
    @DisplayName("IllegalActionException example")
    void illegalActionException() {
        Rules rules = PacruRules.STANDARD;
        Position position = Position.initial(2);
        try {
            rules.apply(position, Move.of(Field.E1, Field.E6));
            throw new AssertionError("e1-e6 must be refused");
        } catch (IllegalActionException e) {
            assertThat(e.violation().rule().id()).isEqualTo("R3.2");
            assertThat(e.position()).isEqualTo(position);
        }
    }

    @Test
    @DisplayName("Event example")
    void event() {
        Rules rules = PacruRules.STANDARD;
        // A crosses from a3 (borderland b2) to b4 (borderland b5) and marks b4, where it lands (R4.4a)
        Position position = Position.initial(2);
        Action action = rules.completions(position, Move.of(Field.A3, Field.B4)).stream()
                .filter(m -> m.toString().equals("a3-b4(b4)")).findFirst().orElseThrow();
        List<String> printed = new ArrayList<>();
        for (Event e : rules.apply(position, action).events()) {
            if (e instanceof Event.MarkerClaimed claimed) {
                printed.add(claimed.player() + " claims " + claimed.field());
            }
        }
        assertThat(printed).containsExactly("A claims b4");
    }

    @Test
    @DisplayName("Game example")
    void game() {
        Game game = Game.start(PacruRules.of(Ruleset.STANDARD), Position.initial(2));
        game = game.play(Move.of(Field.E1, Field.E2));
        assertThat(game.plyCount()).isEqualTo(1);
        assertThat(game.position().toMove()).isEqualTo(Player.B);
        game = game.undo();         // back at the start
        assertThat(game.plyCount()).isZero();
        assertThat(game.position()).isEqualTo(Position.initial(2));
    }

    @Test
    @DisplayName("PacruRules decisions example: a side to move with chevrons but no legal move gets R2.2")
    void r2_2_stuckSideToMove() {
        // A's only chevron on a1 faces SW, off the board: no legal move (R2.2); play would have eliminated A (R8.1)
        Position p = PositionNotation.parse("8.BN/9/9/9/9/9/9/9/.ASW8 A 2");
        assertThat(PacruRules.STANDARD.legalMoves(p)).isEmpty();
        assertThat(PacruRules.STANDARD.outcome(p)).isEmpty();
        assertThat(PacruRules.STANDARD.check(p, Move.of(Field.A1, Field.A2)).map(v -> v.rule().id())).contains("R2.2");
    }

    @Test
    @DisplayName("ActionBuilder example")
    void actionBuilder() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        ActionBuilder b = ActionBuilder.start(rules, Position.initial(2));
        assertThat(b.nextSteps()).hasToString("[a3, e1, i3, i9]");   // the chevrons of player A
        b = b.then(new Step.Select(Field.E1));
        assertThat(b.nextSteps()).hasToString("[-d2, -e2, -f2]");
        b = b.then(new Step.Destination(Field.E2, false));
        assertThat(b.isComplete()).isTrue();
        assertThat(b.action()).hasToString("Optional[e1-e2]");
    }

    @Test
    @DisplayName("Explanation and Fact examples")
    void explanation() {
        Explanation e = PacruRules.STANDARD.explain(Position.initial(2), Move.of(Field.E1, Field.E3));
        assertThat(e.verdict()).isEqualTo(Explanation.Verdict.ILLEGAL);
        assertThat(e.violation().get().rule()).hasToString("R3.2");
        assertThat(e.violation().get().rule().text()).startsWith("It moves 1 to P fields, where P is the number of fields");
        List<String> citations = new ArrayList<>();
        for (Fact f : e.facts()) {
            citations.add(f.citation());
            if (f instanceof MovementFact.Range) {
                assertThat(f.allowed()).isFalse();
                assertThat(f.text()).startsWith("range 1: A has no markers").endsWith("OUT OF RANGE.");
            }
        }
        assertThat(citations).contains("R3.1", "R3.2", "R3.4");
        assertThat(e.result()).isEmpty();
        List<String> lines = new ArrayList<>();
        for (Fact f : e.facts()) {
            lines.add(f.citation() + "  " + f.text());
        }
        assertThat(lines).contains("R3.2  range 1: A has no markers in the start borderland, centred on e2, and the range is at least 1."
                + " The move goes 2 fields: OUT OF RANGE.");
    }

    @Test
    @DisplayName("Explanations example (engine)")
    void explanations() {
        Explanation e = Explanations.of(Engine.of(Ruleset.STANDARD), Position.initial(2), Move.of(Field.E1, Field.E3));
        assertThat(e).isEqualTo(PacruRules.STANDARD.explain(Position.initial(2), Move.of(Field.E1, Field.E3)));
    }
}
