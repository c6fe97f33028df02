package org.pacru.examples.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.pacru.rules.Event;
import org.pacru.rules.Transition;

/**
 * Describes what an action did, in words, from the {@link Event}s of its {@link Transition},
 * each sentence citing the rule that caused it, as the event names it ({@link Event#rule()}): the
 * events' own sentences ({@link Event#text(Locale)}), in any language pacru writes.
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
        return Objects.requireNonNull(event, "event").text();
    }

    /**
     * One sentence for one event in the language of a locale.
     *
     * @param event the event
     * @param locale the reader's locale (English if pacru does not write its language)
     * @return the sentence, without a full stop
     */
    public static String describe(Event event, Locale locale) {
        return Objects.requireNonNull(event, "event").text(locale);
    }

    /**
     * The sentences for every event of a transition.
     *
     * @param transition the transition
     * @return one sentence per event, in order
     */
    public static List<String> describe(Transition transition) {
        return describe(transition, Locale.ENGLISH);
    }

    /**
     * The sentences for every event of a transition in the language of a locale.
     *
     * @param transition the transition
     * @param locale the reader's locale (English if pacru does not write its language)
     * @return one sentence per event, in order
     */
    public static List<String> describe(Transition transition, Locale locale) {
        List<String> list = new ArrayList<>();
        for (Event e : transition.events()) {
            list.add(describe(e, locale));
        }
        return list;
    }
}
