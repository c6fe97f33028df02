package org.pacru.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class FieldTest {

    @Test
    @DisplayName("R1.1 the board has 81 fields, a1 to i9")
    void r1_1_eightyOneFields() {
        assertThat(Field.values()).hasSize(81).hasSize(Field.COUNT);
        assertThat(Field.values()[0]).isEqualTo(Field.A1);
        assertThat(Field.values()[80]).isEqualTo(Field.I9);
    }

    @Test
    @DisplayName("R1.1 natural order is the canonical order of NOTATION §2: a1 < a2 < … < a9 < b1 < … < i9")
    void r1_1_naturalOrderIsCanonical() {
        List<Field> expected = new ArrayList<>();
        for (char f = 'a'; f <= 'i'; f++) {
            for (char r = '1'; r <= '9'; r++) {
                expected.add(Field.parse("" + f + r));
            }
        }
        assertThat(Arrays.asList(Field.values())).containsExactlyElementsOf(expected);
        List<Field> sorted = new ArrayList<>(List.of(Field.B1, Field.A9, Field.I9, Field.A1, Field.E4));
        sorted.sort(null);
        assertThat(sorted).containsExactly(Field.A1, Field.A9, Field.B1, Field.E4, Field.I9);
        // and the text form sorts the same way
        for (int i = 1; i < Field.COUNT; i++) {
            assertThat(Field.ofIndex(i - 1).toString()).isLessThan(Field.ofIndex(i).toString());
        }
    }

    @Test
    @DisplayName("R1.1 index is 9 * file + rank: a1 = 0, a9 = 8, b1 = 9, i9 = 80")
    void r1_1_index() {
        assertThat(Field.A1.index()).isZero();
        assertThat(Field.A9.index()).isEqualTo(8);
        assertThat(Field.B1.index()).isEqualTo(9);
        assertThat(Field.E4.index()).isEqualTo(9 * 4 + 3);
        assertThat(Field.I9.index()).isEqualTo(80);
        for (Field f : Field.values()) {
            assertThat(f.index()).isEqualTo(9 * f.file() + f.rank());
            assertThat(Field.ofIndex(f.index())).isSameAs(f);
            assertThat(Field.of(f.file(), f.rank())).isSameAs(f);
        }
    }

    @Test
    @DisplayName("R1.1 files a-i west to east, ranks 1-9 south to north")
    void r1_1_fileAndRank() {
        assertThat(Field.E4.file()).isEqualTo(4);
        assertThat(Field.E4.rank()).isEqualTo(3);
        assertThat(Field.of(0, 0)).isEqualTo(Field.A1);
        assertThat(Field.of(8, 0)).isEqualTo(Field.I1);
        assertThat(Field.of(0, 8)).isEqualTo(Field.A9);
    }

    @ParameterizedTest
    @ValueSource(ints = {-1, 81, 1000, Integer.MIN_VALUE})
    @DisplayName("R1.1 ofIndex outside 0..80 fails citing R1.1")
    void r1_1_ofIndexOutOfRange(int index) {
        assertThatThrownBy(() -> Field.ofIndex(index))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R1.1: ")
                .hasMessageContaining(String.valueOf(index));
    }

    @Test
    @DisplayName("R1.1 of(file, rank) outside 0..8 fails citing R1.1")
    void r1_1_ofOutOfRange() {
        for (int[] fr : new int[][] {{-1, 0}, {9, 0}, {0, -1}, {0, 9}, {9, 9}}) {
            assertThatThrownBy(() -> Field.of(fr[0], fr[1]))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("R1.1: ");
        }
    }

    @Test
    @DisplayName("R1.4 step: N is +1 rank, E is +1 file")
    void r1_4_step() {
        assertThat(Field.E4.step(Direction.N)).contains(Field.E5);
        assertThat(Field.E4.step(Direction.E)).contains(Field.F4);
        assertThat(Field.E4.step(Direction.SW)).contains(Field.D3);
        assertThat(Field.E4.step(Direction.NW)).contains(Field.D5);
    }

    @Test
    @DisplayName("R1.1 stepping off the board at any edge gives empty")
    void r1_1_stepAtEdgesIsEmpty() {
        assertThat(Field.A1.step(Direction.S)).isEmpty();
        assertThat(Field.A1.step(Direction.W)).isEmpty();
        assertThat(Field.A1.step(Direction.SW)).isEmpty();
        assertThat(Field.A1.step(Direction.NW)).isEmpty();
        assertThat(Field.A1.step(Direction.SE)).isEmpty();
        assertThat(Field.A1.step(Direction.NE)).contains(Field.B2);
        assertThat(Field.I9.step(Direction.N)).isEmpty();
        assertThat(Field.I9.step(Direction.E)).isEmpty();
        assertThat(Field.I9.step(Direction.NE)).isEmpty();
        assertThat(Field.I9.step(Direction.SW)).contains(Field.H8);
        assertThat(Field.E9.step(Direction.N)).isEmpty();
        assertThat(Field.E1.step(Direction.S)).isEmpty();
        assertThat(Field.A5.step(Direction.W)).isEmpty();
        assertThat(Field.I5.step(Direction.E)).isEmpty();
        int onBoard = 0;
        for (Field f : Field.values()) {
            for (Direction d : Direction.values()) {
                if (f.step(d).isPresent()) {
                    onBoard++;
                }
            }
        }
        // 8 neighbours inside, 5 on an edge, 3 in a corner: 49*8 + 28*5 + 4*3
        assertThat(onBoard).isEqualTo(49 * 8 + 28 * 5 + 4 * 3);
    }

    @Test
    @DisplayName("R1.1 parse accepts upper case and surrounding blanks (NOTATION §1)")
    void r1_1_parseIsLenient() {
        assertThat(Field.parse("e4")).isEqualTo(Field.E4);
        assertThat(Field.parse("E4")).isEqualTo(Field.E4);
        assertThat(Field.parse(" e4 ")).isEqualTo(Field.E4);
        assertThat(Field.parse("\tI9\n")).isEqualTo(Field.I9);
        assertThat(Field.parse(new StringBuilder("a1"))).isEqualTo(Field.A1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "e", "e0", "e10", "j1", "z9", "44", "ee", "e 4", "e4e", "-e4"})
    @DisplayName("R1.1 parse rejects anything that is not a field, citing R1.1 and the input")
    void r1_1_parseRejects(String text) {
        assertThatThrownBy(() -> Field.parse(text))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R1.1: ")
                .hasMessageContaining("'" + text + "'");
    }

    @Test
    @DisplayName("R1.1 toString is the lower-case name")
    void r1_1_toStringLowerCase() {
        assertThat(Field.E4).hasToString("e4");
        assertThat(Field.A1).hasToString("a1");
        assertThat(Field.I9).hasToString("i9");
    }

    @Test
    @DisplayName("R1.2 each field knows its borderland")
    void r1_2_borderlandOfField() {
        assertThat(Field.A1.borderland()).isEqualTo(Borderland.B2);
        assertThat(Field.D4.borderland()).isEqualTo(Borderland.E5);
        assertThat(Field.I9.borderland()).isEqualTo(Borderland.H8);
    }

    @Property(tries = 200)
    void parseOfToStringIsIdentity(@ForAll Field f) {
        assertThat(Field.parse(f.toString())).isSameAs(f);
        assertThat(Field.parse(f.toString().toUpperCase())).isSameAs(f);
    }

    @Property(tries = 300)
    void stepThenOppositeStepReturns(@ForAll Field f, @ForAll Direction d) {
        f.step(d).ifPresent(g -> assertThat(g.step(d.opposite())).contains(f));
    }
}
