package org.pacru.board;

import java.util.List;
import java.util.Objects;

/**
 * One of the nine 3×3 borderlands of the board (R1.2), named by its centre field.
 *
 * <p>Immutable and thread-safe.
 *
 * <pre>{@code
 * Borderland.of(Field.A1);        // B2
 * Borderland.E5.fields();         // [d4, d5, d6, e4, e5, e6, f4, f5, f6]
 * Borderland.E5.contains(Field.F6); // true
 * }</pre>
 */
public enum Borderland {
    /** Files a–c, ranks 1–3. */
    B2,
    /** Files a–c, ranks 4–6. */
    B5,
    /** Files a–c, ranks 7–9. */
    B8,
    /** Files d–f, ranks 1–3. */
    E2,
    /** Files d–f, ranks 4–6. */
    E5,
    /** Files d–f, ranks 7–9. */
    E8,
    /** Files g–i, ranks 1–3. */
    H2,
    /** Files g–i, ranks 4–6. */
    H5,
    /** Files g–i, ranks 7–9. */
    H8;

    private static final Borderland[] VALUES = values();

    private final List<Field> fields;

    Borderland() {
        int f0 = (ordinal() / 3) * 3;
        int r0 = (ordinal() % 3) * 3;
        Field[] fs = new Field[9];
        int i = 0;
        for (int f = f0; f < f0 + 3; f++) {
            for (int r = r0; r < r0 + 3; r++) {
                fs[i++] = Field.of(f, r);
            }
        }
        this.fields = List.of(fs);
    }

    /**
     * The borderland a field belongs to.
     *
     * @param field the field
     * @return its borderland
     */
    public static Borderland of(Field field) {
        Objects.requireNonNull(field, "field");
        return VALUES[(field.file() / 3) * 3 + field.rank() / 3];
    }

    /**
     * The centre field that names this borderland.
     *
     * @return the centre field, such as {@code e5}
     */
    public Field centre() {
        return fields.get(4);
    }

    /**
     * The nine fields of this borderland, in canonical order.
     *
     * @return an unmodifiable list of nine fields
     */
    public List<Field> fields() {
        return fields;
    }

    /**
     * Whether the field lies in this borderland.
     *
     * @param field the field
     * @return true if it does
     */
    public boolean contains(Field field) {
        return of(field) == this;
    }

    /**
     * The name of the centre field in lower case, such as {@code e5}.
     *
     * @return the name
     */
    @Override
    public String toString() {
        return centre().toString();
    }
}
