package org.pacru.core.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.core.verify.RandomPositions;
import org.pacru.internal.FieldBits;

/**
 * The generator's output read without listing it, as random playouts draw a base move: the
 * number of base moves ({@link Destinations#moveCount}) and the one at an index
 * ({@link Destinations#moveAt}) agree with the list {@link Movement#baseMoves} makes.
 */
class DestinationsTest {

    @Test
    @DisplayName("R3 R5 moveCount and moveAt(i) are the number of base moves and the i-th of them in canonical order, hi fields and captures included")
    void moveAtIsTheIthBaseMoveInCanonicalOrder() {
        Random rnd = new Random(26);
        int moves = 0;
        int hiDestinations = 0;
        int captures = 0;
        for (int n = 0; n < 2_000; n++) {
            Board b = new Board(RandomPositions.random(rnd));
            for (int p = 0; p < b.players; p++) {
                Destinations d = new Destinations();
                Movement.generate(b, p, d, false);
                IntList list = new IntList();
                Movement.baseMoves(b, p, list);          // generates again, into the board's own buffer
                assertThat(d.moveCount()).isEqualTo(list.size());
                for (int i = 0; i < list.size(); i++) {
                    int code = d.moveAt(i);
                    assertThat(code).as("base move %d of %d", i, list.size()).isEqualTo(list.get(i));
                    hiDestinations += MoveCode.to(code) >= FieldBits.HI_FIRST ? 1 : 0;
                    captures += MoveCode.capture(code) ? 1 : 0;
                }
                int count = list.size();
                assertThatThrownBy(() -> d.moveAt(count)).isInstanceOf(IndexOutOfBoundsException.class);
                moves += list.size();
            }
        }
        assertThat(moves).isGreaterThan(10_000);
        assertThat(hiDestinations).as("destinations of index 64 and above (ranks 8-9 of files h-i)").isGreaterThan(100);
        assertThat(captures).as("captures (R5.2)").isGreaterThan(20);
    }
}
