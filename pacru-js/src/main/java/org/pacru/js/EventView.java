package org.pacru.js;

import java.util.List;
import org.pacru.board.Field;
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

    static String text(Event event) {
        if (event instanceof Event.Moved e) {
            return e.player() + " moves the chevron on " + e.from() + " to " + e.to() + ", now facing " + e.facing()
                    + " (" + e.rule() + ")";
        } else if (event instanceof Event.Captured e) {
            return e.by() + " captures " + e.captured().owner() + "'s chevron on " + e.field() + " (" + e.rule() + ")";
        } else if (event instanceof Event.MarkerClaimed e) {
            return e.player() + " claims " + e.field() + " (" + cause(e.cause()) + ")";
        } else if (event instanceof Event.MarkerConverted e) {
            return e.to() + " converts " + e.from() + "'s marker on " + e.field() + " (" + cause(e.cause()) + ")";
        } else if (event instanceof Event.MarkerRelinquished e) {
            return e.player() + " relinquishes the marker on " + e.field() + " (" + e.rule() + ")";
        } else if (event instanceof Event.Rotated e) {
            return e.player() + " turns the chevron on " + e.field() + " from " + e.from() + " to " + e.to()
                    + " (" + e.rule() + ")";
        } else if (event instanceof Event.Meeting e) {
            return "meeting: " + e.player() + "'s chevrons on " + e.field() + " and " + e.partner()
                    + " stand nose to nose (" + e.rule() + ")";
        } else if (event instanceof Event.Eliminated e) {
            return e.player() + " has no legal move and is eliminated: the chevrons leave the board (" + e.rule() + ")";
        }
        Event.GameOver e = (Event.GameOver) event;
        return "game over: " + e.winner() + " wins, " + switch (e.reason()) {
            case TARGET_REACHED -> "target number of markers reached (" + e.reason().rule() + ")";
            case LAST_WITH_CHEVRONS -> "the last player with chevrons (" + e.reason().rule() + ")";
        };
    }

    private static String cause(Event.Cause cause) {
        return switch (cause) {
            case BORDER_CROSSING -> "border crossing, " + cause.rule();
            case CONNECTION -> "connection, " + cause.rule();
            case CAPTURE -> "capture, " + cause.rule();
            case MEETING_BONUS -> "meeting bonus, " + cause.rule();
        };
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
