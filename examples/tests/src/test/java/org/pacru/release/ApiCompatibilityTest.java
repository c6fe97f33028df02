package org.pacru.release;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.notation.PositionNotation;

/**
 * The public API of the three library modules stays compatible with the last release: every line
 * of the committed baseline {@code <module>/api/<artifactId>.api} (types, supertypes, constructors,
 * methods and fields with their signatures, written by {@link ApiSignatures}) must still be there.
 * Additions are allowed; a removed or changed public type, method or field fails the build with the
 * list of them. An intended breaking change is announced in CHANGELOG.md and accepted by rewriting
 * the baselines with {@code -Dpacru.api.update=true} (docs/releasing.md), as is done at every release.
 */
class ApiCompatibilityTest {

    /** The command that rewrites the baselines from the current sources (docs/releasing.md). */
    static final String UPDATE_COMMAND = "mvn -B -q -pl examples/tests -am test -Dtest=ApiCompatibilityTest"
            + " -Dsurefire.failIfNoSpecifiedTests=false -Dpacru.api.update=true";

    private static final Path ROOT = Path.of("..", "..");

    static Stream<Arguments> libraryModules() {
        return Stream.of(
                Arguments.of("pacru-api", Position.class),
                Arguments.of("pacru-notation", PositionNotation.class),
                Arguments.of("pacru-core", PacruRules.class));
    }

    static Path baseline(String artifactId) {
        return ROOT.resolve(artifactId).resolve("api").resolve(artifactId + ".api");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("libraryModules")
    @DisplayName("the public API keeps every type, method and field of the committed baseline")
    void publicApiKeepsTheBaseline(String artifactId, Class<?> anchor) throws IOException {
        String moduleName = ApiSignatures.moduleOf(anchor).descriptor().name();
        List<String> current = ApiSignatures.of(anchor);
        Path file = baseline(artifactId);
        if (Boolean.getBoolean("pacru.api.update")) {
            Files.createDirectories(file.getParent());
            List<String> text = new ArrayList<>();
            String pom = Files.readString(ROOT.resolve("pom.xml"), StandardCharsets.UTF_8);
            Matcher version = Pattern.compile("<artifactId>pacru-parent</artifactId>\\s*<version>([^<]+)</version>")
                    .matcher(pom);
            text.add("# The public API of module " + moduleName + " (" + artifactId + " "
                    + (version.find() ? version.group(1) : "") + "), checked by");
            text.add("# examples/tests/src/test/java/org/pacru/release/ApiCompatibilityTest.java: every line must stay.");
            text.add("# Rewrite after an announced breaking change or at a release (docs/releasing.md):");
            text.add("#   " + UPDATE_COMMAND);
            text.addAll(current);
            Files.write(file, text, StandardCharsets.UTF_8);
            return;
        }
        assertThat(file).as("API baseline of %s; create it with: %s", artifactId, UPDATE_COMMAND).exists();
        Set<String> removed = new LinkedHashSet<>();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (!line.isBlank() && !line.startsWith("#")) {
                removed.add(line);
            }
        }
        current.forEach(removed::remove);
        if (!removed.isEmpty()) {
            StringBuilder message = new StringBuilder();
            message.append(removed.size()).append(" breaking change(s) to the public API of ").append(moduleName)
                    .append(" (").append(artifactId).append(") against the baseline ")
                    .append(ROOT.relativize(file).normalize()).append(".\n")
                    .append("Removed or changed (a changed declaration appears here in its old form):\n");
            removed.forEach(line -> message.append("  - ").append(line).append('\n'));
            message.append("Users compiled against the last release would break. Restore these declarations,\n")
                    .append("or, if the break is intended: announce it in CHANGELOG.md under [Unreleased]")
                    .append(" (### Changed or ### Removed)\nand accept it by rewriting the baselines:\n  ")
                    .append(UPDATE_COMMAND).append('\n');
            throw new AssertionError(message.toString());
        }
    }

    @Test
    @DisplayName("the API dump holds the exported public types only: no qualified exports, no package-private types")
    void dumpCoversExactlyTheExportedPublicApi() {
        List<String> api = ApiSignatures.of(Position.class);
        assertThat(api).contains("org.pacru.board.Position : public final class",
                "org.pacru.board.Position : public static org.pacru.board.Position initial(int)");
        assertThat(api).noneMatch(line -> line.startsWith("org.pacru.internal."));
        // pacru-core exports org.pacru.core and org.pacru.core.bot; its engine stays internal
        assertThat(ApiSignatures.of(PacruRules.class)).allMatch(line -> line.startsWith("org.pacru.core.")
                && !line.startsWith("org.pacru.core.engine."));
        assertThat(ApiSignatures.of(PacruRules.class)).anyMatch(line -> line.startsWith("org.pacru.core.bot.Bot "));
    }
}
