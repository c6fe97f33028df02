package org.pacru.notation;

import static org.pacru.messages.MessageTable.NOTATION_ERROR;
import static org.pacru.messages.MessageTable.NOTATION_ERROR_EMPTY;
import static org.pacru.messages.MessageTable.NOTATION_ERROR_FIELD;
import static org.pacru.messages.MessageTable.NOTATION_ERROR_LINE;
import static org.pacru.messages.MessageTable.NOTATION_ERROR_RANK;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.pacru.board.Field;
import org.pacru.rules.Language;
import org.pacru.rules.Message;

/**
 * Thrown when text is not valid Pacru notation (<a href="doc-files/notation.html">NOTATION.md</a>): the only exception bad text
 * produces. Like {@code java.time.format.DateTimeParseException} it keeps the input and the
 * character offset of the problem, and says what was expected and what was found; for position
 * strings (§3) it also names the rank and, where known, the field.
 *
 * <p>Its message reads {@code NOTATION: e1-e20 at offset 5: expected end of move or '(', found '0'}
 * (long inputs are shortened in the message; {@link #input()} keeps the whole text). The message
 * never holds a line break: for a text of several lines, such as a game record, it names the line
 * and column and quotes that line alone, as in
 * {@code NOTATION: 1. e1-e3 e9-e7 x at offset 31 (line 2, column 15): expected …, found 'x'}.
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
    private final Message expected;
    /** What it found there. */
    private final Message found;
    /** The rank (1 to 9) of a position string where the problem is, or 0. */
    private final int rank;
    /** The field of a position string where the problem is, or null. */
    private final transient Field field;

    NotationException(CharSequence input, int offset, Message expected, Message found, int rank, Field field,
                      Throwable cause) {
        super(wording(input, offset, expected, found, rank, field).text(), cause);
        this.input = Objects.requireNonNull(input, "input").toString();
        this.offset = offset;
        this.expected = Objects.requireNonNull(expected, "expected");
        this.found = Objects.requireNonNull(found, "found");
        this.rank = rank;
        this.field = field;
    }

    NotationException(CharSequence input, int offset, Message expected, Message found) {
        this(input, offset, expected, found, 0, null, null);
    }

    private static Message wording(CharSequence input, int offset, Message expected, Message found, int rank,
                                   Field field) {
        if (input.length() == 0) {
            return Message.of(NOTATION_ERROR_EMPTY, "expected", expected, "found", found);
        }
        int lineStart = lineStart(input, offset);
        if (lineStart >= 0) {
            // A text of several lines (a game record): the place as line and column, and the
            // excerpt cut to that line, so that no message carries a line break.
            int lineEnd = lineStart;
            while (lineEnd < input.length() && !isLineBreak(input.charAt(lineEnd))) {
                lineEnd++;
            }
            CharSequence line = input.subSequence(lineStart, lineEnd);
            int[] place = Cursor.lineAndColumn(input, offset);
            String excerpt = line.toString().isBlank() ? "'" + line + "'" : shorten(line, offset - lineStart);
            return Message.of(NOTATION_ERROR_LINE, "input", excerpt, "offset", offset,
                    "line", place[0], "column", place[1],
                    "expected", expected, "found", found);
        }
        String shown = input.toString().isBlank() ? "'" + visible(input) + "'" : shorten(input, offset);
        if (field != null) {
            return Message.of(NOTATION_ERROR_FIELD, "input", shown, "offset", offset, "field", field,
                    "expected", expected, "found", found);
        }
        if (rank > 0) {
            return Message.of(NOTATION_ERROR_RANK, "input", shown, "offset", offset, "rank", rank,
                    "expected", expected, "found", found);
        }
        return Message.of(NOTATION_ERROR, "input", shown, "offset", offset, "expected", expected, "found", found);
    }

    /**
     * The whole message in the language of a locale (English if pacru does not write it), such as
     * {@code "NOTACIÓN: e1-e0 en la posición 4: se esperaba una fila 1-9 y se encontró '0'"};
     * {@link #getMessage()} is the English one.
     *
     * @param locale the reader's locale
     * @return the message
     */
    public String message(Locale locale) {
        return wording(input, offset, expected, found, rank, field).text(locale);
    }

    /**
     * The whole message in a language, such as
     * {@code "NOTACIÓN: e1-e0 en la posición 4: se esperaba una fila 1-9 y se encontró '0'"};
     * {@link #getMessage()} is the English one.
     *
     * @param language the language
     * @return the message
     */
    public String message(Language language) {
        return wording(input, offset, expected, found, rank, field).text(language);
    }

    /** What the parser expected, as a message (for a parser that wraps this error in a longer one). */
    Message expectedWording() {
        return expected;
    }

    /** What the parser found, as a message. */
    Message foundWording() {
        return found;
    }

    private static boolean isLineBreak(char c) {
        return c == '\n' || c == '\r';
    }

    /**
     * Where the line holding the offset starts, if the input has a line break anywhere (a
     * {@code "\r\n"} is one break); -1 for a text of one line.
     */
    private static int lineStart(CharSequence input, int offset) {
        boolean breaks = false;
        int start = 0;
        for (int i = 0; i < input.length(); i++) {
            char c = input.charAt(i);
            if (isLineBreak(c)) {
                breaks = true;
                int next = c == '\r' && i + 1 < input.length() && input.charAt(i + 1) == '\n' ? i + 2 : i + 1;
                if (next <= offset) {
                    start = next;
                }
                i = next - 1;
            }
        }
        return breaks ? start : -1;
    }

    private static String shorten(CharSequence input, int offset) {
        if (input.length() <= SHOWN) {
            return visible(input);
        }
        int from = Math.max(0, Math.min(offset - SHOWN / 2, input.length() - SHOWN));
        int to = Math.min(input.length(), from + SHOWN);
        return (from > 0 ? "…" : "") + visible(input.subSequence(from, to)) + (to < input.length() ? "…" : "");
    }

    /** The text with its line breaks and tabs written {@code \n}, {@code \r}, {@code \t}: a message is one line. */
    private static String visible(CharSequence text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                sb.append("\\n");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c == '\t') {
                sb.append("\\t");
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * The line of the problem in the input, counted from 1 (a line ends at {@code \n},
     * {@code \r\n} or {@code \r}).
     *
     * @return the line
     */
    public int line() {
        return Cursor.lineAndColumn(input, offset)[0];
    }

    /**
     * The column of the problem in its line, counted from 1 in characters.
     *
     * @return the column
     */
    public int column() {
        return Cursor.lineAndColumn(input, offset)[1];
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
     * What the parser expected at the offset, in English, such as {@code "a rank 1-9"}.
     *
     * @return the expectation
     */
    public String expected() {
        return expected.text();
    }

    /**
     * What the parser expected at the offset, in the language of a locale, such as
     * {@code "una fila 1-9"}.
     *
     * @param locale the reader's locale
     * @return the expectation
     */
    public String expected(Locale locale) {
        return expected.text(locale);
    }

    /**
     * What the parser expected at the offset, in a language, such as
     * {@code "una fila 1-9"}.
     *
     * @param language the language
     * @return the expectation
     */
    public String expected(Language language) {
        return expected.text(language);
    }

    /**
     * What the parser found at the offset: a quoted character such as {@code "'0'"},
     * {@code "end of text"}, or a description.
     *
     * @return what was found
     */
    public String found() {
        return found.text();
    }

    /**
     * What the parser found at the offset, in the language of a locale.
     *
     * @param locale the reader's locale
     * @return what was found
     */
    public String found(Locale locale) {
        return found.text(locale);
    }

    /**
     * What the parser found at the offset, in a language.
     *
     * @param language the language
     * @return what was found
     */
    public String found(Language language) {
        return found.text(language);
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
