package org.pacru.core.bot;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import org.pacru.action.Action;
import org.pacru.lists.NonNullLists;

/**
 * The outcome of one {@link MctsBot#search}: the chosen action and the statistics behind it.
 *
 * @param action the chosen action: the root action with the most visits (ties: the higher mean
 *               value, then the earlier in the list)
 * @param actions the root actions the search tried, best first (most visits, then higher mean)
 * @param principalVariation the expected line of play from the root: the chosen action, then at
 *                           each level the most visited reply, as far as the tree goes
 * @param iterations the iterations run, summed over the threads
 * @param playouts the random playouts among them (an iteration that reaches a finished game
 *                 needs none)
 * @param playoutPlies the actions played in those playouts
 * @param elapsed the wall-clock time of the search
 */
public record SearchResult(Action action, List<ActionStatistics> actions, List<Action> principalVariation,
                           long iterations, long playouts, long playoutPlies, Duration elapsed) {

    /**
     * Copies the lists and checks the values.
     *
     * @param action the chosen action
     * @param actions the root actions, best first; not empty
     * @param principalVariation the principal variation, starting with the chosen action
     * @param iterations 1 or more
     * @param playouts 0 or more
     * @param playoutPlies 0 or more
     * @param elapsed the time taken
     */
    public SearchResult {
        Objects.requireNonNull(action, "action");
        actions = NonNullLists.copyOf(actions, "actions");
        principalVariation = NonNullLists.copyOf(principalVariation, "principalVariation");
        Objects.requireNonNull(elapsed, "elapsed");
        if (actions.isEmpty()) {
            throw new IllegalArgumentException("a search result lists at least the chosen action");
        }
    }

    /**
     * Random playouts per second of the search (its whole time, tree work included).
     *
     * @return playouts per second, 0 if no time was measured
     */
    public double playoutsPerSecond() {
        long nanos = elapsed.toNanos();
        return nanos <= 0 ? 0 : playouts * 1e9 / nanos;
    }
}
