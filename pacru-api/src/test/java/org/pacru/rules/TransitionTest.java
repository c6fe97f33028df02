package org.pacru.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;

/** Transition and Event: immutable records of what an action did. */
class TransitionTest {

    @Test
    @DisplayName("a transition copies its events: later changes to the caller's list do not show")
    void eventsCopied() {
        List<Event> events = new ArrayList<>();
        events.add(new Event.Moved(Player.A, Field.E1, Field.E2, Direction.N));
        Position before = Position.initial(2);
        Position after = before.toBuilder().toMove(Player.B).build();
        Transition t = new Transition(before, Move.of(Field.E1, Field.E2), events, after, Optional.empty());
        events.add(new Event.Eliminated(Player.B));
        assertThat(t.events()).containsExactly(new Event.Moved(Player.A, Field.E1, Field.E2, Direction.N));
        assertThatThrownBy(() -> t.events().clear()).isInstanceOf(UnsupportedOperationException.class);
        assertThatThrownBy(() -> new Transition(before, Move.of(Field.E1, Field.E2), List.of(), after, null))
                .hasMessage("outcome");
        assertThatThrownBy(() -> new Transition(null, Move.of(Field.E1, Field.E2), List.of(), after, Optional.empty()))
                .hasMessage("before");
    }

    @Test
    @DisplayName("R4.4 R4.5 R5.3 R6.2 each marker cause names its rule")
    void r4_4_causesNameRules() {
        assertThat(Event.Cause.BORDER_CROSSING.rule().id()).isEqualTo("R4.4");
        assertThat(Event.Cause.CONNECTION.rule().id()).isEqualTo("R4.5");
        assertThat(Event.Cause.CAPTURE.rule().id()).isEqualTo("R5.3");
        assertThat(Event.Cause.MEETING_BONUS.rule().id()).isEqualTo("R6.2");
    }

    @Test
    @DisplayName("R3.5 R5.3 R7.1 R6.1 R8.1 R8.3: every event names the rule that made it happen")
    void r3_5_eventsNameTheirRules() {
        assertThat(new Event.Moved(Player.A, Field.E1, Field.E2, Direction.N).rule()).isEqualTo(Rule.of("R3.5"));
        assertThat(new Event.Captured(Player.A, Field.H8, new org.pacru.board.Chevron(Player.B, Direction.S)).rule())
                .isEqualTo(Rule.of("R5.3"));
        assertThat(new Event.MarkerClaimed(Field.B4, Player.A, Event.Cause.BORDER_CROSSING).rule()).isEqualTo(Rule.of("R4.4"));
        assertThat(new Event.MarkerConverted(Field.G7, Player.B, Player.A, Event.Cause.CONNECTION).rule())
                .isEqualTo(Rule.of("R4.5"));
        assertThat(new Event.MarkerClaimed(Field.A1, Player.A, Event.Cause.MEETING_BONUS).rule()).isEqualTo(Rule.of("R6.2"));
        assertThat(new Event.MarkerRelinquished(Field.A9, Player.A).rule()).isEqualTo(Rule.of("R7.1"));
        assertThat(new Event.Rotated(Player.A, Field.E5, Direction.N, Direction.NE).rule()).isEqualTo(Rule.of("R7.1"));
        assertThat(new Event.Meeting(Player.A, Field.G8, Field.G9).rule()).isEqualTo(Rule.of("R6.1"));
        assertThat(new Event.Eliminated(Player.B).rule()).isEqualTo(Rule.of("R8.1"));
        assertThat(new Event.GameOver(Player.A, WinReason.TARGET_REACHED).rule()).isEqualTo(Rule.of("R8.3"));
    }

    @Test
    @DisplayName("events are values, equal by content, refusing nulls by name")
    void eventsAreValues() {
        assertThat(new Event.MarkerClaimed(Field.B4, Player.A, Event.Cause.BORDER_CROSSING))
                .isEqualTo(new Event.MarkerClaimed(Field.B4, Player.A, Event.Cause.BORDER_CROSSING))
                .isNotEqualTo(new Event.MarkerClaimed(Field.B4, Player.A, Event.Cause.MEETING_BONUS));
        assertThatThrownBy(() -> new Event.MarkerConverted(Field.B4, Player.B, Player.A, null)).hasMessage("cause");
        assertThatThrownBy(() -> new Event.Rotated(Player.A, Field.E1, Direction.N, null)).hasMessage("to");
        assertThatThrownBy(() -> new Event.Meeting(Player.A, null, Field.E2)).hasMessage("field");
        assertThatThrownBy(() -> new Event.MarkerRelinquished(null, Player.A)).hasMessage("field");
        assertThatThrownBy(() -> new Event.Captured(Player.A, Field.E5, null)).hasMessage("captured");
    }
}
