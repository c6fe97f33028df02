package org.pacru.arch;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.fields;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.GeneralCodingRules;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The architecture of pacru-api (STYLE.md §2.7): it depends only on the JDK, has no package
 * cycles except the documented board–internal access bridge and board's use of the rulebook
 * values (Rule, RuleIds, Ruleset), prints nothing, and exposes no
 * public mutable state.
 */
class ApiArchitectureTest {

    private static final String[] API_PACKAGES = {
        "org.pacru.board..", "org.pacru.action..", "org.pacru.rules..", "org.pacru.game.."};

    private static JavaClasses api;

    @BeforeAll
    static void importMainClasses() {
        // Surefire runs in the module's directory: import exactly this module's main classes.
        api = new ClassFileImporter().importPath(Path.of("target", "classes"));
        assertThat(api).as("pacru-api main classes").isNotEmpty();
    }

    @Test
    @DisplayName("pacru-api depends on nothing of ours and only on java..")
    void apiDependsOnlyOnTheJdk() {
        classes().should().onlyDependOnClassesThat().resideInAnyPackage(
                "java..", "org.pacru.board..", "org.pacru.action..", "org.pacru.rules..", "org.pacru.game..",
                "org.pacru.internal..", "org.pacru.lists..", "org.pacru.messages..").check(api);
        noClasses().should().dependOnClassesThat().resideInAnyPackage("org.pacru.core..", "org.pacru.notation..",
                "org.pacru.examples..").check(api);
    }

    @Test
    @DisplayName("org.pacru.lists, shared by every package of the three library modules, depends on the JDK alone")
    void listsDependOnlyOnTheJdk() {
        // Any dependency of ours would make a cycle with a package that copies its lists through it.
        classes().that().resideInAPackage("org.pacru.lists..").should().onlyDependOnClassesThat()
                .resideInAnyPackage("java..", "org.pacru.lists..").check(api);
    }

    @Test
    @DisplayName("pacru-api has no package cycles (the Position <-> PositionAccess/ChevronCode bridge excepted)")
    void noPackageCycles() {
        // Position installs its PositionAccess implementation and PositionAccess creates Positions:
        // the JDK's "shared secrets" pattern, a deliberate cycle between board and internal. Position
        // and the engine read a chevron's bits through the one codec ChevronCode, which makes Chevrons,
        // and a field set's bits through FieldBits.
        DescribedPredicate<JavaClass> bridge = DescribedPredicate.describe("the Position/PositionAccess bridge",
                c -> c.getName().startsWith("org.pacru.board.Position")
                        || c.getName().startsWith("org.pacru.internal.PositionAccess")
                        || c.getName().startsWith("org.pacru.internal.ChevronCode")
                        || c.getName().startsWith("org.pacru.internal.FieldBits"));
        // board cites the rulebook: a PositionProblem names its Rule (and RuleIds), Position.Builder
        // takes the default target from Ruleset. Those rulebook values depend on no board class
        // (rulebookValuesDependOnNoBoardClass), so the classes form no cycle though the packages do.
        DescribedPredicate<JavaClass> inBoard = DescribedPredicate.describe("a board class",
                c -> c.getPackageName().equals("org.pacru.board"));
        DescribedPredicate<JavaClass> rulebookValue = DescribedPredicate.describe("a rulebook value " + RULEBOOK_VALUES,
                ApiArchitectureTest::isRulebookValue);
        slices().matching("org.pacru.(*)..").should().beFreeOfCycles()
                .ignoreDependency(bridge, bridge).ignoreDependency(inBoard, rulebookValue).check(api);
    }

    /** The rules-package classes board may use, and what they are made of. */
    private static final java.util.List<String> RULEBOOK_VALUES = java.util.List.of(
            "org.pacru.rules.Rule", "org.pacru.rules.RuleIds", "org.pacru.rules.RulebookText",
            "org.pacru.rules.Ruleset", "org.pacru.rules.MeetingThresholdTiming", "org.pacru.rules.Message",
            "org.pacru.rules.Language");

    private static boolean isRulebookValue(JavaClass c) {
        String name = c.getName();
        int nested = name.indexOf('$');
        return RULEBOOK_VALUES.contains(nested < 0 ? name : name.substring(0, nested));
    }

    @Test
    @DisplayName("the rulebook values board uses (Rule, RuleIds, Ruleset) depend on no board class, so board may use them")
    void rulebookValuesDependOnNoBoardClass() {
        noClasses().that(DescribedPredicate.describe("are rulebook values " + RULEBOOK_VALUES,
                        ApiArchitectureTest::isRulebookValue))
                .should().dependOnClassesThat().resideInAPackage("org.pacru.board..").check(api);
        noClasses().that().resideInAPackage("org.pacru.board..").should().dependOnClassesThat(
                DescribedPredicate.describe("are rules classes other than the rulebook values",
                        c -> c.getPackageName().equals("org.pacru.rules") && !isRulebookValue(c))).check(api);
    }

    @Test
    @DisplayName("pacru-api never writes to System.out or System.err")
    void noStandardStreams() {
        GeneralCodingRules.NO_CLASSES_SHOULD_ACCESS_STANDARD_STREAMS.check(api);
    }

    @Test
    @DisplayName("no public mutable state: public fields are final and not arrays; no public setters")
    void noPublicMutableState() {
        fields().that().arePublic().should().beFinal().check(api);
        fields().that().arePublic().should(new ArchCondition<>("not be arrays") {
            @Override
            public void check(com.tngtech.archunit.core.domain.JavaField f, ConditionEvents events) {
                if (f.getRawType().isArray()) {
                    events.add(SimpleConditionEvent.violated(f, f.getFullName() + " is a public array"));
                }
            }
        }).allowEmptyShould(true).check(api);
        methods().that().arePublic().and().areDeclaredInClassesThat().resideInAnyPackage(API_PACKAGES)
                .should().haveNameNotMatching("set[A-Z].*").check(api);
    }

    @Test
    @DisplayName("public api types are records, enums, interfaces (sealed or not) or final classes")
    void publicApiTypesAreClosed() {
        classes().that().arePublic().and().resideInAnyPackage(API_PACKAGES).and().doNotHaveSimpleName("package-info")
                .should(new ArchCondition<>("be a record, an enum, an interface or a final class") {
                    @Override
                    public void check(JavaClass c, ConditionEvents events) {
                        boolean ok = c.isRecord() || c.isEnum() || c.isInterface()
                                || c.getModifiers().contains(JavaModifier.FINAL);
                        if (!ok) {
                            events.add(SimpleConditionEvent.violated(c, c.getName()
                                    + " is a public class that is neither final, a record, an enum nor an interface"));
                        }
                    }
                }).check(api);
    }

    @Test
    @DisplayName("the action and event families are sealed")
    void familiesAreSealed() {
        assertThat(org.pacru.action.Action.class.isSealed()).isTrue();
        assertThat(org.pacru.action.Choice.class.isSealed()).isTrue();
        assertThat(org.pacru.rules.Event.class.isSealed()).isTrue();
    }
}
