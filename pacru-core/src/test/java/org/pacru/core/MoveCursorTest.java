package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.bot.RandomBot;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.Ruleset;

/** {@link MoveCursor}: the legal moves of {@link PacruRules#legalMoves}, read without building them. */
class MoveCursorTest {

    @Test
    @DisplayName("R9: the cursor yields exactly legalMoves, in order, part by part; next() is apply's position")
    void sameMovesAsLegalMoves() {
        for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
            PacruRules rules = PacruRules.of(ruleset);
            MoveCursor cursor = MoveCursor.of(ruleset);
            RandomBot player = RandomBot.of(ruleset, 0, 0.1);
            for (int players = 2; players <= 4; players++) {
                SplittableRandom rnd = new SplittableRandom(players);
                Position p = Position.initial(players);
                while (rules.outcome(p).isEmpty()) {
                    List<Move> expected = rules.legalMoves(p);
                    List<Move> seen = new ArrayList<>();
                    cursor.reset(p);
                    assertThat(cursor.count()).isEqualTo(expected.size());
                    while (cursor.advance()) {
                        List<Choice> choices = new ArrayList<>();
                        for (int i = 0; i < cursor.choiceCount(); i++) {
                            choices.add(cursor.choice(i));
                        }
                        Move m = new Move(cursor.from(), cursor.to(), cursor.capture(), choices);
                        assertThat(cursor.move()).isEqualTo(m);
                        if (seen.size() % 7 == 0) {
                            assertThat(cursor.next()).isEqualTo(rules.apply(p, m).after());
                        }
                        seen.add(m);
                    }
                    assertThat(seen).isEqualTo(expected);
                    p = rules.apply(p, player.choose(p, rnd)).after();
                }
                cursor.reset(p);
                assertThat(cursor.advance()).as("R8.3: no move after the end").isFalse();
            }
        }
    }

    @Test
    @DisplayName("reading the cursor off a move says why; a missing choice is out of bounds")
    void misuse() {
        MoveCursor cursor = MoveCursor.of(Ruleset.STANDARD);
        assertThatThrownBy(cursor::from).isInstanceOf(NoSuchElementException.class).hasMessageContaining("reset");
        cursor.reset(Position.initial(2));
        assertThatThrownBy(cursor::to).isInstanceOf(NoSuchElementException.class).hasMessageContaining("advance");
        assertThat(cursor.advance()).isTrue();
        assertThat(cursor.move()).hasToString("a3-b2");
        assertThatThrownBy(() -> cursor.choice(0)).isInstanceOf(IndexOutOfBoundsException.class);
        while (cursor.advance()) {
            assertThat(cursor.choiceCount()).isBetween(0, 2);
        }
        assertThatThrownBy(cursor::next).isInstanceOf(NoSuchElementException.class).hasMessageContaining("no more");
    }
    /** Positions whose moves name R4 fields, connections and R6.2 bonus fields, or capture (R5). */
    private static final List<String> CHOICE_BOARDS = List.of(
            // a meeting with a bonus field, no R4 effect (R6.2)
            "e4:AN e5:a e6:aAS i1:BN a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b",
            // a border crossing that meets: the R4 field, then the bonus (R4.4, R6.2)
            "e3:AN e4:a e5:aAS a1:BN g7:b g8:b g9:b h7:b h8:b h9:b i7:b i8:b i9:b",
            // a connection that meets: *, then the bonus (R4.3, R6.2)
            "a1:aAN a3:a a4:aAS b1:a i9:BS g1:b h1:b i1:b g2:b h2:b i2:b g3:b h3:b i3:b",
            // a capture on ranks 7-9, files g-i that meets, with a bonus field (R5, R6.2)
            "h7:AN g7:ANE h9:aAS h8:bBS a1:BN d8:b e8:b f8:b g8:b i8:b d9:b e9:b f9:b c9:b");

    @Test
    @DisplayName("R9.2 R4 R6.2 R5: capture, choiceCount and choice(i) read the R4 choice, then the bonus field")
    void choicesAndCapturesInR92Order() {
        int bonusOnly = 0;
        int both = 0;
        int captures = 0;
        for (String board : CHOICE_BOARDS) {
            Position p = RuleScenarios.board(2, Player.A, board);
            List<Move> expected = PacruRules.STANDARD.legalMoves(p);
            MoveCursor cursor = MoveCursor.of(Ruleset.STANDARD);
            assertThat(cursor.reset(p)).isSameAs(cursor);
            for (Move m : expected) {
                assertThat(cursor.advance()).isTrue();
                assertThat(cursor.capture()).as("%s", m).isEqualTo(m.capture());
                assertThat(cursor.choiceCount()).as("%s", m).isEqualTo(m.choices().size());
                for (int i = 0; i < m.choices().size(); i++) {
                    assertThat(cursor.choice(i)).as("%s choice %d", m, i).isEqualTo(m.choices().get(i));
                }
                int n = m.choices().size();
                assertThatThrownBy(() -> cursor.choice(n)).isInstanceOf(IndexOutOfBoundsException.class)
                        .hasMessage("choice " + n + " of " + n);
                captures += m.capture() ? 1 : 0;
                both += n == 2 ? 1 : 0;
                // the first board has no R4 effect: a single field choice there is the bonus field
                bonusOnly += board.equals(CHOICE_BOARDS.get(0)) && n == 1 ? 1 : 0;
            }
            assertThat(cursor.advance()).isFalse();
        }
        assertThat(captures).isPositive();
        assertThat(both).isPositive();
        assertThat(bonusOnly).isPositive();
    }

    @Test
    @DisplayName("reset returns the cursor; toString says where the cursor stands")
    void resetChainsAndToStringSaysWhere() {
        MoveCursor cursor = MoveCursor.of(Ruleset.STANDARD);
        Position p = Position.initial(2);
        int n = PacruRules.STANDARD.legalMoves(p).size();
        assertThat(cursor.reset(p).count()).isEqualTo(n);
        assertThat(cursor).hasToString("MoveCursor[before the first of " + n + "]");
        cursor.advance();
        assertThat(cursor).hasToString("MoveCursor[move 1 of " + n + "]");
        cursor.advance();
        assertThat(cursor).hasToString("MoveCursor[move 2 of " + n + "]");
        while (cursor.advance()) {
            assertThat(cursor.toString()).startsWith("MoveCursor[move ");
        }
        assertThat(cursor).hasToString("MoveCursor[after the last of " + n + "]");
    }

    @Test
    @DisplayName("R8.3: on a finished game the cursor has no move, and reading it says there are no more")
    void finishedGameHasNoMoreMoves() {
        Position over = RuleScenarios.board(2, Player.A, "e6:AN a1:b");
        MoveCursor cursor = MoveCursor.of(Ruleset.STANDARD).reset(over);
        assertThat(cursor.count()).isZero();
        assertThat(cursor).hasToString("MoveCursor[before the first of 0]");
        assertThatThrownBy(cursor::from).isInstanceOf(NoSuchElementException.class).hasMessage("call advance() first");
        assertThat(cursor.advance()).isFalse();
        assertThat(cursor).hasToString("MoveCursor[after the last of 0]");
        assertThatThrownBy(cursor::from).isInstanceOf(NoSuchElementException.class).hasMessage("no more moves");
    }
}
