package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every rule ID of the rulebook (R1.1 … R9.3, R10 for the options of §10, and D1–D7 of §11) is
 * proved by at least one test: it appears in a test method's name ({@code r3_4_…}, {@code d2_…})
 * or in a {@code @DisplayName} in the test sources of some module of the repository.
 *
 * <p>The IDs come from the repository's rulebook {@code pacru-core/RULES.md} if it exists, else
 * from the copy {@code src/test/resources/rule-ids.txt}; when both exist they must agree.
 */
class RuleCoverageTest {

    /** A rule ID in bold at the start of a rule: {@code **R3.4**}, {@code **D2**}. */
    private static final Pattern BOLD_ID = Pattern.compile("\\*\\*(R\\d+\\.\\d+|D\\d+)\\*\\*");
    /** A section heading {@code ## 10. Ruleset options}. */
    private static final Pattern SECTION = Pattern.compile("(?m)^## (\\d+)\\.");
    /** A test method: {@code void r3_4_jump(}, {@code void r10_presets(}, {@code void d2_bonus(}. */
    private static final Pattern METHOD = Pattern.compile("\\bvoid\\s+(r\\d+(?:_\\d+)?[a-z]?|d\\d+)_\\w*\\s*\\(");
    /** A display name, with the text in group 1. */
    private static final Pattern DISPLAY_NAME = Pattern.compile("@DisplayName\\(\\s*\"((?:[^\"\\\\]|\\\\.)*)\"");
    /** A rule ID inside a display name: R3.4 (also in R3.4a or R6.1(d)), R10, D2. */
    private static final Pattern ID_IN_TEXT = Pattern.compile("\\b(R\\d+(?:\\.\\d+)?|D\\d+)(?![\\d.]*\\d)");

    private static Path moduleDir() {
        return Path.of(System.getProperty("user.dir"));
    }

    /** The rule IDs of a rulebook text: every bold ID, plus {@code Rn} for a section without numbered rules. */
    static Set<String> idsOfRulebook(String text) {
        Set<String> ids = new LinkedHashSet<>();
        Matcher section = SECTION.matcher(text);
        List<int[]> sections = new ArrayList<>();
        while (section.find()) {
            sections.add(new int[] {Integer.parseInt(section.group(1)), section.start()});
        }
        for (int i = 0; i < sections.size(); i++) {
            int end = i + 1 < sections.size() ? sections.get(i + 1)[1] : text.length();
            String body = text.substring(sections.get(i)[1], end);
            Matcher m = BOLD_ID.matcher(body);
            boolean any = false;
            while (m.find()) {
                ids.add(m.group(1));
                any = true;
            }
            if (!any) {
                ids.add("R" + sections.get(i)[0]);
            }
        }
        return ids;
    }

    private static Set<String> idsOfList() throws IOException {
        Set<String> ids = new LinkedHashSet<>();
        for (String line : Files.readAllLines(moduleDir().resolve("src/test/resources/rule-ids.txt"))) {
            if (!line.isBlank() && !line.startsWith("#")) {
                ids.add(line.strip());
            }
        }
        return ids;
    }

    static Set<String> ruleIds() throws IOException {
        Path rulebook = moduleDir().resolve("RULES.md");
        return Files.exists(rulebook) ? idsOfRulebook(Files.readString(rulebook)) : idsOfList();
    }

    /**
     * The rule IDs named by the test method names and display names of every module's test sources:
     * the modules at the top level and those under {@code examples/}.
     */
    static Set<String> coveredIds() throws IOException {
        Path root = moduleDir().getParent();
        Set<String> covered = new TreeSet<>();
        List<Path> testRoots;
        try (Stream<Path> modules = Files.list(root); Stream<Path> examples = Files.list(root.resolve("examples"))) {
            testRoots = Stream.concat(modules, examples).map(m -> m.resolve("src/test/java")).filter(Files::isDirectory)
                    .collect(Collectors.toList());
        }
        assertThat(testRoots).as("test source folders under %s", root).contains(moduleDir().resolve("src/test/java"));
        for (Path testRoot : testRoots) {
            List<Path> files;
            try (Stream<Path> walk = Files.walk(testRoot)) {
                // this class names IDs in its own self-checks: it proves no rule
                files = walk.filter(p -> p.toString().endsWith(".java"))
                        .filter(p -> !p.getFileName().toString().equals("RuleCoverageTest.java"))
                        .collect(Collectors.toList());
            }
            for (Path file : files) {
                String src = read(file);
                Matcher method = METHOD.matcher(src);
                while (method.find()) {
                    covered.add(idOfMethodPrefix(method.group(1)));
                }
                Matcher name = DISPLAY_NAME.matcher(src);
                while (name.find()) {
                    Matcher id = ID_IN_TEXT.matcher(name.group(1));
                    while (id.find()) {
                        covered.add(id.group(1));
                    }
                }
            }
        }
        return covered;
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /** {@code r3_4} → R3.4, {@code r8_3a} → R8.3, {@code r10} → R10, {@code d2} → D2. */
    static String idOfMethodPrefix(String prefix) {
        String p = prefix.replaceAll("[a-z]$", "");
        if (p.startsWith("d")) {
            return "D" + p.substring(1);
        }
        return "R" + p.substring(1).replace('_', '.');
    }

    @Test
    void everyRuleIdHasATest() throws IOException {
        Set<String> ids = ruleIds();
        Set<String> covered = coveredIds();
        List<String> uncovered = ids.stream().filter(id -> !covered.contains(id)).collect(Collectors.toList());
        assertThat(uncovered)
                .as("rule IDs that no test method name (r3_4_…, d2_…) or @DisplayName names")
                .isEmpty();
    }

    /** A test link of the rulebook: {@code [`MovementTest.r3_4_jump`](src/test/java/…/MovementTest.java)}. */
    private static final Pattern TEST_LINK = Pattern.compile("\\[`([\\w.]+)`\\]\\(([^)#]+\\.java)\\)");

    @Test
    void everyTestLinkOfTheRulebookNamesAnExistingTestMethod() throws IOException {
        Path rulebook = moduleDir().resolve("RULES.md");
        assertThat(rulebook).exists();
        Matcher link = TEST_LINK.matcher(Files.readString(rulebook));
        List<String> broken = new ArrayList<>();
        int links = 0;
        while (link.find()) {
            links++;
            if (link.group(2).contains("src/main/java/")) {
                continue;                // a code link: see everyCodeLinkOfTheRulebookNamesAnExistingMethod
            }
            Path file = moduleDir().resolve(link.group(2)).normalize();
            String name = link.group(1);
            String method = name.substring(name.lastIndexOf('.') + 1);
            if (!Files.exists(file)) {
                broken.add(name + " -> " + link.group(2) + " (no such file)");
            } else if (name.contains(".") && !Pattern.compile("\\b" + Pattern.quote(method) + "\\s*\\(").matcher(read(file)).find()) {
                broken.add(name + " -> " + link.group(2) + " (no method " + method + ")");
            }
        }
        assertThat(links).as("test links in RULES.md").isGreaterThan(48);
        assertThat(broken).as("links of RULES.md to tests that do not exist").isEmpty();
    }

    /**
     * A code link of the rulebook: {@code [`Movement.range`](src/main/java/…/Movement.java)}, or a
     * class alone: {@code [`RuleOptions`](src/main/java/…/RuleOptions.java)}.
     */
    private static final Pattern CODE_LINK = Pattern.compile("\\[`([\\w.]+)`\\]\\(([^)#]*src/main/java/[^)#]+\\.java)\\)");

    /** Whether the source declares the method: its name, parameters, then a body. */
    static boolean declaresMethod(String source, String method) {
        return Pattern.compile("\\b" + Pattern.quote(method) + "\\s*\\([^)]*\\)\\s*(throws [\\w., ]+)?\\{").matcher(source).find();
    }

    @Test
    void everyCodeLinkOfTheRulebookNamesAnExistingMethod() throws IOException {
        Path rulebook = moduleDir().resolve("RULES.md");
        Matcher link = CODE_LINK.matcher(Files.readString(rulebook));
        List<String> broken = new ArrayList<>();
        Set<String> linkedRules = new TreeSet<>();
        int links = 0;
        while (link.find()) {
            links++;
            Path file = moduleDir().resolve(link.group(2)).normalize();
            String[] parts = link.group(1).split("\\.");
            String method = parts.length > 1 ? parts[parts.length - 1] : null;
            String type = parts.length > 1 ? parts[parts.length - 2] : parts[0];
            if (!Files.exists(file)) {
                broken.add(link.group(1) + " -> " + link.group(2) + " (no such file)");
                continue;
            }
            String src = read(file);
            if (!Pattern.compile("\\b(class|record|enum|interface)\\s+" + Pattern.quote(type) + "\\b").matcher(src).find()) {
                broken.add(link.group(1) + " -> " + link.group(2) + " (no type " + type + ")");
            } else if (method != null && !declaresMethod(src, method)) {
                broken.add(link.group(1) + " -> " + link.group(2) + " (no method " + method + ")");
            }
        }
        assertThat(links).as("code links in RULES.md").isGreaterThanOrEqualTo(40);
        assertThat(broken).as("links of RULES.md to code that does not exist").isEmpty();
    }

    @Test
    void everyRuleOfSectionsOneToEightNamesItsCode() throws IOException {
        String text = Files.readString(moduleDir().resolve("RULES.md"));
        // (?s) and a lazy '.': a loop in the regex engine; '(?:.|\n)*?' recursed once per character
        // and overflowed the stack on the longest rules.
        Matcher rule = Pattern.compile("(?ms)^- \\*\\*(R[1-8]\\.\\d+)\\*\\*(.*?)\\*Tests:\\*").matcher(text);
        List<String> without = new ArrayList<>();
        int rules = 0;
        while (rule.find()) {
            rules++;
            if (!rule.group(2).contains("*Code:* [`")) {
                without.add(rule.group(1));
            }
        }
        assertThat(rules).isEqualTo(37);
        assertThat(without).as("rules of sections 1-8 without a *Code:* link").isEmpty();
        assertThat(declaresMethod("static int range(Board b, int p, int f) {", "range")).isTrue();
        assertThat(declaresMethod("return range(b, p, f);", "range")).isFalse();
    }

    @Test
    void ruleIdListMatchesTheRulebook() throws IOException {
        Set<String> list = idsOfList();
        assertThat(list).hasSize(48).startsWith("R1.1").contains("R8.5", "R9.3", "R10", "D1", "D7");
        Path rulebook = moduleDir().resolve("RULES.md");
        if (Files.exists(rulebook)) {
            assertThat(idsOfRulebook(Files.readString(rulebook)))
                    .as("the IDs of RULES.md and of src/test/resources/rule-ids.txt")
                    .containsExactlyElementsOf(list);
        }
    }

    @Test
    void idsAreReadFromNamesAndRulebookText() {
        assertThat(idOfMethodPrefix("r3_4")).isEqualTo("R3.4");
        assertThat(idOfMethodPrefix("r8_3a")).isEqualTo("R8.3");
        assertThat(idOfMethodPrefix("r10")).isEqualTo("R10");
        assertThat(idOfMethodPrefix("d7")).isEqualTo("D7");
        Matcher m = METHOD.matcher("void r3_4_jumpNeedsOwnMarkers() void r10_presets(Rules r) void d2_x() void run_it()");
        List<String> found = new ArrayList<>();
        while (m.find()) {
            found.add(m.group(1));
        }
        assertThat(found).containsExactly("r3_4", "r10", "d2");
        Matcher t = ID_IN_TEXT.matcher("R8.3a and R6.1(d), R10 presets, D2 (R6.1a), not R1.12 or R1.1.2 or xR2.2");
        List<String> ids = new ArrayList<>();
        while (t.find()) {
            ids.add(t.group(1));
        }
        assertThat(ids).containsExactly("R8.3", "R6.1", "R10", "D2", "R6.1", "R1.12");
        assertThat(idsOfRulebook("## 1. A\n- **R1.1** x\n- **R1.2** y\n## 2. B\ntext\n## 3. C\n- **D1** z\n"))
                .containsExactly("R1.1", "R1.2", "R2", "D1");
    }
}
