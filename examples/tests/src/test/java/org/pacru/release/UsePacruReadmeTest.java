package org.pacru.release;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.release.Poms.child;
import static org.pacru.release.Poms.xml;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.notation.PositionNotation;
import org.w3c.dom.Element;

/**
 * README's "Use pacru in your project" gives the project's real coordinates, module names and last
 * released version (the POM property {@code pacru.release.version}, set at each release as
 * docs/releasing.md says). Its first program is run with every other Java sample of the documents
 * by {@link DocumentedJavaTest}.
 */
class UsePacruReadmeTest {

    private static final Path ROOT = Path.of("..", "..");
    private static final String SECTION = "## Use pacru in your project";

    private static String groupId;
    private static String projectVersion;
    private static String releaseVersion;
    /** artifactId → module name, for the library modules, read from the POMs and module descriptors. */
    private static final Map<String, String> LIBRARIES = new LinkedHashMap<>();
    private static String section;

    @BeforeAll
    static void readBuild() throws Exception {
        Element pom = xml(ROOT.resolve("pom.xml"));
        groupId = child(pom, "groupId");
        projectVersion = child(pom, "version");
        releaseVersion = child((Element) pom.getElementsByTagName("properties").item(0), "pacru.release.version");
        Map<String, Class<?>> anchors = Map.of("pacru-api", Position.class, "pacru-core", PacruRules.class,
                "pacru-notation", PositionNotation.class);
        for (String module : List.of("pacru-api", "pacru-core", "pacru-notation")) {
            String artifactId = child(xml(ROOT.resolve(module).resolve("pom.xml")), "artifactId");
            LIBRARIES.put(artifactId, ApiSignatures.moduleOf(anchors.get(module)).descriptor().name());
        }
        String readme = Files.readString(ROOT.resolve("README.md"), StandardCharsets.UTF_8);
        int start = readme.indexOf(SECTION);
        assertThat(start).as("README has the section %s", SECTION).isNotNegative();
        int end = readme.indexOf("\n## ", start + SECTION.length());
        section = readme.substring(start, end < 0 ? readme.length() : end);
        assertThat(readme.substring(0, start).split("\n## ", -1)).as("sections before %s", SECTION).hasSizeLessThan(2);
    }

    @Test
    @DisplayName("the released version is the project's: the snapshot before the release, the release itself, or older")
    void releaseVersionMatchesTheProjectVersion() throws IOException {
        assertThat(releaseVersion).matches("\\d+\\.\\d+\\.\\d+");
        if (projectVersion.endsWith("-SNAPSHOT")) {
            String next = projectVersion.substring(0, projectVersion.length() - "-SNAPSHOT".length());
            assertThat(compare(next, releaseVersion)).as("%s is not before the release %s", projectVersion, releaseVersion)
                    .isGreaterThanOrEqualTo(0);
        } else {
            assertThat(projectVersion).as("a release build: pacru.release.version names it").isEqualTo(releaseVersion);
        }
        if (!projectVersion.equals(releaseVersion + "-SNAPSHOT")) {
            String changelog = Files.readString(ROOT.resolve("CHANGELOG.md"), StandardCharsets.UTF_8);
            assertThat(changelog).as("CHANGELOG.md has the section of the release %s", releaseVersion)
                    .containsPattern("(?m)^## \\[" + Pattern.quote(releaseVersion) + "\\] - \\d{4}-\\d{2}-\\d{2}$");
        }
    }

    @Test
    @DisplayName("every Maven and Gradle coordinate shown is a library module of this build at the released version")
    void coordinatesAreTheProjects() {
        List<String> shown = new ArrayList<>();
        Matcher maven = Pattern.compile("<dependency>\\s*<groupId>([^<]*)</groupId>\\s*<artifactId>([^<]*)</artifactId>\\s*"
                + "<version>([^<]*)</version>").matcher(section);
        while (maven.find()) {
            shown.add(maven.group(1) + ":" + maven.group(2) + ":" + maven.group(3));
        }
        Matcher colon = Pattern.compile("[\"`]([\\w.-]+:[\\w.-]+:[\\w.-]+)[\"`]").matcher(section);
        while (colon.find()) {
            shown.add(colon.group(1));
        }
        assertThat(shown).hasSizeGreaterThanOrEqualTo(2 + 2 + LIBRARIES.size());  // Maven, Gradle, the table
        for (String coordinate : shown) {
            String[] parts = coordinate.split(":");
            assertThat(parts[0]).as(coordinate).isEqualTo(groupId);
            assertThat(LIBRARIES).as(coordinate).containsKey(parts[1]);
            assertThat(parts[2]).as(coordinate).isEqualTo(releaseVersion);
        }
    }

    @Test
    @DisplayName("the table names every library module with its artifact and its module name for module-info.java")
    void moduleNamesAreTheModuleDescriptors() {
        LIBRARIES.forEach((artifactId, moduleName) -> assertThat(section).containsPattern(
                "(?m)^\\| `" + Pattern.quote(groupId + ":" + artifactId + ":" + releaseVersion) + "` \\| `"
                        + Pattern.quote(moduleName) + "` \\|"));
        assertThat(section).contains("requires org.pacru.core;", "requires org.pacru.notation;");
    }

    @Test
    @DisplayName("before Maven Central: the install command names library modules of the build, and installs them with what they need")
    void installFromACloneNamesLibraryModules() {
        Matcher install = Pattern.compile("mvn -B -q -pl ([\\w,-]+) -am install -DskipTests").matcher(section);
        assertThat(install.find()).as("README shows how to install the library from a clone").isTrue();
        for (String module : install.group(1).split(",")) {
            assertThat(LIBRARIES).as("-pl %s", module).containsKey(module);
            assertThat(ROOT.resolve(module).resolve("pom.xml")).isRegularFile();
        }
        assertThat(section).contains("Could not find artifact", "<version>` of its `pom.xml`");
    }

    @Test
    @DisplayName("the starter pom.xml depends on exactly pacru-core and pacru-notation at the released version, compiles"
            + " for Java 17, and resolves in this build to the three library modules")
    void starterPomDependsOnCoreAndNotationAtTheReleasedVersion() throws Exception {
        Matcher xml = Pattern.compile("```xml\n(<\\?xml.*?<project.*?</project>)\n```", Pattern.DOTALL).matcher(section);
        assertThat(xml.find()).as("README shows a whole pom.xml").isTrue();
        Element project = Poms.xml(xml.group(1));
        Element properties = (Element) project.getElementsByTagName("properties").item(0);
        assertThat(child(properties, "maven.compiler.release")).isEqualTo("17");
        List<String> dependencies = new ArrayList<>();
        for (Element d : Poms.children(Poms.children(project, "dependencies").get(0), "dependency")) {
            dependencies.add(child(d, "groupId") + ":" + child(d, "artifactId") + ":" + child(d, "version"));
            assertThat(Poms.children(d, "scope")).as("compile scope").isEmpty();
        }
        assertThat(dependencies).containsExactly(groupId + ":pacru-core:" + releaseVersion,
                groupId + ":pacru-notation:" + releaseVersion);
        assertThat(DocumentedJavaTest.resolve(project).keySet())
                .containsExactlyInAnyOrder("pacru-api", "pacru-core", "pacru-notation");
        assertThat(section).as("the program is run by its class name").contains("<mainClass>org.example.FirstGame</mainClass>",
                "src/main/java/org/example/FirstGame.java");
    }

    @Test
    @DisplayName("README says where the Javadoc is: the command builds the root's aggregate site of the library modules,"
            + " and the pages it names are of a real module and package")
    void javadocCommandAndPathAreReal() throws Exception {
        Matcher command = Pattern.compile("`mvn -B -q -pl \\.,([\\w,-]+) -DskipTests package javadoc:aggregate`").matcher(section);
        assertThat(command.find()).as("README gives the Javadoc command").isTrue();
        assertThat(List.of(command.group(1).split(","))).containsExactlyInAnyOrderElementsOf(LIBRARIES.keySet());
        String rootPom = Files.readString(ROOT.resolve("pom.xml"), StandardCharsets.UTF_8);
        assertThat(rootPom).as("the root POM's javadoc:aggregate and where it writes")
                .contains("<artifactId>maven-javadoc-plugin</artifactId>", "<id>default-cli</id>",
                        "javadoc:aggregate  →  target/reports/apidocs/index.html");
        assertThat(section).contains("`target/reports/apidocs/index.html`", "`-javadoc.jar`");
        Matcher page = Pattern.compile("`target/reports/apidocs/([\\w.]+)/([\\w/]+)/package-summary\\.html`").matcher(section);
        assertThat(page.find()).as("README names a package's page").isTrue();
        assertThat(LIBRARIES).containsValue(page.group(1));
        String artifact = LIBRARIES.entrySet().stream().filter(e -> e.getValue().equals(page.group(1))).findFirst()
                .orElseThrow().getKey();
        assertThat(ROOT.resolve(artifact).resolve("src/main/java").resolve(page.group(2)).resolve("package-info.java"))
                .isRegularFile();
        assertThat(section).contains("`org.pacru.core.bot`", "RandomBot", "GreedyBot", "MctsBot");
    }

    private static int compare(String a, String b) {
        String[] x = a.split("\\.");
        String[] y = b.split("\\.");
        for (int i = 0; i < 3; i++) {
            int c = Integer.compare(Integer.parseInt(x[i]), Integer.parseInt(y[i]));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }
}
