package org.pacru.rules;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One rule of the rulebook as a value a program can show: its ID ({@code R3.2}), its title
 * ({@code Range}) and its own sentences ({@code It moves 1 to P fields, …}).
 *
 * <p>The rules are those of {@code pacru-core/RULES.md}, turned into data when the library is
 * built: the numbered rules R1.1 … R9.3, {@code R10} for the
 * ruleset options of §10, and the Abstract Play defects D1 … D7 of §11. The text is plain (the
 * rulebook's Markdown emphasis and code quotes removed, wrapped lines joined); each list item and
 * each line of a diagram starts a new line; the rulebook's links to tests are not part of it.
 * The whole rulebook, with its tests, is part of this documentation:
 * <a href="doc-files/rules.html">The rules of Pacru</a>, each rule anchored by its ID
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
 * rules.check(position, Move.of(Field.E1, Field.E3)).get().rule();   // R3.2, the same instance
 * }</pre>
 */
public final class Rule {

    private final String id;
    private final String title;
    private final String text;

    private Rule(String id, String title, String text) {
        this.id = id;
        this.title = title;
        this.text = text;
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
     * The rule's title: its italic name in the rulebook ({@code "Range"} for R3.2), or the heading
     * of its section when it has none ({@code "Meeting"} for R6.3).
     *
     * @return the title, never empty
     */
    public String title() {
        return title;
    }

    /**
     * The rule's own sentences from the rulebook, as plain text (see the class description).
     *
     * @return the text, never empty
     */
    public String text() {
        return text;
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
     * generates from RULES.md (build/rulebook/org/pacru/build/RulebookToJava.java): nothing is
     * read or parsed at run time.
     */
    static final class Rulebook {
        static final Map<String, Rule> RULES;
        static final List<Rule> ALL;

        static {
            String[] data = RulebookText.RULES;
            Map<String, Rule> rules = new LinkedHashMap<>();
            for (int i = 0; i < data.length; i += 3) {
                rules.put(data[i], new Rule(data[i], data[i + 1], data[i + 2]));
            }
            RULES = Collections.unmodifiableMap(rules);
            ALL = List.copyOf(rules.values());
        }

        private Rulebook() {
        }
    }
}
