package org.pacru.js;

import org.pacru.examples.text.LanguageNote;
import org.pacru.rules.Language;
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

    /**
     * The locale of the answer's sentences: the request's {@code "lang"} ({@code en}, {@code es} or
     * {@code ja}, a region allowed), else English, as the server reads it (the package has no
     * {@code Accept-Language}).
     */
    Locale locale() {
        return optionalString("lang").flatMap(Language::forTag).orElse(Language.ENGLISH).locale();
    }

    /** What the answer says about an unknown {@code "lang"}, as the server says it; empty otherwise. */
    Optional<Map<String, Object>> unknownLanguage() {
        Optional<String> lang = optionalString("lang");
        if (lang.isEmpty() || Language.forTag(lang.get()).isPresent()) {
            return Optional.empty();
        }
        Map<String, Object> note = new LinkedHashMap<>();
        note.put("requested", lang.get());
        note.put("used", Language.ENGLISH.tag());
        note.put("message", LanguageNote.unknown(lang.get()));
        return Optional.of(note);
    }

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
            throw notation("position", e, locale());
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
            throw notation(name, e, locale());
        }
    }

    static ApiError notation(String name, NotationException e, Locale locale) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("field", name);
        details.put("offset", (long) e.offset());
        details.put("expected", e.expected(locale));
        details.put("found", e.found(locale));
        return new ApiError(400, "bad-notation", name + ": " + e.message(locale), details);
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

    /** A field such as {@code e4} given in the request's {@code name}, or a 400 naming it. */
    static Field parseField(String name, String text) {
        try {
            return Field.parse(text.strip().toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw field(400, "bad-notation", name, name + ": '" + text + "' is not a field (a1 to i9)");
        }
    }

    static ApiError field(int status, String code, String name, String message) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("field", name);
        return new ApiError(status, code, message, details);
    }
}
