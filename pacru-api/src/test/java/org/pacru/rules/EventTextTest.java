package org.pacru.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;

/**
 * What happened, in one sentence that cites the rule: every kind of event and every cause of a
 * marker, word for word in English, and in Spanish and Japanese by language as by locale.
 */
class EventTextTest {

    /** One event of every kind (and a claim for every cause), with its English sentence. */
    private static Map<Event, String> everyEvent() {
        Map<Event, String> events = new LinkedHashMap<>();
        events.put(new Event.Moved(Player.A, Field.E1, Field.E3, Direction.N),
                "A moves the chevron on e1 to e3, now facing N (R3.5)");
        events.put(new Event.Captured(Player.A, Field.E5, new Chevron(Player.B, Direction.S)),
                "A captures B's chevron on e5 (R5.3)");
        events.put(new Event.MarkerClaimed(Field.E6, Player.A, Event.Cause.BORDER_CROSSING),
                "A claims e6 (border crossing, R4.4)");
        events.put(new Event.MarkerClaimed(Field.E2, Player.A, Event.Cause.CONNECTION),
                "A claims e2 (connection, R4.5)");
        events.put(new Event.MarkerConverted(Field.E5, Player.B, Player.A, Event.Cause.CAPTURE),
                "A converts B's marker on e5 (capture, R5.3)");
        events.put(new Event.MarkerClaimed(Field.E7, Player.A, Event.Cause.MEETING_BONUS),
                "A claims e7 (meeting bonus, R6.2)");
        events.put(new Event.MarkerRelinquished(Field.A1, Player.A),
                "A relinquishes the marker on a1 (R7.1)");
        events.put(new Event.Rotated(Player.A, Field.E1, Direction.N, Direction.NE),
                "A turns the chevron on e1 from N to NE (R7.1)");
        events.put(new Event.Meeting(Player.A, Field.E5, Field.E6),
                "meeting: A's chevrons on e5 and e6 stand nose to nose (R6.1)");
        events.put(new Event.Eliminated(Player.B),
                "B has no legal move and is eliminated: the chevrons leave the board (R8.1)");
        events.put(new Event.GameOver(Player.A, WinReason.TARGET_REACHED),
                "game over: A wins, target number of markers reached (R8.3a)");
        events.put(new Event.GameOver(Player.C, WinReason.LAST_WITH_CHEVRONS),
                "game over: C wins, the last player with chevrons (R8.3b)");
        return events;
    }

    @Test
    @DisplayName("R3.5 R4.4 R4.5 R5.3 R6.1 R6.2 R7.1 R8.1 R8.3: every event says in English what happened, citing its rule")
    void everyEventSaysWhatHappenedCitingItsRule() {
        everyEvent().forEach((event, english) -> {
            assertThat(event.text()).as(event.getClass().getSimpleName()).isEqualTo(english);
            assertThat(event.text(Language.ENGLISH)).isEqualTo(english);
            assertThat(event.wording().text()).isEqualTo(english);
            assertThat(english).contains(event.rule().id());
        });
    }

    @Test
    @DisplayName("every event reads in Spanish and Japanese, by language as by locale, with its fields and rule as written")
    void everyEventReadsInSpanishAndJapanese() {
        everyEvent().forEach((event, english) -> {
            String spanish = event.text(Language.SPANISH);
            String japanese = event.text(Language.JAPANESE);
            assertThat(spanish).as(english).isNotEqualTo(english).isEqualTo(event.text(Locale.forLanguageTag("es-MX")))
                    .contains(event.rule().id());
            assertThat(japanese).as(english).isNotEqualTo(english).isNotEqualTo(spanish)
                    .isEqualTo(event.text(Locale.JAPAN)).contains(event.rule().id());
            assertThat(event.text(Locale.GERMAN)).isEqualTo(english);
        });
        Event meeting = new Event.Meeting(Player.A, Field.E5, Field.E6);
        assertThat(meeting.text(Language.SPANISH)).contains("e5", "e6");
        assertThat(meeting.text(Language.JAPANESE)).contains("e5", "e6");
    }
}
