package org.pacru.rules;

import java.io.Serializable;
import java.util.ArrayList;
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
    /** The key's index in the tables plus one; 0 until looked up (after deserialization). */
    private transient int index1;

    private Message(String key, int index, Object[] args) {
        this.key = key;
        this.index1 = index + 1;
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
        int count = MessageTable.paramCount(index);
        if (namesAndValues.length != 2 * count) {
            throw new IllegalArgumentException("message " + key + " takes " + count
                    + (count == 1 ? " argument " : " arguments ") + params(index) + ", given "
                    + namesAndValues.length + (namesAndValues.length == 1 ? " name or value" : " names and values"));
        }
        Object[] args = new Object[count];
        for (int i = 0; i < namesAndValues.length; i += 2) {
            int p = paramIndex(index, namesAndValues[i]);
            if (p < 0 || args[p] != null) {
                throw new IllegalArgumentException("message " + key + " takes " + params(index)
                        + ", not " + namesAndValues[i] + (p < 0 ? "" : " twice"));
            }
            args[p] = value(key, namesAndValues[i], namesAndValues[i + 1]);
        }
        return new Message(key, index, args);
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

    private static int paramIndex(int index, Object name) {
        for (int i = 0, n = MessageTable.paramCount(index); i < n; i++) {
            if (MessageTable.param(index, i).equals(name)) {
                return i;
            }
        }
        return -1;
    }

    private static List<String> params(int index) {
        List<String> names = new ArrayList<>();
        for (int i = 0, n = MessageTable.paramCount(index); i < n; i++) {
            names.add(MessageTable.param(index, i));
        }
        return names;
    }

    /** The value as kept: lists copied, anything not serializable as its notation. */
    private static Object value(String key, Object name, Object value) {
        Objects.requireNonNull(value, () -> "message " + key + ": argument " + name);
        if (value instanceof List<?> list) {
            return List.copyOf(list);
        }
        return value instanceof Serializable ? value : value.toString();
    }

    private int index() {
        if (index1 == 0) {
            index1 = MessageTable.index(key) + 1;
        }
        return index1 - 1;
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
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < args.length; i++) {
            map.put(MessageTable.param(index(), i), args[i]);
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

    /**
     * The message in a language.
     *
     * @param language the language
     * @return the sentence
     */
    public String text(Language language) {
        return write(Objects.requireNonNull(language, "language"));
    }

    /** Writes the message in a language. */
    String write(Language language) {
        StringBuilder out = new StringBuilder(64);
        write(language, out);
        return out.toString();
    }

    private void write(Language language, StringBuilder out) {
        Template t = Template.of(language.ordinal(), index());
        for (int i = 0; i < t.params.length; i++) {
            out.append(t.literals[i]);
            Object value = args[t.params[i]];
            String[] forms = t.forms[i];
            if (forms == null) {
                append(language, value, out);
            } else {
                long n = ((Number) value).longValue();
                int form = forms.length == 3 ? (n == 0 ? 0 : n == 1 ? 1 : 2) : n == 1 ? 0 : 1;
                out.append(forms[form].replace("#", Long.toString(n)));
            }
        }
        out.append(t.literals[t.params.length]);
    }

    private static void append(Language language, Object value, StringBuilder out) {
        if (value instanceof Message m) {
            m.write(language, out);
        } else if (value instanceof List<?> list) {
            // list.separator is "{a}<separator>{b}": the items joined by the separator
            Template separator = Template.of(language.ordinal(), MessageTable.index(LIST_SEPARATOR));
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    out.append(separator.literals[1]);
                }
                append(language, list.get(i), out);
            }
        } else {
            out.append(value);
        }
    }

    /**
     * One language's template of one key, split once and kept: literal texts around the
     * parameters, each parameter's index and its plural forms (null for a plain parameter).
     * Immutable once built; built at most a few times under a race, never seen half-built.
     * Package-private so that a test can parse templates of its own, past the cache.
     */
    static final class Template {
        private static final Template[][] CACHE = new Template[Language.values().length][MessageTable.size()];

        final String[] literals;
        final int[] params;
        final String[][] forms;

        private Template(String[] literals, int[] params, String[][] forms) {
            this.literals = literals;
            this.params = params;
            this.forms = forms;
        }

        static Template of(int language, int index) {
            Template t = CACHE[language][index];
            if (t == null) {
                t = parse(MessageTable.template(language, index));
                CACHE[language][index] = t;
            }
            return t;
        }

        /** Literals at even positions, parameters ({@code 2} or {@code 2|one|other}) at odd ones, joined by NUL. */
        static Template parse(String template) {
            List<String> parts = split(template, '\u0000');
            int n = parts.size() / 2;
            String[] literals = new String[n + 1];
            int[] params = new int[n];
            String[][] forms = new String[n][];
            for (int i = 0; i < parts.size(); i++) {
                String part = parts.get(i);
                if (i % 2 == 0) {
                    literals[i / 2] = part;
                    continue;
                }
                List<String> spec = split(part, '|');
                params[i / 2] = Integer.parseInt(spec.get(0));
                forms[i / 2] = spec.size() == 1 ? null : spec.subList(1, spec.size()).toArray(new String[0]);
            }
            return new Template(literals, params, forms);
        }

        private static List<String> split(String text, char separator) {
            List<String> parts = new ArrayList<>();
            int start = 0;
            for (int end = text.indexOf(separator); end >= 0; end = text.indexOf(separator, start)) {
                parts.add(text.substring(start, end));
                start = end + 1;
            }
            parts.add(text.substring(start));
            return parts;
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
