package org.pacru.game;

import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Choice;
import org.pacru.board.Field;
import org.pacru.rules.Rule;

/**
 * One click of a user interface that builds an action step by step (see {@link ActionBuilder}):
 * select a chevron, then either a destination followed by the choices R9.2 asks for, or a turn
 * followed by the fields to relinquish (R7.1).
 *
 * <p>Every step says what it supplies without a type test: its {@link #kind()} (chevron,
 * destination, crossing field, connection, bonus field, turn, relinquished marker), the
 * {@link #field()} it names, if any, and the {@link #ruleId()} of the rule that asks for it. A
 * user interface lights up the fields of the steps {@link ActionBuilder#nextSteps()} offers and
 * words its prompt from their kind.
 *
 * <p>Every step is an immutable value with content-based equality. Its {@code toString()} is the
 * piece of action notation the step adds: {@code e3}, {@code -e4}, {@code xe4}, {@code e6},
 * {@code *}, {@code >>}, {@code a7}.
 *
 * <pre>{@code
 * PartialAction p = PartialAction.empty()
 *         .then(new Step.Select(Field.E3))
 *         .then(new Step.Destination(Field.E4, true))
 *         .then(Step.Pick.crossing(Field.E6));
 * p.toString();                                   // "e3xe4(e6)"
 * p.steps().get(2).kind();                        // CROSSING_FIELD
 * p.steps().get(2).ruleId();                      // "R4.4"
 * p.steps().get(2).rule().title();                // the rule's title, from the rulebook
 * }</pre>
 */
public sealed interface Step permits Step.Select, Step.Destination, Step.Pick, Step.Turn, Step.Relinquish {

    /**
     * What this step supplies.
     *
     * @return the kind of step
     */
    StepKind kind();

    /**
     * The field this step names: the chevron's, the destination, the crossing or bonus field, the
     * relinquished marker's. Empty for a turn and for the connection {@code *}.
     *
     * @return the field, if the step names one
     */
    Optional<Field> field();

    /**
     * The ID of the rule that asks for this step, the same as {@code kind().ruleId()}.
     *
     * @return the rule ID, such as {@code R4.4}
     */
    default String ruleId() {
        return kind().ruleId();
    }

    /**
     * The rule that asks for this step, with its title and text from the rulebook.
     *
     * @return the rule of {@link #ruleId()}
     */
    default Rule rule() {
        return kind().rule();
    }

    /**
     * Selects the chevron on a field: the first step of every action (R2.1).
     *
     * <pre>{@code
     * new Step.Select(Field.E3).toString();          // "e3"
     * }</pre>
     *
     * @param chevron the chevron's field
     */
    record Select(Field chevron) implements Step {
        /**
         * Checks that the field is not null.
         *
         * @param chevron the chevron's field
         */
        public Select {
            Objects.requireNonNull(chevron, "chevron");
        }

        /** {@return {@link StepKind#CHEVRON}} */
        @Override
        public StepKind kind() {
            return StepKind.CHEVRON;
        }

        /** {@return the chevron's field} */
        @Override
        public Optional<Field> field() {
            return Optional.of(chevron);
        }

        @Override
        public String toString() {
            return chevron.toString();
        }
    }

    /**
     * Names the destination of a move (R9.1), and whether the move captures (R5).
     *
     * <pre>{@code
     * new Step.Destination(Field.E4, true).toString();   // "xe4"
     * }</pre>
     *
     * @param to the destination field
     * @param capture whether the move captures the chevron on {@code to}
     */
    record Destination(Field to, boolean capture) implements Step {
        /**
         * Checks that the field is not null.
         *
         * @param to the destination field
         * @param capture whether the move captures
         */
        public Destination {
            Objects.requireNonNull(to, "to");
        }

        /** {@return {@link StepKind#DESTINATION}} */
        @Override
        public StepKind kind() {
            return StepKind.DESTINATION;
        }

        /** {@return the destination} */
        @Override
        public Optional<Field> field() {
            return Optional.of(to);
        }

        @Override
        public String toString() {
            return (capture ? "x" : "-") + to;
        }
    }

    /**
     * Names one choice of a move, in R9.2 order: the R4 choice (a field of the destination
     * borderland to mark after a border crossing, R4.4, or the connection {@code *}, R4.3), then
     * the R6.2 meeting bonus field. The kind says which of the three the choice is; the connection
     * is always {@link StepKind#CONNECTION}.
     *
     * <p>The steps {@link ActionBuilder} offers and keeps carry the kind the rules give the choice.
     * A pick made without a position ({@link PartialAction#then(Choice)},
     * {@link PartialAction#of(org.pacru.action.Action)}) takes its kind from the move's shape.
     *
     * <pre>{@code
     * Step.Pick.connection().toString();             // "*"
     * Step.Pick.bonus(Field.I9).kind();              // BONUS_FIELD
     * }</pre>
     *
     * @param choice the choice
     * @param kind {@link StepKind#CROSSING_FIELD}, {@link StepKind#CONNECTION} or
     *     {@link StepKind#BONUS_FIELD}
     */
    record Pick(Choice choice, StepKind kind) implements Step {
        /**
         * Checks that the kind is a choice's kind and fits the choice.
         *
         * @param choice the choice
         * @param kind the kind of choice
         * @throws IllegalArgumentException if the kind is not one of the three choice kinds, or
         *     the connection and {@link StepKind#CONNECTION} do not go together
         */
        public Pick {
            Objects.requireNonNull(choice, "choice");
            Objects.requireNonNull(kind, "kind");
            boolean connection = choice instanceof Choice.Connection;
            if (kind != StepKind.CROSSING_FIELD && kind != StepKind.CONNECTION && kind != StepKind.BONUS_FIELD
                    || connection != (kind == StepKind.CONNECTION)) {
                throw new IllegalArgumentException("R9.2: the choice '" + choice + "' cannot be a " + kind
                        + " step: a field is a CROSSING_FIELD (R4.4) or a BONUS_FIELD (R6.2), '*' the CONNECTION (R4.3)");
            }
        }

        /**
         * The field to mark after a border crossing (R4.4).
         *
         * @param field a field of the destination borderland
         * @return the pick
         */
        public static Pick crossing(Field field) {
            return new Pick(Choice.of(Objects.requireNonNull(field, "field")), StepKind.CROSSING_FIELD);
        }

        /**
         * The connection {@code *} (R4.3, R4.5).
         *
         * @return the pick
         */
        public static Pick connection() {
            return new Pick(Choice.connection(), StepKind.CONNECTION);
        }

        /**
         * The meeting bonus field (R6.2).
         *
         * @param field any field
         * @return the pick
         */
        public static Pick bonus(Field field) {
            return new Pick(Choice.of(Objects.requireNonNull(field, "field")), StepKind.BONUS_FIELD);
        }

        /**
         * The same choice as another kind of choice (the builder uses it to give a pick the
         * kind the rules give its choice).
         *
         * @param newKind the kind
         * @return the pick with that kind
         */
        Pick as(StepKind newKind) {
            return newKind == kind ? this : new Pick(choice, newKind);
        }

        /** {@return the field chosen, empty for the connection} */
        @Override
        public Optional<Field> field() {
            return choice instanceof Choice.FieldChoice fieldChoice ? Optional.of(fieldChoice.field())
                    : Optional.empty();
        }

        @Override
        public String toString() {
            return choice.toString();
        }
    }

    /**
     * Turns the selected chevron (R7.1, R7.2): 45° or 90°, clockwise or anticlockwise.
     *
     * <pre>{@code
     * new Step.Turn(org.pacru.action.Turn.ANTICLOCKWISE_90).toString();   // "<<"
     * }</pre>
     *
     * @param turn the turn
     */
    record Turn(org.pacru.action.Turn turn) implements Step {
        /**
         * Checks that the turn is not null.
         *
         * @param turn the turn
         */
        public Turn {
            Objects.requireNonNull(turn, "turn");
        }

        /** {@return {@link StepKind#TURN}} */
        @Override
        public StepKind kind() {
            return StepKind.TURN;
        }

        /** {@return empty: a turn names no field} */
        @Override
        public Optional<Field> field() {
            return Optional.empty();
        }

        @Override
        public String toString() {
            return turn.symbol();
        }
    }

    /**
     * Names one field whose marker a rotation relinquishes (R7.1).
     *
     * <pre>{@code
     * new Step.Relinquish(Field.A7).toString();       // "a7"
     * }</pre>
     *
     * @param marker the field of the relinquished marker
     */
    record Relinquish(Field marker) implements Step {
        /**
         * Checks that the field is not null.
         *
         * @param marker the field of the relinquished marker
         */
        public Relinquish {
            Objects.requireNonNull(marker, "marker");
        }

        /** {@return {@link StepKind#RELINQUISHED_MARKER}} */
        @Override
        public StepKind kind() {
            return StepKind.RELINQUISHED_MARKER;
        }

        /** {@return the field of the relinquished marker} */
        @Override
        public Optional<Field> field() {
            return Optional.of(marker);
        }

        @Override
        public String toString() {
            return marker.toString();
        }
    }
}
