package org.pacru.js;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.ActionStatistics;
import org.pacru.core.bot.GreedyBot;
import org.pacru.core.bot.MctsBot;
import org.pacru.core.bot.RandomBot;
import org.pacru.core.bot.SearchResult;
import org.pacru.board.Player;
import org.pacru.examples.abstractplay.AbstractPlayAdapter;
import org.pacru.examples.text.BotSpec;
import org.pacru.examples.text.SvgDiagram;
import org.pacru.examples.text.Text;
import org.pacru.game.ActionBuilder;
import org.pacru.game.Game;
import org.pacru.game.PartialAction;
import org.pacru.game.Step;
import org.pacru.game.StepKind;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.GameRecordException;
import org.pacru.notation.GameRecordReader;
import org.pacru.notation.GameRecordWriter;
import org.pacru.notation.NotationException;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.RuleIds;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * The npm package's calls: one JSON request in, one JSON answer out, for the one function that
 * {@link Exports} hands to JavaScript. Each call answers as {@code pacru serve}'s
 * {@code POST /api/v1/<call>} does (docs/API.md), field for field, and a request that cannot be
 * answered gets the API's error object {@code {"error": {"status", "code", "message", …}}}:
 * nothing is thrown to the caller. ServerContractTest holds the answers to the server's.
 *
 * <p>The computer players have the server's budgets and caps (at most 20,000 iterations or
 * 2,000 ms), with one difference: a search given in iterations is not also stopped at 2,000 ms,
 * so its choice depends on the seed alone, not on the speed of the runtime.
 *
 * <p>Why one file of some 500 lines: it is one idea, the package's side of the API contract
 * (only {@code setup}, the longest call, has a class of its own, {@link Setup}, as on the server),
 * and it follows the server's {@code Api}, {@code Computer} and {@code Building} call by call.
 * It is a copy of them written without Jackson (which TeaVM does not compile), held to them
 * only by ServerContractTest. The cure is not a finer split of this copy but one Jackson-free
 * API layer that the server and the package both call, which would remove this class; until
 * then, keeping the copy in one place keeps the drift in one place.
 */
final class PacruApi {
    /** The calls, in the order docs/API.md documents them. */
    static final List<String> CALLS = List.of("legal", "check", "apply", "explain", "svg", "replay", "move", "analyse",
            "build", "setup", "info");
    /** The server's caps on a search (its default limits). */
    static final long MAX_ITERATIONS = 20_000;
    static final long MAX_MILLIS = 2_000;

    private PacruApi() {
    }

    /**
     * Answers one call.
     *
     * @param call the call's name, one of {@link #CALLS}
     * @param body the request, a JSON object
     * @return the answer or the error, as JSON text
     */
    static String call(String call, String body) {
        try {
            Object parsed = Json.parse(body == null ? "" : body);
            if (!(parsed instanceof Map<?, ?> map)) {
                throw new ApiError(400, "malformed-json", "the body must be a JSON object");
            }
            @SuppressWarnings("unchecked")
            Request request = new Request((Map<String, Object>) map);
            Map<String, Object> answer = switch (call == null ? "" : call) {
                case "legal" -> legal(request);
                case "check" -> check(request);
                case "apply" -> apply(request);
                case "explain" -> FactView.explain(request.rules(), request.position(), request.action("action"),
                        request.locale());
                case "svg" -> svg(request);
                case "replay" -> replay(request);
                case "move" -> move(request);
                case "analyse" -> analyse(request);
                case "build" -> build(request);
                case "setup" -> Setup.answer(request);
                case "info" -> info();
                case "abstractplay" -> AbstractPlayCall.answer(request);
                default -> throw new ApiError(404, "not-found", "no call '" + call + "'; calls: " + String.join(", ", CALLS));
            };
            request.unknownLanguage().ifPresent(note -> answer.put("lang", note));
            return Json.write(answer);
        } catch (Json.MalformedException e) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("offset", (long) e.offset());
            return Json.write(new ApiError(400, "malformed-json", e.getMessage(), details).body());
        } catch (ApiError e) {
            return Json.write(e.body());
        } catch (RuntimeException e) {
            return Json.write(new ApiError(500, "internal", "internal error: " + e).body());
        }
    }

    private static Map<String, Object> legal(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        Map<String, Object> o = Views.position(p);
        o.put("outcome", Views.outcome(rules.outcome(p), request.locale()));
        o.put("baseMoves", Views.strings(rules.baseMoves(p)));
        o.put("moves", Views.strings(rules.legalMoves(p)));
        o.put("rotationCount", rules.countRotations(p));
        return o;
    }

    private static Map<String, Object> check(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        Action a = request.action("action");
        Optional<Violation> v = rules.check(p, a);
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("action", a.toString());
        o.put("legal", v.isEmpty());
        o.put("violation", v.map(x -> Views.violation(x, request.locale())).orElse(null));
        return o;
    }

    private static Map<String, Object> apply(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        Action a = request.action("action");
        Optional<Violation> v = rules.check(p, a);
        if (v.isPresent()) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("violation", Views.violation(v.get(), request.locale()));
            details.put("action", a.toString());
            throw new ApiError(422, "illegal-action", v.get().message(request.locale()), details);
        }
        return Views.transition(rules.apply(p, a), request.locale());
    }

    /**
     * A whole game from a game record ({@code record}), from a start and {@code actions}, or from a
     * start and an Abstract Play move list ({@code abstractplay}, read by the adapter the server uses).
     */
    private static Map<String, Object> replay(Request request) {
        PacruRules rules = request.rules();
        Game game;
        if (request.has("record")) {
            try {
                game = GameRecordReader.replay(request.string("record"), PacruRules::of);
            } catch (NotationException e) {
                throw Request.notation("record", e, request.locale());
            } catch (GameRecordException e) {
                Map<String, Object> extra = new LinkedHashMap<>();
                extra.put("number", (long) e.ply());
                extra.put("round", (long) e.round());
                extra.put("player", e.player().toString());
                extra.put("action", e.entry());
                extra.put("rule", e.rule().id());
                e.offset().ifPresent(off -> extra.put("offset", (long) off));
                extra.put("position", PositionNotation.format(e.position()));
                e.violation().ifPresent(v -> extra.put("violation", Views.violation(v, request.locale())));
                throw new ApiError(422, "illegal-action", e.getMessage(), extra);
            }
        } else if (request.has("abstractplay")) {
            List<String> moves = request.strings("abstractplay");
            AbstractPlayAdapter.Replay r = new AbstractPlayAdapter(rules).replay(request.position(), moves);
            if (r.problem().isPresent()) {
                Map<String, Object> extra = new LinkedHashMap<>();
                extra.put("number", (long) r.failedEntry());
                extra.put("action", moves.get(r.failedEntry() - 1));
                extra.put("rule", r.problem().get().rule());
                extra.put("position", PositionNotation.format(r.game().position()));
                throw new ApiError(422, "illegal-action", r.problem().get().message(), extra);
            }
            game = r.game();
        } else {
            game = Game.start(rules, request.position());
            List<String> actions = request.has("actions") ? request.strings("actions") : List.of();
            for (int i = 0; i < actions.size(); i++) {
                Action a;
                try {
                    a = ActionNotation.parse(actions.get(i));
                } catch (NotationException e) {
                    throw Request.notation("actions[" + i + "]", e, request.locale());
                }
                Optional<Violation> v = rules.check(game.position(), a);
                if (v.isPresent()) {
                    Map<String, Object> details = new LinkedHashMap<>();
                    details.put("violation", Views.violation(v.get(), request.locale()));
                    details.put("number", (long) i + 1);
                    details.put("action", a.toString());
                    details.put("rule", String.valueOf(v.get().rule()));
                    details.put("position", PositionNotation.format(game.position()));
                    throw new ApiError(422, "illegal-action", "action " + (i + 1) + " " + a + ": "
                            + v.get().message(request.locale()), details);
                }
                game = game.play(a);
            }
        }
        return game(game, request.locale());
    }

    /**
     * A game: the final position, the start, the outcome, every ply with its round, player and
     * events, the game record, and the Abstract Play move list (each action, then one
     * {@code pass} for each player who is out that the turn passed over, R8.5, as Abstract Play
     * records them).
     */
    private static Map<String, Object> game(Game game, Locale locale) {
        Map<String, Object> o = Views.position(game.position());
        o.put("start", PositionNotation.format(game.startPosition()));
        o.put("outcome", Views.outcome(game.outcome(), locale));
        List<Object> plies = new ArrayList<>();
        List<Object> abstractPlay = new ArrayList<>();
        // writes the Abstract Play move list; its passes do not depend on the ruleset
        AbstractPlayAdapter abstractPlayWriter = new AbstractPlayAdapter(PacruRules.of(Ruleset.ABSTRACT_PLAY));
        int round = 1;
        Player first = game.startPosition().toMove();
        int n = 0;
        for (Transition t : game.history()) {
            n++;
            if (n > 1 && t.before().toMove().compareTo(first) <= 0) {
                round++;
            }
            first = t.before().toMove();
            Map<String, Object> ply = new LinkedHashMap<>();
            ply.put("ply", (long) n);
            ply.put("round", (long) round);
            ply.put("player", t.before().toMove().toString());
            ply.put("action", t.action().toString());
            ply.put("position", PositionNotation.format(t.after()));
            ply.put("events", Views.events(t, locale));
            plies.add(ply);
            abstractPlay.addAll(abstractPlayWriter.toAbstractPlay(t));
        }
        o.put("plies", plies);
        o.put("record", GameRecordWriter.write(game));
        o.put("abstractplay", abstractPlay);
        return o;
    }

    /**
     * A picture of a position as SVG text, {@code {"svg": text}} (the server's answer with
     * {@code "json": true}): {@code highlight} fields, {@code marks} (field to kind) and
     * {@code interactive}, drawn by the server's own {@link SvgDiagram}.
     */
    private static Map<String, Object> svg(Request request) {
        Position p = request.position();
        Map<Field, String> marks = new LinkedHashMap<>();
        if (request.has("highlight")) {
            for (String f : request.strings("highlight")) {
                marks.put(Request.parseField("highlight", f), "selected");
            }
        }
        if (request.has("marks")) {
            if (!(request.body().get("marks") instanceof Map<?, ?> given)) {
                throw Request.field(400, "bad-request", "marks", "marks: each field maps to a kind (a string)");
            }
            for (Map.Entry<?, ?> e : given.entrySet()) {
                if (!(e.getValue() instanceof String kind)) {
                    throw Request.field(400, "bad-request", "marks", "marks: each field maps to a kind (a string)");
                }
                marks.put(Request.parseField("marks", String.valueOf(e.getKey())), kind);
            }
        }
        boolean interactive = Boolean.TRUE.equals(request.body().get("interactive"));
        // A finished game's picture says so under the board, never "X to move" (R8.3).
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("svg", SvgDiagram.render(p, marks, interactive, request.rules().outcome(p),
                org.pacru.rules.Language.of(request.locale())));
        return o;
    }

    /**
     * What the package offers, as the server's {@code info} says it: its calls, the page's
     * computer strengths, the rulesets, and the limits a search has here (the server adds the
     * limits of its HTTP front).
     */
    private static Map<String, Object> info() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("endpoints", new ArrayList<Object>(CALLS));
        o.put("computerPlayers", new ArrayList<Object>(BotSpec.PAGE_STRENGTHS));
        o.put("defaultComputer", BotSpec.PAGE_DEFAULT);
        o.put("rulesets", List.of("standard", "abstractplay"));
        Map<String, Object> limits = new LinkedHashMap<>();
        limits.put("maxIterations", MAX_ITERATIONS);
        limits.put("maxMillis", MAX_MILLIS);
        o.put("limits", limits);
        return o;
    }

    private static void gameGoesOn(PacruRules rules, Position p) {
        if (rules.outcome(p).isPresent()) {
            throw new ApiError(422, "game-over", "R8.3: the game is over: " + rules.outcome(p).get());
        }
    }

    /** The computer's choice: {@code player}, {@code action}, for mcts the {@code search}, then the position after it. */
    private static Map<String, Object> move(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        gameGoesOn(rules, p);
        String spec = request.optionalString("player").orElse("greedy");
        String player = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
        long seed = request.longValue("seed", System.nanoTime());
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("player", spec);
        Action action;
        switch (player) {
            case "random" -> action = RandomBot.of(rules.ruleset(), seed).choose(p);
            case "greedy" -> action = GreedyBot.of(rules.ruleset()).choose(p);
            case "mcts" -> {
                SearchResult r = mcts(rules, request, spec, seed).search(p);
                action = r.action();
                o.put("action", action.toString());
                o.put("search", search(r));
            }
            default -> throw Request.field(400, "bad-request", "player", "unknown player '" + spec
                    + "': expected random, greedy, mcts or mcts:ITERATIONS");
        }
        o.put("action", action.toString());
        o.putAll(Views.transition(rules.apply(p, action), request.locale()));
        return o;
    }

    /** A search's view of the position: its statistics and the {@code best} action. */
    private static Map<String, Object> analyse(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        gameGoesOn(rules, p);
        long seed = request.longValue("seed", System.nanoTime());
        SearchResult r = mcts(rules, request, "mcts", seed).search(p);
        Map<String, Object> o = search(r);
        o.put("best", r.action().toString());
        return o;
    }

    /** The search of {@code mcts}, {@code mcts:N} or the fields {@code iterations} and {@code millis}, as the server reads them. */
    private static MctsBot mcts(PacruRules rules, Request request, String spec, long seed) {
        long iterations = spec.startsWith("mcts:") ? parseIterations(spec) : request.longValue("iterations", 0);
        long millis = request.longValue("millis", 0);
        if (iterations == 0 && millis == 0) {
            iterations = Math.min(MAX_ITERATIONS, 2_000);
        }
        if (iterations < 0 || iterations > MAX_ITERATIONS) {
            throw Request.field(400, "budget-over-limit", "iterations", "iterations " + iterations
                    + ": the server allows 1 to " + MAX_ITERATIONS + " per request");
        }
        if (millis < 0 || millis > MAX_MILLIS) {
            throw Request.field(400, "budget-over-limit", "millis", "millis " + millis
                    + ": the server allows 1 to " + MAX_MILLIS + " per request");
        }
        MctsBot.Builder b = MctsBot.builder(rules.ruleset()).seed(seed).threads(1);
        if (iterations > 0) {
            b.iterations(iterations);
        }
        if (millis > 0) {
            b.time(Duration.ofMillis(millis));
        }
        return b.build();
    }

    /** The budget of {@code mcts:N}, read as the server reads it ({@link BotSpec#budget}). */
    private static long parseIterations(String spec) {
        long n = BotSpec.budget(spec.substring("mcts:".length()));
        if (n < 0) {
            throw Request.field(400, "bad-request", "player", Text.quote(spec)
                    + ": expected mcts:ITERATIONS, ITERATIONS in ASCII digits 0-9");
        }
        return n;
    }

    private static Map<String, Object> search(SearchResult r) {
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
            actions.add(a);
        }
        o.put("actions", actions);
        o.put("principalVariation", Views.strings(r.principalVariation()));
        return o;
    }

    /**
     * Click-to-act: the steps so far ({@code steps}, such as {@code ["e3", "xe4", "e6"]}) and what
     * may follow, from {@link ActionBuilder} alone; the first step no legal action continues ends
     * the walk, and the answer says why where the rules can tell.
     */
    private static Map<String, Object> build(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        List<String> texts = request.has("steps") ? request.strings("steps") : List.of();
        ActionBuilder b = ActionBuilder.start(rules, p);
        for (String raw : texts) {
            String text = raw.strip().toLowerCase(Locale.ROOT);
            Optional<Step> step = b.nextSteps().stream().filter(s -> s.toString().equals(text)).findFirst();
            if (step.isEmpty()) {
                return deadEnd(rules, p, b.partial(), text, request.locale());
            }
            b = b.then(step.get());
        }
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("partial", b.partial().toString());
        o.put("viable", b.isViable());
        o.put("complete", b.isComplete());
        o.put("action", b.action().map(Action::toString).orElse(null));
        List<Object> next = new ArrayList<>();
        for (Step s : b.nextSteps()) {
            Map<String, Object> step = new LinkedHashMap<>();
            step.put("kind", s.kind().name());
            s.field().ifPresent(f -> step.put("field", f.toString()));
            step.put("rule", s.ruleId());
            step.put("text", s.toString());
            if (s.kind() == StepKind.DESTINATION) {
                step.put("capture", ((Step.Destination) s).capture());
            }
            next.add(step);
        }
        o.put("next", next);
        rotation(p, b.partial()).ifPresent(r -> o.put("rotation", r));
        return o;
    }

    /**
     * A rotation being built, once its turn is chosen: the chevron's facing before and after, and
     * how many markers it costs (R7.1) and how many are picked, from the library's {@code Turn}.
     */
    private static Optional<Map<String, Object>> rotation(Position p, PartialAction partial) {
        if (!partial.isRotation() || partial.turn().isEmpty() || partial.chevron().isEmpty()) {
            return Optional.empty();
        }
        org.pacru.action.Turn turn = partial.turn().get();
        org.pacru.board.Field field = partial.chevron().get();
        return p.chevronAt(field).map(c -> {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("field", field.toString());
            r.put("from", c.facing().toString());
            r.put("to", turn.apply(c.facing()).toString());
            r.put("degrees", 45 * Math.abs(turn.steps()));
            r.put("clockwise", turn.steps() > 0);
            r.put("cost", turn.cost());
            r.put("picked", partial.relinquished().size());
            r.put("rule", RuleIds.R7_1);
            return r;
        });
    }

    /** The answer for a step no legal action continues: the clicks as notation, and the rules' verdict on them. */
    private static Map<String, Object> deadEnd(PacruRules rules, Position p, PartialAction prefix, String text,
                                                Locale locale) {
        int n = prefix.size();
        String before = prefix.toString();
        boolean field = text.length() == 2 && text.charAt(0) >= 'a' && text.charAt(0) <= 'i'
                && text.charAt(1) >= '1' && text.charAt(1) <= '9';
        String partial = n < 2 ? (n == 0 ? text : before + (field ? "-" : "") + text)
                : (before.endsWith(")") ? before.substring(0, before.length() - 1) : before) + (n == 2 ? "(" : ",") + text + ")";
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("partial", partial);
        o.put("viable", false);
        o.put("complete", false);
        o.put("action", null);
        o.put("next", List.of());
        try {
            rules.check(p, ActionNotation.parse(partial)).ifPresent(v -> o.put("violation", Views.violation(v, locale)));
        } catch (NotationException e) {
            // Not yet a whole action in notation (a chevron alone): no verdict to give.
            o.put("reason", "no legal action goes on with '" + partial + "'");
        }
        return o;
    }
}
