package org.pacru.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Position;

/** The one field bit layout: fields 0–63 in the lo word, 64–80 as bits 0–16 of the hi word. */
class FieldBitsTest {

    @Test
    @DisplayName("fields 0-63 are bits of the lo word, fields 64-80 bits 0-16 of the hi word")
    void everyFieldHasExactlyOneBit() {
        long lo = 0;
        long hi = 0;
        for (int f = 0; f < 81; f++) {
            assertThat(FieldBits.count(FieldBits.loBit(f), FieldBits.hiBit(f))).as("field %d", f).isEqualTo(1);
            assertThat(FieldBits.inLo(f)).isEqualTo(f < 64);
            assertThat(FieldBits.has(FieldBits.loBit(f), FieldBits.hiBit(f), f)).isTrue();
            assertThat(FieldBits.field(Long.numberOfTrailingZeros(FieldBits.loBit(f) | FieldBits.hiBit(f)), !FieldBits.inLo(f)))
                    .isEqualTo(f);
            lo |= FieldBits.loBit(f);
            hi |= FieldBits.hiBit(f);
        }
        assertThat(lo).isEqualTo(-1L);
        assertThat(hi).isEqualTo(FieldBits.HI_ALL).isEqualTo((1L << 17) - 1);
        assertThat(FieldBits.hiBit(80)).isEqualTo(1L << 16);
        assertThat(FieldBits.loBit(63)).isEqualTo(Long.MIN_VALUE);
        assertThat(FieldBits.hiField(0)).isEqualTo(64);
        assertThat(FieldBits.has(0, 1, 63)).isFalse();
    }

    @Test
    @DisplayName("count counts every field set: all 81, every hi field, random sets (the hi word read as an int)")
    void countCountsEveryFieldSet() {
        assertThat(FieldBits.count(-1L, FieldBits.HI_ALL)).isEqualTo(81);
        assertThat(FieldBits.count(0, 0)).isZero();
        for (int f = 64; f < 81; f++) {
            long hi = FieldBits.HI_ALL & -FieldBits.hiBit(f);     // fields f to 80
            assertThat(FieldBits.count(Long.MIN_VALUE, hi)).as("fields 63 and %d-80", f).isEqualTo(1 + 81 - f);
        }
        Random random = new Random(81);
        for (int i = 0; i < 1_000; i++) {
            long lo = random.nextLong();
            long hi = random.nextLong() & FieldBits.HI_ALL;
            assertThat(FieldBits.count(lo, hi)).isEqualTo(Long.bitCount(lo) + Long.bitCount(hi));
        }
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
