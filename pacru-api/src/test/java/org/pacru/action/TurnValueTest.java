package org.pacru.action;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.pacru.board.Direction;
import org.pacru.board.Field;

class TurnValueTest {

    @Test
    void r7_1_costIsTwoMarkersPer45Degrees() {
        assertThat(Turn.ANTICLOCKWISE_45.cost()).isEqualTo(2);
        assertThat(Turn.CLOCKWISE_45.cost()).isEqualTo(2);
        assertThat(Turn.ANTICLOCKWISE_90.cost()).isEqualTo(4);
        assertThat(Turn.CLOCKWISE_90.cost()).isEqualTo(4);
    }

    @Test
    void r7_2_onlyFourTurnsExistInCanonicalOrder() {
        assertThat(Turn.values()).extracting(Turn::steps).containsExactly(-1, -2, 1, 2);
        assertThat(Turn.values()).extracting(Turn::symbol).containsExactly("<", "<<", ">", ">>");
        for (Turn t : Turn.values()) {
            assertThat(Turn.ofSteps(t.steps())).isSameAs(t);
        }
        for (int bad : new int[] {-3, 0, 3, 8}) {
            assertThatThrownBy(() -> Turn.ofSteps(bad)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("R7.2");
        }
    }

    @Test
    void r7_turnAppliesToFacing() {
        assertThat(Turn.CLOCKWISE_90.apply(Direction.N)).isEqualTo(Direction.E);
        assertThat(Turn.ANTICLOCKWISE_45.apply(Direction.N)).isEqualTo(Direction.NW);
        assertThatThrownBy(() -> Turn.CLOCKWISE_45.apply(null)).isInstanceOf(NullPointerException.class)
                .hasMessage("before");
    }

    @Test
    void r9_3_rotationNamesItsTurn() {
        Rotation r = Rotation.of(Field.D9, Turn.CLOCKWISE_90, Field.A7, Field.B5, Field.B7, Field.C4);
        assertThat(r.turning()).isEqualTo(Turn.CLOCKWISE_90);
        assertThat(r.steps()).isEqualTo(2);
        assertThat(r).hasToString("d9>>(a7,b5,b7,c4)");
        assertThat(Rotation.of(Field.E1, -1, Field.A2, Field.B3)).hasToString("e1<(a2,b3)");
    }
}
