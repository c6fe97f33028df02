package org.pacru.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.io.InputStream;
import java.lang.module.ModuleDescriptor;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The module exports only the entry point; the engine stays internal and depends on the API only. */
class CoreArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.pacru.core");

    @Test
    @DisplayName("only the entry points are public in the exported package org.pacru.core")
    void onlyEntryPointsPublic() {
        // PacruRules; RandomPlayer, random play at engine speed (pacru selfplay); MoveFacts (with its
        // nested types), the explanation view the CLI's explain uses.
        classes().that().resideInAPackage("org.pacru.core").and().haveModifier(JavaModifier.PUBLIC)
                .should().haveNameMatching("org\\.pacru\\.core\\.(PacruRules|RandomPlayer|MoveCursor|MoveFacts(\\$.*)?)")
                .allowEmptyShould(true).check(MAIN);
    }

    @Test
    @DisplayName("the core depends only on java and the pacru API")
    void dependsOnApiOnly() {
        classes().that().resideInAPackage("org.pacru.core..")
                .should().onlyDependOnClassesThat().resideInAnyPackage("java..", "org.pacru.core..", "org.pacru.board..",
                        "org.pacru.action..", "org.pacru.rules..", "org.pacru.internal..")
                .check(MAIN);
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
}
