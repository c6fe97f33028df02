package org.pacru.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns the rulebook (pacru-core/RULES.md) into Java data at build time: the ID, title and plain
 * text of every rule, as the string array of a package-private class {@code org.pacru.rules.RulebookText},
 * from which {@code org.pacru.rules.Rule} makes its values; and every rule ID as a compile-time
 * constant of the public class {@code org.pacru.rules.RuleIds} ({@code RuleIds.R3_2 = "R3.2"}), so
 * that code naming a rule that the rulebook does not have fails to compile. The library thus reads no resource
 * and parses no Markdown at run time, and compiles unchanged to targets without class-path
 * resources or a full regex engine (WebAssembly, JavaScript). exec-maven-plugin runs it with the
 * JDK's single-file source launcher, so it needs nothing but the JDK:
 *
 * <pre>
 * java build/rulebook/org/pacru/build/RulebookToJava.java RULES.md OUT-SOURCE-ROOT
 * </pre>
 *
 * <p>The rules: the numbered rules R1.1 … R9.3, one rule {@code Rn} for each section without
 * numbered rules ({@code R10}, the ruleset options of §10) and the Abstract Play defects D1 … D7
 * of §11. A rule's title is its italic name ({@code *Range.*}), or its section's heading when it
 * has none; its text is plain (Markdown emphasis and code quotes removed, wrapped lines joined),
 * each list item, table row and diagram line on a line of its own, and the labelled lines that
 * link to tests left out. pacru-api's tests run {@link #parse} on RULES.md and on a small rulebook.
 */
public final class RulebookToJava {

    /** One rule: its ID, title and plain text. */
    public record Entry(String id, String title, String text) {
    }

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

    private RulebookToJava() {
    }

    /**
     * Writes {@code org/pacru/rules/RulebookText.java} under the source root.
     *
     * @param args the rulebook and the generated source root
     * @throws IOException if the rulebook cannot be read or the source written
     */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: java RulebookToJava.java RULES.md OUT-SOURCE-ROOT");
        }
        List<Entry> rules = parse(Files.readString(Path.of(args[0]), StandardCharsets.UTF_8));
        Path dir = Path.of(args[1], "org", "pacru", "rules");
        Files.createDirectories(dir);
        write(dir.resolve("RulebookText.java"), source(rules));
        write(dir.resolve("RuleIds.java"), idsSource(rules));
    }

    private static void write(Path out, String source) throws IOException {
        if (!Files.exists(out) || !Files.readString(out, StandardCharsets.UTF_8).equals(source)) {
            Files.writeString(out, source, StandardCharsets.UTF_8);   // unchanged: no recompilation
        }
    }

    /**
     * The generated class of rule IDs: one compile-time constant per rule, named by its ID with
     * {@code _} for the dot ({@code R3_2}, {@code R10}, {@code D1}), in the rulebook's order.
     *
     * @param rules the rules
     * @return the Java source
     */
    public static String idsSource(List<Entry> rules) {
        StringBuilder s = new StringBuilder();
        s.append("package org.pacru.rules;\n\n")
                .append("/**\n")
                .append(" * The ID of every rule of the rulebook as a compile-time constant, generated from pacru-core/RULES.md\n")
                .append(" * by build/rulebook/org/pacru/build/RulebookToJava.java: a rule the rulebook does not have fails\n")
                .append(" * to compile. {@code Rule.of(RuleIds.R3_2)} is the rule R3.2.\n")
                .append(" */\n")
                .append("public final class RuleIds {\n");
        for (Entry rule : rules) {
            s.append("    /** ").append(rule.id()).append(": ").append(javadocText(rule.title())).append(". */\n")
                    .append("    public static final String ").append(rule.id().replace('.', '_')).append(" = ")
                    .append(literal(rule.id())).append(";\n");
        }
        s.append("\n    private RuleIds() {\n    }\n}\n");
        return s.toString();
    }

    /** A title as Javadoc text: ASCII, no HTML or comment syntax. */
    private static String javadocText(String title) {
        String quoted = literal(title);
        return quoted.substring(1, quoted.length() - 1).replace("&", "&amp;").replace("<", "&lt;")
                .replace(">", "&gt;").replace("*/", "*&#47;").replace("@", "&#64;");
    }

    /**
     * The generated class: every rule as three strings (ID, title, text), in the rulebook's order.
     *
     * @param rules the rules
     * @return the Java source
     */
    public static String source(List<Entry> rules) {
        StringBuilder s = new StringBuilder();
        s.append("package org.pacru.rules;\n\n")
                .append("/** Generated from pacru-core/RULES.md by build/rulebook/org/pacru/build/RulebookToJava.java: do not edit. */\n")
                .append("final class RulebookText {\n")
                .append("    /** ID, title and plain text of every rule, in the rulebook's order. */\n")
                .append("    static final String[] RULES = {\n");
        for (Entry rule : rules) {
            s.append("        ").append(literal(rule.id())).append(", ").append(literal(rule.title())).append(",\n")
                    .append("        ").append(literal(rule.text())).append(",\n");
        }
        s.append("    };\n\n    private RulebookText() {\n    }\n}\n");
        return s.toString();
    }

    /**
     * A Java string literal, ASCII only (every other character as a Unicode escape).
     *
     * @param text any text
     * @return the literal, quotes included
     */
    public static String literal(String text) {
        StringBuilder s = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> s.append("\\\"");
                case '\\' -> s.append("\\\\");
                case '\n' -> s.append("\\n");
                default -> {
                    if (c >= 0x20 && c < 0x7F) {
                        s.append(c);
                    } else {
                        s.append(String.format("\\u%04x", (int) c));
                    }
                }
            }
        }
        return s.append('"').toString();
    }

    /**
     * Every rule of a rulebook text in order; a section without numbered rules is one rule {@code Rn}.
     *
     * @param markdown the rulebook
     * @return the rules
     */
    public static List<Entry> parse(String markdown) {
        List<Entry> rules = new ArrayList<>();
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
    private static Entry rule(String id, String sectionTitle, List<String> markdownLines) {
        String body = String.join("\n", blocks(markdownLines));
        Matcher title = TITLE.matcher(body);
        if (title.matches()) {
            String name = title.group(1).strip();
            String text = title.group(2).equals(".") ? title.group(3) : name + title.group(2) + " " + title.group(3);
            return new Entry(id, name, plain(text).strip());
        }
        return new Entry(id, sectionTitle, plain(body).strip());
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
