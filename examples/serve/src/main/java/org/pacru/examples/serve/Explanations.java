package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Locale;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.rules.Explanation;
import org.pacru.rules.Fact;

/**
 * The {@code explain} answer: the library's {@link Explanation} as JSON. The verdict with the
 * violated rule, then every fact as the library words it, with its rule, its topic, whether it
 * allows the action, and the fields to draw, in the language of the request. Nothing here knows a rule.
 */
final class Explanations {
    private Explanations() {
    }

    static ObjectNode explain(PacruRules rules, Position position, Action action, Locale locale) {
        Explanation e = rules.explain(position, action);
        ObjectNode o = Json.object();
        o.put("action", e.action().toString());
        o.put("player", e.mover().toString());
        o.put("legal", e.isLegal());
        o.put("verdict", e.verdict().name());
        if (e.violation().isPresent()) {
            o.set("violation", Views.violation(e.violation().get(), locale));
        } else {
            o.putNull("violation");
        }
        ArrayNode facts = o.putArray("facts");
        for (Fact f : e.facts()) {
            ObjectNode fact = facts.addObject();
            fact.put("kind", f.getClass().getSimpleName());
            fact.put("topic", f.topic().name());
            fact.put("rule", f.rule().id());
            fact.put("citation", f.citation());
            fact.put("allowed", f.allowed());
            fact.set("fields", Json.strings(f.fields()));
            fact.put("text", f.text(locale));
            // How the page draws its fields: in the topic's colour, or as a problem if it forbids the action.
            fact.put("mark", f.allowed() ? f.topic().name().toLowerCase(Locale.ROOT) : "problem");
        }
        e.result().ifPresent(t -> o.set("after", Views.transition(t, locale)));
        return o;
    }
}
