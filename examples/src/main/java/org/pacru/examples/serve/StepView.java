package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import org.pacru.action.Choice;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.MoveFacts;
import org.pacru.game.PartialAction;
import org.pacru.game.Step;
import org.pacru.rules.Ruleset;

/**
 * What one step of {@link org.pacru.game.ActionBuilder} asks a user interface for: its kind
 * (chevron, destination, crossing field, connection, bonus field, turn, relinquished marker), the
 * field it names, the rule behind it, and its notation. The page draws and labels steps from this
 * alone.
 */
final class StepView {
    private StepView() {
    }

    /** The kinds of step, as the page names them. */
    enum Kind {
        CHEVRON("R2.1"), DESTINATION("R3.1"), CROSSING_FIELD("R4.4"), CONNECTION("R4.3"), BONUS_FIELD("R6.2"),
        TURN("R7.1"), RELINQUISHED_MARKER("R7.1");

        private final String rule;

        Kind(String rule) {
            this.rule = rule;
        }
    }

    /**
     * The view of a step that may follow {@code partial}.
     *
     * @param ruleset the ruleset (to tell a crossing field from a bonus field)
     * @param position the position
     * @param partial the steps before
     * @param step the step
     * @return {@code {"kind","field","rule","text","capture","turn"}}
     */
    static ObjectNode of(Ruleset ruleset, Position position, PartialAction partial, Step step) {
        ObjectNode o = Json.object();
        Kind kind = kind(ruleset, position, partial, step);
        o.put("kind", kind.name());
        field(step).ifPresent(f -> o.put("field", f.toString()));
        o.put("rule", kind.rule);
        o.put("text", step.toString());
        if (step instanceof Step.Destination) {
            o.put("capture", ((Step.Destination) step).capture());
        }
        if (step instanceof Step.Turn) {
            o.put("turn", ((Step.Turn) step).steps());
        }
        return o;
    }

    static Optional<Field> field(Step step) {
        if (step instanceof Step.Select) {
            return Optional.of(((Step.Select) step).field());
        }
        if (step instanceof Step.Destination) {
            return Optional.of(((Step.Destination) step).to());
        }
        if (step instanceof Step.Relinquish) {
            return Optional.of(((Step.Relinquish) step).field());
        }
        if (step instanceof Step.Pick && ((Step.Pick) step).choice() instanceof Choice.FieldChoice) {
            return Optional.of(((Choice.FieldChoice) ((Step.Pick) step).choice()).field());
        }
        return Optional.empty();
    }

    private static Kind kind(Ruleset ruleset, Position position, PartialAction partial, Step step) {
        if (step instanceof Step.Select) {
            return Kind.CHEVRON;
        }
        if (step instanceof Step.Destination) {
            return Kind.DESTINATION;
        }
        if (step instanceof Step.Turn) {
            return Kind.TURN;
        }
        if (step instanceof Step.Relinquish) {
            return Kind.RELINQUISHED_MARKER;
        }
        Choice choice = ((Step.Pick) step).choice();
        if (choice instanceof Choice.Connection) {
            return Kind.CONNECTION;
        }
        if (!partial.choices().isEmpty()) {
            return Kind.BONUS_FIELD;
        }
        Optional<MoveFacts> facts = MoveFacts.of(ruleset, position, partial.baseMove().orElseThrow());
        boolean crossing = facts.isPresent() && facts.get().crossingCase() != MoveFacts.CrossingCase.NO_CROSSING
                && facts.get().crossingCase() != MoveFacts.CrossingCase.NOTHING_GAINED;
        return crossing ? Kind.CROSSING_FIELD : Kind.BONUS_FIELD;
    }
}
