package org.pacru.js;

import java.util.Locale;
import java.util.List;
import org.pacru.board.Field;
import org.pacru.examples.text.EventText;
import org.pacru.rules.Event;

/**
 * An event as {@code pacru serve} shows it: its type (the record's name), one sentence citing the
 * rule that caused it (the wording of the {@code pacru} tool's {@code EventText}), and the fields
 * it concerns. Types are named here, not by reflection: the WebAssembly and JavaScript builds keep
 * no class names. ServerContractTest holds all three to the server's, event for event.
 */
final class EventView {
    private EventView() {
    }

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

    /** The event's sentence in the request's language: the server's own ({@link EventText}). */
    static String text(Event event, Locale locale) {
        return EventText.describe(event, locale);
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
}
