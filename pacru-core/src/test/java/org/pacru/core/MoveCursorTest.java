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
import org.pacru.board.Position;
import org.pacru.rules.Ruleset;

/** {@link MoveCursor}: the legal moves of {@link PacruRules#legalMoves}, read without building them. */
class MoveCursorTest {

    @Test
    @DisplayName("R9: the cursor yields exactly legalMoves, in order, part by part; next() is apply's position")
    void sameMovesAsLegalMoves() {
        for (Ruleset ruleset : List.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY)) {
            PacruRules rules = PacruRules.of(ruleset);
            MoveCursor cursor = MoveCursor.of(ruleset);
            RandomPlayer player = RandomPlayer.of(ruleset, 0.1);
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
}
