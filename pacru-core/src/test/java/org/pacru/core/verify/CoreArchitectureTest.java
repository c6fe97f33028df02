package org.pacru.core.verify;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.library.GeneralCodingRules;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The architecture of pacru-core (STYLE.md §2.4, §2.7): its main classes depend only on the api
 * packages (internal included: the raw position access is exported to core) and the JDK, never on
 * pacru-notation; no package cycles; nothing printed; no public mutable fields.
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
    @DisplayName("pacru-core main classes depend only on org.pacru.board/action/rules/game/internal and java..")
    void coreDependsOnlyOnTheApi() {
        classes().should().onlyDependOnClassesThat().resideInAnyPackage(
                "java..", "org.pacru.board..", "org.pacru.action..", "org.pacru.rules..", "org.pacru.game..",
                "org.pacru.internal..", "org.pacru.core..").check(core);
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
}
