package org.pacru.js;

import java.util.Locale;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Event;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rule;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * The JSON forms of the library's values, as {@code pacru serve} writes them (docs/API.md):
 * positions, outcomes, violations, events and transitions. Maps keep the server's field order.
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
        o.put("caption", org.pacru.examples.text.SvgDiagram.gameOverCaption(outcome.get(),
                org.pacru.rules.Language.of(locale)));
        return o;
    }

    /** The end of a game in one sentence, the game over event's: "Game over: A wins, the last player with chevrons (R8.3b)". */
    static String outcomeText(Outcome outcome, Locale locale) {
        String sentence = EventView.text(new Event.GameOver(outcome.winner(), outcome.reason()), locale);
        return Character.toUpperCase(sentence.charAt(0)) + sentence.substring(1);
    }

    /** A violation with its rule's title and text (a case such as R4.4b under its rule R4.4). */
    static Map<String, Object> violation(Violation v, Locale locale) {
        Map<String, Object> o = new LinkedHashMap<>();
        String id = String.valueOf(v.rule());
        o.put("rule", id);
        o.put("reason", v.reason().name());
        o.put("message", v.message(locale));
        String base = id.length() > 1 && id.charAt(id.length() - 1) >= 'a' && id.charAt(id.length() - 1) <= 'z'
                ? id.substring(0, id.length() - 1) : id;
        for (Rule rule : Rule.all()) {
            if (rule.id().equals(id) || rule.id().equals(base)) {
                o.put("ruleTitle", rule.title(locale));
                o.put("ruleText", rule.text(locale));
                break;
            }
        }
        return o;
    }

    /** The position after an action, the action, its events and the outcome. */
    static Map<String, Object> transition(Transition t, Locale locale) {
        Map<String, Object> o = position(t.after());
        o.put("action", t.action().toString());
        o.put("events", events(t, locale));
        o.put("outcome", outcome(t.outcome(), locale));
        return o;
    }

    /** Each event of a transition: its type, its sentence and its fields. */
    static List<Object> events(Transition t, Locale locale) {
        List<Object> events = new ArrayList<>();
        for (Event e : t.events()) {
            Map<String, Object> event = new LinkedHashMap<>();
            event.put("type", EventView.type(e));
            event.put("text", EventView.text(e, locale));
            List<Field> fields = EventView.fields(e);
            if (!fields.isEmpty()) {
                event.put("fields", strings(fields));
            }
            events.add(event);
        }
        return events;
    }

    static List<Object> strings(List<?> values) {
        List<Object> list = new ArrayList<>(values.size());
        for (Object v : values) {
            list.add(String.valueOf(v));
        }
        return list;
    }
}
