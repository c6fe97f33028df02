package org.pacru.rules;

import java.util.Objects;
import org.pacru.action.Action;
import org.pacru.board.Position;

/**
 * Thrown by {@link Rules#apply} for an illegal action. Carries the {@link Violation}, the action
 * and the unchanged position; nothing was changed. Every throwing method has a non-throwing twin
 * ({@link Rules#check}, {@link Rules#isLegal}).
 *
 * <p>Serializable with its violation, action and position (all three are serializable values).
 *
 * <pre>{@code
 * try {
 *     rules.apply(position, Move.of(Field.E1, Field.E6));
 * } catch (IllegalActionException e) {
 *     e.violation().rule();   // R3.2 (a Rule; .text() is its sentence)
 * }
 * }</pre>
 */
public final class IllegalActionException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The violation. */
    private final Violation violation;
    /** The refused action. */
    private final Action action;
    /** The position, unchanged. */
    private final Position position;

    /**
     * Creates the exception; its message is the violation's message.
     *
     * @param position the unchanged position
     * @param action the refused action
     * @param violation why it is refused
     */
    public IllegalActionException(Position position, Action action, Violation violation) {
        super(Objects.requireNonNull(violation, "violation").message());
        this.violation = violation;
        this.action = Objects.requireNonNull(action, "action");
        this.position = Objects.requireNonNull(position, "position");
    }

    /**
     * Why the action is illegal.
     *
     * @return the violation
     */
    public Violation violation() {
        return violation;
    }

    /**
     * The refused action.
     *
     * @return the action
     */
    public Action action() {
        return action;
    }

    /**
     * The position the action was refused in, unchanged.
     *
     * @return the position
     */
    public Position position() {
        return position;
    }
}
