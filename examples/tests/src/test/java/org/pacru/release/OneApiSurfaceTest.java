package org.pacru.release;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Explanation;
import org.pacru.rules.Language;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;

/**
 * The library has one surface for rules and one for languages: a variable of
 * type {@code Rules} reaches everything {@code PacruRules} offers, every method that writes a
 * sentence for a person takes a {@code Language} and a {@code Locale} alike, and a ruleset is
 * looked up by name with its error in the reader's language.
 */
class OneApiSurfaceTest {

    private static final List<Class<?>> ANCHORS = List.of(Position.class, PositionNotation.class, PacruRules.class);

    @Test
    @DisplayName("every public instance method of PacruRules is declared by Rules (explain, next, perft, rotationAt, indexOf, randomRotation)")
    void pacruRulesAddsNothingToRules() {
        List<String> missing = new ArrayList<>();
        for (Method m : PacruRules.class.getDeclaredMethods()) {
            if (!Modifier.isPublic(m.getModifiers()) || Modifier.isStatic(m.getModifiers()) || m.isSynthetic()) {
                continue;
            }
            try {
                Object.class.getMethod(m.getName(), m.getParameterTypes());
                continue;   // toString
            } catch (NoSuchMethodException e) {
                // not Object's
            }
            try {
                Rules.class.getMethod(m.getName(), m.getParameterTypes());
            } catch (NoSuchMethodException e) {
                missing.add(m.getName() + Arrays.toString(m.getParameterTypes()));
            }
        }
        assertThat(missing).as("PacruRules methods a Rules variable cannot call").isEmpty();
    }

    @Test
    @DisplayName("README's Rules variable explains an action: R3.2 for e1-e3 from the start")
    void rulesVariableExplains() {
        Rules rules = PacruRules.of(Ruleset.STANDARD);
        Explanation e = rules.explain(Position.initial(2), Move.of(Field.E1, Field.E3));
        assertThat(e.violation().orElseThrow().rule().id()).isEqualTo("R3.2");
        assertThat(rules.next(Position.initial(2), Move.of(Field.E1, Field.E2)))
                .isEqualTo(rules.apply(Position.initial(2), Move.of(Field.E1, Field.E2)).after());
        assertThat(rules.perft(Position.initial(2), 1)).isEqualTo(rules.countLegalActions(Position.initial(2)));
    }

    @Test
    @DisplayName("every text method of the exported API that takes a Locale has a twin taking a Language, and the other way round")
    void everyTextMethodTakesLanguageAndLocale() {
        List<String> unmatched = new ArrayList<>();
        int pairs = 0;
        for (Class<?> anchor : ANCHORS) {
            for (Class<?> type : ApiSignatures.types(anchor)) {
                if (type == Language.class) {
                    continue;   // Language.of(Locale) and locale() convert between the two
                }
                for (Method m : type.getMethods()) {
                    List<Class<?>> params = Arrays.asList(m.getParameterTypes());
                    for (int i = 0; i < params.size(); i++) {
                        Class<?> other = params.get(i) == Locale.class ? Language.class
                                : params.get(i) == Language.class ? Locale.class : null;
                        if (other == null) {
                            continue;
                        }
                        Class<?>[] twin = m.getParameterTypes();
                        twin[i] = other;
                        try {
                            Method t = type.getMethod(m.getName(), twin);
                            assertThat(t.getReturnType()).as("%s.%s", type.getName(), m.getName()).isEqualTo(m.getReturnType());
                            pairs++;
                        } catch (NoSuchMethodException e) {
                            unmatched.add(type.getName() + "." + m.getName() + params);
                        }
                    }
                }
            }
        }
        assertThat(unmatched).as("methods taking only one of Locale and Language").isEmpty();
        assertThat(pairs).as("both halves of each pair counted").isGreaterThanOrEqualTo(2 * 16);
    }

    @Test
    @DisplayName("R10: a ruleset by name, Ruleset.parse; its error in the language asked for")
    void rulesetByNameInALanguage() {
        assertThat(Ruleset.parse(" AbstractPlay ")).isSameAs(Ruleset.ABSTRACT_PLAY);
        assertThat(Ruleset.forName("standard")).contains(Ruleset.STANDARD);
        assertThat(Ruleset.forName("chess")).isEmpty();
        assertThat(Ruleset.parse("standard", Language.JAPANESE)).isSameAs(Ruleset.STANDARD);
        assertThatThrownBy(() -> Ruleset.parse("chess")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("R10: unknown ruleset 'chess': expected standard or abstractplay");
        assertThatThrownBy(() -> Ruleset.parse("chess", Language.SPANISH))
                .hasMessage("R10: reglamento desconocido 'chess': se esperaba standard o abstractplay");
        assertThatThrownBy(() -> Ruleset.parse("chess", Locale.JAPAN))
                .hasMessage("R10: 不明なルールセット 'chess'：standard か abstractplay のどちらか");
        assertThatThrownBy(() -> Ruleset.parse("chess", Locale.GERMAN))
                .hasMessage("R10: unknown ruleset 'chess': expected standard or abstractplay");
    }
}
