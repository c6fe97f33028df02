package org.pacru.action;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.pacru.board.Field;
import org.pacru.lists.NonNullLists;

/**
 * A move (R3–R6, R9.1–R9.2): a chevron moves from one field to another, capturing or not, and names
 * its choices in R9.2 order: first the R4 choice (a field of the destination borderland or the
 * connection), then the R6.2 bonus field.
 *
 * <p>The constructor checks shape only: non-null parts, {@code from != to}, at most two choices,
 * and the connection only as the first choice. Whether the choices are the right ones is legality
 * (R9.2), judged by {@code Rules.check}; a field named twice is well-formed but illegal.
 * A move without choices is also what {@code Rules.baseMoves} returns.
 *
 * <p>Immutable value; prints in canonical notation, such as {@code e3xe4(e6,i9)}.
 *
 * <pre>{@code
 * Move plain = Move.of(Field.E1, Field.E4);                       // e1-e4
 * Move capture = Move.capture(Field.E3, Field.E4)
 *         .withChoices(Choice.of(Field.E6), Choice.of(Field.I9)); // e3xe4(e6,i9)
 * Move connect = Move.of(Field.A4, Field.A6).withChoices(Choice.connection()); // a4-a6(*)
 * }</pre>
 *
 * @param from the start field
 * @param to the destination field
 * @param capture whether the move captures the enemy chevron on {@code to} (R5)
 * @param choices the named choices in R9.2 order, 0 to 2
 */
public record Move(Field from, Field to, boolean capture, List<Choice> choices) implements Action {

    /**
     * Checks the shape of the move.
     *
     * @param from the start field
     * @param to the destination field
     * @param capture whether it captures
     * @param choices 0 to 2 choices, the connection only first
     * @throws IllegalArgumentException if the shape is wrong
     */
    public Move {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(choices, "choices");
        choices = NonNullLists.copyOf(choices, "choices");
        if (from == to) {
            throw new IllegalArgumentException("R3.2: a move goes 1 or more fields; " + from + " to itself is none");
        }
        if (choices.size() > 2) {
            throw new IllegalArgumentException("R9.2: a move names at most two choices (R4 choice, R6.2 bonus), not "
                    + choices.size());
        }
        if (choices.size() == 2 && choices.get(1) instanceof Choice.Connection) {
            throw new IllegalArgumentException("R9.2: the connection '*' can only be the first choice");
        }
    }

    /**
     * A plain move without capture or choices.
     *
     * @param from the start field
     * @param to the destination field
     * @return the move
     */
    public static Move of(Field from, Field to) {
        return new Move(from, to, false, List.of());
    }

    /**
     * A capture without choices.
     *
     * @param from the start field
     * @param to the field of the captured chevron
     * @return the move
     */
    public static Move capture(Field from, Field to) {
        return new Move(from, to, true, List.of());
    }

    /**
     * This move with the given choices instead of its own.
     *
     * @param newChoices 0 to 2 choices in R9.2 order
     * @return the move with these choices
     */
    public Move withChoices(Choice... newChoices) {
        Objects.requireNonNull(newChoices, "newChoices");
        return new Move(from, to, capture, Arrays.asList(newChoices));
    }

    /**
     * This move with the given choices instead of its own.
     *
     * @param newChoices 0 to 2 choices in R9.2 order
     * @return the move with these choices
     */
    public Move withChoices(List<Choice> newChoices) {
        return new Move(from, to, capture, newChoices);
    }

    /**
     * The base move: the same start, destination and capture, without choices.
     *
     * @return the base move (this move if it names no choices)
     */
    public Move base() {
        return choices.isEmpty() ? this : new Move(from, to, capture, List.of());
    }

    /**
     * Canonical notation (NOTATION.md §2): {@code e1-e4}, {@code e3xe4(e6,i9)}, {@code a4-a6(*)}.
     *
     * @return the move in canonical notation
     */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(16);
        sb.append(from).append(capture ? 'x' : '-').append(to);
        if (!choices.isEmpty()) {
            sb.append('(');
            for (int i = 0; i < choices.size(); i++) {
                if (i > 0) {
                    sb.append(',');
                }
                sb.append(choices.get(i));
            }
            sb.append(')');
        }
        return sb.toString();
    }
}
