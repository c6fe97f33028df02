package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.notation.ActionNotation;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Violation;

/**
 * R9.2, R4.3, R6.2, R8.3: {@code next} applies exactly the completion the move names, on positions
 * where moves name an R4 field, a connection and an R6.2 bonus field; and refuses what
 * {@code check} refuses (missing, reordered, extra or wrong choices; a finished game) with the same
 * violation. Positions as in {@link RuleScenarios#board}, two players, A to move.
 */
class NextWithChoicesTest {

    private static final List<String> BOARDS = List.of(
            // a meeting with a bonus field, no R4 effect
            "e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b",
            // a border crossing that meets: the R4 field, then the bonus
            "e3:AN e4:a e5:aAS a1:BN g7:b g8:b g9:b h7:b h8:b h9:b i7:b i8:b i9:b",
            // a connection that meets: *, then the bonus
            "a1:aAN a3:a a4:aAS b1:a i9:BS g1:b h1:b i1:b g2:b h2:b i2:b g3:b h3:b i3:b",
            // a border crossing that is also a connection: a field or *
            "a3:aAN a2:a a5:a i9:BS");

    private static void assertNextAgreesWithCheck(PacruRules rules, Position p, Move m) {
        Optional<Violation> v = rules.check(p, m);
        if (v.isEmpty()) {
            assertThat(rules.next(p, m)).as("%s at %s", m, p).isEqualTo(rules.apply(p, m).after());
        } else {
            assertThatThrownBy(() -> rules.next(p, m)).as("%s at %s", m, p).isInstanceOf(IllegalActionException.class)
                    .satisfies(e -> assertThat(((IllegalActionException) e).violation()).isEqualTo(v.get()));
        }
    }

    /** The move with other choices. */
    private static Move with(Move m, List<Choice> choices) {
        return new Move(m.from(), m.to(), m.capture(), choices);
    }

    @Test
    @DisplayName("R9.2 R4.3 R6.2 next applies the named completion and refuses wrong choices as check does")
    void nextAppliesTheNamedCompletion() {
        for (PacruRules rules : List.of(PacruRules.STANDARD, PacruRules.ABSTRACT_PLAY)) {
            for (String board : BOARDS) {
                Position p = RuleScenarios.board(2, Player.A, board);
                List<Move> legal = rules.legalMoves(p);
                assertThat(legal).anyMatch(m -> !m.choices().isEmpty());
                for (int i = 0; i < legal.size(); i += 1 + legal.size() / 30) {
                    Move m = legal.get(i);
                    assertThat(rules.next(p, m)).as("%s at %s", m, board).isEqualTo(rules.apply(p, m).after());
                    List<Choice> choices = m.choices();
                    assertNextAgreesWithCheck(rules, p, with(m, List.of()));
                    List<Choice> reversed = new ArrayList<>(choices);
                    Collections.reverse(reversed);
                    if (choices.size() < 2 || !(choices.get(0) instanceof Choice.Connection)) {
                        assertNextAgreesWithCheck(rules, p, with(m, reversed));
                    }
                    if (!choices.isEmpty()) {
                        assertNextAgreesWithCheck(rules, p, with(m, choices.subList(0, 1)));
                        assertNextAgreesWithCheck(rules, p, with(m, List.of(choices.get(choices.size() - 1))));
                    }
                    if (choices.size() < 2) {
                        List<Choice> extra = new ArrayList<>(choices);
                        extra.add(Choice.of(Field.A9));
                        assertNextAgreesWithCheck(rules, p, with(m, extra));
                        if (choices.isEmpty() || !(choices.get(0) instanceof Choice.Connection)) {
                            List<Choice> connection = new ArrayList<>(choices);
                            connection.add(0, Choice.connection());
                            assertNextAgreesWithCheck(rules, p, with(m, connection));
                        }
                    }
                }
            }
        }
    }

    @Test
    @DisplayName("R8.3 next refuses a move in a finished game, even one the chevron could make")
    void nextRefusesAMoveInAFinishedGame() {
        Position over = RuleScenarios.board(2, Player.A, "e6:AN a1:b");
        Move m = ActionNotation.parseMove("e6-e7");
        Violation v = PacruRules.STANDARD.check(over, m).orElseThrow();
        assertThat(v.reason()).isEqualTo(Violation.Reason.GAME_OVER);
        assertThatThrownBy(() -> PacruRules.STANDARD.next(over, m)).isInstanceOf(IllegalActionException.class)
                .satisfies(e -> assertThat(((IllegalActionException) e).violation()).isEqualTo(v));
    }
}
