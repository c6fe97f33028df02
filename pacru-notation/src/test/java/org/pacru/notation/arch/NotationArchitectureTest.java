package org.pacru.notation.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.library.GeneralCodingRules;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The architecture of pacru-notation (STYLE.md §2.6, §2.7): it depends only on the public api
 * packages, the null-checking list copy {@code org.pacru.lists} and the JDK (never on pacru-core or
 * the api's internal package), its public types are
 * closed, it has no package cycles, prints nothing and has no public mutable fields. The module's
 * one architecture test.
 */
class NotationArchitectureTest {

    private static JavaClasses notation;

    @BeforeAll
    static void importMainClasses() {
        // Surefire runs in the module's directory: import exactly this module's main classes.
        notation = new ClassFileImporter().importPath(Path.of("target", "classes"));
        assertThat(notation).as("pacru-notation main classes").isNotEmpty();
    }

    @Test
    @DisplayName("pacru-notation depends only on the api packages (and the shared org.pacru.lists) and java..")
    void notationDependsOnlyOnTheApi() {
        classes().should().onlyDependOnClassesThat().resideInAnyPackage(
                "java..", "org.pacru.board..", "org.pacru.action..", "org.pacru.rules..", "org.pacru.game..",
                "org.pacru.lists..", "org.pacru.notation..").check(notation);
    }

    @Test
    @DisplayName("pacru-notation has no package cycles")
    void noPackageCycles() {
        slices().matching("org.pacru.(**)").should().beFreeOfCycles().allowEmptyShould(true)
                .check(notation);
    }

    @Test
    @DisplayName("pacru-notation never writes to System.out or System.err")
    void noStandardStreams() {
        GeneralCodingRules.NO_CLASSES_SHOULD_ACCESS_STANDARD_STREAMS.check(notation);
    }

    @Test
    @DisplayName("pacru-notation has no public non-final fields")
    void noPublicMutableFields() {
        fields().that().arePublic().should().beFinal().allowEmptyShould(true).check(notation);
    }

    @Test
    @DisplayName("public notation types are final classes, records or enums")
    void publicTypesAreClosed() {
        classes().that().resideInAPackage("org.pacru.notation").and().arePublic()
                .should().haveModifier(JavaModifier.FINAL)
                .check(notation);
    }
}
