package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.game.ActionBuilder;
import org.pacru.game.PartialAction;
import org.pacru.game.Step;
import org.pacru.rules.RuleIds;

/**
 * The {@code build} endpoint: an action built click by click with the library's
 * {@link ActionBuilder}, so that only legal continuations are offered.
 */
final class Building {
    private Building() {
    }

    /**
     * Click-to-act: the steps so far ({@code steps}, an array of step notations such as
     * {@code ["e3", "xe4", "e6"]}) and what may follow, from {@link ActionBuilder} alone. Each
     * step is matched against the builder's own next steps, so only legal continuations are ever
     * taken; the first step that is none ends the walk, and the answer says it is not viable and,
     * where the rules can tell, why ({@code violation}).
     */
    static ObjectNode answer(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        List<String> texts = request.has("steps") ? request.strings("steps") : List.of();
        ActionBuilder b = ActionBuilder.start(rules, p);
        for (int i = 0; i < texts.size(); i++) {
            String text = texts.get(i).strip().toLowerCase(Locale.ROOT);
            Optional<Step> step = b.nextSteps().stream().filter(s -> s.toString().equals(text)).findFirst();
            if (step.isEmpty()) {
                return deadEnd(rules, p, b.partial(), text, request.locale());
            }
            b = b.then(step.get());
        }
        ObjectNode o = Json.object();
        o.put("partial", b.partial().toString());
        o.put("viable", b.isViable());
        o.put("complete", b.isComplete());
        Optional<Action> action = b.action();
        if (action.isPresent()) {
            o.put("action", action.get().toString());
        } else {
            o.putNull("action");
        }
        ArrayNode next = o.putArray("next");
        for (Step s : b.nextSteps()) {
            next.add(StepView.of(s));
        }
        rotation(p, b.partial()).ifPresent(r -> o.set("rotation", r));
        return o;
    }

    /**
     * A rotation being built, once its turn is chosen: the chevron's facing before and after, and
     * how many markers it costs (R7.1) and how many are picked, from the library's {@code Turn}.
     */
    private static Optional<ObjectNode> rotation(Position p, PartialAction partial) {
        if (!partial.isRotation() || partial.turn().isEmpty() || partial.chevron().isEmpty()) {
            return Optional.empty();
        }
        org.pacru.action.Turn turn = partial.turn().get();
        Field field = partial.chevron().get();
        return p.chevronAt(field).map(c -> {
            ObjectNode r = Json.object();
            r.put("field", field.toString());
            r.put("from", c.facing().toString());
            r.put("to", turn.apply(c.facing()).toString());
            r.put("degrees", 45 * Math.abs(turn.steps()));
            r.put("clockwise", turn.steps() > 0);
            r.put("cost", turn.cost());
            r.put("picked", partial.relinquished().size());
            r.put("rule", RuleIds.R7_1);
            return r;
        });
    }

    /** The answer for a step no legal action continues: the clicks as notation, and the rules' verdict on them. */
    private static ObjectNode deadEnd(PacruRules rules, Position p, PartialAction prefix, String text, Locale locale) {
        int n = prefix.size();
        String before = prefix.toString();
        String partial = n < 2 ? (n == 0 ? text : before + (text.matches("[a-i][1-9]") ? "-" : "") + text)
                : before.replaceAll("\\)$", "") + (n == 2 ? "(" : ",") + text + ")";
        ObjectNode o = Json.object();
        o.put("partial", partial);
        o.put("viable", false);
        o.put("complete", false);
        o.putNull("action");
        o.putArray("next");
        try {
            rules.check(p, Request.parseAction("steps", partial, locale)).ifPresent(v -> o.set("violation", Views.violation(v, locale)));
        } catch (ApiError e) {
            // Not yet a whole action in notation (a chevron alone): no verdict to give.
            o.put("reason", "no legal action goes on with '" + partial + "'");
        }
        return o;
    }
}
