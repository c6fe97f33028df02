package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.ActionStatistics;
import org.pacru.core.bot.GreedyBot;
import org.pacru.core.bot.MctsBot;
import org.pacru.core.bot.RandomBot;
import org.pacru.core.bot.SearchResult;
import org.pacru.examples.text.BotSpec;
import org.pacru.examples.text.Text;

/**
 * The computer players of the library's {@code org.pacru.core.bot} by name: {@code random},
 * {@code greedy}, and {@code mcts} (Monte Carlo tree search) with a budget in {@code iterations}
 * or {@code millis}, each capped by the server's {@link Server.Limits}; a request over a cap is a
 * 400, never a longer search, and every search also stops when the time cap is reached.
 */
final class Computer {
    /** The player names, weakest first. */
    static final List<String> PLAYERS = List.of("random", "greedy", "mcts");

    /** The strengths the page offers, weakest first: a player with its budget. */
    static final List<String> STRENGTHS = BotSpec.PAGE_STRENGTHS;

    /** The page's computer seat unless the user chooses. */
    static final String DEFAULT = BotSpec.PAGE_DEFAULT;

    private Computer() {
    }

    /**
     * The computer's choice.
     *
     * @param rules the rules
     * @param position a position where the game goes on
     * @param request {@code player} ({@code random}, {@code greedy}, {@code mcts}, or
     *     {@code mcts:ITERATIONS}; default {@code greedy}), {@code iterations}, {@code millis},
     *     {@code seed}
     * @param limits the caps on the budget
     * @return {@code {"action", "player"}} and, for {@code mcts}, the search statistics
     */
    static ObjectNode choose(PacruRules rules, Position position, Request request, Server.Limits limits) {
        String spec = request.optionalString("player").orElse("greedy");
        String player = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
        long seed = request.longValue("seed", System.nanoTime());
        ObjectNode o = Json.object();
        o.put("player", spec);
        switch (player) {
            case "random" -> o.put("action", RandomBot.of(rules.ruleset(), seed).choose(position).toString());
            case "greedy" -> o.put("action", GreedyBot.of(rules.ruleset()).choose(position).toString());
            case "mcts" -> {
                SearchResult r = mcts(rules, position, request, limits, spec, seed).search(position);
                o.put("action", r.action().toString());
                o.set("search", search(r));
            }
            default -> throw Request.field(400, "bad-request", "player", "unknown player " + Text.quote(spec)
                    + ": expected random, greedy, mcts or mcts:ITERATIONS");
        }
        return o;
    }

    /**
     * The search statistics of an MCTS run: the best actions with visits and value, the principal
     * variation.
     */
    static ObjectNode analyse(PacruRules rules, Position position, Request request, Server.Limits limits) {
        long seed = request.longValue("seed", System.nanoTime());
        SearchResult r = mcts(rules, position, request, limits, "mcts", seed).search(position);
        ObjectNode o = search(r);
        o.put("best", r.action().toString());
        return o;
    }

    private static MctsBot mcts(PacruRules rules, Position position, Request request, Server.Limits limits,
                                String spec, long seed) {
        long iterations = spec.startsWith("mcts:") ? parseIterations(spec) : request.longValue("iterations", 0);
        long millis = request.longValue("millis", 0);
        if (iterations == 0 && millis == 0) {
            iterations = Math.min(limits.maxIterations(), 2_000);
        }
        if (iterations < 0 || iterations > limits.maxIterations()) {
            throw Request.field(400, "budget-over-limit", "iterations", "iterations " + iterations
                    + ": the server allows 1 to " + limits.maxIterations() + " per request");
        }
        if (millis < 0 || millis > limits.maxMillis()) {
            throw Request.field(400, "budget-over-limit", "millis", "millis " + millis
                    + ": the server allows 1 to " + limits.maxMillis() + " per request");
        }
        MctsBot.Builder b = MctsBot.builder(rules.ruleset()).seed(seed).threads(1);
        if (iterations > 0) {
            b.iterations(iterations);
        }
        // Every search also stops at the time cap, so no request holds a worker longer.
        b.time(Duration.ofMillis(millis > 0 ? millis : limits.maxMillis()));
        return b.build();
    }

    private static long parseIterations(String spec) {
        long n = BotSpec.budget(spec.substring("mcts:".length()));
        if (n < 0) {
            throw Request.field(400, "bad-request", "player", Text.quote(spec)
                    + ": expected mcts:ITERATIONS, ITERATIONS in ASCII digits 0-9");
        }
        return n;
    }

    private static ObjectNode search(SearchResult r) {
        ObjectNode o = Json.object();
        o.put("iterations", r.iterations());
        o.put("playouts", r.playouts());
        o.put("millis", r.elapsed().toMillis());
        ArrayNode actions = o.putArray("actions");
        for (ActionStatistics s : r.actions()) {
            if (actions.size() == 10) {
                break;
            }
            ObjectNode a = actions.addObject();
            a.put("action", s.action().toString());
            a.put("visits", s.visits());
            a.put("value", s.meanValue());
        }
        o.set("principalVariation", Json.strings(r.principalVariation()));
        return o;
    }

}
