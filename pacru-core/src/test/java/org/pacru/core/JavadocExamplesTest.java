package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.IntList;
import org.pacru.core.engine.MoveCode;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/** The examples in the Javadoc of pacru-core, compiled and run (STYLE.md 2.8). */
class JavadocExamplesTest {

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
        assertThat(why.map(Violation::rule)).contains("R3.2");
        assertThat(why.get().message()).isEqualTo(
                "R3.2: e1-e6: the chevron on e1 may move at most 1 field (no own markers in borderland e2), not 5");
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
}
