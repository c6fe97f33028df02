package org.pacru.rules;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The languages pacru writes rulings in: the rulebook, violations, explanations and events. Every
 * method that produces a sentence for a person has a variant taking a {@link Locale}; a locale
 * whose language pacru does not write falls back to English ({@link #of(Locale)}).
 *
 * <pre>{@code
 * Language.of(Locale.forLanguageTag("es-AR"));  // SPANISH
 * Language.of(Locale.GERMAN);                   // ENGLISH (fallback)
 * Language.forTag("ja");                        // Optional[JAPANESE]
 * Language.forTag("de");                        // Optional.empty(): say so, then use English
 * }</pre>
 */
public enum Language {
    /** English, the language of the rulebook's original text and the default. */
    ENGLISH("en"),
    /** Spanish, following the designer's Spanish rules text. */
    SPANISH("es"),
    /** Japanese, following the designer's Japanese rules text. */
    JAPANESE("ja");

    private final String tag;

    Language(String tag) {
        this.tag = tag;
    }

    /**
     * The language's BCP 47 tag.
     *
     * @return {@code "en"}, {@code "es"} or {@code "ja"}
     */
    public String tag() {
        return tag;
    }

    /**
     * The locale of this language, with no country.
     *
     * @return such as {@code Locale.forLanguageTag("es")}
     */
    public Locale locale() {
        return new Locale(tag);
    }

    /**
     * The language pacru writes for a locale: its language if pacru writes it, else English.
     *
     * @param locale any locale
     * @return the language for that locale, {@link #ENGLISH} when pacru does not write its language
     */
    public static Language of(Locale locale) {
        Objects.requireNonNull(locale, "locale");
        return forTag(locale.getLanguage()).orElse(ENGLISH);
    }

    /**
     * The language of a language tag such as {@code "es"}, {@code "ja-JP"} or {@code "EN_us"}
     * (case and region do not matter), if pacru writes it.
     *
     * @param tag a language tag; may be anything, even empty
     * @return the language, or empty when the tag names no language pacru writes
     */
    public static Optional<Language> forTag(String tag) {
        Objects.requireNonNull(tag, "tag");
        String t = tag.strip();
        int cut = 0;
        while (cut < t.length() && t.charAt(cut) != '-' && t.charAt(cut) != '_') {
            cut++;
        }
        String primary = t.substring(0, cut).toLowerCase(Locale.ROOT);
        for (Language language : values()) {
            if (language.tag.equals(primary)) {
                return Optional.of(language);
            }
        }
        return Optional.empty();
    }
}
