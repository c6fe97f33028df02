package org.pacru.examples.serve;

import java.util.List;
import java.util.Locale;
import org.pacru.action.Choice;
import org.pacru.board.Field;
import org.pacru.game.PartialAction;
import org.pacru.game.Step;

/**
 * Reads the clicks of the page: a list of step notations ({@code "e3"}, {@code "xe4"},
 * {@code "-e4"}, {@code "e6"}, {@code "*"}, {@code ">>"}, {@code "a7"}), each read by its place in
 * the shape of {@link PartialAction}.
 */
final class Steps {
    private Steps() {
    }

    static PartialAction parse(List<String> texts) {
        PartialAction partial = PartialAction.empty();
        for (int i = 0; i < texts.size(); i++) {
            String t = texts.get(i).strip().toLowerCase(Locale.ROOT);
            String name = "steps[" + i + "]";
            Step step;
            if (i == 0) {
                step = new Step.Select(Api.field(name, t));
            } else if (i == 1) {
                step = second(name, t);
            } else if (partial.isMove()) {
                step = new Step.Pick(t.equals("*") ? Choice.connection() : Choice.of(Api.field(name, t)));
            } else {
                step = new Step.Relinquish(Api.field(name, t));
            }
            try {
                partial = partial.then(step);
            } catch (IllegalArgumentException e) {
                throw Request.field(400, "bad-notation", name, e.getMessage());
            }
        }
        return partial;
    }

    private static Step second(String name, String t) {
        switch (t) {
            case ">":
                return new Step.Turn(1);
            case ">>":
                return new Step.Turn(2);
            case "<":
                return new Step.Turn(-1);
            case "<<":
                return new Step.Turn(-2);
            default:
                if (t.startsWith("-") || t.startsWith("x")) {
                    return new Step.Destination(Api.field(name, t.substring(1)), t.startsWith("x"));
                }
                throw Request.field(400, "bad-notation", name, name + ": '" + t
                        + "' is not a destination (-e4, xe4) or a turn (>, >>, <, <<)");
        }
    }
}
