package org.pacru.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * The {@code mutation} profile (docs/mutation-testing.md) still fits the build's layout, checked in
 * every {@code mvn verify} although the profile itself runs only on request: what it mutates, the
 * test class directories it adds, the tests it leaves out and the files its tests read all exist,
 * and no test of another module reads files relative to its own directory (PIT runs every test
 * from {@code examples/tests}; such a test reads from {@code pacru.root} instead) or starts the
 * tool in a child JVM (which has none of PIT's mutants) without being left out. Moving a module or
 * a test, as the split of the tools into their own modules did, fails here, not an hour into a run.
 */
class MutationProfileTest {

    private static final Path ROOT = Path.of("..", "..");
    private static final String ROOT_PROPERTY = "${pacru.root}";
    private static Element profile;

    @BeforeAll
    static void readProfile() throws Exception {
        Element pom = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(ROOT.resolve("examples/tests/pom.xml").toFile()).getDocumentElement();
        NodeList profiles = pom.getElementsByTagName("profile");
        for (int i = 0; i < profiles.getLength(); i++) {
            Element p = (Element) profiles.item(i);
            if (text(p, "id").equals("mutation")) {
                profile = p;
            }
        }
        assertThat(profile).as("examples/tests/pom.xml has the profile mutation").isNotNull();
    }

    @Test
    @DisplayName("targetClasses: every package pattern names a package of a library module")
    void targetClassesExist() {
        List<String> patterns = List.of(text(profile, "targetClasses").split(","));
        assertThat(patterns).hasSizeGreaterThanOrEqualTo(3);
        for (String pattern : patterns) {
            assertThat(pattern).as("a package pattern").endsWith(".*");
            String dir = pattern.substring(0, pattern.length() - 2).replace('.', '/');
            assertThat(Stream.of("pacru-api", "pacru-notation", "pacru-core")
                    .anyMatch(m -> Files.isDirectory(ROOT.resolve(m).resolve("src/main/java").resolve(dir))))
                    .as("%s names a package of pacru-api, pacru-notation or pacru-core", pattern).isTrue();
        }
    }

    @Test
    @DisplayName("additionalClasspathElements: each is the test-classes folder of a module with tests")
    void testClassDirectoriesAreModules() {
        List<String> elements = values("additionalClasspathElements");
        assertThat(elements).hasSizeGreaterThanOrEqualTo(3);
        for (String element : elements) {
            assertThat(element).startsWith(ROOT_PROPERTY + "/").endsWith("/target/test-classes");
            Path module = ROOT.resolve(moduleOf(element));
            assertThat(module.resolve("pom.xml")).as(element).isRegularFile();
            assertThat(module.resolve("src/test/java")).as(element).isDirectory();
        }
    }

    @Test
    @DisplayName("excludedTestClasses: each names an existing test class, each pattern matches one")
    void excludedTestsExist() throws IOException {
        List<String> tests = testClasses(allTestSourceDirs());
        for (String excluded : values("excludedTestClasses")) {
            Pattern p = Pattern.compile(Stream.of(excluded.split("\\*", -1)).map(Pattern::quote)
                    .collect(Collectors.joining(".*")));
            assertThat(tests).as("a test class matching %s", excluded).anyMatch(t -> p.matcher(t).matches());
        }
    }

    @Test
    @DisplayName("jvmArgs: the conformance vectors' folder exists and the tests get the repository's root")
    void jvmArgumentsResolve() {
        List<String> args = values("jvmArgs");
        assertThat(args).contains("-Dpacru.root=" + ROOT_PROPERTY);
        for (String arg : args) {
            if (arg.startsWith("-Dpacru.conformance.dir=")) {
                String dir = arg.substring("-Dpacru.conformance.dir=".length());
                assertThat(dir).startsWith(ROOT_PROPERTY + "/");
                assertThat(ROOT.resolve(dir.substring(ROOT_PROPERTY.length() + 1))).isDirectory();
            }
        }
    }

    @Test
    @DisplayName("no test PIT runs reads files relative to its own module's folder or starts a child JVM, unless left out or skipped under pacru.mutation")
    void noTestReadsModuleRelativeFiles() throws IOException {
        List<Path> dirs = new ArrayList<>();
        for (String element : values("additionalClasspathElements")) {
            dirs.add(ROOT.resolve(moduleOf(element)).resolve("src/test/java"));
        }
        List<Pattern> excluded = values("excludedTestClasses").stream()
                .map(e -> Pattern.compile(Stream.of(e.split("\\*", -1)).map(Pattern::quote).collect(Collectors.joining(".*"))))
                .collect(Collectors.toList());
        Pattern relative = Pattern.compile("Path\\.of\\(\"(src|target|\\.\\.)[/\",]|Paths\\.get\\(\"|\"user\\.dir\"|new File\\(\"");
        List<String> offenders = new ArrayList<>();
        for (Path dir : dirs) {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.filter(f -> f.toString().endsWith(".java")).collect(Collectors.toList())) {
                    String name = dir.relativize(f).toString().replace('/', '.').replaceAll("\\.java$", "");
                    String source = Files.readString(f, StandardCharsets.UTF_8);
                    boolean childJvm = source.contains("System.getProperty(\"java.class.path\")")
                            && !source.contains("\"pacru.mutation\"");
                    if ((relative.matcher(source).find() || childJvm)
                            && excluded.stream().noneMatch(p -> p.matcher(name).matches())) {
                        offenders.add(name);
                    }
                }
            }
        }
        assertThat(offenders).as("tests that would read the wrong folder under PIT (use System.getProperty(\"pacru.root\", …))")
                .isEmpty();
    }

    @Test
    @DisplayName("docs/mutation-testing.md: the classes and packages its commands scope a run to exist")
    void documentedScopesExist() throws IOException {
        String doc = Files.readString(ROOT.resolve("docs/mutation-testing.md"), StandardCharsets.UTF_8);
        Matcher m = Pattern.compile("-DtargetClasses='?([\\w.*]+)'?").matcher(doc);
        int scopes = 0;
        while (m.find()) {
            String scope = m.group(1);
            assertThat(Stream.of("pacru-api", "pacru-notation", "pacru-core")
                    .anyMatch(mod -> namesSomething(ROOT.resolve(mod).resolve("src/main/java"), scope)))
                    .as("-DtargetClasses=%s names a library class or package", scope).isTrue();
            scopes++;
        }
        assertThat(scopes).isGreaterThanOrEqualTo(2);
    }

    /**
     * Whether a PIT class scope names something under a source root: a package ({@code a.b.*}), a
     * class ({@code a.b.C}), or classes of a package by a glob of their names ({@code a.b.*Fact*}).
     */
    private static boolean namesSomething(Path sources, String scope) {
        if (scope.endsWith(".*")) {
            return Files.isDirectory(sources.resolve(scope.substring(0, scope.length() - 2).replace('.', '/')));
        }
        int dot = scope.lastIndexOf('.');
        Path dir = sources.resolve(scope.substring(0, dot).replace('.', '/'));
        String name = scope.substring(dot + 1);
        if (!name.contains("*")) {
            return Files.exists(dir.resolve(name + ".java"));
        }
        if (!Files.isDirectory(dir)) {
            return false;
        }
        Pattern glob = Pattern.compile(name.replace("*", "\\w*") + "\\.java");
        try (Stream<Path> files = Files.list(dir)) {
            return files.anyMatch(f -> glob.matcher(f.getFileName().toString()).matches());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static String moduleOf(String element) {
        return element.substring(ROOT_PROPERTY.length() + 1, element.length() - "/target/test-classes".length());
    }

    private static List<Path> allTestSourceDirs() throws IOException {
        List<Path> dirs = new ArrayList<>();
        for (String m : List.of("pacru-api", "pacru-notation", "pacru-core")) {
            dirs.add(ROOT.resolve(m).resolve("src/test/java"));
        }
        try (Stream<Path> examples = Files.list(ROOT.resolve("examples"))) {
            examples.map(e -> e.resolve("src/test/java")).filter(Files::isDirectory).sorted().forEach(dirs::add);
        }
        return dirs;
    }

    private static List<String> testClasses(List<Path> dirs) throws IOException {
        List<String> names = new ArrayList<>();
        for (Path dir : dirs) {
            try (Stream<Path> files = Files.walk(dir)) {
                files.filter(f -> f.toString().endsWith(".java"))
                        .map(f -> dir.relativize(f).toString().replace('/', '.').replaceAll("\\.java$", ""))
                        .forEach(names::add);
            }
        }
        return names;
    }

    /** The text values of the children of the profile's element with the given name. */
    private static List<String> values(String name) {
        NodeList list = profile.getElementsByTagName(name);
        assertThat(list.getLength()).as("the profile's <%s>", name).isEqualTo(1);
        List<String> values = new ArrayList<>();
        for (Node n = list.item(0).getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n instanceof Element) {
                values.add(n.getTextContent().strip());
            }
        }
        return values;
    }

    private static String text(Element parent, String name) {
        NodeList list = parent.getElementsByTagName(name);
        return list.getLength() == 0 ? "" : list.item(0).getTextContent().strip();
    }
}
