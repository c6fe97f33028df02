package org.pacru.examples.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.examples.abstractplay.AbstractPlayAdapter;
import org.pacru.examples.text.BotSpec;
import org.pacru.examples.text.SvgDiagram;
import org.pacru.examples.text.Texts;
import org.pacru.game.Game;
import org.pacru.notation.GameRecord;
import org.pacru.notation.GameRecordException;
import org.pacru.notation.GameRecordReader;
import org.pacru.notation.GameRecordWriter;
import org.pacru.notation.GameTree;
import org.pacru.notation.NotationException;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Language;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * pacru's JSON API (docs/API.md), once for both of its fronts: {@code pacru serve} answers
 * {@code POST /api/v1/<call>} with it, and the npm package's one exported function calls
 * {@link #answer}. Each call reads one request (its position or record included) and answers with
 * a JSON object, or the API's error object; every answer comes from the public API ({@code Rules},
 * {@code ActionBuilder}, the notation, the players): nothing here decides what is legal. The short
 * calls live here; those with logic of their own have a class each: {@link Building}
 * (click-to-act), {@link Setup} (a position from its parts), {@link Computer} (the players) and
 * {@link Explanations}; the front's words and clock are {@link Front}'s, a failed call's answer
 * {@link EngineFailure}'s.
 *
 * <p>It stays one class for one idea, the dispatch of a call: the list of calls, reading the body,
 * the settings of the front, and the calls short enough to be read beside their dispatch (legal,
 * check, apply, svg, replay, info), each a few lines over the public API; game trees and the call
 * {@code record} are {@link Records}'.
 *
 * <p>This module compiles with TeaVM into the package: no reflection, no resources, no regular
 * expressions, no {@code String.format}.
 */
public final class Api {
    /** The calls of docs/API.md, in its order: what {@code info} lists. */
    public static final List<String> CALLS = List.of("legal", "check", "apply", "explain", "svg", "replay", "record",
            "move", "analyse", "build", "setup", "info");

    /** The calls that also answer {@code GET}, with their request in the query. */
    public static final List<String> GET_CALLS = List.of("svg", "info");

    /**
     * The call the npm package has besides {@link #CALLS}: an Abstract Play move string through the
     * Java adapter, for the package's drop-in {@code PacruGame}.
     */
    public static final String ABSTRACT_PLAY = "abstractplay";

    /**
     * What a front allows a search and says of itself in {@code info}.
     *
     * @param maxIterations the most iterations a search may ask for
     * @param maxMillis the most milliseconds a search may ask for
     * @param timeCapsEverySearch whether a search given in iterations also stops at
     *     {@code maxMillis} (the server's: no request holds a worker longer; the package's search
     *     in iterations depends on its seed alone)
     * @param infoLimits the {@code limits} of {@code info}, in their order
     * @param front the front these are the limits of, which its refusals name
     */
    public record Settings(long maxIterations, long maxMillis, boolean timeCapsEverySearch,
                           Map<String, Object> infoLimits, Front front) {
        /**
         * Checks the front is named.
         *
         * @param maxIterations the most iterations
         * @param maxMillis the most milliseconds
         * @param timeCapsEverySearch whether every search stops at {@code maxMillis}
         * @param infoLimits the limits of {@code info}
         * @param front the front
         */
        public Settings {
            Objects.requireNonNull(front, "front");
        }
    }

    /**
     * The package's time cap on every search, and the most {@code millis} a request may ask: the
     * command line's bound too ({@link BotSpec#MAX_MILLIS}).
     */
    public static final long PACKAGE_MAX_MILLIS = BotSpec.MAX_MILLIS;

    /**
     * The npm package's settings: the server's cap on iterations ({@link BotSpec#MAX_ITERATIONS},
     * the command line's bound too), and, as on the server, every search also stops at the time
     * cap, {@value #PACKAGE_MAX_MILLIS} ms (the JavaScript build took 16.6 s for 20,000
     * iterations; WebAssembly takes about 2 s, so there a search in iterations depends on its seed
     * alone). Its refusals speak of the package.
     */
    public static final Settings PACKAGE = new Settings(BotSpec.MAX_ITERATIONS, PACKAGE_MAX_MILLIS, true,
            packageLimits(), Front.PACKAGE);

    private static Map<String, Object> packageLimits() {
        Map<String, Object> limits = new LinkedHashMap<>();
        limits.put("maxIterations", BotSpec.MAX_ITERATIONS);
        limits.put("maxMillis", PACKAGE_MAX_MILLIS);
        return limits;
    }

    private final Settings settings;

    /**
     * The API of one front.
     *
     * @param settings its caps and limits
     */
    public Api(Settings settings) {
        this.settings = settings;
    }

    /**
     * Whether a request searches (an {@code analyse}, or a {@code move} by an {@code mcts}
     * player): the server runs searches on their own pool, so a quick request never waits behind
     * them.
     *
     * @param call the call
     * @param body the request
     * @return true for a search
     */
    public static boolean searches(String call, Map<String, Object> body) {
        return call.equals("analyse")
                || call.equals("move") && (body.get("bot") instanceof String b ? b : body.get("player")) instanceof String p
                        && p.strip().startsWith("mcts");
    }

    /**
     * Answers one call from JSON text, never throwing: the npm package's one function. A
     * {@link StackOverflowError} is a 503 {@code stack-exhausted}, any other failure a 500
     * {@code internal}.
     *
     * @param call the call: one of {@link #CALLS} or {@link #ABSTRACT_PLAY}
     * @param body the request, a JSON object (blank reads as {@code {}})
     * @return the answer or the API's error object, as JSON text
     */
    public String answer(String call, String body) {
        try {
            return JsonWriter.write(handle(call, new Request(parseObject(body, Language.ENGLISH), null)));
        } catch (ApiError e) {
            return JsonWriter.write(e.body());
        } catch (RuntimeException | StackOverflowError e) {
            return JsonWriter.write(EngineFailure.answer(e).body());
        }
    }

    /**
     * Reads a request body: empty (or white space) means {@code {}}; anything but one JSON object
     * (null included) is a 400 {@code malformed-json}, with the character offset of the problem
     * where there is one. The language of the request is not known before it is read: the server
     * words a problem in the language of {@code Accept-Language}, the npm package in English.
     *
     * @param body the JSON text
     * @param lang the language of a problem's sentence
     * @return the object
     * @throws ApiError if it is not one JSON object
     */
    public static Map<String, Object> parseObject(String body, Language lang) {
        if (body == null) {
            throw new ApiError(400, "malformed-json", Texts.apiNotObject(lang, "null"));
        }
        if (body.isBlank()) {
            return new LinkedHashMap<>();
        }
        Object value;
        try {
            value = JsonReader.parse(body, lang);
        } catch (JsonReader.MalformedException e) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("offset", (long) e.offset());
            throw new ApiError(400, "malformed-json", e.getMessage(), details);
        }
        if (value instanceof Map<?, ?> map) {
            @SuppressWarnings("unchecked")
            Map<String, Object> object = (Map<String, Object>) map;
            return object;
        }
        throw new ApiError(400, "malformed-json", Texts.apiNotObject(lang, value == null ? "null"
                : value instanceof List ? "array" : value instanceof String ? "string"
                : value instanceof Boolean ? "boolean" : "number"));
    }

    /**
     * Answers one call.
     *
     * @param call the call: one of {@link #CALLS} or {@link #ABSTRACT_PLAY}
     * @param given the request; its refusals are worded for this API's front
     * @return the answer ({@code svg} answers {@code {"svg": text}})
     * @throws ApiError if the request cannot be answered
     */
    public Map<String, Object> handle(String call, Request given) {
        Request request = given.on(settings.front());   // its refusals speak of this front
        Map<String, Object> answer = switch (call == null ? "" : call) {
            case "legal" -> legal(request);
            case "check" -> check(request);
            case "apply" -> apply(request);
            case "explain" -> Explanations.explain(request.rules(), request.position(), request.action("action"),
                    request.locale());
            case "svg" -> svg(request);
            case "replay" -> replay(request);
            case "record" -> Records.record(request);
            case "move" -> Computer.move(request, settings);
            case "analyse" -> Computer.analyse(request, settings);
            case "build" -> Building.answer(request);
            case "setup" -> Setup.answer(request);
            case "info" -> info();
            case ABSTRACT_PLAY -> AbstractPlayCall.answer(request);
            default -> throw new ApiError(404, "not-found", Texts.apiUnknownCall(request.language(), call,
                    String.join(", ", CALLS)));
        };
        request.unknownLanguage().ifPresent(note -> answer.put("lang", note));
        return answer;
    }

    /**
     * What the front offers: its calls, the page's computer strengths, the rulesets and its limits.
     */
    private Map<String, Object> info() {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("endpoints", new ArrayList<Object>(CALLS));
        o.put("computerPlayers", new ArrayList<Object>(BotSpec.PAGE_STRENGTHS));
        o.put("defaultComputer", BotSpec.PAGE_DEFAULT);
        o.put("rulesets", List.of("standard", "abstractplay"));
        o.put("limits", new LinkedHashMap<>(settings.infoLimits()));
        return o;
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
        try {
            return Views.transition(rules.apply(p, a), request.locale());   // checks once, as it applies
        } catch (IllegalActionException e) {
            Map<String, Object> extra = new LinkedHashMap<>();
            extra.put("action", a.toString());
            throw Views.illegal(e.violation().message(request.locale()), e.violation(), extra, request.locale());
        }
    }

    /**
     * A picture of a position as SVG text, {@code {"svg": text}}: {@code highlight} fields,
     * {@code marks} (field to kind) and {@code interactive}, drawn by {@link SvgDiagram} in the
     * request's language.
     */
    private static Map<String, Object> svg(Request request) {
        Position p = request.position();
        Map<Field, String> marks = new LinkedHashMap<>();
        if (request.has("highlight")) {
            for (String f : request.strings("highlight")) {
                marks.put(request.parseField("highlight", f), "selected");
            }
        }
        if (request.body().get("marks") instanceof Map<?, ?> given) {
            for (Map.Entry<?, ?> e : given.entrySet()) {
                if (!(e.getValue() instanceof String kind)) {
                    throw ApiError.field(400, "bad-request", "marks", Texts.apiMarks(request.language()));
                }
                marks.put(request.parseField("marks", String.valueOf(e.getKey())), kind);
            }
        }
        boolean interactive = request.flag("interactive");
        // A finished game's picture says so under the board, never "X to move" (R8.3).
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("svg", SvgDiagram.render(p, marks, interactive, request.rules().outcome(p), request.language()));
        return o;
    }

    /**
     * A whole game from a game record ({@code record}: its main line, and as {@code tree} its
     * variations, each judged by the rules too, with its comments, glyphs and shapes), from a
     * start and {@code actions}, or from a start and an Abstract Play move list
     * ({@code abstractplay}); for these two the {@code tree} is the plain main line.
     */
    private static Map<String, Object> replay(Request request) {
        PacruRules rules = request.rules();
        Locale locale = request.locale();
        Game game;
        GameTree tree = null;
        if (request.has("record")) {
            try {
                game = GameRecordReader.replay(request.string("record"), PacruRules::of);
                tree = GameRecordReader.readTree(request.string("record"));   // read again: the replay judged it
            } catch (NotationException e) {
                throw Request.notation("record", e, locale);
            } catch (GameRecordException e) {
                Map<String, Object> extra = new LinkedHashMap<>();
                extra.put("number", (long) e.ply());
                extra.put("round", (long) e.round());
                extra.put("player", e.player().toString());
                extra.put("action", e.entry());
                extra.put("rule", e.rule().id());
                e.offset().ifPresent(off -> extra.put("offset", (long) off));
                e.line().ifPresent(line -> extra.put("line", (long) line));
                e.column().ifPresent(column -> extra.put("column", (long) column));
                extra.put("position", PositionNotation.format(e.position()));
                e.violation().ifPresent(v -> extra.put("violation", Views.violation(v, locale)));
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
                Action a = Request.parseAction("actions[" + i + "]", actions.get(i), locale);
                try {
                    game = game.play(a);                    // checks once, as it plays
                } catch (IllegalActionException e) {
                    Violation v = e.violation();
                    Map<String, Object> extra = new LinkedHashMap<>();
                    extra.put("number", (long) i + 1);
                    extra.put("action", a.toString());
                    extra.put("rule", String.valueOf(v.rule()));
                    extra.put("position", PositionNotation.format(game.position()));
                    throw Views.illegal(Texts.apiReplayAction(request.language(), i + 1, a, v.message(locale)),
                            v, extra, locale);
                }
            }
        }
        Map<String, Object> o = game(game, locale);
        o.put("tags", new LinkedHashMap<String, Object>(tree != null ? tree.tags() : GameRecord.of(game).tags()));
        o.put("tree", tree != null ? Records.tree(tree) : Records.plain(game));
        return o;
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
        AbstractPlayAdapter abstractPlayWriter = new AbstractPlayAdapter(game.rules());
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
}
