package org.pacru.examples.serve;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What the server may not do, checked on its compiled classes: no file-system access (requests
 * never reach files; the page comes from the jar's resources), and no rule logic of its own (it
 * reaches the library only through its public packages).
 */
class ServeArchitectureTest {
    private static final JavaClasses SERVE = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.pacru.examples.serve");

    @Test
    @DisplayName("the server uses no file-system API (java.io.File*, java.nio.file)")
    void noFileSystemAccess() {
        noClasses().should().dependOnClassesThat().haveFullyQualifiedName("java.io.File")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileInputStream")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileOutputStream")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.FileReader")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("java.io.RandomAccessFile")
                .orShould().dependOnClassesThat().resideInAPackage("java.nio.file..")
                .check(SERVE);
    }

    @Test
    @DisplayName("the server reaches the engine only through the public API (no org.pacru.core.engine, no internal)")
    void publicApiOnly() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.pacru.core.engine..", "org.pacru.internal..")
                .check(SERVE);
    }
}
