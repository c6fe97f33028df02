package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.game.Game;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Event;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * The Javadoc examples that need the engine (STYLE §2.8): those of {@code PacruRules} and of the
 * pacru-api types {@code Rules}, {@code Transition}, {@code Violation}, {@code IllegalActionException},
 * {@code Event} and {@code Game}, copied as written and run, asserting the values their comments claim.
 */
class JavadocExamplesTest {

    @Test
    @DisplayName("PacruRules example")
    void pacruRules() {
        PacruRules rules = PacruRules.of(Ruleset.STANDARD);
        Position start = Position.initial(2);
        List<Move> moves = rules.legalMoves(start);
        Transition t = rules.apply(start, moves.get(0));
        Optional<Violation> why = rules.check(start, Move.of(Field.E1, Field.E6));  // R3.2
        long nodes = rules.perft(start, 2);
        assertThat(t.before()).isEqualTo(start);
        assertThat(t.action()).isEqualTo(moves.get(0));
        assertThat(why).map(Violation::rule).contains("R3.2");
        assertThat(nodes).isEqualTo(moves.stream().mapToLong(m -> rules.legalMoves(rules.apply(start, m).after()).size()
                + rules.countRotations(rules.apply(start, m).after())).sum());
        assertThat(rules).isSameAs(PacruRules.STANDARD);
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
        assertThat(v.get().rule()).isEqualTo("R3.2");
        assertThat(v.get().reason()).isEqualTo(Violation.Reason.OUT_OF_RANGE);
        assertThat(v.get().message()).isEqualTo("R3.2: e1-e6: the chevron on e1 may move at most 1 field (no own markers in borderland e2), not 5");
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
            assertThat(e.violation().rule()).isEqualTo("R3.2");
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
        assertThat(PacruRules.STANDARD.check(p, Move.of(Field.A1, Field.A2)).map(Violation::rule)).contains("R2.2");
    }
}
