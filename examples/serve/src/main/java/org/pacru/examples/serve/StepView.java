package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.pacru.game.Step;
import org.pacru.game.StepKind;

/**
 * What one step of {@link org.pacru.game.ActionBuilder} asks a user interface for, as the step
 * itself says: its {@link StepKind} (chevron, destination, crossing field, connection, bonus
 * field, turn, relinquished marker), the field it names, the rule behind it, and its notation.
 * The page draws and labels steps from this alone.
 */
final class StepView {
    private StepView() {
    }

    /**
     * The view of a step.
     *
     * @param step the step
     * @return {@code {"kind", "field", "rule", "text"}}, and {@code capture} for a destination
     */
    static ObjectNode of(Step step) {
        ObjectNode o = Json.object();
        o.put("kind", step.kind().name());
        step.field().ifPresent(f -> o.put("field", f.toString()));
        o.put("rule", step.ruleId());
        o.put("text", step.toString());
        if (step instanceof Step.Destination destination) {
            o.put("capture", destination.capture());
        }
        return o;
    }
}
