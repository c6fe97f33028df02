package org.pacru.rules;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * One rule of the rulebook as a value a program can show: its ID ({@code R3.2}), its title
 * ({@code Range}) and its own sentences ({@code It moves 1 to P fields, …}), in English, Spanish
 * or Japanese ({@link Language}).
 *
 * <p>The rules are those of {@code pacru-core/RULES.md}, turned into data when the library is
 * built: the numbered rules R1.1 … R9.3, {@code R10} for the
 * ruleset options of §10, and the Abstract Play defects D1 … D7 of §11. The text is plain (the
 * rulebook's Markdown emphasis and code quotes removed, wrapped lines joined); each list item and
 * each line of a diagram starts a new line; the rulebook's links to tests are not part of it.
 * The Spanish and Japanese titles and texts are those of the rulebook's translations,
 * {@code pacru-core/RULES.es.md} and {@code RULES.ja.md}, which have the same rules (the build
 * fails otherwise); {@link #title()} and {@link #text()} are English, {@link #title(Locale)} and
 * {@link #text(Locale)} follow a locale, falling back to English ({@link Language#of(Locale)}).
 * The whole rulebook, with its tests, is part of this documentation:
 * <a href="doc-files/rules.html">The rules of Pacru</a> (in Spanish
 * <a href="doc-files/rules.es.html">Las reglas de Pacru</a>, in Japanese
 * <a href="doc-files/rules.ja.html">パクルのルール</a>), each rule anchored by its ID
 * ({@code doc-files/rules.html#R3.2}).
 *
 * <p>Immutable; one instance per ID, so {@code ==} and {@link #equals} agree. {@link #toString()}
 * is the ID, so printing a rule prints what was printed before rules were values.
 *
 * <pre>{@code
 * Rule r = Rule.of(RuleIds.R3_2);   // or Rule.of("R3.2"), checked at run time
 * r.id();       // "R3.2"
 * r.title();    // "Range"
 * r.text();     // "It moves 1 to P fields, where P is the number of fields of its start borderland ..."
 * r.title(Locale.forLanguageTag("es"));   // "Alcance"
 * r.text(Language.JAPANESE);              // "駒は 1 マスから P マスまで移動します。..."
 * rules.check(position, Move.of(Field.E1, Field.E3)).get().rule();   // R3.2, the same instance
 * }</pre>
 */
public final class Rule {

    private final String id;
    /** The title in each language, indexed by {@link Language#ordinal()}. */
    private final String[] titles;
    /** The text in each language, indexed by {@link Language#ordinal()}. */
    private final String[] texts;

    private Rule(String id, String[] titles, String[] texts) {
        this.id = id;
        this.titles = titles;
        this.texts = texts;
    }

    /**
     * The rule with this ID.
     *
     * @param id a rule ID of the rulebook, such as {@code "R3.2"}, {@code "R10"} or {@code "D2"}
     * @return the rule
     * @throws IllegalArgumentException if the rulebook has no rule with this ID (the message names it)
     * @throws NullPointerException if {@code id} is null
     */
    public static Rule of(String id) {
        Objects.requireNonNull(id, "id");
        Rule rule = Rulebook.RULES.get(id);
        if (rule == null) {
            throw new IllegalArgumentException("no rule '" + id + "' in the rulebook (R1.1 … R9.3, R10, D1 … D7)");
        }
        return rule;
    }

    /**
     * Every rule, in the rulebook's order.
     *
     * @return an unmodifiable list
     */
    public static List<Rule> all() {
        return Rulebook.ALL;
    }

    /**
     * The rule ID, such as {@code "R3.2"}.
     *
     * @return the ID
     */
    public String id() {
        return id;
    }

    /**
     * The rule's title in English: its italic name in the rulebook ({@code "Range"} for R3.2), or
     * the heading of its section when it has none ({@code "Meeting"} for R6.3).
     *
     * @return the title, never empty
     */
    public String title() {
        return title(Language.ENGLISH);
    }

    /**
     * The rule's own sentences from the English rulebook, as plain text (see the class description).
     *
     * @return the text, never empty
     */
    public String text() {
        return text(Language.ENGLISH);
    }

    /**
     * The rule's title in a language: its italic name in that language's rulebook
     * ({@code "Alcance"}, {@code "移動距離"} for R3.2), or the heading of its section.
     *
     * @param language the language
     * @return the title, never empty
     * @throws NullPointerException if {@code language} is null
     */
    public String title(Language language) {
        return titles[Objects.requireNonNull(language, "language").ordinal()];
    }

    /**
     * The rule's own sentences from that language's rulebook, as plain text (see the class
     * description).
     *
     * @param language the language
     * @return the text, never empty
     * @throws NullPointerException if {@code language} is null
     */
    public String text(Language language) {
        return texts[Objects.requireNonNull(language, "language").ordinal()];
    }

    /**
     * The rule's title in the language of a locale, English if pacru does not write that language
     * ({@link Language#of(Locale)}).
     *
     * @param locale any locale, such as {@code Locale.forLanguageTag("es-AR")}
     * @return the title, never empty
     * @throws NullPointerException if {@code locale} is null
     */
    public String title(Locale locale) {
        return title(Language.of(locale));
    }

    /**
     * The rule's text in the language of a locale, English if pacru does not write that language
     * ({@link Language#of(Locale)}).
     *
     * @param locale any locale, such as {@code Locale.JAPAN}
     * @return the text, never empty
     * @throws NullPointerException if {@code locale} is null
     */
    public String text(Locale locale) {
        return text(Language.of(locale));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Rule && ((Rule) o).id.equals(id);
    }

    @Override
    public int hashCode() {
        return id.hashCode();
    }

    /**
     * The rule ID.
     *
     * @return {@link #id()}
     */
    @Override
    public String toString() {
        return id;
    }

    /**
     * The rules, made once from {@code RulebookText}, the rulebook as Java data that the build
     * generates from RULES.md and its translations (build/rulebook/org/pacru/build/RulebookToJava.java):
     * nothing is read or parsed at run time. A language the generated data lacks reads English.
     */
    static final class Rulebook {
        static final Map<String, Rule> RULES;
        static final List<Rule> ALL;

        static {
            String[] tags = RulebookText.LANGUAGES;
            Language[] languages = Language.values();
            int[] column = new int[languages.length];   // each language's place among the tags; 0 is English
            for (Language language : languages) {
                for (int t = 0; t < tags.length; t++) {
                    if (tags[t].equals(language.tag())) {
                        column[language.ordinal()] = t;
                    }
                }
            }
            String[] data = RulebookText.RULES;
            int width = 1 + 2 * tags.length;
            Map<String, Rule> rules = new LinkedHashMap<>();
            for (int i = 0; i < data.length; i += width) {
                String[] titles = new String[languages.length];
                String[] texts = new String[languages.length];
                for (Language language : languages) {
                    titles[language.ordinal()] = data[i + 1 + 2 * column[language.ordinal()]];
                    texts[language.ordinal()] = data[i + 2 + 2 * column[language.ordinal()]];
                }
                rules.put(data[i], new Rule(data[i], titles, texts));
            }
            RULES = Collections.unmodifiableMap(rules);
            ALL = List.copyOf(rules.values());
        }

        private Rulebook() {
        }
    }
}
