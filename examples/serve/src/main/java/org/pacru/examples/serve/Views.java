package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.examples.text.EventText;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Event;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rule;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * The JSON forms of the library's values: positions, violations, events, outcomes; their sentences
 * in the language of the request's locale ({@link Request#locale()}).
 */
final class Views {
    private Views() {
    }

    /** A position: its string, the side to move, the players and their marker counts. */
    static ObjectNode position(Position p) {
        ObjectNode o = Json.object();
        o.put("position", PositionNotation.format(p));
        o.put("toMove", p.toMove().toString());
        o.put("players", p.playerCount());
        ObjectNode markers = o.putObject("markers");
        for (Player pl : p.players()) {
            markers.put(pl.toString(), p.markerCount(pl));
        }
        ArrayNode out = o.putArray("out");
        for (Player pl : p.players()) {
            if (p.isOut(pl)) {
                out.add(pl.toString());
            }
        }
        return o;
    }

    /** A rule by its ID: {@code {"id":"R3.2"}} with the rule's title and text where the library has them. */
    static ObjectNode rule(String id, Locale locale) {
        ObjectNode o = Json.object();
        o.put("id", id);
        lookUp(id).ifPresent(r -> {
            o.put("title", r.title(locale));
            o.put("text", r.text(locale));
        });
        return o;
    }

    /** The rulebook's rule for an ID; a case such as R4.4a or R8.3b is found under its rule R4.4, R8.3. */
    private static Optional<Rule> lookUp(String id) {
        for (String candidate : List.of(id, id.replaceAll("[a-z]$", ""))) {
            try {
                return Optional.of(Rule.of(candidate));
            } catch (IllegalArgumentException e) {
                // not this form of the ID: try the next
            }
        }
        return Optional.empty();
    }

    static ObjectNode violation(Violation v, Locale locale) {
        ObjectNode o = Json.object();
        String id = String.valueOf(v.rule());
        o.put("rule", id);
        o.put("reason", v.reason().name());
        o.put("message", v.message(locale));
        ObjectNode rule = rule(id, locale);
        if (rule.has("title")) {
            o.set("ruleTitle", rule.get("title"));
            o.set("ruleText", rule.get("text"));
        }
        return o;
    }

    static ObjectNode illegal(Violation v, ObjectNode extra, Locale locale) {
        ObjectNode details = Json.object();
        details.set("violation", violation(v, locale));
        details.setAll(extra);
        return details;
    }

    static ApiError illegalAction(String action, Violation v, Locale locale) {
        ObjectNode extra = Json.object();
        extra.put("action", action);
        return new ApiError(422, "illegal-action", v.message(locale), illegal(v, extra, locale));
    }

    static com.fasterxml.jackson.databind.JsonNode outcome(Optional<Outcome> outcome, Locale locale) {
        if (outcome.isEmpty()) {
            return com.fasterxml.jackson.databind.node.NullNode.getInstance();
        }
        ObjectNode o = Json.object();
        o.put("winner", outcome.get().winner().toString());
        o.put("reason", outcome.get().reason().name());
        o.put("rule", outcome.get().reason().citation());
        o.put("text", outcomeText(outcome.get(), locale));
        o.put("caption", org.pacru.examples.text.SvgDiagram.gameOverCaption(outcome.get(),
                org.pacru.rules.Language.of(locale)));
        return o;
    }

    /**
     * The end of a game in one sentence, the game over event's, capitalised: "Game over: A wins,
     * the last player with chevrons (R8.3b)", or its Spanish or Japanese.
     */
    static String outcomeText(Outcome outcome, Locale locale) {
        String sentence = EventText.describe(new Event.GameOver(outcome.winner(), outcome.reason()), locale);
        return Character.toUpperCase(sentence.charAt(0)) + sentence.substring(1);
    }

    static ArrayNode events(Transition t, Locale locale) {
        ArrayNode list = Json.array();
        for (Event e : t.events()) {
            ObjectNode o = list.addObject();
            o.put("type", e.getClass().getSimpleName());
            o.put("text", EventText.describe(e, locale));
            fields(e).forEach(f -> o.withArray("fields").add(f.toString()));
        }
        return list;
    }

    /** The fields an event concerns, for drawing it on the board. */
    private static List<Field> fields(Event e) {
        if (e instanceof Event.Moved moved) {
            return List.of(moved.from(), moved.to());
        }
        if (e instanceof Event.Captured captured) {
            return List.of(captured.field());
        }
        if (e instanceof Event.MarkerClaimed markerClaimed) {
            return List.of(markerClaimed.field());
        }
        if (e instanceof Event.MarkerConverted markerConverted) {
            return List.of(markerConverted.field());
        }
        if (e instanceof Event.MarkerRelinquished markerRelinquished) {
            return List.of(markerRelinquished.field());
        }
        if (e instanceof Event.Rotated rotated) {
            return List.of(rotated.field());
        }
        if (e instanceof Event.Meeting meeting) {
            return List.of(meeting.field(), meeting.partner());
        }
        return List.of();
    }

    static ObjectNode transition(Transition t, Locale locale) {
        ObjectNode o = position(t.after());
        o.put("action", t.action().toString());
        o.set("events", events(t, locale));
        o.set("outcome", outcome(t.outcome(), locale));
        return o;
    }
}
