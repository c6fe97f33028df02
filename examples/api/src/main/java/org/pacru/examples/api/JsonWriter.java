package org.pacru.examples.api;

import java.util.List;
import java.util.Map;

/**
 * The API's JSON writer, without a library: maps (objects, in their keys' order, so answers list
 * their fields in the order docs/API.md shows), lists, strings, numbers, booleans and null, as
 * compact JSON text. The reader is {@link JsonReader}; the two share nothing but the format.
 */
public final class JsonWriter {
    private JsonWriter() {
    }

    /**
     * Writes a value: a map (an object, in its keys' order), a list, a string, a number, a
     * boolean or null.
     *
     * @param value the value
     * @return compact JSON text
     */
    public static String write(Object value) {
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
                if (!first) {
                    s.append(',');
                }
                first = false;
                quote(s, (String) e.getKey());
                s.append(':');
                write(s, e.getValue());
            }
            s.append('}');
        } else if (value instanceof List<?> list) {
            s.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    s.append(',');
                }
                write(s, list.get(i));
            }
            s.append(']');
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
            s.append(value);
        } else if (value instanceof Double d) {
            s.append(d.isNaN() || d.isInfinite() ? "null" : d == Math.rint(d) && Math.abs(d) < 1e7
                    ? d.longValue() + ".0" : Double.toString(d));
        } else {
            throw new IllegalArgumentException("not a JSON value: " + value);
        }
    }

    /**
     * A string as JSON writes it, in double quotes.
     *
     * @param str the string
     * @return the JSON string
     */
    public static String quote(String str) {
        StringBuilder s = new StringBuilder();
        quote(s, str);
        return s.toString();
    }

    /** Hex digits: the writer's Unicode escapes, the code points ({@code U+0001}) of the reader's messages. */
    static final String HEX = "0123456789ABCDEF";

    private static void quote(StringBuilder s, String str) {
        s.append('"');
        for (int i = 0; i < str.length(); i++) {
            char c = str.charAt(i);
            switch (c) {
                case '"' -> s.append("\\\"");
                case '\\' -> s.append("\\\\");
                case '\b' -> s.append("\\b");
                case '\f' -> s.append("\\f");
                case '\n' -> s.append("\\n");
                case '\r' -> s.append("\\r");
                case '\t' -> s.append("\\t");
                default -> {
                    if (c < 0x20) {
                        s.append("\\u00").append(HEX.charAt(c >> 4)).append(HEX.charAt(c & 15));
                    } else {
                        s.append(c);
                    }
                }
            }
        }
        s.append('"');
    }
}
