package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.core.Setup.ABSTRACT_PLAY;
import static org.pacru.core.Setup.STANDARD;
import static org.pacru.core.Setup.board;
import static org.pacru.core.Setup.completions;
import static org.pacru.core.Setup.violation;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Event;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * R5 and R6 decided by fields on ranks 7–9 and files g–i: the meetings, captures and marker counts
 * of the other tests mostly happen low on the board, so these put every decisive chevron and marker
 * in the upper right (the engine keeps fields h2–i9, indices 64–80, in a mask word of their own).
 */
class UpperRanksTest {

    /** B's nine markers, all on ranks 8 and 9, away from g7–i9. */
    private static final String B_NINE = "d8 e8 f8 g8 i8 d9 e9 f9 g9";

    /** A's h7 (facing N) steps to h8 (A's marker), nose to nose with A's h9 facing S on A's marker. */
    private static Setup noseToNose() {
        return board(2).chevron("h7", "AN").chevron("h9", "AS").chevron("a1", "BN").markers('A', "h8 h9");
    }

    /** A's h7 (N) and g7 (NE) both attack B's h8; A's h9 faces S on A's marker, nose to nose with h8. */
    private static Setup captureNoseToNose() {
        return board(2).chevron("h7", "AN").chevron("g7", "ANE").chevron("h9", "AS").chevron("h8", "BS")
                .chevron("a1", "BN").markers('A', "h9").markers('B', "h8 d8 e8 f8 g8 i8 d9 e9 f9");
    }

    private static boolean hasMeeting(Transition t) {
        return t.events().stream().anyMatch(e -> e instanceof Event.Meeting);
    }

    @Test
    @DisplayName("R6.1d nine opposing markers on ranks 8-9 meet the threshold: 78 bonus completions, a Meeting event")
    void r6_1d_thresholdMetByMarkersOnRanks8And9() {
        Position p = noseToNose().markers('B', B_NINE).build();
        for (PacruRules rules : List.of(STANDARD, ABSTRACT_PLAY)) {
            List<String> moves = completions(rules, p, "h7-h8");
            assertThat(moves).as("%s", rules).contains("h7-h8(a2)", "h7-h8(i9)", "h7-h8(g9)")
                    .doesNotContain("h7-h8", "h7-h8(h8)", "h7-h8(h9)", "h7-h8(a1)");
        }
        Transition t = Setup.apply(STANDARD, p, "h7-h8(i9)");
        assertThat(t.events()).containsExactly(
                new Event.Moved(Player.A, Field.H7, Field.H8, org.pacru.board.Direction.N),
                new Event.Meeting(Player.A, Field.H8, Field.H9),
                new Event.MarkerClaimed(Field.I9, Player.A, Event.Cause.MEETING_BONUS));
        assertThat(completions(ABSTRACT_PLAY, p, "h7-h8")).hasSize(77).doesNotContain("h7-h8(h7)");
        assertThat(completions(STANDARD, p, "h7-h8")).hasSize(78).contains("h7-h8(h7)");
    }

    @Test
    @DisplayName("R6.1d eight opposing markers on ranks 8-9 fall short: no bonus, no Meeting event")
    void r6_1d_eightMarkersOnRanks8And9AreNoMeeting() {
        Position p = noseToNose().markers('B', B_NINE).noMarkerAt("i8").build();
        for (PacruRules rules : List.of(STANDARD, ABSTRACT_PLAY)) {
            assertThat(completions(rules, p, "h7-h8")).as("%s", rules).containsExactly("h7-h8");
            Transition t = Setup.apply(rules, p, "h7-h8");
            assertThat(hasMeeting(t)).as("Meeting event under %s", rules).isFalse();
            assertThat(t.events()).containsExactly(
                    new Event.Moved(Player.A, Field.H7, Field.H8, org.pacru.board.Direction.N));
            Violation v = violation(rules, p, "h7-h8(a2)");
            assertThat(v.reason()).isEqualTo(Violation.Reason.NO_MEETING);
            assertThat(v.message()).contains("(d) no other player has 9 markers");
        }
    }

    @Test
    @DisplayName("R6.1a R6.1b a partner facing back on ranks 8-9 without both fields the mover's: no Meeting event")
    void r6_1ab_noMeetingEventWithoutOwnFields() {
        Position notOwnDestination = noseToNose().markers('B', B_NINE).noMarkerAt("h8").build();
        Position notOwnPartnerField = noseToNose().markers('B', B_NINE).noMarkerAt("h9").build();
        for (Position p : List.of(notOwnDestination, notOwnPartnerField)) {
            for (PacruRules rules : List.of(STANDARD, ABSTRACT_PLAY)) {
                assertThat(completions(rules, p, "h7-h8")).containsExactly("h7-h8");
                Transition t = Setup.apply(rules, p, "h7-h8");
                assertThat(hasMeeting(t)).as("Meeting event under %s in %s", rules, p).isFalse();
            }
        }
    }

    @Test
    @DisplayName("R6.2 a meeting earns a bonus field when every field of h2-i9 is already the mover's: it must be named")
    void r6_2_bonusFieldsOnlyOutsideTheHighWordMustBeNamed() {
        // The bonus fields (unoccupied, not A's) are all in the low word: a1-h1 without the chevrons.
        Position p = board(2).chevron("e4", "AN").chevron("e6", "AS").chevron("a1", "BN")
                .markers('A', "e5 e6 i1").fill('A', "h2", "i9").markers('B', "a9 b9 c9 d9 e9 f9 g9 a8 b8").build();
        for (PacruRules rules : List.of(STANDARD, ABSTRACT_PLAY)) {
            List<String> moves = completions(rules, p, "e4-e5");
            assertThat(moves).as("%s", rules).contains("e4-e5(a2)", "e4-e5(g8)").doesNotContain("e4-e5", "e4-e5(h2)", "e4-e5(i9)");
            Violation v = violation(rules, p, "e4-e5");
            assertThat(v.reason()).isEqualTo(Violation.Reason.CHOICE_MISSING);
            assertThat(v.message()).isEqualTo("R9.2: e4-e5: the meeting with the chevron on e6 (R6.1) earns a bonus field"
                    + " (R6.2), which must be named last");
            assertThat(Setup.apply(rules, p, "e4-e5(a2)").events()).contains(new Event.Meeting(Player.A, Field.E5, Field.E6));
        }
    }

    @Test
    @DisplayName("R5.3 R6.1d R6.3 a capture on h8 takes one of B's nine markers: eight remain, no meeting")
    void r6_3_captureOnRank8DropsTheThreshold() {
        Position p = captureNoseToNose().build();
        assertThat(p.markerCount(Player.B)).isEqualTo(9);
        for (PacruRules rules : List.of(STANDARD, ABSTRACT_PLAY)) {
            assertThat(completions(rules, p, "h7xh8")).as("%s", rules).containsExactly("h7xh8");
            assertThat(completions(rules, p, "g7xh8")).as("%s", rules).containsExactly("g7xh8");
            Transition t = Setup.apply(rules, p, "h7xh8");
            assertThat(hasMeeting(t)).isFalse();
            assertThat(t.after().markerAt(Field.H8)).contains(Player.A);
            assertThat(violation(rules, p, "h7xh8(a2)").reason()).isEqualTo(Violation.Reason.NO_MEETING);
        }
    }

    @Test
    @DisplayName("R5.3 R6.1a a capture on h8 makes h8 the mover's: with ten B markers the capture meets h9")
    void r6_1a_captureOnRank8MakesTheMeetingField() {
        Position p = captureNoseToNose().markers('B', "c9").build();
        assertThat(p.markerCount(Player.B)).isEqualTo(10);
        for (PacruRules rules : List.of(STANDARD, ABSTRACT_PLAY)) {
            assertThat(completions(rules, p, "h7xh8")).as("%s", rules).contains("h7xh8(a2)", "h7xh8(i9)")
                    .doesNotContain("h7xh8", "h7xh8(h8)", "h7xh8(h9)");
            Transition t = Setup.apply(rules, p, "h7xh8(i9)");
            assertThat(t.events()).contains(new Event.Meeting(Player.A, Field.H8, Field.H9),
                    new Event.MarkerClaimed(Field.I9, Player.A, Event.Cause.MEETING_BONUS));
            assertThat(violation(rules, p, "h7xh8").reason()).isEqualTo(Violation.Reason.CHOICE_MISSING);
        }
    }

    @Test
    @DisplayName("R6.3 R4.5 R10 a connection h4-h6 converts B's ninth marker on h5: Abstract Play counts it (a meeting), the standard rules do not")
    void r6_3_thresholdTimingDecidedByAConnectionOnFileH() {
        // A's h4 (N) connects to h6 over B's h5, nose to nose with A's h7 facing S; B's other eight markers are low.
        Position p = board(2).chevron("h4", "AN").chevron("h7", "AS").chevron("a1", "BN")
                .markers('A', "h4 h6 h7").markers('B', "h5 a5 a6 a7 a8 a9 b5 b6 b7").build();
        assertThat(p.markerCount(Player.B)).isEqualTo(9);
        assertThat(completions(STANDARD, p, "h4-h6")).containsExactly("h4-h6(*)");
        assertThat(Setup.apply(STANDARD, p, "h4-h6(*)").events()).noneMatch(e -> e instanceof Event.Meeting);
        List<String> ap = completions(ABSTRACT_PLAY, p, "h4-h6");
        assertThat(ap).contains("h4-h6(*,i9)", "h4-h6(*,a2)").doesNotContain("h4-h6(*)", "h4-h6(*,h5)", "h4-h6(*,h6)");
        Transition t = Setup.apply(ABSTRACT_PLAY, p, "h4-h6(*,i9)");
        assertThat(t.events()).contains(new Event.Meeting(Player.A, Field.H6, Field.H7),
                new Event.MarkerClaimed(Field.I9, Player.A, Event.Cause.MEETING_BONUS));
        assertThat(t.after().markerAt(Field.H5)).contains(Player.A);
        assertThat(t.after().markerCount(Player.B)).isEqualTo(8);
    }

    @Test
    @DisplayName("R5.4 R4.4b a capture onto the only unmarked field of D gains nothing: an extra choice is refused naming R4.4b, on h8 and on b2")
    void r4_4b_captureOntoTheOnlyNeutralFieldGainsNothing() {
        // h8: A's f8 (E) and h6 (N) attack B's h8, unmarked; every other field of g7-i9 is A's.
        Position high = board(2).chevron("f8", "AE").chevron("h6", "AN").chevron("h8", "BS").chevron("a1", "BN")
                .markers('A', "f8 e8 h6 g4 g7 g8 g9 h7 h9 i7 i8 i9").build();
        // b2: A's d2 (W) and b5 (S) attack B's b2, unmarked; every other field of a1-c3 is A's.
        Position low = board(2).chevron("d2", "AW").chevron("b5", "AS").chevron("b2", "BN").chevron("i9", "BS")
                .markers('A', "d2 d1 b5 a4 a5 a1 a2 a3 b1 b3 c1 c2 c3").build();
        assertGainsNothingByR4_4b(high, "f8xh8", "h6xh8");
        assertGainsNothingByR4_4b(low, "d2xb2", "b5xb2");
    }

    /** Each capture is complete without a choice, and naming one is refused as R4.4b gaining nothing. */
    private static void assertGainsNothingByR4_4b(Position p, String... captures) {
        for (String capture : captures) {
            assertThat(completions(STANDARD, p, capture)).containsExactly(capture);
            assertThat(violation(STANDARD, p, capture + "(a6)").message()).as(capture)
                    .contains("R4.4b: no opposing marker there on an unoccupied field other than the destination");
        }
    }
}
