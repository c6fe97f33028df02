package org.pacru.action;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;

class ChoiceTest {

    @Test
    @DisplayName("R9.2 a field choice prints the field and is equal by field")
    void r9_2_fieldChoice() {
        Choice c = Choice.of(Field.D9);
        assertThat(c).isInstanceOf(Choice.FieldChoice.class).hasToString("d9");
        assertThat(((Choice.FieldChoice) c).field()).isEqualTo(Field.D9);
        assertThat(c).isEqualTo(new Choice.FieldChoice(Field.D9)).isNotEqualTo(Choice.of(Field.D8));
        assertThatThrownBy(() -> Choice.of(null)).isInstanceOf(NullPointerException.class).hasMessage("field");
    }

    @Test
    @DisplayName("R4.5 the connection choice is a single value printed *")
    void r4_5_connection() {
        assertThat(Choice.connection()).isSameAs(Choice.Connection.INSTANCE).hasToString("*");
        assertThat(Choice.connection()).isNotEqualTo(Choice.of(Field.A1));
    }
}
