package org.pacru.core.bot;

import java.util.Objects;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.IntList;
import org.pacru.core.engine.MoveCode;
import org.pacru.rules.Outcome;
import org.pacru.rules.Ruleset;

/**
 * The greedy player: one ply of look-ahead. Its evaluation of a legal move is the number of
 * markers the mover owns on the board after it (R8.3a counts markers), plus 1,000 if the move wins
 * the game at once (R8.3: the target reached, or the last opposing chevron captured or stuck). It
 * plays the move with the highest evaluation; among equals, the first in the notation's string
 * order (so it is deterministic and needs no seed). It never rotates: a rotation only gives
 * markers away (R7.1), which this evaluation can never prefer.
 *
 * <p>It knows no more than that: it does not see the opponent's reply, so it walks into captures
 * (R5.2) and leaves its chevrons stuck (R8.1). {@link MctsBot} beats it nearly always.
 *
 * <p>Immutable and thread-safe.
 *
 * <pre>{@code
 * Bot greedy = GreedyBot.of(Ruleset.STANDARD);
 * Move m = (Move) greedy.choose(Position.initial(2));
 * }</pre>
 */
public final class GreedyBot implements Bot {
    /** The evaluation's bonus for a move that wins at once. */
    public static final int WIN_BONUS = 1_000;

    private final Engine engine;
    private final ThreadLocal<IntList> lists = ThreadLocal.withInitial(IntList::new);

    private GreedyBot(Ruleset ruleset) {
        this.engine = Engine.of(ruleset);
    }

    /**
     * The greedy player under a ruleset.
     *
     * @param ruleset the rules to play by
     * @return the bot
     */
    public static GreedyBot of(Ruleset ruleset) {
        return new GreedyBot(Objects.requireNonNull(ruleset, "ruleset"));
    }

    /**
     * The evaluation of the position after a move, for the player who made it: markers on the
     * board, plus {@link #WIN_BONUS} if that player has won (R8.3).
     *
     * @param after the position after the move
     * @param mover the player who moved
     * @return the evaluation
     */
    public int evaluate(Position after, Player mover) {
        Objects.requireNonNull(after, "after");
        Objects.requireNonNull(mover, "mover");
        int score = after.markerCount(mover);
        if (engine.outcome(after).map(Outcome::winner).filter(mover::equals).isPresent()) {
            score += WIN_BONUS;
        }
        return score;
    }

    /**
     * Chooses the move with the best evaluation (see the class documentation).
     *
     * @param position a position where the game goes on
     * @return the chosen move, always a {@link Move}
     * @throws IllegalStateException if there is no legal move (R8.3, R2.2)
     */
    @Override
    public Action choose(Position position) {
        Objects.requireNonNull(position, "position");
        IntList codes = lists.get();
        codes.clear();
        int n = engine.legalMoves(position, codes);
        if (n == 0) {
            throw new IllegalStateException("no legal move: the game is over (R8.3) or the side to move is stuck (R2.2)");
        }
        Player me = position.toMove();
        int best = Integer.MIN_VALUE;
        Move bestMove = null;
        for (int i = 0; i < n; i++) {
            int code = codes.get(i);
            int score = evaluate(engine.play(position, code), me);
            if (score > best) {
                best = score;
                bestMove = MoveCode.toMove(code);
            } else if (score == best) {
                Move m = MoveCode.toMove(code);
                if (m.toString().compareTo(bestMove.toString()) < 0) {
                    bestMove = m;
                }
            }
        }
        return bestMove;
    }

    @Override
    public String toString() {
        return "GreedyBot";
    }
}
