package org.pacru.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Position;

/** The one field bit layout: fields 0–63 in the lo word (a long), 64–80 as bits 0–16 of the hi word (an int). */
class FieldBitsTest {

    @Test
    @DisplayName("fields 0-63 are bits of the lo word, fields 64-80 bits 0-16 of the hi word")
    void everyFieldHasExactlyOneBit() {
        long lo = 0;
        int hi = 0;
        for (int f = 0; f < 81; f++) {
            assertThat(FieldBits.count(FieldBits.loBit(f), FieldBits.hiBit(f))).as("field %d", f).isEqualTo(1);
            assertThat(FieldBits.inLo(f)).isEqualTo(f < 64);
            assertThat(FieldBits.has(FieldBits.loBit(f), FieldBits.hiBit(f), f)).isTrue();
            int w = f / 32;
            assertThat(FieldBits.field(w, FieldBits.word(FieldBits.loBit(f), FieldBits.hiBit(f), w))).isEqualTo(f);
            lo |= FieldBits.loBit(f);
            hi |= FieldBits.hiBit(f);
        }
        assertThat(lo).isEqualTo(-1L);
        assertThat(hi).isEqualTo(FieldBits.HI_ALL).isEqualTo((1 << 17) - 1);
        assertThat(FieldBits.hiBit(80)).isEqualTo(1 << 16);
        assertThat(FieldBits.loBit(63)).isEqualTo(Long.MIN_VALUE);
        assertThat(FieldBits.hiField(0)).isEqualTo(64);
        assertThat(FieldBits.has(0, 1, 63)).isFalse();
    }

    @Test
    @DisplayName("the int-word helpers count and list a set's fields as Long's bit operations do")
    void intWordsAgreeWithLongOperations() {
        SplittableRandom random = new SplittableRandom(81);
        for (int i = 0; i < 10_000; i++) {
            long lo = sparse(random, 64);
            int hi = (int) sparse(random, 17);
            assertThat(FieldBits.count(lo, hi)).isEqualTo(Long.bitCount(lo) + Long.bitCount(hi));
            List<Integer> listed = new ArrayList<>();
            for (int w = 0; w < FieldBits.WORDS; w++) {
                for (int x = FieldBits.word(lo, hi, w); x != 0; x &= x - 1) {
                    listed.add(FieldBits.field(w, x));
                }
            }
            List<Integer> expected = new ArrayList<>();
            for (int f = 0; f < 81; f++) {
                if (FieldBits.has(lo, hi, f)) {
                    expected.add(f);
                }
            }
            assertThat(listed).isEqualTo(expected);
        }
    }

    /** A random word of the given width, with few, many or any bits set, and the top bits often. */
    private static long sparse(SplittableRandom random, int bits) {
        long x = switch (random.nextInt(4)) {
            case 0 -> 1L << random.nextInt(64);
            case 1 -> random.nextLong() & random.nextLong() & random.nextLong();
            case 2 -> random.nextLong() | Long.MIN_VALUE;
            default -> random.nextLong();
        };
        return bits == 64 ? x : x & ((1L << bits) - 1);
    }

    @Test
    @DisplayName("a position's occupancy reads the layout: the start chevrons on both sides of field 64")
    void positionOccupancyUsesTheLayout() {
        Position start = Position.initial(2);
        for (Field f : Field.values()) {
            boolean occupied = start.chevronAt(f).isPresent();
            assertThat(start.isOccupied(f)).as("%s", f).isEqualTo(occupied);
        }
    }
}
