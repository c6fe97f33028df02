package org.pacru.js;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.GreedyBot;
import org.pacru.core.bot.MctsBot;
import org.pacru.core.bot.RandomBot;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.NotationException;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rule;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * The npm package's calls: one JSON request in, one JSON answer out, for the entry points that
 * {@link Exports} hands to JavaScript. {@code legal} and {@code check} answer as {@code pacru serve}'s
 * {@code POST /api/v1/legal} and {@code /check} do (docs/API.md), field for field; {@code next} is
 * the position after a legal action with its outcome, and {@code choose} a computer player's
 * choice. A request that cannot be answered gets the API's error object
 * {@code {"error": {"status", "code", "message", …}}}: nothing is thrown to the caller.
 */
final class PacruApi {
    /** The calls, in the order the package documents them. */
    static final List<String> CALLS = List.of("legal", "check", "next", "choose");

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
            return Json.write(switch (call == null ? "" : call) {
                case "legal" -> legal(request);
                case "check" -> check(request);
                case "next" -> next(request);
                case "choose" -> choose(request);
                default -> throw new ApiError(404, "not-found", "no call '" + call + "'; calls: " + String.join(", ", CALLS));
            });
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
        Map<String, Object> o = position(p);
        o.put("outcome", outcome(rules.outcome(p)));
        o.put("baseMoves", strings(rules.baseMoves(p)));
        o.put("moves", strings(rules.legalMoves(p)));
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
        o.put("violation", v.map(PacruApi::violation).orElse(null));
        return o;
    }

    private static Map<String, Object> next(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        Action a = request.action("action");
        Optional<Violation> v = rules.check(p, a);
        if (v.isPresent()) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("violation", violation(v.get()));
            details.put("action", a.toString());
            throw new ApiError(422, "illegal-action", v.get().message(), details);
        }
        Transition t = rules.apply(p, a);
        Map<String, Object> o = position(t.after());
        o.put("action", t.action().toString());
        o.put("outcome", outcome(t.outcome()));
        return o;
    }

    private static Map<String, Object> choose(Request request) {
        PacruRules rules = request.rules();
        Position p = request.position();
        if (rules.outcome(p).isPresent()) {
            throw new ApiError(422, "game-over", "R8.3: the game is over: " + rules.outcome(p).get());
        }
        String spec = request.optionalString("player").orElse("greedy");
        String player = spec.contains(":") ? spec.substring(0, spec.indexOf(':')) : spec;
        long seed = request.longValue("seed", System.nanoTime());
        Action action = switch (player) {
            case "random" -> RandomBot.of(rules.ruleset(), seed).choose(p);
            case "greedy" -> GreedyBot.of(rules.ruleset()).choose(p);
            case "mcts" -> MctsBot.builder(rules.ruleset()).seed(seed).threads(1).iterations(iterations(spec))
                    .build().choose(p);
            default -> throw Request.field(400, "bad-request", "player", "unknown player '" + spec
                    + "': expected random, greedy, mcts or mcts:ITERATIONS");
        };
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("player", spec);
        o.put("action", action.toString());
        return o;
    }

    /** The iterations of {@code mcts} (2,000) or {@code mcts:N} (1 to 1,000,000). */
    private static long iterations(String spec) {
        if (spec.equals("mcts")) {
            return 2_000;
        }
        String n = spec.substring(spec.indexOf(':') + 1);
        long iterations = n.length() > 0 && n.length() <= 7 && n.chars().allMatch(c -> c >= '0' && c <= '9')
                ? Long.parseLong(n) : -1;
        if (iterations < 1 || iterations > 1_000_000) {
            throw Request.field(400, "bad-request", "player", "'" + spec + "': mcts:N needs N from 1 to 1000000");
        }
        return iterations;
    }

    private static List<Object> strings(List<?> values) {
        List<Object> list = new ArrayList<>(values.size());
        for (Object v : values) {
            list.add(v.toString());
        }
        return list;
    }

    /** A position as the server shows it: its string, the side to move, the players, markers and who is out. */
    private static Map<String, Object> position(Position p) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("position", PositionNotation.format(p));
        o.put("toMove", p.toMove().toString());
        o.put("players", (long) p.playerCount());
        Map<String, Object> markers = new LinkedHashMap<>();
        List<Object> out = new ArrayList<>();
        for (Player pl : p.players()) {
            markers.put(pl.toString(), (long) p.markerCount(pl));
            if (p.isOut(pl)) {
                out.add(pl.toString());
            }
        }
        o.put("markers", markers);
        o.put("out", out);
        return o;
    }

    private static Map<String, Object> outcome(Optional<Outcome> outcome) {
        if (outcome.isEmpty()) {
            return null;
        }
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("winner", outcome.get().winner().toString());
        o.put("reason", outcome.get().reason().name());
        o.put("rule", outcome.get().reason().rule());
        return o;
    }

    private static Map<String, Object> violation(Violation v) {
        Map<String, Object> o = new LinkedHashMap<>();
        String id = String.valueOf(v.rule());
        o.put("rule", id);
        o.put("reason", v.reason().name());
        o.put("message", v.message());
        for (String candidate : List.of(id, id.length() > 1 && Character.isLowerCase(id.charAt(id.length() - 1))
                ? id.substring(0, id.length() - 1) : id)) {
            Optional<Rule> rule = Rule.all().stream().filter(r -> r.id().equals(candidate)).findFirst();
            if (rule.isPresent()) {
                o.put("ruleTitle", rule.get().title());
                o.put("ruleText", rule.get().text());
                break;
            }
        }
        return o;
    }

    /** A call that cannot be answered: the server's status, code, message and details. */
    static final class ApiError extends RuntimeException {
        private static final long serialVersionUID = 1L;
        private final int status;
        private final String code;
        private final transient Map<String, Object> details;

        ApiError(int status, String code, String message) {
            this(status, code, message, new LinkedHashMap<>());
        }

        ApiError(int status, String code, String message, Map<String, Object> details) {
            super(message, null, false, false);
            this.status = status;
            this.code = code;
            this.details = details;
        }

        Map<String, Object> body() {
            Map<String, Object> error = new LinkedHashMap<>();
            error.put("status", (long) status);
            error.put("code", code);
            error.put("message", getMessage());
            error.putAll(details);
            Map<String, Object> root = new LinkedHashMap<>();
            root.put("error", error);
            return root;
        }
    }

    /** The fields of a request, read as the server reads them. */
    record Request(Map<String, Object> body) {

        PacruRules rules() {
            String name = optionalString("ruleset").orElse("standard").toLowerCase(java.util.Locale.ROOT);
            return switch (name) {
                case "standard" -> PacruRules.of(Ruleset.STANDARD);
                case "abstractplay", "abstract-play", "abstract_play" -> PacruRules.of(Ruleset.ABSTRACT_PLAY);
                default -> throw field(400, "bad-request", "ruleset", "unknown ruleset '" + name
                        + "': expected standard or abstractplay");
            };
        }

        Position position() {
            Optional<String> text = optionalString("position");
            if (text.isEmpty()) {
                return Position.initial((int) intValue("players", 2, 2, 4));
            }
            try {
                return PositionNotation.parse(text.get());
            } catch (NotationException e) {
                throw notation("position", e);
            }
        }

        Action action(String name) {
            String text = optionalString(name).orElseThrow(() -> field(400, "bad-request", name,
                    "the field '" + name + "' is missing"));
            try {
                return ActionNotation.parse(text);
            } catch (NotationException e) {
                throw notation(name, e);
            }
        }

        private static ApiError notation(String name, NotationException e) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("field", name);
            details.put("offset", (long) e.offset());
            details.put("expected", e.expected());
            details.put("found", e.found());
            return new ApiError(400, "bad-notation", name + ": " + e.getMessage(), details);
        }

        Optional<String> optionalString(String name) {
            Object v = body.get(name);
            if (v == null) {
                return Optional.empty();
            }
            if (!(v instanceof String s)) {
                throw field(400, "bad-request", name, "the field '" + name + "' must be a string");
            }
            return Optional.of(s);
        }

        long intValue(String name, long fallback, long min, long max) {
            Object v = body.get(name);
            if (v == null) {
                return fallback;
            }
            if (!(v instanceof Long n) || n < min || n > max) {
                throw field(400, "bad-request", name, "the field '" + name + "' must be an integer from " + min
                        + " to " + max);
            }
            return n;
        }

        long longValue(String name, long fallback) {
            Object v = body.get(name);
            if (v == null) {
                return fallback;
            }
            if (!(v instanceof Long n)) {
                throw field(400, "bad-request", name, "the field '" + name + "' must be an integer");
            }
            return n;
        }

        static ApiError field(int status, String code, String name, String message) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("field", name);
            return new ApiError(status, code, message, details);
        }
    }
}
