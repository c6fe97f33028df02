package org.pacru.core.bot;

import org.pacru.action.Action;
import org.pacru.board.Position;

/**
 * A computer player: chooses an action for the side to move.
 *
 * <p>Implementations in this package are immutable and thread-safe, and choose deterministically
 * from their seed and the position (see the package documentation). Whatever a bot returns is a
 * legal action of the position (R2.1): a move, or a rotation (R7).
 *
 * <pre>{@code
 * Bot bot = GreedyBot.of(Ruleset.STANDARD);
 * Position p = Position.initial(2);
 * Position next = PacruRules.STANDARD.apply(p, bot.choose(p)).after();
 * }</pre>
 */
public interface Bot {

    /**
     * Chooses a legal action for the side to move.
     *
     * @param position a position where the game goes on
     * @return a legal action of the side to move
     * @throws IllegalStateException if there is no legal action: the game is over (R8.3) or the
     *                               side to move has no legal move (R2.2)
     */
    Action choose(Position position);
}
