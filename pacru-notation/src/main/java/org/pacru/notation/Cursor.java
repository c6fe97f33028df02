package org.pacru.notation;

import static org.pacru.messages.MessageTable.NOTATION_EXPECTED_FILE;
import static org.pacru.messages.MessageTable.NOTATION_EXPECTED_RANK;
import static org.pacru.messages.MessageTable.NOTATION_FOUND_END;

import org.pacru.board.Field;
import org.pacru.rules.Message;

/**
 * A hand-rolled scanner over a character sequence: one pass, no backtracking, no regular
 * expressions. Knows how to describe what it sees for error messages. Not thread-safe; internal.
 */
final class Cursor {
    final CharSequence text;
    private final boolean skipBlanks;
    int pos;

    Cursor(CharSequence text, boolean skipBlanks) {
        this.text = text;
        this.skipBlanks = skipBlanks;
    }

    /** Skips blanks if this cursor is lenient about them; returns the next character or -1. */
    int peek() {
        if (skipBlanks) {
            while (pos < text.length() && isBlank(text.charAt(pos))) {
                pos++;
            }
        }
        return pos < text.length() ? text.charAt(pos) : -1;
    }

    /** The next character, case-folded to lower case, or -1. */
    int peekLower() {
        int c = peek();
        return c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c;
    }

    boolean atEnd() {
        return peek() < 0;
    }

    /** Consumes the next character if it is {@code c}. */
    boolean accept(char c) {
        if (peek() == c) {
            pos++;
            return true;
        }
        return false;
    }

    void expect(char c, Message expected) {
        if (!accept(c)) {
            throw error(expected);
        }
    }

    /** A field {@code a1}–{@code i9}, any case; with blanks allowed between its two characters if lenient. */
    Field field(String whatKey) {
        int f = peekLower();
        if (f < 'a' || f > 'i') {
            throw error(Message.of(NOTATION_EXPECTED_FILE, "what", Message.of(whatKey)));
        }
        pos++;
        int r = peek();
        if (r < '1' || r > '9') {
            throw error(Message.of(NOTATION_EXPECTED_RANK));
        }
        pos++;
        return Field.of(f - 'a', r - '1');
    }

    /** Describes the character at the cursor (after skipping blanks) for an error message. */
    Message found() {
        int c = peek();
        return c < 0 ? Message.of(NOTATION_FOUND_END) : Message.literal(describe((char) c));
    }

    /** A character of the text described as found, or the end of the text if {@code at} is past it. */
    static Message foundAt(CharSequence text, int at) {
        return at < text.length() ? Message.literal(describe(text.charAt(at))) : Message.of(NOTATION_FOUND_END);
    }

    static String describe(char c) {
        if (c == '\'') {
            return "\"'\"";
        }
        if (c < ' ' || c == 127) {
            return "U+00" + Character.toUpperCase(Character.forDigit(c >> 4, 16)) + Character.toUpperCase(Character.forDigit(c & 15, 16));
        }
        return "'" + c + "'";
    }

    NotationException error(Message expected) {
        return new NotationException(text, pos, expected, found());
    }

    NotationException error(String key, Object... args) {
        return error(Message.of(key, args));
    }

    static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\u000B' || c == '\u00A0';
    }

    /** The line and column (both from 1) of an offset in a text; a line ends at \n, \r\n or \r. */
    static int[] lineAndColumn(CharSequence text, int offset) {
        int line = 1;
        int lineStart = 0;
        int end = Math.min(offset, text.length());
        for (int i = 0; i < end; i++) {
            char c = text.charAt(i);
            if (c == '\n' || c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n')) {
                line++;
                lineStart = i + 1;
            }
        }
        return new int[] {line, offset - lineStart + 1};
    }
}
