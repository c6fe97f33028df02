package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.MoveFacts;
import org.pacru.core.PacruRules;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * The {@code explain} answer: the verdict with the rule ID and sentence, and the facts the library
 * established ({@link MoveFacts}) as rule-tagged lines with the fields to draw on the board.
 */
final class Explanations {
    private Explanations() {
    }

    static ObjectNode explain(PacruRules rules, Position position, Action action) {
        ObjectNode o = Json.object();
        o.put("action", action.toString());
        o.put("player", position.toMove().toString());
        Optional<Violation> violation = rules.check(position, action);
        o.put("legal", violation.isEmpty());
        o.put("verdict", violation.isEmpty() ? "LEGAL" : "ILLEGAL");
        if (violation.isPresent()) {
            o.set("violation", Views.violation(violation.get()));
        } else {
            o.putNull("violation");
        }
        ArrayNode facts = o.putArray("facts");
        if (action instanceof Move) {
            MoveFacts.of(rules.ruleset(), position, (Move) action).ifPresent(f -> moveFacts(f, facts));
        } else {
            Rotation r = (Rotation) action;
            fact(facts, "R7.1", "turn the chevron on " + r.field() + " by " + Math.abs(r.steps()) * 45 + "° "
                    + (r.steps() > 0 ? "clockwise" : "anticlockwise") + ", giving up " + r.cost() + " markers",
                    "relinquished", r.relinquished());
        }
        if (violation.isEmpty()) {
            Transition t = rules.apply(position, action);
            o.set("after", Views.transition(t));
        }
        return o;
    }

    private static void moveFacts(MoveFacts f, ArrayNode facts) {
        Move m = f.move();
        fact(facts, "R3.1", "the chevron on " + m.from() + " faces " + f.chevron().facing() + "; the move goes "
                + f.direction() + (f.directionAllowed() ? ": allowed" : ": not allowed"), "start", List.of(m.from()));
        fact(facts, "R3.2", "range " + f.range() + " (" + f.rangeMarkers().size() + " own markers in borderland "
                + f.startBorderland() + "); the move goes " + f.distance() + " field(s)"
                + (f.distance() <= f.range() ? "" : ": out of range"), "range", f.rangeMarkers());
        fact(facts, "R3.4", f.passedOver().isEmpty() ? "no field passed over" : "fields passed over: "
                + join(f.passedOver()) + (f.chevronsPassedOver().isEmpty() ? "" : "; chevrons in the way on "
                + join(f.chevronsPassedOver()) + (f.jumpAllowed() ? " (a jump between own fields)" : "")),
                "passed", f.passedOver());
        if (f.target().isPresent()) {
            fact(facts, "R5.1", "attackers of " + m.to() + ": " + (f.attackers().isEmpty() ? "none"
                    : join(f.attackers())) + " (R5.2 needs two)", "attackers", f.attackers());
        }
        if (f.borderCrossing()) {
            fact(facts, "R4.4", "border crossing into " + f.destinationBorderland() + ": "
                    + (f.crossingFields().isEmpty() ? "no field to mark" : "fields to mark: "
                    + join(f.crossingFields())), "crossing", f.crossingFields());
        }
        if (f.connection()) {
            fact(facts, "R4.5", "a connection: fills " + join(f.connectionFields()), "connection",
                    f.connectionFields());
        }
        f.meetingPartner().ifPresent(p -> fact(facts, "R6.1", "meeting partner on " + p + " (threshold "
                + f.meetingThreshold() + ")", "meeting", List.of(p)));
    }

    private static void fact(ArrayNode facts, String rule, String text, String kind, List<Field> fields) {
        ObjectNode o = facts.addObject();
        o.put("rule", rule);
        o.put("text", text);
        o.put("kind", kind);
        o.set("fields", Json.strings(fields));
    }

    private static String join(List<Field> fields) {
        StringBuilder sb = new StringBuilder();
        for (Field f : fields) {
            sb.append(sb.length() == 0 ? "" : ", ").append(f);
        }
        return sb.toString();
    }
}
