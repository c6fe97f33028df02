package org.pacru.rules;

import static org.pacru.messages.MessageTable.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.pacru.action.Turn;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.lists.NonNullLists;

/**
 * Facts about a rotation: its cost and the markers that may pay for it (R7.1, R7.2), the
 * relinquished fields named (R7.1), and that it triggers nothing (R7.4).
 * Immutable values; see {@link Fact}.
 */
public sealed interface RotationFact extends Fact {

    /**
     * The part of the rulebook this fact belongs to: {@link Fact.Topic#ROTATION} for every rotation fact.
     *
     * @return the topic
     */
    @Override
    default Fact.Topic topic() {
        return Fact.Topic.ROTATION;
    }

    /**
     * R7.1–R7.2: a turn, its cost and the mover's markers that may pay for it.
     *
     * @param field the rotated field
     * @param turn the turn
     * @param mover the player to move
     * @param available the mover's markers on unoccupied fields, which may be relinquished
     * @param allowed whether they are enough for the cost
     */
    record RotationCost(Field field, Turn turn, Player mover, List<Field> available, boolean allowed) implements RotationFact {

        @Override
        public String kind() {
            return "RotationCost";
        }

        /**
         * Checks for nulls and copies the list.
         *
         * @param field the field
         * @param turn the turn
         * @param mover the mover
         * @param available the markers available
         * @param allowed whether enough
         */
        public RotationCost {
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(turn, "turn");
            Objects.requireNonNull(mover, "mover");
            available = NonNullLists.copyOf(available, "available");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R7_2);
        }

        @Override
        public List<Field> fields() {
            return available;
        }

        @Override
        public Message wording() {
            return Message.of(FACT_ROTATION_COST, "field", field, "degrees", Math.abs(turn.steps()) * 45,
                    "sense", Message.of(turn.steps() > 0 ? FACT_ROTATION_COST_CLOCKWISE : FACT_ROTATION_COST_ANTICLOCKWISE),
                    "cost", turn.cost(), "mover", mover, "count", available.size(), "available", FactText.fieldList(available),
                    "verdict", Message.of(allowed ? FACT_ROTATION_COST_AFFORDABLE : FACT_ROTATION_COST_UNAFFORDABLE));
        }
    }

    /**
     * R7.1: the relinquished fields named, and which of them are not allowed.
     *
     * @param turn the turn
     * @param named the fields named, in the order given
     * @param countAllowed whether as many fields are named as the turn costs
     * @param repeated the fields named more than once
     * @param invalid the fields that are not the mover's markers on unoccupied fields
     */
    record Relinquished(Turn turn, List<Field> named, boolean countAllowed, List<Field> repeated, List<Field> invalid)
            implements RotationFact {

        @Override
        public String kind() {
            return "Relinquished";
        }

        /**
         * Checks for null and copies the lists.
         *
         * @param turn the turn
         * @param named the fields named
         * @param countAllowed whether the count is right
         * @param repeated the repeated fields
         * @param invalid the invalid fields
         */
        public Relinquished {
            Objects.requireNonNull(turn, "turn");
            named = NonNullLists.copyOf(named, "named");
            repeated = NonNullLists.copyOf(repeated, "repeated");
            invalid = NonNullLists.copyOf(invalid, "invalid");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R7_1);
        }

        @Override
        public boolean allowed() {
            return countAllowed && repeated.isEmpty() && invalid.isEmpty();
        }

        @Override
        public List<Field> fields() {
            return named;
        }

        @Override
        public Message wording() {
            List<Message> clauses = new ArrayList<>();
            clauses.add(Message.of(FACT_RELINQUISHED_NAMES, "count", named.size(), "named", FactText.fieldList(named)));
            clauses.add(Message.of(countAllowed ? FACT_RELINQUISHED_COUNT : FACT_RELINQUISHED_WRONG_COUNT,
                    "degrees", Math.abs(turn.steps()) * 45, "cost", turn.cost()));
            if (!repeated.isEmpty()) {
                clauses.add(Message.of(FACT_RELINQUISHED_REPEATED, "fields", repeated));
            }
            if (!invalid.isEmpty()) {
                clauses.add(Message.of(FACT_RELINQUISHED_INVALID, "fields", invalid));
            }
            return Message.of(allowed() ? FACT_RELINQUISHED : FACT_RELINQUISHED_NOT_ALLOWED,
                    "clauses", FactText.clauses(clauses));
        }
    }

    /**
     * R7.4: a rotation triggers nothing of sections 4, 5 or 6.
     *
     * @param field the rotated field
     */
    record RotationEffects(Field field) implements RotationFact {

        @Override
        public String kind() {
            return "RotationEffects";
        }

        /**
         * Checks for null.
         *
         * @param field the rotated field
         */
        public RotationEffects {
            Objects.requireNonNull(field, "field");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R7_4);
        }

        @Override
        public Message wording() {
            return Message.of(FACT_ROTATION_EFFECTS);
        }
    }
}
