package org.pacru.examples.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.pacru.rules.Event;
import org.pacru.rules.Transition;

/**
 * Describes what an action did, in words, from the {@link Event}s of its {@link Transition},
 * each sentence citing the rule that caused it, as the event names it ({@link Event#rule()}).
 *
 * <pre>{@code
 * EventText.describe(new Event.MarkerClaimed(Field.E6, Player.A, Event.Cause.BORDER_CROSSING));
 * // "A claims e6 (border crossing, R4.4)"
 * }</pre>
 */
public final class EventText {

    private EventText() {
    }

    /**
     * One sentence for one event.
     *
     * @param event the event
     * @return the sentence, without a full stop
     */
    public static String describe(Event event) {
        Objects.requireNonNull(event, "event");
        if (event instanceof Event.Moved e) {
            return e.player() + " moves the chevron on " + e.from() + " to " + e.to() + ", now facing " + e.facing()
                    + " (" + e.rule() + ")";
        }
        if (event instanceof Event.Captured e) {
            return e.by() + " captures " + e.captured().owner() + "'s chevron on " + e.field() + " (" + e.rule() + ")";
        }
        if (event instanceof Event.MarkerClaimed e) {
            return e.player() + " claims " + e.field() + " (" + cause(e.cause()) + ")";
        }
        if (event instanceof Event.MarkerConverted e) {
            return e.to() + " converts " + e.from() + "'s marker on " + e.field() + " (" + cause(e.cause()) + ")";
        }
        if (event instanceof Event.MarkerRelinquished e) {
            return e.player() + " relinquishes the marker on " + e.field() + " (" + e.rule() + ")";
        }
        if (event instanceof Event.Rotated e) {
            return e.player() + " turns the chevron on " + e.field() + " from " + e.from() + " to " + e.to() + " (" + e.rule() + ")";
        }
        if (event instanceof Event.Meeting e) {
            return "meeting: " + e.player() + "'s chevrons on " + e.field() + " and " + e.partner()
                    + " stand nose to nose (" + e.rule() + ")";
        }
        if (event instanceof Event.Eliminated e) {
            return e.player() + " has no legal move and is eliminated: the chevrons leave the board (" + e.rule() + ")";
        }
        Event.GameOver e = (Event.GameOver) event;
        return "game over: " + e.winner() + " wins, " + reason(e);
    }

    /**
     * The sentences for every event of a transition.
     *
     * @param transition the transition
     * @return one sentence per event, in order
     */
    public static List<String> describe(Transition transition) {
        List<String> list = new ArrayList<>();
        for (Event e : transition.events()) {
            list.add(describe(e));
        }
        return list;
    }

    private static String reason(Event.GameOver e) {
        return switch (e.reason()) {
            case TARGET_REACHED -> "target number of markers reached (" + e.reason().citation() + ")";
            case LAST_WITH_CHEVRONS -> "the last player with chevrons (" + e.reason().citation() + ")";
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
}
