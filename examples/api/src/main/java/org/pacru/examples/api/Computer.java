package org.pacru.examples.api;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.ActionStatistics;
import org.pacru.core.bot.GreedyBot;
import org.pacru.core.bot.MctsBot;
import org.pacru.core.bot.RandomBot;
import org.pacru.core.bot.SearchResult;
import org.pacru.examples.text.BotSpec;
import org.pacru.examples.text.Text;
import org.pacru.examples.text.Texts;
import org.pacru.rules.Language;

/**
 * The computer players of the library's {@code org.pacru.core.bot} by name: {@code random},
 * {@code greedy}, and {@code mcts} (Monte Carlo tree search) with a budget in {@code iterations}
 * or {@code millis}, each capped by the {@link Api.Settings}; a request over a cap is a 400, never
 * a longer search.
 */
final class Computer {
    private Computer() {
    }

    /**
     * The computer's choice: {@code player} (the seat that moves, a letter, as in every answer),
     * {@code computer} (the requested computer player, e.g. {@code "mcts:1000"}), {@code action},
     * for {@code mcts} the {@code search}, then the position after it.
     */
    static Map<String, Object> move(Request request, Api.Settings settings) {
        PacruRules rules = request.rules();
        Position p = request.position();
        gameGoesOn(rules, p, request.language());
        String field = botField(request);
        String spec = request.optionalString(field).orElse("greedy");
        String player = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
        long seed = request.longValue("seed", System.nanoTime());
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("player", p.toMove().toString());
        o.put("computer", spec);
        Action action;
        switch (player) {
            case "random" -> {
                checkUnusedBudgets(request, settings);
                action = RandomBot.of(rules.ruleset(), seed).choose(p);
            }
            case "greedy" -> {
                checkUnusedBudgets(request, settings);
                action = GreedyBot.of(rules.ruleset()).choose(p);
            }
            case "mcts" -> {
                checkPlayerBudget(request, settings, spec, field);
                SearchResult r = mcts(rules, request, settings, spec, field, seed).search(p);
                action = r.action();
                o.put("action", action.toString());
                o.put("search", search(r, null, null, null));
            }
            default -> throw ApiError.field(400, "bad-request", field, Texts.apiUnknownPlayer(request.language(),
                    Text.quote(spec)));
        }
        o.put("action", action.toString());
        o.putAll(Views.transition(rules.apply(p, action), request.locale()));
        return o;
    }

    /**
     * The request field naming the computer player: {@code bot}, or {@code player}, its older name
     * (kept as an alias: in the answer {@code player} is the seat that moved); both given is a 400
     * {@code bad-request}, whatever they say.
     */
    static String botField(Request request) {
        if (request.has("bot") && request.has("player")) {
            throw ApiError.field(400, "bad-request", "bot", Texts.apiBotAndPlayer(request.language(),
                    Text.quote(request.optionalString("bot").orElse("")), Text.quote(request.optionalString("player").orElse(""))));
        }
        return request.has("bot") ? "bot" : "player";
    }

    /**
     * A search's view of the position: its statistics and the {@code best} action, each reported
     * action with its {@code line}, {@code why} and {@code facts} ({@link Reasons}, worked out
     * after the search).
     */
    static Map<String, Object> analyse(Request request, Api.Settings settings) {
        PacruRules rules = request.rules();
        Position p = request.position();
        gameGoesOn(rules, p, request.language());
        long seed = request.longValue("seed", System.nanoTime());
        SearchResult r = mcts(rules, request, settings, "mcts", "bot", seed).search(p);
        Map<String, Object> o = search(r, rules, p, request.language());
        o.put("best", r.action().toString());
        return o;
    }

    private static void gameGoesOn(PacruRules rules, Position p, Language lang) {
        if (rules.outcome(p).isPresent()) {
            throw new ApiError(422, "game-over", Texts.apiGameOver(lang, rules.outcome(p).get()));
        }
        if (rules.countLegalActions(p) == 0) {
            // A set-up position can hand the turn to a player who is stuck: the rules eliminate
            // them before they would act (R2.2, R8.1), so there is no action to choose or search.
            throw new ApiError(422, "no-legal-action", Texts.apiNoLegalAction(lang, p.toMove().toString()));
        }
    }

    /**
     * The search of {@code mcts}, {@code mcts:N} or the fields {@code iterations} and
     * {@code millis}, by the one rule for budgets ({@link Request#budget}): each given budget from
     * 1 to its cap; {@code mcts:N} is the iterations, so {@code iterations} beside it is refused
     * (the budget given twice); with no budget, 2,000 iterations. In the npm package every search
     * is bounded in iterations, whatever else bounds it: a search given only {@code millis} stops at
     * the cap on iterations if its time has not run out by then (the host may freeze its clock).
     */
    private static MctsBot mcts(PacruRules rules, Request request, Api.Settings settings, String spec, String field, long seed) {
        boolean inPlayer = spec.startsWith("mcts:");
        if (inPlayer && request.has("iterations")) {
            throw ApiError.field(400, "bad-request", "iterations", Texts.apiBudgetTwice(request.language(),
                    Text.quote(spec)));
        }
        long iterations = inPlayer ? parseIterations(spec, field, request.language())
                : request.budget("iterations", settings.maxIterations());
        long millis = request.budget("millis", settings.maxMillis());
        if (iterations == 0 && millis == 0) {
            iterations = Math.min(settings.maxIterations(), 2_000);
        }
        MctsBot.Builder b = MctsBot.builder(rules.ruleset()).seed(seed).threads(1);
        if (iterations > 0) {
            b.iterations(iterations);
        } else if (settings.front().clockMayStandStill()) {
            // In the package a search in time stops at the cap on iterations too: the host's clock
            // (performance.now() and Date, which a test runner's fake timers freeze) cannot keep it
            // going. The server's clock is the JVM's own, so there the time alone bounds it.
            b.iterations(settings.maxIterations());
        }
        if (millis > 0 || settings.timeCapsEverySearch()) {
            // On the server every search also stops at the time cap, so no request holds a worker longer.
            b.time(Duration.ofMillis(millis > 0 ? millis : settings.maxMillis()));
        }
        return b.build();
    }

    /**
     * The budgets of a request whose player does not search ({@code random}, {@code greedy}):
     * unused, but checked by the same rule, so a wrong one is refused rather than ignored.
     */
    private static void checkUnusedBudgets(Request request, Api.Settings settings) {
        request.budget("iterations", settings.maxIterations());
        request.budget("millis", settings.maxMillis());
    }

    /**
     * The range of {@code mcts:N}, checked before the search is built: N from 1 to the cap, else
     * 400 {@code budget-over-limit} naming the field {@code player}, in the words of the front that
     * answers ("the server allows …", "this package allows …"). Digits that are no number are
     * {@link #parseIterations}'s to refuse, and {@code iterations} beside {@code mcts:N} is refused
     * first, as the budget given twice.
     */
    private static void checkPlayerBudget(Request request, Api.Settings settings, String spec, String field) {
        if (!spec.startsWith("mcts:") || request.has("iterations")) {
            return;
        }
        long n = BotSpec.budget(spec.substring("mcts:".length()));
        if (n == 0 || n > settings.maxIterations()) {
            throw ApiError.field(400, "budget-over-limit", field, settings.front().budgetPlayer(request.language(),
                    Text.quote(spec), settings.maxIterations()));
        }
    }

    /**
     * The budget of {@code mcts:N}, read as the command line reads it ({@link BotSpec#budget}):
     * ASCII digits, else 400 {@code bad-request} naming the field {@code player}. Its range, 1 to
     * {@code max}, {@link #checkPlayerBudget} has checked.
     */
    private static long parseIterations(String spec, String field, Language lang) {
        long n = BotSpec.budget(spec.substring("mcts:".length()));
        if (n < 0) {
            throw ApiError.field(400, "bad-request", field, Texts.apiBudgetDigits(lang, Text.quote(spec)));
        }
        return n;
    }

    /**
     * The most plies of an action's {@code line}. Measured at 5,000 iterations (two players, the
     * start and three positions 8 to 24 plies on, two seeds, the three best actions): an action
     * had 150 to 3,000 visits, its reply 6 to 135, the third ply 1 to 15 and the fourth 1, so a line
     * is mostly 2 or 3 plies; the cap matters at the larger budgets, where 6 plies are founded.
     */
    static final int LINE_PLIES = 6;

    /**
     * The fewest visits a reply needs to be shown in a {@code line}: a ply visited once or twice is
     * the first step of a random playout, not something the search found.
     */
    static final long LINE_VISITS = 5;

    /**
     * An action's expected line: the action, then the search's replies, at most {@link #LINE_PLIES}
     * plies and only while each was visited {@link #LINE_VISITS} times or more.
     */
    static List<Object> line(ActionStatistics s) {
        List<Object> line = new ArrayList<>();
        List<Action> pv = s.principalVariation();
        for (int i = 0; i < pv.size() && i < LINE_PLIES; i++) {
            if (i > 0 && s.lineVisits().get(i) < LINE_VISITS) {
                break;
            }
            line.add(pv.get(i).toString());
        }
        if (line.isEmpty()) {
            line.add(s.action().toString());
        }
        return line;
    }

    /**
     * A search's statistics: the most visited actions, at most 10; for {@code analyse} (given the
     * rules, the position searched and the reader's language; else null) each with its line, why
     * and facts.
     */
    private static Map<String, Object> search(SearchResult r, PacruRules rules, Position p, Language lang) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("iterations", r.iterations());
        o.put("playouts", r.playouts());
        o.put("millis", r.elapsed().toMillis());
        List<Object> actions = new ArrayList<>();
        for (ActionStatistics s : r.actions()) {
            if (actions.size() == 10) {
                break;
            }
            Map<String, Object> a = new LinkedHashMap<>();
            a.put("action", s.action().toString());
            a.put("visits", s.visits());
            a.put("value", s.meanValue());
            if (rules != null) {
                a.put("line", line(s));
                Reasons.put(rules, p, s.action(), lang, a);
            }
            actions.add(a);
        }
        o.put("actions", actions);
        o.put("principalVariation", Views.strings(r.principalVariation()));
        return o;
    }
}
