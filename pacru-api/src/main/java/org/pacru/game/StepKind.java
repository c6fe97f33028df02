package org.pacru.game;

import org.pacru.rules.Rule;
import org.pacru.rules.RuleIds;

/**
 * What a {@link Step} supplies to an action under construction, with the rule that asks for it: a
 * user interface words its prompt from the kind ("select a chevron", "mark a field of the
 * borderland you entered", …) and cites the rule ID, without inspecting the step's type.
 *
 * <pre>{@code
 * StepKind k = new Step.Destination(Field.E4, false).kind();   // DESTINATION
 * k.ruleId();                                                  // "R3.1"
 * }</pre>
 */
public enum StepKind {
    /** The chevron that acts: every action moves or rotates exactly one chevron (R2.1). */
    CHEVRON(RuleIds.R2_1),
    /** Where the selected chevron moves: straight ahead or 45° to either side (R3.1). */
    DESTINATION(RuleIds.R3_1),
    /** The field to mark, or opposing marker to convert, after a border crossing (R4.4). */
    CROSSING_FIELD(RuleIds.R4_4),
    /** The connection {@code *}, chosen instead of the crossing or as the only effect (R4.3, R4.5). */
    CONNECTION(RuleIds.R4_3),
    /** The field the meeting bonus marks (R6.2). */
    BONUS_FIELD(RuleIds.R6_2),
    /** The turn of a rotation: 45° or 90°, clockwise or anticlockwise (R7.2). */
    TURN(RuleIds.R7_2),
    /** A field whose own marker the rotation relinquishes (R7.1). */
    RELINQUISHED_MARKER(RuleIds.R7_1);

    private final String ruleId;

    StepKind(String ruleId) {
        this.ruleId = ruleId;
    }

    /**
     * The ID of the rule that asks for this kind of step (RULES.md).
     *
     * @return the rule ID, such as {@code R4.4}
     */
    public String ruleId() {
        return ruleId;
    }

    /**
     * The rule that asks for this kind of step, with its title and text from the rulebook.
     *
     * @return the rule
     */
    public Rule rule() {
        return Rule.of(ruleId);
    }
}
