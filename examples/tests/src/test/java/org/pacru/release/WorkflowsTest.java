package org.pacru.release;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.release.Poms.child;
import static org.pacru.release.Poms.children;
import static org.pacru.release.Poms.xml;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * The GitHub Actions workflows (.github/workflows: CI, release, Pages; docs/releasing.md) run only
 * what the repository has: every script they run ({@code .ci/...}, {@code build/...}) is an
 * executable file of the repository, and so is every script those scripts name, transitively;
 * every module they or those scripts build with {@code -pl} is a module folder with a POM, and every
 * profile they activate with {@code -P} is a profile of a POM. The workflows' syntax and expressions
 * are linted by build/lint-workflows.mjs in .ci/run.
 */
class WorkflowsTest {

    private static final Path ROOT = Path.of("..", "..");
    private static final Pattern RUN = Pattern.compile("^(\\s*)(?:- )?run:\\s*(.*)$");
    private static final Pattern SCRIPT = Pattern.compile("(?<![\\w./$-])(?:\\./)?((?:\\.ci|build)/[A-Za-z0-9_-][A-Za-z0-9._-]*(?:/[A-Za-z0-9._-]+)*)");
    private static final Pattern MODULES = Pattern.compile("\\s-pl\\s+([A-Za-z0-9_./,-]+)");
    private static final Pattern PROFILES = Pattern.compile("\\s-P([A-Za-z0-9_,-]+)");

    @Test
    @DisplayName("the workflows exist: CI, release and Pages")
    void theWorkflowsOfCiReleaseAndPagesExist() throws IOException {
        assertThat(workflows()).extracting(p -> p.getFileName().toString())
                .containsExactlyInAnyOrder("ci.yml", "release.yml", "pages.yml");
        assertThat(String.join("\n", runScripts(ROOT.resolve(".github/workflows/ci.yml")))).contains(".ci/run");
    }

    @Test
    @DisplayName("every script the workflows run, and every script those name, is an executable file of the repository")
    void everyScriptTheWorkflowsRunIsAnExecutableFileOfTheRepository() throws IOException {
        List<String> missing = new ArrayList<>();
        Set<String> seen = scriptsReachedFromTheWorkflows(missing);
        assertThat(seen).as("scripts the workflows run").contains(".ci/run", "build/release-artifacts.sh",
                "build/check-release-tag.sh", "build/changelog-section.sh");
        assertThat(missing).as("scripts named by the workflows or their scripts that are not executable files").isEmpty();
    }

    @Test
    @DisplayName("every module and profile the workflows and their scripts build is one of the POMs'")
    void everyModuleAndProfileTheWorkflowsBuildIsInThePoms() throws Exception {
        Set<String> profiles = new TreeSet<>();
        collectProfiles(ROOT, profiles);
        List<String> texts = new ArrayList<>();
        for (Path workflow : workflows()) {
            texts.addAll(runScripts(workflow));
        }
        for (String script : scriptsReachedFromTheWorkflows(new ArrayList<>())) {
            Path file = ROOT.resolve(script);
            if (Files.isRegularFile(file)) {
                texts.add(Files.readString(file));
            }
        }
        Set<String> modulesBuilt = new TreeSet<>();
        Set<String> profilesUsed = new TreeSet<>();
        for (String text : texts) {
            Matcher m = MODULES.matcher(text);
            while (m.find()) {
                modulesBuilt.addAll(List.of(m.group(1).split(",")));
            }
            Matcher p = PROFILES.matcher(text);
            while (p.find()) {
                profilesUsed.addAll(List.of(p.group(1).split(",")));
            }
        }
        assertThat(modulesBuilt).as("modules built with -pl").contains("examples/serve", "examples/cli");
        assertThat(modulesBuilt).as("modules built with -pl that have no pom.xml")
                .allSatisfy(module -> assertThat(ROOT.resolve(module).resolve("pom.xml")).isRegularFile());
        assertThat(profilesUsed).as("profiles activated with -P").contains("release", "sbom");
        assertThat(profiles).as("the POMs' profiles").containsAll(profilesUsed);
    }

    private static List<Path> workflows() throws IOException {
        try (Stream<Path> files = Files.list(ROOT.resolve(".github/workflows"))) {
            return files.filter(p -> p.toString().endsWith(".yml") || p.toString().endsWith(".yaml")).sorted().toList();
        }
    }

    /** The shell text of every {@code run:} step of a workflow, one entry per step. */
    static List<String> runScripts(Path workflow) throws IOException {
        List<String> lines = Files.readAllLines(workflow);
        List<String> scripts = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = RUN.matcher(lines.get(i));
            if (!m.matches()) {
                continue;
            }
            String rest = m.group(2).strip();
            if (!rest.equals("|") && !rest.equals(">")) {
                scripts.add(rest);
                continue;
            }
            int indent = m.group(1).length();
            StringBuilder block = new StringBuilder();
            while (i + 1 < lines.size()) {
                String next = lines.get(i + 1);
                if (!next.isBlank() && next.length() - next.stripLeading().length() <= indent) {
                    break;
                }
                block.append(next.strip()).append('\n');
                i++;
            }
            scripts.add(block.toString());
        }
        return scripts;
    }

    /**
     * The repository scripts (.ci/..., build/...) the workflows' run steps name, and those the
     * scripts name in turn; a name that is not an executable file goes to {@code missing}.
     */
    private static Set<String> scriptsReachedFromTheWorkflows(List<String> missing) throws IOException {
        Set<String> seen = new LinkedHashSet<>();
        Deque<String> queue = new ArrayDeque<>();
        for (Path workflow : workflows()) {
            for (String script : runScripts(workflow)) {
                named(script, queue);
            }
        }
        while (!queue.isEmpty()) {
            String name = queue.removeFirst();
            if (!seen.add(name)) {
                continue;
            }
            Path file = ROOT.resolve(name);
            boolean runnable = Files.isRegularFile(file)
                    && (Files.isExecutable(file) || name.endsWith(".mjs") || name.endsWith(".java"));
            if (!runnable) {
                missing.add(name);
                continue;
            }
            if (name.endsWith(".sh") || name.startsWith(".ci/")) {
                named(Files.readString(file), queue);
            }
        }
        return seen;
    }

    private static void named(String text, Deque<String> into) {
        Matcher m = SCRIPT.matcher(text);
        while (m.find()) {
            into.add(m.group(1));
        }
    }

    private static void collectProfiles(Path dir, Set<String> into) throws Exception {
        Element pom = xml(dir.resolve("pom.xml"));
        for (Element profiles : children(pom, "profiles")) {
            for (Element profile : children(profiles, "profile")) {
                into.add(child(profile, "id"));
            }
        }
        for (Element modules : children(pom, "modules")) {
            for (Element module : children(modules, "module")) {
                collectProfiles(dir.resolve(module.getTextContent().strip()), into);
            }
        }
    }
}
