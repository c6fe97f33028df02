package org.pacru.action;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.pacru.board.Direction;
import org.pacru.board.Field;

class RotationValueTest {

    @ParameterizedTest
    @ValueSource(ints = {0, 3, -3, 4, 8, -8})
    @DisplayName("R7.2 a rotation turns by 1 or 2 steps either way, never more than 90°")
    void r7_2_stepsRange(int steps) {
        assertThatThrownBy(() -> Rotation.of(Field.E1, steps, Field.A1, Field.A2))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R7.2: ")
                .hasMessageContaining("not " + steps);
    }

    @Test
    @DisplayName("R7.1 cost: 2 markers for 45°, 4 for 90°; positive steps turn clockwise")
    void r7_1_costAndTurn() {
        assertThat(Rotation.of(Field.E1, 1).cost()).isEqualTo(2);
        assertThat(Rotation.of(Field.E1, -1).cost()).isEqualTo(2);
        assertThat(Rotation.of(Field.E1, 2).cost()).isEqualTo(4);
        assertThat(Rotation.of(Field.E1, -2).cost()).isEqualTo(4);
        assertThat(Rotation.of(Field.E1, 1).turn(Direction.N)).isEqualTo(Direction.NE);
        assertThat(Rotation.of(Field.E1, -2).turn(Direction.N)).isEqualTo(Direction.W);
        assertThat(Rotation.of(Field.E1, 2).turn(Direction.W)).isEqualTo(Direction.N);
    }

    @Test
    @DisplayName("R9.3 relinquished fields are a set: kept sorted in canonical order, so order does not matter")
    void r9_3_fieldsSorted() {
        Rotation r = Rotation.of(Field.D9, 2, Field.C4, Field.B7, Field.B5, Field.A7);
        assertThat(r.relinquished()).containsExactly(Field.A7, Field.B5, Field.B7, Field.C4);
        assertThat(r).isEqualTo(Rotation.of(Field.D9, 2, Field.A7, Field.B5, Field.B7, Field.C4))
                .hasSameHashCodeAs(Rotation.of(Field.D9, 2, Field.B7, Field.A7, Field.C4, Field.B5));
    }

    @Test
    @DisplayName("R7.1 duplicates and wrong counts are kept, so the rules can say why they are illegal")
    void r7_1_duplicatesKept() {
        Rotation r = Rotation.of(Field.E1, 1, Field.B4, Field.A2, Field.B4);
        assertThat(r.relinquished()).containsExactly(Field.A2, Field.B4, Field.B4);
        assertThat(r).hasToString("e1>(a2,b4,b4)");
        assertThat(Rotation.of(Field.E1, 2, Field.A1).relinquished()).hasSize(1);
        assertThat(r).isNotEqualTo(Rotation.of(Field.E1, 1, Field.A2, Field.B4));
    }

    @Test
    @DisplayName("toString is canonical notation: d9>>(a7,b5,b7,c4), e1<(a2,b3)")
    void canonicalToString() {
        assertThat(Rotation.of(Field.D9, 2, Field.C4, Field.B7, Field.B5, Field.A7)).hasToString("d9>>(a7,b5,b7,c4)");
        assertThat(Rotation.of(Field.E1, -1, Field.B3, Field.A2)).hasToString("e1<(a2,b3)");
        assertThat(Rotation.of(Field.E1, 1, Field.B3, Field.A2)).hasToString("e1>(a2,b3)");
        assertThat(Rotation.of(Field.I9, -2, Field.I1, Field.A1, Field.A9, Field.E5)).hasToString("i9<<(a1,a9,e5,i1)");
    }

    @Test
    @DisplayName("the relinquished list is an unmodifiable copy")
    void relinquishedCopied() {
        java.util.List<Field> list = new java.util.ArrayList<>(List.of(Field.B3, Field.A2));
        Rotation r = new Rotation(Field.E1, 1, list);
        list.clear();
        assertThat(r.relinquished()).containsExactly(Field.A2, Field.B3);
        assertThatThrownBy(() -> r.relinquished().clear()).isInstanceOf(UnsupportedOperationException.class);
    }

    @Test
    @DisplayName("null parts are refused by name")
    void nullsRefused() {
        assertThatThrownBy(() -> Rotation.of(null, 1)).isInstanceOf(NullPointerException.class).hasMessage("field");
        assertThatThrownBy(() -> new Rotation(Field.E1, 1, null)).isInstanceOf(NullPointerException.class)
                .hasMessage("relinquished");
        assertThatThrownBy(() -> Rotation.of(Field.E1, 1, Field.A1, null)).isInstanceOf(NullPointerException.class);
    }

    @Property(tries = 100)
    void anyOrderGivesTheSameRotation(@ForAll @Size(max = 6) List<Field> fields) {
        List<Field> reversed = new java.util.ArrayList<>(fields);
        java.util.Collections.reverse(reversed);
        Rotation a = new Rotation(Field.E5, 2, fields);
        Rotation b = new Rotation(Field.E5, 2, reversed);
        assertThat(a).isEqualTo(b);
        assertThat(a.relinquished()).isSorted().hasSameSizeAs(fields);
    }
}
