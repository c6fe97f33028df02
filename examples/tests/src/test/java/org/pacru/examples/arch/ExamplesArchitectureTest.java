package org.pacru.examples.arch;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The modules under {@code examples/} (text, abstractplay, api, serve, cli, embedding, bench, and
 * browser, the test support), checked on their main classes: they depend on each other one way
 * only, no program uses the browser test support, and all but the benchmarks (which
 * measure the engine itself) use the library only through its public surface: the api packages, the notation and {@code org.pacru.core} and
 * {@code org.pacru.core.bot} (the packages pacru-core exports), never {@code org.pacru.internal} or
 * core's internal packages.
 */
class ExamplesArchitectureTest {

    private static final JavaClasses EXAMPLES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.pacru.examples", "org.pacru.bench");

    @Test
    @DisplayName("every module under examples/ is on the class path")
    void allModulesImported() {
        for (String module : new String[] {"text", "abstractplay", "api", "serve", "cli", "browser"}) {
            assertThat(EXAMPLES.stream()
                            .anyMatch(c -> c.getPackageName().equals("org.pacru.examples." + module)))
                    .as("classes of org.pacru.examples.%s", module).isTrue();
        }
        assertThat(EXAMPLES.containPackage("org.pacru.bench.load")).isTrue();
        assertThat(EXAMPLES.contain("org.pacru.examples.RandomGame")).isTrue();
    }

    @Test
    @DisplayName("the packages of the modules under examples/ depend on each other without a cycle")
    void noCycles() {
        slices().matching("org.pacru.(examples|bench).(*)..").should().beFreeOfCycles().check(EXAMPLES);
    }

    @Test
    @DisplayName("text, shared by the tool and the server, depends on neither; the JSON API, shared by the server and the"
            + " npm package, not on the server or the tool; the server does not depend on the tool")
    void layers() {
        noClasses().that().resideInAPackage("org.pacru.examples.text..")
                .should().dependOnClassesThat().resideInAnyPackage("org.pacru.examples.cli..", "org.pacru.examples.serve..",
                        "org.pacru.examples.abstractplay..", "org.pacru.examples.api..", "org.pacru.bench..")
                .check(EXAMPLES);
        noClasses().that().resideInAPackage("org.pacru.examples.api..")
                .should().dependOnClassesThat().resideInAnyPackage("org.pacru.examples.cli..", "org.pacru.examples.serve..",
                        "org.pacru.bench..")
                .check(EXAMPLES);
        noClasses().that().resideInAnyPackage("org.pacru.examples.serve..", "org.pacru.examples.abstractplay..")
                .should().dependOnClassesThat().resideInAnyPackage("org.pacru.examples.cli..", "org.pacru.bench..")
                .check(EXAMPLES);
    }

    @Test
    @DisplayName("the browser test support (headless Chromium) is used by tests only: no program depends on it,"
            + " and it depends on no program")
    void browserSupportIsForTestsOnly() {
        noClasses().that().resideOutsideOfPackage("org.pacru.examples.browser..")
                .should().dependOnClassesThat().resideInAPackage("org.pacru.examples.browser..")
                .check(EXAMPLES);
        noClasses().that().resideInAPackage("org.pacru.examples.browser..")
                .should().dependOnClassesThat(resideInAPackage("org.pacru..")
                        .and(DescribedPredicate.not(resideInAPackage("org.pacru.examples.browser.."))))
                .check(EXAMPLES);
    }

    @Test
    @DisplayName("examples never use org.pacru.internal or org.pacru.lists (exported to the library modules only)")
    void noInternalAccess() {
        noClasses().that().resideInAPackage("org.pacru.examples..")
                .should().dependOnClassesThat().resideInAnyPackage("org.pacru.internal..", "org.pacru.lists..")
                .check(EXAMPLES);
    }

    @Test
    @DisplayName("examples never use pacru-core's internal packages (only the exported org.pacru.core and org.pacru.core.bot)")
    void noCoreInternals() {
        noClasses().that().resideInAPackage("org.pacru.examples..")
                .should().dependOnClassesThat(resideInAPackage("org.pacru.core.(*)..")
                        .and(DescribedPredicate.not(resideInAPackage("org.pacru.core.bot.."))))
                .check(EXAMPLES);
    }
}
