package org.pacru.examples.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.examples.text.EventText;
import org.pacru.examples.text.SvgDiagram;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Event;
import org.pacru.rules.Language;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rule;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * The JSON forms of the library's values (docs/API.md): positions, outcomes, violations, events
 * and transitions, their sentences in the request's language. Maps keep the documented field
 * order. Event types are named here, not by reflection: the WebAssembly and JavaScript builds keep
 * no class names.
 */
final class Views {
    private Views() {
    }

    /** A position: its string, the side to move, the players and their marker counts, who is out. */
    static Map<String, Object> position(Position p) {
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

    static Map<String, Object> outcome(Optional<Outcome> outcome, Locale locale) {
        if (outcome.isEmpty()) {
            return null;
        }
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("winner", outcome.get().winner().toString());
        o.put("reason", outcome.get().reason().name());
        o.put("rule", outcome.get().reason().citation());
        o.put("text", outcomeText(outcome.get(), locale));
        o.put("caption", SvgDiagram.gameOverCaption(outcome.get(), Language.of(locale)));
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

    /** A violation with its rule's title and text (a case such as R4.4b under its rule R4.4). */
    static Map<String, Object> violation(Violation v, Locale locale) {
        Map<String, Object> o = new LinkedHashMap<>();
        String id = String.valueOf(v.rule());
        o.put("rule", id);
        o.put("reason", v.reason().name());
        o.put("message", v.message(locale));
        char last = id.charAt(id.length() - 1);
        Rule rule = rule(id);
        if (rule == null && last >= 'a' && last <= 'z') {
            rule = rule(id.substring(0, id.length() - 1));
        }
        if (rule != null) {
            o.put("ruleTitle", rule.title(locale));
            o.put("ruleText", rule.text(locale));
        }
        return o;
    }

    private static Rule rule(String id) {
        for (Rule rule : Rule.all()) {
            if (rule.id().equals(id)) {
                return rule;
            }
        }
        return null;
    }

    /** The 422 of an action the rules forbid: the violation first, then the details. */
    static ApiError illegal(String message, Violation v, Map<String, Object> extra, Locale locale) {
        Map<String, Object> details = new LinkedHashMap<>();
        details.put("violation", violation(v, locale));
        details.putAll(extra);
        return new ApiError(422, "illegal-action", message, details);
    }

    /** The position after an action, the action, its events and the outcome. */
    static Map<String, Object> transition(Transition t, Locale locale) {
        Map<String, Object> o = position(t.after());
        o.put("action", t.action().toString());
        o.put("events", events(t, locale));
        o.put("outcome", outcome(t.outcome(), locale));
        return o;
    }

    /** Each event of a transition: its type, its sentence and the fields it concerns. */
    static List<Object> events(Transition t, Locale locale) {
        List<Object> events = new ArrayList<>();
        for (Event e : t.events()) {
            Map<String, Object> event = new LinkedHashMap<>();
            event.put("type", type(e));
            event.put("text", EventText.describe(e, locale));
            List<Field> fields = fields(e);
            if (!fields.isEmpty()) {
                event.put("fields", strings(fields));
            }
            events.add(event);
        }
        return events;
    }

    /** The event's type: its record's simple name. */
    static String type(Event event) {
        if (event instanceof Event.Moved) {
            return "Moved";
        } else if (event instanceof Event.Captured) {
            return "Captured";
        } else if (event instanceof Event.MarkerClaimed) {
            return "MarkerClaimed";
        } else if (event instanceof Event.MarkerConverted) {
            return "MarkerConverted";
        } else if (event instanceof Event.MarkerRelinquished) {
            return "MarkerRelinquished";
        } else if (event instanceof Event.Rotated) {
            return "Rotated";
        } else if (event instanceof Event.Meeting) {
            return "Meeting";
        } else if (event instanceof Event.Eliminated) {
            return "Eliminated";
        }
        return "GameOver";
    }

    /** The fields to draw: a move's two, a meeting's two, the one field of a capture, marker or rotation. */
    static List<Field> fields(Event event) {
        if (event instanceof Event.Moved e) {
            return List.of(e.from(), e.to());
        } else if (event instanceof Event.Captured e) {
            return List.of(e.field());
        } else if (event instanceof Event.MarkerClaimed e) {
            return List.of(e.field());
        } else if (event instanceof Event.MarkerConverted e) {
            return List.of(e.field());
        } else if (event instanceof Event.MarkerRelinquished e) {
            return List.of(e.field());
        } else if (event instanceof Event.Rotated e) {
            return List.of(e.field());
        } else if (event instanceof Event.Meeting e) {
            return List.of(e.field(), e.partner());
        }
        return List.of();
    }

    static List<Object> strings(List<?> values) {
        List<Object> list = new ArrayList<>(values.size());
        for (Object v : values) {
            list.add(String.valueOf(v));
        }
        return list;
    }
}
