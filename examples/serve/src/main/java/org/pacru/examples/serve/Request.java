package org.pacru.examples.serve;

import org.pacru.examples.text.LanguageNote;
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
import org.pacru.rules.Language;
import org.pacru.rules.Ruleset;

/**
 * The fields of one API request body, read with a 400 {@link ApiError} naming the field (and the
 * character offset for bad notation) for anything malformed. Every request carries its own
 * position or record: the server keeps no state.
 *
 * <p>The language of the answer's sentences (violations, facts, events, outcomes): the request's
 * {@code "lang"} ({@code en}, {@code es} or {@code ja}, a region allowed), else the first language
 * of the {@code Accept-Language} header that pacru writes, else English. An unknown {@code "lang"}
 * reads English, and the answer says so once in its {@code "lang"} field.
 */
final class Request {
    private final ObjectNode body;
    private final Language language;
    private final Optional<ObjectNode> unknownLanguage;

    Request(ObjectNode body) {
        this(body, null);
    }

    /**
     * A request with its {@code Accept-Language} header.
     *
     * @param body the JSON body
     * @param acceptLanguage the header, or null if the request has none
     */
    Request(ObjectNode body, String acceptLanguage) {
        this.body = body;
        Optional<String> lang = optionalString("lang");
        Optional<Language> asked = lang.flatMap(Language::forTag);
        this.language = lang.isPresent() ? asked.orElse(Language.ENGLISH) : accepted(acceptLanguage);
        if (lang.isPresent() && asked.isEmpty()) {
            ObjectNode note = Json.object();
            note.put("requested", lang.get());
            note.put("used", Language.ENGLISH.tag());
            note.put("message", LanguageNote.unknown(lang.get()));
            this.unknownLanguage = Optional.of(note);
        } else {
            this.unknownLanguage = Optional.empty();
        }
    }

    /**
     * The language of an {@code Accept-Language} header: its first language pacru writes, by
     * weight ({@code q}) and then by order; English if it names none or is absent.
     */
    static Language accepted(String header) {
        if (header == null) {
            return Language.ENGLISH;
        }
        Language best = Language.ENGLISH;
        double bestWeight = 0;
        for (String item : header.split(",")) {
            String[] parts = item.split(";");
            double weight = 1;
            for (int i = 1; i < parts.length; i++) {
                String param = parts[i].strip();
                if (param.startsWith("q=")) {
                    try {
                        weight = Double.parseDouble(param.substring(2));
                    } catch (NumberFormatException e) {
                        weight = 0;
                    }
                }
            }
            Optional<Language> l = Language.forTag(parts[0]);
            if (l.isPresent() && weight > bestWeight) {
                best = l.get();
                bestWeight = weight;
            }
        }
        return best;
    }

    /**
     * The locale the answer's sentences are written for.
     *
     * @return the locale of {@code "lang"}, else of {@code Accept-Language}, else English
     */
    Locale locale() {
        return language.locale();
    }

    /**
     * What the answer says about an unknown {@code "lang"}: the tag asked for, the language used
     * and a sentence; empty when the language was known or not asked for.
     *
     * @return the note for the answer's {@code "lang"} field
     */
    Optional<ObjectNode> unknownLanguage() {
        return unknownLanguage;
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
        return parsePosition(name, text.get(), locale());
    }

    static Position parsePosition(String name, String text, Locale locale) {
        try {
            return PositionNotation.parse(text);
        } catch (NotationException e) {
            throw notation(name, e, locale);
        } catch (InvalidPositionException e) {
            ObjectNode details = Json.object();
            details.put("field", name);
            details.set("problems", problems(e.problems(), locale));
            throw new ApiError(400, "invalid-position", name + ": " + e.message(locale), details);
        }
    }

    static com.fasterxml.jackson.databind.node.ArrayNode problems(List<PositionProblem> problems, Locale locale) {
        com.fasterxml.jackson.databind.node.ArrayNode list = Json.array();
        for (PositionProblem p : problems) {
            ObjectNode o = list.addObject();
            o.put("rule", p.rule().id());
            if (p.field().isPresent()) {
                o.put("field", p.field().get().toString());
            } else {
                o.putNull("field");
            }
            o.put("text", p.text(locale));
            o.put("message", p.message(locale));
        }
        return list;
    }

    /** The {@code action} (or another field) in action notation. */
    Action action(String name) {
        return parseAction(name, string(name), locale());
    }

    static Action parseAction(String name, String text, Locale locale) {
        try {
            return ActionNotation.parse(text);
        } catch (NotationException e) {
            throw notation(name, e, locale);
        }
    }

    static ApiError notation(String name, NotationException e, Locale locale) {
        ObjectNode details = Json.object();
        details.put("field", name);
        details.put("offset", e.offset());
        details.put("expected", e.expected(locale));
        details.put("found", e.found(locale));
        return new ApiError(400, "bad-notation", name + ": " + e.message(locale), details);
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
