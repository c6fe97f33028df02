package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.SplittableRandom;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.RandomPlayer;
import org.pacru.examples.GreedyPlayer;

/**
 * The computer players the server offers, by name: {@code random} (the library's
 * {@link RandomPlayer}, the self-play policy) and {@code greedy} (the examples' greedy player).
 */
final class Computer {
    private Computer() {
    }

    /** The player names, weakest first. */
    static final java.util.List<String> PLAYERS = java.util.List.of("random", "greedy");

    /** The strengths the page offers, weakest first. */
    static final java.util.List<String> STRENGTHS = PLAYERS;

    /** The page's computer seat unless the user chooses. */
    static final String DEFAULT = "greedy";

    /**
     * The computer's choice.
     *
     * @param rules the rules
     * @param position a position where the game goes on
     * @param request {@code player} (default {@code greedy}), {@code seed}
     * @return {@code {"action", "player"}}
     */
    static ObjectNode choose(PacruRules rules, Position position, Request request) {
        String player = request.optionalString("player").orElse("greedy");
        long seed = request.longValue("seed", System.nanoTime());
        Action action;
        switch (player) {
            case "random":
                action = RandomPlayer.of(rules.ruleset(), 0.1).choose(position, new SplittableRandom(seed));
                break;
            case "greedy":
                action = new GreedyPlayer(rules).choose(position);
                break;
            default:
                throw Request.field(400, "bad-request", "player", "unknown player '" + player + "': expected one of "
                        + PLAYERS);
        }
        ObjectNode o = Json.object();
        o.put("action", action.toString());
        o.put("player", player);
        return o;
    }
}
