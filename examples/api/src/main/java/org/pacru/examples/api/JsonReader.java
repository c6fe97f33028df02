package org.pacru.examples.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pacru.examples.text.Text;
import org.pacru.examples.text.Texts;
import org.pacru.rules.Language;

/**
 * The API's JSON reader, without a library: one request into maps, lists, strings, numbers,
 * booleans and null; objects keep their keys' order. The writer is {@link JsonWriter}.
 *
 * <p>The reader is built for hostile input and refuses, with a {@link MalformedException} that
 * says where and why (never another exception, never a stack overflow):
 * <ul>
 *   <li>text over {@link #MAX_CHARS} characters;</li>
 *   <li>arrays and objects nested deeper than {@link #MAX_DEPTH};</li>
 *   <li>a number over {@link #MAX_NUMBER_CHARS} characters, a string over
 *       {@link #MAX_VALUE_CHARS} (an integer within a {@code long} reads as a {@code Long}, any
 *       other number as a {@code Double}, infinite when it is beyond a double: the API then
 *       refuses it as not an integer);</li>
 *   <li>anything JSON (RFC 8259) does not allow: control characters in strings, unknown escapes,
 *       a Unicode escape without four hex digits, comments, trailing commas, leading zeros,
 *       more than one value;</li>
 *   <li>a string that is not well-formed UTF-16 (a lone surrogate, written or escaped), which no
 *       UTF-8 text can carry;</li>
 *   <li>an object that names a key twice: a request means one thing or is refused.</li>
 * </ul>
 *
 * <p>One class on purpose: it is one cursor ({@code at}, {@code depth}) over one text, and every
 * part of it (the containers, strings with their escapes and surrogates, numbers) moves that
 * cursor and reports a problem at it, in the request's language. Split into classes, each part
 * would take the cursor and the language from another and hand the offset back; JSON's grammar
 * is small enough to read in one place, and its limits are easier to audit where they are all
 * enforced together.
 */
public final class JsonReader {
    /** The most characters a request may have (the server refuses a larger body before reading it). */
    public static final int MAX_CHARS = 4 * 1024 * 1024;
    /** The deepest nesting of arrays and objects. */
    public static final int MAX_DEPTH = 32;
    /** The longest string. */
    public static final int MAX_VALUE_CHARS = 1_000_000;
    /** The longest number literal. */
    public static final int MAX_NUMBER_CHARS = 1_000;

    private final String text;
    private final Language lang;
    private int at;
    private int depth;

    private JsonReader(String text, Language lang) {
        this.text = text;
        this.lang = lang;
    }

    /** Text that is not one JSON value; {@link #offset()} is the character where reading stopped. */
    public static final class MalformedException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final int offset;

        MalformedException(String message, int offset) {
            super(message, null, false, false);
            this.offset = offset;
        }

        /**
         * Where the problem is.
         *
         * @return the offset, in characters (UTF-16 units) from the start of the text
         */
        public int offset() {
            return offset;
        }
    }

    /**
     * Reads one JSON value, with nothing but white space around it; a problem is worded in English.
     *
     * @param text the JSON text
     * @return a {@code Map<String, Object>}, {@code List<Object>}, {@code String}, {@code Long},
     *     {@code Double}, {@code Boolean} or null
     * @throws MalformedException if the text is not one JSON value, or breaks a limit
     */
    public static Object parse(String text) {
        return parse(text, Language.ENGLISH);
    }

    /**
     * Reads one JSON value, with nothing but white space around it.
     *
     * @param text the JSON text
     * @param lang the language a problem is worded in
     * @return a {@code Map<String, Object>}, {@code List<Object>}, {@code String}, {@code Long},
     *     {@code Double}, {@code Boolean} or null
     * @throws MalformedException if the text is not one JSON value, or breaks a limit
     */
    public static Object parse(String text, Language lang) {
        JsonReader p = new JsonReader(text, lang);
        if (text.length() > MAX_CHARS) {
            p.at = MAX_CHARS;
            throw p.error(Texts.jsonTooLong(lang, MAX_CHARS));
        }
        p.space();
        Object v = p.value();
        p.space();
        if (p.at < text.length()) {
            throw p.error(Texts.jsonTrailing(lang));
        }
        return v;
    }

    private MalformedException error(String message) {
        return new MalformedException(Texts.jsonMalformed(lang, at, message), at);
    }

    private MalformedException end() {
        return error(Texts.jsonEnd(lang));
    }

    /** Nested too deeply, or a string or number too long (one message for both limits). */
    private MalformedException overLimit() {
        return error(Texts.jsonTooDeep(lang));
    }

    private MalformedException unexpected(char c) {
        return error(Texts.jsonExpectedValue(lang, describe(c)));
    }

    private void space() {
        while (at < text.length()) {
            char c = text.charAt(at);
            if (c != ' ' && c != '\t' && c != '\r' && c != '\n') {
                return;
            }
            at++;
        }
    }

    private Object value() {
        if (at >= text.length()) {
            throw end();
        }
        char c = text.charAt(at);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> literal("true", Boolean.TRUE);
            case 'f' -> literal("false", Boolean.FALSE);
            case 'n' -> literal("null", null);
            default -> {
                if (c == '-' || c >= '0' && c <= '9') {
                    yield number();
                }
                throw unexpected(c);
            }
        };
    }

    /** A character as a message names it: printable ASCII in quotes, anything else by its code. */
    private static String describe(char c) {
        if (c > 0x20 && c < 0x7f) {
            return "'" + c + "'";
        }
        String hex = JsonWriter.HEX;
        return "U+" + hex.charAt(c >> 12) + hex.charAt(c >> 8 & 15) + hex.charAt(c >> 4 & 15) + hex.charAt(c & 15);
    }

    private Object literal(String word, Object value) {
        for (int i = 0; i < word.length(); i++) {
            if (at + i >= text.length()) {
                at += i;
                throw end();
            }
            if (text.charAt(at + i) != word.charAt(i)) {
                at += i;
                throw unexpected(text.charAt(at));
            }
        }
        at += word.length();
        return value;
    }

    /**
     * Opens the array or object at the cursor (at most {@link #MAX_DEPTH} deep): false if it is
     * empty (then also closed), true if a first element follows.
     */
    private boolean open(char close) {
        if (++depth > MAX_DEPTH) {
            throw overLimit();
        }
        at++;
        space();
        if (at < text.length() && text.charAt(at) == close) {
            at++;
            depth--;
            return false;
        }
        return true;
    }

    /** After an element: true if a comma announces another, false once {@code close} ends the container. */
    private boolean more(char close) {
        space();
        if (at < text.length() && text.charAt(at) == ',') {
            at++;
            return true;
        }
        expect(close);
        depth--;
        return false;
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        if (open('}')) {
            do {
                space();
                if (at >= text.length()) {
                    throw end();
                }
                if (text.charAt(at) != '"') {
                    throw error(Texts.jsonExpectedName(lang, describe(text.charAt(at))));
                }
                int keyAt = at;
                String key = string();
                if (map.containsKey(key)) {
                    at = keyAt;
                    throw error(Texts.jsonDuplicate(lang, Text.quote(key)));
                }
                space();
                expect(':');
                space();
                map.put(key, value());
            } while (more('}'));
        }
        return map;
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        if (open(']')) {
            do {
                space();
                list.add(value());
            } while (more(']'));
        }
        return list;
    }

    private void expect(char c) {
        if (at >= text.length()) {
            throw end();
        }
        if (text.charAt(at) != c) {
            throw error(c == ':' ? Texts.jsonExpectedColon(lang, describe(text.charAt(at)))
                    : Texts.jsonExpectedClose(lang, describe(text.charAt(at)), c));
        }
        at++;
    }

    private String string() {
        StringBuilder s = new StringBuilder();
        int start = at;
        at++;
        while (true) {
            if (at >= text.length()) {
                throw end();
            }
            if (at - start > MAX_VALUE_CHARS) {
                throw overLimit();
            }
            char c = text.charAt(at);
            if (c == '"') {
                at++;
                return s.toString();
            }
            if (c < 0x20) {
                throw error(Texts.jsonControl(lang, describe(c)));
            }
            if (c != '\\') {
                if (Character.isSurrogate(c)) {
                    surrogate(s, c);
                } else {
                    s.append(c);
                    at++;
                }
                continue;
            }
            if (at + 1 >= text.length()) {
                throw end();
            }
            char e = text.charAt(at + 1);
            switch (e) {
                case '"', '\\', '/' -> s.append(e);
                case 'b' -> s.append('\b');
                case 'f' -> s.append('\f');
                case 'n' -> s.append('\n');
                case 'r' -> s.append('\r');
                case 't' -> s.append('\t');
                case 'u' -> {
                    int code = hex(at + 2);
                    if (Character.isHighSurrogate((char) code) && text.startsWith("\\u", at + 6)
                            && Character.isLowSurrogate((char) hex(at + 8))) {
                        s.append((char) code).append((char) hex(at + 8));
                        at += 12;
                        continue;
                    }
                    if (Character.isSurrogate((char) code)) {
                        throw error(Texts.jsonHalfSurrogate(lang, "\\u" + text.substring(at + 2, at + 6)));
                    }
                    s.append((char) code);
                    at += 6;
                    continue;
                }
                default -> throw error(Texts.jsonEscape(lang, "'\\" + e + "'"));
            }
            at += 2;
        }
    }

    /** A surrogate written as it is: only a high one followed by a low one is a character. */
    private void surrogate(StringBuilder s, char c) {
        if (Character.isHighSurrogate(c) && at + 1 < text.length() && Character.isLowSurrogate(text.charAt(at + 1))) {
            s.append(c).append(text.charAt(at + 1));
            at += 2;
            return;
        }
        throw error(Texts.jsonLoneSurrogate(lang, describe(c)));
    }

    /** The four hex digits of a {@code \\u} escape at {@code from}. */
    private int hex(int from) {
        int code = 0;
        for (int i = from; i < from + 4; i++) {
            if (i >= text.length()) {
                at = text.length();
                throw end();
            }
            int d = Character.digit(text.charAt(i), 16);
            if (d < 0 || text.charAt(i) > 'f') {
                at = i;
                throw error(Texts.jsonHex(lang, describe(text.charAt(i))));
            }
            code = code * 16 + d;
        }
        return code;
    }

    private Object number() {
        int start = at;
        if (text.charAt(at) == '-') {
            at++;
        }
        int digits = at;
        digits();
        if (at == digits) {
            throw at >= text.length() ? end() : error(Texts.jsonInNumber(lang, describe(text.charAt(at))));
        }
        if (text.charAt(digits) == '0' && at - digits > 1) {
            at = digits;
            throw error(Texts.jsonLeadingZero(lang));
        }
        boolean integral = true;
        if (at < text.length() && text.charAt(at) == '.') {
            integral = false;
            at++;
            int fraction = at;
            digits();
            if (at == fraction) {
                throw at >= text.length() ? end() : error(Texts.jsonFraction(lang));
            }
        }
        if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
            integral = false;
            at++;
            if (at < text.length() && (text.charAt(at) == '+' || text.charAt(at) == '-')) {
                at++;
            }
            int exponent = at;
            digits();
            if (at == exponent) {
                throw at >= text.length() ? end() : error(Texts.jsonExponent(lang));
            }
        }
        if (at - start > MAX_NUMBER_CHARS) {
            at = start;
            throw overLimit();
        }
        String n = text.substring(start, at);
        if (integral && at - digits <= 19) {
            long value = 0;
            boolean fits = true;
            for (int i = digits; i < at && fits; i++) {
                int d = text.charAt(i) - '0';
                // negative accumulation reaches Long.MIN_VALUE
                fits = value >= (Long.MIN_VALUE + d) / 10;
                value = value * 10 - d;
            }
            if (fits) {
                if (start == digits) {
                    if (value != Long.MIN_VALUE) {
                        return -value;
                    }
                } else {
                    return value;
                }
            }
        }
        return Double.parseDouble(n);
    }

    private void digits() {
        while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
            at++;
        }
    }
}
