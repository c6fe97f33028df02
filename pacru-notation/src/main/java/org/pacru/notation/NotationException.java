package org.pacru.notation;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.pacru.board.Field;

/**
 * Thrown when text is not valid Pacru notation (<a href="doc-files/notation.html">NOTATION.md</a>): the only exception bad text
 * produces. Like {@code java.time.format.DateTimeParseException} it keeps the input and the
 * character offset of the problem, and says what was expected and what was found; for position
 * strings (§3) it also names the rank and, where known, the field.
 *
 * <p>Its message reads {@code NOTATION: e1-e20 at offset 5: expected end of move or '(', found '0'}
 * (long inputs are shortened in the message; {@link #input()} keeps the whole text).
 *
 * <p>Immutable.
 *
 * <pre>{@code
 * try {
 *     ActionNotation.parse("e1-e20");
 * } catch (NotationException e) {
 *     e.offset();     // 5
 *     e.expected();   // "end of move or '('"
 *     e.found();      // "'0'"
 * }
 * }</pre>
 */
public final class NotationException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private static final int SHOWN = 80;

    /** The text that failed to parse. */
    private final String input;
    /** The 0-based character offset of the problem. */
    private final int offset;
    /** What the parser expected there. */
    private final String expected;
    /** What it found there. */
    private final String found;
    /** The rank (1 to 9) of a position string where the problem is, or 0. */
    private final int rank;
    /** The field of a position string where the problem is, or null. */
    private final transient Field field;

    NotationException(CharSequence input, int offset, String expected, String found, int rank, Field field,
                      Throwable cause) {
        super(message(input, offset, expected, found, rank, field), cause);
        this.input = Objects.requireNonNull(input, "input").toString();
        this.offset = offset;
        this.expected = Objects.requireNonNull(expected, "expected");
        this.found = Objects.requireNonNull(found, "found");
        this.rank = rank;
        this.field = field;
    }

    NotationException(CharSequence input, int offset, String expected, String found) {
        this(input, offset, expected, found, 0, null, null);
    }

    private static String message(CharSequence input, int offset, String expected, String found, int rank,
                                  Field field) {
        StringBuilder sb = new StringBuilder("NOTATION: ");
        sb.append(shorten(input, offset)).append(" at offset ").append(offset);
        if (field != null) {
            sb.append(" (field ").append(field).append(')');
        } else if (rank > 0) {
            sb.append(" (rank ").append(rank).append(')');
        }
        return sb.append(": expected ").append(expected).append(", found ").append(found).toString();
    }

    private static String shorten(CharSequence input, int offset) {
        if (input.length() <= SHOWN) {
            return input.toString();
        }
        int from = Math.max(0, Math.min(offset - SHOWN / 2, input.length() - SHOWN));
        int to = Math.min(input.length(), from + SHOWN);
        return (from > 0 ? "…" : "") + input.subSequence(from, to) + (to < input.length() ? "…" : "");
    }

    /**
     * The text that failed to parse, in full.
     *
     * @return the input
     */
    public String input() {
        return input;
    }

    /**
     * The 0-based character offset in {@link #input()} where the problem is; equal to the input's
     * length if the text ended too early.
     *
     * @return the offset
     */
    public int offset() {
        return offset;
    }

    /**
     * What the parser expected at the offset, such as {@code "a rank 1-9"}.
     *
     * @return the expectation
     */
    public String expected() {
        return expected;
    }

    /**
     * What the parser found at the offset: a quoted character such as {@code "'0'"},
     * {@code "end of text"}, or a description.
     *
     * @return what was found
     */
    public String found() {
        return found;
    }

    /**
     * For a position string (§3), the rank (1 to 9, as written) where the problem is.
     *
     * @return the rank, or empty if the problem is not inside the board part of a position string
     */
    public OptionalInt rank() {
        return rank > 0 ? OptionalInt.of(rank) : OptionalInt.empty();
    }

    /**
     * For a position string (§3), the field where the problem is, when it lies on the board.
     *
     * @return the field, or empty if not known or not applicable
     */
    public Optional<Field> field() {
        return Optional.ofNullable(field);
    }
}
