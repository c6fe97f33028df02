package org.pacru.examples.serve;

import org.pacru.examples.text.Text;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.board.InvalidPositionException;
import org.pacru.board.Position;
import org.pacru.board.PositionProblem;
import org.pacru.core.PacruRules;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.NotationException;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Ruleset;

/**
 * The fields of one API request body, read with a 400 {@link ApiError} naming the field (and the
 * character offset for bad notation) for anything malformed. Every request carries its own
 * position or record: the server keeps no state.
 */
final class Request {
    private final ObjectNode body;

    Request(ObjectNode body) {
        this.body = body;
    }

    ObjectNode body() {
        return body;
    }

    boolean has(String name) {
        JsonNode n = body.get(name);
        return n != null && !n.isNull();
    }

    /** The {@code ruleset}: {@code standard} (default) or {@code abstractplay}. */
    Ruleset ruleset() {
        String name = optionalString("ruleset").orElse("standard").toLowerCase(Locale.ROOT);
        return switch (name) {
            case "standard" -> Ruleset.STANDARD;
            case "abstractplay", "abstract-play", "abstract_play" -> Ruleset.ABSTRACT_PLAY;
            default -> throw field(400, "bad-request", "ruleset", "unknown ruleset " + Text.quote(name)
                    + ": expected standard or abstractplay");
        };
    }

    PacruRules rules() {
        return PacruRules.of(ruleset());
    }

    /** The {@code position} string, or the start layout (R1.6) for {@code players} (default 2). */
    Position position() {
        return position("position");
    }

    Position position(String name) {
        Optional<String> text = optionalString(name);
        if (text.isEmpty()) {
            return Position.initial(intValue("players", 2, 2, 4));
        }
        return parsePosition(name, text.get());
    }

    static Position parsePosition(String name, String text) {
        try {
            return PositionNotation.parse(text);
        } catch (NotationException e) {
            throw notation(name, e);
        } catch (InvalidPositionException e) {
            ObjectNode details = Json.object();
            details.put("field", name);
            details.set("problems", problems(e.problems()));
            throw new ApiError(400, "invalid-position", name + ": " + e.getMessage(), details);
        }
    }

    static com.fasterxml.jackson.databind.node.ArrayNode problems(List<PositionProblem> problems) {
        com.fasterxml.jackson.databind.node.ArrayNode list = Json.array();
        for (PositionProblem p : problems) {
            ObjectNode o = list.addObject();
            o.put("rule", p.rule().id());
            if (p.field().isPresent()) {
                o.put("field", p.field().get().toString());
            } else {
                o.putNull("field");
            }
            o.put("text", p.text());
            o.put("message", p.message());
        }
        return list;
    }

    /** The {@code action} (or another field) in action notation. */
    Action action(String name) {
        return parseAction(name, string(name));
    }

    static Action parseAction(String name, String text) {
        try {
            return ActionNotation.parse(text);
        } catch (NotationException e) {
            throw notation(name, e);
        }
    }

    static ApiError notation(String name, NotationException e) {
        ObjectNode details = Json.object();
        details.put("field", name);
        details.put("offset", e.offset());
        details.put("expected", e.expected());
        details.put("found", e.found());
        return new ApiError(400, "bad-notation", name + ": " + e.getMessage(), details);
    }

    String string(String name) {
        return optionalString(name).orElseThrow(() -> field(400, "bad-request", name, "the field '" + name
                + "' is missing"));
    }

    Optional<String> optionalString(String name) {
        JsonNode n = body.get(name);
        if (n == null || n.isNull()) {
            return Optional.empty();
        }
        if (!n.isTextual()) {
            throw field(400, "bad-request", name, "the field '" + name + "' must be a string");
        }
        return Optional.of(n.textValue());
    }

    List<String> strings(String name) {
        JsonNode n = body.get(name);
        if (n == null || !n.isArray()) {
            throw field(400, "bad-request", name, "the field '" + name + "' must be an array of strings");
        }
        List<String> list = new ArrayList<>();
        for (JsonNode e : n) {
            if (!e.isTextual()) {
                throw field(400, "bad-request", name, "the field '" + name + "' must be an array of strings");
            }
            list.add(e.textValue());
        }
        return list;
    }

    int intValue(String name, int fallback, int min, int max) {
        JsonNode n = body.get(name);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.canConvertToInt() || !n.isIntegralNumber() || n.intValue() < min || n.intValue() > max) {
            throw field(400, "bad-request", name, "the field '" + name + "' must be an integer from " + min
                    + " to " + max);
        }
        return n.intValue();
    }

    long longValue(String name, long fallback) {
        JsonNode n = body.get(name);
        if (n == null || n.isNull()) {
            return fallback;
        }
        if (!n.isIntegralNumber() || !n.canConvertToLong()) {
            throw field(400, "bad-request", name, "the field '" + name + "' must be an integer");
        }
        return n.longValue();
    }

    static ApiError field(int status, String code, String name, String message) {
        ObjectNode details = Json.object();
        details.put("field", name);
        return new ApiError(status, code, message, details);
    }
}
