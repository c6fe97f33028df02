package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.reference.ReferenceNotation;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.Event;
import org.pacru.rules.Explanation;
import org.pacru.rules.Fact;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * Rulings in Spanish and Japanese: for every case of {@link ViolationMessageTest} (each
 * {@link Violation.Reason} and each of its variants) the violation and every fact of its
 * explanation, written in Spanish and in Japanese, keep the rule ID and the action and are
 * translated: no Spanish sentence equals the English one, every Japanese sentence is in Japanese
 * script. English stays the default.
 */
class TranslatedRulingsTest {

    private static final Locale SPANISH = Locale.forLanguageTag("es");
    private static final Locale JAPANESE = Locale.forLanguageTag("ja");
    private static final Pattern JAPANESE_SCRIPT = Pattern.compile("[\\u3040-\\u30ff\\u4e00-\\u9fff]");

    private record Case(Position position, Action action, Ruleset ruleset) {
    }

    private static List<Case> cases() {
        List<Case> cases = new ArrayList<>();
        for (String line : ViolationMessageTest.CASES.strip().split("\n")) {
            String[] c = line.split(" \\| ", 5);
            cases.add(new Case(RuleScenarios.board(2, Player.A, c[0].trim()), ReferenceNotation.action(c[1].trim()),
                    Ruleset.parse(c[2].trim())));
        }
        return cases;
    }

    /** The violation's detail: its message without the leading rule ID and action. */
    private static String detail(String message, Violation v, Action a) {
        String head = v.rule().id() + ": " + a + ": ";
        assertThat(message).as("rule ID and action first").startsWith(head);
        return message.substring(head.length());
    }

    @Test
    @DisplayName("every violation reason explained in Spanish and Japanese, with its rule ID and action")
    void everyReasonInSpanishAndJapanese() {
        Set<Violation.Reason> covered = EnumSet.noneOf(Violation.Reason.class);
        List<String> wrong = new ArrayList<>();
        for (Case c : cases()) {
            Violation v = PacruRules.of(c.ruleset()).check(c.position(), c.action()).orElseThrow();
            covered.add(v.reason());
            String en = detail(v.message(), v, c.action());
            String es = detail(v.message(SPANISH), v, c.action());
            String ja = detail(v.message(JAPANESE), v, c.action());
            assertThat(v.message(Locale.ROOT)).isEqualTo(v.message());
            if (es.equals(en)) {
                wrong.add("es untranslated: " + v.message(SPANISH));
            }
            if (!JAPANESE_SCRIPT.matcher(ja).find()) {
                wrong.add("ja in Latin script only: " + v.message(JAPANESE));
            }
        }
        assertThat(covered).containsExactlyInAnyOrder(Violation.Reason.values());
        assertThat(wrong).isEmpty();
    }

    @Test
    @DisplayName("every fact of every explanation, and its topic, in Spanish and Japanese")
    void everyFactInSpanishAndJapanese() {
        List<String> wrong = new ArrayList<>();
        int facts = 0;
        for (Case c : cases()) {
            Explanation e = PacruRules.of(c.ruleset()).explain(c.position(), c.action());
            for (Fact f : e.facts()) {
                facts++;
                String en = f.text();
                if (f.text(SPANISH).equals(en) && !(f instanceof org.pacru.rules.TurnFact.Completions)) {
                    wrong.add("es untranslated " + f.getClass().getSimpleName() + ": " + en);
                }
                if (!JAPANESE_SCRIPT.matcher(f.text(JAPANESE)).find()) {
                    wrong.add("ja in Latin script only " + f.getClass().getSimpleName() + ": " + f.text(JAPANESE));
                }
                if (!JAPANESE_SCRIPT.matcher(f.topic().title(JAPANESE)).find() || f.topic().title(SPANISH).equals(f.topic().title())) {
                    wrong.add("topic " + f.topic());
                }
            }
        }
        assertThat(facts).isGreaterThan(200);
        assertThat(wrong).isEmpty();
    }

    @Test
    @DisplayName("R3.2 a violation reads in the reader's language, word for word")
    void outOfRangeWordForWord() {
        Position p = RuleScenarios.board(2, Player.A, "b2:aAN a1:a i9:BS");
        Violation v = PacruRules.STANDARD.check(p, ReferenceNotation.action("b2-b5")).orElseThrow();
        assertThat(v.message()).isEqualTo(
                "R3.2: b2-b5: the chevron on b2 may move at most 2 fields (2 own markers in the borderland centred on b2), not 3");
        assertThat(v.message(SPANISH)).isEqualTo("R3.2: b2-b5: la pieza de b2 puede moverse como máximo 2 casillas"
                + " (2 marcadores propios en la zona fronteriza con centro en b2), no 3");
        assertThat(v.message(JAPANESE)).isEqualTo(
                "R3.2: b2-b5: b2 の駒の移動距離は最大 2 マス（b2 を中心とする境界エリアにある自分のマーカーは 2 個）で、3 マスは動けない");
        assertThat(v.message(Locale.GERMAN)).as("unknown language: English").isEqualTo(v.message());
    }

    @Test
    @DisplayName("R4.4 R3.5 the events of a move in Spanish and Japanese")
    void eventsInSpanishAndJapanese() {
        Position p = RuleScenarios.board(2, Player.A, "a3:AN i9:BS");
        Transition t = PacruRules.STANDARD.apply(p, ReferenceNotation.action("a3-a4(a5)"));
        List<String> es = new ArrayList<>();
        List<String> ja = new ArrayList<>();
        for (Event e : t.events()) {
            es.add(e.text(SPANISH));
            ja.add(e.text(JAPANESE));
        }
        assertThat(es).containsExactly("A mueve la pieza de a3 a a4, ahora orientada hacia N (R3.5)",
                "A marca a5 (cruce de frontera, R4.4)");
        assertThat(ja).containsExactly("A が a3 の駒を a4 へ動かし、駒は N を向く（R3.5）",
                "A が a5 にマーカーを置く（境界越え、R4.4）");
        assertThat(t.events().get(1).text()).isEqualTo("A claims a5 (border crossing, R4.4)");
    }
}
