package org.pacru.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.notation.ActionNotation;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Violation;

/** {@link CheckedRules#next}'s fast path: it applies only what the generator would generate. */
class CheckedNextTest {

    @Test
    @DisplayName("R8.3: next refuses a base move the chevron's range and path allow once the game is over")
    void nextRefusesAGeometricallyLegalMoveInAFinishedGame() {
        // B has no chevron (R8.2), so A has won (R8.3b); A's chevron on its marker could still step north
        Position over = RuleScenarios.board(2, Player.A, "e5:aAN e6:a a1:b");
        Move m = ActionNotation.parseMove("e5-e6");
        Board b = new Board(over);
        assertThat(Movement.isLegalBaseMove(b, b.toMove, m.from().index(), m.to().index(), false))
                .as("the base move alone is geometrically legal").isTrue();
        Violation v = PacruRules.STANDARD.check(over, m).orElseThrow();
        assertThat(v.reason()).isEqualTo(Violation.Reason.GAME_OVER);
        assertThatThrownBy(() -> PacruRules.STANDARD.next(over, m)).isInstanceOf(IllegalActionException.class)
                .satisfies(e -> assertThat(((IllegalActionException) e).violation()).isEqualTo(v));
    }

    @Test
    @DisplayName("R6.2 R4 R9.2: a move that leaves out its last field choice (the bonus field, or the R4 field) is refused by next as check refuses it")
    void nextRefusesAMoveWithoutItsLastFieldChoice() {
        int refused = 0;
        for (String board : List.of(
                // a meeting with a bonus field, no R4 effect
                "e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b",
                // a border crossing that meets: the R4 field, then the bonus (R4.4)
                "e3:AN e4:a e5:aAS a1:BN g7:b g8:b g9:b h7:b h8:b h9:b i7:b i8:b i9:b",
                // a capture on ranks 7-9, files g-i that meets (R5)
                "h7:AN g7:ANE h9:aAS h8:bBS a1:BN d8:b e8:b f8:b g8:b i8:b d9:b e9:b f9:b c9:b")) {
            Position p = RuleScenarios.board(2, Player.A, board);
            for (Move legal : PacruRules.STANDARD.legalMoves(p)) {
                List<Choice> choices = legal.choices();
                if (choices.isEmpty() || choices.get(choices.size() - 1) instanceof Choice.Connection) {
                    continue;
                }
                Move m = new Move(legal.from(), legal.to(), legal.capture(), choices.subList(0, choices.size() - 1));
                if (PacruRules.STANDARD.check(p, m).isEmpty()) {
                    continue;                     // the shorter move is legal too
                }
                Violation v = PacruRules.STANDARD.check(p, m).orElseThrow();
                assertThatThrownBy(() -> PacruRules.STANDARD.next(p, m)).as("%s at %s", m, board)
                        .isInstanceOf(IllegalActionException.class)
                        .satisfies(e -> assertThat(((IllegalActionException) e).violation()).isEqualTo(v));
                refused++;
            }
        }
        assertThat(refused).isGreaterThan(3);
    }
}
