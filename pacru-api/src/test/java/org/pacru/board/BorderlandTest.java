package org.pacru.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BorderlandTest {

    @Test
    @DisplayName("R1.2 nine borderlands named by their centre fields b2, b5, b8, e2, …, h8")
    void r1_2_nineNamedByCentre() {
        assertThat(Borderland.values()).hasSize(9);
        assertThat(Borderland.values()).extracting(Borderland::centre).containsExactly(
                Field.B2, Field.B5, Field.B8, Field.E2, Field.E5, Field.E8, Field.H2, Field.H5, Field.H8);
        for (Borderland b : Borderland.values()) {
            assertThat(b.toString()).isEqualTo(b.centre().toString());
            assertThat(b.name()).isEqualTo(b.centre().name());
        }
    }

    @Test
    @DisplayName("R1.2 every field lies in exactly one borderland, the 3×3 block of its file and rank thirds")
    void r1_2_ofEveryField() {
        for (Field f : Field.values()) {
            Borderland b = Borderland.of(f);
            assertThat(b.centre().file()).isEqualTo(f.file() / 3 * 3 + 1);
            assertThat(b.centre().rank()).isEqualTo(f.rank() / 3 * 3 + 1);
            assertThat(b.contains(f)).isTrue();
            assertThat(b.fields()).contains(f);
            for (Borderland other : Borderland.values()) {
                if (other != b) {
                    assertThat(other.contains(f)).isFalse();
                }
            }
        }
    }

    @Test
    @DisplayName("R1.2 a borderland's nine fields, in canonical order, partition the board")
    void r1_2_fieldsPartitionTheBoard() {
        assertThat(Borderland.E5.fields()).containsExactly(
                Field.D4, Field.D5, Field.D6, Field.E4, Field.E5, Field.E6, Field.F4, Field.F5, Field.F6);
        assertThat(Borderland.B2.fields()).containsExactly(
                Field.A1, Field.A2, Field.A3, Field.B1, Field.B2, Field.B3, Field.C1, Field.C2, Field.C3);
        Set<Field> all = EnumSet.noneOf(Field.class);
        for (Borderland b : Borderland.values()) {
            assertThat(b.fields()).hasSize(9).isSorted();
            all.addAll(b.fields());
        }
        assertThat(all).hasSize(81);
    }

    @Test
    @DisplayName("R1.2 the field list is unmodifiable")
    void r1_2_fieldsUnmodifiable() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Borderland.H8.fields().clear())
                .isInstanceOf(UnsupportedOperationException.class);
    }
}
