package org.pacru.examples.text;

/**
 * Makes text from the input safe to print on one line: control characters (TAB, CR, LF, ESC,
 * BEL, NUL, …) are written escaped, so an {@code error} line keeps its two TAB-separated fields
 * and no escape sequence reaches the terminal; a long input is quoted as a short prefix with its
 * length, so a bad 10 MB line costs a few dozen bytes of output.
 *
 * <pre>{@code
 * Text.quote("e1\t-e2");                // "'e1\\t-e2'": TAB escaped
 * Text.quote("x".repeat(1000));          // "'xxxx…' (1000 characters)"
 * }</pre>
 */
public final class Text {
    /** How many characters of an input a message quotes. */
    public static final int QUOTED = 60;
    /** How many characters of a library message an output line keeps. */
    public static final int MESSAGE = 400;

    private Text() {
    }

    /**
     * The input in single quotes: at most {@link #QUOTED} characters of it, escaped, followed by
     * its length if it is longer.
     *
     * @param input the input
     * @return the quoted input
     */
    public static String quote(CharSequence input) {
        int length = input.length();
        if (length <= QUOTED) {
            return "'" + escape(input) + "'";
        }
        int end = QUOTED;
        if (Character.isHighSurrogate(input.charAt(end - 1))) {
            end--;
        }
        return "'" + escape(input.subSequence(0, end)) + "…' (" + length + " characters)";
    }

    /**
     * A message for one output line: escaped as {@link #escape}, and cut after
     * {@link #MESSAGE} characters (with {@code …}), since a library message may quote a long
     * action.
     *
     * @param message the message
     * @return the message, escaped and bounded
     */
    public static String brief(String message) {
        String escaped = escape(message.length() > MESSAGE ? message.substring(0, MESSAGE) : message);
        return message.length() > MESSAGE ? escaped + "…" : escaped;
    }

    /**
     * The text with every control character escaped: {@code \t}, {@code \r}, {@code \n},
     * {@code \e} (ESC), {@code \0}, the others (and unpaired surrogates) as a backslash, {@code u}
     * and four hexadecimal digits; a backslash stays a backslash.
     *
     * @param text the text
     * @return the text, safe for one line of a terminal or a TAB-separated field
     */
    public static String escape(CharSequence text) {
        StringBuilder sb = null;
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            String replacement = null;
            if (c == '\t') {
                replacement = "\\t";
            } else if (c == '\r') {
                replacement = "\\r";
            } else if (c == '\n') {
                replacement = "\\n";
            } else if (c == 0x1b) {
                replacement = "\\e";
            } else if (c == 0) {
                replacement = "\\0";
            } else if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029'
                    || Character.isSurrogate(c) && !pairedAt(text, i)) {
                String hex = Integer.toHexString(c);  // no String.format: this class is compiled to JavaScript too
                replacement = "\\u" + "0000".substring(hex.length()) + hex;
            }
            if (replacement != null && sb == null) {
                sb = new StringBuilder(n + 16).append(text, 0, i);
            }
            if (sb != null) {
                if (replacement != null) {
                    sb.append(replacement);
                } else {
                    sb.append(c);
                }
            }
        }
        return sb == null ? text.toString() : sb.toString();
    }

    private static boolean pairedAt(CharSequence text, int i) {
        char c = text.charAt(i);
        if (Character.isHighSurrogate(c)) {
            return i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1));
        }
        return i > 0 && Character.isHighSurrogate(text.charAt(i - 1));
    }

    /**
     * A whole number in ASCII: an optional sign and the digits 0-9, with ASCII spaces around it;
     * nothing else (no other script's digits, no other blanks), within the range of a long.
     *
     * @param text the text
     * @return the number, or null if the text is not one or is beyond the range of a long
     */
    public static Long asciiNumber(String text) {
        int start = 0;
        int end = text.length();
        while (start < end && text.charAt(start) == ' ') {
            start++;
        }
        while (end > start && text.charAt(end - 1) == ' ') {
            end--;
        }
        int digits = start < end && (text.charAt(start) == '-' || text.charAt(start) == '+') ? start + 1 : start;
        if (digits == end || end - digits > 30) {
            return null;
        }
        for (int i = digits; i < end; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return null;
            }
        }
        try {
            return Long.parseLong(text.substring(start, end));
        } catch (NumberFormatException e) {
            return null;  // beyond the range of a long
        }
    }
}
