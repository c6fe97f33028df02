package org.pacru.js;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JSON without a library, for the JavaScript entry layer: a parser of one request value into
 * maps, lists, strings, numbers, booleans and null, and a writer of such values. Objects keep
 * their keys' order, so the answers list their fields in the server's order.
 */
final class Json {
    private final String text;
    private int at;

    private Json(String text) {
        this.text = text;
    }

    /** Thrown for text that is not one JSON value; {@code offset} is where reading stopped. */
    static final class MalformedException extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final int offset;

        MalformedException(String message, int offset) {
            super(message, null, false, false);
            this.offset = offset;
        }

        int offset() {
            return offset;
        }
    }

    /**
     * Reads one JSON value, with nothing but white space around it.
     *
     * @param text the JSON text
     * @return a {@code Map<String, Object>}, {@code List<Object>}, {@code String}, {@code Long},
     *     {@code Double}, {@code Boolean} or null
     * @throws MalformedException if the text is not one JSON value
     */
    static Object parse(String text) {
        Json p = new Json(text);
        p.space();
        Object v = p.value();
        p.space();
        if (p.at < text.length()) {
            throw p.error("unexpected '" + text.charAt(p.at) + "' after the value");
        }
        return v;
    }

    private MalformedException error(String message) {
        return new MalformedException("malformed JSON at offset " + at + ": " + message, at);
    }

    private void space() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }

    private Object value() {
        if (at >= text.length()) {
            throw error("unexpected end of input, expected a value");
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
                throw error("unexpected '" + c + "', expected a value");
            }
        };
    }

    private Object literal(String word, Object value) {
        if (!text.startsWith(word, at)) {
            throw error("expected " + word);
        }
        at += word.length();
        return value;
    }

    private Map<String, Object> object() {
        Map<String, Object> map = new LinkedHashMap<>();
        at++;
        space();
        if (at < text.length() && text.charAt(at) == '}') {
            at++;
            return map;
        }
        while (true) {
            space();
            if (at >= text.length() || text.charAt(at) != '"') {
                throw error("expected a field name in quotes");
            }
            String key = string();
            space();
            expect(':');
            space();
            map.put(key, value());
            space();
            if (at < text.length() && text.charAt(at) == ',') {
                at++;
                continue;
            }
            expect('}');
            return map;
        }
    }

    private List<Object> array() {
        List<Object> list = new ArrayList<>();
        at++;
        space();
        if (at < text.length() && text.charAt(at) == ']') {
            at++;
            return list;
        }
        while (true) {
            space();
            list.add(value());
            space();
            if (at < text.length() && text.charAt(at) == ',') {
                at++;
                continue;
            }
            expect(']');
            return list;
        }
    }

    private void expect(char c) {
        if (at >= text.length() || text.charAt(at) != c) {
            throw error(at >= text.length() ? "unexpected end of input, expected '" + c + "'" : "expected '" + c + "'");
        }
        at++;
    }

    private String string() {
        StringBuilder s = new StringBuilder();
        at++;
        while (true) {
            if (at >= text.length()) {
                throw error("unexpected end of input in a string");
            }
            char c = text.charAt(at++);
            if (c == '"') {
                return s.toString();
            }
            if (c < 0x20) {
                throw error("a control character in a string");
            }
            if (c != '\\') {
                s.append(c);
                continue;
            }
            if (at >= text.length()) {
                throw error("unexpected end of input in a string");
            }
            char e = text.charAt(at++);
            switch (e) {
                case '"', '\\', '/' -> s.append(e);
                case 'b' -> s.append('\b');
                case 'f' -> s.append('\f');
                case 'n' -> s.append('\n');
                case 'r' -> s.append('\r');
                case 't' -> s.append('\t');
                case 'u' -> {
                    if (at + 4 > text.length()) {
                        throw error("unexpected end of input in a \\u escape");
                    }
                    int code = 0;
                    for (int i = 0; i < 4; i++) {
                        int d = Character.digit(text.charAt(at++), 16);
                        if (d < 0) {
                            throw error("a \\u escape needs four hex digits");
                        }
                        code = code * 16 + d;
                    }
                    s.append((char) code);
                }
                default -> throw error("unknown escape \\" + e);
            }
        }
    }

    private Object number() {
        int start = at;
        if (text.charAt(at) == '-') {
            at++;
        }
        int digits = at;
        while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
            at++;
        }
        if (at == digits || text.charAt(digits) == '0' && at - digits > 1) {
            throw error("a malformed number");
        }
        boolean integral = true;
        if (at < text.length() && text.charAt(at) == '.') {
            integral = false;
            at++;
            int fraction = at;
            while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
                at++;
            }
            if (at == fraction) {
                throw error("a malformed number");
            }
        }
        if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
            integral = false;
            at++;
            if (at < text.length() && (text.charAt(at) == '+' || text.charAt(at) == '-')) {
                at++;
            }
            int exponent = at;
            while (at < text.length() && text.charAt(at) >= '0' && text.charAt(at) <= '9') {
                at++;
            }
            if (at == exponent) {
                throw error("a malformed number");
            }
        }
        String n = text.substring(start, at);
        if (integral && at - digits <= 19) {
            try {
                return Long.parseLong(n);
            } catch (NumberFormatException e) {
                // beyond a long: a double, as JavaScript reads it
            }
        }
        return Double.parseDouble(n);
    }

    /**
     * Writes a value: a map (an object, in its keys' order), a list, a string, a number, a
     * boolean or null.
     *
     * @param value the value
     * @return compact JSON text
     */
    static String write(Object value) {
        StringBuilder s = new StringBuilder();
        write(s, value);
        return s.toString();
    }

    private static void write(StringBuilder s, Object value) {
        if (value == null) {
            s.append("null");
        } else if (value instanceof String str) {
            quote(s, str);
        } else if (value instanceof Map<?, ?> map) {
            s.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> e : map.entrySet()) {
                s.append(first ? "" : ",");
                first = false;
                quote(s, (String) e.getKey());
                s.append(':');
                write(s, e.getValue());
            }
            s.append('}');
        } else if (value instanceof List<?> list) {
            s.append('[');
            for (int i = 0; i < list.size(); i++) {
                s.append(i > 0 ? "," : "");
                write(s, list.get(i));
            }
            s.append(']');
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
            s.append(value);
        } else if (value instanceof Double d) {
            s.append(d.isNaN() || d.isInfinite() ? "null" : d == Math.rint(d) && Math.abs(d) < 1e15
                    ? Long.toString(d.longValue()) + ".0" : Double.toString(d));
        } else {
            throw new IllegalArgumentException("not a JSON value: " + value);
        }
    }

    private static void quote(StringBuilder s, String str) {
        s.append('"');
        for (int i = 0; i < str.length(); i++) {
            char c = str.charAt(i);
            switch (c) {
                case '"' -> s.append("\\\"");
                case '\\' -> s.append("\\\\");
                case '\n' -> s.append("\\n");
                case '\r' -> s.append("\\r");
                case '\t' -> s.append("\\t");
                default -> {
                    if (c < 0x20) {
                        s.append("\\u00").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 15, 16));
                    } else {
                        s.append(c);
                    }
                }
            }
        }
        s.append('"');
    }
}
