package org.pacru.examples.api;

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

/**
 * What the npm package compiles besides the library (which PortabilityTest holds to the same
 * rules): this API, the examples' texts and the Abstract Play adapter. TeaVM compiles them into
 * WebAssembly and JavaScript, so they keep no class names, read no resources and use no regular
 * expressions or format strings, each of which would also compile a regex engine or
 * {@code java.util.Formatter} into the package and make it larger.
 */
class PackagePortabilityTest {
    private static final Set<String> CLASS_NAME_METHODS = Set.of("getName", "getSimpleName", "getCanonicalName",
            "getTypeName", "getPackageName", "getResource", "getResourceAsStream");

    private static JavaClasses compiledIn;

    @BeforeAll
    static void importPackageSources() {
        compiledIn = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.pacru.examples.api", "org.pacru.examples.text", "org.pacru.examples.abstractplay");
        assertThat(compiledIn.contain(Api.class)).isTrue();
        assertThat(compiledIn.contain(org.pacru.examples.text.SvgDiagram.class)).isTrue();
        assertThat(compiledIn.contain(org.pacru.examples.abstractplay.AbstractPlayAdapter.class)).isTrue();
    }

    @Test
    @DisplayName("no java.util.regex, Formatter, String.matches, replaceAll, replaceFirst, split, format or formatted")
    void noRegexOrFormat() {
        noClasses().should().callMethodWhere(DescribedPredicate.describe(
                        "String.matches, replaceAll, replaceFirst, split, format or formatted",
                        (JavaCall<?> call) -> call.getTargetOwner().isEquivalentTo(String.class)
                                && Set.of("matches", "replaceAll", "replaceFirst", "split", "format", "formatted")
                                .contains(call.getName())))
                .orShould().dependOnClassesThat().resideInAPackage("java.util.regex..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName(java.util.Formatter.class.getName())
                .check(compiledIn);
    }

    @Test
    @DisplayName("no class names or resources at run time: no Class.getName, getSimpleName, … or getResource")
    void noClassNamesOrResources() {
        noClasses().should().callMethodWhere(DescribedPredicate.describe(
                        "a Class method naming a class or reading a resource",
                        (JavaCall<?> call) -> call.getTargetOwner().isEquivalentTo(Class.class)
                                && CLASS_NAME_METHODS.contains(call.getName())))
                .check(compiledIn);
    }
}
