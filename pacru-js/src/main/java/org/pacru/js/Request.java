package org.pacru.js;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.NotationException;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Ruleset;

/**
 * The fields of one request, read as the server reads them: a 400 {@link ApiError} naming the
 * field (and the offset for bad notation) for anything malformed.
 *
 * @param body the request object
 */
record Request(Map<String, Object> body) {

    PacruRules rules() {
        String name = optionalString("ruleset").orElse("standard").toLowerCase(Locale.ROOT);
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

    String string(String name) {
        return optionalString(name).orElseThrow(() -> field(400, "bad-request", name, "the field '" + name
                + "' is missing"));
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

    static ApiError notation(String name, NotationException e) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("field", name);
        details.put("offset", (long) e.offset());
        details.put("expected", e.expected());
        details.put("found", e.found());
        return new ApiError(400, "bad-notation", name + ": " + e.getMessage(), details);
    }

    boolean has(String name) {
        return body.get(name) != null;
    }

    List<String> strings(String name) {
        Object v = body.get(name);
        List<String> list = new ArrayList<>();
        if (!(v instanceof List<?> values)) {
            throw field(400, "bad-request", name, "the field '" + name + "' must be an array of strings");
        }
        for (Object e : values) {
            if (!(e instanceof String s)) {
                throw field(400, "bad-request", name, "the field '" + name + "' must be an array of strings");
            }
            list.add(s);
        }
        return list;
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

    /**
     * Text from a request quoted as the server quotes it: at most 60 characters, control
     * characters escaped ({@code \t}, {@code \r}, {@code \n}, {@code \e}, {@code \0},
     * {@code \u0007}), followed by its length if it is longer.
     */
    static String quote(String input) {
        int length = input.length();
        if (length <= 60) {
            return "'" + escape(input) + "'";
        }
        int end = Character.isHighSurrogate(input.charAt(59)) ? 59 : 60;
        return "'" + escape(input.substring(0, end)) + "…' (" + length + " characters)";
    }

    private static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean paired = Character.isHighSurrogate(c) ? i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1))
                    : !Character.isLowSurrogate(c) || i > 0 && Character.isHighSurrogate(text.charAt(i - 1));
            if (c == '\t') {
                sb.append("\\t");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c == '\n') {
                sb.append("\\n");
            } else if (c == 0x1b) {
                sb.append("\\e");
            } else if (c == 0) {
                sb.append("\\0");
            } else if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029' || Character.isSurrogate(c) && !paired) {
                String hex = Integer.toHexString(c);
                sb.append("\\u").append("0000", hex.length(), 4).append(hex);
            } else {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    static ApiError field(int status, String code, String name, String message) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("field", name);
        return new ApiError(status, code, message, details);
    }
}
