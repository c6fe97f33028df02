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
    /** Field a1: file a, rank 1, the south-west corner. */
    A1,
    /** Field a2: file a, rank 2. */
    A2,
    /** Field a3: file a, rank 3. */
    A3,
    /** Field a4: file a, rank 4. */
    A4,
    /** Field a5: file a, rank 5. */
    A5,
    /** Field a6: file a, rank 6. */
    A6,
    /** Field a7: file a, rank 7. */
    A7,
    /** Field a8: file a, rank 8. */
    A8,
    /** Field a9: file a, rank 9, the north-west corner. */
    A9,
    /** Field b1: file b, rank 1. */
    B1,
    /** Field b2: file b, rank 2. */
    B2,
    /** Field b3: file b, rank 3. */
    B3,
    /** Field b4: file b, rank 4. */
    B4,
    /** Field b5: file b, rank 5. */
    B5,
    /** Field b6: file b, rank 6. */
    B6,
    /** Field b7: file b, rank 7. */
    B7,
    /** Field b8: file b, rank 8. */
    B8,
    /** Field b9: file b, rank 9. */
    B9,
    /** Field c1: file c, rank 1. */
    C1,
    /** Field c2: file c, rank 2. */
    C2,
    /** Field c3: file c, rank 3. */
    C3,
    /** Field c4: file c, rank 4. */
    C4,
    /** Field c5: file c, rank 5. */
    C5,
    /** Field c6: file c, rank 6. */
    C6,
    /** Field c7: file c, rank 7. */
    C7,
    /** Field c8: file c, rank 8. */
    C8,
    /** Field c9: file c, rank 9. */
    C9,
    /** Field d1: file d, rank 1. */
    D1,
    /** Field d2: file d, rank 2. */
    D2,
    /** Field d3: file d, rank 3. */
    D3,
    /** Field d4: file d, rank 4. */
    D4,
    /** Field d5: file d, rank 5. */
    D5,
    /** Field d6: file d, rank 6. */
    D6,
    /** Field d7: file d, rank 7. */
    D7,
    /** Field d8: file d, rank 8. */
    D8,
    /** Field d9: file d, rank 9. */
    D9,
    /** Field e1: file e, rank 1. */
    E1,
    /** Field e2: file e, rank 2. */
    E2,
    /** Field e3: file e, rank 3. */
    E3,
    /** Field e4: file e, rank 4. */
    E4,
    /** Field e5: file e, rank 5. */
    E5,
    /** Field e6: file e, rank 6. */
    E6,
    /** Field e7: file e, rank 7. */
    E7,
    /** Field e8: file e, rank 8. */
    E8,
    /** Field e9: file e, rank 9. */
    E9,
    /** Field f1: file f, rank 1. */
    F1,
    /** Field f2: file f, rank 2. */
    F2,
    /** Field f3: file f, rank 3. */
    F3,
    /** Field f4: file f, rank 4. */
    F4,
    /** Field f5: file f, rank 5. */
    F5,
    /** Field f6: file f, rank 6. */
    F6,
    /** Field f7: file f, rank 7. */
    F7,
    /** Field f8: file f, rank 8. */
    F8,
    /** Field f9: file f, rank 9. */
    F9,
    /** Field g1: file g, rank 1. */
    G1,
    /** Field g2: file g, rank 2. */
    G2,
    /** Field g3: file g, rank 3. */
    G3,
    /** Field g4: file g, rank 4. */
    G4,
    /** Field g5: file g, rank 5. */
    G5,
    /** Field g6: file g, rank 6. */
    G6,
    /** Field g7: file g, rank 7. */
    G7,
    /** Field g8: file g, rank 8. */
    G8,
    /** Field g9: file g, rank 9. */
    G9,
    /** Field h1: file h, rank 1. */
    H1,
    /** Field h2: file h, rank 2. */
    H2,
    /** Field h3: file h, rank 3. */
    H3,
    /** Field h4: file h, rank 4. */
    H4,
    /** Field h5: file h, rank 5. */
    H5,
    /** Field h6: file h, rank 6. */
    H6,
    /** Field h7: file h, rank 7. */
    H7,
    /** Field h8: file h, rank 8. */
    H8,
    /** Field h9: file h, rank 9. */
    H9,
    /** Field i1: file i, rank 1, the south-east corner. */
    I1,
    /** Field i2: file i, rank 2. */
    I2,
    /** Field i3: file i, rank 3. */
    I3,
    /** Field i4: file i, rank 4. */
    I4,
    /** Field i5: file i, rank 5. */
    I5,
    /** Field i6: file i, rank 6. */
    I6,
    /** Field i7: file i, rank 7. */
    I7,
    /** Field i8: file i, rank 8. */
    I8,
    /** Field i9: file i, rank 9, the north-east corner. */
    I9;

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
