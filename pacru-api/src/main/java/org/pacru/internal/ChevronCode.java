package org.pacru.internal;

import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Player;

/**
 * The bit layout of one chevron in a position's chevron array (see {@link PositionAccess}):
 * {@code field << 5 | owner << 3 | facing}, with the field index (0–80, {@code Field.index()}),
 * the owner's player index (0–3) and the facing ({@code Direction} ordinal, N = 0, clockwise).
 * The low five bits ({@link #kind}) tell owner and facing together. The one place these bits are
 * read or written. Not part of the API.
 *
 * <pre>{@code
 * short c = ChevronCode.of(Field.E1.index(), 0, Direction.N.ordinal());
 * ChevronCode.field(c);          // 36
 * ChevronCode.toChevron(c);      // AN
 * }</pre>
 */
public final class ChevronCode {
    private ChevronCode() {
    }

    /**
     * The directions by ordinal, in a holder class of their own, so that this class has no static
     * initialiser: TeaVM checks a class's initialisation on every call of its static methods if it
     * has one, and the engine calls these in its innermost loops.
     */
    private static final class Directions {
        static final Direction[] ALL = Direction.values();
    }

    /**
     * Encodes a chevron.
     *
     * @param field the field index, 0–80
     * @param owner the owner's player index, 0–3
     * @param facing the facing, 0–7
     * @return the code
     */
    public static short of(int field, int owner, int facing) {
        return (short) (field << 5 | owner << 3 | facing);
    }

    /**
     * The field index.
     *
     * @param code the code
     * @return 0–80
     */
    public static int field(int code) {
        return code >>> 5;
    }

    /**
     * The owner's player index.
     *
     * @param code the code
     * @return 0–3
     */
    public static int owner(int code) {
        return code >>> 3 & 3;
    }

    /**
     * The facing.
     *
     * @param code the code
     * @return the {@code Direction} ordinal, 0–7
     */
    public static int facing(int code) {
        return code & 7;
    }

    /**
     * Owner and facing together (the low five bits), 0–31.
     *
     * @param code the code
     * @return {@code owner << 3 | facing}
     */
    public static int kind(int code) {
        return code & 31;
    }

    /**
     * The same chevron facing another way.
     *
     * @param code the code
     * @param facing the new facing, 0–7
     * @return the new code
     */
    public static short withFacing(int code, int facing) {
        return (short) (code & ~7 | facing);
    }

    /**
     * The direction of an ordinal (a facing, or a direction of movement), shared.
     *
     * @param ordinal 0–7, N first, clockwise
     * @return {@code Direction.values()[ordinal]}, without copying the array
     */
    public static Direction direction(int ordinal) {
        return Directions.ALL[ordinal];
    }

    /**
     * The API chevron (owner and facing) of a code.
     *
     * @param code the code
     * @return the chevron
     */
    public static Chevron toChevron(int code) {
        return new Chevron(Player.ofNumber(owner(code) + 1), direction(facing(code)));
    }
}
