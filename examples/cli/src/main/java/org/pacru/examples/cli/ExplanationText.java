package org.pacru.examples.cli;

import org.pacru.examples.text.EventText;
import org.pacru.examples.text.BoardDiagram;
import org.pacru.examples.text.Texts;

import java.util.Locale;
import java.util.Objects;
import org.pacru.rules.Explanation;
import org.pacru.rules.Fact;
import org.pacru.rules.Language;
import org.pacru.rules.Rule;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * Renders an {@link Explanation} as the text of {@code pacru explain}: the position and its
 * diagram, the verdict with the violated rule's own words, the facts grouped by topic (one line
 * each, its citation first), and for a legal action the events and the resulting position. It
 * knows no rule: every sentence and citation comes from the explanation.
 *
 * <pre>{@code
 * String text = ExplanationText.render(PacruRules.STANDARD.explain(Position.initial(2), Move.of(Field.E1, Field.E3)));
 * // ... "Verdict: ILLEGAL, rule R3.2 (OUT_OF_RANGE): R3.2: e1-e3: ..." ... "  R3.2  range 1: ..."
 * }</pre>
 */
public final class ExplanationText {

    private ExplanationText() {
    }

    /**
     * The whole text, line by line, each line ending in a newline.
     *
     * @param explanation the explanation
     * @return the text
     */
    public static String render(Explanation explanation) {
        return render(explanation, Locale.ENGLISH);
    }

    /**
     * The whole text, the rulings (violation, facts, topics, events) and the labels of the layout
     * in the language of a locale, English if pacru does not write it.
     *
     * @param explanation the explanation
     * @param locale the reader's locale
     * @return the text
     */
    public static String render(Explanation explanation, Locale locale) {
        Objects.requireNonNull(explanation, "explanation");
        Objects.requireNonNull(locale, "locale");
        Language lang = Language.of(locale);
        StringBuilder out = new StringBuilder();
        line(out, Texts.explainPosition(lang, Inputs.format(explanation.position()), explanation.ruleset().name()));
        out.append(BoardDiagram.render(explanation.position(), lang));
        line(out, "");
        line(out, Texts.explainAction(lang, explanation.action(), explanation.mover()));
        verdict(out, explanation, locale);
        facts(out, explanation, locale);
        explanation.result().ifPresent(t -> result(out, t, locale));
        return out.toString();
    }

    private static void verdict(StringBuilder out, Explanation explanation, Locale locale) {
        if (explanation.violation().isEmpty()) {
            line(out, Texts.explainLegal(Language.of(locale)));
            return;
        }
        Violation v = explanation.violation().get();
        line(out, Texts.explainIllegal(Language.of(locale), v.rule(), v.reason(), v.message(locale)));
        Rule rule = v.rule();
        line(out, "  " + rule.id() + " " + rule.title(locale) + ": " + rule.text(locale).replace("\n", "\n    "));
    }

    private static void facts(StringBuilder out, Explanation explanation, Locale locale) {
        Fact.Topic topic = null;
        for (Fact fact : explanation.facts()) {
            if (fact.topic() != topic) {
                topic = fact.topic();
                line(out, "");
                line(out, topic.title(locale) + " (" + topic.section() + "):");
            }
            line(out, String.format("  %-5s %s", fact.citation(), fact.text(locale)));
        }
    }

    private static void result(StringBuilder out, Transition t, Locale locale) {
        Language lang = Language.of(locale);
        line(out, "");
        line(out, Texts.explainWhatHappens(lang));
        for (String s : EventText.describe(t, locale)) {
            line(out, "  - " + s);
        }
        line(out, "");
        line(out, Texts.explainResult(lang, Inputs.format(t.after()),
                t.outcome().map(o -> Texts.explainGameOver(lang, o)).orElseGet(() -> Texts.explainGameGoesOn(lang))));
        out.append(BoardDiagram.render(t.after(), lang));
    }

    private static void line(StringBuilder out, String text) {
        out.append(text).append('\n');
    }
}
