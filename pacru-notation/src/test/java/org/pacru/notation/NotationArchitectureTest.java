package org.pacru.notation;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** STYLE §2.7: notation depends on pacru-api only, never on the engine. */
class NotationArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.pacru.notation");

    @Test
    @DisplayName("org.pacru.notation depends only on org.pacru.board/action/rules/game and java..")
    void dependsOnlyOnApi() {
        classes().that().resideInAPackage("org.pacru.notation")
                .should().onlyDependOnClassesThat().resideInAnyPackage(
                        "org.pacru.notation", "org.pacru.board", "org.pacru.action", "org.pacru.rules",
                        "org.pacru.game", "java..")
                .check(MAIN);
    }

    @Test
    @DisplayName("public notation types are final classes, records or enums")
    void publicTypesAreClosed() {
        classes().that().resideInAPackage("org.pacru.notation").and().arePublic()
                .should().haveModifier(JavaModifier.FINAL)
                .check(MAIN);
    }

    @Test
    @DisplayName("no public mutable static fields")
    void noMutableStatics() {
        fields().that().areStatic().and().arePublic().should().beFinal().allowEmptyShould(true).check(MAIN);
    }
}
