package org.pacru.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.library.GeneralCodingRules;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The architecture of pacru-core (STYLE.md §2.4, §2.7), its one architecture test: the module
 * exports only the entry package and the players ({@code org.pacru.core.bot}, few public types,
 * a narrow use of the engine); its main classes depend only on the api packages (internal
 * included: the raw position access is exported to core) and the JDK, never on pacru-notation;
 * the engine's classes are package-private but for the few that the entry package or the
 * benchmarks use; no package cycles; nothing printed; no public mutable fields; small classes.
 */
class CoreArchitectureTest {

    private static JavaClasses core;

    @BeforeAll
    static void importMainClasses() {
        // Surefire runs in the module's directory: import exactly this module's main classes.
        core = new ClassFileImporter().importPath(Path.of("target", "classes"));
        assertThat(core).as("pacru-core main classes").isNotEmpty();
    }

    @Test
    @DisplayName("only the entry points are public in the exported package org.pacru.core")
    void onlyEntryPointsPublic() {
        // PacruRules (with explain, whose Explanation is an API type); MoveCursor, allocation-free
        // iteration over the legal moves. Random play at engine speed is the bot package's RandomBot.
        classes().that().resideInAPackage("org.pacru.core").and().haveModifier(JavaModifier.PUBLIC)
                .should().haveNameMatching("org\\.pacru\\.core\\.(PacruRules|MoveCursor)")
                .allowEmptyShould(true).check(core);
    }

    @Test
    @DisplayName("org.pacru.core.bot makes public only the bots, the search policy, the search result and its statistics, and a random playout's result")
    void playersFewPublicTypes() {
        classes().that().resideInAPackage("org.pacru.core.bot").and().haveModifier(JavaModifier.PUBLIC)
                .should().haveNameMatching("org\\.pacru\\.core\\.bot\\."
                        + "(Bot|RandomBot|Playout|GreedyBot|HeuristicBot|MctsBot|MctsBot\\$Builder|SearchPolicy|SearchResult|ActionStatistics)")
                .check(core);
    }

    @Test
    @DisplayName("the players use the engine only through Engine, IntList, MoveCode and the playouts; the rules never use the players")
    void playersUseANarrowEngineSurface() {
        noClasses().that().resideInAPackage("org.pacru.core.bot")
                .should().dependOnClassesThat().haveNameMatching(
                        "org\\.pacru\\.core\\.engine\\.(?!(Engine|IntList|MoveCode|RandomPlayout|HeuristicPlayout)$).*")
                .check(core);
        noClasses().that().resideInAnyPackage("org.pacru.core", "org.pacru.core.engine")
                .should().dependOnClassesThat().resideInAPackage("org.pacru.core.bot")
                .check(core);
    }

    @Test
    @DisplayName("the engine's rule classes are package-private; public only the facade, its codes and the playout")
    void engineClassesPackagePrivate() {
        // Engine (the facade PacruRules wraps; benchmarks use it on the class path), IntList and
        // MoveCode (its encoded moves), RandomPlayout (RandomBot's engine side), HeuristicPlayout
        // (the search's heuristic playouts), Explanations (PacruRules.explain).
        classes().that().resideInAPackage("org.pacru.core.engine").and().haveModifier(JavaModifier.PUBLIC)
                .should().haveNameMatching("org\\.pacru\\.core\\.engine\\.(Engine|IntList|MoveCode|RandomPlayout|HeuristicPlayout|Explanations)")
                .check(core);
    }

    @Test
    @DisplayName("pacru-core main classes depend only on org.pacru.board/action/rules/game/internal/lists and java..")
    void coreDependsOnlyOnTheApi() {
        classes().should().onlyDependOnClassesThat().resideInAnyPackage(
                "java..", "org.pacru.board..", "org.pacru.action..", "org.pacru.rules..", "org.pacru.game..",
                "org.pacru.internal..", "org.pacru.lists..", "org.pacru.core..").check(core);
    }

    @Test
    @DisplayName("module org.pacru.core exports org.pacru.core and the players, org.pacru.core.bot")
    void moduleExportsEntryPackageOnly() throws IOException, URISyntaxException {
        Path classes = Path.of(PacruRules.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        try (InputStream in = Files.newInputStream(classes.resolve("module-info.class"))) {
            ModuleDescriptor d = ModuleDescriptor.read(in);
            assertThat(d.name()).isEqualTo("org.pacru.core");
            assertThat(d.exports().stream().map(ModuleDescriptor.Exports::source).collect(Collectors.toSet()))
                    .containsExactlyInAnyOrder("org.pacru.core", "org.pacru.core.bot");
        }
    }

    @Test
    @DisplayName("pacru-core has no package cycles")
    void noPackageCycles() {
        slices().matching("org.pacru.(**)").should().beFreeOfCycles().allowEmptyShould(true).check(core);
    }

    @Test
    @DisplayName("pacru-core never writes to System.out or System.err")
    void noStandardStreams() {
        GeneralCodingRules.NO_CLASSES_SHOULD_ACCESS_STANDARD_STREAMS.check(core);
    }

    @Test
    @DisplayName("pacru-core has no public non-final fields")
    void noPublicMutableFields() {
        fields().that().arePublic().should().beFinal().allowEmptyShould(true).check(core);
    }

    @Test
    @DisplayName("small pieces: no main source file of pacru-core over 400 lines")
    void smallClasses() throws IOException {
        Set<String> excepted = Set.of();
        List<String> large;
        try (Stream<Path> files = Files.walk(Path.of("src", "main", "java"))) {
            large = files.filter(f -> f.toString().endsWith(".java"))
                    .filter(f -> !excepted.contains(f.getFileName().toString()))
                    .filter(f -> lines(f) > 400)
                    .map(f -> f + ": " + lines(f) + " lines")
                    .collect(Collectors.toList());
        }
        assertThat(large).isEmpty();
    }

    private static long lines(Path file) {
        try (Stream<String> lines = Files.lines(file)) {
            return lines.count();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
