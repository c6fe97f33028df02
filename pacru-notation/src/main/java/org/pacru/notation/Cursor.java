package org.pacru.notation;

import org.pacru.board.Field;

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

    void expect(char c, String expected) {
        if (!accept(c)) {
            throw error(expected);
        }
    }

    /** A field {@code a1}–{@code i9}, any case; with blanks allowed between its two characters if lenient. */
    Field field(String what) {
        int f = peekLower();
        if (f < 'a' || f > 'i') {
            throw error(what + " (a file a-i)");
        }
        pos++;
        int r = peek();
        if (r < '1' || r > '9') {
            throw error("a rank 1-9");
        }
        pos++;
        return Field.of(f - 'a', r - '1');
    }

    /** Describes the character at the cursor (after skipping blanks) for an error message. */
    String found() {
        int c = peek();
        return c < 0 ? "end of text" : describe((char) c);
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

    NotationException error(String expected) {
        String found = found();
        return new NotationException(text, pos, expected, found);
    }

    static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\u000B' || c == '\u00A0';
    }
}
