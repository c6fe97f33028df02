package org.pacru.board;

import java.util.Objects;
import java.util.Optional;

/**
 * One of the 81 fields of the board (R1.1): files {@code a}–{@code i} from west to east, ranks
 * {@code 1}–{@code 9} from south to north; {@code a1} is the south-west corner.
 *
 * <p>The constants are declared file by file ({@code A1, A2, …, A9, B1, …, I9}), so the natural
 * order of fields is the canonical order of NOTATION.md §2 ({@code a1 < a2 < … < a9 < b1 < … < i9}).
 * Do not rely on {@link #ordinal()}: use {@link #index()} where a dense number is needed.
 *
 * <p>Immutable and thread-safe.
 *
 * <pre>{@code
 * Field e4 = Field.parse("e4");
 * Optional<Field> e5 = e4.step(Direction.N);   // Optional[e5]
 * String text = e4.toString();                  // "e4"
 * }</pre>
 */
public enum Field {
    A1, A2, A3, A4, A5, A6, A7, A8, A9,
    B1, B2, B3, B4, B5, B6, B7, B8, B9,
    C1, C2, C3, C4, C5, C6, C7, C8, C9,
    D1, D2, D3, D4, D5, D6, D7, D8, D9,
    E1, E2, E3, E4, E5, E6, E7, E8, E9,
    F1, F2, F3, F4, F5, F6, F7, F8, F9,
    G1, G2, G3, G4, G5, G6, G7, G8, G9,
    H1, H2, H3, H4, H5, H6, H7, H8, H9,
    I1, I2, I3, I4, I5, I6, I7, I8, I9;

    private static final Field[] VALUES = values();

    /** Number of fields on the board: 81. */
    public static final int COUNT = 81;

    /**
     * The dense index of this field, {@code 9 * file + rank} with file and rank counted from 0;
     * {@code a1} is 0, {@code a9} is 8, {@code b1} is 9, {@code i9} is 80.
     *
     * @return the index, 0 to 80
     */
    public int index() {
        return ordinal();
    }

    /**
     * The file, counted from 0 ({@code a}) to 8 ({@code i}).
     *
     * @return the file number, 0 to 8
     */
    public int file() {
        return ordinal() / 9;
    }

    /**
     * The rank, counted from 0 (rank {@code 1}) to 8 (rank {@code 9}).
     *
     * @return the rank number, 0 to 8
     */
    public int rank() {
        return ordinal() % 9;
    }

    /**
     * The borderland this field belongs to (R1.2).
     *
     * @return the borderland
     */
    public Borderland borderland() {
        return Borderland.of(this);
    }

    /**
     * The field with the given dense index.
     *
     * @param index 0 to 80
     * @return the field
     * @throws IllegalArgumentException if the index is out of range
     */
    public static Field ofIndex(int index) {
        if (index < 0 || index >= COUNT) {
            throw new IllegalArgumentException("R1.1: no field has index " + index + " (0 to 80)");
        }
        return VALUES[index];
    }

    /**
     * The field at the given file and rank, both counted from 0.
     *
     * @param file 0 ({@code a}) to 8 ({@code i})
     * @param rank 0 (rank 1) to 8 (rank 9)
     * @return the field
     * @throws IllegalArgumentException if either is out of range
     */
    public static Field of(int file, int rank) {
        if (file < 0 || file > 8 || rank < 0 || rank > 8) {
            throw new IllegalArgumentException("R1.1: no field at file " + file + ", rank " + rank + " (0 to 8 each)");
        }
        return VALUES[file * 9 + rank];
    }

    /**
     * The neighbouring field one step in the given direction, if it is on the board.
     *
     * @param direction the direction to step in
     * @return the neighbour, or empty at the edge of the board
     */
    public Optional<Field> step(Direction direction) {
        Objects.requireNonNull(direction, "direction");
        int f = file() + direction.fileDelta();
        int r = rank() + direction.rankDelta();
        if (f < 0 || f > 8 || r < 0 || r > 8) {
            return Optional.empty();
        }
        return Optional.of(VALUES[f * 9 + r]);
    }

    /**
     * Parses a field such as {@code e4}. Accepts upper case and surrounding blanks (NOTATION.md §1).
     *
     * @param text the text to parse
     * @return the field
     * @throws IllegalArgumentException if the text is not a field (the message says why)
     */
    public static Field parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        String s = text.toString().strip();
        if (s.length() != 2) {
            throw new IllegalArgumentException("R1.1: '" + text + "' is not a field: expected a file a-i and a rank 1-9, such as e4");
        }
        char f = Character.toLowerCase(s.charAt(0));
        char r = s.charAt(1);
        if (f < 'a' || f > 'i') {
            throw new IllegalArgumentException("R1.1: '" + text + "' is not a field: expected a file a-i, found '" + s.charAt(0) + "'");
        }
        if (r < '1' || r > '9') {
            throw new IllegalArgumentException("R1.1: '" + text + "' is not a field: expected a rank 1-9, found '" + r + "'");
        }
        return VALUES[(f - 'a') * 9 + (r - '1')];
    }

    /**
     * The field's name in lower case, such as {@code e4}.
     *
     * @return the name
     */
    @Override
    public String toString() {
        return new String(new char[] {(char) ('a' + file()), (char) ('1' + rank())});
    }
}
