package org.pacru.core.bot;

import java.util.List;
import java.util.Objects;
import org.pacru.action.Action;
import org.pacru.lists.NonNullLists;

/**
 * What a search learned about one action of the root position: how often it was tried and the
 * mean result for the player to move (1 a win, 0 a loss; a game cut off by the playout limit counts
 * as shared among the players still in).
 *
 * @param action a legal action of the searched position
 * @param visits the iterations that began with this action
 * @param meanValue the mean result for the player to move at the root, 0 to 1
 * @param principalVariation the expected line after this action: the action, then at each level
 *                           the most visited reply, as far as the tree goes
 * @param lineVisits how often the search went through each action of the principal variation, in
 *                   its order (the first is {@code visits} with one search thread, else the action's
 *                   visits in the thread whose tree the line is read from); deeper replies had
 *                   fewer, so a caller can tell how far the line rests on more than a handful of
 *                   iterations
 */
public record ActionStatistics(Action action, long visits, double meanValue, List<Action> principalVariation,
                               List<Long> lineVisits) {

    /**
     * Checks the values.
     *
     * @param action the action
     * @param visits 0 or more
     * @param meanValue 0 to 1
     * @param principalVariation the line, starting with the action
     * @param lineVisits the visits of each action of the line, as many as the line has actions
     * @throws IllegalArgumentException if visits is negative, the mean is out of range or the line
     *                                  and its visits differ in length
     */
    public ActionStatistics {
        Objects.requireNonNull(action, "action");
        principalVariation = NonNullLists.copyOf(principalVariation, "principalVariation");
        lineVisits = NonNullLists.copyOf(lineVisits, "lineVisits");
        if (lineVisits.size() != principalVariation.size()) {
            throw new IllegalArgumentException("a line of " + principalVariation.size() + " actions needs "
                    + principalVariation.size() + " visit counts, not " + lineVisits.size());
        }
        if (visits < 0) {
            throw new IllegalArgumentException("visits must be 0 or more, not " + visits);
        }
        if (!(meanValue >= 0 && meanValue <= 1)) {
            throw new IllegalArgumentException("a mean value is from 0 to 1, not " + meanValue);
        }
    }
}
