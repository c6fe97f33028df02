package org.pacru.core.bot;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The players' package: a few documented public types; the engine's fast path used through a
 * narrow surface; the rules never depend on the players.
 */
class BotArchitectureTest {

    private static final JavaClasses MAIN = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.pacru.core");

    @Test
    @DisplayName("org.pacru.core.bot makes public only the bots, the search result and its statistics")
    void fewPublicTypes() {
        classes().that().resideInAPackage("org.pacru.core.bot").and().haveModifier(JavaModifier.PUBLIC)
                .should().haveNameMatching("org\\.pacru\\.core\\.bot\\."
                        + "(Bot|RandomBot|GreedyBot|MctsBot|MctsBot\\$Builder|SearchResult|ActionStatistics)")
                .check(MAIN);
    }

    @Test
    @DisplayName("the players use the engine only through Engine, IntList, MoveCode and RandomPlayout")
    void narrowEngineSurface() {
        noClasses().that().resideInAPackage("org.pacru.core.bot")
                .should().dependOnClassesThat().haveNameMatching(
                        "org\\.pacru\\.core\\.engine\\.(?!(Engine|IntList|MoveCode|RandomPlayout)$).*")
                .check(MAIN);
    }

    @Test
    @DisplayName("the rules (org.pacru.core and its engine) never depend on the players")
    void rulesDoNotDependOnPlayers() {
        noClasses().that().resideInAnyPackage("org.pacru.core", "org.pacru.core.engine")
                .should().dependOnClassesThat().resideInAPackage("org.pacru.core.bot")
                .check(MAIN);
    }
}
