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
import org.pacru.rules.MovementFact;

/**
 * The {@code explain} answer: the library's {@link Explanation} as JSON. The verdict with the
 * violated rule, then every fact as the library words it, with its kind, rule, topic, whether it
 * allows the action and its status (ALLOWED, NOT_ALLOWED, or NOT_CHECKED for a rule the engine did
 * not reach), the fields to draw and how the page marks them, and for a legal action the
 * position after it. Nothing here knows a rule. A fact's kind is the one it states
 * ({@link Fact#kind()}), not its class's name: the WebAssembly and JavaScript builds keep none.
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
            fact.put("kind", f.kind());
            fact.put("topic", f.topic().name());
            fact.put("rule", f.rule().id());
            fact.put("citation", f.citation());
            fact.put("allowed", f.allowed());
            fact.put("status", f.status().name());   // ALLOWED, NOT_ALLOWED, or NOT_CHECKED for a rule not reached
            fact.put("fields", Views.strings(f.fields()));
            fact.put("text", f.text(locale));
            // How the page draws its fields: as a problem if it forbids the action, else in the topic's colour.
            fact.put("mark", f.status() == Fact.Status.NOT_ALLOWED ? "problem" : f.topic().name().toLowerCase(Locale.ROOT));
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
}
