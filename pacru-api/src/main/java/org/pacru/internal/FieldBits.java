package org.pacru.internal;

/**
 * The bit layout of a set of fields in two {@code long}s, the one place it is defined: field
 * {@code f} ({@code Field.index()}, 0–80) is bit {@code f} of the "lo" word for
 * {@code f < }{@link #HI_FIRST} (fields 0–63) and bit {@code f - HI_FIRST} of the "hi" word
 * otherwise (fields 64–80, bits 0–16; the hi word's bits 17–63 are always clear). Positions
 * ({@code Position}'s marker and occupancy masks), the engine's working board, its tables and its
 * generators all store and read field sets this way, through these methods. Not part of the API.
 *
 * <pre>{@code
 * long lo = FieldBits.loBit(70);            // 0: field 70 is in the hi word
 * long hi = FieldBits.hiBit(70);            // 1L << 6
 * FieldBits.has(lo, hi, 70);                // true
 * FieldBits.hiField(6);                     // 70, the field of bit 6 of a hi word
 * }</pre>
 */
public final class FieldBits {
    /** The first field in the hi word; the lo word holds fields 0 to {@code HI_FIRST - 1}. */
    public static final int HI_FIRST = 64;
    /** Every field of the hi word (fields 64–80). */
    public static final long HI_ALL = (1L << (81 - HI_FIRST)) - 1;

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
     * @return {@code 1L << (f - 64)}, or 0 if f is in the lo word
     */
    public static long hiBit(int f) {
        return f < HI_FIRST ? 0L : 1L << (f - HI_FIRST);
    }

    /**
     * Whether field f is in the set {@code lo}/{@code hi}.
     *
     * @param lo the lo word
     * @param hi the hi word
     * @param f a field index, 0–80
     * @return true if the field's bit is set
     */
    public static boolean has(long lo, long hi, int f) {
        // one shift of the chosen word: a long shift uses its distance modulo 64, and f - 64 = f modulo 64
        return ((f < HI_FIRST ? lo : hi) >>> f & 1L) != 0;
    }

    /**
     * The number of fields in the set. The hi word holds only the 17 hi fields (as every field set
     * does), so its count is that of its low {@code int}: the same instruction on the JVM and in
     * WebAssembly, and in the JavaScript build one conversion of the {@code long} instead of two.
     *
     * @param lo the lo word
     * @param hi the hi word, within {@link #HI_ALL}
     * @return 0–81
     */
    public static int count(long lo, long hi) {
        return Long.bitCount(lo) + Integer.bitCount((int) hi);
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

    /**
     * The field of a bit of the given word.
     *
     * @param bit 0–63
     * @param hiWord whether the bit is of the hi word
     * @return the field index
     */
    public static int field(int bit, boolean hiWord) {
        return hiWord ? HI_FIRST + bit : bit;
    }
}
