package org.pacru.examples.arch;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The examples use the library only through its public surface: the api packages, the notation
 * and {@code org.pacru.core} and {@code org.pacru.core.bot} (the packages pacru-core exports), never {@code org.pacru.internal}
 * or core's internal packages.
 */
class ExamplesArchitectureTest {

    private static JavaClasses examples;

    @BeforeAll
    static void importMainClasses() {
        // Surefire runs in the module's directory; the module may have no main classes yet.
        Path main = Path.of("target", "classes");
        examples = Files.isDirectory(main) ? new ClassFileImporter().importPath(main)
                : new ClassFileImporter().importClasses();
    }

    @Test
    @DisplayName("examples never use org.pacru.internal or org.pacru.lists (exported to the library modules only)")
    void noInternalAccess() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.pacru.internal..", "org.pacru.lists..")
                .allowEmptyShould(true).check(examples);
    }

    @Test
    @DisplayName("examples never use pacru-core's internal packages (only the exported org.pacru.core and org.pacru.core.bot)")
    void noCoreInternals() {
        noClasses().should().dependOnClassesThat(resideInAPackage("org.pacru.core.(*)..")
                        .and(DescribedPredicate.not(resideInAPackage("org.pacru.core.bot.."))))
                .allowEmptyShould(true).check(examples);
    }
}
