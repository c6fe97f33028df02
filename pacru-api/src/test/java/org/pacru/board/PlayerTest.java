package org.pacru.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PlayerTest {

    @Test
    @DisplayName("R1.5 players are numbered 1-4 and lettered A-D")
    void r1_5_numbersAndLetters() {
        assertThat(Player.values()).containsExactly(Player.A, Player.B, Player.C, Player.D);
        int n = 1;
        for (Player p : Player.values()) {
            assertThat(p.number()).isEqualTo(n);
            assertThat(Player.ofNumber(n)).isSameAs(p);
            assertThat(p.letter()).isEqualTo((char) ('A' + n - 1));
            assertThat(p.markerLetter()).isEqualTo((char) ('a' + n - 1));
            assertThat(p.toString()).isEqualTo(String.valueOf(p.letter()));
            n++;
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 5, -1})
    @DisplayName("R1.5 no player has a number outside 1-4")
    void r1_5_ofNumberOutOfRange(int number) {
        assertThatThrownBy(() -> Player.ofNumber(number))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("R1.5: ");
    }

    @Test
    @DisplayName("R1.5 turns pass 1→2→…→n→1")
    void r1_5_next() {
        assertThat(Player.A.next(2)).isEqualTo(Player.B);
        assertThat(Player.B.next(2)).isEqualTo(Player.A);
        assertThat(Player.B.next(3)).isEqualTo(Player.C);
        assertThat(Player.C.next(3)).isEqualTo(Player.A);
        assertThat(Player.C.next(4)).isEqualTo(Player.D);
        assertThat(Player.D.next(4)).isEqualTo(Player.A);
        assertThatThrownBy(() -> Player.A.next(1)).hasMessageStartingWith("R1.5: ");
        assertThatThrownBy(() -> Player.A.next(5)).hasMessageStartingWith("R1.5: ");
    }

    @Test
    @DisplayName("R1.5 parse reads a letter A-D in either case")
    void r1_5_parse() {
        assertThat(Player.parse("c")).isEqualTo(Player.C);
        assertThat(Player.parse(" D ")).isEqualTo(Player.D);
        assertThat(Player.parse("a")).isEqualTo(Player.A);
        for (String bad : new String[] {"", "E", "AB", "1", "e"}) {
            assertThatThrownBy(() -> Player.parse(bad))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageStartingWith("R1.5: ")
                    .hasMessageContaining("'" + bad + "'");
        }
    }
}
