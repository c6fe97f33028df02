package org.pacru.examples.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.rules.Explanation;
import org.pacru.rules.Fact;
import org.pacru.rules.MarkingFact;
import org.pacru.rules.MeetingFact;
import org.pacru.rules.MovementFact;
import org.pacru.rules.RotationFact;
import org.pacru.rules.TurnFact;

/**
 * The {@code explain} answer: the library's {@link Explanation} as JSON. The verdict with the
 * violated rule, then every fact as the library words it, with its kind, rule, topic, whether it
 * allows the action, the fields to draw and how the page marks them, and for a legal action the
 * position after it. Nothing here knows a rule. Kinds are named here, not by reflection: the
 * WebAssembly and JavaScript builds keep no class names (ExplanationsTest checks every kind the
 * library has).
 */
final class Explanations {
    private Explanations() {
    }

    static Map<String, Object> explain(PacruRules rules, Position position, Action action, Locale locale) {
        Explanation e = rules.explain(position, action);
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("action", e.action().toString());
        o.put("player", e.mover().toString());
        o.put("legal", e.isLegal());
        o.put("verdict", e.verdict().name());
        o.put("violation", e.violation().map(v -> Views.violation(v, locale)).orElse(null));
        List<Object> facts = new ArrayList<>();
        for (Fact f : e.facts()) {
            Map<String, Object> fact = new LinkedHashMap<>();
            fact.put("kind", kind(f));
            fact.put("topic", f.topic().name());
            fact.put("rule", f.rule().id());
            fact.put("citation", f.citation());
            fact.put("allowed", f.allowed());
            fact.put("fields", Views.strings(f.fields()));
            fact.put("text", f.text(locale));
            // How the page draws its fields: in the topic's colour, or as a problem if it forbids the action.
            fact.put("mark", f.allowed() ? f.topic().name().toLowerCase(Locale.ROOT) : "problem");
            if (f instanceof MovementFact.Range r) {
                fact.put("range", r.range());   // R3.2, as a number: no caller parses the sentence
                fact.put("distance", r.distance());
            }
            facts.add(fact);
        }
        o.put("facts", facts);
        e.result().ifPresent(t -> o.put("after", Views.transition(t, locale)));
        return o;
    }

    /** The fact's kind: its record's simple name. */
    static String kind(Fact fact) {
        if (fact instanceof MarkingFact.BorderCrossing) {
            return "BorderCrossing";
        } else if (fact instanceof MarkingFact.CrossingEffect) {
            return "CrossingEffect";
        } else if (fact instanceof MarkingFact.Connection) {
            return "Connection";
        } else if (fact instanceof MarkingFact.MarkingChoices) {
            return "MarkingChoices";
        } else if (fact instanceof MeetingFact.MeetingPartner) {
            return "MeetingPartner";
        } else if (fact instanceof MeetingFact.MeetingOutcome) {
            return "MeetingOutcome";
        } else if (fact instanceof MovementFact.Heading) {
            return "Heading";
        } else if (fact instanceof MovementFact.Range) {
            return "Range";
        } else if (fact instanceof MovementFact.Path) {
            return "Path";
        } else if (fact instanceof MovementFact.Destination) {
            return "Destination";
        } else if (fact instanceof MovementFact.CaptureTarget) {
            return "CaptureTarget";
        } else if (fact instanceof MovementFact.Attackers) {
            return "Attackers";
        } else if (fact instanceof RotationFact.RotationCost) {
            return "RotationCost";
        } else if (fact instanceof RotationFact.Relinquished) {
            return "Relinquished";
        } else if (fact instanceof RotationFact.RotationEffects) {
            return "RotationEffects";
        } else if (fact instanceof TurnFact.GameOver) {
            return "GameOver";
        } else if (fact instanceof TurnFact.NoLegalMove) {
            return "NoLegalMove";
        } else if (fact instanceof TurnFact.StartField) {
            return "StartField";
        } else if (fact instanceof TurnFact.Completions) {
            return "Completions";
        }
        throw new IllegalArgumentException("a fact of no known kind: " + fact);
    }
}
