package org.pacru.action;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;

class MoveTest {

    @Test
    @DisplayName("R9.1 a move names start, destination and whether it captures")
    void r9_1_parts() {
        Move m = Move.of(Field.E1, Field.E4);
        assertThat(m.from()).isEqualTo(Field.E1);
        assertThat(m.to()).isEqualTo(Field.E4);
        assertThat(m.capture()).isFalse();
        assertThat(m.choices()).isEmpty();
        assertThat(Move.capture(Field.E3, Field.E4).capture()).isTrue();
        assertThat(Move.of(Field.E3, Field.E4)).isNotEqualTo(Move.capture(Field.E3, Field.E4));
    }

    @Test
    @DisplayName("R3.2 a move from a field to itself is no move")
    void r3_2_fromEqualsTo() {
        assertThatThrownBy(() -> Move.of(Field.E4, Field.E4))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R3.2: ")
                .hasMessageContaining("e4");
    }

    @Test
    @DisplayName("R9.2 a move names at most two choices")
    void r9_2_atMostTwoChoices() {
        assertThatThrownBy(() -> Move.of(Field.E1, Field.E4)
                .withChoices(Choice.of(Field.A1), Choice.of(Field.A2), Choice.of(Field.A3)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R9.2: ")
                .hasMessageContaining("not 3");
    }

    @Test
    @DisplayName("R9.2 the connection * can only be the first choice")
    void r9_2_connectionOnlyFirst() {
        assertThatThrownBy(() -> Move.of(Field.A4, Field.A6).withChoices(Choice.of(Field.A1), Choice.connection()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R9.2: ");
        assertThatThrownBy(() -> Move.of(Field.A4, Field.A6).withChoices(Choice.connection(), Choice.connection()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R9.2: ");
        Move ok = Move.of(Field.A4, Field.A6).withChoices(Choice.connection(), Choice.of(Field.I9));
        assertThat(ok.choices()).containsExactly(Choice.connection(), Choice.of(Field.I9));
    }

    @Test
    @DisplayName("R9.2 a field named twice is well-formed (illegal, but for the rules to say)")
    void r9_2_repeatedFieldIsWellFormed() {
        Move m = Move.of(Field.E1, Field.E4).withChoices(Choice.of(Field.E6), Choice.of(Field.E6));
        assertThat(m).hasToString("e1-e4(e6,e6)");
    }

    @Test
    @DisplayName("toString is canonical notation: e1-e4, e3xe4(e6,i9), a4-a6(*)")
    void canonicalToString() {
        assertThat(Move.of(Field.E1, Field.E4)).hasToString("e1-e4");
        assertThat(Move.capture(Field.E3, Field.E4).withChoices(Choice.of(Field.E6), Choice.of(Field.I9)))
                .hasToString("e3xe4(e6,i9)");
        assertThat(Move.of(Field.A4, Field.A6).withChoices(Choice.connection())).hasToString("a4-a6(*)");
        assertThat(Move.of(Field.A4, Field.A6).withChoices(Choice.connection(), Choice.of(Field.B2)))
                .hasToString("a4-a6(*,b2)");
        assertThat(Move.of(Field.I9, Field.H8).withChoices(Choice.of(Field.G7))).hasToString("i9-h8(g7)");
    }

    @Test
    @DisplayName("base() drops the choices and keeps start, destination and capture")
    void base() {
        Move plain = Move.capture(Field.E3, Field.E4);
        assertThat(plain.base()).isSameAs(plain);
        Move full = plain.withChoices(Choice.of(Field.E6), Choice.of(Field.I9));
        assertThat(full.base()).isEqualTo(plain);
        assertThat(full.withChoices(List.of()).choices()).isEmpty();
        assertThat(full).isNotEqualTo(plain);
    }

    @Test
    @DisplayName("choices are an unmodifiable copy, independent of the caller's list")
    void choicesCopied() {
        List<Choice> list = new ArrayList<>(List.of(Choice.of(Field.E6)));
        Move m = new Move(Field.E1, Field.E4, false, list);
        list.add(Choice.of(Field.I9));
        assertThat(m.choices()).containsExactly(Choice.of(Field.E6));
        assertThatThrownBy(() -> m.choices().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThat(m).isEqualTo(Move.of(Field.E1, Field.E4).withChoices(Choice.of(Field.E6)))
                .hasSameHashCodeAs(Move.of(Field.E1, Field.E4).withChoices(Choice.of(Field.E6)));
    }

    @Test
    @DisplayName("null parts are refused by name")
    void nullsRefused() {
        assertThatThrownBy(() -> Move.of(null, Field.E4)).isInstanceOf(NullPointerException.class).hasMessage("from");
        assertThatThrownBy(() -> Move.of(Field.E4, null)).isInstanceOf(NullPointerException.class).hasMessage("to");
        assertThatThrownBy(() -> new Move(Field.E1, Field.E4, false, null))
                .isInstanceOf(NullPointerException.class).hasMessage("choices");
    }
}
