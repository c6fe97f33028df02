package org.pacru.rules;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.lists.NonNullLists;

/**
 * The result of applying a legal action: the position before, the action, the ordered events
 * (including automatic eliminations, R8.1, and the end of the game, R8.3), and the position after,
 * with the turn passed on (R8.5).
 *
 * <p>Immutable value.
 *
 * <pre>{@code
 * Transition t = rules.apply(Position.initial(2), Move.of(Field.E1, Field.E2));
 * t.after().toMove();       // B
 * t.outcome();              // Optional.empty: the game goes on
 * }</pre>
 *
 * @param before the position the action was applied to
 * @param action the action
 * @param events what happened, in order
 * @param after the resulting position
 * @param outcome the end of the game, if the action ended it
 */
public record Transition(Position before, Action action, List<Event> events, Position after,
                         Optional<Outcome> outcome) {
    /**
     * Checks for nulls and copies the events.
     *
     * @param before the position before
     * @param action the action
     * @param events the events
     * @param after the position after
     * @param outcome the outcome, if any
     */
    public Transition {
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(action, "action");
        events = NonNullLists.copyOf(events, "events");
        Objects.requireNonNull(after, "after");
        Objects.requireNonNull(outcome, "outcome");
    }
}
