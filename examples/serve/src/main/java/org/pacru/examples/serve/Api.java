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
import org.pacru.action.Move;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.InvalidPositionException;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.examples.abstractplay.AbstractPlayAdapter;
import org.pacru.examples.text.SvgDiagram;
import org.pacru.game.ActionBuilder;
import org.pacru.game.Game;
import org.pacru.game.PartialAction;
import org.pacru.game.Step;
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
 * decides what is legal.
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
            new Endpoint("build", false, QUICK, Api::build),
            new Endpoint("setup", false, QUICK, Api::setup),
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
        return endpoint(endpoint).orElseThrow(() -> new ApiError(404, "not-found", "no endpoint /api/v1/" + endpoint
                + "; endpoints: " + String.join(", ", ENDPOINTS))).answer().apply(this, request);
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
        o.set("outcome", Views.outcome(rules.outcome(p)));
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
            o.set("violation", Views.violation(v.get()));
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
            throw Views.illegalAction(a.toString(), v.get());
        }
        return Views.transition(rules.apply(p, a));
    }

    private ObjectNode explain(Request request) {
        return Explanations.explain(request.rules(), request.position(), request.action("action"));
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
        String caption = request.rules().outcome(p).map(Views::outcomeCaption).orElse(null);
        ObjectNode o = Json.object();
        o.put("svg", SvgDiagram.render(p, marks, interactive, caption));
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
                throw Request.notation("record", e);
            } catch (GameRecordException e) {
                ObjectNode extra = Json.object();
                extra.put("number", e.ply());
                extra.put("round", e.round());
                extra.put("player", e.player().toString());
                extra.put("action", e.entry());
                extra.put("rule", e.rule());
                e.offset().ifPresent(off -> extra.put("offset", off));
                extra.put("position", PositionNotation.format(e.position()));
                if (e.violation().isPresent()) {
                    extra.set("violation", Views.violation(e.violation().get()));
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
                Action a = Request.parseAction("actions[" + i + "]", actions.get(i));
                Optional<Violation> v = rules.check(game.position(), a);
                if (v.isPresent()) {
                    ObjectNode extra = Json.object();
                    extra.put("number", i + 1);
                    extra.put("action", a.toString());
                    extra.put("rule", String.valueOf(v.get().rule()));
                    extra.put("position", PositionNotation.format(game.position()));
                    throw new ApiError(422, "illegal-action", "action " + (i + 1) + " " + a + ": "
                            + v.get().message(), Views.illegal(v.get(), extra));
                }
                game = game.play(a);
            }
        }
        return game(game);
    }

    private static ObjectNode game(Game game) {
        ObjectNode o = Views.position(game.position());
        o.put("start", PositionNotation.format(game.startPosition()));
        o.set("outcome", Views.outcome(game.outcome()));
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
            ply.set("events", Views.events(t));
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
        o.setAll(Views.transition(rules.apply(p, Request.parseAction("action", o.get("action").textValue()))));
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

    /**
     * Click-to-act: the steps so far ({@code steps}, an array of step notations such as
     * {@code ["e3", "xe4", "e6"]}) and what may follow, from {@link ActionBuilder} alone. Each
     * step is matched against the builder's own next steps, so only legal continuations are ever
     * taken; the first step that is none ends the walk, and the answer says it is not viable and,
     * where the rules can tell, why ({@code violation}).
     */
    private ObjectNode build(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        List<String> texts = request.has("steps") ? request.strings("steps") : List.of();
        ActionBuilder b = ActionBuilder.start(rules, p);
        for (int i = 0; i < texts.size(); i++) {
            String text = texts.get(i).strip().toLowerCase(Locale.ROOT);
            Optional<Step> step = b.nextSteps().stream().filter(s -> s.toString().equals(text)).findFirst();
            if (step.isEmpty()) {
                return deadEnd(rules, p, b.partial(), text);
            }
            b = b.then(step.get());
        }
        ObjectNode o = Json.object();
        o.put("partial", b.partial().toString());
        o.put("viable", b.isViable());
        o.put("complete", b.isComplete());
        Optional<Action> action = b.action();
        if (action.isPresent()) {
            o.put("action", action.get().toString());
        } else {
            o.putNull("action");
        }
        ArrayNode next = o.putArray("next");
        for (Step s : b.nextSteps()) {
            next.add(StepView.of(s));
        }
        rotation(p, b.partial()).ifPresent(r -> o.set("rotation", r));
        return o;
    }

    /**
     * A rotation being built, once its turn is chosen: the chevron's facing before and after, and
     * how many markers it costs (R7.1) and how many are picked, from the library's {@code Turn}.
     */
    private static Optional<ObjectNode> rotation(Position p, PartialAction partial) {
        if (!partial.isRotation() || partial.turn().isEmpty() || partial.chevron().isEmpty()) {
            return Optional.empty();
        }
        org.pacru.action.Turn turn = partial.turn().get();
        Field field = partial.chevron().get();
        return p.chevronAt(field).map(c -> {
            ObjectNode r = Json.object();
            r.put("field", field.toString());
            r.put("from", c.facing().toString());
            r.put("to", turn.apply(c.facing()).toString());
            r.put("degrees", 45 * Math.abs(turn.steps()));
            r.put("clockwise", turn.steps() > 0);
            r.put("cost", turn.cost());
            r.put("picked", partial.relinquished().size());
            r.put("rule", "R7.1");
            return r;
        });
    }

    /** The answer for a step no legal action continues: the clicks as notation, and the rules' verdict on them. */
    private static ObjectNode deadEnd(PacruRules rules, Position p, PartialAction prefix, String text) {
        int n = prefix.size();
        String before = prefix.toString();
        String partial = n < 2 ? (n == 0 ? text : before + (text.matches("[a-i][1-9]") ? "-" : "") + text)
                : before.replaceAll("\\)$", "") + (n == 2 ? "(" : ",") + text + ")";
        ObjectNode o = Json.object();
        o.put("partial", partial);
        o.put("viable", false);
        o.put("complete", false);
        o.putNull("action");
        o.putArray("next");
        try {
            rules.check(p, Request.parseAction("steps", partial)).ifPresent(v -> o.set("violation", Views.violation(v)));
        } catch (ApiError e) {
            // Not yet a whole action in notation (a chevron alone): no verdict to give.
            o.put("reason", "no legal action goes on with '" + partial + "'");
        }
        return o;
    }

    /**
     * Set-up: a position from parts, with every problem listed with its rule ID. Body:
     * {@code players}, {@code toMove}, {@code chevrons} ({@code {"e4":"AN"}}), {@code markers}
     * ({@code {"e4":"a"}}).
     */
    private ObjectNode setup(Request request) {
        int players = request.intValue("players", 2, 1, 9);
        Position.Builder b;
        if (players >= 2 && players <= 4) {
            b = Position.builder(players);
        } else {
            b = Position.builder(2).players(players);
        }
        String toMove = request.optionalString("toMove").orElse("A");
        b.toMove(player("toMove", toMove));
        if (request.has("chevrons")) {
            request.body().get("chevrons").fields().forEachRemaining(e -> {
                String v = e.getValue().asText("");
                if (v.length() < 2) {
                    throw Request.field(400, "bad-request", "chevrons", "chevrons: '" + v
                            + "' is not an owner and a facing such as AN or BSW");
                }
                Direction d;
                try {
                    d = Direction.valueOf(v.substring(1).toUpperCase(Locale.ROOT));
                } catch (IllegalArgumentException ex) {
                    throw Request.field(400, "bad-request", "chevrons", "chevrons: '" + v.substring(1)
                            + "' is not a facing (N, NE, E, SE, S, SW, W, NW)");
                }
                b.chevron(field("chevrons", e.getKey()), new Chevron(player("chevrons", v.substring(0, 1)), d));
            });
        }
        if (request.has("markers")) {
            request.body().get("markers").fields().forEachRemaining(e ->
                    b.marker(field("markers", e.getKey()), player("markers", e.getValue().asText(""))));
        }
        ObjectNode o = Json.object();
        try {
            Position p = b.build();
            o.put("valid", true);
            o.setAll(Views.position(p));
            o.set("problems", Json.array());
            o.set("outcome", Views.outcome(request.rules().outcome(p)));
        } catch (InvalidPositionException e) {
            o.put("valid", false);
            o.putNull("position");
            o.set("problems", Request.problems(e.problems()));
        }
        return o;
    }

    private static Player player(String name, String text) {
        try {
            return Player.valueOf(text.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw Request.field(400, "bad-request", name, name + ": '" + text + "' is not a player (A to D)");
        }
    }
}
