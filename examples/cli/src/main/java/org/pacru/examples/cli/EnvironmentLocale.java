package org.pacru.examples.cli;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * The language of the terminal, as POSIX programs take it: the first of {@code LC_ALL},
 * {@code LC_MESSAGES} and {@code LANG} that is set and not empty, such as {@code es_ES.UTF-8} or
 * {@code ja_JP}; {@code C} and {@code POSIX} are English. Read from the variables themselves, not
 * from the JVM's default locale, which falls back to English when the system has not generated the
 * locale named (a fresh container with {@code LANG=es_ES.UTF-8}). With none of the three set (as on
 * Windows), the JVM's default locale. {@code --lang} overrides all of this (docs/tool.md).
 *
 * <pre>{@code
 * EnvironmentLocale.of(Map.of("LANG", "es_ES.UTF-8"), Locale.ENGLISH);                       // es_ES
 * EnvironmentLocale.of(Map.of("LC_ALL", "ja_JP.UTF-8", "LANG", "es_ES.UTF-8"), Locale.ENGLISH); // ja_JP
 * }</pre>
 */
final class EnvironmentLocale {
    /** The variables that name the language of messages, in the order POSIX gives them precedence. */
    static final List<String> VARIABLES = List.of("LC_ALL", "LC_MESSAGES", "LANG");

    private EnvironmentLocale() {
    }

    /**
     * The locale of the environment's messages.
     *
     * @param environment the environment variables
     * @param fallback the locale when none of {@link #VARIABLES} is set
     * @return the locale
     */
    static Locale of(Map<String, String> environment, Locale fallback) {
        Objects.requireNonNull(environment, "environment");
        for (String name : VARIABLES) {
            String value = environment.get(name);
            if (value != null && !value.isEmpty()) {
                return parse(value);
            }
        }
        return fallback;
    }

    /** A POSIX locale name, {@code language[_territory][.codeset][@modifier]}, as a Java locale. */
    private static Locale parse(String value) {
        String name = value;
        for (char end : new char[] {'.', '@'}) {
            int cut = name.indexOf(end);
            if (cut >= 0) {
                name = name.substring(0, cut);
            }
        }
        if (name.equals("C") || name.equals("POSIX") || name.isEmpty()) {
            return Locale.ENGLISH;
        }
        return Locale.forLanguageTag(name.replace('_', '-'));
    }
}
