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
 * Turns the rulebook (pacru-core/RULES.md) and its translations (RULES.es.md, RULES.ja.md) into
 * Java data at build time: the ID of every rule with its title and plain text in each language,
 * as the string arrays of a package-private class {@code org.pacru.rules.RulebookText}, from which
 * {@code org.pacru.rules.Rule} makes its values; and every rule ID as a compile-time
 * constant of the public class {@code org.pacru.rules.RuleIds} ({@code RuleIds.R3_2 = "R3.2"}), so
 * that code naming a rule that the rulebook does not have fails to compile. The library thus reads no resource
 * and parses no Markdown at run time, and compiles unchanged to targets without class-path
 * resources or a full regex engine (WebAssembly, JavaScript). exec-maven-plugin runs it with the
 * JDK's single-file source launcher, so it needs nothing but the JDK:
 *
 * <pre>
 * java build/rulebook/org/pacru/build/RulebookToJava.java RULES.md OUT-SOURCE-ROOT [TAG=TRANSLATION.md ...]
 * </pre>
 *
 * <p>RULES.md is the English rulebook; each translation is given with its language tag
 * ({@code es=RULES.es.md}). A translation must have exactly the English rule IDs, in the same
 * order, each with a title and a text: otherwise the generator names every missing, extra or empty
 * rule and the build fails ({@link #problems}).
 *
 * <p>The rules: the numbered rules R1.1 … R9.3, one rule {@code Rn} for each section without
 * numbered rules ({@code R10}, the ruleset options of §10) and the Abstract Play defects D1 … D7
 * of §11. A rule's title is its italic name ({@code *Range.*}, {@code *移動距離。*}), or its
 * section's heading when it has none; its text is plain (Markdown emphasis and code quotes
 * removed, wrapped lines joined: with a space, or with nothing between two Chinese or Japanese
 * characters), each list item, table row and diagram line on a line of its own, and the labelled
 * lines that link to code and tests ({@code *Tests:*}, {@code *Pruebas:*}, {@code *テスト:*}) left
 * out. An unnumbered section ({@code ## Where the source texts differ}) ends the rules: it and what
 * follows it are no rule text. pacru-api's tests run {@link #parse} on the three rulebooks and on
 * small ones.
 */
public final class RulebookToJava {

    /** One rule: its ID, title and plain text. */
    public record Entry(String id, String title, String text) {
    }

    /**
     * A rulebook in one language: its language tag ({@code "en"}) and its rules.
     *
     * @param tag the language tag
     * @param rules the rules, in the rulebook's order
     */
    public record Book(String tag, List<Entry> rules) {
    }

    /** {@code ## 7. Rotation}. */
    private static final Pattern SECTION = Pattern.compile("^## (\\d+)\\. (.+)$");
    /** Any other level-2 heading: {@code ## Where the source texts differ}. */
    private static final Pattern OTHER_SECTION = Pattern.compile("^## .*$");
    /** {@code - **R3.2** …} or {@code - **D1** …}. */
    private static final Pattern RULE = Pattern.compile("^- \\*\\*(R\\d+\\.\\d+|D\\d+)\\*\\*\\s*(.*)$");
    /**
     * A labelled line after a rule's first line, which is no rule text: {@code *Tests:* …},
     * {@code *Tests of the options (R10):* …}, {@code *Pruebas:* …}, {@code *テスト:* …}.
     */
    private static final Pattern LABEL = Pattern.compile("^\\*[^*\\s][^*]*:\\*.*$");
    /**
     * An italic title at the start of a rule: {@code *Range.*}, {@code *Border crossing:*},
     * {@code *移動距離。*}.
     */
    private static final Pattern TITLE = Pattern.compile("^\\*([^*]+?)([.:,\u3002\uff1a]?)\\*\\s*(.*)$", Pattern.DOTALL);
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
        if (args.length < 2) {
            throw new IllegalArgumentException("usage: java RulebookToJava.java RULES.md OUT-SOURCE-ROOT [TAG=TRANSLATION.md ...]");
        }
        List<Entry> rules = parse(Files.readString(Path.of(args[0]), StandardCharsets.UTF_8));
        List<Book> books = new ArrayList<>(List.of(new Book("en", rules)));
        List<String> problems = new ArrayList<>();
        for (int i = 2; i < args.length; i++) {
            int eq = args[i].indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("a translation is TAG=FILE, such as es=RULES.es.md: " + args[i]);
            }
            Path file = Path.of(args[i].substring(eq + 1));
            Book book = new Book(args[i].substring(0, eq), parse(Files.readString(file, StandardCharsets.UTF_8)));
            for (String problem : problems(rules, book)) {
                problems.add(file.getFileName() + ": " + problem);
            }
            books.add(book);
        }
        if (!problems.isEmpty()) {
            System.err.println("The rulebook's translations do not match " + Path.of(args[0]).getFileName() + ":");
            problems.forEach(p -> System.err.println("  " + p));
            System.exit(1);
        }
        Path dir = Path.of(args[1], "org", "pacru", "rules");
        Files.createDirectories(dir);
        write(dir.resolve("RulebookText.java"), source(books));
        write(dir.resolve("RuleIds.java"), idsSource(rules));
    }

    /**
     * What keeps a translation from standing for the English rulebook: every rule ID it lacks or
     * has in addition, a different order, and every rule without a title or a text.
     *
     * @param english the English rules
     * @param translation a translation
     * @return one sentence per problem, naming the rule; empty if the translation matches
     */
    public static List<String> problems(List<Entry> english, Book translation) {
        List<String> problems = new ArrayList<>();
        List<String> ids = english.stream().map(Entry::id).toList();
        List<String> translated = translation.rules().stream().map(Entry::id).toList();
        for (String id : ids) {
            if (!translated.contains(id)) {
                problems.add("rule " + id + " is missing from the " + translation.tag() + " rulebook");
            }
        }
        for (String id : translated) {
            if (!ids.contains(id)) {
                problems.add("rule " + id + " of the " + translation.tag() + " rulebook is not in the English rulebook");
            }
        }
        if (problems.isEmpty() && !translated.equals(ids)) {
            problems.add("the " + translation.tag() + " rulebook has the rules in another order than the English one: " + translated);
        }
        for (Entry rule : translation.rules()) {
            if (rule.title().isBlank()) {
                problems.add("rule " + rule.id() + " has no title in the " + translation.tag() + " rulebook");
            }
            if (rule.text().isBlank()) {
                problems.add("rule " + rule.id() + " has no text in the " + translation.tag() + " rulebook");
            }
        }
        return problems;
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
     * The generated class: the language tags of the rulebooks, and every rule as its ID followed by
     * its title and text in each of these languages, in the rulebook's order. The books must have
     * the same IDs in the same order ({@link #problems}).
     *
     * @param books the English rulebook first, then its translations
     * @return the Java source
     */
    public static String source(List<Book> books) {
        StringBuilder s = new StringBuilder();
        s.append("package org.pacru.rules;\n\n")
                .append("/**\n")
                .append(" * Generated from pacru-core/RULES.md and its translations by\n")
                .append(" * build/rulebook/org/pacru/build/RulebookToJava.java: do not edit.\n")
                .append(" */\n")
                .append("final class RulebookText {\n")
                .append("    /** The language tags of the rulebooks, English first. */\n")
                .append("    static final String[] LANGUAGES = {");
        for (int b = 0; b < books.size(); b++) {
            s.append(b > 0 ? ", " : "").append(literal(books.get(b).tag()));
        }
        s.append("};\n\n")
                .append("    /** ID, then title and plain text in each language of LANGUAGES, of every rule in the rulebook's order. */\n")
                .append("    static final String[] RULES = {\n");
        List<Entry> english = books.get(0).rules();
        for (int r = 0; r < english.size(); r++) {
            s.append("        ").append(literal(english.get(r).id())).append(",\n");
            for (Book book : books) {
                Entry rule = book.rules().get(r);
                if (!rule.id().equals(english.get(r).id())) {
                    throw new IllegalArgumentException("rule " + rule.id() + " of the " + book.tag()
                            + " rulebook stands where the English one has " + english.get(r).id());
                }
                s.append("        ").append(literal(rule.title())).append(", ").append(literal(rule.text())).append(",\n");
            }
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
        boolean ended = false;
        for (String line : markdown.split("\\R", -1)) {
            Matcher section = SECTION.matcher(line);
            Matcher rule = RULE.matcher(line);
            boolean other = !section.matches() && OTHER_SECTION.matcher(line).matches();
            if (section.matches()) {
                ended = false;
            } else if (ended) {
                continue;
            }
            if (other) {   // an unnumbered section: it and what follows, up to a numbered one, are no rules
                if (ruleId != null) {
                    rules.add(rule(ruleId, sectionTitle, ruleLines));
                    ruleId = null;
                } else if (sectionNumber != null && !sectionHasRules) {
                    rules.add(rule("R" + sectionNumber, sectionTitle, sectionLines));
                }
                sectionNumber = null;
                ended = true;
                continue;
            }
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
            String text = title.group(2).equals(".") || title.group(2).equals("\u3002") ? title.group(3)
                    : join(name + title.group(2), title.group(3));
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
                String joined = join(block.toString(), line);
                block.setLength(0);
                block.append(joined);
            }
        }
        if (block.length() > 0) {
            blocks.add(block.toString());
        }
        return blocks;
    }

    /**
     * Two pieces of a wrapped line joined: with a space, or with nothing between two Chinese or
     * Japanese characters (which have no spaces between words) and next to full-width punctuation.
     *
     * @param before the text before the line break
     * @param after the text after it
     * @return the joined text
     */
    public static String join(String before, String after) {
        if (before.isEmpty() || after.isEmpty()) {
            return before + after;
        }
        int last = before.codePointBefore(before.length());
        int first = after.codePointAt(0);
        boolean tight = cjk(last) && cjk(first) || wide(last) || wide(first);
        return before + (tight ? "" : " ") + after;
    }

    /** A Chinese or Japanese character or punctuation mark. */
    private static boolean cjk(int c) {
        Character.UnicodeScript script = Character.UnicodeScript.of(c);
        return script == Character.UnicodeScript.HAN || script == Character.UnicodeScript.HIRAGANA
                || script == Character.UnicodeScript.KATAKANA || c == 0x30FC || wide(c);
    }

    /** CJK or full-width punctuation, such as {@code 、。（）：}. */
    private static boolean wide(int c) {
        return c >= 0x3000 && c <= 0x303F || c >= 0xFF00 && c <= 0xFF0F || c >= 0xFF1A && c <= 0xFF20
                || c >= 0xFF3B && c <= 0xFF40 || c >= 0xFF5B && c <= 0xFF65;
    }

    /** Markdown emphasis and code quotes removed. */
    private static String plain(String markdown) {
        String text = BOLD.matcher(markdown).replaceAll("$1");
        text = ITALIC.matcher(text).replaceAll("$1");
        return text.replace("`", "");
    }
}
