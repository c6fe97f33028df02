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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.BiPredicate;
import java.util.regex.Matcher;
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
import org.w3c.dom.Element;

/**
 * Every {@code ```java} block of README.md and docs/*.md compiles and runs, and prints what its
 * comments say: the blocks are extracted from the Markdown, so a sample added to a document is
 * checked as added (the Markdown counterpart of the Javadoc examples, which the
 * {@code *JavadocExamplesTest} classes run as written).
 *
 * <p>A block is one of two kinds. <b>A whole program</b> (a block that declares a class with a
 * {@code main} method, with its package and imports, as README's first program) is compiled as
 * printed, as a new project would build it: with the document's own {@code pom.xml} text (a
 * {@code ```xml} block with a {@code <project>}), whose dependencies must be library modules of
 * this build, and with nothing on the class path but those modules and the library modules they
 * depend on (no {@code examples/}, no test classes, no imports added), at the POM's
 * {@code maven.compiler.release}; then its {@code main} runs in a JVM of its own, and what it
 * prints must be the {@code ```text} block that follows it, line for line ({@code …} for any
 * text). The POM names the released version ({@code pacru.release.version}), which is not in the
 * local repository between releases: the test uses this build's classes of those modules, the
 * current snapshot, in its place (the coordinates themselves are checked by
 * {@link UsePacruReadmeTest}).
 *
 * <p><b>Fragments</b>: the other blocks of a document are one program, in order (a later block
 * uses the variables of an earlier one), compiled with {@code javac} against the library and
 * {@code examples/text} with only the imports the blocks print (an {@code import} line of any
 * block goes to the top of the program; nothing is imported implicitly). A statement on one line
 * that is an expression (a call, not a declaration or an assignment), followed by a {@code //}
 * comment, claims its value: the comment up to the first {@code ": "}, {@code "; "} or
 * {@code " ("} outside brackets and quotes must be the value's {@code toString()} ({@code "…"}
 * quotes a string; {@code …} or {@code ...} stands for any text); the rest of the comment is
 * prose. Comments on declarations are prose.
 */
class DocumentedJavaTest {

    private static final Path ROOT = Path.of("..", "..");
    private static final Pattern IMPORT = Pattern.compile("^import\\s+(static\\s+)?[\\w.]+(\\.\\*)?\\s*;$");
    private static final Pattern MAIN = Pattern.compile("public\\s+static\\s+void\\s+main\\s*\\(");
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
        List<Line> java = new ArrayList<>();
        for (Block block : blocks(document)) {
            if (block.language().equals("java") && !block.isProgram()) {
                java.addAll(block.lines());
            }
        }
        return java;
    }

    /** A fenced block of a document: its language (the word after the fence) and its lines. */
    record Block(String language, List<Line> lines) {

        /** Whether this is a whole program: a class with a {@code main} method, not a fragment. */
        boolean isProgram() {
            return language.equals("java") && MAIN.matcher(text()).find();
        }

        String text() {
            return lines.stream().map(Line::text).collect(Collectors.joining("\n"));
        }
    }

    /** The fenced blocks of a document, in order. */
    static List<Block> blocks(String document) throws IOException {
        List<String> lines = Files.readAllLines(ROOT.resolve(document), StandardCharsets.UTF_8);
        List<Block> blocks = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String open = lines.get(i).strip();
            if (!open.startsWith("```") || open.length() == 3) {
                continue;
            }
            List<Line> block = new ArrayList<>();
            int j = i + 1;
            for (; !lines.get(j).strip().equals("```"); j++) {
                block.add(new Line(j + 1, lines.get(j)));
            }
            blocks.add(new Block(open.substring(3).strip(), block));
            i = j;
        }
        return blocks;
    }

    @TestFactory
    List<DynamicTest> everyJavaSampleCompilesRunsAndPrintsWhatItSays() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String document : documents()) {
            List<Line> lines = javaLines(document);
            if (!lines.isEmpty()) {
                tests.add(DynamicTest.dynamicTest(document, () -> check(document, lines)));
            }
            List<Block> blocks = blocks(document);
            for (int i = 0; i < blocks.size(); i++) {
                if (blocks.get(i).isProgram()) {
                    int at = i;
                    tests.add(DynamicTest.dynamicTest(document + ":" + blocks.get(i).lines().get(0).number() + " (program)",
                            () -> checkProgram(document, blocks, at)));
                }
            }
        }
        assertThat(tests).extracting(DynamicTest::getDisplayName).contains("docs/tour.md")
                .anyMatch(name -> name.startsWith("README.md:") && name.endsWith("(program)"));
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
        for (Line line : lines) {
            if (IMPORT.matcher(line.text().strip()).matches()) {
                source.add(line.text().strip());
                origin.add(line.number());
            }
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
            if (IMPORT.matcher(line.text().strip()).matches()) {
                continue;
            }
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
        compile(document, file, source, origin, List.of("-classpath", classPath(), "-d", out.toString(), "-encoding", "UTF-8",
                "-proc:none", "-Xlint:none"));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {out.toUri().toURL()},
                DocumentedJavaTest.class.getClassLoader())) {
            Callable<List<String>> program = (Callable<List<String>>) loader.loadClass(className)
                    .getDeclaredConstructor().newInstance();
            BiPredicate<String, Object> check = DocumentedJavaTest::holds;
            program.getClass().getField("holds").set(program, check);
            return program.call();
        }
    }

    /** Compiles one file with javac; an error fails with the document's line of each error ({@code origin}). */
    private static void compile(String document, Path file, List<String> source, List<Integer> origin, List<String> options)
            throws IOException {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        assertThat(javac).as("javac: the build runs on a JDK").isNotNull();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
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
    }

    /**
     * A whole program of a document, built as a new project would: compiled as printed against the
     * library modules that the document's {@code pom.xml} text depends on (and theirs), at its
     * compiler release, then run in a JVM of its own; it must print the {@code ```text} block
     * after it.
     */
    private static void checkProgram(String document, List<Block> blocks, int at) throws Exception {
        Block program = blocks.get(at);
        Block pom = null;
        for (int i = at - 1; i >= 0 && pom == null; i--) {
            if (blocks.get(i).language().equals("xml") && blocks.get(i).text().contains("<project")) {
                pom = blocks.get(i);
            }
        }
        assertThat(pom).as("%s: a whole program is shown with its pom.xml before it", document).isNotNull();
        Element project = Poms.xml(pom.text());
        String release = Poms.child((Element) project.getElementsByTagName("properties").item(0), "maven.compiler.release");
        String classPath = resolve(project).values().stream().map(Path::toString)
                .collect(Collectors.joining(java.io.File.pathSeparator));

        String text = program.text();
        Matcher pkg = Pattern.compile("(?m)^package\\s+([\\w.]+)\\s*;").matcher(text);
        Matcher cls = Pattern.compile("(?m)^public\\s+(final\\s+)?class\\s+(\\w+)").matcher(text);
        assertThat(cls.find()).as("%s: the program is a public class", document).isTrue();
        String packageName = pkg.find() ? pkg.group(1) : "";
        String mainClass = packageName.isEmpty() ? cls.group(2) : packageName + "." + cls.group(2);
        String whole = Files.readString(ROOT.resolve(document), StandardCharsets.UTF_8);
        Matcher named = Pattern.compile("-Dexec\\.mainClass=([\\w.]+)|<mainClass>([\\w.]+)</mainClass>").matcher(whole);
        while (named.find()) {
            assertThat(named.group(1) != null ? named.group(1) : named.group(2)).as("%s: the main class it runs", document)
                    .isEqualTo(mainClass);
        }

        Path out = Files.createTempDirectory("pacru-doc-program");
        Path file = out.resolve("src").resolve(mainClass.replace('.', '/') + ".java");
        Files.createDirectories(file.getParent());
        List<String> source = program.lines().stream().map(Line::text).toList();
        Files.write(file, source, StandardCharsets.UTF_8);
        Path classes = Files.createDirectories(out.resolve("classes"));
        compile(document, file, source, program.lines().stream().map(Line::number).toList(),
                List.of("--release", release, "-classpath", classPath, "-d", classes.toString(), "-encoding", "UTF-8",
                        "-proc:none", "-Xlint:none"));

        Process run = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Dfile.encoding=UTF-8", "-Dstdout.encoding=UTF-8", "-cp",
                classes + java.io.File.pathSeparator + classPath, mainClass)
                .redirectError(out.resolve("stderr.txt").toFile()).start();
        String printed = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(run.waitFor(60, java.util.concurrent.TimeUnit.SECONDS)).as("%s: the program ends", document).isTrue();
        assertThat(run.exitValue()).as("%s: the program's exit code; stderr: %s", document,
                Files.readString(out.resolve("stderr.txt"))).isZero();

        assertThat(at + 1 < blocks.size() && blocks.get(at + 1).language().equals("text"))
                .as("%s: the program is followed by a ```text block of what it prints", document).isTrue();
        List<String> expected = trimmed(blocks.get(at + 1).lines().stream().map(Line::text).toList());
        List<String> actual = trimmed(List.of(printed.replace("\r\n", "\n").split("\n", -1)));
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < Math.max(expected.size(), actual.size()); i++) {
            String e = i < expected.size() ? expected.get(i) : "(nothing)";
            String a = i < actual.size() ? actual.get(i) : "(nothing)";
            if (!matches(e, a)) {
                wrong.add(document + ":" + (i < expected.size() ? blocks.get(at + 1).lines().get(i).number() : "end")
                        + ": printed " + a + ", the document says " + e);
            }
        }
        assertThat(wrong).as("%s: what the program prints", document).isEmpty();
    }

    /**
     * The class path of a POM's dependencies as Maven would resolve them in this build: each must be
     * a library module of the build, and brings the library modules it depends on (compile scope).
     * The value is where this test's class path has the module's classes (this build's, the
     * current snapshot, standing in for the released version the POM names).
     *
     * @param project the POM's root element
     * @return artifactId to classes, in resolution order
     */
    static Map<String, Path> resolve(Element project) throws Exception {
        Map<String, Class<?>> libraries = Map.of("pacru-api", Position.class, "pacru-core", PacruRules.class,
                "pacru-notation", PositionNotation.class);
        String groupId = Poms.child(Poms.xml(ROOT.resolve("pom.xml")), "groupId");
        Map<String, Path> resolved = new LinkedHashMap<>();
        List<Element> pending = new ArrayList<>(dependencies(project));
        while (!pending.isEmpty()) {
            Element dependency = pending.remove(0);
            String scope = Poms.children(dependency, "scope").isEmpty() ? "compile" : Poms.child(dependency, "scope");
            if (!scope.equals("compile") && !scope.equals("runtime")) {
                continue;
            }
            String artifactId = Poms.child(dependency, "artifactId");
            assertThat(Poms.child(dependency, "groupId") + ":" + artifactId).as("a dependency of the POM")
                    .startsWith(groupId + ":");
            assertThat(libraries).as("%s is a library module of this build", artifactId).containsKey(artifactId);
            Path module = ROOT.resolve(artifactId).resolve("pom.xml");
            assertThat(module).as("%s is in the reactor", artifactId).isRegularFile();
            Element modulePom = Poms.xml(module);
            assertThat(Poms.child(modulePom, "artifactId")).isEqualTo(artifactId);
            if (resolved.putIfAbsent(artifactId,
                    Path.of(libraries.get(artifactId).getProtectionDomain().getCodeSource().getLocation().toURI())) == null) {
                pending.addAll(dependencies(modulePom));
            }
        }
        return resolved;
    }

    private static List<Element> dependencies(Element project) {
        List<Element> list = new ArrayList<>();
        for (Element dependencies : Poms.children(project, "dependencies")) {
            list.addAll(Poms.children(dependencies, "dependency"));
        }
        return list;
    }

    private static List<String> trimmed(List<String> lines) {
        int end = lines.size();
        while (end > 0 && lines.get(end - 1).isBlank()) {
            end--;
        }
        return lines.subList(0, end);
    }

    /** Whether a printed line is the line a document shows, {@code …} or {@code ...} standing for any text. */
    static boolean matches(String shown, String printed) {
        String regex = Stream.of(shown.split("…|\\.\\.\\.", -1)).map(Pattern::quote).collect(Collectors.joining(".*"));
        return Pattern.compile(regex, Pattern.DOTALL).matcher(printed).matches();
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
    @DisplayName("nothing is imported for a sample: one that uses a class it does not import fails where it uses it")
    void samplesCompileWithOnlyTheImportsTheyPrint() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> run("unimported.md",
                        List.of(new Line(4, "Position.initial(2).playerCount();  // 2"))))
                .hasMessageContaining("unimported.md:4: cannot find symbol");
    }

    @Test
    @DisplayName("a program's printed line matches the document's line exactly, … standing for any text")
    void printedLinesMatchTheDocumentsLines() {
        assertThat(matches("28", "28")).isTrue();
        assertThat(matches("28", "27")).isFalse();
        assertThat(matches("[Players \"2\"]", "[Players \"2\"]")).isTrue();
        assertThat(matches("Optional[R3.2: … not 2]", "Optional[R3.2: e1-e3: at most 1 field, not 2]")).isTrue();
        assertThat(matches("a3-b4(a4)", "a3-b4(a5)")).isFalse();
    }

    @Test
    @DisplayName("a sample whose comment is wrong fails with its document and line; one that does not compile says where")
    void wrongSamplesFail() throws Exception {
        List<String> failures = run("wrong.md", List.of(new Line(6, "import org.pacru.board.Position;"),
                new Line(7, "Position.initial(2).playerCount();  // 3")));
        assertThat(failures).containsExactly("wrong.md:7: 2 is not 3");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> run("broken.md", List.of(new Line(9, "Position.nothing();"))))
                .hasMessageContaining("broken.md:9: ");
    }
}
