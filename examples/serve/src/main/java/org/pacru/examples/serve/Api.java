package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.pacru.action.Action;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.examples.abstractplay.AbstractPlayAdapter;
import org.pacru.examples.text.SvgDiagram;
import org.pacru.game.ActionBuilder;
import org.pacru.game.Game;
import org.pacru.notation.GameRecordException;
import org.pacru.notation.GameRecordReader;
import org.pacru.notation.GameRecordWriter;
import org.pacru.notation.NotationException;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * The endpoints of {@code /api/v1/}: each reads one JSON request (its position or record
 * included) and answers with JSON, or throws an {@link ApiError}. Every answer comes from the
 * public API ({@code Rules}, {@code ActionBuilder}, the notation, the players): nothing here
 * decides what is legal. The table of endpoints and the short endpoints live here; the two with
 * logic of their own have a class each: {@link Building} (click-to-act) and {@link Setup}
 * (a position from its parts), like {@link Computer} and {@link Explanations}.
 */
final class Api {
    /**
     * One endpoint: its name after {@code /api/v1/}, whether it also answers {@code GET} (its
     * request in the query), whether a request searches (searches run on their own pool, so a quick
     * request never waits behind them), and what answers it.
     */
    record Endpoint(String name, boolean get, Predicate<ObjectNode> searches, BiFunction<Api, Request, ObjectNode> answer) {
    }

    private static final Predicate<ObjectNode> QUICK = body -> false;

    /** Every endpoint, in the order docs/API.md documents them: the one table the server dispatches from. */
    static final List<Endpoint> TABLE = List.of(
            new Endpoint("legal", false, QUICK, Api::legal),
            new Endpoint("check", false, QUICK, Api::check),
            new Endpoint("apply", false, QUICK, Api::apply),
            new Endpoint("explain", false, QUICK, Api::explain),
            new Endpoint("svg", true, QUICK, Api::svg),
            new Endpoint("replay", false, QUICK, Api::replay),
            new Endpoint("move", false, body -> body.path("player").asText("").strip().startsWith("mcts"), Api::move),
            new Endpoint("analyse", false, body -> true, Api::analyse),
            new Endpoint("build", false, QUICK, (api, request) -> Building.answer(request)),
            new Endpoint("setup", false, QUICK, (api, request) -> Setup.answer(request)),
            new Endpoint("info", true, QUICK, (api, request) -> api.info()));

    /** The endpoint names, in the order of {@link #TABLE}. */
    static final List<String> ENDPOINTS = TABLE.stream().map(Endpoint::name).toList();

    private static final Map<String, Endpoint> BY_NAME = TABLE.stream()
            .collect(Collectors.toUnmodifiableMap(Endpoint::name, e -> e));

    /**
     * The endpoint of a name.
     *
     * @param name the name after {@code /api/v1/}
     * @return the endpoint, or empty if there is none of that name
     */
    static Optional<Endpoint> endpoint(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }

    private final Server.Limits limits;

    Api(Server.Limits limits) {
        this.limits = limits;
    }

    /**
     * Answers one request.
     *
     * @param endpoint the name after {@code /api/v1/}
     * @param request the body
     * @return the JSON answer ({@code svg} answers {@code {"svg": text}}, sent as an image by the server)
     */
    ObjectNode handle(String endpoint, Request request) {
        ObjectNode answer = endpoint(endpoint).orElseThrow(() -> new ApiError(404, "not-found", "no endpoint /api/v1/"
                + endpoint + "; endpoints: " + String.join(", ", ENDPOINTS))).answer().apply(this, request);
        request.unknownLanguage().ifPresent(lang -> answer.set("lang", lang));
        return answer;
    }

    private ObjectNode info() {
        ObjectNode o = Json.object();
        o.set("endpoints", Json.strings(ENDPOINTS));
        o.set("computerPlayers", Json.strings(Computer.STRENGTHS));
        o.put("defaultComputer", Computer.DEFAULT);
        o.set("rulesets", Json.strings(List.of("standard", "abstractplay")));
        ObjectNode l = o.putObject("limits");
        l.put("maxBody", limits.maxBody());
        l.put("workers", limits.workers());
        l.put("queue", limits.queue());
        l.put("searchWorkers", limits.searchWorkers());
        l.put("searchQueue", limits.searchQueue());
        l.put("maxIterations", limits.maxIterations());
        l.put("maxMillis", limits.maxMillis());
        l.put("maxConnections", limits.maxConnections());
        l.put("headerTimeoutMillis", limits.headerTimeout().toMillis());
        l.put("bodyTimeoutMillis", limits.bodyTimeout().toMillis());
        l.put("idleTimeoutMillis", limits.idleTimeout().toMillis());
        l.put("maxWaitMillis", limits.maxWait().toMillis());
        return o;
    }

    private ObjectNode legal(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        ObjectNode o = Views.position(p);
        o.set("outcome", Views.outcome(rules.outcome(p), request.locale()));
        o.set("baseMoves", Json.strings(rules.baseMoves(p)));
        o.set("moves", Json.strings(rules.legalMoves(p)));
        o.put("rotationCount", rules.countRotations(p));
        return o;
    }

    private ObjectNode check(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        Action a = request.action("action");
        Optional<Violation> v = rules.check(p, a);
        ObjectNode o = Json.object();
        o.put("action", a.toString());
        o.put("legal", v.isEmpty());
        if (v.isPresent()) {
            o.set("violation", Views.violation(v.get(), request.locale()));
        } else {
            o.putNull("violation");
        }
        return o;
    }

    private ObjectNode apply(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        Action a = request.action("action");
        Optional<Violation> v = rules.check(p, a);
        if (v.isPresent()) {
            throw Views.illegalAction(a.toString(), v.get(), request.locale());
        }
        return Views.transition(rules.apply(p, a), request.locale());
    }

    private ObjectNode explain(Request request) {
        return Explanations.explain(request.rules(), request.position(), request.action("action"), request.locale());
    }

    private ObjectNode svg(Request request) {
        Position p = request.position();
        Map<Field, String> marks = new LinkedHashMap<>();
        if (request.has("highlight")) {
            for (String f : request.strings("highlight")) {
                marks.put(field("highlight", f), "selected");
            }
        }
        if (request.has("marks")) {
            request.body().get("marks").fields().forEachRemaining(e -> {
                if (!e.getValue().isTextual()) {
                    throw Request.field(400, "bad-request", "marks", "marks: each field maps to a kind (a string)");
                }
                marks.put(field("marks", e.getKey()), e.getValue().textValue());
            });
        }
        boolean interactive = request.body().path("interactive").asBoolean(false);
        // A finished game's picture says so under the board, never "X to move" (R8.3).
        ObjectNode o = Json.object();
        o.put("svg", SvgDiagram.render(p, marks, interactive, request.rules().outcome(p),
                org.pacru.rules.Language.of(request.locale())));
        return o;
    }

    static Field field(String name, String text) {
        try {
            return Field.parse(text.strip().toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw Request.field(400, "bad-notation", name, name + ": '" + text + "' is not a field (a1 to i9)");
        }
    }

    /**
     * Replays a game: a {@code record} (game record text), or a start {@code position} (or
     * {@code players}) with {@code actions} in this notation or {@code abstractplay} move strings.
     */
    private ObjectNode replay(Request request) {
        PacruRules rules = request.rules();
        Game game;
        if (request.has("record")) {
            try {
                game = GameRecordReader.replay(request.string("record"), r -> PacruRules.of(r));
            } catch (NotationException e) {
                throw Request.notation("record", e, request.locale());
            } catch (GameRecordException e) {
                ObjectNode extra = Json.object();
                extra.put("number", e.ply());
                extra.put("round", e.round());
                extra.put("player", e.player().toString());
                extra.put("action", e.entry());
                extra.put("rule", e.rule().id());
                e.offset().ifPresent(off -> extra.put("offset", off));
                extra.put("position", PositionNotation.format(e.position()));
                if (e.violation().isPresent()) {
                    extra.set("violation", Views.violation(e.violation().get(), request.locale()));
                }
                throw new ApiError(422, "illegal-action", e.getMessage(), extra);
            }
        } else if (request.has("abstractplay")) {
            AbstractPlayAdapter.Replay r = new AbstractPlayAdapter(rules).replay(request.position(),
                    request.strings("abstractplay"));
            if (r.problem().isPresent()) {
                ObjectNode extra = Json.object();
                extra.put("number", r.failedEntry());
                extra.put("action", request.strings("abstractplay").get(r.failedEntry() - 1));
                extra.put("rule", r.problem().get().rule());
                extra.put("position", PositionNotation.format(r.game().position()));
                throw new ApiError(422, "illegal-action", r.problem().get().message(), extra);
            }
            game = r.game();
        } else {
            game = Game.start(rules, request.position());
            List<String> actions = request.has("actions") ? request.strings("actions") : List.of();
            for (int i = 0; i < actions.size(); i++) {
                Action a = Request.parseAction("actions[" + i + "]", actions.get(i), request.locale());
                Optional<Violation> v = rules.check(game.position(), a);
                if (v.isPresent()) {
                    ObjectNode extra = Json.object();
                    extra.put("number", i + 1);
                    extra.put("action", a.toString());
                    extra.put("rule", String.valueOf(v.get().rule()));
                    extra.put("position", PositionNotation.format(game.position()));
                    throw new ApiError(422, "illegal-action", "action " + (i + 1) + " " + a + ": "
                            + v.get().message(request.locale()), Views.illegal(v.get(), extra, request.locale()));
                }
                game = game.play(a);
            }
        }
        return game(game, request.locale());
    }

    private static ObjectNode game(Game game, Locale locale) {
        ObjectNode o = Views.position(game.position());
        o.put("start", PositionNotation.format(game.startPosition()));
        o.set("outcome", Views.outcome(game.outcome(), locale));
        ArrayNode plies = o.putArray("plies");
        AbstractPlayAdapter ap = new AbstractPlayAdapter(game.rules());
        List<String> apMoves = new ArrayList<>();
        int round = 1;
        Player first = game.startPosition().toMove();
        int n = 0;
        for (Transition t : game.history()) {
            n++;
            if (n > 1 && t.before().toMove().compareTo(first) <= 0) {
                round++;
            }
            first = t.before().toMove();
            ObjectNode ply = plies.addObject();
            ply.put("ply", n);
            ply.put("round", round);
            ply.put("player", t.before().toMove().toString());
            ply.put("action", t.action().toString());
            ply.put("position", PositionNotation.format(t.after()));
            ply.set("events", Views.events(t, locale));
            apMoves.addAll(ap.toAbstractPlay(t));
        }
        o.put("record", GameRecordWriter.write(game));
        o.set("abstractplay", Json.strings(apMoves));
        return o;
    }

    private ObjectNode move(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        if (rules.outcome(p).isPresent()) {
            throw new ApiError(422, "game-over", "R8.3: the game is over: " + rules.outcome(p).get());
        }
        ObjectNode o = Computer.choose(rules, p, request, limits);
        o.setAll(Views.transition(rules.apply(p, Request.parseAction("action", o.get("action").textValue(), request.locale())),
                request.locale()));
        return o;
    }

    private ObjectNode analyse(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        if (rules.outcome(p).isPresent()) {
            throw new ApiError(422, "game-over", "R8.3: the game is over: " + rules.outcome(p).get());
        }
        return Computer.analyse(rules, p, request, limits);
    }

}
