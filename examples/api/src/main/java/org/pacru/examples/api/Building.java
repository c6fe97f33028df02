package org.pacru.examples.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.action.Turn;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.examples.text.Texts;
import org.pacru.game.ActionBuilder;
import org.pacru.game.PartialAction;
import org.pacru.game.Step;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.NotationException;
import org.pacru.rules.Language;
import org.pacru.rules.RuleIds;

/**
 * The {@code build} call: an action built click by click with the library's
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
    static Map<String, Object> answer(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        List<String> texts = request.has("steps") ? request.strings("steps") : List.of();
        ActionBuilder b = ActionBuilder.start(rules, p);
        for (String raw : texts) {
            String text = raw.strip().toLowerCase(Locale.ROOT);
            Step step = null;
            for (Step s : b.nextSteps()) {
                if (s.toString().equals(text)) {
                    step = s;
                    break;
                }
            }
            if (step == null) {
                return deadEnd(rules, p, b.partial(), text, request.language());
            }
            b = b.then(step);
        }
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("partial", b.partial().toString());
        o.put("viable", b.isViable());
        o.put("complete", b.isComplete());
        o.put("action", b.action().map(Action::toString).orElse(null));
        List<Object> next = new ArrayList<>();
        for (Step s : b.nextSteps()) {
            next.add(step(s));
        }
        o.put("next", next);
        rotation(p, b.partial()).ifPresent(r -> o.put("rotation", r));
        return o;
    }

    /**
     * What one step asks a user interface for, as the step itself says: its kind (chevron,
     * destination, crossing field, connection, bonus field, turn, relinquished marker), the field
     * it names, the rule behind it, its notation, and for a destination whether it captures.
     */
    private static Map<String, Object> step(Step s) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("kind", s.kind().name());
        s.field().ifPresent(f -> o.put("field", f.toString()));
        o.put("rule", s.ruleId());
        o.put("text", s.toString());
        if (s instanceof Step.Destination destination) {
            o.put("capture", destination.capture());
        }
        return o;
    }

    /**
     * A rotation being built, once its turn is chosen: the chevron's facing before and after, and
     * how many markers it costs (R7.1) and how many are picked, from the library's {@code Turn}.
     */
    private static Optional<Map<String, Object>> rotation(Position p, PartialAction partial) {
        if (!partial.isRotation() || partial.turn().isEmpty() || partial.chevron().isEmpty()) {
            return Optional.empty();
        }
        Turn turn = partial.turn().get();
        Field field = partial.chevron().get();
        return p.chevronAt(field).map(c -> {
            Map<String, Object> r = new LinkedHashMap<>();
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
    private static Map<String, Object> deadEnd(PacruRules rules, Position p, PartialAction prefix, String text,
                                               Language lang) {
        Locale locale = lang.locale();
        int n = prefix.size();
        String before = prefix.toString();
        boolean field = text.length() == 2 && text.charAt(0) >= 'a' && text.charAt(0) <= 'i'
                && text.charAt(1) >= '1' && text.charAt(1) <= '9';
        String partial = n < 2 ? (n == 0 ? text : before + (field ? "-" : "") + text)
                : (before.endsWith(")") ? before.substring(0, before.length() - 1) : before) + (n == 2 ? "(" : ",")
                + text + ")";
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("partial", partial);
        o.put("viable", false);
        o.put("complete", false);
        o.put("action", null);
        o.put("next", List.of());
        try {
            rules.check(p, ActionNotation.parse(partial)).ifPresent(v -> o.put("violation", Views.violation(v, locale)));
        } catch (NotationException e) {
            // Not yet a whole action in notation (a chevron alone): no verdict to give.
            o.put("reason", Texts.apiDeadEnd(lang, partial));
        }
        return o;
    }
}
