package org.pacru.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class ChevronTest {

    @Test
    @DisplayName("R1.4 a chevron has an owner and a facing; equal by content")
    void r1_4_ownerAndFacing() {
        Chevron c = new Chevron(Player.B, Direction.SW);
        assertThat(c.owner()).isEqualTo(Player.B);
        assertThat(c.facing()).isEqualTo(Direction.SW);
        assertThat(c).isEqualTo(new Chevron(Player.B, Direction.SW)).hasSameHashCodeAs(new Chevron(Player.B, Direction.SW));
        assertThat(c).isNotEqualTo(new Chevron(Player.A, Direction.SW)).isNotEqualTo(new Chevron(Player.B, Direction.S));
    }

    @Test
    @DisplayName("R1.4 prints owner letter and facing as in position strings: AN, BSW")
    void r1_4_toString() {
        assertThat(new Chevron(Player.A, Direction.N)).hasToString("AN");
        assertThat(new Chevron(Player.B, Direction.SW)).hasToString("BSW");
        assertThat(new Chevron(Player.D, Direction.NE)).hasToString("DNE");
    }

    @Test
    @DisplayName("R7.1 rotate and withFacing keep the owner")
    void r7_1_rotateKeepsOwner() {
        Chevron c = new Chevron(Player.C, Direction.N);
        assertThat(c.rotate(2)).isEqualTo(new Chevron(Player.C, Direction.E));
        assertThat(c.rotate(-1)).isEqualTo(new Chevron(Player.C, Direction.NW));
        assertThat(c.withFacing(Direction.S)).isEqualTo(new Chevron(Player.C, Direction.S));
        assertThat(c.facing()).isEqualTo(Direction.N);
    }

    @Test
    @DisplayName("null owner or facing is refused by name")
    void nullsRefused() {
        assertThatThrownBy(() -> new Chevron(null, Direction.N)).isInstanceOf(NullPointerException.class).hasMessage("owner");
        assertThatThrownBy(() -> new Chevron(Player.A, null)).isInstanceOf(NullPointerException.class).hasMessage("facing");
    }
}
