package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.core.Setup.STANDARD;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.reference.RuleScenarios;
import org.pacru.rules.Event;
import org.pacru.rules.Transition;

/**
 * R6.1, R6.3: the Meeting event of an applied move follows the move's effects: a capture, a
 * connection and an R4.4 mark on the destination make the fields the mover's before the meeting is
 * judged, and a connection that converts an opposing marker lowers that player's count. Low on the
 * board, on files h-i (the engine's second mask word) and with the partner on a1 (field 0).
 * Positions as in {@link RuleScenarios#board}, two players, A to move.
 */
class MeetingEventTest {

    private static Transition apply(String board, String action) {
        Position p = RuleScenarios.board(2, Player.A, board);
        return Setup.apply(STANDARD, p, action);
    }

    private static List<Event> meetings(Transition t) {
        return t.events().stream().filter(e -> e instanceof Event.Meeting).collect(java.util.stream.Collectors.toList());
    }

    @Test
    @DisplayName("R6.1 a meeting with the partner on a1: the Meeting event names a1")
    void r6_1_meetingWithThePartnerOnA1() {
        Transition t = apply("a3:AS a2:a a1:aAN i9:BS c7:b c8:b c9:b d7:b d8:b d9:b e7:b e8:b e9:b", "a3-a2(e5)");
        assertThat(meetings(t)).containsExactly(new Event.Meeting(Player.A, Field.A2, Field.A1));
    }

    @Test
    @DisplayName("R5.3 R6.1 a capture makes the destination the mover's: a Meeting event, on e5 and on h8")
    void r6_1_captureMakesTheMeeting() {
        Transition low = apply("e4:AN d4:ANE e6:aAS e5:bBS a1:BN a9:b b9:b c9:b d9:b f9:b g9:b a8:b b8:b c8:b", "e4xe5(a2)");
        assertThat(meetings(low)).containsExactly(new Event.Meeting(Player.A, Field.E5, Field.E6));
        Transition high = apply("h7:AN g7:ANE h9:aAS h8:bBS a1:BN d8:b e8:b f8:b g8:b i8:b d9:b e9:b f9:b c9:b", "h7xh8(a2)");
        assertThat(meetings(high)).containsExactly(new Event.Meeting(Player.A, Field.H8, Field.H9));
    }

    @Test
    @DisplayName("R4.2 R6.1 a connection that meets: a Meeting event, on file a and on file i")
    void r6_1_connectionThatMeets() {
        Transition low = apply("a1:aAN a3:a a4:aAS b1:a i9:BS g1:b h1:b i1:b g2:b h2:b i2:b g3:b h3:b i3:b", "a1-a3(*,c5)");
        assertThat(meetings(low)).containsExactly(new Event.Meeting(Player.A, Field.A3, Field.A4));
        Transition high = apply("i1:aAN i3:a i4:aAS h1:a a7:b a8:b a9:bBS b7:b b8:b b9:b c7:b c8:b c9:b", "i1-i3(*,a1)");
        assertThat(meetings(high)).containsExactly(new Event.Meeting(Player.A, Field.I3, Field.I4));
    }

    @Test
    @DisplayName("R4.4a R6.1 marking the destination by the border crossing makes the meeting: on e4 and on h4")
    void r6_1_crossingMarkOnTheDestinationMakesTheMeeting() {
        Transition low = apply("e3:AN e5:aAS a1:BN g7:b g8:b g9:b h7:b h8:b h9:b i7:b i8:b i9:b", "e3-e4(e4,a2)");
        assertThat(meetings(low)).containsExactly(new Event.Meeting(Player.A, Field.E4, Field.E5));
        Transition high = apply("h3:AN h5:aAS a1:BN a9:b b9:b c9:b d9:b e9:b f9:b a8:b b8:b c8:b", "h3-h4(h4,a2)");
        assertThat(meetings(high)).containsExactly(new Event.Meeting(Player.A, Field.H4, Field.H5));
        Transition elsewhere = apply("h3:AN h5:aAS a1:BN a9:b b9:b c9:b d9:b e9:b f9:b a8:b b8:b c8:b", "h3-h4(i4)");
        assertThat(meetings(elsewhere)).isEmpty();
    }

    @Test
    @DisplayName("R6.1d R4.5 a connection that converts one of B's nine markers leaves eight: no meeting, no Meeting event")
    void r6_1d_connectionConvertingAnOpposingMarkerBreaksTheThreshold() {
        Position p = RuleScenarios.board(2, Player.A,
                "a1:aAN a2:b a3:a a4:aAS b1:a i9:BS g1:b h1:b i1:b g2:b h2:b i2:b g3:b h3:b");
        assertThat(p.markerCount(Player.B)).isEqualTo(9);
        assertThat(Setup.completions(STANDARD, p, "a1-a3")).containsExactly("a1-a3(*)");
        Transition t = Setup.apply(STANDARD, p, "a1-a3(*)");
        assertThat(meetings(t)).isEmpty();
        assertThat(t.after().markerAt(Field.A2)).contains(Player.A);
    }
}
