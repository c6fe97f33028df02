package org.pacru.core;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Position;
import org.pacru.notation.PositionNotation;

/**
 * The library (pacru-api, pacru-core, pacru-notation) compiles unchanged to WebAssembly and
 * JavaScript (pacru-js, with TeaVM), and behaves the same there: it uses none of the JDK APIs that
 * such a class library lacks or implements differently. No caller-sensitive stack walking, no
 * class names at run time (TeaVM keeps none), no class-path resources, no regular expressions
 * (the rulebook is Java data generated at build time), and no JDK random generator whose
 * algorithm a bot's seeded choices would depend on (the bots have their own SplitMix64).
 */
class PortabilityTest {

    private static final Set<String> CLASS_NAME_METHODS = Set.of("getName", "getSimpleName", "getCanonicalName",
            "getTypeName", "getPackageName", "getResource", "getResourceAsStream");

    private static JavaClasses library;

    @BeforeAll
    static void importLibrary() {
        library = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.pacru.board", "org.pacru.action", "org.pacru.rules", "org.pacru.game",
                        "org.pacru.internal", "org.pacru.lists", "org.pacru.core", "org.pacru.notation");
        assertThat(library.contain(Position.class)).isTrue();
        assertThat(library.contain(PacruRules.class)).isTrue();
        assertThat(library.contain(PositionNotation.class)).isTrue();
    }

    @Test
    @DisplayName("no StackWalker, IllegalCallerException, SplittableRandom, java.util.regex or class loaders in the library")
    void noUnportableClasses() {
        noClasses().should().dependOnClassesThat().haveFullyQualifiedName(StackWalker.class.getName())
                .orShould().dependOnClassesThat().haveFullyQualifiedName(IllegalCallerException.class.getName())
                .orShould().dependOnClassesThat().haveFullyQualifiedName(java.util.SplittableRandom.class.getName())
                .orShould().dependOnClassesThat().resideInAPackage("java.util.regex..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName(ClassLoader.class.getName())
                .check(library);
    }

    @Test
    @DisplayName("no class names or resources at run time: no Class.getName, getSimpleName, … or getResource in the library")
    void noClassNamesOrResources() {
        noClasses().should().callMethodWhere(DescribedPredicate.describe("a Class method naming a class or reading a resource",
                        (JavaCall<?> call) -> call.getTargetOwner().isEquivalentTo(Class.class)
                                && CLASS_NAME_METHODS.contains(call.getName())))
                .check(library);
    }

    @Test
    @DisplayName("no regular expressions or format strings through String: no matches, replaceAll, replaceFirst, split, format or formatted")
    void noRegexOrFormatThroughString() {
        // Each would bring a regex engine or java.util.Formatter into the WebAssembly and
        // JavaScript builds, whose size counts.
        noClasses().should().callMethodWhere(DescribedPredicate.describe(
                        "String.matches, replaceAll, replaceFirst, split, format or formatted",
                        (JavaCall<?> call) -> call.getTargetOwner().isEquivalentTo(String.class)
                                && Set.of("matches", "replaceAll", "replaceFirst", "split", "format", "formatted")
                                .contains(call.getName())))
                .orShould().dependOnClassesThat().haveFullyQualifiedName(java.util.Formatter.class.getName())
                .check(library);
    }
}
