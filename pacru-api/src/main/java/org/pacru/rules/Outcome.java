package org.pacru.rules;

import java.util.Objects;
import org.pacru.board.Player;

/**
 * The end of a game (R8.3): who won and why. There are no draws (R8.4).
 *
 * <pre>{@code
 * Outcome o = new Outcome(Player.A, WinReason.TARGET_REACHED);
 * o.toString();   // "A TARGET_REACHED"
 * }</pre>
 *
 * @param winner the winner
 * @param reason the victory condition met
 */
public record Outcome(Player winner, WinReason reason) {
    /**
     * Checks neither part is null.
     *
     * @param winner the winner
     * @param reason the victory condition met
     */
    public Outcome {
        Objects.requireNonNull(winner, "winner");
        Objects.requireNonNull(reason, "reason");
    }

    /**
     * The winner's letter, a space and the reason, as in the conformance vectors:
     * {@code A TARGET_REACHED}.
     *
     * @return the text form
     */
    @Override
    public String toString() {
        return winner + " " + reason;
    }
}
