package org.pacru.game;

import java.util.Objects;
import org.pacru.action.Choice;
import org.pacru.board.Field;

/**
 * One click of a user interface that builds an action step by step (see {@link ActionBuilder}):
 * select a chevron, then either a destination followed by the choices R9.2 asks for, or a turn
 * followed by the fields to relinquish (R7.1).
 *
 * <p>Every step is an immutable value with content-based equality. Its {@code toString()} is the
 * piece of action notation the step adds: {@code e3}, {@code -e4}, {@code xe4}, {@code e6},
 * {@code *}, {@code >>}, {@code a7}.
 *
 * <pre>{@code
 * PartialAction p = PartialAction.empty()
 *         .then(new Step.Select(Field.E3))
 *         .then(new Step.Destination(Field.E4, true))
 *         .then(new Step.Pick(Choice.of(Field.E6)));
 * p.toString();   // "e3xe4(e6)"
 * }</pre>
 */
public sealed interface Step permits Step.Select, Step.Destination, Step.Pick, Step.Turn, Step.Relinquish {

    /**
     * Selects the chevron on a field: the first step of every action (R2.1).
     *
     * <pre>{@code
     * new Step.Select(Field.E3).toString();          // "e3"
     * }</pre>
     *
     * @param field the chevron's field
     */
    record Select(Field field) implements Step {
        /**
         * Checks that the field is not null.
         *
         * @param field the chevron's field
         */
        public Select {
            Objects.requireNonNull(field, "field");
        }

        @Override
        public String toString() {
            return field.toString();
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

        @Override
        public String toString() {
            return (capture ? "x" : "-") + to;
        }
    }

    /**
     * Names one choice of a move, in R9.2 order: the R4 choice (a field of the destination
     * borderland, or the connection {@code *}), then the R6.2 meeting bonus field.
     *
     * <pre>{@code
     * new Step.Pick(Choice.connection()).toString();    // "*"
     * }</pre>
     *
     * @param choice the choice
     */
    record Pick(Choice choice) implements Step {
        /**
         * Checks that the choice is not null.
         *
         * @param choice the choice
         */
        public Pick {
            Objects.requireNonNull(choice, "choice");
        }

        @Override
        public String toString() {
            return choice.toString();
        }
    }

    /**
     * Turns the selected chevron (R7.1): 1 or 2 steps of 45°, positive clockwise.
     *
     * <pre>{@code
     * new Step.Turn(-2).toString();                     // "<<"
     * }</pre>
     *
     * @param steps -2, -1, 1 or 2
     */
    record Turn(int steps) implements Step {
        /**
         * Checks the number of steps (R7.2: at most 90° in one turn).
         *
         * @param steps -2, -1, 1 or 2
         * @throws IllegalArgumentException for any other number
         */
        public Turn {
            if (steps != 1 && steps != -1 && steps != 2 && steps != -2) {
                throw new IllegalArgumentException("R7.2: a rotation turns by 1 or 2 steps of 45° either way, not "
                        + steps);
            }
        }

        @Override
        public String toString() {
            String sign = steps > 0 ? ">" : "<";
            return Math.abs(steps) == 2 ? sign + sign : sign;
        }
    }

    /**
     * Names one field whose marker a rotation relinquishes (R7.1).
     *
     * <pre>{@code
     * new Step.Relinquish(Field.A7).toString();       // "a7"
     * }</pre>
     *
     * @param field the field
     */
    record Relinquish(Field field) implements Step {
        /**
         * Checks that the field is not null.
         *
         * @param field the field
         */
        public Relinquish {
            Objects.requireNonNull(field, "field");
        }

        @Override
        public String toString() {
            return field.toString();
        }
    }
}
