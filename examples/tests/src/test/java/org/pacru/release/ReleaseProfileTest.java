package org.pacru.release;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.release.Poms.child;
import static org.pacru.release.Poms.children;
import static org.pacru.release.Poms.xml;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * The {@code release} profile of the root POM publishes the library and nothing else
 * (docs/releasing.md): the parent POM and the three library modules go to Maven Central; every
 * other module of the build (the tools, the server, the test support, the npm package's build)
 * is in the Central plugin's {@code excludeArtifacts}. A module added to the build without being
 * excluded would be published with the next release; this test fails first.
 */
class ReleaseProfileTest {

    private static final Path ROOT = Path.of("..", "..");
    private static final Set<String> PUBLISHED = Set.of("pacru-parent", "pacru-api", "pacru-notation", "pacru-core");

    @Test
    @DisplayName("the release profile excludes exactly the build's modules that are not the library")
    void releaseProfilePublishesTheLibraryOnly() throws Exception {
        List<String> modules = new ArrayList<>();
        collectModules(ROOT, modules);
        assertThat(modules).as("the build's modules").containsAll(PUBLISHED);

        List<String> excluded = new ArrayList<>();
        Element root = xml(ROOT.resolve("pom.xml"));
        for (Element profile : children(children(root, "profiles").get(0), "profile")) {
            if (!child(profile, "id").equals("release")) {
                continue;
            }
            for (Element plugin : children(children(children(profile, "build").get(0), "plugins").get(0), "plugin")) {
                if (child(plugin, "artifactId").equals("central-publishing-maven-plugin")) {
                    Element configuration = children(plugin, "configuration").get(0);
                    for (Element artifact : children(children(configuration, "excludeArtifacts").get(0), "artifact")) {
                        excluded.add(artifact.getTextContent().strip());
                    }
                }
            }
        }
        List<String> unpublished = modules.stream().filter(m -> !PUBLISHED.contains(m)).toList();
        assertThat(excluded).as("excludeArtifacts of the release profile's central-publishing-maven-plugin")
                .containsExactlyInAnyOrderElementsOf(unpublished);
    }

    /** The artifactIds of the POM in {@code dir} and of its modules, recursively. */
    private static void collectModules(Path dir, List<String> into) throws Exception {
        Element pom = xml(dir.resolve("pom.xml"));
        into.add(child(pom, "artifactId"));
        for (Element modules : children(pom, "modules")) {
            for (Element module : children(modules, "module")) {
                collectModules(dir.resolve(module.getTextContent().strip()), into);
            }
        }
    }
}
