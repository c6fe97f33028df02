package org.pacru.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.BiPredicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.examples.text.Texts;
import org.pacru.notation.PositionNotation;

/**
 * Every {@code ```java} block of README.md and docs/*.md compiles and runs, and prints what its
 * comments say: the blocks are extracted from the Markdown, so a sample added to a document is
 * checked as added (the Markdown counterpart of the Javadoc examples, which the
 * {@code *JavadocExamplesTest} classes run as written).
 *
 * <p>A document's blocks are one program, in order (a later block uses the variables of an
 * earlier one), compiled with {@code javac} against the library and {@code examples/text}, with
 * the exported packages imported ({@code org.pacru.action}, {@code board}, {@code core},
 * {@code core.bot}, {@code game}, {@code notation}, {@code rules}, {@code java.util}, and
 * {@code Texts}). A statement on one line that is an expression (a call, not a declaration or an
 * assignment), followed by a {@code //} comment, claims its value: the comment up to the first
 * {@code ": "}, {@code "; "} or {@code " ("} outside brackets and quotes must be the value's
 * {@code toString()} ({@code "…"} quotes a string; {@code …} or {@code ...} stands for any text);
 * the rest of the comment is prose. Comments on declarations are prose.
 */
class DocumentedJavaTest {

    private static final Path ROOT = Path.of("..", "..");
    private static final List<String> IMPORTS = List.of("org.pacru.action.*", "org.pacru.board.*",
            "org.pacru.core.*", "org.pacru.core.bot.*", "org.pacru.game.*", "org.pacru.notation.*",
            "org.pacru.rules.*", "java.util.*", "org.pacru.examples.text.Texts");
    private static final Pattern DECLARATION = Pattern.compile(
            "^(final\\s+)?([A-Z][\\w.]*(<.*>)?(\\[\\])*|int|long|boolean|double|char|var)\\s+[a-z_]\\w*\\s*(=.*)?;$");
    private static final Pattern ASSIGNMENT = Pattern.compile("^[a-z_][\\w.\\[\\]]*\\s*[-+*/]?=[^=].*");
    private static final Pattern KEYWORD = Pattern.compile("^(return|throw|if|for|while|do|try|switch|break|continue)\\b.*");

    /** One line of a document's java blocks: its place in the file and its text. */
    record Line(int number, String text) {
    }

    /** The documents with java blocks, and their block lines. */
    static List<String> documents() throws IOException {
        List<String> documents = new ArrayList<>(List.of("README.md"));
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            docs.map(p -> "docs/" + p.getFileName()).filter(n -> n.endsWith(".md")).sorted().forEach(documents::add);
        }
        return documents;
    }

    static List<Line> javaLines(String document) throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve(document), StandardCharsets.UTF_8);
        List<Line> java = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (!lines.get(i).strip().equals("```java")) {
                continue;
            }
            int j = i + 1;
            for (; !lines.get(j).strip().equals("```"); j++) {
                java.add(new Line(j + 1, lines.get(j)));
            }
            i = j;
        }
        return java;
    }

    @TestFactory
    List<DynamicTest> everyJavaSampleCompilesRunsAndPrintsWhatItSays() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String document : documents()) {
            List<Line> lines = javaLines(document);
            if (!lines.isEmpty()) {
                tests.add(DynamicTest.dynamicTest(document, () -> check(document, lines)));
            }
        }
        assertThat(tests).extracting(DynamicTest::getDisplayName).contains("README.md", "docs/tour.md");
        return tests;
    }

    private static void check(String document, List<Line> lines) throws Exception {
        List<String> failures = run(document, lines);
        assertThat(failures).as("%s: samples whose value is not what the comment says", document).isEmpty();
    }

    /** Compiles and runs a document's blocks; the claims that did not hold, each with its line. */
    @SuppressWarnings("unchecked")
    static List<String> run(String document, List<Line> lines) throws Exception {
        String className = "Sample" + document.replaceAll("\\W", "_");
        List<String> source = new ArrayList<>();
        List<Integer> origin = new ArrayList<>();
        for (String i : IMPORTS) {
            source.add("import " + i + ";");
            origin.add(0);
        }
        source.add("public class " + className + " implements java.util.concurrent.Callable<java.util.List<String>> {");
        source.add("  private final java.util.List<String> failures = new java.util.ArrayList<>();");
        source.add("  public java.util.function.BiPredicate<String, Object> holds;");
        source.add("  private void claim(int line, String claim, Object value) {");
        source.add("    if (!holds.test(claim, value)) failures.add(\"" + document
                + ":\" + line + \": \" + value + \" is not \" + claim);");
        source.add("  }");
        source.add("  public java.util.List<String> call() throws Exception {");
        origin.addAll(List.of(0, 0, 0, 0, 0, 0, 0));
        boolean statementStart = true;
        for (Line line : lines) {
            source.add(rewrite(line, statementStart));
            origin.add(line.number());
            String code = code(line.text()).strip();
            statementStart = code.isEmpty() ? statementStart : code.endsWith(";") || code.endsWith("{") || code.endsWith("}");
        }
        source.add("    return failures;");
        source.add("  }");
        source.add("}");
        Path out = Files.createTempDirectory("pacru-doc-sample");
        Path file = out.resolve(className + ".java");
        Files.write(file, source, StandardCharsets.UTF_8);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac).as("javac: the build runs on a JDK").isNotNull();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
            List<String> options = List.of("-classpath", classPath(), "-d", out.toString(), "-encoding", "UTF-8",
                    "-proc:none", "-Xlint:none");
            boolean ok = javac.getTask(new StringWriter(), files, diagnostics, options, null,
                    files.getJavaFileObjects(file.toFile())).call();
            if (!ok) {
                List<String> errors = new ArrayList<>();
                for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
                    if (d.getKind() == Diagnostic.Kind.ERROR) {
                        int at = (int) d.getLineNumber() - 1;
                        errors.add(document + ":" + (at >= 0 && at < origin.size() ? origin.get(at) : "?") + ": "
                                + d.getMessage(Locale.ROOT) + " in: " + (at >= 0 && at < source.size() ? source.get(at).strip() : ""));
                    }
                }
                throw new AssertionError("the java samples of " + document + " do not compile:\n" + String.join("\n", errors));
            }
        }
        try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()},
                DocumentedJavaTest.class.getClassLoader())) {
            Callable<List<String>> program = (Callable<List<String>>) loader.loadClass(className)
                    .getDeclaredConstructor().newInstance();
            BiPredicate<String, Object> check = DocumentedJavaTest::holds;
            program.getClass().getField("holds").set(program, check);
            return program.call();
        }
    }

    /** A line of a sample as compiled: a claim becomes a call that checks it. */
    static String rewrite(Line line, boolean statementStart) {
        String text = line.text();
        String code = code(text);
        String comment = text.substring(code.length()).strip();
        String statement = code.strip();
        if (!statementStart || !comment.startsWith("//") || !statement.endsWith(";") || DECLARATION.matcher(statement).matches()
                || ASSIGNMENT.matcher(statement).matches() || KEYWORD.matcher(statement).matches()) {
            return "    " + text;
        }
        String claim = claimOf(comment.substring(2).strip());
        String expression = statement.substring(0, statement.length() - 1);
        return "    claim(" + line.number() + ", \"" + claim.replace("\\", "\\\\").replace("\"", "\\\"") + "\", " + expression + ");";
    }

    /** The code of a line, without a trailing {@code //} comment (one inside a string literal stays). */
    static String code(String line) {
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\' && quoted) {
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (!quoted && line.startsWith("//", i)) {
                return line.substring(0, i);
            }
        }
        return line;
    }

    /** The claim of a comment: up to the first ": ", "; " or " (" outside brackets and quotes. */
    static String claimOf(String comment) {
        int depth = 0;
        boolean quoted = false;
        for (int i = 0; i < comment.length(); i++) {
            char c = comment.charAt(i);
            if (quoted) {
                quoted = c != '"';
                continue;
            }
            if (depth == 0 && (comment.startsWith(": ", i) || comment.startsWith("; ", i) || comment.startsWith(" (", i))) {
                return comment.substring(0, i);
            }
            if (c == '"') {
                quoted = true;
            } else if ("([{".indexOf(c) >= 0) {
                depth++;
            } else if (")]}".indexOf(c) >= 0) {
                depth--;
            }
        }
        return comment;
    }

    /**
     * Whether a value is what a claim says: its {@code toString()}, a string's in quotes if the
     * claim is quoted, with {@code …} or {@code ...} for any text.
     *
     * @param claim the claim
     * @param value the value
     * @return whether it holds
     */
    public static boolean holds(String claim, Object value) {
        String c = claim;
        if (value instanceof String && c.length() >= 2 && c.startsWith("\"") && c.endsWith("\"")) {
            c = c.substring(1, c.length() - 1);
        }
        String regex = Stream.of(c.split("…|\\.\\.\\.", -1)).map(Pattern::quote).collect(Collectors.joining(".*"));
        return Pattern.compile(regex, Pattern.DOTALL).matcher(String.valueOf(value)).matches();
    }

    /** The library's and examples/text's classes, where this test loads them from. */
    private static String classPath() {
        List<String> entries = new ArrayList<>();
        for (Class<?> anchor : List.of(Position.class, PositionNotation.class, PacruRules.class, Texts.class)) {
            try {
                entries.add(Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
            } catch (URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }
        return String.join(java.io.File.pathSeparator, entries);
    }

    @Test
    @DisplayName("the claim checker: a claim ends at its prose, … stands for any text, a quoted claim is a string, a wrong value fails")
    void claimsAreChecked() {
        assertThat(claimOf("Optional[R3.2: e1-e3: x (…)]: prose")).isEqualTo("Optional[R3.2: e1-e3: x (…)]");
        assertThat(claimOf("\"Range\": the rule")).isEqualTo("\"Range\"");
        assertThat(claimOf("0: no markers (R7.2)")).isEqualTo("0");
        assertThat(claimOf("B 2 (toString)")).isEqualTo("B 2");
        assertThat(holds("[a3, …]", List.of("a3", "b4"))).isTrue();
        assertThat(holds("\"Range\"", "Range")).isTrue();
        assertThat(holds("28", 28)).isTrue();
        assertThat(holds("27", 28)).isFalse();
        assertThat(holds("Optional[x ...]", java.util.Optional.of("x y"))).isTrue();
        assertThat(rewrite(new Line(3, "rules.legalMoves(p).size();   // 28"), true))
                .isEqualTo("    claim(3, \"28\", rules.legalMoves(p).size());");
        assertThat(rewrite(new Line(3, "int n = rules.legalMoves(p).size();   // 28"), true)).doesNotContain("claim(");
        assertThat(rewrite(new Line(3, "b = b.then(x);   // prose"), true)).doesNotContain("claim(");
    }

    @Test
    @DisplayName("a sample whose comment is wrong fails with its document and line; one that does not compile says where")
    void wrongSamplesFail() throws Exception {
        List<String> failures = run("wrong.md", List.of(new Line(7, "Position.initial(2).playerCount();  // 3")));
        assertThat(failures).containsExactly("wrong.md:7: 2 is not 3");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> run("broken.md", List.of(new Line(9, "Position.nothing();"))))
                .hasMessageContaining("broken.md:9: ");
    }
}
