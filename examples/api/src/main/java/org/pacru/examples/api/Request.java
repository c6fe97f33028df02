package org.pacru.examples.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.board.Field;
import org.pacru.board.InvalidPositionException;
import org.pacru.board.Position;
import org.pacru.board.PositionProblem;
import org.pacru.core.PacruRules;
import org.pacru.examples.text.LanguageNote;
import org.pacru.examples.text.Text;
import org.pacru.examples.text.Texts;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.NotationException;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Language;
import org.pacru.rules.Ruleset;

/**
 * The fields of one request, read with a 400 {@link ApiError} naming the field (and the
 * character offset for bad notation) for anything malformed. Every request carries its own
 * position or record: the API keeps no state.
 *
 * <p>The language of the answer's sentences (violations, facts, events, outcomes): the request's
 * {@code "lang"} ({@code en}, {@code es} or {@code ja}, a region allowed), else the first language
 * of the {@code Accept-Language} header that pacru writes (the server's; the package has none),
 * else English. An unknown {@code "lang"} reads English, and the answer says so once in its
 * {@code "lang"} field.
 */
public final class Request {
    private final Map<String, Object> body;
    private final Language language;
    private final Map<String, Object> unknownLanguage;
    /** The front whose limits the refusals name: the server's until {@link Api#handle} sets its own. */
    private final Front front;

    /**
     * A request.
     *
     * @param body the JSON object, as {@link JsonReader#parse} reads it
     * @param acceptLanguage the {@code Accept-Language} header, or null if there is none
     */
    public Request(Map<String, Object> body, String acceptLanguage) {
        this.body = body;
        Object given = body.get("lang");
        if (given != null && !(given instanceof String)) {
            throw ApiError.field(400, "bad-request", "lang", Texts.apiFieldString(accepted(acceptLanguage), "lang"));
        }
        Optional<String> lang = Optional.ofNullable((String) given);
        Optional<Language> asked = lang.flatMap(Language::forTag);
        this.language = lang.isPresent() ? asked.orElse(Language.ENGLISH) : accepted(acceptLanguage);
        if (lang.isPresent() && asked.isEmpty()) {
            unknownLanguage = new LinkedHashMap<>();
            unknownLanguage.put("requested", lang.get());
            unknownLanguage.put("used", Language.ENGLISH.tag());
            unknownLanguage.put("message", LanguageNote.unknown(lang.get()));
        } else {
            unknownLanguage = null;
        }
        this.front = Front.SERVER;
    }

    private Request(Request request, Front front) {
        this.body = request.body;
        this.language = request.language;
        this.unknownLanguage = request.unknownLanguage;
        this.front = front;
    }

    /**
     * This request as the given front answers it: its refusals of a budget name that front's
     * limits ("the server allows …", "this package allows …").
     *
     * @param front the front
     * @return the request, answered by that front
     */
    Request on(Front front) {
        return front == this.front ? this : new Request(this, front);
    }

    /**
     * The language of an {@code Accept-Language} header: its first language pacru writes, by
     * weight ({@code q}) and then by order; English if it names none or is absent.
     *
     * @param header the header, or null
     * @return the language
     */
    public static Language accepted(String header) {
        if (header == null) {
            return Language.ENGLISH;
        }
        Language best = Language.ENGLISH;
        double bestWeight = 0;
        int start = 0;
        while (start <= header.length()) {
            int comma = header.indexOf(',', start);
            int end = comma < 0 ? header.length() : comma;
            String item = header.substring(start, end);
            int semi = item.indexOf(';');
            double weight = 1;
            if (semi >= 0) {
                weight = weight(item.substring(semi + 1));
            }
            Optional<Language> l = Language.forTag(semi < 0 ? item : item.substring(0, semi));
            if (l.isPresent() && weight > bestWeight) {
                best = l.get();
                bestWeight = weight;
            }
            start = end + 1;
        }
        return best;
    }

    /** The weight in a language's parameters ({@code q=0.8;…}): 1 without one, 0 for one that is not a number. */
    private static double weight(String params) {
        double weight = 1;
        int start = 0;
        while (start <= params.length()) {
            int semi = params.indexOf(';', start);
            int end = semi < 0 ? params.length() : semi;
            String param = params.substring(start, end).strip();
            if (param.startsWith("q=")) {
                try {
                    weight = Double.parseDouble(param.substring(2));
                } catch (NumberFormatException e) {
                    weight = 0;
                }
            }
            start = end + 1;
        }
        return weight;
    }

    /**
     * The locale the answer's sentences are written for.
     *
     * @return the locale of {@code "lang"}, else of {@code Accept-Language}, else English
     */
    public Locale locale() {
        return language.locale();
    }

    /**
     * The language the answer's sentences are written in.
     *
     * @return the language of {@code "lang"}, else of {@code Accept-Language}, else English
     */
    public Language language() {
        return language;
    }

    /**
     * What the answer says about an unknown {@code "lang"}: the tag asked for, the language used
     * and a sentence; empty when the language was known or not asked for.
     *
     * @return the note for the answer's {@code "lang"} field
     */
    public Optional<Map<String, Object>> unknownLanguage() {
        return Optional.ofNullable(unknownLanguage);
    }

    /**
     * The request object.
     *
     * @return the body
     */
    public Map<String, Object> body() {
        return body;
    }

    /**
     * Whether a field is given.
     *
     * @param name the field
     * @return true if it is present and not {@code null}
     */
    public boolean has(String name) {
        return body.get(name) != null;
    }

    /** The {@code ruleset}: {@code standard} (default) or {@code abstractplay}. */
    Ruleset ruleset() {
        String name = optionalString("ruleset").orElse("standard").toLowerCase(Locale.ROOT);
        return switch (name) {
            case "standard" -> Ruleset.STANDARD;
            case "abstractplay", "abstract-play", "abstract_play" -> Ruleset.ABSTRACT_PLAY;
            default -> throw ApiError.field(400, "bad-request", "ruleset", Texts.apiRulesetUnknown(language,
                    Text.quote(name)));
        };
    }

    PacruRules rules() {
        return PacruRules.of(ruleset());
    }

    /** The {@code position} string, or the start layout (R1.6) for {@code players} (default 2). */
    Position position() {
        Optional<String> text = optionalString("position");
        if (text.isEmpty()) {
            return Position.initial(intValue("players", 2, 2, 4));
        }
        return parsePosition(text.get(), locale());
    }

    /**
     * A position in NOTATION.md §3 form, as the field {@code position} reads it: malformed text is a
     * 400 {@code bad-notation} with the offset, a position the rules do not allow (R1.5, R8.5) a
     * 400 {@code invalid-position} with its problems; both name the field {@code position}.
     *
     * @param text the position
     * @param locale the language of the sentences
     * @return the position
     * @throws ApiError if it is malformed or not allowed
     */
    static Position parsePosition(String text, Locale locale) {
        try {
            return PositionNotation.parse(text);
        } catch (NotationException e) {
            throw notation("position", e, locale);
        } catch (InvalidPositionException e) {
            Map<String, Object> details = new LinkedHashMap<>();
            details.put("field", "position");
            details.put("problems", problems(e.problems(), locale));
            throw new ApiError(400, "invalid-position", "position: " + e.message(locale), details);
        }
    }

    /** Each problem of a position: its rule, its field (or null), its sentence and its message. */
    static List<Object> problems(List<PositionProblem> problems, Locale locale) {
        List<Object> list = new ArrayList<>();
        for (PositionProblem p : problems) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("rule", p.rule().id());
            o.put("field", p.field().map(Field::toString).orElse(null));
            o.put("text", p.text(locale));
            o.put("message", p.message(locale));
            list.add(o);
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
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("field", name);
        details.put("offset", (long) e.offset());
        details.put("expected", e.expected(locale));
        details.put("found", e.found(locale));
        return new ApiError(400, "bad-notation", name + ": " + e.message(locale), details);
    }

    /** A field such as {@code e4} given in the request's {@code name}, or a 400 naming it. */
    Field parseField(String name, String text) {
        try {
            return Field.parse(text.strip().toLowerCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw ApiError.field(400, "bad-notation", name, Texts.apiNotAField(language, name, text));
        }
    }

    String string(String name) {
        return optionalString(name).orElseThrow(() -> ApiError.field(400, "bad-request", name,
                Texts.apiFieldMissing(language, name)));
    }

    Optional<String> optionalString(String name) {
        Object v = body.get(name);
        if (v == null) {
            return Optional.empty();
        }
        if (!(v instanceof String s)) {
            throw ApiError.field(400, "bad-request", name, Texts.apiFieldString(language, name));
        }
        return Optional.of(s);
    }

    List<String> strings(String name) {
        if (!(body.get(name) instanceof List<?> values)) {
            throw ApiError.field(400, "bad-request", name, Texts.apiFieldStrings(language, name));
        }
        List<String> list = new ArrayList<>();
        for (Object e : values) {
            if (!(e instanceof String s)) {
                throw ApiError.field(400, "bad-request", name, Texts.apiFieldStrings(language, name));
            }
            list.add(s);
        }
        return list;
    }

    int intValue(String name, int fallback, int min, int max) {
        Object v = body.get(name);
        if (v == null) {
            return fallback;
        }
        if (!(v instanceof Long n) || n < min || n > max) {
            throw ApiError.field(400, "bad-request", name, Texts.apiFieldIntegerRange(language, name, min, max));
        }
        return (int) (long) n;
    }

    /**
     * A search budget, by the one rule for every budget (docs/API.md, "Budgets"): absent (or
     * null) is 0, the caller's default; otherwise a JSON integer from 1 to {@code max}. Another
     * type (a string, a fraction, a boolean, an object) is a 400 {@code bad-request}, an integer
     * out of range (0 and negative ones included) a 400 {@code budget-over-limit} in the words of
     * the front that answers ({@link #on}), both naming the field.
     *
     * @param name the field: {@code iterations} or {@code millis}
     * @param max the largest budget allowed
     * @return the budget, or 0 if the request gives none
     */
    long budget(String name, long max) {
        Object v = body.get(name);
        if (v == null) {
            return 0;
        }
        if (!(v instanceof Long n)) {
            throw ApiError.field(400, "bad-request", name, Texts.apiFieldIntegerRange(language, name, 1, max));
        }
        if (n < 1 || n > max) {
            throw ApiError.field(400, "budget-over-limit", name, front.budget(language, name, n, max));
        }
        return n;
    }

    long longValue(String name, long fallback) {
        Object v = body.get(name);
        if (v == null) {
            return fallback;
        }
        if (!(v instanceof Long n)) {
            throw ApiError.field(400, "bad-request", name, Texts.apiFieldInteger(language, name));
        }
        return n;
    }

    /**
     * A field's value as text, as the server has always read the values of {@code chevrons} and
     * {@code markers}: a string as it is, a number or a boolean as Java writes it ({@code 5},
     * {@code 1.5}, {@code 1.0E7}, {@code true}), anything else (an object, an array, null) as
     * {@code ""}.
     */
    static String text(Object value) {
        return value instanceof String || value instanceof Long || value instanceof Boolean
                || value instanceof Double ? String.valueOf(value) : "";
    }

    /**
     * A field's value as a truth value, as the server has always read {@code interactive} and
     * {@code json}: a boolean as it is, {@code "true"} (spaces around allowed), an integer other
     * than 0; anything else false.
     *
     * @param name the field
     * @return its truth
     */
    public boolean flag(String name) {
        Object v = body.get(name);
        return v instanceof Boolean b ? b : v instanceof String s ? s.strip().equals("true")
                : v instanceof Long n && n != 0;
    }
}
