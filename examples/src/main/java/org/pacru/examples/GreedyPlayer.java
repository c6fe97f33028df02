package org.pacru.examples;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import org.pacru.action.Move;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rules;
import org.pacru.rules.Transition;

/**
 * A simple greedy player: plays the legal move that wins at once if there is one, otherwise the
 * one that leaves it the most markers, ties broken by the canonical notation (so it is
 * deterministic). It never rotates (a rotation only costs markers, R7.1).
 *
 * <p>Uses the public API only. Stateless and thread-safe.
 *
 * <pre>{@code
 * Move m = new GreedyPlayer(PacruRules.of(Ruleset.STANDARD)).choose(Position.initial(2));
 * }</pre>
 */
public final class GreedyPlayer {
    private final Rules rules;

    /**
     * A greedy player under some rules.
     *
     * @param rules the rules
     */
    public GreedyPlayer(Rules rules) {
        this.rules = Objects.requireNonNull(rules, "rules");
    }

    /**
     * Chooses a move for the player to move.
     *
     * @param position a position where the game goes on
     * @return the chosen move
     * @throws IllegalStateException if there is no legal move (the game is over)
     */
    public Move choose(Position position) {
        Player me = position.toMove();
        List<Move> moves = new ArrayList<>(rules.legalMoves(position));
        if (moves.isEmpty()) {
            throw new IllegalStateException("no legal move: the game is over (R8.3)");
        }
        Move best = null;
        long bestScore = Long.MIN_VALUE;
        moves.sort(Comparator.comparing(Move::toString));
        for (Move m : moves) {
            Transition t = rules.apply(position, m);
            long score = t.after().markerCount(me);
            if (t.outcome().map(Outcome::winner).filter(me::equals).isPresent()) {
                score += 1_000;
            }
            if (score > bestScore) {
                bestScore = score;
                best = m;
            }
        }
        return best;
    }
}
