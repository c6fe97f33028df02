package org.pacru.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One rule of the rulebook as a value a program can show: its ID ({@code R3.2}), its title
 * ({@code Range}) and its own sentences ({@code It moves 1 to P fields, …}).
 *
 * <p>The rules are those of {@code pacru-core/RULES.md}, which ships inside this jar and is read
 * once, the first time a rule is asked for: the numbered rules R1.1 … R9.3, {@code R10} for the
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
 * Rule r = Rule.of("R3.2");
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
     * The rulebook, read from the jar and parsed once, when a rule is first asked for. Package
     * private, not private, so that tests can run {@link #parse} again: code that runs only in a
     * class initializer runs once per JVM, and a mutation test would never see it run.
     */
    static final class Rulebook {

        static final String RESOURCE = "RULES.md";
        /** {@code ## 7. Rotation}. */
        private static final Pattern SECTION = Pattern.compile("^## (\\d+)\\. (.+)$");
        /** {@code - **R3.2** …} or {@code - **D1** …}. */
        private static final Pattern RULE = Pattern.compile("^- \\*\\*(R\\d+\\.\\d+|D\\d+)\\*\\*\\s*(.*)$");
        /**
         * A labelled line after a rule's first line, which is no rule text: {@code *Tests:* …},
         * {@code *Tests of the options (R10):* …}.
         */
        private static final Pattern LABEL = Pattern.compile("^\\*[A-Z][^*]*:\\*.*$");
        /** An italic title at the start of a rule: {@code *Range.*}, {@code *Border crossing:*}. */
        private static final Pattern TITLE = Pattern.compile("^\\*([^*]+?)([.:,]?)\\*\\s*(.*)$", Pattern.DOTALL);
        private static final Pattern BOLD = Pattern.compile("\\*\\*([^*]+)\\*\\*");
        private static final Pattern ITALIC = Pattern.compile("(?<![`\\w*])\\*([^*`\\s][^*`]*?)\\*(?![`\\w*])");

        static final Map<String, Rule> RULES;
        static final List<Rule> ALL;

        static {
            Map<String, Rule> rules = new LinkedHashMap<>();
            for (Rule rule : parse(read())) {
                rules.put(rule.id, rule);
            }
            RULES = Collections.unmodifiableMap(rules);
            ALL = List.copyOf(rules.values());
        }

        private Rulebook() {
        }

        private static String read() {
            try (InputStream in = Rule.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("the rulebook " + RESOURCE + " is missing from the pacru-api jar");
                }
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the rulebook " + RESOURCE, e);
            }
        }

        /** Every rule of a rulebook text in order; a section without numbered rules is one rule {@code Rn}. */
        static List<Rule> parse(String markdown) {
            List<Rule> rules = new ArrayList<>();
            String sectionNumber = null;
            String sectionTitle = null;
            List<String> sectionLines = new ArrayList<>();
            boolean sectionHasRules = false;
            String ruleId = null;
            List<String> ruleLines = new ArrayList<>();
            for (String line : markdown.split("\\R", -1)) {
                Matcher section = SECTION.matcher(line);
                Matcher rule = RULE.matcher(line);
                if (section.matches() || rule.matches()) {
                    if (ruleId != null) {
                        rules.add(rule(ruleId, sectionTitle, ruleLines));
                        ruleId = null;
                    }
                }
                if (section.matches()) {
                    if (sectionNumber != null && !sectionHasRules) {
                        rules.add(rule("R" + sectionNumber, sectionTitle, sectionLines));
                    }
                    sectionNumber = section.group(1);
                    sectionTitle = section.group(2).strip();
                    sectionLines = new ArrayList<>();
                    sectionHasRules = false;
                } else if (rule.matches()) {
                    ruleId = rule.group(1);
                    ruleLines = new ArrayList<>(List.of(rule.group(2)));
                    sectionHasRules = true;
                } else if (ruleId != null) {
                    ruleLines.add(line);
                } else if (sectionNumber != null) {
                    sectionLines.add(line);
                }
            }
            if (ruleId != null) {
                rules.add(rule(ruleId, sectionTitle, ruleLines));
            } else if (sectionNumber != null && !sectionHasRules) {
                rules.add(rule("R" + sectionNumber, sectionTitle, sectionLines));
            }
            return rules;
        }

        /** A rule from its Markdown lines: an italic title ending in '.' is taken out of the text. */
        private static Rule rule(String id, String sectionTitle, List<String> markdownLines) {
            String body = String.join("\n", blocks(markdownLines));
            Matcher title = TITLE.matcher(body);
            if (title.matches()) {
                String name = title.group(1).strip();
                String text = title.group(2).equals(".") ? title.group(3) : name + title.group(2) + " " + title.group(3);
                return new Rule(id, name, plain(text).strip());
            }
            return new Rule(id, sectionTitle, plain(body).strip());
        }

        /**
         * The blocks of Markdown lines: wrapped lines joined into one; a list item, a line less
         * indented than the list item before it, a table row or a diagram line starts a new block;
         * labelled lines (links to tests) and blank lines are dropped.
         */
        private static List<String> blocks(List<String> lines) {
            List<String> blocks = new ArrayList<>();
            StringBuilder block = new StringBuilder();
            boolean fenced = false;
            int fenceIndent = 0;
            int itemIndent = -1;
            for (int i = 0; i < lines.size(); i++) {
                String raw = lines.get(i);
                String line = raw.strip();
                boolean label = i > 0 && LABEL.matcher(line).matches();
                boolean fence = line.startsWith("```");
                int indent = raw.length() - raw.stripLeading().length();
                boolean item = line.startsWith("- ");
                boolean afterItem = !item && indent <= itemIndent;
                itemIndent = item ? indent : afterItem ? -1 : itemIndent;
                boolean separate = fence || fenced || line.isEmpty() || item || afterItem || line.startsWith("|") || label;
                if (separate && block.length() > 0) {
                    blocks.add(block.toString());
                    block.setLength(0);
                }
                if (fence) {
                    fenced = !fenced;
                    fenceIndent = raw.indexOf("```");
                } else if (fenced) {
                    blocks.add(raw.substring(Math.min(fenceIndent, raw.length() - raw.stripLeading().length())));
                } else if (line.isEmpty() || label) {
                    continue;
                } else if (line.startsWith("|")) {
                    blocks.add(line);
                } else {
                    block.append(block.length() > 0 ? " " : "").append(line);
                }
            }
            if (block.length() > 0) {
                blocks.add(block.toString());
            }
            return blocks;
        }

        /** Markdown emphasis and code quotes removed. */
        private static String plain(String markdown) {
            String text = BOLD.matcher(markdown).replaceAll("$1");
            text = ITALIC.matcher(text).replaceAll("$1");
            return text.replace("`", "");
        }
    }
}
