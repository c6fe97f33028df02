package org.pacru.internal;

/**
 * The bit layout of a set of fields in a {@code long} and an {@code int}, the one place it is
 * defined: field {@code f} ({@code Field.index()}, 0–80) is bit {@code f} of the "lo" word (a
 * long) for {@code f < }{@link #HI_FIRST} (fields 0–63) and bit {@code f - HI_FIRST} of the "hi"
 * word (an int) otherwise (fields 64–80, bits 0–16; its bits 17–31 are always clear). Positions
 * ({@code Position}'s marker and occupancy masks, which keep the hi word widened to a long), the
 * engine's working board, its tables and its generators all store and read field sets this way,
 * through these methods. Not part of the API.
 *
 * <p>The same sets are also read as three {@code int} words ({@link #word}: fields 0–31, 32–63,
 * 64–80): counting ({@link #count}) and listing the fields of a set go through these int words,
 * not through {@code Long.bitCount} or a loop of {@code Long.numberOfTrailingZeros}. On the JVM
 * that is as fast (the int intrinsics are single instructions too); in the package's JavaScript
 * build, where TeaVM emulates {@code long} with BigInt (an allocation for most operations, and
 * {@code Long.bitCount} some fifty of them), it keeps the work of the hot loops in int arithmetic.
 * For the same reason the hi word is an int: the JVM does the same number of operations on it,
 * JavaScript no BigInt.
 *
 * <pre>{@code
 * long lo = FieldBits.loBit(70);            // 0: field 70 is in the hi word
 * int hi = FieldBits.hiBit(70);             // 1 << 6
 * FieldBits.has(lo, hi, 70);                // true
 * FieldBits.hiField(6);                     // 70, the field of bit 6 of a hi word
 * for (int w = 0; w < FieldBits.WORDS; w++) {            // the fields of a set, in order
 *     for (int x = FieldBits.word(lo, hi, w); x != 0; x &= x - 1) {
 *         int field = FieldBits.field(w, x);
 *     }
 * }
 * }</pre>
 */
public final class FieldBits {
    /** The first field in the hi word; the lo word holds fields 0 to {@code HI_FIRST - 1}. */
    public static final int HI_FIRST = 64;
    /** Every field of the hi word (fields 64–80). */
    public static final int HI_ALL = (1 << (81 - HI_FIRST)) - 1;
    /** The number of int words a set is read as ({@link #word}). */
    public static final int WORDS = 3;

    private FieldBits() {
    }

    /**
     * Whether field f is in the lo word.
     *
     * @param f a field index, 0–80
     * @return true for fields 0–63
     */
    public static boolean inLo(int f) {
        return f < HI_FIRST;
    }

    /**
     * The lo word of the set holding only field f.
     *
     * @param f a field index, 0–80
     * @return {@code 1L << f}, or 0 if f is in the hi word
     */
    public static long loBit(int f) {
        return f < HI_FIRST ? 1L << f : 0L;
    }

    /**
     * The hi word of the set holding only field f.
     *
     * @param f a field index, 0–80
     * @return {@code 1 << (f - 64)}, or 0 if f is in the lo word
     */
    public static int hiBit(int f) {
        return f < HI_FIRST ? 0 : 1 << (f - HI_FIRST);
    }

    /**
     * Whether field f is in the set {@code lo}/{@code hi}.
     *
     * @param lo the lo word
     * @param hi the hi word
     * @param f a field index, 0–80
     * @return true if the field's bit is set
     */
    public static boolean has(long lo, int hi, int f) {
        return f < HI_FIRST ? (lo >>> f & 1L) != 0 : (hi >>> (f - HI_FIRST) & 1) != 0;
    }

    /**
     * The number of fields in the set.
     *
     * @param lo the lo word
     * @param hi the hi word
     * @return 0–81
     */
    public static int count(long lo, int hi) {
        return Integer.bitCount((int) lo) + Integer.bitCount((int) (lo >>> 32)) + Integer.bitCount(hi);
    }

    /**
     * Int word {@code w} of the set: bit b is field {@code 32 * w + b} (w = 0: fields 0–31, 1:
     * 32–63, 2: 64–80).
     *
     * @param lo the lo word
     * @param hi the hi word
     * @param w 0 to {@link #WORDS} - 1
     * @return the int word
     */
    public static int word(long lo, int hi, int w) {
        return w == 0 ? (int) lo : w == 1 ? (int) (lo >>> 32) : hi;
    }

    /**
     * The field of the lowest set bit of a non-zero int word {@code x} of word index {@code w}.
     *
     * @param w the word index ({@link #word})
     * @param x the int word, or what is left of it, not 0
     * @return the field index, 0–80
     */
    public static int field(int w, int x) {
        return 32 * w + Integer.numberOfTrailingZeros(x);
    }

    /**
     * The field of a bit of the hi word.
     *
     * @param bit 0–16
     * @return the field index, {@code 64 + bit}
     */
    public static int hiField(int bit) {
        return HI_FIRST + bit;
    }
}
