package org.pacru.core.engine;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Position;

/**
 * The chevron arrays of a working board (perft nodes, playouts): with a pool, each length has two
 * arrays that are handed out again and again, so that playing a ply allocates no array, and the
 * array asked for is never the one it replaces (the new chevrons are built while the old ones are
 * read); without a pool every array is new. A board without a pool hands its own array to a
 * position; one with a pool hands a copy, as the pool will overwrite it.
 */
class ChevronPoolTest {

    @Test
    @DisplayName("R3.5 R5.3 a pool hands back the same two arrays of each length, never the array being replaced")
    void poolHandsBackTwoArraysPerLengthNeverTheOldOne() {
        Board b = new Board();
        b.recycleChevrons();
        short[] three = b.newChevrons(3, null);
        assertThat(three).hasSize(3);
        assertThat(b.newChevrons(3, null)).as("the first array of length 3 again").isSameAs(three);
        short[] otherThree = b.newChevrons(3, three);
        assertThat(otherThree).as("not the array being replaced").hasSize(3).isNotSameAs(three);
        assertThat(b.newChevrons(3, three)).as("the second array of length 3 again").isSameAs(otherThree);
        assertThat(b.newChevrons(3, otherThree)).as("replacing the second: the first").isSameAs(three);

        short[] two = b.newChevrons(2, three);
        assertThat(two).hasSize(2);
        short[] otherTwo = b.newChevrons(2, two);
        assertThat(otherTwo).hasSize(2).isNotSameAs(two);
        assertThat(b.newChevrons(2, two)).isSameAs(otherTwo);
        assertThat(b.newChevrons(3, two)).as("length 3 unchanged by length 2").isSameAs(three);
        assertThat(b.newChevrons(3, three)).isSameAs(otherThree);
        for (int length = 1; length <= 12; length++) {
            short[] first = b.newChevrons(length, null);
            assertThat(first).as("length %d", length).hasSize(length);
            assertThat(b.newChevrons(length, first)).as("length %d, replacing the first", length)
                    .hasSize(length).isNotSameAs(first);
        }
    }

    @Test
    @DisplayName("R3.5 R5.3 without a pool every array is new")
    void withoutAPoolEveryArrayIsNew() {
        Board b = new Board();
        short[] three = b.newChevrons(3, null);
        assertThat(three).hasSize(3);
        assertThat(b.newChevrons(3, null)).hasSize(3).isNotSameAs(three);
    }

    @Test
    @DisplayName("R1.3 R1.4 a board without a pool hands a position its own chevron array; one with a pool a copy")
    void ownChevronsAreACopyOnlyWithAPool() {
        Board plain = new Board(Position.initial(3));
        assertThat(plain.ownChevrons()).isSameAs(plain.chev);

        Board pooled = new Board();
        pooled.recycleChevrons();
        pooled.load(Position.initial(3));
        short[] c = pooled.newChevrons(pooled.chev.length, pooled.chev);
        System.arraycopy(pooled.chev, 0, c, 0, c.length);
        pooled.replaceChevrons(c);
        short[] own = pooled.ownChevrons();
        assertThat(own).isNotSameAs(c).containsExactly(c);
    }
}
