package org.pacru.rules;

import java.io.Serializable;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.pacru.messages.MessageTable;

/**
 * A sentence pacru writes, kept as data until it is read: a key of the message tables and its
 * named arguments (fields, players, numbers, other messages, lists). It is written in a language
 * only when {@link #text(Locale)} asks for it, from that language's table; {@link #text()} and
 * {@link #toString()} write English. Violations, explanation facts and events hold their words as
 * messages, so one ruling reads in English, Spanish or Japanese.
 *
 * <p>The tables ({@code pacru-api/src/main/messages/en.properties}, {@code es.properties},
 * {@code ja.properties}) are turned into Java data at build time, so writing a message reads no
 * resource and works the same in the JavaScript and WebAssembly builds. Arguments are written as
 * their notation ({@code e4}, {@code A}, {@code NE}, {@code e1-e6}) in every language; a message
 * argument is written in the same language; a list's items are joined as the table's
 * {@code list.separator} says.
 *
 * <p>Immutable value; equal when key and arguments are equal.
 *
 * <pre>{@code
 * Message m = Message.of("event.eliminated", "player", Player.B, "rule", "R8.1");
 * m.text();                                  // "B has no legal move and is eliminated: ..."
 * m.text(Locale.forLanguageTag("es"));       // "B no tiene ningún movimiento legal y queda eliminado: ..."
 * }</pre>
 */
public final class Message implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final String LIST_SEPARATOR = MessageTable.LIST_SEPARATOR;
    private static final String LITERAL = MessageTable.LITERAL;

    private final String key;
    /** The arguments, in the order of the key's parameters. */
    private final Object[] args;

    private Message(String key, Object[] args) {
        this.key = key;
        this.args = args;
    }

    /**
     * The message of a key with its arguments, given as name–value pairs in any order.
     *
     * @param key a key of the message tables, such as {@code "event.eliminated"}
     * @param namesAndValues each parameter's name followed by its value, every parameter of the
     *     key exactly once; values are fields, players, numbers, strings, messages, lists of them
     *     or anything whose {@code toString()} is its notation
     * @return the message
     * @throws IllegalArgumentException if the tables have no such key, or the names are not
     *     exactly the key's parameters
     */
    public static Message of(String key, Object... namesAndValues) {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(namesAndValues, "namesAndValues");
        int index = MessageTable.index(key);
        if (index < 0) {
            throw new IllegalArgumentException("no message " + key + " in the message tables");
        }
        String[] params = MessageTable.params(index);
        if (namesAndValues.length != 2 * params.length) {
            throw new IllegalArgumentException("message " + key + " takes " + params.length + " argument(s) "
                    + Arrays.toString(params) + ", given " + namesAndValues.length + " name(s) and value(s)");
        }
        Object[] args = new Object[params.length];
        for (int i = 0; i < namesAndValues.length; i += 2) {
            int p = indexOf(params, namesAndValues[i]);
            if (p < 0 || args[p] != null) {
                throw new IllegalArgumentException("message " + key + " takes " + Arrays.toString(params)
                        + ", not " + namesAndValues[i] + (p < 0 ? "" : " twice"));
            }
            args[p] = value(key, namesAndValues[i], namesAndValues[i + 1]);
        }
        return new Message(key, args);
    }

    /**
     * A text the caller wrote itself, the same in every language; for rules implementations and
     * test doubles outside pacru that have no keys of their own. pacru's own sentences are all keyed.
     *
     * @param text the text
     * @return the message, written as {@code text} in every language
     */
    public static Message literal(String text) {
        return of(LITERAL, "text", Objects.requireNonNull(text, "text"));
    }

    private static int indexOf(String[] params, Object name) {
        for (int i = 0; i < params.length; i++) {
            if (params[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** The value as kept: lists copied, anything not serializable as its notation. */
    private static Object value(String key, Object name, Object value) {
        Objects.requireNonNull(value, () -> "message " + key + ": argument " + name);
        if (value instanceof List<?> list) {
            return List.copyOf(list);
        }
        return value instanceof Serializable ? value : value.toString();
    }

    /**
     * The key of the message tables.
     *
     * @return the key, such as {@code "event.eliminated"}
     */
    public String key() {
        return key;
    }

    /**
     * The arguments by parameter name, in the order the English table first uses them.
     *
     * @return an unmodifiable map
     */
    public Map<String, Object> arguments() {
        String[] params = MessageTable.params(MessageTable.index(key));
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < params.length; i++) {
            map.put(params[i], args[i]);
        }
        return Collections.unmodifiableMap(map);
    }

    /**
     * The message in English.
     *
     * @return the sentence
     */
    public String text() {
        return write(Language.ENGLISH);
    }

    /**
     * The message in the language of a locale, English if pacru does not write that language
     * ({@link Language#of(Locale)}).
     *
     * @param locale the reader's locale
     * @return the sentence
     */
    public String text(Locale locale) {
        return write(Language.of(locale));
    }

    /** Writes the message in a language. */
    String write(Language language) {
        StringBuilder out = new StringBuilder();
        write(language, out);
        return out.toString();
    }

    private void write(Language language, StringBuilder out) {
        int index = MessageTable.index(key);
        String[] params = MessageTable.params(index);
        String template = MessageTable.template(language.ordinal(), index);
        int start = 0;
        boolean literal = true;
        while (start <= template.length()) {
            int end = template.indexOf('\u0000', start);
            if (end < 0) {
                end = template.length();
            }
            String part = template.substring(start, end);
            if (literal) {
                out.append(part);
            } else {
                parameter(language, params, part, out);
            }
            literal = !literal;
            start = end + 1;
        }
    }

    /** A parameter: {@code name}, or {@code name|one|other} / {@code name|zero|one|other} chosen by the number. */
    private void parameter(Language language, String[] params, String spec, StringBuilder out) {
        int bar = spec.indexOf('|');
        Object value = args[indexOf(params, bar < 0 ? spec : spec.substring(0, bar))];
        if (bar < 0) {
            append(language, value, out);
            return;
        }
        long n = ((Number) value).longValue();
        List<String> forms = new java.util.ArrayList<>(3);
        for (int from = bar + 1, to; from <= spec.length(); from = to + 1) {
            to = spec.indexOf('|', from);
            to = to < 0 ? spec.length() : to;
            forms.add(spec.substring(from, to));
        }
        int form = forms.size() == 3 ? (n == 0 ? 0 : n == 1 ? 1 : 2) : n == 1 ? 0 : 1;
        out.append(forms.get(form).replace("#", Long.toString(n)));
    }

    private static void append(Language language, Object value, StringBuilder out) {
        if (value instanceof Message m) {
            m.write(language, out);
        } else if (value instanceof List<?> list) {
            if (list.isEmpty()) {
                return;
            }
            Object joined = list.get(0);
            for (int i = 1; i < list.size(); i++) {
                joined = of(LIST_SEPARATOR, "a", joined, "b", list.get(i));
            }
            append(language, joined, out);
        } else {
            out.append(value);
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Message m && key.equals(m.key) && Arrays.equals(args, m.args);
    }

    @Override
    public int hashCode() {
        return 31 * key.hashCode() + Arrays.hashCode(args);
    }

    /**
     * The message in English, as {@link #text()}.
     *
     * @return the sentence
     */
    @Override
    public String toString() {
        return text();
    }
}
