package org.pacru.core.bot;

import java.util.Objects;
import java.util.Optional;
import org.pacru.board.Position;
import org.pacru.rules.Outcome;

/**
 * A whole random game played by {@link RandomBot#play}: where it ended, after how many actions,
 * and its outcome (R8.3), empty if it was cut off at the ply limit (the rules set none, R8.4).
 *
 * <pre>{@code
 * Playout game = RandomBot.of(Ruleset.STANDARD, 0).play(Position.initial(2), new SplittableRandom(7), 100_000);
 * game.plies();                  // the number of actions played
 * game.outcome();                // e.g. Optional[A LAST_WITH_CHEVRONS]
 * }</pre>
 *
 * @param end the last position
 * @param plies the number of actions that led to it, 0 or more
 * @param outcome the outcome of {@code end}, or empty if the game goes on there
 */
public record Playout(Position end, int plies, Optional<Outcome> outcome) {
    /**
     * Checks the components.
     *
     * @throws NullPointerException if a component is null
     * @throws IllegalArgumentException if {@code plies} is negative
     */
    public Playout {
        Objects.requireNonNull(end, "end");
        Objects.requireNonNull(outcome, "outcome");
        if (plies < 0) {
            throw new IllegalArgumentException("plies must be 0 or more, not " + plies);
        }
    }
}
