package org.pacru.build;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Turns the message tables (pacru-api/src/main/messages/en.properties, es.properties,
 * ja.properties) into Java data at build time: the public class
 * {@code org.pacru.messages.MessageTable} of the internal package that pacru-api exports to
 * pacru-core and pacru-notation only. It holds one compile-time constant per key (so code naming
 * a key the tables lack fails to compile), each key's parameter names, and each language's
 * templates already split into literal text and parameters, from which
 * {@code org.pacru.rules.Message} writes its sentences. Nothing is read or parsed at run time, so
 * the tables work unchanged in the JavaScript and WebAssembly builds. exec-maven-plugin runs it
 * with the JDK's single-file source launcher:
 *
 * <pre>
 * java build/messages/org/pacru/build/MessagesToJava.java MESSAGES-DIR OUT-SOURCE-ROOT
 * </pre>
 *
 * <p>With {@code --methods}, it turns tables of the same format into a class of typed static
 * methods instead, one per key ({@link #methodsSource}): examples/text's POM makes the tool's own
 * texts ({@code org.pacru.examples.text.Texts}) so, with the same checks:
 *
 * <pre>
 * java build/messages/org/pacru/build/MessagesToJava.java --methods TABLES-DIR OUT-SOURCE-ROOT PACKAGE.CLASS
 * </pre>
 *
 * <p>The format of a table, UTF-8: one {@code key = text} per line; blank lines and lines starting
 * with {@code #} are ignored. A key is lower-case letters, digits, dots and underscores. The text
 * runs from the first non-blank character after {@code =} to the end of the line. In it:
 * <ul>
 *   <li>{@code {name}} is a parameter, written as its value (translators may reorder them);</li>
 *   <li>{@code {name|one|other}} chooses by a number: the first form if the value is 1, else the
 *       second; {@code {name|zero|one|other}} adds a form for 0. In a form, {@code #} stands for the
 *       number. This is the one plural device: languages without plural forms write {@code {name}};</li>
 *   <li><code>&#123;&#123;</code>, <code>&#125;&#125;</code> and {@code ||} stand for a literal brace or bar; a single
 *       {@code '|'} has no use outside a parameter; there are no other escapes.</li>
 * </ul>
 * A text of several lines (the tool's help) continues on the lines that follow its key's line
 * and start, after blanks, with {@code |}: each adds a line break and the rest of its line, kept
 * as it is (blanks included).
 * Every table has exactly the keys of the English table, and each key the same parameter names;
 * otherwise the build fails, naming the file, line and key.
 */
public final class MessagesToJava {

    /** The languages, in the order of {@code org.pacru.rules.Language}; English first, the reference. */
    public static final List<String> LANGUAGES = List.of("en", "es", "ja");

    /**
     * One template split up: literal texts at even indices, parameters at odd ones (a parameter is
     * its name, optionally followed by {@code |form|form}); always odd in length.
     *
     * @param key the key
     * @param line the line number in its file
     * @param parts the literal texts and parameters
     * @param params the parameter names, in order of first use
     */
    public record Template(String key, int line, List<String> parts, Set<String> params) {
    }

    /** A table that cannot be used, with the file, line and what is wrong. */
    public static final class TableException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TableException(String message) {
            super(message);
        }
    }

    private MessagesToJava() {
    }

    /**
     * Writes {@code org/pacru/messages/MessageTable.java} under the source root.
     *
     * @param args the directory of the tables and the generated source root
     * @throws IOException if a table cannot be read or the source written
     */
    public static void main(String[] args) throws IOException {
        boolean methods = args.length == 4 && args[0].equals("--methods");
        if (args.length != 2 && !methods) {
            throw new IllegalArgumentException("usage: java MessagesToJava.java MESSAGES-DIR OUT-SOURCE-ROOT\n"
                    + "   or: java MessagesToJava.java --methods TABLES-DIR OUT-SOURCE-ROOT PACKAGE.CLASS");
        }
        String tablesDir = methods ? args[1] : args[0];
        Map<String, String> texts = new LinkedHashMap<>();
        for (String lang : LANGUAGES) {
            texts.put(lang, Files.readString(Path.of(tablesDir, lang + ".properties"), StandardCharsets.UTF_8));
        }
        String className = methods ? args[3] : "org.pacru.messages.MessageTable";
        String source;
        try {
            Map<String, Map<String, Template>> tables = check(parseAll(texts));
            source = methods ? methodsSource(tables, className) : source(tables);
        } catch (TableException e) {
            System.err.println((methods ? "text tables in " : "message tables in ") + tablesDir + ": " + e.getMessage());
            System.exit(1);
            return;
        }
        int dot = className.lastIndexOf('.');
        Path dir = Path.of(methods ? args[2] : args[1], className.substring(0, dot).split("\\."));
        Files.createDirectories(dir);
        Path out = dir.resolve(className.substring(dot + 1) + ".java");
        if (!Files.exists(out) || !Files.readString(out, StandardCharsets.UTF_8).equals(source)) {
            Files.writeString(out, source, StandardCharsets.UTF_8);   // unchanged: no recompilation
        }
    }

    /**
     * Parses every table.
     *
     * @param texts each language's file text, by language tag
     * @return each language's templates by key
     * @throws TableException on a line that is no {@code key = text}, a repeated key or a bad parameter
     */
    public static Map<String, Map<String, Template>> parseAll(Map<String, String> texts) {
        Map<String, Map<String, Template>> tables = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : texts.entrySet()) {
            tables.put(e.getKey(), parse(e.getKey() + ".properties", e.getValue()));
        }
        return tables;
    }

    /**
     * Parses one table.
     *
     * @param file the file name, for messages
     * @param text the file's text
     * @return the templates by key, in file order
     * @throws TableException on a line that is no {@code key = text}, a repeated key or a bad parameter
     */
    public static Map<String, Template> parse(String file, String text) {
        Map<String, Template> table = new LinkedHashMap<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
            String where = file + ":" + (i + 1);
            if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            }
            if (line.strip().startsWith("|")) {
                throw new TableException(where + ": a continuation line ('|') must follow its key's line or another continuation");
            }
            int eq = line.indexOf('=');
            if (eq < 0) {
                throw new TableException(where + ": expected key = text, got: " + line.strip());
            }
            String key = line.substring(0, eq).strip();
            if (!key.matches("[a-z][a-z0-9_]*(\\.[a-z0-9_]+)*")) {
                throw new TableException(where + ": bad key '" + key + "' (lower-case letters, digits, dots, underscores)");
            }
            if (table.containsKey(key)) {
                throw new TableException(where + ": key " + key + " repeated (first on line " + table.get(key).line() + ")");
            }
            StringBuilder value = new StringBuilder(line.substring(eq + 1).strip());
            int first = i;
            while (i + 1 < lines.length && lines[i + 1].strip().startsWith("|")) {
                String next = lines[++i].endsWith("\r") ? lines[i].substring(0, lines[i].length() - 1) : lines[i];
                value.append('\n').append(next.substring(next.indexOf('|') + 1));
            }
            table.put(key, template(where, key, first + 1, value.toString()));
        }
        return table;
    }

    private static Template template(String where, String key, int line, String text) {
        List<String> parts = new ArrayList<>();
        Set<String> params = new LinkedHashSet<>();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if ((c == '{' || c == '}' || c == '|') && i + 1 < text.length() && text.charAt(i + 1) == c) {
                literal.append(c);
                i += 2;
                continue;
            }
            if (c == '}' || c == '|') {
                throw new TableException(where + ": " + key + ": '" + c + "' outside a parameter at column " + (i + 1));
            }
            if (c != '{') {
                literal.append(c);
                i++;
                continue;
            }
            int end = text.indexOf('}', i);
            if (end < 0) {
                throw new TableException(where + ": " + key + ": parameter opened at column " + (i + 1) + " is not closed");
            }
            String spec = text.substring(i + 1, end);
            if (spec.indexOf('{') >= 0) {
                throw new TableException(where + ": " + key + ": '{' inside parameter {" + spec + "}");
            }
            String[] forms = spec.split("\\|", -1);
            String name = forms[0].strip();
            if (!name.matches("[a-z][A-Za-z0-9]*")) {
                throw new TableException(where + ": " + key + ": bad parameter name '" + name + "'");
            }
            if (forms.length != 1 && forms.length != 3 && forms.length != 4) {
                throw new TableException(where + ": " + key + ": {" + spec + "} needs 1 or 2 forms after the name"
                        + " ({n|one|other}) or 3 ({n|zero|one|other})");
            }
            parts.add(literal.toString());
            literal.setLength(0);
            parts.add(forms.length == 1 ? name : name + spec.substring(spec.indexOf('|')));
            params.add(name);
            i = end + 1;
        }
        parts.add(literal.toString());
        return new Template(key, line, List.copyOf(parts), params);
    }

    /**
     * Checks that every table has the reference's keys, no others, and the same parameters for each.
     *
     * @param tables each language's templates, the reference (English) first
     * @return the tables
     * @throws TableException naming every missing or extra key and parameter mismatch
     */
    public static Map<String, Map<String, Template>> check(Map<String, Map<String, Template>> tables) {
        List<String> problems = new ArrayList<>();
        Map<String, Template> reference = tables.values().iterator().next();
        String refName = tables.keySet().iterator().next();
        for (Map.Entry<String, Map<String, Template>> e : tables.entrySet()) {
            String file = e.getKey() + ".properties";
            Map<String, Template> table = e.getValue();
            for (String key : reference.keySet()) {
                Template t = table.get(key);
                if (t == null) {
                    problems.add(file + ": missing key " + key);
                } else if (!new TreeSet<>(t.params()).equals(new TreeSet<>(reference.get(key).params()))) {
                    problems.add(file + ":" + t.line() + ": " + key + " has parameters " + new TreeSet<>(t.params())
                            + ", " + refName + ".properties has " + new TreeSet<>(reference.get(key).params()));
                }
            }
            for (Template t : table.values()) {
                if (!reference.containsKey(t.key())) {
                    problems.add(file + ":" + t.line() + ": extra key " + t.key() + " (not in " + refName + ".properties)");
                }
            }
        }
        for (Map.Entry<String, Map<String, Template>> e : tables.entrySet()) {
            Template separator = e.getValue().get("list.separator");
            if (separator != null && (separator.parts().size() != 5 || !separator.parts().get(0).isEmpty()
                    || !separator.parts().get(1).equals("a") || !separator.parts().get(3).equals("b")
                    || !separator.parts().get(4).isEmpty())) {
                problems.add(e.getKey() + ".properties:" + separator.line() + ": list.separator must be {a}, the separator, {b}");
            }
        }
        if (!problems.isEmpty()) {
            throw new TableException(problems.size() + (problems.size() == 1 ? " problem" : " problems") + ":\n  "
                    + String.join("\n  ", problems));
        }
        return tables;
    }

    /**
     * The generated class.
     *
     * @param tables the checked tables, English first
     * @return its Java source
     */
    public static String source(Map<String, Map<String, Template>> tables) {
        Map<String, Template> reference = new TreeMap<>(tables.values().iterator().next());
        List<String> keys = new ArrayList<>(reference.keySet());
        StringBuilder sb = new StringBuilder();
        sb.append("package org.pacru.messages;\n\n");
        sb.append("/**\n * The message tables as data, generated at build time from pacru-api/src/main/messages/*.properties\n");
        sb.append(" * by build/messages/org/pacru/build/MessagesToJava.java; do not edit. Internal: exported to\n");
        sb.append(" * pacru-core and pacru-notation only. Each key is a constant; each template is its literal texts\n");
        sb.append(" * and parameters joined by {@code \\u0000}, literals at even positions, a parameter written as\n");
        sb.append(" * its index among the key's parameters, followed by its forms ({@code 2|field|fields}).\n */\n");
        sb.append("public final class MessageTable {\n");
        sb.append("    private MessageTable() {\n    }\n\n");
        for (String key : keys) {
            sb.append("    /** Key {@code ").append(key).append("}: ").append(reference.get(key).params()).append(". */\n");
            sb.append("    public static final String ").append(constant(key)).append(" = ").append(literal(key)).append(";\n");
        }
        sb.append("\n    /** The keys, sorted. */\n    static final String[] KEYS = {\n");
        for (String key : keys) {
            sb.append("        ").append(literal(key)).append(",\n");
        }
        sb.append("    };\n\n    /** Each key's index. */\n");
        sb.append("    private static final java.util.Map<String, Integer> INDEX = new java.util.HashMap<>();\n\n");
        sb.append("    static {\n        for (int i = 0; i < KEYS.length; i++) {\n            INDEX.put(KEYS[i], i);\n        }\n    }\n\n");
        sb.append("    /** Each key's parameter names, in order of first use in the English table. */\n");
        sb.append("    static final String[][] PARAMS = {\n");
        for (String key : keys) {
            sb.append("        {");
            boolean first = true;
            for (String p : reference.get(key).params()) {
                sb.append(first ? "" : ", ").append(literal(p));
                first = false;
            }
            sb.append("},\n");
        }
        sb.append("    };\n\n    /** Each language's templates, by key index; languages in the order of Language. */\n");
        sb.append("    static final String[][] TEMPLATES = {\n");
        for (Map<String, Template> table : tables.values()) {
            sb.append("        {\n");
            for (String key : keys) {
                List<String> params = new ArrayList<>(reference.get(key).params());
                List<String> parts = new ArrayList<>(table.get(key).parts());
                for (int i = 1; i < parts.size(); i += 2) {
                    String spec = parts.get(i);
                    int bar = spec.indexOf('|');
                    String name = bar < 0 ? spec : spec.substring(0, bar);
                    parts.set(i, params.indexOf(name) + (bar < 0 ? "" : spec.substring(bar)));
                }
                sb.append("            ").append(literal(String.join("\u0000", parts))).append(",\n");
            }
            sb.append("        },\n");
        }
        sb.append("    };\n\n");
        sb.append("    /**\n     * The index of a key.\n     *\n     * @param key the key\n");
        sb.append("     * @return its index, or a negative number if there is no such key\n     */\n");
        sb.append("    public static int index(String key) {\n        Integer i = INDEX.get(key);\n        return i == null ? -1 : i;\n    }\n\n");
        sb.append("    /**\n     * How many parameters a key has.\n     *\n     * @param index the key's index\n");
        sb.append("     * @return the number of its parameters\n     */\n");
        sb.append("    public static int paramCount(int index) {\n        return PARAMS[index].length;\n    }\n\n");
        sb.append("    /**\n     * A parameter's name.\n     *\n     * @param index the key's index\n");
        sb.append("     * @param i the parameter's index, in order of first use in the English table\n");
        sb.append("     * @return its name\n     */\n");
        sb.append("    public static String param(int index, int i) {\n        return PARAMS[index][i];\n    }\n\n");
        sb.append("    /**\n     * A template.\n     *\n     * @param language the language's index (Language ordinal)\n");
        sb.append("     * @param index the key's index\n     * @return its literal texts and parameters joined by {@code \\u0000}\n     */\n");
        sb.append("    public static String template(int language, int index) {\n        return TEMPLATES[language][index];\n    }\n\n");
        sb.append("    /**\n     * How many keys there are.\n     *\n     * @return the number of keys\n     */\n");
        sb.append("    public static int size() {\n        return KEYS.length;\n    }\n\n");
        sb.append("    /**\n     * A key by index.\n     *\n     * @param index the index\n     * @return the key\n     */\n");
        sb.append("    public static String key(int index) {\n        return KEYS[index];\n    }\n}\n");
        return sb.toString();
    }

    /**
     * The second output: a class of static methods, one per key, each writing its text in the
     * reader's language by concatenating the template's literals and arguments (a plural form is
     * {@code n == 1 ? … : …}). Nothing is parsed or looked up at run time, no resources and no
     * formatting, so the class compiles to JavaScript and WebAssembly as it is; a key the tables
     * lack is a method that does not exist. Key {@code explain.verdict} is the method
     * {@code explainVerdict(Language lang, …)}, its parameters in order of first use in the English
     * table: {@code long} for a parameter any table writes with plural forms, else {@code Object}.
     *
     * @param tables the checked tables, English first, in the order of {@code org.pacru.rules.Language}
     * @param className the generated class, with its package
     * @return its Java source
     * @throws TableException if two keys make the same method name or a key or parameter makes no Java name
     */
    public static String methodsSource(Map<String, Map<String, Template>> tables, String className) {
        Map<String, Template> reference = new TreeMap<>(tables.values().iterator().next());
        List<String> problems = new ArrayList<>();
        Map<String, String> methodKeys = new LinkedHashMap<>();
        for (Template t : reference.values()) {
            String method = methodName(t.key());
            String other = methodKeys.put(method, t.key());
            if (other != null) {
                problems.add("keys " + other + " and " + t.key() + " both make the method " + method);
            }
            if (KEYWORDS.contains(method)) {
                problems.add("key " + t.key() + " makes the method " + method + ", a Java keyword");
            }
            for (String p : t.params()) {
                if (KEYWORDS.contains(p) || p.equals("lang")) {
                    problems.add("key " + t.key() + ": parameter " + p + " is a Java keyword or the language parameter");
                }
            }
        }
        if (!problems.isEmpty()) {
            throw new TableException(problems.size() + (problems.size() == 1 ? " problem" : " problems") + ":\n  "
                    + String.join("\n  ", problems));
        }
        int dot = className.lastIndexOf('.');
        List<String> languages = new ArrayList<>(tables.keySet());
        StringBuilder sb = new StringBuilder();
        sb.append("package ").append(className, 0, dot).append(";\n\n");
        sb.append("import org.pacru.rules.Language;\n\n");
        sb.append("/**\n * Texts in English, Spanish and Japanese, generated at build time from the tables ")
                .append(languages.stream().map(l -> l + ".properties").toList()).append("\n");
        sb.append(" * by build/messages/org/pacru/build/MessagesToJava.java (--methods); do not edit. One method per\n");
        sb.append(" * key, writing the text in the reader's language; nothing is parsed at run time.\n */\n");
        sb.append("public final class ").append(className.substring(dot + 1)).append(" {\n");
        sb.append("    private ").append(className.substring(dot + 1)).append("() {\n    }\n");
        for (Template ref : reference.values()) {
            Set<String> plural = new TreeSet<>();
            for (Map<String, Template> table : tables.values()) {
                List<String> parts = table.get(ref.key()).parts();
                for (int i = 1; i < parts.size(); i += 2) {
                    if (parts.get(i).indexOf('|') >= 0) {
                        plural.add(parts.get(i).substring(0, parts.get(i).indexOf('|')));
                    }
                }
            }
            sb.append("\n    /**\n     * Key {@code ").append(ref.key()).append("}, in English: ")
                    .append(javadoc(display(ref.parts()))).append("\n     *\n");
            sb.append("     * @param lang the reader's language\n");
            for (String p : ref.params()) {
                sb.append("     * @param ").append(p).append(plural.contains(p) ? " a number" : " a value").append("\n");
            }
            sb.append("     * @return the text in that language\n     */\n");
            sb.append("    public static String ").append(methodName(ref.key())).append("(Language lang");
            for (String p : ref.params()) {
                sb.append(", ").append(plural.contains(p) ? "long " : "Object ").append(p);
            }
            sb.append(") {\n        return switch (lang.ordinal()) {\n");
            for (int l = 1; l < languages.size(); l++) {
                sb.append("            case ").append(l).append(" -> ")
                        .append(expression(tables.get(languages.get(l)).get(ref.key()).parts())).append(";\n");
            }
            sb.append("            default -> ").append(expression(ref.parts())).append(";\n");
            sb.append("        };\n    }\n");
        }
        return sb.append("}\n").toString();
    }

    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "false", "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "null", "package", "private", "protected", "public", "return",
            "short", "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient",
            "true", "try", "void", "volatile", "while");

    /**
     * The method a key becomes: {@code explain.what_happens} to {@code explainWhatHappens}.
     *
     * @param key the key
     * @return the method's name
     */
    public static String methodName(String key) {
        StringBuilder sb = new StringBuilder();
        boolean upper = false;
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (c == '.' || c == '_') {
                upper = true;
            } else {
                sb.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return sb.toString();
    }

    /** A template as a Java String expression: its literals and parameters concatenated. */
    private static String expression(List<String> parts) {
        List<String> terms = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            String part = parts.get(i);
            if (i % 2 == 0) {
                if (!part.isEmpty()) {
                    terms.add(literal(part));
                }
                continue;
            }
            int bar = part.indexOf('|');
            if (bar < 0) {
                terms.add(part);
                continue;
            }
            String name = part.substring(0, bar);
            String[] forms = part.substring(bar + 1).split("\\|", -1);
            String one = form(name, forms[forms.length - 2]);
            String other = form(name, forms[forms.length - 1]);
            terms.add(forms.length == 3
                    ? "(" + name + " == 0 ? " + form(name, forms[0]) + " : " + name + " == 1 ? " + one + " : " + other + ")"
                    : "(" + name + " == 1 ? " + one + " : " + other + ")");
        }
        if (terms.isEmpty()) {
            return "\"\"";
        }
        if (!terms.get(0).startsWith("\"") && !terms.get(0).startsWith("(")) {
            terms.set(0, "String.valueOf(" + terms.get(0) + ")");
        }
        return String.join(" + ", terms);
    }

    /** A plural form as a String expression, {@code #} standing for the number. */
    private static String form(String name, String form) {
        List<String> terms = new ArrayList<>();
        String[] pieces = form.split("#", -1);
        for (int i = 0; i < pieces.length; i++) {
            if (i > 0) {
                terms.add(name);
            }
            if (!pieces[i].isEmpty()) {
                terms.add(literal(pieces[i]));
            }
        }
        if (terms.isEmpty()) {
            return "\"\"";
        }
        if (!terms.get(0).startsWith("\"")) {
            terms.set(0, "String.valueOf(" + terms.get(0) + ")");
        }
        return String.join(" + ", terms);
    }

    /** A template as its table writes it (without the escaping of literal braces). */
    private static String display(List<String> parts) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < parts.size(); i++) {
            sb.append(i % 2 == 0 ? parts.get(i) : "{" + parts.get(i) + "}");
        }
        return sb.toString();
    }

    /** A text made safe for a Javadoc comment. */
    private static String javadoc(String text) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '<' || c == '>' || c == '&' || c == '@' || c == '{' || c == '}' || c == '/' || c == '\\' || c > 0x7e) {
                sb.append("&#").append((int) c).append(';');
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    /** {@code violation.out_of_range} to {@code VIOLATION_OUT_OF_RANGE}. */
    static String constant(String key) {
        return key.toUpperCase(java.util.Locale.ROOT).replace('.', '_');
    }

    private static String literal(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c < 0x20 || c > 0x7e) {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}
