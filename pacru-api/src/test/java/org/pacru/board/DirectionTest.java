package org.pacru.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.rules.Language;

class DirectionTest {

    @Test
    @DisplayName("a direction in words takes the reader's compass letters: Spanish O, SO, NO for oeste; English and Japanese the notation's")
    void wordingTakesTheReadersCompassLetters() {
        StringBuilder es = new StringBuilder();
        StringBuilder en = new StringBuilder();
        StringBuilder ja = new StringBuilder();
        for (Direction d : Direction.values()) {
            es.append(' ').append(d.wording().text(Language.SPANISH));
            en.append(' ').append(d.wording().text(Language.ENGLISH));
            ja.append(' ').append(d.wording().text(Language.JAPANESE));
        }
        assertThat(es).hasToString(" N NE E SE S SO O NO");
        assertThat(en).hasToString(" N NE E SE S SW W NW");
        assertThat(ja).hasToString(en.toString());
        assertThat(Direction.SW.wording().arguments()).isEmpty();
        assertThat(Direction.SW).hasToString("SW");
    }

    @Test
    @DisplayName("R1.4 eight directions listed clockwise from north")
    void r1_4_clockwiseOrder() {
        assertThat(Direction.values()).containsExactly(
                Direction.N, Direction.NE, Direction.E, Direction.SE,
                Direction.S, Direction.SW, Direction.W, Direction.NW);
        Direction d = Direction.N;
        for (Direction expected : new Direction[] {Direction.NE, Direction.E, Direction.SE, Direction.S,
                Direction.SW, Direction.W, Direction.NW, Direction.N}) {
            d = d.rotate(1);
            assertThat(d).isEqualTo(expected);
        }
    }

    @Test
    @DisplayName("R1.4 N is +1 rank, E is +1 file")
    void r1_4_deltas() {
        assertThat(Direction.N.rankDelta()).isEqualTo(1);
        assertThat(Direction.N.fileDelta()).isZero();
        assertThat(Direction.E.fileDelta()).isEqualTo(1);
        assertThat(Direction.E.rankDelta()).isZero();
        assertThat(Direction.SW.fileDelta()).isEqualTo(-1);
        assertThat(Direction.SW.rankDelta()).isEqualTo(-1);
        assertThat(Direction.NW.fileDelta()).isEqualTo(-1);
        assertThat(Direction.NW.rankDelta()).isEqualTo(1);
    }

    @Test
    @DisplayName("R7.1 rotate wraps both ways: positive is clockwise, one step 45°")
    void r7_1_rotateWraps() {
        assertThat(Direction.N.rotate(1)).isEqualTo(Direction.NE);
        assertThat(Direction.N.rotate(-1)).isEqualTo(Direction.NW);
        assertThat(Direction.N.rotate(-2)).isEqualTo(Direction.W);
        assertThat(Direction.NW.rotate(1)).isEqualTo(Direction.N);
        assertThat(Direction.NW.rotate(2)).isEqualTo(Direction.NE);
        assertThat(Direction.E.rotate(8)).isEqualTo(Direction.E);
        assertThat(Direction.E.rotate(-8)).isEqualTo(Direction.E);
        assertThat(Direction.E.rotate(-17)).isEqualTo(Direction.NE);
        assertThat(Direction.S.rotate(0)).isEqualTo(Direction.S);
    }

    @Test
    @DisplayName("R6.1c opposite is the 180° turn: nose to nose")
    void r6_1c_opposite() {
        assertThat(Direction.N.opposite()).isEqualTo(Direction.S);
        assertThat(Direction.SE.opposite()).isEqualTo(Direction.NW);
        assertThat(Direction.E.opposite()).isEqualTo(Direction.W);
        for (Direction d : Direction.values()) {
            assertThat(d.opposite().opposite()).isEqualTo(d);
            assertThat(d.opposite()).isNotEqualTo(d);
            assertThat(d.opposite().fileDelta()).isEqualTo(-d.fileDelta());
            assertThat(d.opposite().rankDelta()).isEqualTo(-d.rankDelta());
        }
    }

    @Test
    @DisplayName("R3.1 between: the direction of a straight line, empty when equal or not on a line")
    void r3_1_between() {
        assertThat(Direction.between(Field.E1, Field.E9)).contains(Direction.N);
        assertThat(Direction.between(Field.E9, Field.E1)).contains(Direction.S);
        assertThat(Direction.between(Field.A1, Field.I9)).contains(Direction.NE);
        assertThat(Direction.between(Field.I1, Field.A9)).contains(Direction.NW);
        assertThat(Direction.between(Field.E4, Field.F3)).contains(Direction.SE);
        assertThat(Direction.between(Field.E4, Field.A4)).contains(Direction.W);
        assertThat(Direction.between(Field.E4, Field.E4)).isEmpty();
        assertThat(Direction.between(Field.E1, Field.F3)).isEmpty();
        assertThat(Direction.between(Field.A1, Field.B9)).isEmpty();
    }

    @Test
    @DisplayName("R1.4 parse reads the eight names in any case and rejects others citing R1.4")
    void r1_4_parse() {
        assertThat(Direction.parse("sw")).isEqualTo(Direction.SW);
        assertThat(Direction.parse(" Ne ")).isEqualTo(Direction.NE);
        for (Direction d : Direction.values()) {
            assertThat(Direction.parse(d.name())).isEqualTo(d);
        }
        assertThatThrownBy(() -> Direction.parse("NNE"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R1.4: ")
                .hasMessageContaining("'NNE'");
        assertThatThrownBy(() -> Direction.parse(""))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R1.4: ");
    }

    @Property(tries = 200)
    void rotateAddsUp(@ForAll Direction d, @ForAll @IntRange(min = -50, max = 50) int a,
                      @ForAll @IntRange(min = -50, max = 50) int b) {
        assertThat(d.rotate(a).rotate(b)).isEqualTo(d.rotate(a + b));
    }

    @Property(tries = 100)
    void betweenAgreesWithStepping(@ForAll Field from, @ForAll Direction d,
                                   @ForAll @IntRange(min = 1, max = 8) int distance) {
        Field f = from;
        for (int i = 0; i < distance; i++) {
            java.util.Optional<Field> next = f.step(d);
            if (next.isEmpty()) {
                return;
            }
            f = next.get();
        }
        assertThat(Direction.between(from, f)).contains(d);
    }
}
